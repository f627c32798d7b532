// What of the client's private details may reach the model: e-mail and phone only when the advisor
// chose to show contact details, health status, conditions and smoking only when the advisor chose
// to mention health. The premiums still reflect health and smoking: the analysis prices them, and
// the prompt names its premium figures without the details behind them.
import type { TClientFormData } from './client-form';

export const CONTACT_REMOVED_MARKER = '[contact detail removed]';

const EMAIL = /[^\s@<>()[\]"',;:]+@[^\s@<>()[\]"',;:]+\.[a-z]{2,}\b/gi;
const PHONE =
  /(?<![\w$.,+])(?:\+?\d{1,3}[\s.-]?)?(?:\(\d{3}\)\s?|\d{3}[\s.-]?)\d{3}[\s.-]?\d{4}(?!\w)/g;

/** Health words: a sentence carrying one tells the model about the client's health or smoking. */
const HEALTH_WORDS =
  /\b(?:smok\w*|non-smok\w*|tobacco|nicotine|health\w*|medical\w*|conditions?|diagnos\w*)\b/i;

/** The text with every e-mail address and phone number replaced by {@link CONTACT_REMOVED_MARKER}. */
export function scrubContactDetails(text: string): string {
  return text.replace(EMAIL, CONTACT_REMOVED_MARKER).replace(PHONE, CONTACT_REMOVED_MARKER);
}

/** Whether a sentence speaks of health or smoking. */
export const mentionsHealth = (sentence: string): boolean => HEALTH_WORDS.test(sentence);

/** The record's notes without e-mail addresses or phone numbers unless the advisor chose to show them. */
export function notesWithoutContactDetails(client: TClientFormData): TClientFormData {
  if (client.showContactDetails) return client;
  return {
    ...client,
    advisorNotes: scrubContactDetails(client.advisorNotes),
    clientNotes: scrubContactDetails(client.clientNotes),
    goals: { ...client.goals, otherText: scrubContactDetails(client.goals.otherText) },
    potentialPlans: client.potentialPlans.map((plan) => ({
      ...plan,
      notes: scrubContactDetails(plan.notes),
    })),
  };
}

/** The lines that tell the model what it may show of the client's private details. */
export function privacyLines(
  client: Pick<TClientFormData, 'showContactDetails' | 'mentionHealth'>,
): string[] {
  return [
    client.showContactDetails
      ? "Contact details: the advisor chose to show the client's e-mail and phone (in the client data)."
      : "Contact details: never show the client's e-mail or phone.",
    client.mentionHealth
      ? 'Health: the advisor chose to mention health (in the client data); mention it with care.'
      : 'Health: never mention health or smoking; the premiums already reflect them.',
  ];
}
