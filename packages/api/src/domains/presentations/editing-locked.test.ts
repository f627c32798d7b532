// A block a template locked in place keeps its place in an edit: it moves only together with the
// section it follows; other blocks and sections move freely.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { LIBRARY_MESSAGES } from '@pitchcraft/core';

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
let owner: TestBrowser;
let templateId = '';

beforeAll(async () => {
  vendor = await startFakeAnthropic();
  h = await createHarness({ anthropicBaseURL: vendor.url, rateLimits: false });
  owner = await h.subscribedBrowser();
  const locked = [
    await owner.caller.library.blocks.create({
      kind: 'disclaimer',
      title: 'Guarantees',
      text: 'Guarantees depend on the claims-paying ability of the insurer.',
    }),
    await owner.caller.library.blocks.create({
      kind: 'licensing',
      title: 'Licensing',
      text: 'Licensed in Ontario.',
    }),
  ];
  await owner.caller.library.blocks.create({
    kind: 'about',
    title: 'About us',
    text: 'Harbor & Co. has served families since 1982.',
  });
  const { id: presentationId } = await generated({ mode: 'offline' });
  templateId = (
    await owner.caller.library.templates.create({ presentationId, name: 'Family protection' })
  ).id;
  await owner.caller.library.templates.update({
    id: templateId,
    name: 'Family protection',
    description: '',
    sections: [
      { type: 'cover' },
      { type: 'what-you-need' },
      { type: 'recommendation', blockIds: locked.map((b) => b.id) },
      { type: 'important-information' },
    ],
  });
});
afterAll(async () => {
  await h.close();
  await vendor.close();
});

/** A generation run to its end and saved. */
async function generated(extra: Record<string, unknown>) {
  const { id } = await owner.caller.generation.start(startInput(extra));
  expect((await collectEvents(await owner.caller.generation.events({ id }))).at(-1)?.type).toBe(
    'done',
  );
  return owner.caller.presentations.save({ generationId: id });
}

const body = (id: string) =>
  `<section id="${id}">\n<h2>Heading for ${id}</h2>\n<p>Written by the AI for ${id}: coverage that fits the family and the budget.</p><p>Total need <span data-figure="total-need"></span>.</p>\n</section>\n`;

/**
 * A presentation under the template: the AI placed the offered block after "what-you-need", and
 * our code the two locked blocks after "recommendation".
 */
async function templated(): Promise<string> {
  vendor.enqueue({
    kind: 'stream',
    chunks: [
      body('cover') +
        body('what-you-need') +
        '<section id="approved-b3"></section>\n' +
        body('recommendation') +
        body('important-information'),
    ],
  });
  const { id } = await generated({ templateId, mode: 'auto', apiKey: 'sk-ant-test' });
  const saved = await owner.caller.presentations.get({ id });
  expect(saved.document?.sections.map((s) => [s.id, s.block?.locked ?? null])).toEqual([
    ['cover', null],
    ['what-you-need', null],
    ['approved-b3', false],
    ['recommendation', null],
    ['approved-b1', true],
    ['approved-b2', true],
    ['important-information', null],
  ]);
  return id;
}

/** Saves the presentation's sections in the order `ids` gives. */
async function reorder(id: string, ids: string[]) {
  const { version, document } = await owner.caller.presentations.get({ id });
  const byId = new Map(document?.sections.map((s) => [s.id, s]));
  const sections = ids.map((sid) => {
    const s = byId.get(sid);
    if (!s) throw new Error(`no section ${sid}`);
    return { id: s.id, title: s.title, html: s.html, hidden: s.hidden };
  });
  return owner.caller.presentations.updateDocument({ id, baseVersion: version, sections });
}

// The sections' ids, short.
const [C, W, B3, R, B1, B2, I] = [
  'cover',
  'what-you-need',
  'approved-b3',
  'recommendation',
  'approved-b1',
  'approved-b2',
  'important-information',
];

const order = async (id: string) =>
  (await owner.caller.presentations.get({ id })).document?.sections.map((s) => s.id);

describe('a block locked by a template', () => {
  it('cannot move away from its section, and a refused edit commits nothing', async () => {
    const id = await templated();
    const before = await owner.caller.presentations.get({ id });
    for (const ids of [
      // Alone, above its section.
      [C, W, B3, B1, R, B2, I],
      // Alone, to the end.
      [C, W, B3, R, B2, I, B1],
      // Its section moved without it.
      [C, R, W, B3, B1, B2, I],
      // Another section put between them.
      [C, W, B3, R, I, B1, B2],
      // An unlocked block put between them.
      [C, W, R, B3, B1, B2, I],
    ]) {
      await expect(reorder(id, ids)).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message: LIBRARY_MESSAGES.blockMoved,
      });
    }
    const after = await owner.caller.presentations.get({ id });
    expect(after.version).toBe(before.version);
    expect(after.htmlContent).toBe(before.htmlContent);
    expect((await owner.caller.presentations.versions.list({ id })).items).toHaveLength(1);
  });

  it('moves up and down together with its section, and others move past the group', async () => {
    const id = await templated();
    const up = [C, R, B1, B2, W, B3, I];
    expect(await reorder(id, up)).toMatchObject({ version: 2, changed: true });
    expect(await order(id)).toEqual(up);
    const down = [C, W, B3, I, R, B2, B1];
    // The locked blocks after one section keep together, in any order among themselves.
    expect(await reorder(id, down)).toMatchObject({ version: 3, changed: true });
    expect(await order(id)).toEqual(down);
  });

  it('leaves an unlocked block free to move anywhere', async () => {
    const id = await templated();
    const ids = [B3, C, W, R, B1, B2, I];
    expect(await reorder(id, ids)).toMatchObject({ version: 2, changed: true });
    expect(await order(id)).toEqual(ids);
  });
});
