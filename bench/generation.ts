// npm run bench:generation — the offline generator's time per presentation; what the server adds
// between a vendor chunk arriving and the browser receiving it (local vendor stand-in, SSE); and,
// with the stand-in writing a comprehensive presentation at 80 tokens/s under the section
// contract, when the first section is visible in the preview and when the page is complete; the
// characters the AI must write against the page we render; and the rendered page's weight.
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';

import { startFakeAnthropic } from '@pitchcraft/api/testing';
import {
  analyseNeeds,
  createClientFormDefaults,
  createSalesStrategyDefaults,
  needsInputFromClient,
  ZClientFormData,
  ZSalesStrategy,
} from '@pitchcraft/core';
import {
  buildOfflineDocument,
  generateOfflinePresentation,
  serialiseSections,
} from '@pitchcraft/core/document';
import { TEST_CLIENT } from '@pitchcraft/core/testing';

import {
  freshDatabase,
  median,
  percentile,
  round,
  saveFigures,
  startServer,
  subscribedOverHttp,
} from './lib';

const client = ZClientFormData.parse({
  ...createClientFormDefaults(),
  ...TEST_CLIENT,
  focusAreas: ['Coverage Details', 'Cost Breakdown', 'Family Protection'],
});
const strategy = ZSalesStrategy.parse(createSalesStrategyDefaults());
const advisor = {
  name: 'Jordan Lee',
  company: 'Harbor Life',
  phone: '555-0100',
  email: 'jordan@example.com',
  jurisdiction: 'CA' as const,
};

function benchOffline() {
  const times: number[] = [];
  for (let i = 0; i < 220; i += 1) {
    const start = performance.now();
    generateOfflinePresentation({
      client,
      advisor,
      strategy,
      analysis: analyseNeeds(needsInputFromClient(client)),
      now: new Date(),
    });
    if (i >= 20) times.push(performance.now() - start);
  }
  return times;
}

async function benchChunkLatency() {
  const CHUNKS = 300;
  const sentAt: number[] = [];
  const chunkText = (i: number) =>
    i === 0
      ? '<section id="cover">\n<h2>Bench</h2>'
      : `<p>chunk ${String(i).padStart(4, '0')} ${'x'.repeat(40)}</p>`;
  const chunks = Array.from({ length: CHUNKS }, (_, i) => chunkText(i));
  chunks.push('</section>\n');
  const ends: number[] = [];
  let total = 0;
  for (const c of chunks) ends.push((total += c.length));

  const vendor = await startFakeAnthropic({ kind: 'stream', chunks, delayMs: 12 });
  vendor.onChunkSent = (index) => {
    sentAt[index] = performance.now();
  };
  const database = await freshDatabase();
  const server = await startServer(database, { ANTHROPIC_BASE_URL: vendor.url });
  try {
    const advisor = await subscribedOverHttp(server);
    const { cookie } = advisor;
    const { id } = await advisor.trpc.generation.start.mutate({
      client,
      strategy,
      apiKey: 'sk-bench-not-a-real-key',
    });
    // The event stream, read raw: when each character arrives is what is measured.
    const response = await fetch(
      `${server.url}/trpc/generation.events?input=${encodeURIComponent(JSON.stringify({ id }))}`,
      {
        headers: { cookie, accept: 'text/event-stream' },
      },
    );
    const decoder = new TextDecoder();
    let buffer = '';
    let received = 0;
    let nextChunk = 0;
    const latencies: number[] = [];
    const reader = response.body!.getReader();
    outer: for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      const now = performance.now();
      buffer += decoder.decode(value, { stream: true });
      let cut: number;
      while ((cut = buffer.indexOf('\n\n')) >= 0) {
        const message = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const data = message.split('\n').find((l) => l.startsWith('data: '));
        if (!data) continue;
        const event = JSON.parse(data.slice(6)) as { type?: string; chunk?: string };
        if (event.type === 'progress' && event.chunk) {
          received += event.chunk.length;
          while (nextChunk < ends.length && ends[nextChunk]! <= received) {
            if (sentAt[nextChunk] !== undefined) latencies.push(now - sentAt[nextChunk]!);
            nextChunk += 1;
          }
        }
        if (event.type === 'done' || event.type === 'error') break outer;
      }
    }
    await reader.cancel().catch(() => undefined);
    return latencies;
  } finally {
    await server.app.close();
    await database.dispose();
    await vendor.close();
  }
}

/** What the AI writes for a comprehensive presentation under the section contract. */
const comprehensive = ZClientFormData.parse({ ...client, detailLevel: 'comprehensive' });
const comprehensiveInput = {
  client: comprehensive,
  advisor,
  strategy,
  analysis: analyseNeeds(needsInputFromClient(comprehensive)),
  now: new Date(),
};
const aiReply = serialiseSections(buildOfflineDocument(comprehensiveInput).sections);
const renderedPage = generateOfflinePresentation(comprehensiveInput);

