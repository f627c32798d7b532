// The share link's settings form: its values (an expiry day as the date input gives it, what to do
// with the passcode, the two switches), and its schema: the values as updateShareSettings' input,
// checked with ZShareSettingsInput so the procedure's messages show beside the fields.
import { z } from 'zod';

import type { RouterOutputs } from '@pitchcraft/api';
import { ZShareSettingsInput, type TShareSettingsInput } from '@pitchcraft/core';

import { checkedForm } from './form-schema';
import type { PasscodeMode } from './share-passcode';

type Presentation = RouterOutputs['presentations']['get'];

export interface ShareSettingsValues {
  /** A calendar day (YYYY-MM-DD): the link works until the end of it. '' for never. */
  expiresAt: string;
  passcodeMode: PasscodeMode;
  passcode: string;
  requireEmail: boolean;
  notifyOnView: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');
export const localDate = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
const toDateInput = (iso: string | null) => (iso ? localDate(new Date(iso)) : '');
/** The link works through the whole chosen day, in the advisor's time zone. */
const fromDateInput = (value: string) =>
  value ? new Date(`${value}T23:59:59`).toISOString() : null;

/** The form as the saved settings are: nothing changed yet. */
export function savedSettings(p: Presentation): ShareSettingsValues {
  return {
    expiresAt: toDateInput(p.shareExpiresAt),
    passcodeMode: 'keep',
    passcode: '',
    requireEmail: p.requireEmail,
    notifyOnView: p.notifyOnView,
  };
}

/** Whether the form asks for anything the saved settings do not already say. */
export function settingsChanged(values: ShareSettingsValues, p: Presentation): boolean {
  const saved = savedSettings(p);
  return (
    values.expiresAt !== saved.expiresAt ||
    values.passcodeMode !== 'keep' ||
    values.requireEmail !== saved.requireEmail ||
    values.notifyOnView !== saved.notifyOnView
  );
}

/** The settings' input: a passcode set, removed (null), or kept (absent). */
function shareSettingsInput(id: string, values: ShareSettingsValues): TShareSettingsInput {
  return {
    id,
    expiresAt: fromDateInput(values.expiresAt),
    requireEmail: values.requireEmail,
    notifyOnView: values.notifyOnView,
    ...(values.passcodeMode === 'set'
      ? { passcode: values.passcode }
      : values.passcodeMode === 'remove'
        ? { passcode: null }
        : {}),
  };
}

/** An input path's field in the form; anything else is said above Save. */
export const shareFieldOf = (path: string): 'expiresAt' | 'passcode' | 'root.server' =>
  path === 'expiresAt' || path === 'passcode' ? path : 'root.server';

const ZShareSettingsValues = z.object({
  expiresAt: z.string(),
  passcodeMode: z.enum(['keep', 'set', 'remove']),
  passcode: z.string(),
  requireEmail: z.boolean(),
  notifyOnView: z.boolean(),
});

export const shareSettingsSchema = (id: string) =>
  checkedForm(ZShareSettingsValues, (values) => {
    const input = shareSettingsInput(id, values);
    const parsed = ZShareSettingsInput.safeParse(input);
    if (parsed.success) return { ok: true, input };
    const errors: Partial<Record<string, string>> = {};
    for (const issue of parsed.error.issues)
      errors[shareFieldOf(String(issue.path[0] ?? ''))] ??= issue.message;
    return { ok: false, errors };
  });
