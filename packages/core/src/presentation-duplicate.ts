// "Duplicate for another client": the copy keeps the presentation's text, sections and settings,
// and takes the new client's facts from their saved record, so every figure is computed for them.
import { z } from 'zod';

import { isPlaceholderEmail } from './clients/email';
import { escapeHtml } from './document/escape';
import {
  parseAmount,
  parseWholeNumber,
  ZClientFormData,
  type TClientFormData,
} from './generation/client-form';
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
const wholeText = (value: unknown): string => {
  if (typeof value === 'number' && Number.isFinite(value)) return String(Math.round(value));
  const parsed = parseWholeNumber(text(value));
  return parsed === null ? '' : String(parsed);
};
const amountText = (value: unknown): string => {
  const amount =
    typeof value === 'number' || typeof value === 'string' ? parseAmount(String(value)) : null;
  return amount === null ? '' : String(Math.round(amount));
};

/** The needs facts kept as amounts and years on a client record (the same keys as the form's). */
const NEEDS_KEYS = [
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
  'mortgageYearsLeft',
  'lifelongSupportYears',
] as const;

function needsOf(data: Record<string, unknown>): Record<string, string> {
  const needs: Record<string, string> = Object.fromEntries(
    NEEDS_KEYS.map((key) => [key, amountText(data[key])]),
  );
  const ages = Array.isArray(data.childrenAges)
    ? data.childrenAges.filter((a): a is number => typeof a === 'number' && Number.isInteger(a))
    : [];
  needs.childrenAges = ages.join(', ');
  return needs;
}

/**
 * The wizard's record for `record`, with everything that is not about the client (settings,
 * plans, advisor notes, assumptions, privacy choices) kept from `base`. Null when the record
 * lacks what the analysis needs.
 */
export function clientFormForRecord(
  base: TClientFormData,
  record: TClientRecordFacts,
): TClientFormData | null {
  const data = record.industryData;
  const budget = parseAmount(amountText(data.budget));
  const budgetGiven = budget !== null && budget > 0;
  const healthStatus = text(data.healthStatus);
  const conditions = data.healthConditions;
  const candidate = {
    ...base,
    clientName: record.fullName,
    email: isPlaceholderEmail(record.email) ? '' : record.email,
    phone: record.phone && record.phone !== '-' ? record.phone : '',
    age: wholeText(data.age),
    gender: text(data.gender),
    annualIncome: amountText(data.income),
    incomeLevel: text(data.incomeLevel),
    maritalStatus: text(data.maritalStatus),
    occupation: text(data.occupation),
    location: text(data.location),
    insuranceType: text(data.insuranceType) || base.insuranceType,
    dependents: wholeText(data.dependents),
    healthStatus: (HEALTH_STATUSES as readonly string[]).includes(healthStatus) ? healthStatus : '',
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
    needs: { ...base.needs, ...needsOf(data) },
    clientNotes: text(data.notes),
  };
  const parsed = ZClientFormData.safeParse(candidate);
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
