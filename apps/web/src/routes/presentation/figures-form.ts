// The client figures form's model: its values (as typed, every one a string), the needs facts'
// fields, and its schema: the values as the figures ZPresentationFigures takes, its messages beside
// the fields ("Enter a number" for what is not one).
import { z } from 'zod';

import { ZPresentationFigures, type TPresentationFigures } from '@pitchcraft/core';

import { checkedForm } from './form-schema';
import type { PresentationFigures } from './presentation-types';

const NEEDS_FIELDS = [
  'mortgage',
  'otherDebts',
  'existingCoverIndividual',
  'existingCoverGroup',
  'savings',
  'childrenAges',
] as const;
type NeedsField = (typeof NEEDS_FIELDS)[number];
export type FiguresValues = Record<
  | 'age'
  | 'annualIncome'
  | 'dependents'
  | 'budget'
  | 'maritalStatus'
  | 'smoker'
  | 'healthStatus'
  | 'gender'
  | NeedsField,
  string
>;

/** What the client owes, holds and whom they raise: empty means not stated, never zero. */
export const NEEDS_INPUTS: readonly {
  name: NeedsField;
  label: string;
  hint?: string;
  amount: boolean;
}[] = [
  { name: 'mortgage', label: 'Mortgage balance ($)', amount: true },
  { name: 'otherDebts', label: 'Other debts ($)', amount: true },
  { name: 'existingCoverIndividual', label: 'Life cover in own name ($)', amount: true },
  {
    name: 'existingCoverGroup',
    label: 'Group cover through work ($)',
    hint: 'Usually ends with the job.',
    amount: true,
  },
  { name: 'savings', label: 'Savings and investments ($)', amount: true },
  {
    name: 'childrenAges',
    label: 'Children’s ages',
    hint: 'For example 4, 7, 11.',
    amount: false,
  },
];

export const figuresValuesOf = (figures: PresentationFigures): FiguresValues => ({
  age: String(figures.age),
  annualIncome: String(figures.annualIncome),
  dependents: String(figures.dependents),
  budget: String(figures.budget),
  maritalStatus: figures.maritalStatus,
  smoker: figures.smoker,
  healthStatus: figures.healthStatus,
  gender: figures.gender ?? '',
  mortgage: figures.needs?.mortgage ?? '',
  otherDebts: figures.needs?.otherDebts ?? '',
  existingCoverIndividual: figures.needs?.existingCoverIndividual ?? '',
  existingCoverGroup: figures.needs?.existingCoverGroup ?? '',
  savings: figures.needs?.savings ?? '',
  childrenAges: figures.needs?.childrenAges ?? '',
});

/** A typed number, or undefined when empty (the schema then says it is required). */
const numberFrom = (value: string) =>
  value.trim() === '' ? undefined : Number(value.replace(/[,$\s]/g, ''));

const text = z.string();
const ZFiguresValues = z.object({
  age: text,
  annualIncome: text,
  dependents: text,
  budget: text,
  maritalStatus: text,
  smoker: text,
  healthStatus: text,
  gender: text,
  mortgage: text,
  otherDebts: text,
  existingCoverIndividual: text,
  existingCoverGroup: text,
  savings: text,
  childrenAges: text,
}) satisfies z.ZodType<FiguresValues, FiguresValues>;

export const figuresSchema = checkedForm(ZFiguresValues, (values) => {
  const candidate = {
    age: numberFrom(values.age),
    annualIncome: numberFrom(values.annualIncome),
    dependents: numberFrom(values.dependents),
    budget: numberFrom(values.budget),
    maritalStatus: values.maritalStatus,
    smoker: values.smoker,
    healthStatus: values.healthStatus,
    ...(values.gender ? { gender: values.gender } : {}),
    needs: Object.fromEntries(NEEDS_FIELDS.map((name) => [name, values[name].trim()])),
  };
  const parsed = ZPresentationFigures.safeParse(candidate);
  if (parsed.success) return { ok: true, input: parsed.data satisfies TPresentationFigures };
  const errors: Partial<Record<keyof FiguresValues, string>> = {};
  for (const issue of parsed.error.issues) {
    // A needs fact's issue is at ['needs', name].
    const field = String(
      issue.path[0] === 'needs' ? issue.path[1] : (issue.path[0] ?? ''),
    ) as keyof FiguresValues;
    const given = field in candidate ? candidate[field as keyof typeof candidate] : undefined;
    errors[field] ??=
      issue.code === 'invalid_type' && given !== undefined ? 'Enter a number' : issue.message;
  }
  return { ok: false, errors };
});
