// The follow-up e-mail dialog's pure side: what the draft's source note says, and checking the
// edited e-mail with the procedure's own schema so its messages show beside the fields.
import { ZSendFollowUpInput } from '@pitchcraft/core';

export type FollowUpSource = 'ai' | 'built-in';
export type FollowUpField = 'to' | 'subject' | 'body';
export interface FollowUpValues {
  to: string;
  subject: string;
  body: string;
}

/** "Maria" from "Maria Rivera"; the whole name when it has one word, "your client" when empty. */
export function firstName(clientName: string): string {
  const name = clientName.trim().split(/\s+/)[0] ?? '';
  return name || 'your client';
}

export function followUpSourceNote(source: FollowUpSource, clientName: string): string {
  return source === 'ai' ? `Drafted by AI from what ${firstName(clientName)} read` : 'Drafted from our template';
}

export const NOT_SHARED_NOTE =
  'Sharing is off, so this e-mail has no link to the presentation. Turn on sharing first if you want your client to open it from the e-mail.';

/** The send input, or the first message for each field that is not right. */
export function checkFollowUp(
  presentationId: string,
  values: FollowUpValues,
): { ok: true; input: { presentationId: string } & FollowUpValues } | { ok: false; errors: Partial<Record<FollowUpField, string>> } {
  const parsed = ZSendFollowUpInput.safeParse({ presentationId, ...values });
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: Partial<Record<FollowUpField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (field === 'to' || field === 'subject' || field === 'body') errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** Field errors from the server (fieldErrors keyed by input path), reduced to the dialog's three fields. */
export function followUpFieldErrors(fieldErrors: Record<string, string>): Partial<Record<FollowUpField, string>> {
  const errors: Partial<Record<FollowUpField, string>> = {};
  for (const field of ['to', 'subject', 'body'] as const) {
    if (fieldErrors[field]) errors[field] = fieldErrors[field];
  }
  return errors;
}
