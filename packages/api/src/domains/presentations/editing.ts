// What the owner changes in a saved presentation — the sections' wording, visibility and order,
// the client's figures, the brand — each sanitised, re-rendered from the document and committed
// as a new version. A change that changes nothing commits nothing.
import type { z } from 'zod';

import {
  EDIT_MESSAGES,
  formatCurrency,
  type TPresentationFigures,
  type TVersionChange,
  type ZApplyBrandInput,
  type ZUpdateDocumentInput,
  type ZUpdateFiguresInput,
} from '@pitchcraft/core';
import {
  chartsIn,
  parseDocument,
  sanitiseFragment,
  sanitiseTitle,
  type TDocumentSection,
  type TPresentationDocument,
} from '@pitchcraft/core/document';
import type { Executor } from '@pitchcraft/db';

import type { Context } from '../../context';
import { AppError } from '../../errors';
import { loadDocumentBrand } from '../profile/brand';
import { assertLockedInPlace, lockedBlock } from './locked-blocks';
import { getOwnedPresentation } from './owned';
import { figuresOf, renderDocument, withFigures } from './rerender';
import { commitVersion } from './versions';

export interface EditResult {
  version: number;
  /** False when the change left the presentation as it was (no version was added). */
  changed: boolean;
}

type OwnedRow = Awaited<ReturnType<typeof getOwnedPresentation>>;

/** The owner's presentation with its document, at the version the change was made on. */
async function editable(
  db: Executor,
  userId: string,
  id: string,
  baseVersion: number,
): Promise<{ row: OwnedRow; document: TPresentationDocument }> {
  const row = await getOwnedPresentation(db, userId, id);
  const document = parseDocument(row.document);
  if (!document) throw new AppError('BAD_REQUEST', EDIT_MESSAGES.noDocument);
  if (row.version !== baseVersion)
    throw new AppError('CONFLICT', EDIT_MESSAGES.stale, { reason: 'VERSION_STALE' });
  return { row, document };
}

/** Renders `document` with `clientData` and commits it as the presentation's next version. */
async function commitChange(
  db: Executor,
  userId: string,
  row: OwnedRow,
  baseVersion: number,
  change: {
    document: TPresentationDocument;
    clientData: Record<string, unknown>;
    kind: TVersionChange;
    summary: string;
  },
): Promise<EditResult> {
  const { version } = await commitVersion(db, {
    presentationId: row.id,
    userId,
    baseVersion,
    document: change.document,
    clientData: change.clientData,
    html: renderDocument(change.document, change.clientData),
    change: change.kind,
    summary: change.summary,
  });
  return { version, changed: true };
}

const PLACEHOLDER = /\sdata-(figure|chart|block|icon)="([a-z0-9-]+)"/g;

/** The placeholders a fragment carries, as a sorted list ('chart:need-breakdown', …). */
export function placeholdersOf(html: string): string[] {
  return [...html.matchAll(PLACEHOLDER)].map((m) => `${m[1]}:${m[2]}`).sort();
}

const samePlaceholders = (a: string, b: string) =>
  placeholdersOf(a).join('|') === placeholdersOf(b).join('|');

function quoteList(titles: string[]): string {
  const quoted = titles.map((t) => `“${t}”`);
  return quoted.length <= 2
    ? quoted.join(' and ')
    : `${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1) ?? ''}`;
}

