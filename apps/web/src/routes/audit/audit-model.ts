// The Audit log page's words and filters: what the form holds (local calendar days), what the API
// and the CSV download are asked for (instants), and how a row reads to a person.
import type { RouterOutputs } from '@pitchcraft/api';
import {
  AUDIT_ACTION_NAMES,
  AUDIT_AREAS,
  auditActionLabel,
  auditAreaLabel,
  auditAreaOf,
  type TAuditFilter,
} from '@pitchcraft/core';

export type AuditRow = RouterOutputs['audit']['list']['items'][number];
export type AuditPerson = RouterOutputs['audit']['actors'][number];

/** The form: '' means "any"; days are the browser's local calendar days (yyyy-mm-dd). */
export interface AuditFormState {
  action: string;
  actorUserId: string;
  fromDay: string;
  toDay: string;
}

export const EMPTY_FILTERS: AuditFormState = {
  action: '',
  actorUserId: '',
  fromDay: '',
  toDay: '',
};

/** The start of a local calendar day as an instant; `plusDays` moves to a later day. */
function startOfDay(day: string, plusDays = 0): string | undefined {
  const [year, month, date] = day.split('-').map(Number);
  if (!year || !month || !date) return undefined;
  return new Date(year, month - 1, date + plusDays).toISOString();
}

/** What the API is asked for: the "To" day is included, so the range ends as the next day starts. */
export function filterOf(form: AuditFormState): TAuditFilter {
  const filter: TAuditFilter = {};
  if (form.action) filter.action = form.action;
  if (form.actorUserId) filter.actorUserId = form.actorUserId;
  const from = form.fromDay ? startOfDay(form.fromDay) : undefined;
  const to = form.toDay ? startOfDay(form.toDay, 1) : undefined;
  if (from) filter.from = from;
  if (to) filter.to = to;
  return filter;
}

/** The form's own complaint, before asking the server: a range that ends before it starts. */
export function rangeError(form: AuditFormState): string | undefined {
  if (form.fromDay && form.toDay && form.fromDay > form.toDay)
    return 'The start date must be before the end date';
  return undefined;
}

export const isFiltered = (form: AuditFormState) =>
  Boolean(form.action || form.actorUserId || form.fromDay || form.toDay);

/** The CSV download's address, with the same filters as the list. */
export function exportUrl(filter: TAuditFilter): string {
  const query = new URLSearchParams(
    Object.entries(filter).filter((entry): entry is [string, string] => Boolean(entry[1])),
  ).toString();
  return `/exports/audit.csv${query ? `?${query}` : ''}`;
}

/** The action select: each area, as a whole and action by action. */
export const ACTION_GROUPS = AUDIT_AREAS.map((area) => ({
  area,
  label: auditAreaLabel(area),
  actions: AUDIT_ACTION_NAMES.filter((name) => auditAreaOf(name) === area).map((name) => ({
    name,
    label: auditActionLabel(name),
  })),
}));

export function personLabel(person: AuditPerson): string {
  const who = person.name ? `${person.name} (${person.email})` : person.email;
  return `${who} · ${person.roleLabel}`;
}

export function actorLabel(row: AuditRow): string {
  return row.actor.name ?? row.actor.email ?? 'Pitchcraft';
}

const TARGET_NAMES: readonly string[] = ['title', 'name', 'email', 'clientName'];
const TARGET_KINDS: Readonly<Record<string, string>> = {
  presentation: 'Presentation',
  client: 'Client',
  member: 'Member',
  invitation: 'Invitation',
  organization: 'Organisation',
  review: 'Review',
  user: 'Account',
};

/** What the action was done to, by name where the record kept one. */
export function targetLabel(row: AuditRow): string | null {
  for (const key of TARGET_NAMES) {
    const value = row.details[key];
    if (typeof value === 'string' && value) return value;
  }
  if (!row.targetKind) return null;
  const kind = TARGET_KINDS[row.targetKind] ?? row.targetKind;
  return row.targetId ? `${kind} ${row.targetId.slice(0, 8)}` : kind;
}

const DETAIL_HIDDEN = new Set([...TARGET_NAMES, 'ownerUserId']);

const humanKey = (key: string) => {
  const words = key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase();
};

const humanValue = (value: unknown): string => {
  if (typeof value === 'string') return value.replace(/_/g, ' ');
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const entries = Object.entries(value);
    if (entries.length === 0) return 'none';
    return entries.map(([k, v]) => `${humanKey(k).toLowerCase()} ${humanValue(v)}`).join(', ');
  }
  return JSON.stringify(value);
};

/** The rest of what was recorded, as short "Key: value" lines (the full JSON is in the CSV). */
export function detailLines(row: AuditRow): string[] {
  return Object.entries(row.details)
    .filter(([key, value]) => !DETAIL_HIDDEN.has(key) && value !== null && value !== '')
    .slice(0, 4)
    .map(([key, value]) => {
      const text = `${humanKey(key)}: ${humanValue(value)}`;
      return text.length > 90 ? `${text.slice(0, 89)}…` : text;
    });
}

// Checked in order: Edge and Chrome say "Safari" too, and iPhones say "Mac OS X".
const BROWSERS: readonly [string, string][] = [
  ['Edg/', 'Edge'],
  ['Firefox/', 'Firefox'],
  ['Chrome/', 'Chrome'],
  ['Safari/', 'Safari'],
];
const SYSTEMS: readonly [string, string][] = [
  ['iPhone', 'iOS'],
  ['iPad', 'iOS'],
  ['Android', 'Android'],
  ['Mac OS X', 'macOS'],
  ['Windows', 'Windows'],
  ['Linux', 'Linux'],
];

/** "Chrome on macOS" from a user agent; the raw text, shortened, when it is not a browser we know. */
export function browserOf(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const browser = BROWSERS.find(([mark]) => userAgent.includes(mark))?.[1];
  const system = SYSTEMS.find(([mark]) => userAgent.includes(mark))?.[1];
  if (browser) return system ? `${browser} on ${system}` : browser;
  return userAgent.length > 40 ? `${userAgent.slice(0, 39)}…` : userAgent;
}
