// The needs analysis the client step shows while the advisor types. The draft is strings, so only
// the fields the analysis reads are parsed; the preview appears once they parse, and otherwise
// names the fields still to fix. The plan it recommends is put into the lines the preview shows.
import {
  analyseNeeds,
  budgetLabel,
  createClientFormDefaults,
  firstErrorsByField,
  formatCurrency,
  GENDERS,
  needsInputFromClient,
  ZClientFormData,
  type TClientFormData,
  type TClientFormDraft,
  type TJurisdiction,
  type TNeedsAnalysis,
  type TRecommendedPolicy,
} from '@pitchcraft/core';

const ZPreviewFields = ZClientFormData.pick({
  age: true,
  annualIncome: true,
  maritalStatus: true,
  dependents: true,
  budget: true,
  budgetGiven: true,
  smoker: true,
  healthStatus: true,
  goals: true,
  insuranceType: true,
  recommendedProductType: true,
  needs: true,
  assumptions: true,
});

/** The parts of the record the analysis does not read, filled so the preview's record is complete. */
const PREVIEW_BASE: TClientFormData = ZClientFormData.parse({
  ...createClientFormDefaults(),
  clientName: 'Preview',
  age: '40',
  gender: 'Prefer not to say',
  annualIncome: '0',
  maritalStatus: 'Single',
});

const FIELD_LABELS: Readonly<Record<string, string>> = {
  age: 'Age',
  annualIncome: 'Annual Income',
  maritalStatus: 'Marital Status',
  dependents: 'Dependents',
  budget: 'Monthly Budget',
  'needs.mortgage': 'Outstanding mortgage',
  'needs.mortgageYearsLeft': 'Years left on the mortgage',
  'needs.otherDebts': 'Other debts',
  'needs.existingCoverIndividual': 'Existing life cover — individual',
  'needs.existingCoverGroup': 'Existing life cover — group',
  'needs.savings': 'Savings and liquid assets',
  'needs.childrenAges': "Children's ages",
  'needs.educationPerChild': 'Education cost per child',
  'needs.finalExpenses': 'Final expenses',
  'needs.spouseIncome': "Spouse's or partner's income",
  'needs.survivorBenefits': 'Government survivor benefits',
  'needs.capitalGains': 'Capital gains',
  'needs.registeredPlans': 'Registered plans',
  'needs.estateValue': 'Estate value',
  'needs.estateCosts': 'Estate costs',
  'needs.legacyGoal': 'Legacy goal',
  'needs.keyPerson': 'Key-person cover',
  'needs.buySell': 'Buy-sell funding',
  'needs.lifelongSupport': 'Lifelong support for a dependent',
  'needs.lifelongSupportYears': 'Years of lifelong support',
  'assumptions.supportYears': 'Years of income support',
  'assumptions.incomeReplacementPercent': 'Share of income replaced',
  'assumptions.discountRatePercent': 'Discount rate',
  'assumptions.incomeGrowthPercent': 'Income growth',
  'assumptions.retirementAge': 'Retirement age',
  'assumptions.groupCoverCountedPercent': 'Group cover counted',
  'assumptions.marginalTaxRatePercent': 'Marginal tax rate at death',
};

export type NeedsPreview =
  | {
      ready: true;
      analysis: TNeedsAnalysis;
      /** What the analysis would assume for each assumption the advisor left blank. */
      defaults: TNeedsAnalysis['assumptionValues'];
      /** The recommended plan as the preview lists it. */
      plan: PlanLines;
    }
  | { ready: false; missing: string[] };

/** The analysis of the draft as the server would run it for an advisor practising in `jurisdiction`. */
export function needsPreview(form: TClientFormDraft, jurisdiction: TJurisdiction): NeedsPreview {
  const parsed = ZPreviewFields.safeParse(form);
  if (!parsed.success) {
    const missing = Object.keys(firstErrorsByField(parsed.error)).map(
      (key) => FIELD_LABELS[key] ?? key,
    );
    return { ready: false, missing: [...new Set(missing)] };
  }
  const gender = GENDERS.find((option) => option === form.gender) ?? PREVIEW_BASE.gender;
  const record: TClientFormData = {
    ...PREVIEW_BASE,
    ...parsed.data,
    gender,
    advisorInfo: { ...PREVIEW_BASE.advisorInfo, jurisdiction },
  };
  const analysis = analyseNeeds(needsInputFromClient(record));
  const unset: TClientFormData = {
    ...record,
    needs: {
      ...record.needs,
      educationPerChild: '',
      finalExpenses: '',
      mortgageYearsLeft: '',
      lifelongSupportYears: '',
    },
    assumptions: {
      ...record.assumptions,
      supportYears: '',
      incomeReplacementPercent: '',
      discountRatePercent: '',
      incomeGrowthPercent: '',
      retirementAge: '',
      groupCoverCountedPercent: '',
      marginalTaxRatePercent: '',
    },
  };
  return {
    ready: true,
    analysis,
    defaults: analyseNeeds(needsInputFromClient(unset)).assumptionValues,
    plan: planLines(analysis),
  };
}

/** One policy of the recommended plan as the preview lists it. */
export interface PolicyLine {
  label: string;
  cover: string;
  /** '$84/month', or 'Specialist underwriting' when no price can be shown. */
  monthly: string;
}

/** The recommended plan as the preview shows it. */
export interface PlanLines {
  summary: string;
  policies: PolicyLine[];
  /** The plan's total a month; null when it has a single policy (its line says it). */
  totalMonthly: string | null;
  /** '$250/month' when the client gave a budget; null when none was given (no budget line). */
  budget: string | null;
  caveats: string[];
}

const SPECIALIST = 'Specialist underwriting';
const perMonth = (monthly: number | null) =>
  monthly === null ? SPECIALIST : `${formatCurrency(monthly)}/month`;

function policyLabel(policy: TRecommendedPolicy): string {
  return policy.kind === 'term' ? `${policy.length}-year term` : 'Permanent (whole life)';
}

export function planLines(analysis: TNeedsAnalysis): PlanLines {
  const { recommendation, inputs } = analysis;
  return {
    summary: recommendation.summary,
    policies: recommendation.policies.map((policy) => ({
      label: policyLabel(policy),
      cover: formatCurrency(policy.cover),
      monthly: perMonth(policy.monthly),
    })),
    totalMonthly: recommendation.policies.length > 1 ? perMonth(recommendation.monthly) : null,
    budget: inputs.monthlyBudget === null ? null : budgetLabel(inputs.monthlyBudget),
    caveats: recommendation.caveats.map((caveat) => caveat.text),
  };
}
