// The share link's settings: an expiry date, a passcode (set, change or remove; the API only says
// whether one is set), the e-mail gate and view notifications. Saved together with one button.
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { FormError } from '@/components/ui/states';
import { errorMessage, fieldErrors, useTRPC } from '@/lib/trpc';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Lock } from 'lucide-react';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';

import type { RouterOutputs } from '@pitchcraft/api';
import { formatShortDate, type TShareSettingsInput } from '@pitchcraft/core';

import {
  PasscodeSetting,
  ShortPasscodeNotice,
  SwitchRow,
  type PasscodeMode,
} from './share-passcode';
import {
  localDate,
  savedSettings,
  settingsChanged,
  shareFieldOf,
  shareSettingsSchema,
  type ShareSettingsValues,
} from './share-settings-form';

type Presentation = RouterOutputs['presentations']['get'];

const UPDATE_FAILED = 'There was an error updating sharing settings';

/** Remounted (by key) whenever the saved settings change, so the form always starts from them. */
function settingsKey(p: Presentation): string {
  return [p.shareExpiresAt, p.hasPasscode, p.passcodeStrength, p.requireEmail, p.notifyOnView].join(
    '|',
  );
}

export function ShareControls({
  presentation,
  expired,
}: {
  presentation: Presentation;
  expired: boolean;
}) {
  return (
    <ShareControlsForm
      key={settingsKey(presentation)}
      presentation={presentation}
      expired={expired}
    />
  );
}

function useSaveShareSettings(presentation: Presentation, onFailed: (error: unknown) => void) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.presentations.updateShareSettings.mutationOptions({
      onSuccess: (settings) => {
        queryClient.setQueryData<Presentation>(
          trpc.presentations.get.queryKey({ id: presentation.id }),
          (p) => (p ? { ...p, ...settings } : p),
        );
        toast.success('Link settings saved');
      },
      onError: onFailed,
    }),
  );
}

function ShareControlsForm({
  presentation,
  expired,
}: {
  presentation: Presentation;
  expired: boolean;
}) {
  const id = useId();
  const schema = useMemo(() => shareSettingsSchema(presentation.id), [presentation.id]);
  const form = useForm<ShareSettingsValues, unknown, TShareSettingsInput>({
    resolver: zodResolver(schema),
    defaultValues: savedSettings(presentation),
    // A message stays until the next save (or, for the passcode, until it is set differently).
    reValidateMode: 'onSubmit',
  });
  const { errors } = form.formState;
  const values = form.watch();
  const save = useSaveShareSettings(presentation, (error) => {
    const fields = Object.entries(fieldErrors(error));
    for (const [path, message] of fields) form.setError(shareFieldOf(path), { message });
    if (fields.length === 0)
      form.setError('root.server', { message: errorMessage(error, UPDATE_FAILED) });
  });

  const setPasscodeMode = (mode: PasscodeMode) => {
    form.setValue('passcodeMode', mode);
    form.setValue('passcode', '');
    form.clearErrors('passcode');
  };

  return (
    <form
      className="space-y-5 border-t border-slate-100 pt-5 lg:border-t-0 lg:border-l lg:pt-0 lg:pl-8 dark:border-navy-800"
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => void form.handleSubmit((input) => save.mutate(input))(event)}
    >
      <h3 id={`${id}-title`} className="text-sm font-semibold text-navy-900 dark:text-white">
        Link settings
      </h3>
      {expired && presentation.shareExpiresAt && (
        <Alert tone="warning" title="This link has expired">
          It stopped working after {formatShortDate(presentation.shareExpiresAt)}. Choose a later
          date or clear it to share again.
        </Alert>
      )}

      <div className="space-y-1.5">
        <label
          htmlFor={`${id}-expiry`}
          className="block text-sm font-medium text-navy-800 dark:text-slate-200"
        >
          Link expires{' '}
          <span className="font-normal text-slate-500 dark:text-slate-400">(Optional)</span>
        </label>
        <div className="flex gap-2">
          <div className="flex-1">
            <Input
              id={`${id}-expiry`}
              type="date"
              {...form.register('expiresAt')}
              min={localDate(new Date())}
              aria-invalid={errors.expiresAt ? true : undefined}
              aria-describedby={`${id}-expiry-note`}
            />
          </div>
          {values.expiresAt && (
            <Button variant="ghost" onClick={() => form.setValue('expiresAt', '')}>
              Clear
            </Button>
          )}
        </div>
        <p
          id={`${id}-expiry-note`}
          className={
            errors.expiresAt
              ? 'text-sm text-red-600 dark:text-red-400'
              : 'text-xs text-slate-600 dark:text-slate-400'
          }
        >
          {errors.expiresAt?.message ??
            (values.expiresAt
              ? 'The link stops working after this day.'
              : 'Leave empty to keep the link working until you turn sharing off.')}
        </p>
      </div>

      <div className="space-y-2">
        <div className="flex items-center justify-between gap-2">
          <p className="text-sm font-medium text-navy-800 dark:text-slate-200">Passcode</p>
          {presentation.hasPasscode && values.passcodeMode === 'keep' && (
            <Badge tone="brand">
              <Lock className="h-3 w-3" aria-hidden />
              Passcode is set
            </Badge>
          )}
        </div>
        <PasscodeSetting
          hasPasscode={presentation.hasPasscode}
          mode={values.passcodeMode}
          input={form.register('passcode')}
          error={errors.passcode?.message}
          onMode={setPasscodeMode}
        />
        {values.passcodeMode === 'keep' && (
          <ShortPasscodeNotice
            strength={presentation.passcodeStrength}
            onChange={() => form.setValue('passcodeMode', 'set')}
          />
        )}
      </div>

      <div className="space-y-3">
        <SwitchRow
          label="Ask for the viewer's e-mail"
          hint="Visitors enter their e-mail address before the presentation opens."
          checked={values.requireEmail}
          onChange={(checked) => form.setValue('requireEmail', checked)}
        />
        <SwitchRow
          label="E-mail me when it is first opened, then a daily digest"
          hint="You will know the moment your client looks at it."
          checked={values.notifyOnView}
          onChange={(checked) => form.setValue('notifyOnView', checked)}
        />
      </div>

      <FormError variant="box" title="Update failed">
        {errors.root?.server?.message}
      </FormError>
      <div className="flex justify-end">
        <Button
          type="submit"
          disabled={!settingsChanged(values, presentation)}
          loading={save.isPending}
        >
          Save link settings
        </Button>
      </div>
    </form>
  );
}
