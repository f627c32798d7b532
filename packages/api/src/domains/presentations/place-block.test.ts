// Placing an approved block by hand: the organisation's words verbatim with their hash, rendered on
// the page, then movable and hideable but never editable; refused for another organisation's, an
// archived or a second copy of a block, a stale version, an unknown section and a full document;
// and allowed to exactly the roles the role table lets change the presentation.
import { createHash } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  EDIT_MESSAGES,
  LIBRARY_MESSAGES,
  mayActOn,
  type TPlaceBlockInput,
  type TSectionEdit,
} from '@pitchcraft/core';
import { MAX_SECTIONS, parseDocument } from '@pitchcraft/core/document';
import { eq, presentations } from '@pitchcraft/db';

import { createHarness, type Harness, type TestBrowser } from '../../testing';
import {
  createAgency,
  finishGeneration,
  GENERATION_INPUT,
  MEMBERS,
  outcome,
} from '../../testing/organization';
import { blockSectionIdFor } from './place-block';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ rateLimits: false });
});
afterAll(async () => {
  await h.close();
});

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const DISCLAIMER = 'Guarantees depend on the claims-paying ability of the insurer.\n\nNot a quote.';

async function savedPresentation(b: TestBrowser): Promise<string> {
  const { id } = await b.caller.generation.start(GENERATION_INPUT);
  await finishGeneration(b, id);
  return (await b.caller.presentations.save({ generationId: id })).id;
}

/** An approved block of the caller's organisation (the caller an owner or admin). */
async function newBlock(b: TestBrowser, title = 'Guarantees', text = DISCLAIMER) {
  return (await b.caller.library.blocks.create({ kind: 'disclaimer', title, text })).id;
}

async function current(b: TestBrowser, id: string) {
  const p = await b.caller.presentations.get({ id });
  if (!p.document) throw new Error('no document');
  return { ...p, sections: p.document.sections };
}

const edits = (sections: TSectionEdit[]) =>
  sections.map(({ id, title, html, hidden }) => ({ id, title, html, hidden }));

