// A saved client's facts as their page lists them: labelled, formatted rows in a fixed order, only
// those the client has. Pure, so it is tested without a browser.

interface DetailRow {
  key: string;
  label: string;
  value: string;
}

export interface DetailGroup {
  title: string;
  rows: DetailRow[];
}

type Format = (value: unknown) => string | null;

const textOf: Format = (value) => {
  if (typeof value === 'string') return value.trim() || null;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (Array.isArray(value)) {
    const items = value
      .filter((item) => typeof item === 'string' || typeof item === 'number')
      .map((item) => String(item).trim());
    return items.filter(Boolean).join(', ') || null;
  }
  return null;
};
/** '$92,000': whole dollars (formatted here, not with the wizard's helpers, so this route does not share its chunk). */
const money: Format = (value) =>
  typeof value === 'number' && Number.isFinite(value)
    ? `$${Math.round(value).toLocaleString('en-US')}`
    : textOf(value);
const perMonth: Format = (value) => {
  const amount = money(value);
  return amount === null ? null : `${amount}/month`;
};
const yesNo =
  (yes: string, no: string): Format =>
  (value) =>
    value === true ? yes : value === false ? no : null;

const GROUPS: readonly {
  title: string;
  fields: readonly (readonly [key: string, label: string, format?: Format])[];
}[] = [
  {
    title: 'Profile',
    fields: [
      ['age', 'Age'],
      ['gender', 'Gender'],
      ['maritalStatus', 'Marital status'],
      ['dependents', 'Dependents'],
      ['childrenAges', "Children's ages"],
      ['occupation', 'Occupation'],
      ['location', 'Location'],
      ['income', 'Annual income', money],
      ['incomeLevel', 'Income level'],
      ['smoker', 'Smoker', yesNo('Smoker', 'Non-smoker')],
      ['healthStatus', 'Health status'],
      ['healthConditions', 'Health conditions'],
    ],
  },
  {
    title: 'Coverage',
    fields: [
      ['insuranceType', 'Insurance type'],
      ['budget', 'Monthly budget', perMonth],
      ['goals', 'Goals'],
      ['riskTolerance', 'Risk tolerance'],
    ],
  },
  {
    title: 'Finances',
    fields: [
      ['mortgage', 'Mortgage balance', money],
      ['otherDebts', 'Other debts', money],
      ['existingCoverIndividual', 'Life insurance owned', money],
      ['existingCoverGroup', 'Life insurance through work', money],
      ['savings', 'Savings', money],
      ['spouseIncome', "Spouse's income", money],
      ['educationPerChild', 'Education per child', money],
      ['finalExpenses', 'Final expenses', money],
      ['homeOwnership', 'Home ownership'],
      ['vehicleOwnership', 'Vehicle ownership'],
    ],
  },
  {
    title: 'Property search',
    fields: [
      ['propertyType', 'Property type'],
      ['bedrooms', 'Bedrooms'],
      ['bathrooms', 'Bathrooms'],
      ['preApproved', 'Pre-approved', yesNo('Yes', 'No')],
      ['preApprovalAmount', 'Pre-approval amount', money],
      ['timeline', 'Timeline'],
      ['desiredFeatures', 'Desired features'],
    ],
  },
];

/** The client's facts in groups, each with the rows the client has (empty groups left out); notes apart. */
export function clientDetailGroups(industryData: Record<string, unknown>): DetailGroup[] {
  return GROUPS.map(({ title, fields }) => ({
    title,
    rows: fields.flatMap(([key, label, format = textOf]) => {
      const value = format(industryData[key]);
      return value === null ? [] : [{ key, label, value }];
    }),
  })).filter((group) => group.rows.length > 0);
}

/** The client's notes, if any. */
export function clientNotes(industryData: Record<string, unknown>): string | null {
  return textOf(industryData.notes);
}

/** Up to two initials for the client's avatar ('Maria Rivera' → 'MR'). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters
    .map((word) => Array.from(word ?? '')[0] ?? '')
    .join('')
    .toUpperCase();
}
