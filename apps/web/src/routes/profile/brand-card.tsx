// The profile's Brand card: logo and headshot, brand colours with a live contrast check, the
// company's disclaimer, licence number and contact details. New presentations render with it; the
// pages clients open (shared presentations, their passcode page, client forms) show the advisor's
// name, company and images, and the "Made with Pitchcraft" line unless it is switched off here.
import { Button } from '@/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { Switch } from '@/components/ui/switch';
import { errorMessage, fieldErrors, useTRPC } from '@/lib/trpc';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';

import { ZBrandKitInput, type TBrandKitInput, type TBrandKitValues } from '@pitchcraft/core';

import { ColoursFieldset } from './brand-colours-fieldset';
import { BrandImageField } from './brand-image-field';

interface BrandKitView extends TBrandKitValues {
  logo: string | null;
  headshot: string | null;
  showMadeWith: boolean;
}

const formValuesOf = (kit: TBrandKitValues): TBrandKitInput => ({
  colours: kit.colours,
  disclaimer: kit.disclaimer,
  licence: kit.licence,
  contact: { ...kit.contact },
  showMadeWith: kit.showMadeWith ?? true,
});

export function BrandCard() {
  const trpc = useTRPC();
  const kit = useQuery(trpc.profile.brand.get.queryOptions());
  return (
    <Card>
      <CardHeader>
        <CardTitle>Brand</CardTitle>
        <CardDescription>
          Your logo, colours and details appear on every new presentation. Presentations you already
          made keep their look until you apply your brand to them.
        </CardDescription>
      </CardHeader>
      {kit.isPending ? (
        <CardContent>
          <LoadingState shape="fields" />
        </CardContent>
      ) : kit.isError ? (
        <ErrorState
          message="Failed to load your brand"
          onRetry={() => void kit.refetch()}
          retrying={kit.isFetching}
          compact
        />
      ) : (
        <BrandForm kit={kit.data} />
      )}
    </Card>
  );
}

function BrandForm({ kit }: { kit: BrandKitView }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useForm({ resolver: zodResolver(ZBrandKitInput), defaultValues: formValuesOf(kit) });
  const { errors } = form.formState;

  const save = useMutation(
    trpc.profile.brand.update.mutationOptions({
      onSuccess: (saved) => {
        queryClient.setQueryData(trpc.profile.brand.get.queryKey(), saved);
        form.reset(formValuesOf(saved));
        toast.success('Brand saved', { description: 'New presentations will use it.' });
      },
      onError: (error) => {
        for (const [field, message] of Object.entries(fieldErrors(error)))
          form.setError(field as never, { message });
        toast.error('Brand not saved', {
          description: errorMessage(error, 'Failed to save your brand'),
        });
      },
    }),
  );

  const onSubmit = form.handleSubmit((values) => save.mutate(values));

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Brand">
      <CardContent className="space-y-7">
        <div className="grid gap-6 sm:grid-cols-2">
          <BrandImageField
            kind="logo"
            label="Logo"
            hint="PNG, JPEG or SVG, up to 512 KB and 4096 × 4096 pixels. Shown on the cover and in the footer."
            url={kit.logo}
          />
          <BrandImageField
            kind="headshot"
            label="Headshot"
            hint="Optional. Shown in your contact details instead of your initials."
            url={kit.headshot}
          />
        </div>
        <ColoursFieldset form={form} />
        <Field
          label="Your company's disclaimer"
          error={errors.disclaimer?.message}
          hint="Added to “Important information” after ours, never instead of it."
          optional
        >
          <Textarea rows={4} maxLength={2000} {...form.register('disclaimer')} />
        </Field>
        <Field label="Licence or registration number" error={errors.licence?.message} optional>
          <Input maxLength={100} {...form.register('licence')} />
        </Field>
        <fieldset className="space-y-4">
          <legend className="text-sm font-semibold text-navy-900 dark:text-white">
            Contact details
          </legend>
          <p className="text-xs text-slate-600 dark:text-slate-400">
            Shown in your contact block; your phone and email here take the place of your profile's.
          </p>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field label="Contact phone" error={errors.contact?.phone?.message} optional>
              <Input
                type="tel"
                autoComplete="tel"
                inputMode="tel"
                maxLength={50}
                {...form.register('contact.phone')}
              />
            </Field>
            <Field label="Contact e-mail" error={errors.contact?.email?.message} optional>
              <Input
                type="email"
                autoComplete="email"
                maxLength={254}
                {...form.register('contact.email')}
              />
            </Field>
          </div>
          <Field
            label="Website"
            error={errors.contact?.website?.message}
            hint="Shown as text: presentations never link to other sites."
            optional
          >
            <Input
              type="url"
              inputMode="url"
              placeholder="https://"
              maxLength={200}
              {...form.register('contact.website')}
            />
          </Field>
          <Field label="Address" error={errors.contact?.address?.message} optional>
            <Input
              autoComplete="street-address"
              maxLength={300}
              {...form.register('contact.address')}
            />
          </Field>
        </fieldset>
        <MadeWithSwitch
          checked={form.watch('showMadeWith') !== false}
          onChange={(on) => form.setValue('showMadeWith', on, { shouldDirty: true })}
        />
      </CardContent>
      <CardFooter className="mt-3 justify-end">
        <Button type="submit" loading={save.isPending}>
          Save Brand
        </Button>
      </CardFooter>
    </form>
  );
}

/** The quiet "Made with Pitchcraft" line on what clients see: on unless the advisor switches it off. */
function MadeWithSwitch({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <fieldset className="space-y-4">
      <legend className="text-sm font-semibold text-navy-900 dark:text-white">
        What your clients see
      </legend>
      <div className="flex items-center justify-between gap-4 rounded-xl border border-slate-200 p-4 dark:border-navy-700">
        <div>
          <label
            htmlFor="brand-made-with-switch"
            className="block cursor-pointer text-sm font-medium text-navy-900 dark:text-white"
          >
            Show “Made with Pitchcraft”
          </label>
          <p id="brand-made-with-hint" className="text-xs text-slate-600 dark:text-slate-400">
            A small line at the foot of your shared presentations, their passcode page and your
            client forms. It is never printed. Your name, company, headshot and logo are shown
            either way.
          </p>
        </div>
        <Switch
          id="brand-made-with-switch"
          aria-describedby="brand-made-with-hint"
          checked={checked}
          onCheckedChange={onChange}
        />
      </div>
    </fieldset>
  );
}
