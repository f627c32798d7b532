// npm run bench:load — a mixed workload on loopback for BENCH_SECONDS (default 15): sign-in,
// presentations.list, shared pages, intake submissions and view heartbeats all at once, as fast
// as the built server (its own process, on PostgreSQL) answers them. Reports each endpoint's
// throughput, p99 and errors, then checks that every accepted write was stored.
//
// Many clients, one machine: the server runs with TRUST_PROXY=1, as it does behind its one proxy,
// and the benchmark plays that proxy: every sign-in and intake request names a client address of
// its own in X-Forwarded-For. The per-IP limits (intake: 10 per 10 minutes) then apply per simulated
// client as in production, instead of refusing a single-address test after ten submissions.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

import autocannon from 'autocannon';

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
import { rowsOf, sql } from '@pitchcraft/db';

import { hashPassword } from '../packages/api/src/domains/auth/password';
import {
  BENCH_POSTGRES_URL,
  clientWithCookie,
  machine,
  prepareDatabase,
  ROOT,
  round,
  saveFigures,
  seedAdvisor,
  spawnServer,
  type Figure,
} from './lib';

const DURATION = Number(process.env.BENCH_SECONDS ?? 15);
const SIGN_IN_ACCOUNTS = 500;
const SIGN_IN_PASSWORD = 'load-test-password';
const PRESENTATIONS = 200;
const SHARED = 50;
const VIEWS = 1200;
/** Connections per part of the workload (closed loop: each sends its next request on an answer). */
const CONNECTIONS = { signIn: 2, list: 3, shared: 3, intake: 3, heartbeat: 3 } as const;

/** A distinct client address for the n-th simulated client (10.0.0.0/8 holds 16 million). */
const clientAddress = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

// The server under test is the production bundle, built from this tree.
execFileSync(process.execPath, ['build.mjs'], { cwd: join(ROOT, 'apps/server'), stdio: 'inherit' });

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
const db = prepared.handle.db;
const { userId, cookie } = await seedAdvisor(prepared.handle);
await db.execute(sql`
  insert into presentations (id, user_id, title, client_name, client_data, html_content, sales_strategy, share_enabled, created_at)
  select 'load-' || g, ${userId}, 'Life Insurance Recommendations for Client ' || g, 'Client ' || g, ${JSON.stringify(client)}::jsonb,
         ${html}, ${JSON.stringify(strategy)}::jsonb, g <= ${SHARED}, now() - (g * interval '1 minute')
  from generate_series(1, ${PRESENTATIONS}) g`);
// Views of a shared presentation, opened a day ago (opening them is a rate-limited call of its own).
await db.execute(sql`
  insert into presentation_views (id, presentation_id, visitor_id, device, started_at)
  select 'load-view-' || g, 'load-1', 'visitor-' || g, 'desktop', now() - interval '1 day'
  from generate_series(1, ${VIEWS}) g`);
// Advisors who sign in: real argon2id hashes (one password, so one hash to compute).
const passwordHash = await hashPassword(SIGN_IN_PASSWORD);
await db.execute(sql`
  insert into users (id, email, password_hash) select 'load-signin-' || g, 'load-signin-' || g || '@example.com', ${passwordHash}
  from generate_series(1, ${SIGN_IN_ACCOUNTS}) g`);
await db.execute(sql`
  insert into user_profiles (user_id, email, full_name, company_name, subscription_status)
  select 'load-signin-' || g, 'load-signin-' || g || '@example.com', 'Load Advisor ' || g, 'Load Co', 'active'
  from generate_series(1, ${SIGN_IN_ACCOUNTS}) g`);
await db.execute(sql`vacuum analyze`);

