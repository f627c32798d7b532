// The needs analysis the client step shows while the advisor types. The draft is strings, so only
// the fields the analysis reads are parsed; the preview appears once they parse, and otherwise
// names the fields still to fix.
import {
  analyseNeeds,
  createClientFormDefaults,
  firstErrorsByField,
  GENDERS,
  needsInputFromClient,
  ZClientFormData,
  type TClientFormData,
  type TClientFormDraft,
  type TNeedsAnalysis,
} from '@pitchcraft/core';

const ZPreviewFields = ZClientFormData.pick({
  age: true,
  annualIncome: true,
  maritalStatus: true,
  dependents: true,
  budget: true,
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
  'needs.otherDebts': 'Other debts',
  'needs.existingCoverIndividual': 'Existing life cover — individual',
  'needs.existingCoverGroup': 'Existing life cover — group',
  'needs.savings': 'Savings and liquid assets',
  'needs.childrenAges': "Children's ages",
  'needs.educationPerChild': 'Education cost per child',
  'needs.finalExpenses': 'Final expenses',
  'needs.spouseIncome': "Spouse's or partner's income",
  'assumptions.supportYears': 'Years of income support',
  'assumptions.incomeReplacementPercent': 'Share of income replaced',
  'assumptions.discountRatePercent': 'Discount rate',
};

export type NeedsPreview =
  | {
      ready: true;
      analysis: TNeedsAnalysis;
      /** What the analysis would assume for each assumption the advisor left blank. */
      defaults: TNeedsAnalysis['assumptionValues'];
    }
  | { ready: false; missing: string[] };

export function needsPreview(form: TClientFormDraft): NeedsPreview {
  const parsed = ZPreviewFields.safeParse(form);
  if (!parsed.success) {
    const missing = Object.keys(firstErrorsByField(parsed.error)).map(
      (key) => FIELD_LABELS[key] ?? key,
    );
    return { ready: false, missing: [...new Set(missing)] };
  }
  const gender = GENDERS.find((option) => option === form.gender) ?? PREVIEW_BASE.gender;
  const record: TClientFormData = { ...PREVIEW_BASE, ...parsed.data, gender };
  const analysis = analyseNeeds(needsInputFromClient(record));
  const unset: TClientFormData = {
    ...record,
    needs: { ...record.needs, educationPerChild: '', finalExpenses: '' },
    assumptions: {
      ...record.assumptions,
      supportYears: '',
      incomeReplacementPercent: '',
      discountRatePercent: '',
    },
  };
  return {
    ready: true,
    analysis,
    defaults: analyseNeeds(needsInputFromClient(unset)).assumptionValues,
  };
}
