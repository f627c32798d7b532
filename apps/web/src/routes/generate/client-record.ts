// Between a saved client (clients.list) and the wizard's working record: pre-filling the form
// from a client, and the clients.upsert input built from a submitted form.
import type { RouterOutputs, RouterInputs } from '@pitchcraft/api';
import {
  BUDGET_SLIDER,
  createClientFormDefaults,
  displayEmail,
  goalLabels,
  HEALTH_STATUSES,
  normaliseGoals,
  parseAmount,
  parseWholeNumber,
  type TClientFormData,
  type TClientFormDraft,
} from '@pitchcraft/core';

export type SavedClient = RouterOutputs['clients']['list'][number];

/** Spec §9: a saved client without an insurance type pre-fills 'Auto'. */
export const PREFILL_DEFAULT_INSURANCE_TYPE = 'Auto';

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const numberText = (value: unknown): string => (typeof value === 'number' && Number.isFinite(value) ? String(Math.round(value)) : text(value));
const isHealthStatus = (value: string): value is (typeof HEALTH_STATUSES)[number] => (HEALTH_STATUSES as readonly string[]).includes(value);

/** The form pre-filled from a saved client's details and industry data. */
export function formFromClient(client: SavedClient): TClientFormDraft {
  const form = createClientFormDefaults();
  const data = (client.industryData ?? {}) as Record<string, unknown>;
  const conditions = data.healthConditions;
  const healthStatus = text(data.healthStatus);
  const dependents = numberText(data.dependents);
  const budget = numberText(data.budget);
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
    insuranceType: text(data.insuranceType) || PREFILL_DEFAULT_INSURANCE_TYPE,
    dependents: dependents || form.dependents,
    healthStatus: isHealthStatus(healthStatus) ? healthStatus : '',
    smoker: data.smoker === true ? 'Smoker' : 'Non-Smoker',
    healthConditions: Array.isArray(conditions) ? conditions.filter((c) => typeof c === 'string').join(', ') : text(conditions),
    homeOwnership: text(data.homeOwnership),
    vehicleOwnership: text(data.vehicleOwnership),
    riskTolerance: text(data.riskTolerance) || form.riskTolerance,
    budget: budget || String(BUDGET_SLIDER.default),
    goals: normaliseGoals(data.goals),
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
    ...(data.gender ? { gender: data.gender } : {}),
    ...(income !== null ? { income: Math.round(income) } : {}),
    ...(data.incomeLevel ? { incomeLevel: data.incomeLevel } : {}),
    ...(data.maritalStatus ? { maritalStatus: data.maritalStatus } : {}),
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
    ...(budget !== null ? { budget: Math.round(budget) } : {}),
    goals: goalLabels(data.goals),
  };
  return {
    fullName: data.clientName,
    email: data.email === '-' ? '' : data.email,
    phone: data.phone,
    industryData,
  };
}
