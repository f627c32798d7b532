// The chain over a presentation's versions: every save stores its page's hash and its link to the
// version before, and the verifier names the first link a changed or removed version breaks.
import { createHash } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { and, asc, eq, presentationVersions, sql } from '@pitchcraft/db';

import { createHarness, type Harness, type TestBrowser } from '../../testing';
import { chainHash, pageHash } from './hash-chain';
import { describeCheck, firstBreak, verifyChain } from './verify-chain';

let h: Harness;
let owner: TestBrowser;
beforeAll(async () => {
  h = await createHarness({ rateLimits: false });
  owner = await h.subscribedBrowser();
}, 60_000);
afterAll(async () => {
  await h.close();
});

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** A saved presentation with `edits` figure changes after it: 1 + edits versions. */
async function presentationWithVersions(edits: number): Promise<string> {
  const { id: generationId } = await owner.caller.generation.start({
    client: {
      clientName: 'Maria Rivera',
      age: '40',
      gender: 'Female',
      annualIncome: '90000',
      maritalStatus: 'Married',
      dependents: '2',
      budget: '200',
    },
    strategy: {},
    mode: 'offline',
  });
  for await (const [, event] of (await owner.caller.generation.events({
    id: generationId,
  })) as AsyncIterable<[string, { type: string }]>) {
    if (event.type === 'done' || event.type === 'error') break;
  }
  const { id } = await owner.caller.presentations.save({ generationId });
  for (let edit = 1; edit <= edits; edit += 1) {
    const { figures } = await owner.caller.presentations.get({ id });
    await owner.caller.presentations.updateFigures({
      id,
      baseVersion: edit,
      figures: { ...figures!, annualIncome: 90000 + edit * 10000 },
    });
  }
  return id;
}

const versionsOf = (id: string) =>
  h.db
    .select()
    .from(presentationVersions)
    .where(eq(presentationVersions.presentationId, id))
    .orderBy(asc(presentationVersions.number));

/** Changes a stored version behind the trigger's back, as someone with the database's keys could. */
async function tamper(id: string, number: number, change: 'page' | 'chain') {
  await h.db.execute(
    sql`alter table presentation_versions disable trigger presentation_versions_immutable`,
  );
  try {
    await h.db
      .update(presentationVersions)
      .set(
        change === 'page'
          ? { htmlContent: '<p>A better offer</p>' }
          : { chainHash: '0'.repeat(64) },
      )
      .where(
        and(eq(presentationVersions.presentationId, id), eq(presentationVersions.number, number)),
      );
  } finally {
    await h.db.execute(
      sql`alter table presentation_versions enable trigger presentation_versions_immutable`,
    );
  }
}

describe('the hash chain', () => {
  it('is stored with every version, each link following from the one before', async () => {
    const id = await presentationWithVersions(2);
    const rows = await versionsOf(id);
    expect(rows.map((r) => r.number)).toEqual([1, 2, 3]);
    let previous = '';
    for (const row of rows) {
      expect(row.pageHash).toBe(sha256(row.htmlContent));
      previous = sha256(`${previous}|${id}|${row.number}|${row.pageHash}`);
      expect(row.chainHash).toBe(previous);
    }
    expect(await verifyChain(h.db, id)).toEqual([{ presentationId: id, versions: 3, ok: true }]);
  });

  it('chains a page saved before versions were kept from its first edit on', async () => {
    const id = await presentationWithVersions(0);
    await h.db.delete(presentationVersions).where(eq(presentationVersions.presentationId, id));
    expect(await verifyChain(h.db, id)).toEqual([{ presentationId: id, versions: 0, ok: true }]);
    const { figures } = await owner.caller.presentations.get({ id });
    await owner.caller.presentations.updateFigures({
      id,
      baseVersion: 1,
      figures: { ...figures!, dependents: 3 },
    });
    expect(await verifyChain(h.db, id)).toEqual([{ presentationId: id, versions: 2, ok: true }]);
  });

  it('names a version whose page was changed', async () => {
    const id = await presentationWithVersions(2);
    await tamper(id, 2, 'page');
    const [check] = await verifyChain(h.db, id);
    expect(check).toEqual({
      presentationId: id,
      versions: 3,
      ok: false,
      number: 2,
      reason: 'page changed',
    });
    expect(describeCheck(check!)).toBe('Chain broken at version 2: page changed');
  });

  it('names a version whose link was rewritten', async () => {
    const id = await presentationWithVersions(2);
    await tamper(id, 3, 'chain');
    expect(await verifyChain(h.db, id)).toEqual([
      expect.objectContaining({ ok: false, number: 3, reason: 'chain broken' }),
    ]);
  });

  it('names a version removed from the middle, and one removed from the end', async () => {
    const middle = await presentationWithVersions(2);
    const end = await presentationWithVersions(2);
    for (const [id, number] of [
      [middle, 2],
      [end, 3],
    ] as const)
      await h.db
        .delete(presentationVersions)
        .where(
          and(eq(presentationVersions.presentationId, id), eq(presentationVersions.number, number)),
        );
    const checks = await verifyChain(h.db);
    expect(checks.find((c) => c.presentationId === middle)).toMatchObject({
      ok: false,
      number: 2,
      reason: 'version missing',
    });
    expect(checks.find((c) => c.presentationId === end)).toMatchObject({
      ok: false,
      number: 3,
      reason: 'version missing',
    });
  });
});

describe('a link', () => {
  it('depends on the page, its place and everything before it', () => {
    const link = { previous: '', presentationId: 'p1', number: 1, pageHash: pageHash('<p>a</p>') };
    const base = chainHash(link);
    expect(chainHash({ ...link, pageHash: pageHash('<p>b</p>') })).not.toBe(base);
    expect(chainHash({ ...link, number: 2 })).not.toBe(base);
    expect(chainHash({ ...link, presentationId: 'p2' })).not.toBe(base);
    expect(chainHash({ ...link, previous: base })).not.toBe(base);
    expect(pageHash('Zoë')).toBe(sha256('Zoë'));
  });

  it('reads versions out of order as missing, not as broken pages', () => {
    const v1 = { number: 1, htmlContent: 'a', pageHash: pageHash('a') };
    const one = {
      ...v1,
      chainHash: chainHash({ previous: '', presentationId: 'p', number: 1, pageHash: v1.pageHash }),
    };
    expect(firstBreak('p', [one], 1)).toBeNull();
    expect(firstBreak('p', [one], 2)).toEqual({ number: 2, reason: 'version missing' });
    expect(firstBreak('p', [], 1)).toBeNull();
    expect(firstBreak('p', [], 2)).toEqual({ number: 1, reason: 'version missing' });
  });
});
