// What of the client's private details may reach the model: e-mail and phone only when the advisor
// chose to show contact details, health status, conditions and smoking only when the advisor chose
// to mention health. The premiums still reflect health and smoking: the analysis prices them, and
// the prompt states its premiums without the details behind them.
import type { TClientFormData } from './client-form';
import type { TNeedsAnalysis } from './needs-types';

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

function without<T extends object, K extends keyof T>(value: T, keys: readonly K[]): Omit<T, K> {
  const copy: Partial<T> = { ...value };
  for (const key of keys) delete copy[key];
  return copy as Omit<T, K>;
}

/** The analysis as the prompt quotes it: without the health and smoking details unless the advisor chose to mention health. */
export function analysisForPrompt(analysis: TNeedsAnalysis, mentionHealth: boolean): unknown {
  if (mentionHealth) return analysis;
  return {
    ...analysis,
    inputs: without(analysis.inputs, ['smoker', 'healthStatus']),
    premiums: without(analysis.premiums, ['smokerMultiplier', 'classMultiplier']),
    underwriting: null,
    recommendation: {
      ...analysis.recommendation,
      caveats: analysis.recommendation.caveats.filter(
        (c) => c.kind !== 'rated-class' && !mentionsHealth(c.text),
      ),
    },
    suitability: {
      ...analysis.suitability,
      reasons: analysis.suitability.reasons.filter((r) => !mentionsHealth(r)),
    },
    assumptions: analysis.assumptions.filter((a) => !mentionsHealth(a)),
  };
}

/** The lines that tell the model what it may show of the client's private details. */
export function privacyLines(
  client: Pick<TClientFormData, 'showContactDetails' | 'mentionHealth'>,
): string[] {
  return [
    client.showContactDetails
      ? "Contact details: the advisor chose to show the client's e-mail and phone; they are in the client data."
      : "Contact details: never show the client's e-mail or phone (not given to you).",
    client.mentionHealth
      ? 'Health: the advisor chose to mention health; the client data has the health status, conditions and smoking status. Mention them with care.'
      : 'Health: never mention the client’s health status, conditions or smoking (not given to you); the premiums already reflect them.',
  ];
}