const server = await spawnServer({ ...prepared.env, TRUST_PROXY: '1' });
let stopped = false;
const stopServer = async () => {
  if (!stopped) await server.stop();
  stopped = true;
};
try {
  // A multi-use intake link, made the way an advisor makes one.
  const { id: linkId } = await clientWithCookie(server, cookie).trpc.links.create.mutate({
    title: 'Load test intake',
    industryType: 'insurance',
    singleUse: false,
  });

  let nextClient = 0;
  const json = { 'content-type': 'application/json' };

  // Sign-in: a different account and client address each time.
  let nextAccount = 0;
  const signIn = autocannon({
    url: `${server.url}/trpc/auth.signIn`,
    method: 'POST',
    connections: CONNECTIONS.signIn,
    duration: DURATION,
    requests: [
      {
        setupRequest: (request) => {
          const account = (nextAccount++ % SIGN_IN_ACCOUNTS) + 1;
          return {
            ...request,
            headers: { ...json, 'x-forwarded-for': clientAddress(++nextClient) },
            body: JSON.stringify({
              email: `load-signin-${account}@example.com`,
              password: SIGN_IN_PASSWORD,
            }),
          };
        },
      },
    ],
  });

  const list = autocannon({
    url: `${server.url}/trpc/presentations.list?input=${encodeURIComponent(JSON.stringify({ limit: 20 }))}`,
    connections: CONNECTIONS.list,
    duration: DURATION,
    headers: { cookie },
  });

  let nextShared = 0;
  const shared = autocannon({
    url: server.url,
    connections: CONNECTIONS.shared,
    duration: DURATION,
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          method: 'GET',
          path: `/content/shared/load-${(nextShared++ % SHARED) + 1}`,
        }),
      },
    ],
  });

  // Intake: each submission is a new client (its own e-mail) from its own address; the e-mails
  // of the answered ones are kept, to look each up afterwards.
  /** autocannon's per-request context: what the request in flight wrote, until it is answered. */
  interface WriteContext {
    pending?: string | undefined;
  }
  const acceptedEmails = new Set<string>();
  const intakeContexts = new Set<WriteContext>();
  let nextSubmission = 0;
  const intake = autocannon({
    url: `${server.url}/trpc/intake.submit`,
    method: 'POST',
    connections: CONNECTIONS.intake,
    duration: DURATION,
    requests: [
      {
        setupRequest: (request, context) => {
          const ctx = context as WriteContext;
          intakeContexts.add(ctx);
          const n = ++nextSubmission;
          ctx.pending = `load-client-${n}@example.com`;
          return {
            ...request,
            headers: { ...json, 'x-forwarded-for': clientAddress(++nextClient) },
            body: JSON.stringify({
              linkId,
              data: {
                fullName: `Load Client ${n}`,
                email: ctx.pending,
                phone: '555-0100',
                age: '41',
                gender: 'Female',
                annualIncome: '85000',
                budget: '150',
              },
            }),
          };
        },
        onResponse: (status, _body, context) => {
          const ctx = context as WriteContext;
          if (status === 200 && ctx.pending) acceptedEmails.add(ctx.pending);
          ctx.pending = undefined;
        },
      },
    ],
  });

  // Heartbeats, round the views; the answered beats are counted per view.
  const acceptedBeats = new Map<string, number>();
  const beatContexts = new Set<WriteContext>();
  let nextBeat = 0;
  const heartbeat = autocannon({
    url: `${server.url}/beacons/heartbeat`,
    method: 'POST',
    connections: CONNECTIONS.heartbeat,
    duration: DURATION,
    requests: [
      {
        setupRequest: (request, context) => {
          const ctx = context as WriteContext;
          beatContexts.add(ctx);
          ctx.pending = `load-view-${(nextBeat++ % VIEWS) + 1}`;
          // Fresh headers each time: autocannon sizes content-length from them.
          return {
            ...request,
            headers: { ...json },
            body: JSON.stringify({ viewId: ctx.pending, activeMs: 1000 }),
          };
        },
        onResponse: (status, _body, context) => {
          const ctx = context as WriteContext;
          if (status === 204 && ctx.pending)
            acceptedBeats.set(ctx.pending, (acceptedBeats.get(ctx.pending) ?? 0) + 1);
          ctx.pending = undefined;
        },
      },
    ],
  });

  const results = {
    signIn: await signIn,
    list: await list,
    shared: await shared,
    intake: await intake,
    heartbeat: await heartbeat,
  };
  // Requests still in flight when the clock ran out were sent, and the server finishes them (a
  // graceful stop waits for them) even though nobody reads their answers any more.
  const intakeInFlight = [...intakeContexts].filter((c) => c.pending).length;
  const beatsInFlight = [...beatContexts].filter((c) => c.pending).length;
  await stopServer();

  const storedEmails = new Set(
    rowsOf<{ email: string }>(
      await db.execute(sql`select email from clients where link_id = ${linkId}`),
    ).map((r) => r.email),
  );
  const lostSubmissions = [...acceptedEmails].filter((email) => !storedEmails.has(email)).length;
  const extraSubmissions = [...storedEmails].filter((email) => !acceptedEmails.has(email)).length;
  const storedBeats = new Map(
    rowsOf<{ id: string; heartbeats: number }>(
      await db.execute(sql`select id, heartbeats from presentation_views`),
    ).map((r) => [r.id, r.heartbeats]),
  );
  let lostBeats = 0;
  let extraBeats = 0;
  let totalBeats = 0;
  for (const [id, stored] of storedBeats) {
    const accepted = acceptedBeats.get(id) ?? 0;
    lostBeats += Math.max(0, accepted - stored);
    extraBeats += Math.max(0, stored - accepted);
    totalBeats += stored;
  }
  const acceptedBeatCount = [...acceptedBeats.values()].reduce((a, b) => a + b, 0);
  const sessions =
    rowsOf<{ n: number }>(
      await db.execute(
        sql`select count(*)::int as n from sessions where user_id like 'load-signin-%'`,
      ),
    )[0]?.n ?? 0;

  const errorsOf = (r: autocannon.Result) => r.errors + r.timeouts + r.non2xx;
  const line = (name: string, r: autocannon.Result, connections: number): Figure => ({
    figure: `${name} (${connections} connection${connections > 1 ? 's' : ''}, ${r.requests.total} answered)`,
    target: 'zero errors',
    measured: `${round(r.requests.average, 0)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, ${errorsOf(r)} errors`,
    met: errorsOf(r) === 0,
  });
  const all = Object.values(results);
  const totalRate = all.reduce((sum, r) => sum + r.requests.average, 0);
  const totalErrors = all.reduce((sum, r) => sum + errorsOf(r), 0);
  const total = all.reduce((sum, r) => sum + r.requests.total, 0);
  console.log(
    `machine: ${machine()}; ${DURATION} s, ${Object.values(CONNECTIONS).reduce((a, b) => a + b, 0)} connections, server in its own process on PostgreSQL`,
  );
  saveFigures('load', [
    {
      figure: `Mixed workload, all parts at once for ${DURATION} s (${total} requests answered)`,
      target: 'zero errors',
      measured: `${round(totalRate, 0)} req/s in total, ${totalErrors} errors (non-2xx, socket errors, timeouts)`,
      met: totalErrors === 0,
    },
    line(
      'Sign-in, argon2id, a new account and address each time',
      results.signIn,
      CONNECTIONS.signIn,
    ),
    line('presentations.list, page of 20 of 200', results.list, CONNECTIONS.list),
    line(
      `Shared page /content/shared (${round(html.length / 1024, 0)} KB)`,
      results.shared,
      CONNECTIONS.shared,
    ),
    line(
      'intake.submit to a multi-use link, a new client each time',
      results.intake,
      CONNECTIONS.intake,
    ),
    line('Heartbeat beacons', results.heartbeat, CONNECTIONS.heartbeat),
    {
      figure: 'Intake submissions stored vs accepted (looked up one by one)',
      target: 'every accepted one stored',
      measured: `${acceptedEmails.size} accepted, ${acceptedEmails.size - lostSubmissions} of them stored (${lostSubmissions} lost); ${extraSubmissions} more stored from ${intakeInFlight} sent as the clock ran out`,
      met: lostSubmissions === 0 && extraSubmissions <= intakeInFlight,
    },
    {
      figure: 'Heartbeats stored vs accepted (per view)',
      target: 'every accepted one stored',
      measured: `${acceptedBeatCount} accepted, ${acceptedBeatCount - lostBeats} of them stored (${lostBeats} lost); ${totalBeats} stored in all, ${extraBeats} from ${beatsInFlight} sent as the clock ran out`,
      met: lostBeats === 0 && extraBeats <= beatsInFlight,
    },
    {
      figure: 'Sign-in sessions stored vs accepted',
      target: 'every accepted one stored',
      measured: `${results.signIn['2xx']} accepted, ${sessions} sessions stored`,
      met:
        sessions >= results.signIn['2xx'] && sessions <= results.signIn['2xx'] + CONNECTIONS.signIn,
    },
  ]);
} finally {
  await stopServer();
  await prepared.dispose();
}
process.exit(0);
