// The share link's settings: an expiry date, a passcode (set, change or remove; the API only says
// whether one is set), the e-mail gate and view notifications. Saved together with one button.
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { errorMessage, fieldErrors, useTRPC } from '@/lib/trpc';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { KeyRound, Lock, Undo2 } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { toast } from 'sonner';

import type { RouterOutputs } from '@pitchcraft/api';
import {
  formatShortDate,
  SHARE_PASSCODE_MIN_LENGTH,
  ZShareSettingsInput,
  type TShareSettingsInput,
} from '@pitchcraft/core';

type Presentation = RouterOutputs['presentations']['get'];
type PasscodeMode = 'keep' | 'set' | 'remove';

const pad = (n: number) => String(n).padStart(2, '0');
const localDate = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
const toDateInput = (iso: string | null) => (iso ? localDate(new Date(iso)) : '');
/** The link works through the whole chosen day, in the advisor's time zone. */
const fromDateInput = (value: string) =>
  value ? new Date(`${value}T23:59:59`).toISOString() : null;

/** Remounted (by key) whenever the saved settings change, so the form always starts from them. */
export function settingsKey(p: Presentation): string {
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

function ShareControlsForm({
  presentation,
  expired,
}: {
  presentation: Presentation;
  expired: boolean;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const id = useId();
  const [expiry, setExpiry] = useState(toDateInput(presentation.shareExpiresAt));
  const [passcodeMode, setPasscodeMode] = useState<PasscodeMode>('keep');
  const [passcode, setPasscode] = useState('');
  const [requireEmail, setRequireEmail] = useState(presentation.requireEmail);
  const [notifyOnView, setNotifyOnView] = useState(presentation.notifyOnView);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const save = useMutation(
    trpc.presentations.updateShareSettings.mutationOptions({
      onSuccess: (settings) => {
        queryClient.setQueryData<Presentation>(
          trpc.presentations.get.queryKey({ id: presentation.id }),
          (p) => (p ? { ...p, ...settings } : p),
        );
        toast.success('Link settings saved');
      },
      onError: (error) => {
        const fields = fieldErrors(error);
        setErrors(
          Object.keys(fields).length
            ? fields
            : { _form: errorMessage(error, 'There was an error updating sharing settings') },
        );
      },
    }),
  );

  const dirty =
    expiry !== toDateInput(presentation.shareExpiresAt) ||
    passcodeMode !== 'keep' ||
    requireEmail !== presentation.requireEmail ||
    notifyOnView !== presentation.notifyOnView;

  const submit = () => {
    const input: TShareSettingsInput = {
      id: presentation.id,
      expiresAt: fromDateInput(expiry),
      requireEmail,
      notifyOnView,
      ...(passcodeMode === 'set'
        ? { passcode }
        : passcodeMode === 'remove'
          ? { passcode: null }
          : {}),
    };
    const parsed = ZShareSettingsInput.safeParse(input);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues)
        next[String(issue.path[0] ?? '_form')] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    save.mutate(input);
  };

  return (
    <form
      className="space-y-5 border-t border-slate-100 pt-5 lg:border-t-0 lg:border-l lg:pt-0 lg:pl-8 dark:border-navy-800"
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
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
              value={expiry}
              min={localDate(new Date())}
              onChange={(event) => setExpiry(event.target.value)}
              aria-invalid={errors.expiresAt ? true : undefined}
              aria-describedby={`${id}-expiry-note`}
            />
          </div>
          {expiry && (
            <Button variant="ghost" onClick={() => setExpiry('')}>
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
          {errors.expiresAt ??
            (expiry
              ? 'The link stops working after this day.'
              : 'Leave empty to keep the link working until you turn sharing off.')}
        </p>
      </div>

      <div className="space-y-2">
        <div className="flex items-center justify-between gap-2">
          <p className="text-sm font-medium text-navy-800 dark:text-slate-200">Passcode</p>
          {presentation.hasPasscode && passcodeMode === 'keep' && (
            <Badge tone="brand">
              <Lock className="h-3 w-3" aria-hidden />
              Passcode is set
            </Badge>
          )}
        </div>
        <PasscodeSetting
          hasPasscode={presentation.hasPasscode}
          mode={passcodeMode}
          value={passcode}
          error={errors.passcode}
          onMode={(mode) => {
            setPasscodeMode(mode);
            setPasscode('');
            setErrors(({ passcode: _dropped, ...rest }) => rest);
          }}
          onValue={setPasscode}
        />
        {passcodeMode === 'keep' && (
          <ShortPasscodeNotice
            strength={presentation.passcodeStrength}
            onChange={() => setPasscodeMode('set')}
          />
        )}
      </div>

      <div className="space-y-3">
        <SwitchRow
          label="Ask for the viewer's e-mail"
          hint="Visitors enter their e-mail address before the presentation opens."
          checked={requireEmail}
          onChange={setRequireEmail}
        />
        <SwitchRow
          label="E-mail me when it is first opened, then a daily digest"
          hint="You will know the moment your client looks at it."
          checked={notifyOnView}
          onChange={setNotifyOnView}
        />
      </div>

      {errors._form && (
        <Alert tone="danger" title="Update failed">
          {errors._form}
        </Alert>
      )}
      <div className="flex justify-end">
        <Button type="submit" disabled={!dirty} loading={save.isPending}>
          Save link settings
        </Button>
      </div>
    </form>
  );
}

function SwitchRow({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint: ReactNode;
  checked: boolean;
  onChange: (value: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4">
      <label htmlFor={id} className="cursor-pointer">
        <span className="block text-sm font-medium text-navy-800 dark:text-slate-200">{label}</span>
        <span className="block text-xs text-slate-600 dark:text-slate-400">{hint}</span>
      </label>
      <Switch id={id} checked={checked} onCheckedChange={onChange} className="mt-0.5" />
    </div>
  );
}

/** A passcode set when four characters were enough: the owner is asked to set a longer one. */
function ShortPasscodeNotice({
  strength,
  onChange,
}: {
  strength: Presentation['passcodeStrength'];
  onChange: () => void;
}) {
  if (strength !== 'short' && strength !== 'unknown') return null;
  return (
    <Alert tone="warning" title="Please set a longer passcode">
      {strength === 'short'
        ? `This passcode is shorter than ${SHARE_PASSCODE_MIN_LENGTH} characters. It still works, but a short passcode can be guessed: set one of at least ${SHARE_PASSCODE_MIN_LENGTH}.`
        : `Passcodes now need at least ${SHARE_PASSCODE_MIN_LENGTH} characters. This one was set before; if it is shorter, it still works but can be guessed: set a longer one.`}{' '}
      <Button variant="link" size="sm" className="h-auto p-0" onClick={onChange}>
        Set a new passcode
      </Button>
    </Alert>
  );
}

interface PasscodeProps {
  hasPasscode: boolean;
  mode: PasscodeMode;
  value: string;
  error: string | undefined;
  onMode: (mode: PasscodeMode) => void;
  onValue: (value: string) => void;
}

function PasscodeSetting({ hasPasscode, mode, value, error, onMode, onValue }: PasscodeProps) {
  const id = useId();
  if (mode === 'set') {
    return (
      <div className="space-y-1.5">
        <div className="flex gap-2">
          <Input
            id={id}
            type="text"
            autoComplete="off"
            spellCheck={false}
            autoFocus
            value={value}
            onChange={(event) => onValue(event.target.value)}
            placeholder={`At least ${SHARE_PASSCODE_MIN_LENGTH} characters`}
            aria-label={hasPasscode ? 'New passcode' : 'Passcode'}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : `${id}-hint`}
          />
          <Button variant="ghost" onClick={() => onMode('keep')}>
            Cancel
          </Button>
        </div>
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-sm text-red-600 dark:text-red-400">
            {error}
          </p>
        ) : (
          <p id={`${id}-hint`} className="text-xs text-slate-600 dark:text-slate-400">
            Give it to your client separately, for example by phone. Visitors who opened the link
            before will need it too.
          </p>
        )}
      </div>
    );
  }
  if (mode === 'remove') {
    return (
      <div className="flex items-center justify-between gap-3 rounded-lg border border-dashed border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-900/20 dark:text-amber-100">
        <span>The passcode will be removed when you save.</span>
        <Button variant="ghost" size="sm" onClick={() => onMode('keep')}>
          <Undo2 className="h-4 w-4" aria-hidden />
          Undo
        </Button>
      </div>
    );
  }
  if (hasPasscode) {
    return (
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={() => onMode('set')}
          aria-label="Change passcode"
        >
          Change
        </Button>
        <Button
          variant="outline"
          size="sm"
          className="text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-900/30"
          onClick={() => onMode('remove')}
          aria-label="Remove passcode"
        >
          Remove
        </Button>
      </div>
    );
  }
  return (
    <Button variant="outline" size="sm" onClick={() => onMode('set')}>
      <KeyRound className="h-4 w-4" aria-hidden />
      Add a passcode
    </Button>
  );
}
