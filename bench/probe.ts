import { sql, presentations, eq, desc, count } from '@pitchcraft/db';
import { BENCH_POSTGRES_URL, prepareDatabase, seedAdvisor } from './lib';
const prepared = await prepareDatabase(BENCH_POSTGRES_URL);
const { userId } = await seedAdvisor(prepared.handle);
const html = 'x'.repeat(25000);
await prepared.handle.db.execute(sql`
  insert into presentations (id, user_id, title, client_name, client_data, html_content, sales_strategy, share_enabled, created_at)
  select 'bench-' || g, ${userId}, 'T ' || g, 'Client ' || g, '{"a":1}'::jsonb, ${html}, '{}'::jsonb, g = 1, now() - (g * interval '1 minute')
  from generate_series(1, 5000) g`);
await prepared.handle.db.execute(sql`analyze`);
const db = prepared.handle.db;
async function time(name: string, fn: () => Promise<unknown>) {
  for (let i = 0; i < 20; i++) await fn();
  const t = performance.now();
  for (let i = 0; i < 200; i++) await fn();
  console.log(name, ((performance.now() - t) / 200).toFixed(2), 'ms');
}
await time('list page', () => db.select({ id: presentations.id, title: presentations.title }).from(presentations).where(eq(presentations.userId, userId)).orderBy(desc(presentations.createdAt), desc(presentations.id)).limit(21));
await time('count', () => db.select({ value: count() }).from(presentations).where(eq(presentations.userId, userId)));
await time('select * shared', () => db.select().from(presentations).where(eq(presentations.id, 'bench-1')).limit(1));
await time('select 1', () => db.execute(sql`select 1`));
console.log(await db.execute(sql`explain analyze select id from presentations where user_id = ${userId} order by created_at desc, id desc limit 21`));
await prepared.dispose();
process.exit(0);
