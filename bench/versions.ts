// npm run bench:versions — on PostgreSQL, server side through the tRPC procedures (session check,
// subscription check, ownership, sanitiser, renderer, the version transaction): saving an edit to
// one section of a comprehensive presentation (re-render and store the page and its version), and
// listing a 200-version history. Also the same list over HTTP from the built server.
import { performance } from 'node:perf_hooks';

import { createHarness, type TestBrowser } from '@pitchcraft/api/testing';
import type { TSectionEdit } from '@pitchcraft/core';
import { TEST_CLIENT } from '@pitchcraft/core/testing';

import { BENCH_POSTGRES_URL, median, percentile, round, saveFigures } from './lib';

process.env.TEST_DATABASE_URL ??= BENCH_POSTGRES_URL;
const EDITS = 220;
const WARM_UP = 20;
const LISTS = 300;

const h = await createHarness({ rateLimits: false });
try {
  const owner: TestBrowser = await h.subscribedBrowser();
  const { id: generationId } = await owner.caller.generation.start({
    client: {
      ...TEST_CLIENT,
      detailLevel: 'comprehensive',
      focusAreas: ['Coverage Details', 'Cost Breakdown', 'Family Protection'],
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
  const presentation = await owner.caller.presentations.get({ id });
  if (!presentation.document) throw new Error('the presentation has no document');
  let sections: TSectionEdit[] = presentation.document.sections.map(
    ({ id: sid, title, html, hidden }) => ({ id: sid, title, html, hidden }),
  );
  const pageBytes = presentation.htmlContent.length;

  // Each save edits the first paragraph of a middle section, as an advisor would.
  const saveTimes: number[] = [];
  let version = presentation.version;
  for (let i = 0; i < EDITS; i += 1) {
    const target = sections[3]!;
    const html = target.html.replace(/<p\b([^>]*)>/, `<p$1>Revision ${i}: `);
    sections = sections.map((s) => (s.id === target.id ? { ...s, html } : s));
    const start = performance.now();
    const result = await owner.caller.presentations.updateDocument({
      id,
      baseVersion: version,
      sections,
    });
    const elapsed = performance.now() - start;
    if (!result.changed) throw new Error('an edit changed nothing');
    version = result.version;
    // Keep the sanitised form the server stored, as the editor would after reloading.
    const stored = await owner.caller.presentations.get({ id });
    sections = stored.document!.sections.map(({ id: sid, title, html: storedHtml, hidden }) => ({
      id: sid,
      title,
      html: storedHtml,
      hidden,
    }));
    if (i >= WARM_UP) saveTimes.push(elapsed);
  }

  // The history now holds 1 + 220 versions; list it (newest first, without the pages).
  const listTimes: number[] = [];
  for (let i = 0; i < LISTS; i += 1) {
    const start = performance.now();
    const list = await owner.caller.presentations.versions.list({ id });
    const elapsed = performance.now() - start;
    if (list.items.length < 200)
      throw new Error(`expected at least 200 versions, listed ${list.items.length}`);
    if (i >= WARM_UP) listTimes.push(elapsed);
  }

  const saveP99 = percentile(saveTimes, 99);
  const listP99 = percentile(listTimes, 99);
  saveFigures('versions', [
    {
      figure: `Save an edit to a comprehensive presentation: sanitise, re-render (${Math.round(pageBytes / 1024)} KB page), store page + version (PostgreSQL, ${saveTimes.length} saves)`,
      target: '≤ 50 ms p99',
      measured: `p99 ${round(saveP99)} ms (median ${round(median(saveTimes))} ms)`,
      met: saveP99 <= 50,
    },
    {
      figure: `List a ${EDITS + 1}-version history (PostgreSQL, ${listTimes.length} lists)`,
      target: '≤ 20 ms p99',
      measured: `p99 ${round(listP99)} ms (median ${round(median(listTimes))} ms)`,
      met: listP99 <= 20,
    },
  ]);
  console.log(
    `save: median ${round(median(saveTimes))} ms, p99 ${round(saveP99)} ms; list: median ${round(median(listTimes))} ms, p99 ${round(listP99)} ms`,
  );
} finally {
  await h.close();
}
