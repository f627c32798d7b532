// The assumptions a page shows and the methods it presents: the lead method (a second beside it
// in the technical style), the assumption sentences of those methods only, and health only when
// the advisor chose to mention it.
import type { TNeedsAnalysis } from '../generation/needs-analysis';
import type { TLeadMethod } from '../generation/needs-facts';
import type { TPresentationDocument } from './schema';

/** Whether the page may mention the client's health (the document keeps health facts only when the advisor chose to). */
export function healthShown(document: Pick<TPresentationDocument, 'client'>): boolean {
  return document.client.healthStatus.trim() !== '' || document.client.smoker.trim() !== '';
}

const HEALTH_WORDS = /\b(?:health|smok\w*|underwriting class|medical)\b/i;
/** A health or smoking detail inside a sentence: ", non-smoker", ", good health". */
const HEALTH_DETAIL = /,?\s*\b(?:non-smoker|smoker|(?:excellent|good|fair|poor) health)\b/gi;
const PRIVATE_PREMIUM_SENTENCE =
  'Premiums: illustrative rates for your age and the details you gave your advisor; actual premiums depend on underwriting.';

/**
 * The methods the page presents: the lead one, and in the technical style a second beside it (the
 * classic pair reads DIME first; a capital method leads with DIME beside it).
 */
export function shownMethods(
  a: TNeedsAnalysis,
  document: Pick<TPresentationDocument, 'theme'>,
): readonly TLeadMethod[] {
  if (document.theme.style !== 'technical') return [a.leadMethod];
  return a.leadMethod === 'dime' || a.leadMethod === 'hlv'
    ? ['dime', 'hlv']
    : [a.leadMethod, 'dime'];
}

const CAPITAL_AND_PRESENT_VALUE: readonly TLeadMethod[] = [
  'hlv',
  'capital-liquidation',
  'capital-retention',
];
/** Assumption sentences only some methods' figures use, by how they begin ('Method:' compares them all). */
const METHOD_SENTENCES: readonly (readonly [string, readonly TLeadMethod[]])[] = [
  ['Income (DIME):', ['dime']],
  ['Income replacement:', CAPITAL_AND_PRESENT_VALUE],
  ['Present values:', CAPITAL_AND_PRESENT_VALUE],
  ['Capital methods:', ['capital-liquidation', 'capital-retention']],
  ['Method:', []],
];

/** Whether an assumption sentence is about a method's figures (or about no method in particular). */
function aboutMethod(sentence: string, method: TLeadMethod): boolean {
  const entry = METHOD_SENTENCES.find(([start]) => sentence.startsWith(start));
  return entry === undefined || entry[1].includes(method);
}

/**
 * Assumption sentences a technical page's needs table already states, in the row each one sizes
 * (the income each method replaces, final expenses, the business needs), with its source, and the
 * methods' comparison, whose totals the table's columns show with every part included. The
 * rest (how long support lasts and why it ends, discounting, education's published range, what
 * the client gave) stay in the important information. Not when the table is not on the page, or
 * is a concise page's table without its "where it comes from" column.
 */
function statedInNeedsTable(
  document: Pick<TPresentationDocument, 'theme' | 'sections'>,
): readonly string[] {
  const { style, detail } = document.theme;
  if (style !== 'technical' || detail === 'concise') return [];
  const placed = document.sections.some(
    (s) => !s.hidden && s.html.includes('data-block="needs-table"'),
  );
  return placed
    ? ['Income (DIME):', 'Income replacement:', 'Final expenses:', 'Business needs', 'Method:']
    : [];
}

/**
 * The analysis's assumption sentences as the page may show them: those of the methods the page
 * presents (the lead one; in the technical style the second beside it too) and none about a method
 * it does not show, with health left out unless the advisor chose to mention it.
 */
export function shownAssumptions(
  analysis: TNeedsAnalysis,
  document: Pick<TPresentationDocument, 'client' | 'theme' | 'sections'>,
): string[] {
  const methods = shownMethods(analysis, document);
  // A page showing two methods also states how every method compares ('Method:').
  const compared = methods.length > 1;
  const stated = statedInNeedsTable(document);
  const ours = analysis.assumptions.filter(
    (s) =>
      !stated.some((start) => s.startsWith(start)) &&
      ((compared && s.startsWith('Method:')) || methods.some((method) => aboutMethod(s, method))),
  );
  if (healthShown(document)) return ours;
  const kept = ours.map((s) => s.replace(HEALTH_DETAIL, '')).filter((s) => !HEALTH_WORDS.test(s));
  return kept.length < ours.length ? [...kept, PRIVATE_PREMIUM_SENTENCE] : kept;
}
