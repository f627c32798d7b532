// The AI evaluation's recorded replies (bench/eval/replies), replayed without pacing through the
// real pipeline — the vendor stand-in, the SDK, the job, the document builder, the renderer — for
// every evaluation client: no silent hole on any page, at least 95% of sections accepted or
// repaired, every slip a reply carries caught and mended (the recorded answer to the re-ask used),
// and speaker notes kept on their sections, never on the client's page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { plainText, type TDocumentSection } from '@pitchcraft/core/document';
import { EVAL_CLIENTS, type TEvalClient } from '@pitchcraft/core/testing';

import {
  notesOf,
  recordedReask,
  recordedReply,
  replyResponder,
  sectionOf,
  SLIPS,
  type ReplyLog,
} from '../../../../../bench/eval/replies';
import { pageText, scorePresentation, type Score } from '../../../../../bench/eval/score';
import { storedGeneration } from '../../../../../bench/eval/stored';
import {
  collectEvents,
  createHarness,
  startFakeAnthropic,
  type FakeAnthropic,
  type Harness,
} from '../../testing';

let h: Harness;
let vendor: FakeAnthropic;
let owner: Awaited<ReturnType<Harness['subscribedBrowser']>>;

beforeAll(async () => {
  vendor = await startFakeAnthropic();
  h = await createHarness({ anthropicBaseURL: vendor.url, rateLimits: false });
  owner = await h.subscribedBrowser();
});
afterAll(async () => {
  await h.close();
  await vendor.close();
});

const KEYS = Object.keys(EVAL_CLIENTS) as TEvalClient[];
const scores = new Map<TEvalClient, Score>();

/** A recorded section's words as the page would carry them: no heading, no note, no markup. */
function bodyText(section: string): string {
  return plainText(
    section
      .replace(/^<section[^>]*>/, '')
      .replace(/<\/section>$/, '')
      .replace(/<h2>[\s\S]*?<\/h2>/, '')
      .replace(/<aside data-notes>[\s\S]*?<\/aside>/, ''),
  );
}

async function replay(key: TEvalClient) {
  const log: ReplyLog = { reasked: [] };
  vendor.respond = replyResponder(key, false, log);
  const { id } = await owner.caller.generation.start({
    ...EVAL_CLIENTS[key],
    apiKey: 'test-key-not-a-secret',
  });
  const events = await collectEvents(await owner.caller.generation.events({ id }));
  expect(events.at(-1)?.type).toBe('done');
  const stored = await storedGeneration(h.db, id);
  return { ...stored, log };
}

function expectSlipMended(key: TEvalClient, section: TDocumentSection, html: string) {
  const slip = SLIPS.find((s) => s.client === key && s.section === section.id);
  if (!slip) return;
  expect(section.replaced ?? null, `${key} / ${section.id}: replaced`).toBeNull();
  const kinds = (section.repairs ?? []).map((r) => r.kind);
  expect(kinds.length, `${key} / ${section.id}: no repair recorded`).toBeGreaterThan(0);
  expect(pageText(html)).not.toContain(slip.text);
  // A made-up placeholder has no sentence-level mend: only the section asked for again fixes it.
  if (slip.text.startsWith('data-figure=')) expect(kinds).toContain('reasked');
  if (kinds.includes('reasked')) {
    const reask = recordedReask(key, section.id);
    expect(reask, `${key} / ${section.id}: no recorded re-ask`).not.toBeNull();
    expect(plainText(section.html)).toBe(bodyText(reask ?? ''));
  }
}

describe('the evaluation clients’ recorded replies, through the real pipeline', () => {
  it.each(KEYS)('%s: no silent hole, every slip mended, notes kept off the page', async (key) => {
    const { sections, html, log } = await replay(key);
    const reply = recordedReply(key);
    const score = scorePresentation(sections, html, notesOf(reply));
    scores.set(key, score);

    expect(score.holes).toEqual([]);
    expect(score.notesLeaked).toEqual([]);
    for (const section of sections) expectSlipMended(key, section, html);
    // Each slip is caught where it was made, and nowhere else is asked for again.
    const slips = SLIPS.filter((s) => s.client === key).map((s) => s.section);
    for (const id of log.reasked) expect(slips).toContain(id);
    // A section used as written (or mended) keeps the note its writer gave it.
    for (const section of sections.filter((s) => !s.replaced)) {
      const written = log.reasked.includes(section.id)
        ? recordedReask(key, section.id)
        : sectionOf(reply, section.id);
      const note = notesOf(written ?? '')[0];
      if (note) expect(section.notes?.replace(/\s+/g, ' ').trim()).toBe(note);
    }
  });

  it('in all, at least 95% of sections are accepted or repaired, and every slip is caught', () => {
    expect([...scores.keys()].sort()).toEqual([...KEYS].sort());
    const all = [...scores.values()];
    const sections = all.reduce((n, s) => n + s.sections, 0);
    const usable = all.reduce((n, s) => n + s.accepted + s.repaired, 0);
    expect(usable / sections).toBeGreaterThanOrEqual(0.95);
    expect(all.reduce((n, s) => n + s.caught, 0)).toBeGreaterThanOrEqual(SLIPS.length);
  });
});