describe('placing an approved block', () => {
  let owner: TestBrowser;
  let presentationId = '';
  beforeAll(async () => {
    // A solo advisor: the owner of an organisation of one.
    owner = await h.subscribedBrowser();
    presentationId = await savedPresentation(owner);
  });

  it('places the stored words verbatim with their hash and shows them on the page', async () => {
    const blockId = await newBlock(owner);
    const before = await current(owner, presentationId);
    const after = before.sections[0]!.id;
    const input: TPlaceBlockInput = {
      id: presentationId,
      baseVersion: before.version,
      blockId,
      after,
    };
    const result = await owner.caller.presentations.placeBlock(input);
    expect(result).toEqual({ version: before.version + 1, changed: true });

    const [listed] = await owner.caller.library.blocks.list();
    const now = await current(owner, presentationId);
    const placed = now.sections[1]!;
    expect(now.sections).toHaveLength(before.sections.length + 1);
    expect(placed).toMatchObject({
      kind: 'approved-block',
      title: 'Guarantees',
      html: listed!.html,
      hidden: false,
      block: { id: blockId, hash: sha256(listed!.html), locked: false },
    });
    expect(now.htmlContent).toContain(`<section id="${placed.id}" class="pc-section pc-approved"`);
    expect(now.htmlContent).toContain(listed!.html);
    const [latest] = (await owner.caller.presentations.versions.list({ id: presentationId })).items;
    expect(latest).toMatchObject({
      number: result.version,
      change: 'edit',
      summary: 'Added the approved block “Guarantees”',
    });
  });

  it('leaves the placed words unchangeable, but lets the block move and hide', async () => {
    const { version, sections } = await current(owner, presentationId);
    const index = sections.findIndex((s) => s.block);
    const changed = edits(sections).map((s, i) =>
      i === index ? { ...s, html: '<p>Guaranteed returns.</p>' } : s,
    );
    await expect(
      owner.caller.presentations.updateDocument({
        id: presentationId,
        baseVersion: version,
        sections: changed,
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: LIBRARY_MESSAGES.blockLocked });

    const moved = edits(sections).map((s, i) => (i === index ? { ...s, hidden: true } : s));
    moved.push(...moved.splice(index, 1));
    const result = await owner.caller.presentations.updateDocument({
      id: presentationId,
      baseVersion: version,
      sections: moved,
    });
    expect(result.changed).toBe(true);
    const now = await current(owner, presentationId);
    expect(now.sections.at(-1)).toMatchObject({ hidden: true, html: sections[index]!.html });
  });

  it('refuses another organisation’s block, an archived one and a second copy', async () => {
    const { version, sections } = await current(owner, presentationId);
    const base = { id: presentationId, baseVersion: version, after: null };
    const stranger = await h.subscribedBrowser();
    const theirs = await newBlock(stranger, 'Theirs');
    await expect(
      owner.caller.presentations.placeBlock({ ...base, blockId: theirs }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: LIBRARY_MESSAGES.blockNotFound });

    const archived = await newBlock(owner, 'Old wording');
    await owner.caller.library.blocks.archive({ id: archived });
    await expect(
      owner.caller.presentations.placeBlock({ ...base, blockId: archived }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: LIBRARY_MESSAGES.blockNotFound });

    const again = sections.find((s) => s.block)!.block!.id;
    await expect(
      owner.caller.presentations.placeBlock({ ...base, blockId: again }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: LIBRARY_MESSAGES.blockAlreadyPlaced });
    expect((await current(owner, presentationId)).version).toBe(version);
  });

  it('refuses a stale version, an unknown section and a full presentation', async () => {
    const blockId = await newBlock(owner, 'About us', 'Harbor & Co. since 1982.');
    const { version, document } = await current(owner, presentationId);
    const base = { id: presentationId, blockId, after: null };
    await expect(
      owner.caller.presentations.placeBlock({ ...base, baseVersion: version - 1 }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: EDIT_MESSAGES.stale });
    await expect(
      owner.caller.presentations.placeBlock({ ...base, baseVersion: version, after: 'no-such' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: EDIT_MESSAGES.noSuchSection });

    // A document already holding as many sections as it may.
    const filler = document!.sections.find((s) => !s.block)!;
    const full = Array.from({ length: MAX_SECTIONS }, (_, i) => ({ ...filler, id: `part-${i}` }));
    await h.db
      .update(presentations)
      .set({ document: { ...document!, sections: full } })
      .where(eq(presentations.id, presentationId));
    await expect(
      owner.caller.presentations.placeBlock({ ...base, baseVersion: version }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: LIBRARY_MESSAGES.noRoomForBlock });
    const [row] = await h.db
      .select()
      .from(presentations)
      .where(eq(presentations.id, presentationId));
    expect(parseDocument(row!.document)?.sections).toHaveLength(MAX_SECTIONS);
  });
});

describe('the section id of a placed block', () => {
  it('is valid and unlike any other in the document', () => {
    const valid = /^[a-z][a-z0-9-]{0,63}$/;
    expect(blockSectionIdFor('0f1E_2', new Set())).toBe('block-0f1e-2');
    expect(blockSectionIdFor('x', new Set(['block-x', 'block-x-2']))).toBe('block-x-3');
    const long = blockSectionIdFor('A'.repeat(64), new Set([`block-${'a'.repeat(50)}`]));
    expect(long).toMatch(valid);
    expect(blockSectionIdFor('***', new Set())).toMatch(valid);
  });
});

describe('who may place a block in advisor A’s presentation', () => {
  it('follows the role table, and another organisation reads it as missing', async () => {
    const agency = await createAgency(h);
    const { owner } = agency.members;
    const ownerA = agency.members.advisorA.user.id;
    const place = async (b: TestBrowser) => {
      const { presentationVersion } = await agency.fresh.edit();
      return outcome(b, 'presentations.placeBlock', {
        id: agency.fixtures.presentationId,
        baseVersion: presentationVersion,
        blockId: await newBlock(owner, `Guarantees ${Math.random().toString(36).slice(2)}`),
        after: null,
      });
    };
    const codes: string[] = [];
    for (const name of MEMBERS) {
      const member = agency.members[name];
      const actor = {
        userId: member.user.id,
        organizationId: member.organizationId,
        role: member.role,
        assistsUserId: member.assistsUserId,
      };
      const expected = !mayActOn(actor, ownerA, 'read')
        ? 'NOT_FOUND'
        : mayActOn(actor, ownerA, 'write')
          ? 'OK'
          : 'FORBIDDEN';
      const { code } = await place(member);
      expect(code, name).toBe(expected);
      codes.push(code);
    }
    expect(codes).toContain('OK');
    expect((await place(agency.foreign)).code).toBe('NOT_FOUND');
  }, 60_000);
});
