// How values are written into a prompt: JSON that cannot open or close a tag, advisor-typed text
// that cannot fake the client-data delimiters, and the advisor's plans in priority order.
import { scriptJson } from '../document/escape';
import type { TPotentialPlan } from './client-form';
import { PLAN_PRIORITIES } from './options';

/** The longest advisor-typed text a prompt quotes, unless a field says otherwise. */
export const MAX_PROMPT_TEXT = 5000;

/** High first, then Medium, then Low; blank plans dropped; order kept within a priority. */
export function sortPlansByPriority(plans: readonly TPotentialPlan[]): TPotentialPlan[] {
  return plans
    .filter((plan) => plan.companyName.trim() !== '' || plan.productName.trim() !== '')
    .map((plan, index) => ({ plan, index }))
    .sort(
      (a, b) =>
        PLAN_PRIORITIES.indexOf(a.plan.priority) - PLAN_PRIORITIES.indexOf(b.plan.priority) ||
        a.index - b.index,
    )
    .map(({ plan }) => plan);
}

/**
 * JSON whose text cannot close or open a tag: <, > and & become \u escapes (still valid JSON).
 * Indented by two spaces unless told otherwise (0: on one line, the fewest tokens).
 */
export function jsonForPrompt(value: unknown, indent = 2): string {
  return scriptJson(value, indent);
}

/** Advisor-typed text: bounded, and unable to fake the client-data delimiters. */
export function advisorText(value: string, max = MAX_PROMPT_TEXT): string {
  return value
    .slice(0, max)
    .replace(/<\s*\/?\s*client_data\b[^>]*>?/gi, '[client data tag removed]')
    .trim();
}
