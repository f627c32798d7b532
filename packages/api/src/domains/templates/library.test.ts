// The library end to end: approved blocks (placed as stored, whatever a writer or an editor sends),
// templates followed by both writers, and another organisation's blocks and templates unreachable.
import { createHash } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { TMemberRole } from '@pitchcraft/core';
import { parseDocument } from '@pitchcraft/core/document';
import { auditLog, eq, generations, organizationMembers } from '@pitchcraft/db';

import {
  collectEvents,
  createHarness,
  startFakeAnthropic,
  startInput,
  type FakeAnthropic,
  type Harness,
  type TestBrowser,
} from '../../testing';

let h: Harness;
let vendor: FakeAnthropic;
beforeAll(async () => {
  vendor = await startFakeAnthropic();
  h = await createHarness({ anthropicBaseURL: vendor.url, rateLimits: false });
});
afterAll(async () => {
  await h.close();
  await vendor.close();
});

type Member = TestBrowser & { user: { id: string } };
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A new account moved into `owner`'s organisation with `role`. */
async function member(owner: Member, role: TMemberRole): Promise<Member> {
  const b = await h.signedUpBrowser();
  await h.db
    .update(organizationMembers)
    .set({ organizationId: `org_${owner.user.id}`, role })
    .where(eq(organizationMembers.userId, b.user.id));
  return b;
}

/** Runs a generation to its end; its stored document. */
async function generate(b: Member, extra: Record<string, unknown> = {}) {
  const { id } = await b.caller.generation.start(startInput({ mode: 'offline', ...extra }));
  const events = await collectEvents(await b.caller.generation.events({ id }));
  expect(events.at(-1)?.type).toBe('done');
  const [row] = await h.db.select().from(generations).where(eq(generations.id, id));
  return { id, document: parseDocument(row?.document)!, html: row!.html! };
}

const DISCLAIMER = 'Guarantees depend on the claims-paying ability of the insurer.\n\nNot a quote.';
const ABOUT = 'Harbor & Co. has served families since 1982.';

