// Between a saved client (clients.list) and the wizard's working record: pre-filling the form
// from a client, and the clients.upsert input built from a submitted form.
import type { RouterInputs, RouterOutputs } from '@pitchcraft/api';
import {
  BUDGET_SLIDER,
  createClientFormDefaults,
  DEFAULT_INSURANCE_TYPE,
  displayEmail,
  goalLabels,
  HEALTH_STATUSES,
  normaliseGoals,
  parseAmount,
  parseChildrenAges,
  parseWholeNumber,
  type TClientFormData,
  type TClientFormDraft,
  type TNeedsFacts,
} from '@pitchcraft/core';

export type SavedClient = RouterOutputs['clients']['list'][number];

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const numberText = (value: unknown): string =>
  typeof value === 'number' && Number.isFinite(value) ? String(Math.round(value)) : text(value);
/** The needs facts stored as whole-dollar amounts on the client record, by the same key as in the form. */
const NEEDS_AMOUNT_KEYS = [
  'mortgage',
  'otherDebts',
  'existingCoverIndividual',
  'existingCoverGroup',
  'savings',
  'educationPerChild',
  'finalExpenses',
  'spouseIncome',
  'survivorBenefits',
  'capitalGains',
  'registeredPlans',
  'estateValue',
  'estateCosts',
  'legacyGoal',
  'keyPerson',
  'buySell',
  'lifelongSupport',
] as const satisfies readonly (keyof TNeedsFacts)[];
type NeedsAmountKey = (typeof NEEDS_AMOUNT_KEYS)[number];
/** The needs facts stored as whole numbers of years. */
const NEEDS_YEARS_KEYS = [
  'mortgageYearsLeft',
  'lifelongSupportYears',
] as const satisfies readonly (keyof TNeedsFacts)[];
type NeedsYearsKey = (typeof NEEDS_YEARS_KEYS)[number];
type StoredNeeds = Partial<Record<NeedsAmountKey | NeedsYearsKey, number>> & {
  childrenAges?: number[];
};

/** A stored amount as whole dollars, grouped as the form shows it ('380,000'); blank when the record holds something that is not an amount. */
const amountText = (value: unknown): string => {
  const amount = typeof value === 'number' || typeof value === 'string' ? parseAmount(value) : null;
  return amount === null ? '' : Math.round(amount).toLocaleString('en-US');
};
const isHealthStatus = (value: string): value is (typeof HEALTH_STATUSES)[number] =>
  (HEALTH_STATUSES as readonly string[]).includes(value);

/** Children's ages as the form shows them ('4, 7, 11'); blank unless the record holds a list of ages. */
function childrenAgesText(value: unknown): string {
  if (!Array.isArray(value)) return '';
  const ages = value.filter(
    (age): age is number => typeof age === 'number' && Number.isInteger(age) && age >= 0,
  );
  return ages.join(', ');
}

/** A stored number of years as the form shows it; blank unless the record holds a whole number. */
const yearsText = (value: unknown): string =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? String(value) : '';

/** The needs facts pre-filled from a saved client's industry data (blank when not stored). */
function needsFromIndustryData(data: Record<string, unknown>): TNeedsFacts {
  const amounts = Object.fromEntries(
    NEEDS_AMOUNT_KEYS.map((key) => [key, amountText(data[key])]),
  ) as Record<NeedsAmountKey, string>;
  const years = Object.fromEntries(
    NEEDS_YEARS_KEYS.map((key) => [key, yearsText(data[key])]),
  ) as Record<NeedsYearsKey, string>;
  return { ...amounts, ...years, childrenAges: childrenAgesText(data.childrenAges) };
}

/** The needs facts as the client record stores them: whole numbers, blanks left out. */
function needsIndustryData(needs: TNeedsFacts): StoredNeeds {
  const stored: StoredNeeds = {};
  for (const key of NEEDS_AMOUNT_KEYS) {
    const amount = parseAmount(needs[key]);
    if (amount !== null) stored[key] = Math.round(amount);
  }
  for (const key of NEEDS_YEARS_KEYS) {
    const years = parseWholeNumber(needs[key]);
    if (years !== null) stored[key] = years;
  }
  const ages = parseChildrenAges(needs.childrenAges);
  if (ages && ages.length > 0) stored.childrenAges = ages;
  return stored;
}

