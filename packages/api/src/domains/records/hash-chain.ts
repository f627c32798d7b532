// Every version of a presentation carries the SHA-256 of its page and a hash chained to the version
// before it, so a page changed, or a version removed, after the fact breaks every later link. The
// migration that added the hashes (drizzle/0021) computes exactly the same in SQL for the versions
// that existed before it: change one and the other with it.
import { createHash } from 'node:crypto';

import { and, desc, eq, lt, presentationVersions, type Executor } from '@pitchcraft/db';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** The SHA-256 (hex) of a version's page, as UTF-8. */
export function pageHash(html: string): string {
  return sha256(html);
}

export interface ChainLink {
  /** The previous version's chain hash; '' for a presentation's first version. */
  previous: string;
  presentationId: string;
  number: number;
  pageHash: string;
}

/**
 * sha256(previous | presentation id | number | page hash), hex. The id and number tie a link to its
 * place, so a version cannot be moved to another presentation or renumbered and still verify.
 */
export function chainHash({ previous, presentationId, number, pageHash: page }: ChainLink): string {
  return sha256(`${previous}|${presentationId}|${number}|${page}`);
}

/**
 * The hashes a new version stores: its page's, and its link to the version before it (the highest
 * number below its own). Called inside the transaction that inserts it, with the presentation row
 * locked, so two saves cannot chain to the same predecessor.
 */
export async function versionHashes(
  tx: Executor,
  input: { presentationId: string; number: number; html: string },
): Promise<{ pageHash: string; chainHash: string }> {
  const [before] = await tx
    .select({ chainHash: presentationVersions.chainHash })
    .from(presentationVersions)
    .where(
      and(
        eq(presentationVersions.presentationId, input.presentationId),
        lt(presentationVersions.number, input.number),
      ),
    )
    .orderBy(desc(presentationVersions.number))
    .limit(1);
  const page = pageHash(input.html);
  return {
    pageHash: page,
    chainHash: chainHash({
      previous: before?.chainHash ?? '',
      presentationId: input.presentationId,
      number: input.number,
      pageHash: page,
    }),
  };
}