/** "Edited “What you need”; hid “Questions”; reordered sections". */
function editSummary(before: TDocumentSection[], after: TDocumentSection[]): string {
  const old = new Map(before.map((s) => [s.id, s]));
  const edited: string[] = [];
  const hid: string[] = [];
  const showed: string[] = [];
  for (const section of after) {
    const was = old.get(section.id);
    if (!was) continue;
    if (was.title !== section.title || was.html !== section.html) edited.push(section.title);
    if (!was.hidden && section.hidden) hid.push(section.title);
    if (was.hidden && !section.hidden) showed.push(section.title);
  }
  const reordered = before.map((s) => s.id).join() !== after.map((s) => s.id).join();
  const parts = [
    edited.length ? `Edited ${quoteList(edited)}` : '',
    hid.length ? `hid ${quoteList(hid)}` : '',
    showed.length ? `showed ${quoteList(showed)}` : '',
    reordered ? 'reordered sections' : '',
  ].filter(Boolean);
  const text = parts.join('; ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The sections as the editor has them: the same sections in any order, each title and fragment
 * sanitised, the placeholders exactly as they were (charts and figures come from the analysis).
 */
function editedSections(
  document: TPresentationDocument,
  edits: z.output<typeof ZUpdateDocumentInput>['sections'],
): TDocumentSection[] {
  const byId = new Map(document.sections.map((s) => [s.id, s]));
  const ids = new Set(edits.map((s) => s.id));
  if (
    edits.length !== document.sections.length ||
    ids.size !== edits.length ||
    edits.some((s) => !byId.has(s.id))
  ) {
    throw new AppError('BAD_REQUEST', EDIT_MESSAGES.sectionsChanged, { field: 'sections' });
  }
  if (edits.every((s) => s.hidden))
    throw new AppError('BAD_REQUEST', EDIT_MESSAGES.allHidden, { field: 'sections' });
  return edits.map((edit) => {
    const old = byId.get(edit.id);
    if (!old)
      throw new AppError('BAD_REQUEST', EDIT_MESSAGES.sectionsChanged, { field: 'sections' });
    // An approved block is placed as approved: it never changes (see locked-blocks.ts).
    if (old.block) return lockedBlock(old, edit);
    const title = sanitiseTitle(edit.title);
    if (!title)
      throw new AppError('BAD_REQUEST', 'Every section needs a title', { field: 'sections' });
    const html = edit.html === old.html ? old.html : sanitiseFragment(edit.html);
    if (!samePlaceholders(html, old.html))
      throw new AppError('BAD_REQUEST', EDIT_MESSAGES.placeholdersChanged, { field: 'sections' });
    if (title === old.title && html === old.html)
      return old.hidden === edit.hidden ? old : { ...old, hidden: edit.hidden };
    return {
      ...old,
      title,
      html,
      charts: chartsIn(html),
      hidden: edit.hidden,
      source: 'edited',
      replaced: null,
    };
  });
}

export async function updateDocument(
  { db }: Pick<Context, 'db'>,
  userId: string,
  input: z.output<typeof ZUpdateDocumentInput>,
): Promise<EditResult> {
  const { row, document } = await editable(db, userId, input.id, input.baseVersion);
  const sections = editedSections(document, input.sections);
  assertLockedInPlace(document.sections, sections);
  const summary = editSummary(document.sections, sections);
  if (!summary) return { version: row.version, changed: false };
  return commitChange(db, userId, row, input.baseVersion, {
    document: { ...document, sections },
    clientData: row.clientData,
    kind: 'edit',
    summary,
  });
}

type ScalarFigure = Exclude<keyof TPresentationFigures, 'needs'>;
type NeedsFigure = keyof NonNullable<TPresentationFigures['needs']>;

const FIGURE_LABELS: Readonly<Record<ScalarFigure, string>> = {
  age: 'age',
  annualIncome: 'income',
  dependents: 'dependents',
  budget: 'budget',
  maritalStatus: 'marital status',
  smoker: 'smoker status',
  healthStatus: 'health',
  gender: 'gender',
};

const NEEDS_LABELS: Readonly<Record<NeedsFigure, string>> = {
  mortgage: 'mortgage',
  otherDebts: 'other debts',
  existingCoverIndividual: 'own life cover',
  existingCoverGroup: 'group cover',
  savings: 'savings',
  childrenAges: "children's ages",
};

const AMOUNTS: ReadonlySet<string> = new Set([
  'annualIncome',
  'mortgage',
  'otherDebts',
  'existingCoverIndividual',
  'existingCoverGroup',
  'savings',
]);

function figureText(key: string, value: string | number | undefined): string {
  if (value === undefined || value === '') return 'not stated';
  if (AMOUNTS.has(key)) return formatCurrency(Number(value));
  if (key === 'budget') return `${formatCurrency(Number(value))}/month`;
  return String(value);
}

/** "Income $85,000 → $92,000; mortgage not stated → $320,000". */
function figuresSummary(before: TPresentationFigures | null, after: TPresentationFigures): string {
  const changes = (
    labels: Readonly<Record<string, string>>,
    was: Record<string, string | number | undefined>,
    now: Record<string, string | number | undefined>,
  ) =>
    Object.keys(labels)
      .filter((key) => String(was[key] ?? '') !== String(now[key] ?? ''))
      .map((key) => `${labels[key]} ${figureText(key, was[key])} → ${figureText(key, now[key])}`);
  const { needs: neededBefore, ...scalarsBefore } = before ?? {};
  const { needs: neededAfter, ...scalarsAfter } = after;
  const parts = [
    ...changes(FIGURE_LABELS, scalarsBefore, scalarsAfter),
    ...(neededAfter ? changes(NEEDS_LABELS, neededBefore ?? {}, neededAfter) : []),
  ];
  const text = parts.join('; ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** New client figures: the analysis, charts and figures are recomputed; no section's text changes. */
export async function updateFigures(
  { db }: Pick<Context, 'db'>,
  userId: string,
  input: z.output<typeof ZUpdateFiguresInput>,
): Promise<EditResult> {
  const { row, document } = await editable(db, userId, input.id, input.baseVersion);
  const clientData = withFigures(row.clientData, input.figures);
  const summary = figuresSummary(figuresOf(row.clientData), input.figures);
  if (!summary) return { version: row.version, changed: false };
  // The facts the page shows beside the figures follow them too; health only when the advisor chose to mention it.
  const mentionHealth = clientData.mentionHealth === true;
  const next: TPresentationDocument = {
    ...document,
    client: {
      ...document.client,
      maritalStatus: input.figures.maritalStatus,
      smoker: mentionHealth ? input.figures.smoker : '',
      healthStatus: mentionHealth ? input.figures.healthStatus : '',
    },
  };
  return commitChange(db, userId, row, input.baseVersion, {
    document: next,
    clientData,
    kind: 'figures-changed',
    summary,
  });
}

/** Re-renders the presentation with the advisor's brand kit as it is now (the advisor's choice). */
export async function applyBrand(
  { db }: Pick<Context, 'db'>,
  userId: string,
  input: z.output<typeof ZApplyBrandInput>,
): Promise<EditResult> {
  const { row, document } = await editable(db, userId, input.id, input.baseVersion);
  const brand = await loadDocumentBrand(db, userId);
  if (JSON.stringify(brand ?? null) === JSON.stringify(document.brand ?? null))
    return { version: row.version, changed: false };
  return commitChange(db, userId, row, input.baseVersion, {
    document: { ...document, brand },
    clientData: row.clientData,
    kind: 'brand-applied',
    summary: brand ? 'Applied your current brand' : 'Removed the brand (your brand kit is empty)',
  });
}
