// Every saved state of a presentation is an immutable version: what was shown to a client stays on
// record. The presentation row holds the latest; each change commits the next number in one
// transaction with the row locked, so two saves can never take the same number.
import type { z } from 'zod';

import {
  EDIT_MESSAGES,
  PRESENTATION_NOT_FOUND_MESSAGE,
  type TVersionChange,
  type ZVersionRefInput,
  type ZVersionsInput,
} from '@pitchcraft/core';
import {
  and,
  desc,
  eq,
  presentations,
  presentationVersions,
  userProfiles,
  type Executor,
} from '@pitchcraft/db';

import type { Context } from '../../context';
import { AppError } from '../../errors';
import { newId } from '../../ids';
import { versionHashes } from '../records/hash-chain';

/** The state a version records. */
export interface VersionState {
  document: Record<string, unknown> | null;
  clientData: Record<string, unknown>;
  html: string;
}

export interface CommitVersionInput extends VersionState {
  presentationId: string;
  userId: string;
  /** The version the change was made on: a save over a newer one is refused (null: apply on top). */
  baseVersion: number | null;
  change: TVersionChange;
  summary: string;
}

export const LEGACY_VERSION_SUMMARY = 'Saved before versions were kept';
const MAX_LISTED_VERSIONS = 1000;

const notFound = () => new AppError('NOT_FOUND', PRESENTATION_NOT_FOUND_MESSAGE);

/** The first version of a newly saved presentation (inside the transaction that saves it). */
export async function recordFirstVersion(
  tx: Executor,
  input: { presentationId: string; userId: string; number: number; summary: string } & VersionState,
): Promise<void> {
  await tx.insert(presentationVersions).values({
    id: newId(),
    presentationId: input.presentationId,
    number: input.number,
    change: 'generated',
    summary: input.summary,
    authorId: input.userId,
    document: input.document,
    clientData: input.clientData,
    htmlContent: input.html,
    ...(await versionHashes(tx, input)),
  });
}

/**
 * Makes `state` the presentation's current version: the row is locked, checked against
 * `baseVersion`, given the next number, and the version is inserted beside it. A presentation
 * saved before versions were kept first gets its current state on record as its version 1.
 */
export async function commitVersion(
  db: Executor,
  input: CommitVersionInput,
): Promise<{ version: number }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        version: presentations.version,
        document: presentations.document,
        clientData: presentations.clientData,
        htmlContent: presentations.htmlContent,
        updatedAt: presentations.updatedAt,
      })
      .from(presentations)
      .where(
        and(eq(presentations.id, input.presentationId), eq(presentations.userId, input.userId)),
      )
      .for('update');
    if (!row) throw notFound();
    if (input.baseVersion !== null && row.version !== input.baseVersion) {
      throw new AppError('CONFLICT', EDIT_MESSAGES.stale, { reason: 'VERSION_STALE' });
    }
    if (row.version === 1) {
      const [existing] = await tx
        .select({ number: presentationVersions.number })
        .from(presentationVersions)
        .where(eq(presentationVersions.presentationId, input.presentationId))
        .limit(1);
      if (!existing) {
        await tx.insert(presentationVersions).values({
          id: newId(),
          presentationId: input.presentationId,
          number: 1,
          change: 'generated',
          summary: LEGACY_VERSION_SUMMARY,
          authorId: input.userId,
          document: row.document ?? null,
          clientData: row.clientData,
          htmlContent: row.htmlContent,
          ...(await versionHashes(tx, {
            presentationId: input.presentationId,
            number: 1,
            html: row.htmlContent,
          })),
          createdAt: row.updatedAt,
        });
      }
    }
    const version = row.version + 1;
    await tx
      .update(presentations)
      .set({
        version,
        document: input.document,
        clientData: input.clientData,
        htmlContent: input.html,
        updatedAt: new Date(),
      })
      .where(eq(presentations.id, input.presentationId));
    await tx.insert(presentationVersions).values({
      id: newId(),
      presentationId: input.presentationId,
      number: version,
      change: input.change,
      summary: input.summary,
      authorId: input.userId,
      document: input.document,
      clientData: input.clientData,
      htmlContent: input.html,
      ...(await versionHashes(tx, {
        presentationId: input.presentationId,
        number: version,
        html: input.html,
      })),
    });
    return { version };
  });
}

/** The owner's presentation's current version number (NOT_FOUND for anyone else). */
async function currentVersion(db: Executor, userId: string, id: string): Promise<number> {
  const [row] = await db
    .select({ version: presentations.version })
    .from(presentations)
    .where(and(eq(presentations.id, id), eq(presentations.userId, userId)))
    .limit(1);
  if (!row) throw notFound();
  return row.version;
}

/** Newest first, without the pages: number, what changed, who and when. */
export async function listVersions(
  { db }: Pick<Context, 'db'>,
  userId: string,
  { id }: z.output<typeof ZVersionsInput>,
) {
  const current = await currentVersion(db, userId, id);
  const rows = await db
    .select({
      number: presentationVersions.number,
      change: presentationVersions.change,
      summary: presentationVersions.summary,
      createdAt: presentationVersions.createdAt,
      author: userProfiles.fullName,
    })
    .from(presentationVersions)
    .leftJoin(userProfiles, eq(userProfiles.userId, presentationVersions.authorId))
    .where(eq(presentationVersions.presentationId, id))
    .orderBy(desc(presentationVersions.number))
    .limit(MAX_LISTED_VERSIONS);
  return {
    current,
    items: rows.map((row) => ({
      number: row.number,
      change: row.change,
      summary: row.summary,
      author: row.author ?? null,
      createdAt: row.createdAt.toISOString(),
      current: row.number === current,
    })),
  };
}

/** One version's recorded state, the owner's only; null when there is no such version. */
export async function readVersion(db: Executor, userId: string, id: string, number: number) {
  const [row] = await db
    .select({
      number: presentationVersions.number,
      document: presentationVersions.document,
      clientData: presentationVersions.clientData,
      htmlContent: presentationVersions.htmlContent,
      clientName: presentations.clientName,
    })
    .from(presentationVersions)
    .innerJoin(presentations, eq(presentations.id, presentationVersions.presentationId))
    .where(
      and(
        eq(presentationVersions.presentationId, id),
        eq(presentationVersions.number, number),
        eq(presentations.userId, userId),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Makes an earlier version current again, as a new version: nothing in the history is lost. */
export async function restoreVersion(
  { db }: Pick<Context, 'db'>,
  userId: string,
  { id, number }: z.output<typeof ZVersionRefInput>,
): Promise<{ version: number }> {
  const current = await currentVersion(db, userId, id);
  const version = await readVersion(db, userId, id, number);
  if (!version) throw new AppError('NOT_FOUND', EDIT_MESSAGES.noSuchVersion);
  if (version.number === current) throw new AppError('BAD_REQUEST', EDIT_MESSAGES.alreadyCurrent);
  return commitVersion(db, {
    presentationId: id,
    userId,
    baseVersion: null,
    document: version.document ?? null,
    clientData: version.clientData,
    html: version.htmlContent,
    change: 'restored',
    summary: `Restored version ${number}`,
  });
}
