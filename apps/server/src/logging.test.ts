// Every request of the account flows and of a passcode-protected share, logged at the most verbose
// level, and not one password, session token, reset or confirmation token, or share grant in the
// output.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  createHttpClient,
  failureOf,
  signedUpAdvisor,
  type HttpSession,
} from '@pitchcraft/api/testing/http-client';
import { eq, presentations, userProfiles } from '@pitchcraft/db';
import { createTestDatabase, type TestDatabase } from '@pitchcraft/db/testing';

import { buildServer } from './app';
import { readConfig } from './env';
import { httpTarget, mailedToken, outboxMail, SIGN_UP_MAIL } from './testing';

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

/** The session token the session's last call of `path` set (the value of its pc_session cookie). */
function sessionTokenSetBy(session: HttpSession, path: string): string {
  const token = session
    .lastResponseTo(path)
    ?.headers.getSetCookie()
    .map((cookie) => /^pc_session=([^;]+)/.exec(cookie)?.[1])
    .find(Boolean);
  if (!token) throw new Error(`${path} set no session cookie`);
  return token;
}

describe('logs', () => {
  it('never contain passwords, session tokens or reset tokens', async () => {
    const password = 'Sup3r-secret-passw0rd';
    const browser = createHttpClient(httpTarget(app));
    const signUpInput = (secret: string) => ({
      email: 'logs@example.com',
      password: secret,
      confirmPassword: secret,
      fullName: 'Log Test',
      companyName: 'Co',
    });
    await browser.trpc.auth.signUp.mutate(signUpInput(password));
    expect(browser.lastResponseTo('/trpc/auth.signUp')!.headers.getSetCookie()).toEqual([]);
    // Once the link is mailed, the account exists and can sign in.
    const confirmationToken = await mailedToken(app, 'logs@example.com', SIGN_UP_MAIL.confirm);
    const wrong = { email: 'logs@example.com', password: 'Wr0ng-password-here' };
    expect((await failureOf(browser.trpc.auth.signIn.mutate(wrong))).status).toBe(401);
    await browser.trpc.auth.signIn.mutate({ email: 'logs@example.com', password });
    const token = sessionTokenSetBy(browser, '/trpc/auth.signIn');
    await browser.trpc.profile.get.query();
    // The link mailed at sign-up signs in as well: a second session token.
    await browser.trpc.auth.verifyEmail.mutate({ token: confirmationToken });
    const linkToken = sessionTokenSetBy(browser, '/trpc/auth.verifyEmail');
    await browser.trpc.auth.requestPasswordReset.mutate({ email: 'logs@example.com' });
    const resetToken = await mailedToken(app, 'logs@example.com', 'Reset your');
    await browser.trpc.auth.resetPassword.mutate({
      token: resetToken,
      password: 'An0ther-secret',
      confirmPassword: 'An0ther-secret',
    });
    // Signing up again with the taken address: nothing is created, its owner is told (after the answer).
    const retried = 'Y3t-another-secret';
    await createHttpClient(httpTarget(app)).trpc.auth.signUp.mutate(signUpInput(retried));
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
    const owner = await signedUpAdvisor(httpTarget(app), {
      email: 'sharer@example.com',
      password: 'harbor-lights-7',
    });
    await database.db
      .update(userProfiles)
      .set({ subscriptionStatus: 'trialing' })
      .where(eq(userProfiles.userId, owner.userId));
    await database.db.insert(presentations).values({
      id: 'pres-logged',
      userId: owner.userId,
      title: 'Plan',
      clientName: 'Maria Rivera',
      clientData: {},
      salesStrategy: {},
      htmlContent: '<!DOCTYPE html><html><body><p>Plan</p></body></html>',
      shareEnabled: true,
    });
    await owner.trpc.presentations.updateShareSettings.mutate({
      id: 'pres-logged',
      expiresAt: null,
      passcode: 'open-sesame-99',
      requireEmail: false,
      notifyOnView: false,
    });
    const visitor = createHttpClient(httpTarget(app));
    const { grant } = await visitor.trpc.presentations.unlockShared.mutate({
      id: 'pres-logged',
      passcode: 'open-sesame-99',
    });
    expect(grant).toMatch(/^[a-z0-9]+$/);

    // Raw requests: the grant in each URL is what the log must not keep.
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
    await visitor.trpc.analytics.startView.mutate({
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
