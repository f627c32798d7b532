// Every option list, range and default of the presentation wizard (presentations spec §3, §5, §9).
// The wizard's initial values, built from them, are form-defaults.ts.

export const INSURANCE_TYPES = [
  'Life Insurance',
  'Health Insurance',
  'Disability Insurance',
  'Critical Illness Insurance',
  'Whole Life Insurance',
  'Term Life Insurance',
  'Universal Life Insurance',
  'Retirement Planning',
  'Long-Term Care',
  'Other',
] as const;
export type TInsuranceType = (typeof INSURANCE_TYPES)[number];
export const DEFAULT_INSURANCE_TYPE: TInsuranceType = 'Life Insurance';

export const GENDERS = ['Male', 'Female', 'Other', 'Prefer not to say'] as const;
export type TGender = (typeof GENDERS)[number];

export const MARITAL_STATUSES = [
  'Single',
  'Married',
  'Common-law',
  'Divorced',
  'Widowed',
  'Separated',
] as const;
export type TMaritalStatus = (typeof MARITAL_STATUSES)[number];

export const HEALTH_STATUSES = ['Excellent', 'Good', 'Fair', 'Poor'] as const;
export type THealthStatus = (typeof HEALTH_STATUSES)[number];

export const SMOKER_STATUSES = ['Non-Smoker', 'Smoker'] as const;
export type TSmokerStatus = (typeof SMOKER_STATUSES)[number];

export const DEPENDENTS_RANGE = { min: 0, max: 10, default: 0 } as const;
/** The dependents select offers '0' to '10' (form values are strings). */
export const DEPENDENT_OPTIONS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10'] as const;
export type TDependentsOption = (typeof DEPENDENT_OPTIONS)[number];

export const AGE_RANGE = { min: 18, max: 100 } as const;
export const INCOME_INPUT = { min: 0, step: 1000 } as const;
export const BUDGET_SLIDER = { min: 10, max: 5000, step: 10, default: 100 } as const;

/** The budget as the slider shows it: '$N/month'. */
export function budgetLabel(budget: number): string {
  const value = Number.isFinite(budget) ? Math.round(budget) : BUDGET_SLIDER.default;
  return `$${value}/month`;
}

export const PRESENTATION_STYLES = [
  'professional',
  'conversational',
  'technical',
  'simplified',
] as const;
export type TPresentationStyle = (typeof PRESENTATION_STYLES)[number];
export const PRESENTATION_STYLE_DESCRIPTIONS: Readonly<Record<TPresentationStyle, string>> = {
  professional: 'Formal and structured',
  conversational: 'Warm, written in the second person',
  technical: 'More figures and definitions',
  simplified: 'Short sentences, no jargon',
};

export const TONES = ['balanced', 'emotional', 'logical', 'persuasive'] as const;
export type TTone = (typeof TONES)[number];
export const TONE_DESCRIPTIONS: Readonly<Record<TTone, string>> = {
  balanced: 'A balance of reasons and feelings',
  emotional: 'Family, security and peace of mind',
  logical: 'Numbers first',
  persuasive: 'Confident, benefit-led and action-oriented',
};

export const DETAIL_LEVELS = ['comprehensive', 'balanced', 'concise'] as const;
export type TDetailLevel = (typeof DETAIL_LEVELS)[number];
export const DETAIL_LEVEL_DESCRIPTIONS: Readonly<Record<TDetailLevel, string>> = {
  comprehensive: 'All sections, fuller text',
  balanced: 'All sections, shorter text',
  concise: 'Only the essential sections',
};

export const FOCUS_AREAS = [
  'Coverage Details',
  'Cost Breakdown',
  'Future Benefits',
  'Risk Analysis',
  'Investment Component',
  'Tax Advantages',
  'Family Protection',
  'Retirement Planning',
] as const;
export type TFocusArea = (typeof FOCUS_AREAS)[number];

export const RECOMMENDED_PRODUCT_TYPES = [
  'Term',
  'Whole Life',
  'Universal',
  'Critical Illness',
  'Disability',
  'Other',
] as const;
export type TRecommendedProductType = (typeof RECOMMENDED_PRODUCT_TYPES)[number];

export const ADVISOR_PRIORITIES = ['Cost', 'Coverage', 'Cash Value', 'Flexibility'] as const;
export type TAdvisorPriority = (typeof ADVISOR_PRIORITIES)[number];

export const PLAN_PRIORITIES = ['High', 'Medium', 'Low'] as const;
export type TPlanPriority = (typeof PLAN_PRIORITIES)[number];
export const DEFAULT_PLAN_PRIORITY: TPlanPriority = 'Medium';

export const DEFAULT_RISK_TOLERANCE = 'Medium';

export const SALES_APPROACHES = [
  'consultative',
  'solution',
  'value',
  'relationship',
  'challenger',
] as const;
export type TSalesApproach = (typeof SALES_APPROACHES)[number];
export const SALES_APPROACH_LABELS: Readonly<
  Record<TSalesApproach, { label: string; description: string }>
