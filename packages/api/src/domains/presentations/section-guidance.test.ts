// A section keeps the template instruction it was written under: both writers store it, a section
// written again follows it (the AI's prompt words it, the built-in writer notes it), a duplicate
// and "Save as template" keep it, and the client's page never shows it.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import type { TPresentationDocument } from '@pitchcraft/core/document';

import {
  collectEvents,
  createHarness,
  startFakeAnthropic,
  startInput,
  type FakeAnthropic,
  type Harness,
  type TestBrowser,
} from '../../testing';

const GUIDANCE = 'Lead with the mortgage and the children.';
const NOTE = `Template instruction from the organisation (follow it like the custom instructions): ${GUIDANCE}`;

let h: Harness;
let vendor: FakeAnthropic;
let owner: TestBrowser;
let templateId = '';

beforeAll(async () => {
  vendor = await startFakeAnthropic();
  h = await createHarness({ anthropicBaseURL: vendor.url, rateLimits: false });
  owner = await h.subscribedBrowser();
  const { id: presentationId } = await generated({ mode: 'offline' });
  templateId = (await owner.caller.library.templates.create({ presentationId, name: 'Family' })).id;
  await owner.caller.library.templates.update({
    id: templateId,
    name: 'Family',
    description: '',
    sections: [
      { type: 'cover' },
      { type: 'what-you-need', instructions: `  ${GUIDANCE}  ` },
      { type: 'recommendation' },
      { type: 'important-information' },
    ],
  });
});
afterAll(async () => {
  await h.close();
  await vendor.close();
});
beforeEach(() => {
  vendor.requests.length = 0;
});

/** A generation run to its end and saved; the saved presentation. */
async function generated(extra: Record<string, unknown>) {
  const { id } = await owner.caller.generation.start(startInput(extra));
  expect((await collectEvents(await owner.caller.generation.events({ id }))).at(-1)?.type).toBe(
    'done',
  );
  const saved = await owner.caller.presentations.save({ generationId: id });
  return owner.caller.presentations.get({ id: saved.id });
}

const guidanceOf = (document: TPresentationDocument | null | undefined) =>
  document?.sections.map((s) => [s.id, s.guidance ?? null]);

const body = (id: string) =>
  `<section id="${id}">\n<h2>Heading for ${id}</h2>\n<p>Written by the AI for ${id}: coverage that fits the family and the budget.</p><p>Total need <span data-figure="total-need"></span>.</p>\n</section>\n`;
const aiReply = (ids: string[]) => ({ kind: 'stream' as const, chunks: [ids.map(body).join('')] });
const TEMPLATE_IDS = ['cover', 'what-you-need', 'recommendation', 'important-information'];

/** Writes "what-you-need" again and follows the job to its end. */
async function regenerate(id: string, extra: Record<string, unknown>) {
  const started = await owner.caller.presentations.regenerateSection({
    id,
    sectionId: 'what-you-need',
    ...extra,
  });
  const events = await collectEvents(await owner.caller.generation.events({ id: started.id }));
  expect(events.at(-1)?.type).toBe('done');
  return owner.caller.presentations.get({ id });
}

describe('a section written under a template', () => {
  it('keeps its instruction, from either writer, and never shows it on the page', async () => {
    const expected = [
      ['cover', null],
      ['what-you-need', GUIDANCE],
      ['recommendation', null],
      ['important-information', null],
    ];
    const builtIn = await generated({ templateId, mode: 'offline' });
    expect(guidanceOf(builtIn.document)).toEqual(expected);
    expect(builtIn.htmlContent).not.toContain(GUIDANCE);
    vendor.enqueue(aiReply(TEMPLATE_IDS));
    const ai = await generated({ templateId, mode: 'auto', apiKey: 'sk-ant-test' });
    expect(guidanceOf(ai.document)).toEqual(expected);
    expect(ai.htmlContent).not.toContain(GUIDANCE);
  });

  it('is followed when the AI writes the section again', async () => {
    vendor.enqueue(aiReply(TEMPLATE_IDS));
    const { id } = await generated({ templateId, mode: 'auto', apiKey: 'sk-ant-test' });
    vendor.requests.length = 0;
    vendor.enqueue({
      kind: 'stream',
      chunks: [body('what-you-need').replace('Written by the AI', 'Written again')],
    });
    const after = await regenerate(id, { instruction: 'Shorter', apiKey: 'sk-ant-test' });
    const user = vendor.requests[0]?.body.messages[0]?.content ?? '';
    const line = user.split('\n').find((l) => l.startsWith('The section to write:'));
    expect(line).toContain('id="what-you-need"');
    expect(line?.endsWith(` ${NOTE}`)).toBe(true);
    const section = after.document?.sections.find((s) => s.id === 'what-you-need');
    expect(section).toMatchObject({ source: 'ai', guidance: GUIDANCE });
    expect(section?.html).toContain('Written again');
    expect(after.htmlContent).not.toContain(GUIDANCE);
  });

  it('is noted by the built-in writer when it writes the section again', async () => {
    const { id } = await generated({ templateId, mode: 'offline' });
    const after = await regenerate(id, { mode: 'offline' });
    const section = after.document?.sections.find((s) => s.id === 'what-you-need');
    expect(section).toMatchObject({ source: 'built-in', guidance: GUIDANCE });
    expect(section?.notes).toMatch(/^Template: Lead with the mortgage and the children\./);
    expect(after.htmlContent).not.toContain(GUIDANCE);
  });

  it('is kept by a duplicate and read back by "Save as template"', async () => {
    const { id } = await generated({ templateId, mode: 'offline' });
    const client = await owner.caller.clients.create({
      fullName: 'James Okafor',
      email: 'james.okafor@example.com',
      industryData: { age: 35, gender: 'Male', income: 240_000, maritalStatus: 'Married' },
    });
    const copy = await owner.caller.presentations.duplicate({
      presentationId: id,
      clientId: client.id,
    });
    const copied = await owner.caller.presentations.get({ id: copy.id });
    expect(guidanceOf(copied.document)).toContainEqual(['what-you-need', GUIDANCE]);
    expect(copied.htmlContent).not.toContain(GUIDANCE);
    const { id: again } = await owner.caller.library.templates.create({
      presentationId: id,
      name: 'Family again',
    });
    const template = (await owner.caller.library.templates.list()).find((t) => t.id === again);
    expect(template?.sections.map((s) => [s.type, s.instructions])).toEqual([
      ['cover', ''],
      ['what-you-need', GUIDANCE],
      ['recommendation', ''],
      ['important-information', ''],
    ]);
  });

  it('without a template, a section written again is asked for as before', async () => {
    const plain = await generated({ mode: 'offline' });
    expect(plain.document?.sections.some((s) => s.guidance !== undefined)).toBe(false);
    vendor.enqueue({ kind: 'stream', chunks: [body('what-you-need')] });
    await regenerate(plain.id, { apiKey: 'sk-ant-test' });
    expect(vendor.requests[0]?.body.messages[0]?.content).not.toContain('Template instruction');
  });
});