/** The form pre-filled from a saved client's details and industry data. */
export function formFromClient(client: SavedClient): TClientFormDraft {
  const form = createClientFormDefaults();
  const data = client.industryData as Record<string, unknown>;
  const conditions = data.healthConditions;
  const healthStatus = text(data.healthStatus);
  const dependents = numberText(data.dependents);
  // A budget the client gave is kept; none (or 0) leaves the slider at its default, not set.
  const budget =
    typeof data.budget === 'number' || typeof data.budget === 'string'
      ? parseAmount(data.budget)
      : null;
  const budgetGiven = budget !== null && budget > 0;
  const email = displayEmail(client.email);
  return {
    ...form,
    clientName: client.fullName,
    email: email === '-' ? '' : email,
    phone: client.phone === '-' ? '' : client.phone,
    age: numberText(data.age),
    gender: text(data.gender),
    annualIncome: numberText(data.income),
    incomeLevel: text(data.incomeLevel),
    maritalStatus: text(data.maritalStatus),
    occupation: text(data.occupation),
    location: text(data.location),
    insuranceType: text(data.insuranceType) || DEFAULT_INSURANCE_TYPE,
    dependents: dependents || form.dependents,
    healthStatus: isHealthStatus(healthStatus) ? healthStatus : '',
    smoker: data.smoker === true ? 'Smoker' : 'Non-Smoker',
    healthConditions: Array.isArray(conditions)
      ? conditions.filter((c) => typeof c === 'string').join(', ')
      : text(conditions),
    homeOwnership: text(data.homeOwnership),
    vehicleOwnership: text(data.vehicleOwnership),
    riskTolerance: text(data.riskTolerance) || form.riskTolerance,
    budget: budgetGiven ? String(Math.round(budget)) : String(BUDGET_SLIDER.default),
    budgetGiven,
    goals: normaliseGoals(data.goals),
    needs: needsFromIndustryData(data),
    clientNotes: text(data.notes),
  };
}

type UpsertInput = RouterInputs['clients']['upsert'];

/** What the wizard saves to the client list on submit (numbers as numbers, goals as labels). */
export function upsertInputFromForm(data: TClientFormData): UpsertInput {
  const age = parseWholeNumber(data.age);
  const income = parseAmount(data.annualIncome);
  const dependents = parseWholeNumber(data.dependents);
  const budget = parseAmount(data.budget);
  const industryData: NonNullable<UpsertInput['industryData']> = {
    ...(age !== null ? { age } : {}),
    gender: data.gender,
    ...(income !== null ? { income: Math.round(income) } : {}),
    ...(data.incomeLevel ? { incomeLevel: data.incomeLevel } : {}),
    maritalStatus: data.maritalStatus,
    ...(data.occupation ? { occupation: data.occupation } : {}),
    ...(data.location ? { location: data.location } : {}),
    insuranceType: data.insuranceType,
    ...(dependents !== null ? { dependents } : {}),
    ...(data.healthStatus ? { healthStatus: data.healthStatus } : {}),
    smoker: data.smoker === 'Smoker',
    ...(data.healthConditions ? { healthConditions: data.healthConditions } : {}),
    ...(data.homeOwnership ? { homeOwnership: data.homeOwnership } : {}),
    ...(data.vehicleOwnership ? { vehicleOwnership: data.vehicleOwnership } : {}),
    riskTolerance: data.riskTolerance,
    // A budget never set is not the client's: nothing is stored (an edit clears the old one).
    ...(data.budgetGiven && budget !== null ? { budget: Math.round(budget) } : {}),
    goals: goalLabels(data.goals),
    ...needsIndustryData(data.needs),
    ...(data.clientNotes ? { notes: data.clientNotes } : {}),
  };
  return {
    fullName: data.clientName,
    email: data.email === '-' ? '' : data.email,
    phone: data.phone,
    industryData,
  };
}
