// Builds a real server on a fresh test database for route-level tests (app.inject or a port).
import { createTestDatabase, type TestDatabase } from '@pitchcraft/db/testing';
import type { FastifyInstance } from 'fastify';
import { buildServer, type BuildOptions } from './app';
import { readConfig, type ServerConfig } from './env';

export interface TestServer {
  app: FastifyInstance;
  database: TestDatabase;
  config: ServerConfig;
  close(): Promise<void>;
}

export async function createTestServer(env: Record<string, string> = {}, options: BuildOptions = {}): Promise<TestServer> {
  const database = await createTestDatabase();
  const config = readConfig({ NODE_ENV: 'test', PORT: '3000', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', ...env });
  const app = await buildServer(config, database, { logger: false, ...options });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** Signs up through the HTTP API and returns the session cookie header. */
export async function signUpOverHttp(app: FastifyInstance, email: string, password = 'secret-123'): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/trpc/auth.signUp',
    headers: { origin: 'http://localhost:3000', 'content-type': 'application/json' },
    payload: { email, password, confirmPassword: password, fullName: 'Test Advisor', companyName: 'Test Co' },
  });
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  const setCookie = response.headers['set-cookie'];
  const cookie = (Array.isArray(setCookie) ? setCookie : [setCookie ?? '']).find((c) => c.startsWith('pc_session='));
  if (!cookie) throw new Error('no session cookie');
  // The name=value pair, without the attributes after the first ';'.
  return cookie.replace(/;.*$/s, '');
}
