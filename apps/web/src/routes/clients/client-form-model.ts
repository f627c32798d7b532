// The Clients page's client form (add and edit): a draft of the text the advisor types, filled from a
// saved client, and turned into the input of clients.create / clients.update, checked by the same
// schema the wizard's client save uses (ZUpsertClientInput). Pure, so it is tested without a browser.
import { z } from 'zod';

import {
  CLIENT_FORM_FIELDS,
  goalLabels,
  NEEDS_FACT_MESSAGES,
  normaliseGoals,
  parseAmount,
  parseChildrenAges,
  parseWholeNumber,
  ZUpsertClientInput,
  type TClientFormField,
  type TIntakeGoals,
  type TUpsertClientInput,
} from '@pitchcraft/core';

/** Amounts in whole dollars, typed as '380,000' or '$75000'. */
export const AMOUNT_FIELDS = [
  'income',
  'budget',
  'mortgage',
  'otherDebts',
  'existingCoverIndividual',
  'existingCoverGroup',
  'savings',
  'spouseIncome',
] as const;
type AmountField = (typeof AMOUNT_FIELDS)[number];
const WHOLE_FIELDS = ['age', 'dependents'] as const;
type WholeField = (typeof WHOLE_FIELDS)[number];
const TEXT_FIELDS = [
  'gender',
  'maritalStatus',
  'occupation',
  'location',
  'insuranceType',
  'healthStatus',
  'healthConditions',
  'notes',
] as const;
type TextField = (typeof TEXT_FIELDS)[number];

export type ClientDraft = { fullName: string; email: string; phone: string } & Record<
  AmountField | WholeField | TextField,
  string
> & {
    /** '' when not known. */
    smoker: '' | 'Smoker' | 'Non-Smoker';
    goals: TIntakeGoals;
    /** '4, 7, 11' */
    childrenAges: string;
  };

/** The draft's field a message is shown beside. */
type ClientDraftField = keyof ClientDraft | 'goals.otherText';
export type ClientDraftErrors = Partial<Record<ClientDraftField, string>>;

/** What the form reads from a saved client (a row of clients.list or clients.get). */
export interface SavedClientFacts {
  fullName: string;
  email: string;
  phone: string;
  industryData: Record<string, unknown>;
}

/** The client being edited (its id and facts), or null to add one. */
export type EditedClient = SavedClientFacts & { id: string };

const LABELS: Record<AmountField | WholeField, string> = {
  income: 'Annual income',
  budget: 'Monthly budget',
  mortgage: 'Mortgage balance',
  otherDebts: 'Other debts',
  existingCoverIndividual: 'Life insurance owned',
  existingCoverGroup: 'Life insurance through work',
  savings: 'Savings',
  spouseIncome: "Spouse's income",
  age: 'Age',
  dependents: 'Dependents',
};

const text = (value: unknown): string =>
  typeof value === 'string'
    ? value.trim()
    : typeof value === 'number' && Number.isFinite(value)
      ? String(value)
      : '';
const amountText = (value: unknown): string => {
  const amount = typeof value === 'number' || typeof value === 'string' ? parseAmount(value) : null;
  return amount === null ? '' : Math.round(amount).toLocaleString('en-US');
};

export function emptyClientDraft(): ClientDraft {
  return {
    fullName: '',
    email: '',
    phone: '',
    age: '',
    gender: '',
    maritalStatus: '',
    occupation: '',
    location: '',
    income: '',
    dependents: '',
    smoker: '',
    healthStatus: '',
    healthConditions: '',
    insuranceType: '',
    budget: '',
    goals: normaliseGoals(undefined),
    mortgage: '',
    otherDebts: '',
    existingCoverIndividual: '',
    existingCoverGroup: '',
    savings: '',
    spouseIncome: '',
    childrenAges: '',
    notes: '',
  };
}

