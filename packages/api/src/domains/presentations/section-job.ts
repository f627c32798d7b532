// The 'section' job kind: one section of a saved presentation written again (the AI, or the
// built-in generator's other wording), streamed through the engine like a whole presentation, then
// stored as a new version with every other section left exactly as it was.
import {
  buildSectionPrompt,
  EDIT_MESSAGES,
  guidancePlan,
  sectionsForDetail,
  ZClientFormData,
  ZSalesStrategy,
  type TPrompt,
  type TPromptInput,
} from '@pitchcraft/core';
import {
  parseDocument,
  SECTION_IDS,
  type TDocumentSection,
  type TPresentationDocument,
} from '@pitchcraft/core/document';
import type { Database } from '@pitchcraft/db';

import { JobFailure, type Engine, type JobRun } from '../../engine';
import { AppError } from '../../errors';
import { createSectionBuilder, type SectionTarget } from '../../writing/document-builder';
import { readStoredInput } from '../../writing/stored-input';
import { runWritingJob, writerOf } from '../../writing/write-job';
import type { Writers } from '../../writing/writer';
import { loadProfileRow } from '../profile/service';
import { getOwnedPresentation } from './owned';
import { analysisFor, renderDocument } from './rerender';
import { commitVersion } from './versions';

const SECTION_COMPLETE_MESSAGE = 'Section complete!';

const CLIENT_DATA_UNREADABLE_MESSAGE =
  "This presentation's client details could not be read. Regenerate the whole presentation instead.";
const SUMMARY_INSTRUCTION_LENGTH = 80;

/** The version's summary: 'Regenerated What you need: "shorter"' (the instruction cut to 80 characters). */
export function regeneratedSummary(title: string, instruction: string): string {
  const said = instruction.replace(/\s+/g, ' ').trim();
  const cut =
    said.length > SUMMARY_INSTRUCTION_LENGTH
      ? `${said.slice(0, SUMMARY_INSTRUCTION_LENGTH - 1).trimEnd()}…`
      : said;
  return `Regenerated ${title}${cut ? `: "${cut}"` : ''}`;
}

const isGuideSection = (kind: string): kind is (typeof SECTION_IDS)[number] =>
  (SECTION_IDS as readonly string[]).includes(kind);

export function sectionOf(
  document: TPresentationDocument,
  sectionId: string,
): TDocumentSection & { kind: (typeof SECTION_IDS)[number] } {
  const section = document.sections.find((s) => s.id === sectionId);
  if (!section || !isGuideSection(section.kind))
    throw new AppError('BAD_REQUEST', EDIT_MESSAGES.noSuchSection, { field: 'sectionId' });
  return { ...section, kind: section.kind };
}

/** The facts the presentation was written from: its stored client and strategy, the account's advisor block. */
function promptInputOf(
  row: { clientData: Record<string, unknown>; salesStrategy: Record<string, unknown> },
  profile: { fullName: string; companyName: string; phoneNumber: string | null; email: string },
  document: TPresentationDocument,
): TPromptInput & { now: Date } {
  const parsed = ZClientFormData.safeParse(row.clientData);
  if (!parsed.success) throw new AppError('BAD_REQUEST', CLIENT_DATA_UNREADABLE_MESSAGE);
  const strategy = ZSalesStrategy.safeParse(row.salesStrategy);
  // The advisor block comes from the account, as for a whole presentation.
  const advisor = {
    name: profile.fullName,
    company: profile.companyName,
    phone: profile.phoneNumber ?? '',
    email: profile.email,
    // The rules the presentation was written under stay with it.
    jurisdiction: parsed.data.advisorInfo.jurisdiction,
  };
  return {
    client: { ...parsed.data, advisorInfo: advisor },
    advisor,
    strategy: strategy.success ? strategy.data : ZSalesStrategy.parse({}),
    analysis: analysisFor(row.clientData),
    // The presentation keeps the date it was prepared on, and the brand applied to it.
    now: new Date(document.preparedAt),
    brand: document.brand ?? null,
  };
}

const normalised = (html: string) => html.replace(/\s+/g, ' ').trim();
const sameWording = (
  a: Pick<TDocumentSection, 'title' | 'html'>,
  b: Pick<TDocumentSection, 'title' | 'html'>,
) => a.title.trim() === b.title.trim() && normalised(a.html) === normalised(b.html);

/**
 * The stored section with the new version's content: its mends (a sentence with a typed amount
 * removed) and its speaker note are the new version's, none when it has none.
 */
function rewrittenSection(old: TDocumentSection, written: TDocumentSection): TDocumentSection {
  const kept: TDocumentSection = { ...old };
  delete kept.repairs;
  delete kept.notes;
  return {
    ...kept,
    title: written.title,
    html: written.html,
    charts: written.charts,
    source: written.source,
    replaced: null,
    ...(written.repairs ? { repairs: written.repairs } : {}),
    ...(written.notes ? { notes: written.notes } : {}),
  };
}

