// Between a saved client (clients.list) and the wizard's working record: pre-filling the form
// from a client, and the clients.upsert input built from a submitted form.
import type { RouterInputs, RouterOutputs } from '@pitchcraft/api';
import {
  clientDraftFromRecord,
  createClientFormDefaults,
  goalLabels,
  NEEDS_AMOUNT_KEYS,
  NEEDS_YEARS_KEYS,
  parseAmount,
  parseChildrenAges,
  parseWholeNumber,
  type TClientFormData,
  type TClientFormDraft,
  type TNeedsFacts,
} from '@pitchcraft/core';

export type SavedClient = RouterOutputs['clients']['list'][number];

type StoredNeeds = Partial<
  Record<(typeof NEEDS_AMOUNT_KEYS)[number] | (typeof NEEDS_YEARS_KEYS)[number], number>
> & {
  childrenAges?: number[];
};

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
  return clientDraftFromRecord(createClientFormDefaults(), client);
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
