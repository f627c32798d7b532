// Presentation templates: made from a good presentation (its section set, the blocks placed in
// it and the wizard settings it was written with), refined with per-section instructions, chosen
// in the wizard. Owners and admins publish and change them; every member lists them.
import type { z } from 'zod';

import {
  LIBRARY_MESSAGES,
  MAX_LIBRARY_ITEMS,
  PRESENTATION_SECTIONS,
  ZGuideSectionId,
  ZTemplateSection,
  ZTemplateSettings,
  type TTemplateSection,
  type TTemplateSettings,
  type ZLibraryIdInput,
  type ZSaveTemplateInput,
  type ZUpdateTemplateInput,
} from '@pitchcraft/core';
import { parseDocument } from '@pitchcraft/core/document';
import {
  and,
  count,
  desc,
  eq,
  inArray,
  isNull,
  organizationBlocks,
  presentations,
  presentationTemplates,
  type Database,
  type Executor,
} from '@pitchcraft/db';

import { AppError } from '../../errors';
import { newId } from '../../ids';
import { recordAudit } from '../audit/record';
import { actingOwner, assertPermission } from '../organizations/access';
import type { LibraryCaller } from './blocks';

const active = (organizationId: string) =>
  and(
    eq(presentationTemplates.organizationId, organizationId),
    isNull(presentationTemplates.archivedAt),
  );

const GUIDE_TITLES = new Map<string, string>(PRESENTATION_SECTIONS.map((s) => [s.id, s.title]));

