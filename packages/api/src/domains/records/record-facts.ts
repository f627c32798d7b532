// The client's facts as the record states them, each with where it came from: the client's intake
// form (when a form the client submitted says the same), the advisor (typed or changed in the
// wizard), or nowhere (not given, so the analysis counts none). A default is never shown as a fact.
import { goalLabels, parseAmount, parseChildrenAges, type TClientFormData } from '@pitchcraft/core';
import type { TExportBlock } from '@pitchcraft/exports';

import { utcTime } from './record-format';

/** A form the client submitted, as stored (intake_submissions.submission_data). */
export interface IntakeAnswers {
  submittedAt: Date;
  data: Record<string, unknown>;
}

type TValueKind = 'amount' | 'number' | 'text' | 'ages' | 'labels';

interface FactSpec {
  label: string;
  read: (client: TClientFormData) => string;
  kind: TValueKind;
  /** The intake form's field holding the same fact; none for facts only the advisor enters. */
  intakeKey?: string;
  /** Listed even when not given (the analysis then counts none): the facts every analysis uses. */
  always?: boolean;
}

const FACTS: readonly FactSpec[] = [
  { label: 'Age', read: (c) => c.age, kind: 'number', intakeKey: 'age', always: true },
  { label: 'Gender', read: (c) => c.gender, kind: 'text', intakeKey: 'gender', always: true },
  {
    label: 'Marital status',
    read: (c) => c.maritalStatus,
    kind: 'text',
    intakeKey: 'maritalStatus',
    always: true,
  },
  {
    label: 'Annual income',
    read: (c) => c.annualIncome,
    kind: 'amount',
    intakeKey: 'annualIncome',
    always: true,
  },
  {
    label: 'Dependents',
    read: (c) => c.dependents,
    kind: 'number',
    intakeKey: 'dependents',
    always: true,
  },
  {
    label: 'Children’s ages',
    read: (c) => c.needs.childrenAges,
    kind: 'ages',
    intakeKey: 'childrenAges',
  },
  { label: 'Occupation', read: (c) => c.occupation, kind: 'text', intakeKey: 'occupation' },
  { label: 'Location', read: (c) => c.location, kind: 'text', intakeKey: 'location' },
  { label: 'Smoker', read: (c) => c.smoker, kind: 'text', intakeKey: 'smoker', always: true },
  {
    label: 'Health',
    read: (c) => c.healthStatus,
    kind: 'text',
    intakeKey: 'healthStatus',
    always: true,
  },
  {
    label: 'Mortgage',
    read: (c) => c.needs.mortgage,
    kind: 'amount',
    intakeKey: 'mortgage',
    always: true,
  },
  {
    label: 'Other debts',
    read: (c) => c.needs.otherDebts,
    kind: 'amount',
    intakeKey: 'otherDebts',
    always: true,
  },
  {
    label: 'Life insurance owned',
    read: (c) => c.needs.existingCoverIndividual,
    kind: 'amount',
    intakeKey: 'existingCoverIndividual',
    always: true,
  },
  {
    label: 'Life insurance through work',
    read: (c) => c.needs.existingCoverGroup,
    kind: 'amount',
    intakeKey: 'existingCoverGroup',
    always: true,
  },
  {
    label: 'Savings',
    read: (c) => c.needs.savings,
    kind: 'amount',
    intakeKey: 'savings',
    always: true,
  },
  { label: 'Partner’s income', read: (c) => c.needs.spouseIncome, kind: 'amount' },
  { label: 'Survivor benefits a year', read: (c) => c.needs.survivorBenefits, kind: 'amount' },
  { label: 'Capital gains', read: (c) => c.needs.capitalGains, kind: 'amount' },
  { label: 'Registered plans', read: (c) => c.needs.registeredPlans, kind: 'amount' },
  { label: 'Estate value', read: (c) => c.needs.estateValue, kind: 'amount' },
  { label: 'Estate costs', read: (c) => c.needs.estateCosts, kind: 'amount' },
  { label: 'Legacy goal', read: (c) => c.needs.legacyGoal, kind: 'amount' },
  { label: 'Lifelong support a year', read: (c) => c.needs.lifelongSupport, kind: 'amount' },
  {
    label: 'Years of lifelong support',
    read: (c) => c.needs.lifelongSupportYears,
    kind: 'number',
  },
  { label: 'Key-person cover', read: (c) => c.needs.keyPerson, kind: 'amount' },
  { label: 'Buy-sell funding', read: (c) => c.needs.buySell, kind: 'amount' },
];