> = {
  consultative: {
    label: 'Consultative',
    description: "Ask, listen and tailor the recommendation to the client's own needs.",
  },
  solution: {
    label: 'Solution selling',
    description: "Present the plan as the answer to the client's specific problems.",
  },
  value: {
    label: 'Value-based',
    description: 'Lead with the outcomes the plan delivers relative to what it costs.',
  },
  relationship: {
    label: 'Relationship',
    description: 'Emphasise trust, a long-term partnership and ongoing service.',
  },
  challenger: {
    label: 'Challenger',
    description:
      'Teach the client something new about their risk and respectfully challenge assumptions.',
  },
};

export const CLOSING_STRATEGIES = ['assumptive', 'choice', 'urgency', 'summary', 'trial'] as const;
export type TClosingStrategy = (typeof CLOSING_STRATEGIES)[number];
export const CLOSING_STRATEGY_LABELS: Readonly<
  Record<TClosingStrategy, { label: string; description: string }>
> = {
  assumptive: {
    label: 'Assumptive close',
    description: 'Proceed as if the client has decided and focus on the next steps.',
  },
  choice: {
    label: 'Choice close',
    description: 'Offer two good options and ask which the client prefers.',
  },
  urgency: {
    label: 'Urgency close',
    description:
      'Explain honestly why acting sooner matters, for example that premiums rise with age.',
  },
  summary: {
    label: 'Summary close',
    description: 'Recap the needs, the recommendation and its benefits, then ask for the decision.',
  },
  trial: {
    label: 'Trial close',
    description:
      "Check the client's reaction with a low-pressure question before asking for commitment.",
  },
};

export const OBJECTION_KEYS = [
  'costConcerns',
  'trustIssues',
  'needUncertainty',
  'timing',
  'other',
] as const;
export type TObjectionKey = (typeof OBJECTION_KEYS)[number];
export const OBJECTION_LABELS: Readonly<Record<TObjectionKey, string>> = {
  costConcerns: 'Cost concerns',
  trustIssues: 'Trust issues',
  needUncertainty: 'Need uncertainty',
  timing: 'Timing',
  other: 'Other',
};

export const GOAL_KEYS = ['protectFamily', 'buildSavings', 'planEstate', 'other'] as const;
export type TGoalKey = (typeof GOAL_KEYS)[number];
/** Goal labels as the client list stores them (companion spec §3). */
export const GOAL_LABELS: Readonly<Record<Exclude<TGoalKey, 'other'>, string>> = {
  protectFamily: 'Protect Family',
  buildSavings: 'Build Savings',
  planEstate: 'Estate Planning',
};

export const COLOUR_SCHEME_NAMES = [
  'blue',
  'navy',
  'green',
  'emerald',
  'purple',
  'indigo',
  'teal',
  'cyan',
  'red',
  'pink',
  'orange',
  'amber',
  'yellow',
  'lime',
  'gray',
  'slate',
] as const;
export type TNamedColourScheme = (typeof COLOUR_SCHEME_NAMES)[number];
export const COLOUR_SCHEME_OPTIONS = [...COLOUR_SCHEME_NAMES, 'custom'] as const;
export type TColourScheme = (typeof COLOUR_SCHEME_OPTIONS)[number];
export const DEFAULT_COLOUR_SCHEME: TColourScheme = 'blue';
export const DEFAULT_CUSTOM_COLOUR_HEX = '#3B82F6';

export const INDUSTRIES = [
  { id: 'insurance', name: 'Insurance & Financial Services', available: true },
  { id: 'real-estate', name: 'Real Estate', available: false },
  { id: 'business-consulting', name: 'Business Consulting', available: false },
  { id: 'education-training', name: 'Education & Training', available: false },
  { id: 'healthcare-medical', name: 'Healthcare & Medical', available: false },
  { id: 'retail-ecommerce', name: 'Retail & E-commerce', available: false },
] as const;
export type TIndustryId = (typeof INDUSTRIES)[number]['id'];

/**
 * The sections of a presentation, in order (design/presentation-guide.md). Each is a top-level
 * `<section id>` with an `<h2>`; `concise` keeps only the sections flagged `inConcise`.
 */
export const PRESENTATION_SECTIONS = [
  { id: 'cover', number: 1, title: 'Cover', inConcise: true },
  { id: 'where-you-are', number: 2, title: 'Where you are today', inConcise: false },
  { id: 'what-you-need', number: 3, title: 'What you need', inConcise: true },
  { id: 'recommendation', number: 4, title: 'Our recommendation', inConcise: true },
  {
    id: 'costs-and-benefits',
    number: 5,
    title: 'What it costs and what it gives',
    inConcise: false,
  },
  { id: 'questions', number: 6, title: 'Your questions, answered', inConcise: false },
  { id: 'next-steps', number: 7, title: 'Why act now / next steps', inConcise: true },
  { id: 'advisor', number: 8, title: 'Your advisor', inConcise: true },
  { id: 'important-information', number: 9, title: 'Important information', inConcise: true },
] as const;
export type TPresentationSectionId = (typeof PRESENTATION_SECTIONS)[number]['id'];

/** The section ids a presentation of the given detail level contains, in order. */
export function sectionsForDetail(detail: TDetailLevel): TPresentationSectionId[] {
  return PRESENTATION_SECTIONS.filter((s) => detail !== 'concise' || s.inConcise).map((s) => s.id);
}

export const DEFAULT_OBJECTION_HANDLING = {
  costConcerns: true,
  trustIssues: false,
  needUncertainty: true,
  timing: false,
  other: false,
  otherText: '',
} as const;
