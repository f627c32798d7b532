// "Duplicate for another client": the copy keeps the presentation's text, sections and settings,
// and takes the new client's facts from their saved record, so every figure is computed for them.
import { z } from 'zod';

import { displayEmail } from './clients/email';
import { escapeHtml } from './document/escape';
import {
  ZClientFormData,
  type TClientFormData,
  type TClientFormDraft,
} from './generation/client-form';
import { DEFAULT_CLIENT_FORM_VALUES } from './generation/form-defaults';
import { parseAmount } from './generation/form-numbers';
import type { TNeedsFacts } from './generation/needs-facts';
import { BUDGET_SLIDER, HEALTH_STATUSES } from './generation/options';
import { normaliseGoals } from './intake/lenient-parsing';

const ZRowId = (label: string) =>
  z.string().trim().min(1, `${label} id is required`).max(64, `${label} id is too long`);

export const ZDuplicatePresentationInput = z.object({
  presentationId: ZRowId('Presentation'),
  /** The saved client the copy is for. */
  clientId: ZRowId('Client'),
});
export type TDuplicatePresentationInput = z.input<typeof ZDuplicatePresentationInput>;

export const DUPLICATE_MESSAGES = {
  missingFacts:
    "This client's details are not complete enough to compute the figures (age, gender, income and marital status). Complete the client's details first.",
  noDocument:
    'This presentation was saved before presentations were kept as sections, so it cannot be duplicated. Generate a new one for this client instead.',
  duplicated: 'Duplicated for',
} as const;

/** A saved client as the clients table stores it. */
export interface TClientRecordFacts {
  fullName: string;
  email: string;
  phone: string | null;
  industryData: Record<string, unknown>;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const numberText = (value: unknown): string =>
  typeof value === 'number' && Number.isFinite(value) ? String(Math.round(value)) : text(value);

/** The needs facts stored as whole-dollar amounts on the client record, by the same key as in the form. */
export const NEEDS_AMOUNT_KEYS = [
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
export const NEEDS_YEARS_KEYS = [
  'mortgageYearsLeft',
  'lifelongSupportYears',
] as const satisfies readonly (keyof TNeedsFacts)[];
type NeedsYearsKey = (typeof NEEDS_YEARS_KEYS)[number];

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

/** The needs facts from a saved client's industry data (blank when not stored). */
function needsFromIndustryData(data: Record<string, unknown>): TNeedsFacts {
  const amounts = Object.fromEntries(
    NEEDS_AMOUNT_KEYS.map((key) => [key, amountText(data[key])]),
  ) as Record<NeedsAmountKey, string>;
  const years = Object.fromEntries(
    NEEDS_YEARS_KEYS.map((key) => [key, yearsText(data[key])]),
  ) as Record<NeedsYearsKey, string>;
  return { ...amounts, ...years, childrenAges: childrenAgesText(data.childrenAges) };
}

/**
 * The wizard's form with the client's facts as `record` holds them (amounts grouped as typed) and
 * everything that is not about the client (settings, plans, advisor notes, assumptions, privacy
 * choices) kept from `base`: the wizard pre-filled from a saved client, or a duplicate's record.
 */
export function clientDraftFromRecord<T extends TClientFormDraft>(
  base: T,
  record: TClientRecordFacts,
): T {
  const data = record.industryData;
  const conditions = data.healthConditions;
  const healthStatus = text(data.healthStatus);
  // A budget the client gave is kept; none (or 0) leaves the slider at its default, not set.
  const budget =
    typeof data.budget === 'number' || typeof data.budget === 'string'
      ? parseAmount(data.budget)
      : null;
  const budgetGiven = budget !== null && budget > 0;
  const email = displayEmail(record.email);
  return {
    ...base,
    clientName: record.fullName,
    email: email === '-' ? '' : email,
    phone: record.phone && record.phone !== '-' ? record.phone : '',
    age: numberText(data.age),
    gender: text(data.gender),
    annualIncome: numberText(data.income),
    incomeLevel: text(data.incomeLevel),
    maritalStatus: text(data.maritalStatus),
    occupation: text(data.occupation),
    location: text(data.location),
    insuranceType: text(data.insuranceType) || base.insuranceType,
    dependents: numberText(data.dependents) || DEFAULT_CLIENT_FORM_VALUES.dependents,
    healthStatus: isHealthStatus(healthStatus) ? healthStatus : '',
    smoker: data.smoker === true ? 'Smoker' : 'Non-Smoker',
    healthConditions: Array.isArray(conditions)
      ? conditions.filter((c) => typeof c === 'string').join(', ')
      : text(conditions),
    homeOwnership: text(data.homeOwnership),
    vehicleOwnership: text(data.vehicleOwnership),
    riskTolerance: text(data.riskTolerance) || base.riskTolerance,
    budget: budgetGiven ? String(Math.round(budget)) : String(BUDGET_SLIDER.default),
    budgetGiven,
    goals: normaliseGoals(data.goals),
    needs: needsFromIndustryData(data),
    clientNotes: text(data.notes),
  };
}

/**
 * The wizard's record for `record` (clientDraftFromRecord) as the analysis reads it. Null when the
 * record lacks what the analysis needs.
 */
export function clientFormForRecord(
  base: TClientFormData,
  record: TClientRecordFacts,
): TClientFormData | null {
  const parsed = ZClientFormData.safeParse(clientDraftFromRecord(base, record));
  return parsed.success ? parsed.data : null;
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A section's HTML with the previous client's name replaced by the new one's (full name, then
 * first and last name as whole words), so the kept text speaks to the new client.
 */
export function renameClientInHtml(html: string, from: string, to: string): string {
  const [fromFirst = '', ...fromRest] = from.trim().split(/\s+/);
  const [toFirst = '', ...toRest] = to.trim().split(/\s+/);
  const pairs: [string, string][] = [
    [from.trim(), to.trim()],
    [fromFirst, toFirst],
    [fromRest.at(-1) ?? '', toRest.at(-1) ?? toFirst],
  ];
  let result = html;
  for (const [old, next] of pairs) {
    if (old.length < 2 || old === next) continue;
    const pattern = new RegExp(
      `(?<![\\p{L}\\p{N}])${escapeRegExp(escapeHtml(old))}(?![\\p{L}\\p{N}])`,
      'gu',
    );
    // Only in text, never inside a tag's attributes (ids, placeholders).
    result = result.replace(
      /(^|>)([^<]*)/g,
      (_m, lead: string, body: string) => lead + body.replace(pattern, escapeHtml(next)),
    );
  }
  return result;
}
