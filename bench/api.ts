// npm run bench:api — presentations.list for an advisor with 5,000 presentations, and the public
// shared presentation route against a bare Fastify route returning the same bytes, with autocannon
// on loopback, on PostgreSQL, the server in its own process.
import autocannon from 'autocannon';
import Fastify from 'fastify';

import {
  analyseNeeds,
  createClientFormDefaults,
  createSalesStrategyDefaults,
  needsInputFromClient,
  repairHtml,
  ZClientFormData,
  ZSalesStrategy,
} from '@pitchcraft/core';
import { generateOfflinePresentation } from '@pitchcraft/core/document';
import { TEST_CLIENT } from '@pitchcraft/core/testing';
import { sql } from '@pitchcraft/db';

import {
  BENCH_POSTGRES_URL,
  clientWithCookie,
  prepareDatabase,
  round,
  saveFigures,
  seedAdvisor,
  spawnServer,
} from './lib';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const run = (options: autocannon.Options) =>
  autocannon({ connections: 10, duration: DURATION, ...options });

const client = ZClientFormData.parse({ ...createClientFormDefaults(), ...TEST_CLIENT });
const strategy = ZSalesStrategy.parse(createSalesStrategyDefaults());
const html = repairHtml(
  generateOfflinePresentation({
    client,
    strategy,
    advisor: {
      name: 'Jordan Lee',
      company: 'Harbor Life',
      phone: '',
      email: 'j@example.com',
      jurisdiction: 'CA',
    },
    analysis: analyseNeeds(needsInputFromClient(client)),
    now: new Date(),
  }),
);

const prepared = await prepareDatabase(BENCH_POSTGRES_URL);
const { userId, cookie } = await seedAdvisor(prepared.handle);
await prepared.handle.db.execute(sql`
  insert into presentations (id, user_id, title, client_name, client_data, html_content, sales_strategy, share_enabled, created_at)
  select 'bench-' || g, ${userId}, 'Life Insurance Recommendations for Client ' || g, 'Client ' || g, ${JSON.stringify(client)}::jsonb,
         ${html}, ${JSON.stringify(strategy)}::jsonb, g = 1, now() - (g * interval '1 minute')
  from generate_series(1, 5000) g`);
await prepared.handle.db.execute(sql`vacuum analyze presentations`);
const server = await spawnServer(prepared.env);
try {
  const { total } = await clientWithCookie(server, cookie).trpc.presentations.list.query({
    limit: 20,
  });
  if (total !== 5000) throw new Error(`expected 5,000 presentations, the list says ${total}`);
  // The measured request, raw: one GET of the page of 20, as autocannon repeats it.
  const listUrl = `${server.url}/trpc/presentations.list?input=${encodeURIComponent(JSON.stringify({ limit: 20 }))}`;
  // Latency is measured below saturation (4 connections); the saturated run shows the ceiling.
  const list = await run({ url: listUrl, headers: { cookie }, connections: 4 });
  const listSaturated = await run({ url: listUrl, headers: { cookie }, connections: 10 });

  const sharedUrl = `${server.url}/content/shared/bench-1`;
  const body = await (await fetch(sharedUrl)).text();
  const shared = await run({ url: sharedUrl });
  const bare = Fastify({ logger: false });
  bare.get('/', (_req, reply) =>
    reply.header('content-type', 'text/html; charset=utf-8').send(body),
  );
  await bare.listen({ host: '127.0.0.1', port: 0 });
  const address = bare.server.address();
  const baseline = await run({
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`,
  });
  await bare.close();

  const ratio = shared.requests.average / baseline.requests.average;
  saveFigures('api', [
    {
      figure: `presentations.list, 5,000 presentations, page of 20, 4 connections (${list.requests.average.toFixed(0)} req/s, p50 ${list.latency.p50} ms)`,
      target: 'p99 < 25 ms',
      measured: `p99 ${list.latency.p99} ms, ${list.errors + list.non2xx} errors`,
      met: list.latency.p99 < 25 && list.errors + list.non2xx === 0,
    },
    {
      figure: 'presentations.list, the same at saturation (10 connections)',
      target: 'reported',
      measured: `${listSaturated.requests.average.toFixed(0)} req/s, p50 ${listSaturated.latency.p50} ms, p99 ${listSaturated.latency.p99} ms, ${listSaturated.errors + listSaturated.non2xx} errors`,
      met: null,
    },
    {
      figure: `Shared presentation (/content/shared, ${(body.length / 1024).toFixed(0)} KB) vs a bare Fastify route with the same bytes`,
      target: '≥ 40% of bare req/s',
      measured: `${round(ratio * 100, 0)}% (${shared.requests.average.toFixed(0)} vs ${baseline.requests.average.toFixed(0)} req/s; p99 ${shared.latency.p99} ms)`,
      met: ratio >= 0.4 && shared.errors + shared.non2xx === 0,
    },
  ]);
} finally {
  await server.stop();
  await prepared.dispose();
}
process.exit(0);
