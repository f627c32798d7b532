// The needs analysis's defaults, each one stated on the page when it is used
// (needs-sentences.ts), and how amounts are written.
import { POLICY_FEE_ANNUAL, TERM_MAX_ISSUE_AGE } from './needs-rates';

export const NEEDS_DISCLAIMER =
  'Illustrative estimates, not a quote or an offer. Premiums depend on underwriting.';

export const NEEDS_ASSUMPTIONS = {
  retirementAge: 65,
  /** A client of 65–69 still earning is assumed to work to 70, the latest age public pensions start. */
  lateRetirementAge: 70,
  /** Children are supported until this age. */
  childSupportUntilAge: 18,
  /** Years of support by family shape when no children's ages are given. */
  supportYearsWithDependents: 18,
  supportYearsWithPartner: 5,
  /** Share of gross income the family needs, net of the insured's own consumption and taxes. */
  incomeReplacementPercent: 75,
  /** Real discount rate (return net of inflation). */
  discountRatePercent: 3,
  /** Published examples use $90,000–$200,000 per child. */
  educationPerChild: 100_000,
  finalExpenses: 15_000,
  /**
   * Marginal tax rate at death (Canada) when the advisor sets none: top combined federal and
   * provincial rates run from about 44% to 54% (CRA and provincial 2025 tables), and a deemed
   * disposition usually reaches the top bracket.
   */
  marginalTaxRatePercent: 50,
  /** Years a lifelong dependent's support lasts when only the yearly amount is given. */
  lifelongSupportYears: 30,
  coverageRounding: 25_000,
  policyFeeAnnual: POLICY_FEE_ANNUAL,
  termMaxIssueAge: TERM_MAX_ISSUE_AGE,
  waitingYears: 5,
  mortgageYearsLeft: 25,
  debtYearsLeft: 5,
  seriesYears: 20,
} as const;

/** '$1,250,000' (whole dollars, en grouping); negative and non-finite values show as $0. */
export function formatCurrency(amount: number): string {
  const whole = Number.isFinite(amount) ? Math.max(0, Math.round(amount)) : 0;
  return `$${String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}
