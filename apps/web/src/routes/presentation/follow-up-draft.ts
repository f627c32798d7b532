// The follow-up e-mail dialog's pure side: what the draft's source note says, who the e-mail goes
// to, and checking the edited e-mail with the procedure's own schema so its messages show beside
// the fields. The client's address is the server's; other addresses go only once confirmed.
import { FOLLOW_UP_MAX_ADDITIONAL_RECIPIENTS, ZSendFollowUpInput } from '@pitchcraft/core';

export type FollowUpSource = 'ai' | 'built-in';
export type FollowUpField = 'others' | 'confirmed' | 'subject' | 'body';
export interface FollowUpValues {
  /** Addresses the advisor added beside the client's, as typed (blank ones are left out). */
  others: string[];
  /** The advisor ticked the box naming the added addresses. */
  confirmed: boolean;
  subject: string;
  body: string;
}

export const MAX_OTHER_ADDRESSES = FOLLOW_UP_MAX_ADDITIONAL_RECIPIENTS;

/** "Maria" from "Maria Rivera"; the whole name when it has one word, "your client" when empty. */
export function firstName(clientName: string): string {
  const name = clientName.trim().split(/\s+/)[0] ?? '';
  return name || 'your client';
}

export function followUpSourceNote(source: FollowUpSource, clientName: string): string {
  return source === 'ai'
    ? `Drafted by AI from what ${firstName(clientName)} read`
    : 'Drafted from our template';
}

export const NOT_SHARED_NOTE =
  'Sharing is off, so this e-mail has no link to the presentation. Turn on sharing first if you want your client to open it from the e-mail.';

/** The added addresses that are filled in, as typed (trimmed). */
export function addedAddresses(others: readonly string[]): string[] {
  return others.map((address) => address.trim()).filter(Boolean);
}

const listOf = (items: readonly string[]) =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** The confirmation the advisor ticks, naming every added address. */
export function confirmationText(addresses: readonly string[]): string {
  return `I confirm this follow-up should also go to ${listOf(addresses)}.`;
}

/** Send is enabled once there is someone to send to and every added address is confirmed. */
export function canSend(
  clientAddress: string | null,
  values: Pick<FollowUpValues, 'others' | 'confirmed'>,
): boolean {
  const added = addedAddresses(values.others);
  if (added.length > 0 && !values.confirmed) return false;
  return clientAddress !== null || added.length > 0;
}

type SendInput = ReturnType<typeof ZSendFollowUpInput.parse>;

/** The send input, or the first message for each field that is not right. */
export function checkFollowUp(
  presentationId: string,
  values: FollowUpValues,
): { ok: true; input: SendInput } | { ok: false; errors: Partial<Record<FollowUpField, string>> } {
  const added = addedAddresses(values.others);
  const parsed = ZSendFollowUpInput.safeParse({
    presentationId,
    additionalRecipients: added,
    ...(added.length > 0 ? { confirmAdditionalRecipients: values.confirmed } : {}),
    subject: values.subject,
    body: values.body,
  });
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: Partial<Record<FollowUpField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = fieldOf(String(issue.path[0]));
    if (field) errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** The dialog's field for an input path (additionalRecipients.1 is the added addresses). */
function fieldOf(path: string): FollowUpField | null {
  const [key] = path.split('.');
  if (key === 'additionalRecipients') return 'others';
  if (key === 'confirmAdditionalRecipients') return 'confirmed';
  if (key === 'subject' || key === 'body') return key;
  return null;
}

/** Field errors from the server (fieldErrors keyed by input path), reduced to the dialog's fields. */
export function followUpFieldErrors(
  fieldErrors: Record<string, string>,
): Partial<Record<FollowUpField, string>> {
  const errors: Partial<Record<FollowUpField, string>> = {};
  for (const [path, message] of Object.entries(fieldErrors)) {
    const field = fieldOf(path);
    if (field) errors[field] ??= message;
  }
  return errors;
}
