// Which product the analysis leads with and for how long: a level term as long as the years of
// support (within the usual issue ages), whole life when term is not issued, for estate goals late
// in life, or when the advisor chose it. Reasons are short sentences without figures.
import { NEEDS_ASSUMPTIONS } from './needs-assumptions';
import type { TNeedsBasis } from './needs-inputs';
import { NEEDS_TERM_LENGTHS, termIssuable } from './needs-rates';
import type { TRecommendedKind, TSuitability, TTermLength } from './needs-types';

export interface TTermChoice {
  termLengthYears: TTermLength;
  /** Whether any level term is issued at this age. */
  termAvailable: boolean;
  /** The length the years of support call for is not issued at this age; the longest that is was taken. */
  termShortened: boolean;
}

/** The term the years of support call for (≤10 → 10, ≤20 → 20, else 30), or the longest still issued. */
export function chooseTermLength(supportYears: number, age: number): TTermChoice {
  const wanted: TTermLength = supportYears <= 10 ? 10 : supportYears <= 20 ? 20 : 30;
  if (termIssuable(wanted, age))
    return { termLengthYears: wanted, termAvailable: true, termShortened: false };
  const longest = [...NEEDS_TERM_LENGTHS].reverse().find((length) => termIssuable(length, age));
  return longest
    ? { termLengthYears: longest, termAvailable: true, termShortened: true }
    : { termLengthYears: 10, termAvailable: false, termShortened: false };
}

const PERMANENT_TYPES = new Set(['Whole Life', 'Universal']);

function termReasons(b: TNeedsBasis, choice: TTermChoice): string[] {
  const who =
    b.basis === 'dependents'
      ? 'Term life covers the years your family relies on your income at the lowest cost.'
      : b.basis === 'partner'
        ? 'Term life covers the years your partner relies on your income at the lowest cost.'
        : 'Term life covers your debts and final costs at the lowest cost.';
  const length = choice.termShortened
    ? 'The term is the longest usually issued at your age.'
    : b.assumptionValues.supportYearsSource === 'youngest-child'
      ? 'The term lasts at least until your youngest child is grown.'
      : 'The term lasts at least as long as the years of support assumed.';
  return [who, length];
}

/** The product to lead with and why. */
export function suitabilityFor(b: TNeedsBasis, choice: TTermChoice, gap: number): TSuitability {
  const A = NEEDS_ASSUMPTIONS;
  const { age, planEstate } = b.inputs;
  const reasons: string[] =
    gap === 0 ? ['Your existing cover and savings already meet the need the analysis finds.'] : [];
  const result = (recommendedKind: TRecommendedKind, ...why: string[]): TSuitability => ({
    recommendedKind,
    termAvailable: choice.termAvailable,
    reasons: [...reasons, ...why],
  });
  const notIssued = 'Level term is rarely issued at your age, so whole life is shown.';

  if (b.recommendedProductType === 'Term') {
    if (choice.termAvailable)
      return result(
        'term',
        'Your advisor chose term life for this plan.',
        ...termReasons(b, choice).slice(1),
      );
    return result(
      'permanent',
      `Your advisor chose term life, but ${notIssued.charAt(0).toLowerCase()}${notIssued.slice(1)}`,
    );
  }
  if (PERMANENT_TYPES.has(b.recommendedProductType)) {
    return result(
      'permanent',
      'Your advisor chose permanent cover for this plan.',
      'It lasts for life and builds cash value.',
    );
  }
  if (!choice.termAvailable) return result('permanent', notIssued);
  if (planEstate && age >= A.estateAge) {
    return result(
      'permanent',
      'Whole life lasts for life, so it can pass money to your heirs whenever you die.',
      'Your estate goal calls for cover that does not end.',
    );
  }
  if (b.assumptionValues.supportYears === 0 && age >= A.noIncomeNeedAge) {
    return result(
      'permanent',
      'With no income left to replace, cover that lasts for life suits final costs and heirs better than a term that may end first.',
    );
  }
  const why = termReasons(b, choice);
  if (planEstate) why.push('Whole life can be added later for your estate goal.');
  return result('term', ...why);
}
