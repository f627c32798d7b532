// npm run bench:org — an agency at scale on PostgreSQL: an organisation of 200 advisors (plus an
// admin and a compliance reviewer), 50,000 clients, 20,000 presentations, 10,000 reviews and
// 200,000 audit entries, beside a solo advisor with the same book as one of the agency's advisors.
// Every call goes through the real router in this process (context from a session cookie, the
// role checks, the queries), timed 200 times after a warm-up. Targets (issue 38): the
// presentations list, the review queue and the audit log page p99 ≤ 50 ms; the role check adds
// ≤ 1 ms to a procedure (the same calls by an agency advisor and by the solo advisor).
import { performance } from 'node:perf_hooks';

import { createHarness } from '@pitchcraft/api/testing';
import { sql } from '@pitchcraft/db';

import { createSession } from '../packages/api/src/domains/auth/session';
import { BENCH_POSTGRES_URL, percentile, prepareDatabase, round, saveFigures } from './lib';

const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const ADVISORS = 200;
const CLIENTS = 50_000;
const PRESENTATIONS = 20_000;
const REVIEWS = 10_000;
const AUDIT_ROWS = 200_000;

const prepared = await prepareDatabase(BENCH_POSTGRES_URL);
const { db } = prepared.handle;
const page = '<!doctype html><html><body><h1>Life insurance recommendations</h1></body></html>';

console.log('seeding…');
const seedStart = performance.now();
// Accounts: the users trigger makes each an organisation of one; the agency's members are then
// moved into the owner's organisation, as accepted invitations do.
await db.execute(sql`insert into users (id, email, password_hash, email_verified_at)
  select 'u' || g, 'u' || g || '@agency.example', 'x', now() from generate_series(0, ${ADVISORS + 2}) g`);
await db.execute(sql`insert into users (id, email, password_hash, email_verified_at)
  values ('solo', 'solo@example.com', 'x', now())`);
await db.execute(sql`insert into user_profiles (user_id, email, full_name, company_name, subscription_status, has_had_trial)
  select id, email, 'Advisor ' || id, 'Harbour Agency', 'active', true from users`);
await db.execute(
  sql`update organizations set name = 'Harbour Agency', seat_quantity = ${ADVISORS + 1} where id = 'org_u0'`,
);
await db.execute(sql`update organization_members set organization_id = 'org_u0',
  role = (case when user_id = 'u0' then 'owner' when user_id = ${`u${ADVISORS + 1}`} then 'admin'
               when user_id = ${`u${ADVISORS + 2}`} then 'reviewer' else 'advisor' end)::member_role
  where user_id like 'u%'`);
// Clients and presentations spread evenly over the 200 advisors (u1..u200).
await db.execute(sql`insert into clients (id, user_id, organization_id, email, full_name, created_at)
  select 'c' || g, 'u' || (1 + g % ${ADVISORS}), 'org_u0', 'client' || g || '@example.com',
         'Client ' || g, now() - g * interval '1 minute'
  from generate_series(1, ${CLIENTS}) g`);
await db.execute(sql`insert into presentations (id, user_id, organization_id, title, client_name, client_id, client_data, html_content, sales_strategy, created_at)
  select 'p' || g, 'u' || (1 + g % ${ADVISORS}), 'org_u0', 'Life insurance recommendations for Client ' || g,
         'Client ' || g, 'c' || g, '{}'::jsonb, ${page}, '{}'::jsonb, now() - g * interval '1 minute'
  from generate_series(1, ${PRESENTATIONS}) g`);
// The solo advisor's book is the size of one agency advisor's.
const perAdvisor = PRESENTATIONS / ADVISORS;
await db.execute(sql`insert into clients (id, user_id, email, full_name, created_at)
  select 'sc' || g, 'solo', 'solo-client' || g || '@example.com', 'Client ' || g, now() - g * interval '1 minute'
  from generate_series(1, ${CLIENTS / ADVISORS}) g`);
await db.execute(sql`insert into presentations (id, user_id, title, client_name, client_id, client_data, html_content, sales_strategy, created_at)
  select 'sp' || g, 'solo', 'Life insurance recommendations for Client ' || g, 'Client ' || g, 'sc' || g,
         '{}'::jsonb, ${page}, '{}'::jsonb, now() - g * interval '1 minute'
  from generate_series(1, ${perAdvisor}) g`);
// Reviews: the newest fifth pending, the rest decided.
await db.execute(sql`insert into presentation_reviews (id, organization_id, presentation_id, version_number, page_hash, submitted_by, status, decided_by, decided_at, submitted_at)
  select 'r' || g, 'org_u0', 'p' || g, 1, md5(g::text), 'u' || (1 + g % ${ADVISORS}),
         (case when g <= ${REVIEWS / 5} then 'pending' else 'approved' end)::review_status,
         case when g <= ${REVIEWS / 5} then null else ${`u${ADVISORS + 2}`} end,
         case when g <= ${REVIEWS / 5} then null else now() end,
         now() - g * interval '1 minute'
  from generate_series(1, ${REVIEWS}) g`);
