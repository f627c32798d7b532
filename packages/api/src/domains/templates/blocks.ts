// Approved text blocks: the organisation's disclaimers, about-the-firm and licensing statements.
// Owners and admins write them; every member (and every generation) reads the active ones. The
// words are stored as escaped HTML paragraphs, so what is placed is exactly what was approved.
import { createHash } from 'node:crypto';

import type { z } from 'zod';

import {
  blockHtml,
  blockText,
  LIBRARY_MESSAGES,
  MAX_LIBRARY_ITEMS,
  type TActor,
  type ZBlockInput,
  type ZLibraryIdInput,
  type ZUpdateBlockInput,
} from '@pitchcraft/core';
import {
  and,
  asc,
  count,
  eq,
  isNull,
  organizationBlocks,
  type Database,
  type Executor,
} from '@pitchcraft/db';

import { AppError } from '../../errors';
import { newId } from '../../ids';
import { recordAudit, type AuditActor } from '../audit/record';
import { assertPermission } from '../organizations/access';

/** The caller of a change to the library: an owner or admin ('settings'). */
export interface LibraryCaller {
  actor: TActor;
  audit: AuditActor;
}

/** The SHA-256 of a block's words as placed: a placed block whose html no longer matches is refused. */
export const blockHash = (html: string): string => createHash('sha256').update(html).digest('hex');

const active = (organizationId: string) =>
  and(eq(organizationBlocks.organizationId, organizationId), isNull(organizationBlocks.archivedAt));

/** The organisation's active blocks, oldest first (the order the prompt offers them in). */
export function activeBlocks(db: Executor, organizationId: string) {
  return db
    .select()
    .from(organizationBlocks)
    .where(active(organizationId))
    .orderBy(asc(organizationBlocks.createdAt), asc(organizationBlocks.id))
    .limit(MAX_LIBRARY_ITEMS);
}

export async function listBlocks(db: Executor, organizationId: string) {
  const rows = await activeBlocks(db, organizationId);
  return rows.map((b) => ({
    id: b.id,
    kind: b.kind,
    title: b.title,
    html: b.body,
    text: blockText(b.body),
    updatedAt: b.updatedAt.toISOString(),
  }));
}

export async function createBlock(
  db: Database,
  { actor, audit }: LibraryCaller,
  input: z.output<typeof ZBlockInput>,
) {
  assertPermission(actor, 'settings');
  const [row] = await db
    .select({ n: count() })
    .from(organizationBlocks)
    .where(active(actor.organizationId));
  if ((row?.n ?? 0) >= MAX_LIBRARY_ITEMS) throw new AppError('CONFLICT', LIBRARY_MESSAGES.tooMany);
  const id = newId();
  await db.transaction(async (tx) => {
    await tx.insert(organizationBlocks).values({
      id,
      organizationId: actor.organizationId,
      kind: input.kind,
      title: input.title,
      body: blockHtml(input.text),
      createdBy: actor.userId,
    });
    await recordAudit(tx, audit, {
      action: 'block.created',
      targetKind: 'block',
      targetId: id,
      details: { title: input.title, kind: input.kind },
    });
  });
  return { id };
}

/**
 * A block changed: presentations that placed it keep the words they were approved with (their
 * copy and its hash); new generations place the new words.
 */
export async function updateBlock(
  db: Database,
  { actor, audit }: LibraryCaller,
  input: z.output<typeof ZUpdateBlockInput>,
) {
  assertPermission(actor, 'settings');
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(organizationBlocks)
      .set({
        kind: input.kind,
        title: input.title,
        body: blockHtml(input.text),
        updatedAt: new Date(),
      })
      .where(and(eq(organizationBlocks.id, input.id), active(actor.organizationId)))
      .returning({ id: organizationBlocks.id });
    if (!row) throw new AppError('NOT_FOUND', LIBRARY_MESSAGES.blockNotFound);
    await recordAudit(tx, audit, {
      action: 'block.updated',
      targetKind: 'block',
      targetId: input.id,
      details: { title: input.title, kind: input.kind },
    });
  });
  return { id: input.id };
}

export async function archiveBlock(
  db: Database,
  { actor, audit }: LibraryCaller,
  input: z.output<typeof ZLibraryIdInput>,
) {
  assertPermission(actor, 'settings');
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(organizationBlocks)
      .set({ archivedAt: new Date() })
      .where(and(eq(organizationBlocks.id, input.id), active(actor.organizationId)))
      .returning({ id: organizationBlocks.id, title: organizationBlocks.title });
    if (!row) throw new AppError('NOT_FOUND', LIBRARY_MESSAGES.blockNotFound);
    await recordAudit(tx, audit, {
      action: 'block.archived',
      targetKind: 'block',
      targetId: row.id,
      details: { title: row.title },
    });
  });
  return { ok: true as const };
}
