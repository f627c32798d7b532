// The analysis input from the wizard's record: its numeric fields are strings as typed ('' = not
// given, so the analysis states its default), and a budget left at the slider's default is none.
import type { TClientFormData } from './client-form';
import { parseAmount, parseWholeNumber } from './form-numbers';
import { parseChildrenAges } from './needs-facts';
import type { TNeedsInput } from './needs-types';

type TClientFields =
  'age' | 'annualIncome' | 'dependents' | 'maritalStatus' | 'budget' | 'smoker' | 'healthStatus';
type TOptionalClientFields =
  | 'gender'
  | 'needs'
  | 'assumptions'
  | 'goals'
  | 'recommendedProductType'
  | 'budgetGiven'
  | 'advisorInfo'
  | 'products';

/**
 * The kind of cover the advisor chose: their product type, else the kind of the product they chose
 * to lead with (a whole-life product leads a permanent plan), else none.
 */
function productTypeOf(
  client: Partial<Pick<TClientFormData, 'recommendedProductType' | 'products'>>,
): string | null {
  if (client.recommendedProductType) return client.recommendedProductType;
  const lead = client.products?.chosen[0]?.kind;
  if (lead === 'permanent') return 'Whole Life';
  if (lead === 'term') return 'Term';
  return null;
}

/** The first chosen product of each kind's own rate relativity (sample products carry one). */
function relativityByKind(
  client: Partial<Pick<TClientFormData, 'products'>>,
): TNeedsInput['productRelativity'] {
  const chosen = client.products?.chosen ?? [];
  const of = (kind: 'term' | 'permanent') =>
    chosen.find((product) => product.kind === kind)?.rateRelativity;
  const term = of('term');
  const permanent = of('permanent');
  if (term === undefined && permanent === undefined) return null;
  return {
    ...(term === undefined ? {} : { term }),
    ...(permanent === undefined ? {} : { permanent }),
  };
}

/** '' (not given) → null; otherwise the amount typed. */
function given(text: string | undefined): number | null {
  return text === undefined || text.trim() === '' ? null : parseAmount(text);
}

/**
 * The analysis input from the wizard's record (its numeric fields are strings; '' = not given).
 * `extras` override what the record says (tests and callers that hold the facts as numbers).
 */
export function needsInputFromClient(
  client: Pick<TClientFormData, TClientFields> &
    Partial<Pick<TClientFormData, TOptionalClientFields>>,
  extras: Partial<TNeedsInput> = {},
): TNeedsInput {
  const needs = client.needs;
  const assumptions = client.assumptions;
  const ages = needs ? parseChildrenAges(needs.childrenAges) : null;
  return {
    age: parseWholeNumber(client.age),
    annualIncome: parseAmount(client.annualIncome),
    dependents: parseWholeNumber(client.dependents),
    maritalStatus: client.maritalStatus,
    // A budget left at the slider's default is not the client's: no budget is assumed.
    monthlyBudget: client.budgetGiven === false ? null : parseAmount(client.budget),
    smoker: client.smoker,
    healthStatus: client.healthStatus,
    gender: client.gender ?? null,
    debts: given(needs?.otherDebts),
    mortgage: given(needs?.mortgage),
    mortgageYearsLeft: given(needs?.mortgageYearsLeft),
    survivorBenefits: given(needs?.survivorBenefits),
    capitalGains: given(needs?.capitalGains),
    registeredPlans: given(needs?.registeredPlans),
    estateValue: given(needs?.estateValue),
    estateCosts: given(needs?.estateCosts),
    legacyGoal: given(needs?.legacyGoal),
    keyPerson: given(needs?.keyPerson),
    buySell: given(needs?.buySell),
    lifelongSupport: given(needs?.lifelongSupport),
    lifelongSupportYears: given(needs?.lifelongSupportYears),
    jurisdiction: client.advisorInfo?.jurisdiction ?? null,
    existingCoverIndividual: given(needs?.existingCoverIndividual),
    existingCoverGroup: given(needs?.existingCoverGroup),
    savings: given(needs?.savings),
    childrenAges: ages && ages.length > 0 ? ages : null,
    educationPerChild: given(needs?.educationPerChild),
    finalExpenses: given(needs?.finalExpenses),
    spouseIncome: given(needs?.spouseIncome),
    supportYears: given(assumptions?.supportYears),
    incomeReplacementPercent: given(assumptions?.incomeReplacementPercent),
    discountRatePercent: given(assumptions?.discountRatePercent),
    incomeGrowthPercent: given(assumptions?.incomeGrowthPercent),
    paymentTiming: assumptions?.paymentTiming ?? null,
    retirementAge: given(assumptions?.retirementAge),
    groupCoverCountedPercent: given(assumptions?.groupCoverCountedPercent),
    marginalTaxRatePercent: given(assumptions?.marginalTaxRatePercent),
    rateClass: assumptions?.rateClass === '' ? null : (assumptions?.rateClass ?? null),
    leadMethod: assumptions?.leadMethod ?? null,
    goals: client.goals
      ? {
          protectFamily: client.goals.protectFamily,
          buildSavings: client.goals.buildSavings,
          planEstate: client.goals.planEstate,
        }
      : null,
    recommendedProductType: productTypeOf(client),
    productRelativity: relativityByKind(client),
    ...extras,
  };
}