await db.execute(sql`insert into audit_log (id, organization_id, actor_user_id, actor_email, action, target_kind, target_id, ip_address, occurred_at)
  select 'a' || g, 'org_u0', 'u' || (g % ${ADVISORS}), 'u' || (g % ${ADVISORS}) || '@agency.example',
         (array['auth.sign_in','presentation.shared','export.pdf','review.approved','member.invited'])[1 + g % 5],
         'presentation', 'p' || (1 + g % ${PRESENTATIONS}), '10.0.0.1', now() - g * interval '10 seconds'
  from generate_series(1, ${AUDIT_ROWS}) g`);
for (const table of [
  'users',
  'organization_members',
  'clients',
  'presentations',
  'presentation_reviews',
  'audit_log',
])
  await db.execute(sql`vacuum analyze ${sql.identifier(table)}`);
console.log(`seeded in ${round((performance.now() - seedStart) / 1000, 1)} s`);

const h = await createHarness({ database: { ...prepared.handle, url: undefined } });
async function as(userId: string) {
  const b = h.browser();
  const { token } = await createSession(db, userId);
  b.cookies.set('pc_session', token, {});
  return b.caller;
}
const owner = await as('u0');
const reviewer = await as(`u${ADVISORS + 2}`);
// u7 owns the rows numbered 6, 206, 406, … (owner u(1 + g mod 200)).
const advisor = await as('u7');
const solo = await as('solo');

async function p99(label: string, call: () => Promise<unknown>) {
  for (let i = 0; i < 20; i += 1) await call();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    await call();
    times.push(performance.now() - start);
  }
  return { label, p50: percentile(times, 50), p99: percentile(times, 99) };
}

try {
  const ownerList = await owner.presentations.list({ limit: 20 });
  if (ownerList.total !== PRESENTATIONS)
    throw new Error(`the owner should list ${PRESENTATIONS} presentations, not ${ownerList.total}`);
  const advisorList = await advisor.presentations.list({ limit: 20 });
  if (advisorList.total !== perAdvisor)
    throw new Error(`an advisor should list their ${perAdvisor}, not ${advisorList.total}`);

  const list = await p99('presentations list (owner, 20,000)', () =>
    owner.presentations.list({ limit: 20 }),
  );
  const queue = await p99('review queue (reviewer)', () =>
    reviewer.reviews.queue({ status: 'pending', limit: 20 }),
  );
  const audit = await p99('audit log page (reviewer)', () => reviewer.audit.list({ limit: 50 }));
  const auditFiltered = await p99('audit log page, one action', () =>
    reviewer.audit.list({ limit: 50, action: 'export.pdf' }),
  );

  // The role check's cost: the same procedures, the same book size, agency advisor vs solo.
  const pairs: [string, () => Promise<unknown>, () => Promise<unknown>][] = [
    [
      'presentations.get',
      () => advisor.presentations.get({ id: 'p6' }),
      () => solo.presentations.get({ id: 'sp7' }),
    ],
    [
      'presentations.list',
      () => advisor.presentations.list({ limit: 20 }),
      () => solo.presentations.list({ limit: 20 }),
    ],
    ['clients.get', () => advisor.clients.get({ id: 'c6' }), () => solo.clients.get({ id: 'sc7' })],
  ];
  const overheads: { name: string; agency: number; solo: number; added: number }[] = [];
  for (const [name, agencyCall, soloCall] of pairs) {
    // Interleaved, so both sides see the same machine.
    const a: number[] = [];
    const s: number[] = [];
    for (let i = 0; i < 20; i += 1) await Promise.all([agencyCall(), soloCall()]);
    for (let i = 0; i < RUNS; i += 1) {
      let start = performance.now();
      await agencyCall();
      a.push(performance.now() - start);
      start = performance.now();
      await soloCall();
      s.push(performance.now() - start);
    }
    const agency = percentile(a, 50);
    const soloMedian = percentile(s, 50);
    overheads.push({ name, agency, solo: soloMedian, added: agency - soloMedian });
  }

  const ms = (n: number) => `${round(n, 1)} ms`;
  saveFigures('org', [
    ...[list, queue, audit, auditFiltered].map((r) => ({
      figure: `${r.label} p99`,
      target: '≤ 50 ms',
      measured: `${ms(r.p99)} (p50 ${ms(r.p50)})`,
      met: r.p99 <= 50,
    })),
    ...overheads.map((o) => ({
      figure: `role check on ${o.name} (median, agency advisor − solo)`,
      target: '≤ 1 ms',
      measured: `${ms(o.added)} (${ms(o.agency)} vs ${ms(o.solo)})`,
      met: o.added <= 1,
    })),
  ]);
} finally {
  await h.close();
  await prepared.dispose();
}