/**
 * Puts the new section into the presentation as it is NOW (re-read: an edit made while the
 * section was being written is kept), replacing only that section's content, and commits it as
 * a new version. Every other section object is carried over untouched.
 */
async function storeSection(
  db: Database,
  job: { presentationId: string; userId: string; sectionId: string; instruction: string },
  written: TDocumentSection,
): Promise<{ document: TPresentationDocument; html: string }> {
  const row = await getOwnedPresentation(db, job.userId, job.presentationId);
  const current = parseDocument(row.document);
  if (!current) throw new AppError('BAD_REQUEST', EDIT_MESSAGES.noDocument);
  const old = sectionOf(current, job.sectionId);
  // A "rewrite" that reads the same is no rewrite: nothing is stored, and the advisor is told so.
  if (sameWording(old, written))
    throw new AppError('BAD_REQUEST', EDIT_MESSAGES.noOtherVersion, { reason: 'NO_OTHER_VERSION' });
  const document: TPresentationDocument = {
    ...current,
    sections: current.sections.map((s) =>
      s.id === job.sectionId ? rewrittenSection(s, written) : s,
    ),
  };
  const html = renderDocument(document, row.clientData);
  await commitVersion(db, {
    presentationId: job.presentationId,
    userId: job.userId,
    baseVersion: null,
    document,
    clientData: row.clientData,
    html,
    change: 'section-regenerated',
    // The built-in writer follows no free instruction: its version says what it did instead.
    summary:
      written.source === 'built-in'
        ? `${regeneratedSummary(old.title, '')} in another wording (built-in writer)`
        : regeneratedSummary(old.title, job.instruction),
  });
  return { document, html };
}

/**
 * What a section job needs to run, rebuilt from the database by whichever process runs it: the
 * prompt from the presentation as it is now, and where the written section goes.
 */
export async function sectionJobFor(
  db: Database,
  userId: string,
  job: { presentationId: string; sectionId: string; instruction: string },
): Promise<{
  prompt: TPrompt;
  promptInput: TPromptInput & { now: Date };
  target: SectionTarget;
  rewrite: { currentHtml: string; instruction: string };
}> {
  const row = await getOwnedPresentation(db, userId, job.presentationId);
  const document = parseDocument(row.document);
  if (!document) throw new AppError('BAD_REQUEST', EDIT_MESSAGES.noDocument);
  const section = sectionOf(document, job.sectionId);
  const profile = await loadProfileRow(db, userId);
  // The template's instruction the section was written under is followed again: the AI's prompt
  // words it as the whole request did, and the built-in writer notes it as it did.
  const promptInput = {
    ...promptInputOf(row, profile, document),
    plan: guidancePlan(section.kind, section.guidance),
  };
  const prompt = buildSectionPrompt(promptInput, {
    sectionId: section.kind,
    instruction: job.instruction,
    current: { title: section.title, html: section.html },
    others: document.sections
      .filter((s) => s.id !== section.id && !s.hidden)
      .map((s) => ({ id: s.id, title: s.title })),
    guidance: section.guidance ?? '',
  });
  const target: SectionTarget = {
    sectionId: section.kind,
    base: document,
    commit: (written) => storeSection(db, { ...job, userId }, written),
  };
  return {
    prompt,
    promptInput,
    target,
    rewrite: { currentHtml: section.html, instruction: job.instruction },
  };
}

/** What a section job is filed with (its row's target). */
export interface SectionJobTarget {
  kind: 'section';
  presentationId: string;
  sectionId: string;
  instruction: string;
}

async function runSectionJob(db: Database, writers: Writers, run: JobRun) {
  const { row } = run;
  const stored = readStoredInput(row.input);
  if (!stored || !row.target)
    throw new Error(`generation ${row.id} has a stored input this version cannot write from`);
  const writer = writerOf(writers, row.provider, stored.keySource, run.apiKey);
  const { prompt, promptInput, target, rewrite } = await sectionJobFor(db, row.userId, row.target);
  return runWritingJob(run, {
    writer,
    request: { prompt, promptInput, apiKey: run.apiKey, rewrite },
    builder: createSectionBuilder(target, writer.kind === 'offline' ? 'built-in' : 'ai'),
    sectionId: target.sectionId,
    sectionsInAll: Math.max(1, sectionsForDetail(promptInput.client.detailLevel).length),
    completeMessage: SECTION_COMPLETE_MESSAGE,
  });
}

/** Registers the kinds of job this domain files with the engine. */
export function registerPresentationJobs(engine: Engine, db: Database, writers: Writers): void {
  engine.registerJobKind('section', (run) =>
    runSectionJob(db, writers, run).catch((error: unknown) => {
      // The presentation could not take the section (deleted meanwhile, no other wording): the
      // job fails with that message, and the presentation keeps its old section.
      if (error instanceof AppError) throw new JobFailure(error.message, 'NOT_SAVED');
      throw error;
    }),
  );
}
