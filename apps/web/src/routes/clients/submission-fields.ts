// How a submission's stored fields read in the details dialog.
import {
  INTAKE_PROPERTY_TYPE_LABELS,
  INTAKE_TIMELINE_LABELS,
  ZInsuranceIntake,
  ZRealEstateIntake,
  type TIntakePropertyType,
  type TIntakeTimeline,
} from '@pitchcraft/core';

/** 'annualIncome' -> 'Annual Income', 'link_id' -> 'Link Id'. */
export function fieldLabel(key: string): string {
  return key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .trim()
    .split(/\s+/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

const DASH = '-';

/** A stored value as text; a dash when it is empty. */
export function fieldValue(key: string, value: unknown): string {
  if (value === null || value === undefined) return DASH;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number')
    return Number.isFinite(value) ? value.toLocaleString('en-US') : DASH;
  if (Array.isArray(value)) {
    const items = value.map((item) => fieldValue(key, item)).filter((item) => item !== DASH);
    return items.length ? items.join(', ') : DASH;
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(
      ([, v]) => v !== '' && v !== false && v !== null,
    );
    return entries.length
      ? entries
          .map(([k, v]) => (v === true ? fieldLabel(k) : `${fieldLabel(k)}: ${fieldValue(k, v)}`))
          .join(', ')
      : DASH;
  }
  // What is left of JSON data is text.
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) return DASH;
  if (key === 'propertyType' && text in INTAKE_PROPERTY_TYPE_LABELS)
    return INTAKE_PROPERTY_TYPE_LABELS[text as TIntakePropertyType];
  if (key === 'timeline' && text in INTAKE_TIMELINE_LABELS)
    return INTAKE_TIMELINE_LABELS[text as TIntakeTimeline];
  return text;
}

function textOf(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** The Name column: the submission's name, else the one in its data, else 'Anonymous'. */
export function submitterName(submission: {
  fullName?: string | null;
  submissionData: Record<string, unknown>;
}): string {
  return textOf(submission.fullName) || textOf(submission.submissionData.fullName) || 'Anonymous';
}

/** The Email column: the submission's e-mail, else the one in its data, else a dash. */
export function submitterEmail(submission: {
  email?: string | null;
  submissionData: Record<string, unknown>;
}): string {
  const top = textOf(submission.email);
  return (top && top !== DASH ? top : '') || textOf(submission.submissionData.email) || DASH;
}

/**
 * The fields in the order the public form asks them (the database keeps JSON keys in its own
 * order); fields the forms do not know come last, alphabetically.
 */
export function orderedFields(data: Record<string, unknown>): [string, unknown][] {
  const realEstate = 'propertyType' in data || 'bedrooms' in data || 'preApproved' in data;
  const order = Object.keys(realEstate ? ZRealEstateIntake.shape : ZInsuranceIntake.shape);
  const rank = (key: string) => {
    const index = order.indexOf(key);
    return index === -1 ? order.length : index;
  };
  return Object.entries(data).sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b));
}
