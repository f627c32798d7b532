// Checks that mend before they replace, through the real job, the real SDK and the vendor
// stand-in: a section with a problem the checks cannot mend is asked for once, told exactly what
// to fix; its second answer is used (marked), or the built-in version stands in (marked); a typed
// amount a sentence can lose is removed there, with no second request.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import type { TDocumentSection } from '@pitchcraft/core/document';
import { eq, generations } from '@pitchcraft/db';

import type { GenerationEvent } from '../domains/generation/events';
import {
  collectEvents,
  createHarness,
  startFakeAnthropic,
  startInput,
  type FakeAnthropic,
  type FakeAnthropicStep,
  type Harness,
} from '../testing';

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
beforeEach(() => {
  vendor.requests.length = 0;
});

const SECTION_IDS = [
  'cover',
  'where-you-are',
  'what-you-need',
  'recommendation',
  'costs-and-benefits',
  'questions',
  'next-steps',
  'advisor',
  'important-information',
];
const section = (id: string, body: string) =>
  `<section id="${id}">\n<h2>Heading for ${id}</h2>\n${body}\n</section>\n`;
const GOOD = (id: string) =>
  `<p class="pc-lead">Written by the AI for ${id}: cover that fits the family.</p><p>Total need <span data-figure="total-need"></span>.</p>`;
function reply(bodies: Record<string, string> = {}): string {
  return SECTION_IDS.map((id) => section(id, bodies[id] ?? GOOD(id))).join('');
}

const FIRST_COSTS =
  '<p class="pc-lead">First version of the costs, never to be stored.</p><p>Your premium is <span data-figure="monthly-premium"></span> a month, fixed for the term.</p>';
const SECOND_COSTS =
  '<p class="pc-lead">Second version of the costs, as asked.</p><p>Your premium is <span data-figure="primary-monthly"></span>, fixed for the term.</p>';

async function run(...replies: (string | FakeAnthropicStep)[]) {
  vendor.enqueue(
    ...replies.map((r): FakeAnthropicStep =>
      typeof r === 'string' ? { kind: 'stream', chunks: [r] } : r,
    ),
  );
  const owner = await h.subscribedBrowser();
  const { id } = await owner.caller.generation.start(startInput({ apiKey: 'sk-ant-test' }));
  const events = await collectEvents(await owner.caller.generation.events({ id }));
  const [row] = await h.db.select().from(generations).where(eq(generations.id, id));
  const sections = (row?.document as { sections: TDocumentSection[] }).sections;
  const costs = sections.find((s) => s.id === 'costs-and-benefits');
  return { events, row, sections, costs };
}

const summaries = (events: GenerationEvent[]) =>
  events.flatMap((e) => (e.type === 'section' ? [e] : []));

describe('the re-ask', () => {
  it('asks once for a section with an unknown placeholder, naming it, and uses the answer', async () => {
    const { events, row, sections, costs } = await run(
      reply({ 'costs-and-benefits': FIRST_COSTS }),
      section('costs-and-benefits', SECOND_COSTS),
    );
    expect(events.at(-1)?.type).toBe('done');
    expect(vendor.requests).toHaveLength(2);
    const asked = vendor.requests[1]?.body.messages[0]?.content ?? '';
    expect(asked).toContain(
      'This placeholder id does not exist: data-figure="monthly-premium"; use one of:',
    );
    expect(asked).toContain('id="costs-and-benefits"');
    expect(asked).toContain('First version of the costs');
    // Same key, same model.
    const key = (i: number) =>
      vendor.requests[i]?.headers['x-api-key'] ?? vendor.requests[i]?.headers.authorization;
    expect(key(1)).toContain('sk-ant-test');
    expect(vendor.requests[1]?.body.model).toBe(vendor.requests[0]?.body.model);

    expect(costs).toMatchObject({ source: 'ai', replaced: null });
    expect(costs?.html).toContain('Second version of the costs');
    expect(costs?.repairs).toEqual([
      { kind: 'reasked', problem: 'used a figure that does not exist: "monthly-premium"' },
    ]);
    expect(sections.map((s) => s.id)).toEqual(SECTION_IDS);
    expect(row?.html).toContain('Second version of the costs');
    expect(row?.html).not.toContain('First version of the costs');
    // The section joins the stream in its place, after the ones before it.
    const published = summaries(events);
    expect(published.map((e) => e.section.id)).toEqual(SECTION_IDS);
    expect(published.map((e) => e.index)).toEqual(SECTION_IDS.map((_, i) => i));
    // Progress never goes back.
    const progress = events.flatMap((e) => (e.type === 'progress' ? [e.progress] : []));
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it('asks again for a typed amount it cannot mend, telling the model the amount', async () => {
    const { costs } = await run(
      reply({
        'costs-and-benefits':
          '<p class="pc-lead">The premium is $1.8 million over the years, or 5% of income.</p>',
      }),
      section('costs-and-benefits', SECOND_COSTS),
    );
    const asked = vendor.requests[1]?.body.messages[0]?.content ?? '';
    expect(asked).toContain('You typed these amounts: "$1.8 million", "5%".');
    expect(costs?.repairs).toEqual([
      { kind: 'reasked', problem: 'typed amounts: "$1.8 million", "5%"' },
    ]);
  });

  it('falls back to the built-in section when the second answer fails too, saying so', async () => {
    const { row, costs } = await run(
      reply({ 'costs-and-benefits': FIRST_COSTS }),
      section('costs-and-benefits', FIRST_COSTS.replace('First', 'Still the first')),
    );
    expect(vendor.requests).toHaveLength(2);
    expect(costs).toMatchObject({ source: 'built-in', replaced: 'unknown-placeholder' });
    expect(costs?.repairs).toEqual([
      {
        kind: 'reasked',
        problem:
          'used a figure that does not exist: "monthly-premium"; asked again, but the second version could not be used',
      },
    ]);
    expect(row?.html).not.toMatch(/First version|Still the first/);
  });

  it('falls back to the built-in section when the second call fails', async () => {
    const { costs, events } = await run(reply({ 'costs-and-benefits': FIRST_COSTS }), {
      kind: 'status',
      status: 400,
    });
    expect(events.at(-1)?.type).toBe('done');
    expect(costs).toMatchObject({ source: 'built-in', replaced: 'unknown-placeholder' });
  });
});

describe('sentence-level repair', () => {
  it('removes the sentence with a typed amount, records it, and asks nothing more', async () => {
    const { row, costs } = await run(
      reply({
        'costs-and-benefits':
          '<p class="pc-lead">The plan costs what your budget allows.</p><p>It stays level for the whole term. That is less than $3 a day. You can add cover later.</p>',
      }),
    );
    expect(vendor.requests).toHaveLength(1);
    expect(costs).toMatchObject({ source: 'ai', replaced: null });
    expect(costs?.repairs).toEqual([
      { kind: 'sentence-removed', problem: 'typed an amount: "less than $3 a day"' },
    ]);
    expect(costs?.html).toContain('It stays level for the whole term. You can add cover later.');
    expect(row?.html).not.toContain('$3 a day');
  });

  it('keeps the speaker note off the page, on the section', async () => {
    const { row, sections } = await run(
      reply({
        advisor: `${GOOD('advisor')}<aside data-notes>Remind them the medical is optional.</aside>`,
      }),
    );
    expect(sections.find((s) => s.id === 'advisor')?.notes).toBe(
      'Remind them the medical is optional.',
    );
    expect(row?.html).not.toContain('medical is optional');
  });
});
