// The shape of a needs analysis: what it is computed from and what it states. Every figure a
// presentation may show comes from a TNeedsAnalysis; nothing in it is free text.
import type { TJurisdiction, TLeadMethod, TPaymentTiming } from './needs-facts';
import type {
  TBusinessNeeds,
  TCapitalNeed,
  TPermanentNeeds,
  TRecommendation,
} from './needs-plan-types';
import type { TUnderwritingClass } from './needs-rate-classes';

export type * from './needs-plan-types';

/** 'blended' when the client's sex is not stated (a blended rate is used). */
export type TRateSex = 'male' | 'female' | 'blended';
export type TTermLength = 10 | 15 | 20 | 25 | 30;
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
  /** Years left on the mortgage; null = the stated default. */
  mortgageYearsLeft?: number | null;
  /** Government survivor benefits a year. */
  survivorBenefits?: number | null;
  capitalGains?: number | null;
  registeredPlans?: number | null;
  estateValue?: number | null;
  estateCosts?: number | null;
  legacyGoal?: number | null;
  keyPerson?: number | null;
  buySell?: number | null;
  lifelongSupport?: number | null;
  lifelongSupportYears?: number | null;
  /** Which final-tax rules and currency apply (the advisor's profile); Canada when not given. */
  jurisdiction?: TJurisdiction | null;
  /** Advisor's assumptions; null/undefined = the default the analysis states. */
  supportYears?: number | null;
  incomeReplacementPercent?: number | null;
  discountRatePercent?: number | null;
  incomeGrowthPercent?: number | null;
  paymentTiming?: TPaymentTiming | null;
  retirementAge?: number | null;
  groupCoverCountedPercent?: number | null;
  marginalTaxRatePercent?: number | null;
  /** The chosen products' own rate relativity by kind (sample products carry one); 1 when none. */
  productRelativity?: Partial<Record<'term' | 'permanent', number>> | null;
  /** The underwriting class the advisor expects; null = estimated from the health status. */
  rateClass?: TUnderwritingClass | null;
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
  'advisor' | 'client' | 'default' | 'youngest-child' | 'family-shape' | 'profile' | 'health';

export interface TAssumptionValues {
  supportYears: number;
  supportYearsSource: TAssumptionSource;
  /** Share of gross income the family needs replaced (net of the insured's own consumption and taxes), %. */
  incomeReplacementPercent: number;
  incomeReplacementSource: TAssumptionSource;
  /** Discount rate for present values, % a year: a real rate (net of inflation) unless income growth is set. */
  discountRatePercent: number;
  discountRateSource: TAssumptionSource;
  /** How fast the income the family needs grows a year, %; 0 = level (the discount rate is then real). */
  incomeGrowthPercent: number;
  incomeGrowthSource: TAssumptionSource;
  paymentTiming: TPaymentTiming;
  paymentTimingSource: TAssumptionSource;
  educationPerChild: number;
  educationSource: TAssumptionSource;
  finalExpenses: number;
  finalExpensesSource: TAssumptionSource;
  retirementAge: number;
  retirementAgeSource: TAssumptionSource;
  mortgageYearsLeft: number;
  mortgageYearsLeftSource: TAssumptionSource;
  /** The share of group cover counted against the need, %. */
  groupCoverCountedPercent: number;
  groupCoverCountedSource: TAssumptionSource;
  /** Marginal tax rate at death for final taxes (Canada), %. */
  marginalTaxRatePercent: number;
  marginalTaxRateSource: TAssumptionSource;
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

export interface TUnderwriting {
  rateClass: TUnderwritingClass;
  label: string;
  /** 'advisor' when set, 'health' when estimated from the health status. */
  source: TAssumptionSource;
  /** Whether insurers would price it (false: specialist underwriting, no price shown). */
  priced: boolean;
}

export interface TNeedsAnalysis {
  inputs: {
    age: number;
    annualIncome: number;
    dependents: number;
    maritalStatus: string;
    /** null when no budget was given: no budget figure, badge or sentence may appear. */
    monthlyBudget: number | null;
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
    survivorBenefits: number;
    capitalGains: number;
    registeredPlans: number;
    estateValue: number;
    estateCosts: number;
    legacyGoal: number;
    keyPerson: number;
    buySell: number;
    lifelongSupport: number;
    lifelongSupportYears: number;
    planEstate: boolean;
    jurisdiction: TJurisdiction;
  };
  assumptionValues: TAssumptionValues;
  /** DIME's income part (kept for the figures that show it). */
  incomeReplacement: { years: number; basis: 'dependents' | 'partner' | 'single'; amount: number };
  dime: TDimeNeed;
  hlv: THlvNeed;
  capital: TCapitalNeed;
  permanentNeeds: TPermanentNeeds;
  businessNeeds: TBusinessNeeds;
  leadMethod: TLeadMethod;
  /** The lead method's total, with business and permanent needs. */
  totalNeed: number;
  /** Individual + group cover (group at its face value). */
  existingCoverage: number;
  /** Individual + the counted share of group cover: what the gap subtracts. */
  existingCoverCounted: number;
  savings: number;
  /** totalNeed − counted cover − savings (savings never offset an estate's own taxes), never below 0. */
  gap: number;
  /** The recommended plan's total cover (0 when none). */
  recommendedCoverage: number;
  /** The length of the (longest) term policy, or the term the horizon calls for. */
  termLengthYears: TTermLength;
  suitability: TSuitability;
  recommendation: TRecommendation;
  underwriting: TUnderwriting;
  premiums: {
    /** A term of termLengthYears for the whole recommended cover; 0 when not priced or no cover. */
    termMonthly: number;
    /** Whole life for the whole recommended cover; 0 when not priced or no cover. */
    permanentMonthly: number;
    /** The recommended plan's monthly premium (all its policies); 0 when none or not priced. */
    recommendedMonthly: number;
    /**
     * Rate per $1,000 a year before the smoker and class factors (age, sex, term length and size
     * band included; policy fee excluded): rate × smoker × class × cover / 1,000 + fee = annual premium.
     */
    termAnnualRatePerThousand: number;
    permanentAnnualRatePerThousand: number;
    /** Annual policy fee included in the premiums above. */
    policyFeeAnnual: number;
    /** 1 for non-smokers; the smoker factor at this age otherwise. */
    smokerMultiplier: number;
    /** The underwriting class's factor against standard (1); 0 when not priced. */
    classMultiplier: number;
  };
  /** null when no budget was given. */
  budgetFit: { term: TBudgetFit; permanent: TBudgetFit } | null;
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
  /** 'CAD' or 'USD': the currency every amount is in. */
  currency: 'CAD' | 'USD';
  disclaimer: string;
}
