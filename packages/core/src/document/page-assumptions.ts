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

/** Whether an assumption sentence is about the lead method's figures (or about no method in particular). */
function aboutLeadMethod(sentence: string, lead: TLeadMethod): boolean {
  const entry = METHOD_SENTENCES.find(([start]) => sentence.startsWith(start));
  return entry === undefined || entry[1].includes(lead);
}

/**
 * The analysis's assumption sentences as the page may show them: every method's in the technical
 * style, else only the lead method's (the page presents no other), and health left out unless the
 * advisor chose to mention it.
 */
export function shownAssumptions(
  analysis: TNeedsAnalysis,
  document: Pick<TPresentationDocument, 'client' | 'theme'>,
): string[] {
  const ours =
    document.theme.style === 'technical'
      ? analysis.assumptions
      : analysis.assumptions.filter((s) => aboutLeadMethod(s, analysis.leadMethod));
  if (healthShown(document)) return ours;
  const kept = ours.map((s) => s.replace(HEALTH_DETAIL, '')).filter((s) => !HEALTH_WORDS.test(s));
  return kept.length < ours.length ? [...kept, PRIVATE_PREMIUM_SENTENCE] : kept;
}
