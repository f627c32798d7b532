// The organisation's name and its brand policy, for owners and admins.
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { errorMessage, fieldErrors, useTRPC } from '@/lib/trpc';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';

import { ZRenameOrganizationInput, type TRenameOrganizationInput } from '@pitchcraft/core';

import type { TOrganization } from './team-page';

export function OrganizationCard({ org }: { org: TOrganization }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries(trpc.organization.get.queryFilter());
  const form = useForm({
    resolver: zodResolver(ZRenameOrganizationInput),
    values: { name: org.name } satisfies TRenameOrganizationInput,
  });
  const rename = useMutation(
    trpc.organization.rename.mutationOptions({
      onSuccess: async () => {
        toast.success('Organisation renamed');
        await refresh();
      },
      onError: (error) => {
        const field = fieldErrors(error).name;
        if (field) form.setError('name', { message: field });
        else toast.error('Could not rename', { description: errorMessage(error) });
      },
    }),
  );
  const policy = useMutation(
    trpc.organization.setBrandPolicy.mutationOptions({
      onSuccess: async ({ allowPersonalBrand }) => {
        toast.success(
          allowPersonalBrand
            ? 'Members with a brand kit of their own now use it'
            : 'Every presentation now uses the organisation’s brand',
        );
        await refresh();
      },
      onError: (error) => toast.error('Could not save', { description: errorMessage(error) }),
    }),
  );
  const onSubmit = form.handleSubmit((values) => rename.mutate(values));
  return (
    <Card>
      <CardHeader>
        <CardTitle>Organisation</CardTitle>
        <CardDescription>
          How your organisation is named, and whose brand your presentations carry.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <form
          onSubmit={(event) => void onSubmit(event)}
          noValidate
          className="flex flex-col gap-3 sm:flex-row sm:items-start"
        >
          <Field
            label="Organisation name"
            error={form.formState.errors.name?.message}
            className="flex-1"
          >
            <Input autoComplete="organization" {...form.register('name')} />
          </Field>
          <Button
            type="submit"
            variant="outline"
            loading={rename.isPending}
            disabled={!form.formState.isDirty}
            className="sm:mt-7"
          >
            Save name
          </Button>
        </form>
        <div className="flex items-start justify-between gap-4 rounded-xl border border-slate-200 p-4 dark:border-navy-700">
          <div className="space-y-1">
            <label
              htmlFor="allow-personal-brand"
              className="text-sm font-medium text-navy-900 dark:text-white"
            >
              Members may use their own brand kit
            </label>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              When this is off, every member’s presentations carry the owner’s brand kit (logo,
              colours, disclaimer and licence).
            </p>
          </div>
          <Switch
            id="allow-personal-brand"
            checked={org.allowPersonalBrand}
            disabled={policy.isPending}
            onCheckedChange={(allowPersonalBrand) => policy.mutate({ allowPersonalBrand })}
          />
        </div>
      </CardContent>
    </Card>
  );
}
