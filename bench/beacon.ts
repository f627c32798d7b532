// npm run bench:beacon — heartbeats per second the server absorbs on loopback, with p99 latency,
// on PostgreSQL (target) and on the embedded database (reported beside it). The server runs in
// its own process; autocannon drives it from this one.
import autocannon from 'autocannon';

import { sql } from '@pitchcraft/db';

import { BENCH_POSTGRES_URL, prepareDatabase, saveFigures, seedAdvisor, spawnServer } from './lib';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const VIEWS = 1000;

function firstRow<T>(result: unknown): T {
  return (Array.isArray(result) ? result[0] : (result as { rows: T[] }).rows[0]) as T;
}

async function measure(postgresUrl: string | undefined) {
  const prepared = await prepareDatabase(postgresUrl);
  const { userId } = await seedAdvisor(prepared.handle);
  await prepared.handle.db.execute(sql`
    insert into presentations (id, user_id, title, client_name, client_data, html_content, sales_strategy, share_enabled)
    values ('bench-shared', ${userId}, 'Bench', 'Bench Client', '{}'::jsonb, '<html></html>', '{}'::jsonb, true)`);
  // Views are opened directly: opening them over HTTP is rate limited per IP, as it should be.
  await prepared.handle.db.execute(sql`
    insert into presentation_views (id, presentation_id, visitor_id, device, started_at)
    select 'view-' || g, 'bench-shared', 'visitor-' || g, 'phone', now() - interval '1 day'
    from generate_series(1, ${VIEWS}) g`);
  await prepared.release();
  const server = await spawnServer(prepared.env);
  let n = 0;
  try {
    const result = await autocannon({
      url: `${server.url}/beacons/heartbeat`,
      method: 'POST',
      connections: 10,
      duration: DURATION,
      headers: { 'content-type': 'application/json' },
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            body: JSON.stringify({ viewId: `view-${(n++ % VIEWS) + 1}`, activeMs: 10_000 }),
          }),
        },
      ],
    });
    await server.stop();
    let stored: number | null = null;
    if (postgresUrl)
      stored = firstRow<{ n: number }>(
        await prepared.handle.db.execute(
          sql`select coalesce(sum(heartbeats), 0)::int as n from presentation_views`,
        ),
      ).n;
    return { result, stored };
  } finally {
    await server.stop();
    await prepared.dispose();
  }
}

const pg = await measure(BENCH_POSTGRES_URL);
const embedded = await measure(undefined);
const errors = (r: autocannon.Result) => r.errors + r.non2xx;
saveFigures('beacon', [
  {
    figure: 'Heartbeats absorbed on PostgreSQL (10 connections, server in its own process)',
    target: '≥ 2,000/s, p99 < 20 ms',
    measured: `${pg.result.requests.average.toFixed(0)}/s, p99 ${pg.result.latency.p99} ms, ${errors(pg.result)} errors, ${pg.stored} stored for ${pg.result.requests.total} answered`,
    met:
      pg.result.requests.average >= 2000 && pg.result.latency.p99 < 20 && errors(pg.result) === 0,
  },
  {
    figure: 'Heartbeats absorbed on the embedded database (10 connections)',
    target: 'reported',
    measured: `${embedded.result.requests.average.toFixed(0)}/s, p99 ${embedded.result.latency.p99} ms, ${errors(embedded.result)} errors`,
    met: null,
  },
]);
process.exit(0);
