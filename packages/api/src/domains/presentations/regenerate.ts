// Regenerates one section of a saved presentation: a generation job that writes only that section
// (the AI, or the built-in generator's version), streamed through the same machinery as a whole
// presentation, then stored as a new version with every other section left exactly as it was.
import type { z } from 'zod';

import {
  buildSectionPrompt,
  EDIT_MESSAGES,
  ZClientFormData,
  ZSalesStrategy,
  type TPrompt,
  type TPromptInput,
  type ZRegenerateSectionInput,
} from '@pitchcraft/core';
import {
  parseDocument,
  SECTION_IDS,
  type TDocumentSection,
  type TPresentationDocument,
} from '@pitchcraft/core/document';
import { generations, type Database } from '@pitchcraft/db';

import type { Context } from '../../context';
import { AppError } from '../../errors';
import { newId } from '../../ids';
import type { SectionTarget } from '../generation/document-builder';
import { enqueueOrFail } from '../generation/service';
import { loadProfileRow } from '../profile/service';
import { analysisFor, renderDocument } from './rerender';
import { getOwnedPresentation } from './service';
import { commitVersion } from './versions';

type Deps = Pick<Context, 'db' | 'services' | 'log'>;

export const REGENERATE_LIMIT_MESSAGE =
  'You have regenerated many sections in the last hour. Please wait a little before the next one.';
export const CLIENT_DATA_UNREADABLE_MESSAGE =
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

function sectionOf(
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
      s.id === job.sectionId
        ? {
            ...s,
            title: written.title,
            html: written.html,
            charts: written.charts,
            source: written.source,
            replaced: null,
          }
        : s,
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
  const promptInput = promptInputOf(row, profile, document);
  const prompt = buildSectionPrompt(promptInput, {
    sectionId: section.kind,
    instruction: job.instruction,
    current: { title: section.title, html: section.html },
    others: document.sections
      .filter((s) => s.id !== section.id && !s.hidden)
      .map((s) => ({ id: s.id, title: s.title })),
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

/** Starts the job; the browser follows it through generation.events with the returned id. */
export async function regenerateSection(
  ctx: Deps,
  userId: string,
  input: z.output<typeof ZRegenerateSectionInput>,
) {
  const row = await getOwnedPresentation(ctx.db, userId, input.id);
  const document = parseDocument(row.document);
  if (!document) throw new AppError('BAD_REQUEST', EDIT_MESSAGES.noDocument);
  const section = sectionOf(document, input.sectionId);
  await ctx.services.rateLimiter.consume(
    { key: `generation:section:user:${userId}`, limit: 60, windowMs: 60 * 60 * 1000 },
    REGENERATE_LIMIT_MESSAGE,
  );
  const { generation } = ctx.services;
  const useVendor =
    input.mode === 'auto' && (input.apiKey !== undefined || generation.serverKeyAvailable);
  const writer = useVendor ? generation.anthropic : generation.offline;
  const id = newId();
  const target = {
    kind: 'section' as const,
    presentationId: row.id,
    sectionId: section.id,
    instruction: input.instruction,
  };
  // Built once here so a presentation that cannot be written again is refused before any job exists.
  const { promptInput } = await sectionJobFor(ctx.db, userId, target);
  await ctx.db.insert(generations).values({
    id,
    userId,
    provider: writer.kind,
    input: {
      client: promptInput.client,
      strategy: promptInput.strategy,
      analysis: promptInput.analysis,
      presentationId: row.id,
      keySource: useVendor && input.apiKey !== undefined ? 'advisor' : 'server',
    },
    target,
  });
  await enqueueOrFail(ctx, id, useVendor ? input.apiKey : undefined);
  ctx.log.info(
    { generationId: id, presentationId: row.id, sectionId: section.id, provider: writer.kind },
    'section regeneration started',
  );
  return { id, provider: writer.kind };
}