describe('approved blocks', () => {
  it('are written by owners and admins, listed by every member, and archived out of use', async () => {
    const owner = await h.subscribedBrowser();
    const admin = await member(owner, 'admin');
    const advisor = await member(owner, 'advisor');
    const { id } = await admin.caller.library.blocks.create({
      kind: 'disclaimer',
      title: 'Guarantees',
      text: DISCLAIMER,
    });
    const [listed] = await advisor.caller.library.blocks.list();
    expect(listed).toMatchObject({ id, title: 'Guarantees', text: DISCLAIMER });
    expect(listed?.html).toBe(
      '<p>Guarantees depend on the claims-paying ability of the insurer.</p><p>Not a quote.</p>',
    );
    await expect(
      advisor.caller.library.blocks.create({ kind: 'other', title: 'Mine', text: 'x' }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    // Another organisation's owner cannot reach it at all.
    const stranger = await h.subscribedBrowser();
    await expect(
      stranger.caller.library.blocks.update({ id, kind: 'other', title: 'Hijacked', text: 'x' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(stranger.caller.library.blocks.archive({ id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await stranger.caller.library.blocks.list()).toEqual([]);
    // Archived: no longer listed, nor offered to a generation.
    await owner.caller.library.blocks.archive({ id });
    expect(await advisor.caller.library.blocks.list()).toEqual([]);
    const { document } = await generate(advisor);
    expect(document.sections.some((s) => s.block)).toBe(false);
    const actions = await h.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.targetId, id));
    expect(actions.map((a) => a.action).sort()).toEqual(['block.archived', 'block.created']);
  });
});

describe('templates', () => {
  let owner: Member;
  let advisor: Member;
  let templateId = '';
  let lockedId = '';
  beforeAll(async () => {
    owner = await h.subscribedBrowser();
    advisor = await member(owner, 'advisor');
    lockedId = (
      await owner.caller.library.blocks.create({
        kind: 'disclaimer',
        title: 'Guarantees',
        text: DISCLAIMER,
      })
    ).id;
    await owner.caller.library.blocks.create({ kind: 'about', title: 'About us', text: ABOUT });
    const { id: generationId } = await generate(owner, {
      strategy: { closingStrategy: 'summary' },
    });
    const { id: presentationId } = await owner.caller.presentations.save({ generationId });
    // Only owners and admins publish templates.
    await expect(
      advisor.caller.library.templates.create({ presentationId, name: 'Family protection' }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    templateId = (
      await owner.caller.library.templates.create({ presentationId, name: 'Family protection' })
    ).id;
    const [template] = await advisor.caller.library.templates.list();
    expect(template?.sections.map((s) => s.type)).toHaveLength(9);
    expect(template?.settings.strategy?.closingStrategy).toBe('summary');
    await owner.caller.library.templates.update({
      id: templateId,
      name: 'Family protection',
      description: 'Short, mortgage first.',
      sections: [
        { type: 'cover' },
        { type: 'what-you-need', instructions: 'Lead with the mortgage and the children.' },
        { type: 'recommendation', blockIds: [lockedId] },
        { type: 'important-information' },
      ],
    });
  });

  it('the built-in writer follows the section set, the instructions and the locked blocks', async () => {
    const { document, html } = await generate(advisor, { templateId });
    expect(document.sections.map((s) => s.id)).toEqual([
      'cover',
      'what-you-need',
      'recommendation',
      'approved-b1',
      'important-information',
    ]);
    const block = document.sections[3]!;
    expect(block).toMatchObject({ kind: 'approved-block', title: 'Guarantees' });
    expect(block.block).toEqual({ id: lockedId, hash: sha256(block.html), locked: true });
    expect(block.html).toContain('claims-paying ability');
    expect(html).toContain('claims-paying ability of the insurer.</p><p>Not a quote.</p>');
    expect(document.sections[1]?.notes).toMatch(/^Template: Lead with the mortgage/);
  });

  it('gives the AI the instructions and blocks, and places only the stored words', async () => {
    const body = (id: string) =>
      `<section id="${id}">\n<h2>Heading for ${id}</h2>\n<p>Written by the AI for ${id}: coverage that fits the family and the budget.</p><p>Total need <span data-figure="total-need"></span>.</p>\n</section>\n`;
    vendor.requests.length = 0;
    vendor.enqueue({
      kind: 'stream',
      chunks: [
        body('cover') +
          body('what-you-need') +
          '<section id="approved-b2"><h2>About us</h2><p>We guarantee 12% returns.</p></section>\n' +
          body('recommendation') +
          '<section id="approved-b9"><h2>Invented</h2><p>Made up.</p></section>\n' +
          body('important-information'),
      ],
    });
    const { document, html } = await generate(advisor, {
      templateId,
      mode: 'auto',
      apiKey: 'sk-ant-test',
    });
    const prompt = vendor.requests[0]?.body.messages[0]?.content ?? '';
    expect(prompt).toContain('Lead with the mortgage and the children.');
    expect(prompt).toContain('"Guarantees" is placed after id="recommendation"');
    expect(prompt).toContain('id="approved-b2": "About us"');
    expect(document.sections.map((s) => s.id)).toEqual([
      'cover',
      'what-you-need',
      'approved-b2',
      'recommendation',
      'approved-b1',
      'important-information',
    ]);
    expect(document.sections[2]?.html).toBe(
      '<p>Harbor &amp; Co. has served families since 1982.</p>',
    );
    expect(html).not.toContain('12% returns');
    expect(html).not.toContain('Made up.');
  });

  it('refuses an edit of a placed block, and another organisation’s template', async () => {
    const { id: generationId } = await generate(advisor, { templateId });
    const { id } = await advisor.caller.presentations.save({ generationId });
    const saved = await advisor.caller.presentations.get({ id });
    const sections = saved.document!.sections.map((s) => ({
      id: s.id,
      title: s.title,
      html: s.block ? `${s.html}<p>Plus our own words.</p>` : s.html,
      hidden: s.hidden,
    }));
    await expect(
      advisor.caller.presentations.updateDocument({ id, baseVersion: 1, sections }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: /cannot be edited/ });
    const stranger = await h.subscribedBrowser();
    await expect(
      stranger.caller.generation.start(startInput({ mode: 'offline', templateId })),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      stranger.caller.library.templates.archive({ id: templateId }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('without a template, a solo advisor’s generation is what it was', async () => {
    const solo = await h.subscribedBrowser();
    const { document } = await generate(solo);
    expect(document.sections.map((s) => s.id)).toHaveLength(9);
    expect(
      document.sections.some(
        (s) => s.block !== undefined || s.notes?.startsWith('Template:') === true,
      ),
    ).toBe(false);
  });
});
