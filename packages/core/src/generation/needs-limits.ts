// The bounds of a needs fact and the children's ages as people type them: small on purpose, so the
// public intake form can check them without loading the whole needs schema.
import { parseWholeNumber } from './form-numbers';

/** Upper bound for a balance, cover or savings amount typed by hand. */
export const MAX_NEEDS_AMOUNT = 100_000_000;
export const MAX_CHILDREN = 10;
export const MAX_CHILD_AGE = 30;

/** Children's ages as typed ('4, 7, 11'); null when the text is not such a list. */
export function parseChildrenAges(text: string): number[] | null {
  const trimmed = text.trim();
  if (trimmed === '') return [];
  const parts = trimmed.split(/[,;\s]+/).filter((p) => p !== '');
  const ages: number[] = [];
  for (const part of parts) {
    const age = parseWholeNumber(part);
    if (age === null || age > MAX_CHILD_AGE) return null;
    ages.push(age);
  }
  return ages;
}