/** A stored value's text parts: a string or number, or a list of them (goals, ages). */
function partsOf(value: unknown): string[] {
  const items: unknown[] = Array.isArray(value) ? value : [value];
  return items.flatMap((item) =>
    typeof item === 'string'
      ? [item.trim()]
      : typeof item === 'number' && Number.isFinite(item)
        ? [String(item)]
        : [],
  );
}

/** A value in one comparable form: amounts as numbers, ages and labels as lists, text case-folded. */
function comparable(value: unknown, kind: TValueKind): string | null {
  const parts = partsOf(value).filter((part) => part !== '');
  if (parts.length === 0) return null;
  if (kind === 'labels')
    return parts
      .flatMap((part) => part.split(';'))
      .map((label) => label.trim().toLowerCase())
      .filter(Boolean)
      .sort()
      .join(';');
  const text = parts.join(',');
  if (kind === 'amount' || kind === 'number') {
    const amount = parseAmount(text);
    return amount === null ? null : String(amount);
  }
  if (kind === 'ages') {
    const ages = parseChildrenAges(text);
    return ages && ages.length > 0 ? ages.join(',') : null;
  }
  return text.toLowerCase();
}

function shown(value: string, kind: TValueKind): string {
  if (kind === 'amount') return `$${Number(parseAmount(value) ?? 0).toLocaleString('en-US')}`;
  return value;
}

/** The newest form the client submitted that gave this same value, if any. */
function intakeWithSameValue(
  spec: FactSpec,
  value: string,
  forms: readonly IntakeAnswers[],
): IntakeAnswers | undefined {
  if (!spec.intakeKey) return undefined;
  const key = spec.intakeKey;
  const ours = comparable(value, spec.kind);
  return forms.find((form) => ours !== null && comparable(form.data[key], spec.kind) === ours);
}

function sourceOf(spec: FactSpec, value: string, forms: readonly IntakeAnswers[]): string {
  const form = intakeWithSameValue(spec, value, forms);
  return form ? `Client, intake form of ${utcTime(form.submittedAt)}` : 'Advisor';
}

const GOALS: FactSpec = {
  label: 'Goals',
  read: (c) => goalLabels(c.goals).join('; '),
  kind: 'labels',
  intakeKey: 'goals',
};
const BUDGET: FactSpec = {
  label: 'Monthly budget',
  read: (c) => c.budget,
  kind: 'amount',
  intakeKey: 'budget',
};

/** Each fact's row: the fact, its value, and its source. */
function factRows(client: TClientFormData, forms: readonly IntakeAnswers[]): string[][] {
  const newestFirst = [...forms].sort((a, b) => b.submittedAt.getTime() - a.submittedAt.getTime());
  const rows: string[][] = [];
  for (const spec of FACTS) {
    const value = spec.read(client).trim();
    if (value === '') {
      if (spec.always)
        rows.push([
          spec.label,
          spec.kind === 'amount' ? 'Not given: none counted' : 'Not given',
          'Not given (not the client’s fact)',
        ]);
      continue;
    }
    rows.push([spec.label, shown(value, spec.kind), sourceOf(spec, value, newestFirst)]);
  }
  rows.push(budgetRow(client, newestFirst));
  const goals = goalLabels(client.goals).join('; ');
  if (goals !== '') rows.push(['Goals', goals, sourceOf(GOALS, goals, newestFirst)]);
  return rows;
}

function budgetRow(client: TClientFormData, forms: readonly IntakeAnswers[]): string[] {
  // A budget left at the slider's default is nobody's: the analysis assumes none.
  if (!client.budgetGiven)
    return ['Monthly budget', 'Not given: no budget assumed', 'Not given (not the client’s fact)'];
  return [BUDGET.label, shown(client.budget, 'amount'), sourceOf(BUDGET, client.budget, forms)];
}

/** The facts section's blocks. */
export function factBlocks(
  client: TClientFormData,
  forms: readonly IntakeAnswers[],
): TExportBlock[] {
  return [
    {
      type: 'table',
      caption: 'The client’s facts and where each came from',
      header: ['Fact', 'Value', 'Source'],
      rows: factRows(client, forms),
    },
    {
      type: 'paragraph',
      tone: 'small',
      runs: [
        {
          text: 'Client: the same value the client gave on an intake form. Advisor: entered or changed by the advisor. Not given: the analysis counted none; the assumptions it used instead are listed with their own sources.',
        },
      ],
    },
  ];
}