/** A stored section list, read defensively: entries that no longer parse are left out. */
export function templateSections(raw: unknown): TTemplateSection[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((entry) => {
    const parsed = ZTemplateSection.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

const settingsOf = (raw: unknown): TTemplateSettings => {
  const parsed = ZTemplateSettings.safeParse(raw);
  return parsed.success ? parsed.data : {};
};

type TemplateRow = typeof presentationTemplates.$inferSelect;
const view = (t: TemplateRow) => ({
  id: t.id,
  name: t.name,
  description: t.description,
  sections: templateSections(t.sections).map((s) => ({
    ...s,
    guideTitle: GUIDE_TITLES.get(s.type) ?? s.type,
  })),
  settings: settingsOf(t.settings),
  sourcePresentationId: t.sourcePresentationId,
  updatedAt: t.updatedAt.toISOString(),
});

export async function listTemplates(db: Executor, organizationId: string) {
  const rows = await db
    .select()
    .from(presentationTemplates)
    .where(active(organizationId))
    .orderBy(desc(presentationTemplates.updatedAt))
    .limit(MAX_LIBRARY_ITEMS);
  return rows.map(view);
}

/** The organisation's active template `id`; NOT_FOUND for another organisation's or an archived one. */
export async function activeTemplate(db: Executor, organizationId: string, id: string) {
  const [row] = await db
    .select()
    .from(presentationTemplates)
    .where(and(eq(presentationTemplates.id, id), active(organizationId)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', LIBRARY_MESSAGES.templateNotFound);
  return row;
}

/** The wizard settings a presentation was written with. */
function settingsFromPresentation(
  clientData: Record<string, unknown>,
  strategy: Record<string, unknown>,
): TTemplateSettings {
  const pick = (key: string) => clientData[key];
  return settingsOf({
    presentationStyle: pick('presentationStyle'),
    tonePriority: pick('tonePriority'),
    detailLevel: pick('detailLevel'),
    focusAreas: pick('focusAreas'),
    colorScheme: pick('colorScheme'),
    customColorHex: pick('customColorHex'),
    customInstructions: pick('customInstructions'),
    strategy,
  });
}

export async function createTemplate(
  db: Database,
  { actor, audit }: LibraryCaller,
  input: z.output<typeof ZSaveTemplateInput>,
) {
  assertPermission(actor, 'settings');
  const ownerId = await actingOwner(db, actor, 'presentation', input.presentationId, 'read');
  const [source] = await db
    .select()
    .from(presentations)
    .where(and(eq(presentations.id, input.presentationId), eq(presentations.userId, ownerId)))
    .limit(1);
  const document = parseDocument(source?.document);
  if (!source || !document)
    throw new AppError('BAD_REQUEST', LIBRARY_MESSAGES.noDocument, { field: 'presentationId' });
  const [row] = await db
    .select({ n: count() })
    .from(presentationTemplates)
    .where(active(actor.organizationId));
  if ((row?.n ?? 0) >= MAX_LIBRARY_ITEMS) throw new AppError('CONFLICT', LIBRARY_MESSAGES.tooMany);
  // The visible guide sections in their order, each with the template instruction it was written
  // under and the blocks placed after it.
  const sections: TTemplateSection[] = [];
  for (const s of document.sections) {
    if (s.hidden) continue;
    const type = ZGuideSectionId.safeParse(s.kind);
    if (type.success)
      sections.push({ type: type.data, instructions: s.guidance ?? '', blockIds: [] });
    else if (s.block && sections.length > 0) sections.at(-1)?.blockIds.push(s.block.id);
  }
  if (sections.length === 0)
    throw new AppError('BAD_REQUEST', LIBRARY_MESSAGES.noDocument, { field: 'presentationId' });
  const id = newId();
  await db.transaction(async (tx) => {
    await tx.insert(presentationTemplates).values({
      id,
      organizationId: actor.organizationId,
      name: input.name,
      description: input.description,
      sections: await withActiveBlocks(tx, actor.organizationId, sections),
      settings: settingsFromPresentation(source.clientData, source.salesStrategy),
      sourcePresentationId: source.id,
      createdBy: actor.userId,
    });
    await recordAudit(tx, audit, {
      action: 'template.created',
      targetKind: 'template',
      targetId: id,
      details: { name: input.name, sourcePresentationId: source.id },
    });
  });
  return { id };
}

/** The sections with only blocks that are the organisation's and active. */
async function withActiveBlocks(
  db: Executor,
  organizationId: string,
  sections: TTemplateSection[],
): Promise<TTemplateSection[]> {
  const wanted = [...new Set(sections.flatMap((s) => s.blockIds))];
  if (wanted.length === 0) return sections;
  const rows = await db
    .select({ id: organizationBlocks.id })
    .from(organizationBlocks)
    .where(
      and(
        inArray(organizationBlocks.id, wanted),
        eq(organizationBlocks.organizationId, organizationId),
        isNull(organizationBlocks.archivedAt),
      ),
    );
  const known = new Set(rows.map((r) => r.id));
  return sections.map((s) => ({ ...s, blockIds: s.blockIds.filter((b) => known.has(b)) }));
}

export async function updateTemplate(
  db: Database,
  { actor, audit }: LibraryCaller,
  input: z.output<typeof ZUpdateTemplateInput>,
) {
  assertPermission(actor, 'settings');
  await activeTemplate(db, actor.organizationId, input.id);
  const sections = await withActiveBlocks(db, actor.organizationId, input.sections);
  const asked = input.sections.reduce((n, s) => n + s.blockIds.length, 0);
  const kept = sections.reduce((n, s) => n + s.blockIds.length, 0);
  if (kept !== asked)
    throw new AppError('BAD_REQUEST', LIBRARY_MESSAGES.unknownBlock, { field: 'sections' });
  await db.transaction(async (tx) => {
    await tx
      .update(presentationTemplates)
      .set({ name: input.name, description: input.description, sections, updatedAt: new Date() })
      .where(and(eq(presentationTemplates.id, input.id), active(actor.organizationId)));
    await recordAudit(tx, audit, {
      action: 'template.updated',
      targetKind: 'template',
      targetId: input.id,
      details: { name: input.name, sections: sections.map((s) => s.type) },
    });
  });
  return { id: input.id };
}

export async function archiveTemplate(
  db: Database,
  { actor, audit }: LibraryCaller,
  input: z.output<typeof ZLibraryIdInput>,
) {
  assertPermission(actor, 'settings');
  const template = await activeTemplate(db, actor.organizationId, input.id);
  await db.transaction(async (tx) => {
    await tx
      .update(presentationTemplates)
      .set({ archivedAt: new Date() })
      .where(eq(presentationTemplates.id, template.id));
    await recordAudit(tx, audit, {
      action: 'template.archived',
      targetKind: 'template',
      targetId: template.id,
      details: { name: template.name },
    });
  });
  return { ok: true as const };
}
