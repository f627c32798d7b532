// Every request of the account flows and of a passcode-protected share, logged at the most verbose
// level, and not one password, session token, reset or confirmation token, or share grant in the
// output.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { eq, presentations, userProfiles, users } from '@pitchcraft/db';
import { createTestDatabase, type TestDatabase } from '@pitchcraft/db/testing';

import { buildServer } from './app';
import { readConfig } from './env';
import { mailedToken, outboxMail, sessionSetCookie, SIGN_UP_MAIL, signUpOverHttp } from './testing';

const lines: string[] = [];
let app: FastifyInstance;
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  const config = readConfig({
    NODE_ENV: 'test',
    PORT: '3000',
    LOG_LEVEL: 'trace',
    WEB_DIST: '/nonexistent',
  });
  app = await buildServer(config, database, {
    logStream: { write: (line) => void lines.push(line) },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const post = (url: string, payload: unknown, cookie?: string) =>
  app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { origin: 'http://localhost:3000', ...(cookie ? { cookie } : {}) },
  });

/** The session token a response sets (the value of its pc_session cookie). */
function sessionTokenOf(response: { headers: Record<string, unknown> }): string {
  const token = /^pc_session=([^;]+)/.exec(sessionSetCookie(response) ?? '')?.[1];
  if (!token) throw new Error('no session cookie');
  return token;
}

describe('logs', () => {
  it('never contain passwords, session tokens or reset tokens', async () => {
    const password = 'Sup3r-secret-passw0rd';
    const signUp = await post('/trpc/auth.signUp', {
      email: 'logs@example.com',
      password,
      confirmPassword: password,
      fullName: 'Log Test',
      companyName: 'Co',
    });
    expect(signUp.headers['set-cookie']).toBeUndefined();
    // Once the link is mailed, the account exists and can sign in.
    const confirmationToken = await mailedToken(app, 'logs@example.com', SIGN_UP_MAIL.confirm);
    await post('/trpc/auth.signIn', { email: 'logs@example.com', password: 'Wr0ng-password-here' });
    const signIn = await post('/trpc/auth.signIn', { email: 'logs@example.com', password });
    const token = sessionTokenOf(signIn);
    await app.inject({
      method: 'GET',
      url: '/trpc/profile.get',
      headers: { cookie: `pc_session=${token}` },
    });
    // The link mailed at sign-up signs in as well: a second session token.
    const linkToken = sessionTokenOf(
      await post('/trpc/auth.verifyEmail', { token: confirmationToken }),
    );
    await post('/trpc/auth.requestPasswordReset', { email: 'logs@example.com' });
    const resetToken = await mailedToken(app, 'logs@example.com', 'Reset your');
    await post('/trpc/auth.resetPassword', {
      token: resetToken,
      password: 'An0ther-secret',
      confirmPassword: 'An0ther-secret',
    });
    // Signing up again with the taken address: nothing is created, its owner is told (after the answer).
    const retried = 'Y3t-another-secret';
    await post('/trpc/auth.signUp', {
      email: 'logs@example.com',
      password: retried,
      confirmPassword: retried,
      fullName: 'Log Test',
      companyName: 'Co',
    });
    expect(await outboxMail(app, 'logs@example.com', SIGN_UP_MAIL.attempt)).toBeDefined();

    const output = lines.join('');
    expect(output.length).toBeGreaterThan(1000);
    expect(output).toContain('incoming request');
    for (const secret of [
      password,
      'Wr0ng-password-here',
      'An0ther-secret',
      retried,
      token,
      token.split('.')[1]!,
      linkToken,
      linkToken.split('.')[1]!,
      resetToken,
      confirmationToken,
    ]) {
      expect(output).not.toContain(secret);
    }
  });

  it('never contain a share grant, wherever the grant travels', async () => {
    const cookie = await signUpOverHttp(app, 'sharer@example.com', 'harbor-lights-7');
    const [owner] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, 'sharer@example.com'));
    await database.db
      .update(userProfiles)
      .set({ subscriptionStatus: 'trialing' })
      .where(eq(userProfiles.userId, owner!.id));
    await database.db.insert(presentations).values({
      id: 'pres-logged',
      userId: owner!.id,
      title: 'Plan',
      clientName: 'Maria Rivera',
      clientData: {},
      salesStrategy: {},
      htmlContent: '<!DOCTYPE html><html><body><p>Plan</p></body></html>',
      shareEnabled: true,
    });
    await post(
      '/trpc/presentations.updateShareSettings',
      {
        id: 'pres-logged',
        expiresAt: null,
        passcode: 'open-sesame-99',
        requireEmail: false,
        notifyOnView: false,
      },
      cookie,
    );
    const unlocked = await post('/trpc/presentations.unlockShared', {
      id: 'pres-logged',
      passcode: 'open-sesame-99',
    });
    const grant = unlocked.json<{ result: { data: { grant: string } } }>().result.data.grant;
    expect(grant).toMatch(/^[a-z0-9]+$/);

    const input = encodeURIComponent(JSON.stringify({ id: 'pres-logged', grant }));
    const batch = encodeURIComponent(
      JSON.stringify({ 0: { id: 'pres-logged' }, 1: { id: 'pres-logged', grant } }),
    );
    for (const url of [
      `/content/shared/pres-logged?grant=${grant}`,
      `/content/shared/pres-logged/download?grant=${grant}`,
      `/trpc/presentations.getShared?input=${input}`,
      `/trpc/presentations.sharedGate,presentations.getShared?batch=1&input=${batch}`,
      `/content/shared/missing?grant=${grant}`,
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBeLessThan(500);
    }
    await post('/trpc/analytics.startView', {
      presentationId: 'pres-logged',
      visitorId: 'v1',
      grant,
    });

    const output = lines.join('');
    expect(output).toContain('/content/shared/pres-logged?grant=%5Bredacted%5D');
    expect(output).not.toContain(grant);
    expect(output).not.toContain('open-sesame-99');
  });
});