/** 80 tokens a second at four characters a token: 16-character chunks every 50 ms. */
async function benchSectionsAt80TokensPerSecond(runs: number) {
  const CHARS_PER_CHUNK = 16;
  const chunks = Array.from({ length: Math.ceil(aiReply.length / CHARS_PER_CHUNK) }, (_, i) =>
    aiReply.slice(i * CHARS_PER_CHUNK, (i + 1) * CHARS_PER_CHUNK),
  );
  const vendor = await startFakeAnthropic({ kind: 'stream', chunks, delayMs: 50 });
  const database = await freshDatabase();
  const server = await startServer(database, { ANTHROPIC_BASE_URL: vendor.url });
  const firstSection: number[] = [];
  const complete: number[] = [];
  try {
    for (let run = 0; run < runs; run += 1) {
      const advisor = await subscribedOverHttp(server);
      const { cookie } = advisor;
      const started = performance.now();
      const { id } = await advisor.trpc.generation.start.mutate({
        client: comprehensive,
        strategy,
        apiKey: 'sk-bench-not-a-real-key',
      });
      const response = await fetch(
        `${server.url}/trpc/generation.events?input=${encodeURIComponent(JSON.stringify({ id }))}`,
        {
          headers: { cookie, accept: 'text/event-stream' },
        },
      );
      const reader = response.body!.getReader();
      const decoder = new TextDecoder();
      let buffer = '';
      let sawFirst = false;
      outer: for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const data = buffer
            .slice(0, cut)
            .split('\n')
            .find((l) => l.startsWith('data: '));
          buffer = buffer.slice(cut + 2);
          if (!data) continue;
          const event = JSON.parse(data.slice(6)) as { type?: string };
          if (event.type === 'section' && !sawFirst) {
            sawFirst = true;
            // Visible: the preview's page with that section has been served.
            const page = await fetch(`${server.url}/content/generations/${id}?sections=1`, {
              headers: { cookie },
            });
            const html = await page.text();
            if (!page.ok || !html.includes('<section id="cover"'))
              throw new Error('the first section was not in the preview');
            firstSection.push(performance.now() - started);
          }
          if (event.type === 'done') {
            complete.push(performance.now() - started);
            break outer;
          }
          if (event.type === 'error') throw new Error(`generation failed: ${data}`);
        }
      }
      await reader.cancel().catch(() => undefined);
    }
    return { firstSection, complete };
  } finally {
    await server.app.close();
    await database.dispose();
    await vendor.close();
  }
}

const offline = benchOffline();
const latencies = await benchChunkLatency();
const sections = await benchSectionsAt80TokensPerSecond(Number(process.env.BENCH_RUNS ?? 3));
const charShare = aiReply.length / renderedPage.length;
const pageGzip = gzipSync(renderedPage).length;
const offlineMedian = median(offline);
const latencyMedian = median(latencies);
saveFigures('generation', [
  {
    figure: 'Offline generator, time per presentation (median of 200)',
    target: '< 50 ms',
    measured: `${round(offlineMedian)} ms (p99 ${round(percentile(offline, 99))} ms)`,
    met: offlineMedian < 50,
  },
  {
    figure: `Vendor chunk → browser over SSE, added latency (median of ${latencies.length} chunks)`,
    target: '< 5 ms median',
    measured: `${round(latencyMedian)} ms (p99 ${round(percentile(latencies, 99))} ms)`,
    met: latencyMedian < 5,
  },
  {
    figure: `Comprehensive presentation at 80 tokens/s: first section visible in the preview (median of ${sections.firstSection.length})`,
    target: '≤ 8 s',
    measured: `${round(median(sections.firstSection) / 1000)} s`,
    met: median(sections.firstSection) <= 8000,
  },
  {
    figure: `Comprehensive presentation at 80 tokens/s: complete (median of ${sections.complete.length})`,
    target: '≤ 60 s',
    measured: `${round(median(sections.complete) / 1000)} s (${aiReply.length.toLocaleString('en-US')} characters streamed)`,
    met: median(sections.complete) <= 60_000,
  },
  {
    figure: 'Characters the AI writes (section contract) against the page we render, comprehensive',
    target: '≤ 40%',
    measured: `${round(charShare * 100, 1)}% (${aiReply.length.toLocaleString('en-US')} of ${renderedPage.length.toLocaleString('en-US')})`,
    met: charShare <= 0.4,
  },
  {
    figure: 'Rendered page, HTML with the CSS it needs, gzipped (no /assets/tailwind.js)',
    target: '≤ 40 KB',
    measured: `${round(pageGzip / 1024, 1)} KB${renderedPage.includes('tailwind') ? ' (references tailwind!)' : ''}`,
    met: pageGzip <= 40 * 1024 && !renderedPage.includes('tailwind'),
  },
]);
process.exit(0);
