// The option lists, ranges and defaults of the public intake forms (accounts spec §3 Enumerations).
import { MAX_CHILD_AGE, MAX_CHILDREN, MAX_NEEDS_AMOUNT } from '../generation/needs-limits';
import {
  AGE_RANGE,
  GENDERS,
  GOAL_LABELS,
  HEALTH_STATUSES,
  MARITAL_STATUSES,
  SMOKER_STATUSES,
} from '../generation/options';

// The public form offers the wizard's choices; only its insurance types differ.
export const INTAKE_GENDERS = GENDERS;
export const INTAKE_MARITAL_STATUSES = MARITAL_STATUSES;
/**
 * Insurance types offered by the public form, in the spec's order: the in-app wizard also offers
 * 'Other' and lists Retirement Planning before Long-Term Care.
 */
export const INTAKE_INSURANCE_TYPES = [
  'Life Insurance',
  'Health Insurance',
  'Disability Insurance',
  'Critical Illness Insurance',
  'Whole Life Insurance',
  'Term Life Insurance',
  'Universal Life Insurance',
  'Long-Term Care',
  'Retirement Planning',
] as const;
export const INTAKE_DEFAULT_INSURANCE_TYPE = 'Life Insurance';
export const INTAKE_HEALTH_STATUSES = HEALTH_STATUSES;
export const INTAKE_SMOKER_STATUSES = SMOKER_STATUSES;
export const INTAKE_DEFAULT_SMOKER = 'Non-Smoker';
export const INTAKE_BEDROOMS = ['1', '2', '3', '4', '5+'] as const;
export const INTAKE_BATHROOMS = ['1', '1.5', '2', '2.5', '3', '3+'] as const;

export const INTAKE_PROPERTY_TYPES = [
  'single-family',
  'condo',
  'townhouse',
  'multi-family',
  'land',
] as const;
export type TIntakePropertyType = (typeof INTAKE_PROPERTY_TYPES)[number];
export const INTAKE_PROPERTY_TYPE_LABELS: Readonly<Record<TIntakePropertyType, string>> = {
  'single-family': 'Single Family Home',
  condo: 'Condo/Apartment',
  townhouse: 'Townhouse',
  'multi-family': 'Multi-Family',
  land: 'Land',
};

export const INTAKE_TIMELINES = [
  'asap',
  '1-3months',
  '3-6months',
  '6-12months',
  '1year+',
  'just-browsing',
] as const;
export type TIntakeTimeline = (typeof INTAKE_TIMELINES)[number];
export const INTAKE_TIMELINE_LABELS: Readonly<Record<TIntakeTimeline, string>> = {
  asap: 'As soon as possible',
  '1-3months': '1-3 months',
  '3-6months': '3-6 months',
  '6-12months': '6-12 months',
  '1year+': 'More than a year',
  'just-browsing': 'Just browsing',
};

export const INTAKE_AGE_RANGE = AGE_RANGE;
export const INTAKE_DEPENDENTS_RANGE = { min: 0, max: 20 } as const;

export const INTAKE_GOAL_KEYS = ['protectFamily', 'buildSavings', 'planEstate'] as const;
export type TIntakeGoalKey = (typeof INTAKE_GOAL_KEYS)[number];
export const INTAKE_GOAL_LABELS: Readonly<Record<TIntakeGoalKey, string>> = GOAL_LABELS;
/** The longest custom goal text a form keeps. */
export const INTAKE_OTHER_GOALS_MAX = 500;

/** Bounds of the optional finances and family questions (as the client record keeps them). */
export const INTAKE_FINANCES_MAX = MAX_NEEDS_AMOUNT;
export const INTAKE_CHILDREN_MAX = MAX_CHILDREN;
export const INTAKE_CHILD_AGE_MAX = MAX_CHILD_AGE;
