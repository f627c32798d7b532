// The share link's passcode setting (add, change or remove; the API only says whether one is set),
// the notice asking for a longer one, and the switches beside it.
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { FormError } from '@/components/ui/states';
import { Switch } from '@/components/ui/switch';
import { KeyRound, Undo2 } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

import type { RouterOutputs } from '@pitchcraft/api';
import { SHARE_PASSCODE_MIN_LENGTH } from '@pitchcraft/core';

export type PasscodeMode = 'keep' | 'set' | 'remove';
type PasscodeStrength = RouterOutputs['presentations']['get']['passcodeStrength'];

export function SwitchRow({
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
export function ShortPasscodeNotice({
  strength,
  onChange,
}: {
  strength: PasscodeStrength;
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
  /** The new passcode's field, registered with the settings form. */
  input: UseFormRegisterReturn<'passcode'>;
  error: string | undefined;
  onMode: (mode: PasscodeMode) => void;
}

export function PasscodeSetting({ hasPasscode, mode, input, error, onMode }: PasscodeProps) {
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
            {...input}
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
          <FormError id={`${id}-error`}>{error}</FormError>
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
