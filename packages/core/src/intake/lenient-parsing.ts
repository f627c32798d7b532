// The lenient reading the public forms' values get (accounts spec §5): numbers as people type
// them, and goals however they arrive.
import { cleanSingleLine } from '../form-text';
import {
  INTAKE_GOAL_KEYS,
  INTAKE_GOAL_LABELS,
  INTAKE_OTHER_GOALS_MAX,
  type TIntakeGoalKey,
} from './options';

export interface TIntakeGoals {
  protectFamily: boolean;
  buildSavings: boolean;
  planEstate: boolean;
  other: boolean;
  otherText: string;
}

const noGoals = (): TIntakeGoals => ({
  protectFamily: false,
  buildSavings: false,
  planEstate: false,
  other: false,
  otherText: '',
});

/**
 * A whole number from whatever a form sent ('42', 42, '$75,000', '30.9'), or 0 when it is blank,
 * not a number, negative or beyond safe integers (spec §5: integers, 0 when invalid).
 */
export function parseIntegerOr0(value: unknown): number {
  let n: number;
  if (typeof value === 'number') n = value;
  else if (typeof value === 'string') {
    const cleaned = value
      .trim()
      .replace(/^\$/, '')
      .replace(/[,\s_]/g, '');
    if (!/^-?\d+(\.\d+)?$/.test(cleaned)) return 0;
    n = Number(cleaned);
  } else return 0;
  if (!Number.isFinite(n)) return 0;
  const whole = Math.trunc(n);
  return whole < 0 || !Number.isSafeInteger(whole) ? 0 : whole;
}

function goalKeyForLabel(label: string): TIntakeGoalKey | 'other' | null {
  const wanted = label.trim().toLowerCase();
  for (const key of INTAKE_GOAL_KEYS) {
    if (wanted === key.toLowerCase() || wanted === INTAKE_GOAL_LABELS[key].toLowerCase())
      return key;
  }
  return wanted === 'other' ? 'other' : null;
}

const truthy = (v: unknown) => v === true || v === 'true';

function goalsFromList(items: readonly unknown[]): TIntakeGoals {
  const goals = noGoals();
  const custom: string[] = [];
  for (const item of items.slice(0, 20)) {
    if (typeof item !== 'string') continue;
    const text = cleanSingleLine(item);
    if (!text) continue;
    const key = goalKeyForLabel(text);
    if (key === 'other') goals.other = true;
    else if (key) goals[key] = true;
    else custom.push(text);
  }
  if (custom.length) {
    goals.other = true;
    goals.otherText = custom.join(', ').slice(0, INTAKE_OTHER_GOALS_MAX);
  }
  return goals;
}

function goalsFromObject(value: Record<string, unknown>): TIntakeGoals {
  return {
    protectFamily: truthy(value.protectFamily),
    buildSavings: truthy(value.buildSavings),
    planEstate: truthy(value.planEstate),
    other: truthy(value.other),
    otherText:
      typeof value.otherText === 'string'
        ? cleanSingleLine(value.otherText).slice(0, INTAKE_OTHER_GOALS_MAX)
        : '',
  };
}

/**
 * Goals as the checkboxes' object, whichever way they arrived (spec §5): an object, a list of
 * labels, a JSON string of either, or a comma-separated string. Unknown labels become 'other'.
 */
export function normaliseGoals(value: unknown): TIntakeGoals {
  if (typeof value === 'string') {
    const text = value.trim();
    if (!text) return noGoals();
    if (text.startsWith('{') || text.startsWith('[')) {
      try {
        const parsed: unknown = JSON.parse(text);
        if (typeof parsed !== 'string') return normaliseGoals(parsed);
      } catch {
        // Not JSON after all: read it as a comma-separated list below.
      }
    }
    return goalsFromList(text.split(','));
  }
  if (Array.isArray(value)) return goalsFromList(value);
  if (value && typeof value === 'object') return goalsFromObject(value as Record<string, unknown>);
  return noGoals();
}

/** The goal labels a saved client stores: the checked labels plus the custom text. */
export function goalLabels(goals: TIntakeGoals): string[] {
  const labels: string[] = INTAKE_GOAL_KEYS.filter((key) => goals[key]).map(
    (key) => INTAKE_GOAL_LABELS[key],
  );
  if (goals.other && goals.otherText) labels.push(goals.otherText);
  return labels;
}
