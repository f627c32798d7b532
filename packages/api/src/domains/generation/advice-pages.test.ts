// The six contrasting clients' pages as a client reads them, from both writers: the AI (a careful
// model's reply through the vendor stand-in and the real SDK) and the built-in writer. Whatever the
// writer, the page carries the plan the analysis sizes, every disclosure, no $0 figure and no
// budget the client did not give.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  analyseNeeds,
  formatCurrency,
  needsInputFromClient,
  ZClientFormData,
  type TNeedsAnalysis,
} from '@pitchcraft/core';
import { ADVICE_CLIENTS, type TAdviceClient } from '@pitchcraft/core/testing';
import { eq, generations } from '@pitchcraft/db';

import {
  collectEvents,
  createHarness,
  startFakeAnthropic,
  type FakeAnthropic,
  type Harness,
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

/** What a careful model writes when it follows the section guidance: placeholders for every figure. */
const AI_REPLY = [
  ['cover', '<p>A plan built around what matters to you.</p><div data-block="key-figures"></div>'],
  [
    'where-you-are',
    '<div data-block="client-snapshot"></div><p>Here is where things stand today.</p>',
  ],
  [
    'what-you-need',
    '<p class="pc-lead">Your total need is <span data-figure="total-need"></span>.</p><div class="pc-needs"><figure data-chart="need-breakdown"></figure><div data-block="needs-table"></div></div>',
  ],
  [
    'recommendation',
    '<p class="pc-lead">The plan we would put our name to.</p><div data-block="recommendation"></div>',
  ],
  [
    'costs-and-benefits',
    '<p>The plan is estimated at <span data-figure="recommended-monthly"></span>.</p><figure data-chart="premium-vs-budget"></figure><figure data-chart="coverage-over-time"></figure>',
  ],
  [
    'questions',
    '<div class="pc-faq"><div class="pc-card"><h3>Is this right for me?</h3><p>We will go through it together.</p></div></div>',
  ],
  ['next-steps', '<ol class="pc-steps"><li>Review the plan together.</li></ol>'],
  ['advisor', '<p>Call me with any question.</p>'],
  ['important-information', '<p>Read the policy documents before you sign.</p>'],
]
  .map(([id, body]) => `<section id="${id}">\n<h2>About ${id}</h2>\n${body}\n</section>\n`)
  .join('');

const KEYS = Object.keys(ADVICE_CLIENTS) as TAdviceClient[];

function analysisOf(key: TAdviceClient): TNeedsAnalysis {
  return analyseNeeds(needsInputFromClient(ZClientFormData.parse(ADVICE_CLIENTS[key])));
}

/** The page's text as a reader meets it (tags and scripts gone, entities decoded). */
function textOf(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#39;|&rsquo;|’/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&[a-z]+;/g, ' ')
    .replace(/\s+/g, ' ');
}

async function pageOf(key: TAdviceClient, writer: 'ai' | 'built-in'): Promise<string> {
  const owner = await h.subscribedBrowser();
  if (writer === 'ai') vendor.enqueue({ kind: 'stream', chunks: [AI_REPLY] });
  const { id } = await owner.caller.generation.start({
    client: ADVICE_CLIENTS[key],
    strategy: {},
    ...(writer === 'ai' ? { apiKey: 'sk-ant-test-key-for-advice' } : {}),
  });
  const events = await collectEvents(await owner.caller.generation.events({ id }));
  expect(events.at(-1)?.type).toBe('done');
  const [row] = await h.db.select().from(generations).where(eq(generations.id, id));
  return row?.html ?? '';
}

describe.each(['ai', 'built-in'] as const)('the six clients’ pages, %s writer', (writer) => {
  it.each(KEYS)('%s: the plan, its reasons and every disclosure, no zero figure', async (key) => {
    const a = analysisOf(key);
    const text = textOf(await pageOf(key, writer));
    expect(text).toContain(a.recommendation.summary);
    for (const reason of a.recommendation.reasons) expect(text).toContain(reason);
    // Health stays off the page unless the advisor chose to mention it; every other caveat shows.
    for (const caveat of a.recommendation.caveats) expect(text).toContain(caveat.text);
    for (const policy of a.recommendation.policies)
      expect(text).toContain(formatCurrency(policy.cover));
    expect(text.match(/.{80}\$0(?![\d,.]).{40}/g) ?? []).toEqual([]);
    expect(text).not.toMatch(/NaN|undefined/);
    if (a.inputs.monthlyBudget === null) {
      expect(text).not.toMatch(/budget/i);
      expect(text).not.toContain('premium-vs-budget');
    } else {
      expect(text).toContain(`${formatCurrency(a.inputs.monthlyBudget)}/month`);
    }
  });
});
