// npm run bench:generation — the offline generator's time per presentation, and what the server
// adds between a vendor chunk arriving and the browser receiving it (local vendor stand-in, SSE).
import { performance } from 'node:perf_hooks';
import { analyseNeeds, createClientFormDefaults, createSalesStrategyDefaults, generateOfflinePresentation, needsInputFromClient, ZClientFormData, ZSalesStrategy } from '@pitchcraft/core';
import { startFakeAnthropic } from '@pitchcraft/api/testing';
import { freshDatabase, median, percentile, round, saveFigures, startServer, subscribedCookie } from './lib';

const client = ZClientFormData.parse({
  ...createClientFormDefaults(),
  clientName: 'Maria Rivera',
  age: '38',
  gender: 'Female',
  annualIncome: '85000',
  maritalStatus: 'Married',
  dependents: '2',
  budget: '150',
  focusAreas: ['Coverage Details', 'Cost Breakdown', 'Family Protection'],
});
const strategy = ZSalesStrategy.parse(createSalesStrategyDefaults());
const advisor = { name: 'Jordan Lee', company: 'Harbor Life', phone: '555-0100', email: 'jordan@example.com' };

function benchOffline() {
  const times: number[] = [];
  for (let i = 0; i < 220; i += 1) {
    const start = performance.now();
    generateOfflinePresentation({ client, advisor, strategy, analysis: analyseNeeds(needsInputFromClient(client)), now: new Date() });
    if (i >= 20) times.push(performance.now() - start);
  }
  return times;
}

async function benchChunkLatency() {
  const CHUNKS = 300;
  const sentAt: number[] = [];
  const chunkText = (i: number) => (i === 0 ? '<!DOCTYPE html><html><body>' : `<p>chunk ${String(i).padStart(4, '0')} ${'x'.repeat(40)}</p>`);
  const chunks = Array.from({ length: CHUNKS }, (_, i) => chunkText(i));
  chunks.push('</body></html>');
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
    const { cookie } = await subscribedCookie(server.url, server.origin);
    const start = await fetch(`${server.url}/trpc/generation.start`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.origin, cookie },
      body: JSON.stringify({ client, strategy, apiKey: 'sk-bench-not-a-real-key' }),
    });
    const { result } = (await start.json()) as { result: { data: { id: string } } };
    const response = await fetch(`${server.url}/trpc/generation.events?input=${encodeURIComponent(JSON.stringify({ id: result.data.id }))}`, {
      headers: { cookie, accept: 'text/event-stream' },
    });
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
    await reader.cancel().catch(() => {});
    return latencies;
  } finally {
    await server.app.close();
    await database.dispose();
    await vendor.close();
  }
}

const offline = benchOffline();
const latencies = await benchChunkLatency();
const offlineMedian = median(offline);
const latencyMedian = median(latencies);
saveFigures('generation', [
  { figure: 'Offline generator, time per presentation (median of 200)', target: '< 50 ms', measured: `${round(offlineMedian)} ms (p99 ${round(percentile(offline, 99))} ms)`, met: offlineMedian < 50 },
  {
    figure: `Vendor chunk → browser over SSE, added latency (median of ${latencies.length} chunks)`,
    target: '< 5 ms median',
    measured: `${round(latencyMedian)} ms (p99 ${round(percentile(latencies, 99))} ms)`,
    met: latencyMedian < 5,
  },
]);
process.exit(0);
