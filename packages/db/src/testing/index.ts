// A fresh, migrated database per test file: PGlite in memory by default, a throwaway database
// on the real PostgreSQL server when TEST_DATABASE_URL is set.
import { randomBytes } from 'node:crypto';

import { createDatabase, migrate, type DatabaseHandle } from '../client';

export interface TestDatabase extends DatabaseHandle {
  url: string | undefined;
}

/**
 * `embedded` forces PGlite even when a server is configured: tests that must hold on both
 * databases (the burst limits) create one of each.
 */
export async function createTestDatabase(
  options: { kind?: 'embedded' | 'server' } = {},
): Promise<TestDatabase> {
  const adminUrl = options.kind === 'embedded' ? undefined : process.env.TEST_DATABASE_URL;
  if (options.kind === 'server' && !adminUrl)
    throw new Error('A server test database needs TEST_DATABASE_URL');
  if (!adminUrl) {
    const handle = await createDatabase({ dataDir: 'memory://' });
    await migrate(handle);
    return { ...handle, url: undefined };
  }
  const { default: postgres } = await import('postgres');
  const name = `pitchcraft_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await createDatabase({ url: url.toString(), max: 5 });
  await migrate(handle);
  return {
    ...handle,
    url: url.toString(),
    close: async () => {
      await handle.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}
