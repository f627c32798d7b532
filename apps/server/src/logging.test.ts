// Every request of the account flows, logged at the most verbose level, and not one password,
// session token or reset token in the output.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@pitchcraft/db/testing';
import type { FastifyInstance } from 'fastify';
import { buildServer } from './app';
import { readConfig } from './env';

const lines: string[] = [];
let app: FastifyInstance;
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  const config = readConfig({ NODE_ENV: 'test', PORT: '3000', LOG_LEVEL: 'trace', WEB_DIST: '/nonexistent' });
  app = await buildServer(config, database, { logStream: { write: (line) => void lines.push(line) } });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const post = (url: string, payload: unknown, cookie?: string) =>
  app.inject({ method: 'POST', url, payload: payload as object, headers: { origin: 'http://localhost:3000', ...(cookie ? { cookie } : {}) } });

describe('logs', () => {
  it('never contain passwords, session tokens or reset tokens', async () => {
    const password = 'Sup3r-secret-passw0rd';
    const signUp = await post('/trpc/auth.signUp', { email: 'logs@example.com', password, confirmPassword: password, fullName: 'Log Test', companyName: 'Co' });
    const token = String(signUp.headers['set-cookie']).split(';')[0]!.split('=')[1]!;
    await post('/trpc/auth.signIn', { email: 'logs@example.com', password: 'Wr0ng-password-here' });
    await post('/trpc/auth.signIn', { email: 'logs@example.com', password });
    await app.inject({ method: 'GET', url: '/trpc/profile.get', headers: { cookie: `pc_session=${token}` } });
    await post('/trpc/auth.requestPasswordReset', { email: 'logs@example.com' });
    const outbox = await app.inject({ method: 'GET', url: '/dev/outbox.json' });
    const resetToken = /#token=([a-z0-9]+)/.exec(outbox.body)![1]!;
    await post('/trpc/auth.resetPassword', { token: resetToken, password: 'An0ther-secret', confirmPassword: 'An0ther-secret' });

    const output = lines.join('');
    expect(output.length).toBeGreaterThan(1000);
    expect(output).toContain('incoming request');
    for (const secret of [password, 'Wr0ng-password-here', 'An0ther-secret', token, token.split('.')[1]!, resetToken]) {
      expect(output).not.toContain(secret);
    }
  });
});
