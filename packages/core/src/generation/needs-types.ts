// The shape of a needs analysis: what it is computed from and what it states. Every figure a
// presentation may show comes from a TNeedsAnalysis; nothing in it is free text.
import type { TLeadMethod } from './needs-facts';

/** 'blended' when the client's sex is not stated (a blended rate is used). */
export type TRateSex = 'male' | 'female' | 'blended';
export type TTermLength = 10 | 20 | 30;
/** The product the analysis prices as the recommendation. */
export type TRecommendedKind = 'term' | 'permanent';

export interface TNeedsInput {
  age?: number | null;
  annualIncome?: number | null;
  dependents?: number | null;
  maritalStatus?: string | null;
  monthlyBudget?: number | null;
  /** true, or the form's 'Smoker' label. */
  smoker?: boolean | string | null;
  healthStatus?: string | null;
  /** The form's gender label ('Male', 'Female', other → blended rates). */
  gender?: string | null;
  /** Debts other than the mortgage (loans, cards). */
  debts?: number | null;
  mortgage?: number | null;
  /** Total existing cover when the individual/group split is not known. */
  existingCoverage?: number | null;
  existingCoverIndividual?: number | null;
  existingCoverGroup?: number | null;
  /** Savings and liquid assets available to the family. */
  savings?: number | null;
  childrenAges?: readonly number[] | null;
  educationPerChild?: number | null;
  finalExpenses?: number | null;
  spouseIncome?: number | null;
  /** Advisor's assumptions; null/undefined = the default the analysis states. */
  supportYears?: number | null;
  incomeReplacementPercent?: number | null;
  discountRatePercent?: number | null;
  leadMethod?: TLeadMethod | null;
  /** The client's goals that change what is suitable. */
  goals?: { protectFamily?: boolean; buildSavings?: boolean; planEstate?: boolean } | null;
  /** The advisor's chosen product type ('Term', 'Whole Life', …), if any. */
  recommendedProductType?: string | null;
}

export type TBudgetVerdict = 'fits' | 'partial' | 'short';

export interface TBudgetFit {
  monthlyPremium: number;
  monthlyBudget: number;
  /** How much of the premium the budget covers, 0–100. */
  coveredPercent: number;
  verdict: TBudgetVerdict;
  /** The coverage the budget alone would buy at this rate, rounded down to $25,000; 0 = none. */
  affordableCoverage: number;
}

export interface TCoveragePoint {
  /** Policy year, 1 to 20. */
  year: number;
  termCoverage: number;
  permanentCoverage: number;
  /** The need still uncovered by existing cover and savings at the start of that year. */
  remainingNeed: number;
  termPremiumsPaid: number;
  permanentPremiumsPaid: number;
}

/** Where an assumption's value came from. */
export type TAssumptionSource =
  'advisor' | 'client' | 'default' | 'youngest-child' | 'family-shape';

export interface TAssumptionValues {
  supportYears: number;
  supportYearsSource: TAssumptionSource;
  /** Share of gross income the family needs replaced (net of the insured's own consumption and taxes), %. */
  incomeReplacementPercent: number;
  incomeReplacementSource: TAssumptionSource;
  /** Real discount rate (return net of inflation) for present values, %. */
  discountRatePercent: number;
  discountRateSource: TAssumptionSource;
  educationPerChild: number;
  educationSource: TAssumptionSource;
  finalExpenses: number;
  finalExpensesSource: TAssumptionSource;
  retirementAge: number;
  coverageRounding: number;
}

export interface TDimeNeed {
  /** Debts other than the mortgage. */
  debt: number;
  /** Annual (gross) income × years of support. */
  income: number;
  mortgage: number;
  /** Education per child × children still to educate. */
  education: number;
  finalExpenses: number;
  total: number;
}

export interface THlvNeed {
  /** The income the family needs replaced each year (income × replacement share). */
  annualAmount: number;
  years: number;
  discountRatePercent: number;
  /** Present value of `annualAmount` over `years` at the discount rate. */
  presentValue: number;
  debt: number;
  mortgage: number;
  education: number;
  finalExpenses: number;
  total: number;
}

export interface TSuitability {
  /** The product the analysis leads with. */
  recommendedKind: TRecommendedKind;
  /** Whether a level term of `termLengthYears` can be issued at this age. */
  termAvailable: boolean;
  /** Sentences (no figures) saying why, e.g. "Term life is rarely issued past age 75…". */
  reasons: string[];
}

export interface TNeedsAnalysis {
  inputs: {
    age: number;
    annualIncome: number;
    dependents: number;
    maritalStatus: string;
    monthlyBudget: number;
    smoker: boolean;
    healthStatus: string;
    sex: TRateSex;
    debts: number;
    mortgage: number;
    existingCoverage: number;
    existingCoverIndividual: number;
    existingCoverGroup: number;
    savings: number;
    childrenAges: number[];
    /** null when no ages were given. */
    youngestChildAge: number | null;
    spouseIncome: number;
    planEstate: boolean;
  };
  assumptionValues: TAssumptionValues;
  /** DIME's income part (kept for the figures that show it). */
  incomeReplacement: { years: number; basis: 'dependents' | 'partner' | 'single'; amount: number };
  dime: TDimeNeed;
  hlv: THlvNeed;
  leadMethod: TLeadMethod;
  /** The lead method's total. */
  totalNeed: number;
  /** Individual + group cover. */
  existingCoverage: number;
  savings: number;
  /** totalNeed − existing cover − savings, never below 0. */
  gap: number;
  /** The gap rounded up to the next $25,000 (0 when there is no gap). */
  recommendedCoverage: number;
  termLengthYears: TTermLength;
  suitability: TSuitability;
  premiums: {
    /** 0 when no level term is issued at this age (suitability.termAvailable false) or there is no gap. */
    termMonthly: number;
    permanentMonthly: number;
    /** The recommended kind's monthly premium. */
    recommendedMonthly: number;
    /**
     * Rate per $1,000 a year before the smoker and health factors (age, sex, term length and size
     * band included; policy fee excluded): rate × smoker × health × cover / 1,000 + fee = annual premium.
     */
    termAnnualRatePerThousand: number;
    permanentAnnualRatePerThousand: number;
    /** Annual policy fee included in the premiums above. */
    policyFeeAnnual: number;
    /** 1 for non-smokers; the smoker factor at this age otherwise (2.9–3.1). */
    smokerMultiplier: number;
    /** The health rate class factor: Excellent 0.9, Good or not stated 1, Fair 1.35, Poor 1.9. */
    healthMultiplier: number;
  };
  budgetFit: { term: TBudgetFit; permanent: TBudgetFit };
  costOfWaiting: {
    years: number;
    termMonthlyLater: number;
    permanentMonthlyLater: number;
    termExtraPerMonth: number;
    permanentExtraPerMonth: number;
    /** Extra paid over a full term if the term policy starts later. */
    termExtraOverTerm: number;
    /** Whether a term of the same length is still usually issued at the later age (its price is illustrative either way). */
    termAvailableLater: boolean;
  };
  coverageOverTime: TCoveragePoint[];
  /** One sentence per assumption used, as the presentation's "where it comes from" reads them. */
  assumptions: string[];
  disclaimer: string;
}
