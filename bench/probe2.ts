import autocannon from 'autocannon';
import { sql } from '@pitchcraft/db';
import { BENCH_POSTGRES_URL, prepareDatabase, seedAdvisor, spawnServer } from './lib';
const prepared = await prepareDatabase(BENCH_POSTGRES_URL);
const { userId, cookie } = await seedAdvisor(prepared.handle);
await prepared.handle.db.execute(sql`
  insert into presentations (id, user_id, title, client_name, client_data, html_content, sales_strategy, share_enabled, created_at)
  select 'bench-' || g, ${userId}, 'T ' || g, 'Client ' || g, '{"a":1}'::jsonb, ${'x'.repeat(25000)}, '{}'::jsonb, g = 1, now() - (g * interval '1 minute')
  from generate_series(1, 5000) g`);
const server = await spawnServer(prepared.env);
for (const path of ['shared']) {
  const url = `${server.url}/content/shared/bench-1`;
  const r = await autocannon({ url, headers: { cookie }, connections: 10, duration: 3 });
  console.log(path, r.requests.average, 'p50', r.latency.p50, 'p99', r.latency.p99, 'non2xx', r.non2xx);
}
await server.stop(); await prepared.dispose(); process.exit(0);
