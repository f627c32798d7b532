// The shape of what the analysis adds to the classic methods: the capital methods, the needs that
// do not end, business needs, and the recommended plan with its reasons, disclosures and the
// options weighed.
import type { TTermLength } from './needs-types';

/** The capital methods: the family's yearly need less what survivors still receive. */
export interface TCapitalNeed {
  /** The income the family needs a year (income × replacement share). */
  annualNeed: number;
  /** The surviving partner's income a year, counted. */
  survivorIncome: number;
  survivorBenefits: number;
  /** annualNeed − survivorIncome − survivorBenefits, never below 0. */
  annualShortfall: number;
  /** The capital that pays the shortfall over the years of support and is used up. */
  liquidation: number;
  /** The capital whose return alone pays the shortfall for ever; null when income grows as fast as the return. */
  retention: number | null;
  /** Each method's total with the same lump sums (debts, mortgage, education, final expenses). */
  liquidationTotal: number;
  retentionTotal: number | null;
}

/** Needs that last for life or arise at death: they call for cover that does not end. */
export interface TPermanentNeeds {
  /** Canada: tax on the deemed disposition; the US: federal estate tax. 0 when deferred or none. */
  finalTaxes: number;
  /** Taxes deferred to the second death by a spousal rollover or the marital deduction. */
  finalTaxesDeferred: boolean;
  /** The taxes so deferred: due at the second death (0 when none). */
  deferredTaxes: number;
  estateCosts: number;
  legacy: number;
  /** Present value of a lifelong dependent's support. */
  lifelongDependent: number;
  /** Final expenses, counted here when any other permanent need exists. */
  finalExpenses: number;
  total: number;
}

export interface TBusinessNeeds {
  keyPerson: number;
  buySell: number;
  total: number;
}

/** One policy of the recommended plan. */
export type TRecommendedPolicy =
  | { kind: 'term'; length: TTermLength; cover: number; monthly: number | null }
  | { kind: 'permanent'; cover: number; monthly: number | null };

/** Why the term lasts as long as it does: the longest obligation it covers. */
export type THorizonReason = 'youngest-child' | 'mortgage' | 'support' | 'business' | 'debts';

export type TCaveatKind =
  | 'group-not-portable'
  | 'budget-short'
  | 'term-ends-early'
  | 'support-cut-by-retirement'
  | 'retention-unbounded'
  | 'specialist-underwriting'
  | 'permanent-need-unsized'
  | 'permanent-need-unmet'
  | 'cover-above-band'
  | 'rated-class'
  | 'taxes-deferred';

/** A plain disclosure the page must show: an unmet need, a limit or a risk. Sentences carry figures, never HTML. */
export interface TCaveat {
  kind: TCaveatKind;
  text: string;
}

/** An option the analysis weighed and did not choose, and why. */
export interface TAlternative {
  label: string;
  monthly: number | null;
  whyNot: string;
}

export interface TRecommendation {
  /** What the plan is for, in one plain sentence. */
  summary: string;
  /** 'none' when nobody depends on the client and nothing is owed beyond what savings meet. */
  shape: 'term' | 'permanent' | 'term-and-permanent' | 'ladder' | 'none';
  policies: TRecommendedPolicy[];
  /** Total cover of the policies. */
  cover: number;
  /** Total monthly premium of the policies; null when any is not priced (specialist underwriting). */
  monthly: number | null;
  /** Years the term need lasts and what sets it (0 when there is no term need). */
  horizonYears: number;
  horizonReason: THorizonReason | null;
  termNeed: number;
  permanentNeed: number;
  /** Sentences (figures allowed, no HTML) saying why, each traceable to a fact or assumption. */
  reasons: string[];
  caveats: TCaveat[];
  alternatives: TAlternative[];
}