/** The form filled in from a saved client ('-' stands for no e-mail or phone). */
export function draftFromClient(client: SavedClientFacts): ClientDraft {
  const data = client.industryData;
  const draft = emptyClientDraft();
  for (const field of AMOUNT_FIELDS) draft[field] = amountText(data[field]);
  for (const field of WHOLE_FIELDS) draft[field] = text(data[field]);
  for (const field of TEXT_FIELDS) draft[field] = text(data[field]);
  const conditions = data.healthConditions;
  if (Array.isArray(conditions))
    draft.healthConditions = conditions
      .filter((c): c is string => typeof c === 'string')
      .join(', ');
  const ages = data.childrenAges;
  return {
    ...draft,
    fullName: client.fullName,
    email: client.email === '-' ? '' : client.email,
    phone: client.phone === '-' ? '' : client.phone,
    smoker: data.smoker === true ? 'Smoker' : data.smoker === false ? 'Non-Smoker' : '',
    goals: normaliseGoals(data.goals),
    childrenAges: Array.isArray(ages)
      ? ages.filter((age) => typeof age === 'number').join(', ')
      : '',
  };
}

/** Whether any of the finances-and-family facts is filled in (the form then shows them open). */
export function hasFinances(draft: ClientDraft): boolean {
  return (
    [
      'mortgage',
      'otherDebts',
      'existingCoverIndividual',
      'existingCoverGroup',
      'savings',
      'spouseIncome',
      'childrenAges',
    ] as const
  ).some((field) => draft[field].trim() !== '');
}

/**
 * The clients.create / clients.update input for the draft (every one of the form's fields that is
 * filled in), or the messages to show beside the fields: typed numbers are read as the wizard
 * reads them, then the whole input is checked with ZUpsertClientInput.
 */
export function clientInputFromDraft(
  draft: ClientDraft,
): { input: TUpsertClientInput; errors: null } | { input: null; errors: ClientDraftErrors } {
  const errors: ClientDraftErrors = {};
  const industryData: Record<string, unknown> = {};
  for (const field of WHOLE_FIELDS) {
    const typed = draft[field].trim();
    if (!typed) continue;
    const value = parseWholeNumber(typed);
    if (value === null) errors[field] = `${LABELS[field]} must be a whole number`;
    else industryData[field] = value;
  }
  for (const field of AMOUNT_FIELDS) {
    const typed = draft[field].trim();
    if (!typed) continue;
    const value = parseAmount(typed);
    if (value === null)
      errors[field] = `${LABELS[field]} must be an amount in dollars, e.g. 75,000`;
    else industryData[field] = Math.round(value);
  }
  for (const field of TEXT_FIELDS) {
    const typed = draft[field].trim();
    if (typed) industryData[field] = typed;
  }
  if (draft.smoker) industryData.smoker = draft.smoker === 'Smoker';
  const goals = goalLabels(draft.goals);
  if (goals.length > 0) industryData.goals = goals;
  if (draft.goals.other && !draft.goals.otherText.trim())
    errors['goals.otherText'] = 'Describe the other goal, or untick Other';
  const ages = parseChildrenAges(draft.childrenAges);
  if (ages === null) errors.childrenAges = NEEDS_FACT_MESSAGES.childrenAgesInvalid;
  else if (ages.length > 0) industryData.childrenAges = ages;

  const input: TUpsertClientInput = {
    fullName: draft.fullName,
    email: draft.email,
    phone: draft.phone,
    industryData,
  };
  const parsed = ZUpsertClientInput.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [first, second] = issue.path;
      const field = (
        first === 'industryData' && typeof second === 'string'
          ? second
          : String(first ?? 'fullName')
      ) as ClientDraftField;
      errors[field] ??= issue.message;
    }
  }
  if (Object.keys(errors).length > 0) return { input: null, errors };
  return { input, errors: null };
}

/** The industry-data fields the form edits: all of CLIENT_FORM_FIELDS (the server clears the ones an edit leaves out). */
export const DRAFT_INDUSTRY_FIELDS: readonly TClientFormField[] = [
  ...WHOLE_FIELDS,
  ...AMOUNT_FIELDS,
  ...TEXT_FIELDS,
  'smoker',
  'goals',
  'childrenAges',
];
export const ALL_FORM_FIELDS: readonly TClientFormField[] = CLIENT_FORM_FIELDS;

/**
 * The form's schema: the draft read and checked as clientInputFromDraft does, giving the
 * clients.create / clients.update input, or each message at its field ('goals.otherText' nested).
 */
export const ZClientDraft = z.custom<ClientDraft>().transform((draft, ctx) => {
  const result = clientInputFromDraft(draft);
  if (result.input) return result.input;
  for (const [field, message] of Object.entries(result.errors))
    ctx.addIssue({ code: 'custom', message, path: field.split('.') });
  return z.NEVER;
});
