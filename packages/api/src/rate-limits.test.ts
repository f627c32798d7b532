// Every rate limit of the security issue, through the harness with limits on: each one refuses with
// TOO_MANY_REQUESTS and a message saying what to do, leaves other IPs or accounts alone, stores
// nothing for the refused call, and keeps its counters in the rate_limits table (so every server
// process shares them and a restart does not reset them).
import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { clients, count, eq, generations, rateLimits, sql, users } from '@pitchcraft/db';

import { createContext } from './context';
import { AppError } from './errors';
import { silentLogger } from './logger';
import { createCaller } from './root';
import { createRateLimiter } from './services';
import { createHarness, MemoryCookieJar, type Harness, type TestBrowser } from './testing';

const MESSAGES = {
  signIn: 'Too many failed sign-in attempts. Please wait 15 minutes or reset your password.',
  signUp: 'Too many sign-ups from this network. Please try again later.',
  forgot: 'Too many reset requests. Please try again later.',
  intake: 'Too many submissions from your network. Please wait a few minutes and try again.',
  startView: 'Too many requests. Please try again later.',
  generation:
    'You have started many generations in the last hour. Please wait a little before the next one.',
  passcodeIp: 'Too many wrong passcodes. Please wait 15 minutes and try again.',
  passcodePresentation:
    'Too many wrong passcodes have been tried for this presentation. Please wait 15 minutes and try again.',
} as const;

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ rateLimits: true });
});
afterAll(async () => {
  await h.close();
});

/** The refusal, with the retry hint the client receives as data.retryAfterSeconds. */
async function refusal(
  call: Promise<unknown>,
): Promise<{ message: string; retryAfterSeconds: number | undefined }> {
  const error = await call.then(
    () => expect.fail('expected TOO_MANY_REQUESTS, the call was accepted'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TRPCError);
  expect((error as TRPCError).code).toBe('TOO_MANY_REQUESTS');
  const cause = (error as TRPCError).cause;
  expect(cause).toBeInstanceOf(AppError);
  return {
    message: (error as TRPCError).message,
    retryAfterSeconds: (cause as AppError).retryAfterSeconds,
  };
}

async function counter(key: string): Promise<number | undefined> {
  const [row] = await h.db.select().from(rateLimits).where(eq(rateLimits.key, key));
  return row?.count;
}

async function rowCount(table: typeof users | typeof clients | typeof generations) {
  const [row] = await h.db.select({ n: count() }).from(table);
  return row!.n;
}

/** The same session cookie, sent from another network. */
function fromIp(browser: TestBrowser, ip: string): TestBrowser {
  const moved = h.browser(ip);
  moved.cookies.values.set('pc_session', browser.cookies.get('pc_session')!);
  return moved;
}

const signUpInput = (email: string, password = 'secret-123') => ({
  email,
  password,
  confirmPassword: password,
  fullName: 'Rate Tester',
  companyName: 'Acme',
});

describe('sign-in', () => {
  it('locks an account after 8 failures even when each comes from a different IP (per account)', async () => {
    await h.browser('192.0.2.1').caller.auth.signUp(signUpInput('locked@example.com'));
    await h.browser('192.0.2.1').caller.auth.signUp(signUpInput('bystander@example.com'));
    await h.services.mail.idle();
    for (let i = 0; i < 8; i += 1) {
      await expect(
        h
          .browser(`198.18.0.${i + 1}`)
          .caller.auth.signIn({ email: 'locked@example.com', password: `guess-${i}` }),
      ).rejects.toMatchObject({
        code: 'UNAUTHORIZED',
      });
    }
    // Even the right password, from a network that never failed, waits out the window.
    const refused = await refusal(
      h
        .browser('198.18.1.1')
        .caller.auth.signIn({ email: 'LOCKED@example.com', password: 'secret-123' }),
    );
    expect(refused.message).toBe(MESSAGES.signIn);
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(15 * 60);
    expect(await counter('signin:email:locked@example.com')).toBe(8);
    // Another account, from one of the same networks, signs in.
    await expect(
      h
        .browser('198.18.0.1')
        .caller.auth.signIn({ email: 'bystander@example.com', password: 'secret-123' }),
    ).resolves.toMatchObject({
      user: { email: 'bystander@example.com' },
    });
  });

  it('blocks one IP after 30 failures spread over many e-mails (per IP)', async () => {
    await h.browser('192.0.2.2').caller.auth.signUp(signUpInput('real-user@example.com'));
    await h.services.mail.idle();
    const attacker = '203.0.113.30';
    for (let i = 0; i < 30; i += 1) {
      await expect(
        h
          .browser(attacker)
          .caller.auth.signIn({ email: `victim${i}@example.com`, password: 'password1' }),
      ).rejects.toMatchObject({
        code: 'UNAUTHORIZED',
      });
    }
    const refused = await refusal(
      h
        .browser(attacker)
        .caller.auth.signIn({ email: 'real-user@example.com', password: 'secret-123' }),
    );
    expect(refused.message).toBe(MESSAGES.signIn);
    expect(await counter(`signin:ip:${attacker}`)).toBe(30);
    // No single e-mail reached its own limit: the IP counter is what refused.
    expect(await counter('signin:email:victim0@example.com')).toBe(1);
    await expect(
      h
        .browser('203.0.113.31')
        .caller.auth.signIn({ email: 'real-user@example.com', password: 'secret-123' }),
    ).resolves.toBeTruthy();
  });
});

describe('sign-up', () => {
  it('allows 20 accounts an hour from one IP, and creates none after that', async () => {
    const ip = '203.0.113.40';
    for (let i = 0; i < 20; i += 1)
      await h.browser(ip).caller.auth.signUp(signUpInput(`burst${i}@example.com`));
    await h.services.mail.idle();
    const usersBefore = await rowCount(users);
    const refused = await refusal(
      h.browser(ip).caller.auth.signUp(signUpInput('burst20@example.com')),
    );
    expect(refused.message).toBe(MESSAGES.signUp);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60 * 60);
    expect(await rowCount(users)).toBe(usersBefore);
    await expect(
      h.browser('203.0.113.41').caller.auth.signUp(signUpInput('burst20@example.com')),
    ).resolves.toEqual({ email: 'burst20@example.com', signedIn: false });
  });
});

describe('forgot password', () => {
  it('allows 10 requests per 15 minutes from one IP', async () => {
    const ip = '203.0.113.50';
    for (let i = 0; i < 10; i += 1) {
      await expect(
        h.browser(ip).caller.auth.requestPasswordReset({ email: `nobody${i}@example.com` }),
      ).resolves.toEqual({ ok: true });
    }
    const refused = await refusal(
      h.browser(ip).caller.auth.requestPasswordReset({ email: 'nobody10@example.com' }),
    );
    expect(refused.message).toBe(MESSAGES.forgot);
    await expect(
      h.browser('203.0.113.51').caller.auth.requestPasswordReset({ email: 'nobody10@example.com' }),
    ).resolves.toEqual({ ok: true });
  });

  it('quietly sends at most 3 resets per account per 15 minutes, whatever the IP', async () => {
    await h.browser('192.0.2.3').caller.auth.signUp(signUpInput('forgetful@example.com'));
    await h.services.mail.idle();
    for (let i = 0; i < 5; i += 1) {
      // The answer never changes, so the cap does not reveal that the account exists.
      await expect(
        h
          .browser(`198.18.2.${i + 1}`)
          .caller.auth.requestPasswordReset({ email: 'forgetful@example.com' }),
      ).resolves.toEqual({ ok: true });
    }
    const mails = (await h.outbox()).filter(
      (m) =>
        m.toAddress === 'forgetful@example.com' && m.subject === 'Reset your Pitchcraft password',
    );
    expect(mails).toHaveLength(3);
    expect(await counter('forgot:email:forgetful@example.com')).toBe(5);
  });
});

describe('intake submit', () => {
  it('allows 10 submissions per 10 minutes from one IP and stores nothing after that', async () => {
    const owner = await h.verifiedBrowser();
    const link = await owner.caller.links.create({
      title: 'Rate-limited form',
      industryType: 'insurance',
    });
    const ip = '203.0.113.60';
    for (let i = 0; i < 10; i += 1)
      await h
        .browser(ip)
        .caller.intake.submit({ linkId: link.id, data: { fullName: `Burst ${i}` } });
    const clientsBefore = await rowCount(clients);
    const refused = await refusal(
      h.browser(ip).caller.intake.submit({ linkId: link.id, data: { fullName: 'Burst 10' } }),
    );
    expect(refused.message).toBe(MESSAGES.intake);
    expect(await rowCount(clients)).toBe(clientsBefore);
    await expect(
      h
        .browser('203.0.113.61')
        .caller.intake.submit({ linkId: link.id, data: { fullName: 'Other network' } }),
    ).resolves.toEqual({ ok: true });
  });
});

describe('beacons: opening a shared view', () => {
  it('allows 120 views per 10 minutes from one IP', async () => {
    const owner = await h.subscribedBrowser();
    const { id: generationId } = await owner.caller.generation.start({
      client: {
        clientName: 'Viewed',
        age: '40',
        gender: 'Male',
        annualIncome: '1',
        maritalStatus: 'Single',
        budget: '100',
      },
      strategy: {},
      mode: 'offline',
    });
    await h.services.generation.runner.drain(10_000);
    const { id: presentationId } = await owner.caller.presentations.save({ generationId });
    await owner.caller.presentations.setSharing({ id: presentationId, enabled: true });
    const ip = '203.0.113.70';
    for (let i = 0; i < 120; i += 1)
      await h.browser(ip).caller.analytics.startView({ presentationId, visitorId: `v${i}` });
    const refused = await refusal(
      h.browser(ip).caller.analytics.startView({ presentationId, visitorId: 'v120' }),
    );
    expect(refused.message).toBe(MESSAGES.startView);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(10 * 60);
    await expect(
      h.browser('203.0.113.71').caller.analytics.startView({ presentationId, visitorId: 'v121' }),
    ).resolves.toMatchObject({ counted: true });
  });
});

/** A saved presentation of `owner`, shared behind `passcode`. */
async function passcodeProtected(owner: TestBrowser, passcode: string): Promise<string> {
  const { id: generationId } = await owner.caller.generation.start({
    client: {
      clientName: 'Guarded',
      age: '40',
      gender: 'Male',
      annualIncome: '1',
      maritalStatus: 'Single',
      budget: '100',
    },
    strategy: {},
    mode: 'offline',
  });
  await h.services.generation.runner.drain(10_000);
  const { id } = await owner.caller.presentations.save({ generationId });
  await owner.caller.presentations.setSharing({ id, enabled: true });
  await owner.caller.presentations.updateShareSettings({
    id,
    expiresAt: null,
    passcode,
    requireEmail: false,
    notifyOnView: false,
  });
  return id;
}

describe('share passcodes', () => {
  it('allow 8 wrong guesses per presentation per IP', async () => {
    const id = await passcodeProtected(await h.subscribedBrowser(), 'open-sesame');
    const ip = '203.0.113.80';
    for (let i = 0; i < 8; i += 1) {
      await expect(
        h.browser(ip).caller.presentations.unlockShared({ id, passcode: `guess-${i}` }),
      ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    }
    expect(
      (
        await refusal(
          h.browser(ip).caller.presentations.unlockShared({ id, passcode: 'open-sesame' }),
        )
      ).message,
    ).toBe(MESSAGES.passcodeIp);
    await expect(
      h.browser('203.0.113.81').caller.presentations.unlockShared({ id, passcode: 'open-sesame' }),
    ).resolves.toHaveProperty('grant');
  });

  it('allow 30 wrong guesses per presentation however many addresses they come from', async () => {
    const owner = await h.subscribedBrowser();
    const id = await passcodeProtected(owner, 'open-sesame');
    const other = await passcodeProtected(owner, 'other-door');
    // A botnet: every guess from another address, so no per-IP limit is ever reached.
    for (let i = 0; i < 30; i += 1) {
      await expect(
        h
          .browser(`198.18.${10 + Math.floor(i / 200)}.${(i % 200) + 1}`)
          .caller.presentations.unlockShared({ id, passcode: `guess-${i}` }),
      ).rejects.toMatchObject({
        code: 'FORBIDDEN',
      });
    }
    // Then the presentation waits out the window, even for the right passcode from a fresh address.
    const refused = await refusal(
      h.browser('198.18.20.1').caller.presentations.unlockShared({ id, passcode: 'open-sesame' }),
    );
    expect(refused.message).toBe(MESSAGES.passcodePresentation);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(15 * 60);
    expect(await counter(`share-passcode:presentation:${id}`)).toBe(30);
    // Another presentation is not affected.
    await expect(
      h
        .browser('198.18.20.2')
        .caller.presentations.unlockShared({ id: other, passcode: 'other-door' }),
    ).resolves.toHaveProperty('grant');
  });
});

describe('generation start', () => {
  it('allows 30 generations an hour per account, from any IP, and leaves other accounts on the same IP alone', async () => {
    const busy = await h.subscribedBrowser();
    const neighbour = await h.subscribedBrowser();
    const start = (b: TestBrowser, name: string) =>
      b.caller.generation.start({
        client: {
          clientName: name,
          age: '40',
          gender: 'Male',
          annualIncome: '1',
          maritalStatus: 'Single',
          budget: '100',
        },
        strategy: {},
        mode: 'offline',
      });
    for (let i = 0; i < 30; i += 1) await start(busy, `Client ${i}`);
    await h.services.generation.runner.drain(30_000);
    const generationsBefore = await rowCount(generations);
    const refused = await refusal(start(busy, 'Client 30'));
    expect(refused.message).toBe(MESSAGES.generation);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60 * 60);
    // The limit follows the account, not the network.
    expect((await refusal(start(fromIp(busy, '198.51.100.200'), 'Client 30'))).message).toBe(
      MESSAGES.generation,
    );
    expect(await rowCount(generations)).toBe(generationsBefore);
    await expect(start(fromIp(neighbour, busy.ip), 'Neighbour client')).resolves.toMatchObject({
      provider: 'offline',
    });
    await h.services.generation.runner.drain(10_000);
    expect(await counter(`generation:user:${busy.user.id}`)).toBe(32);
  });
});

describe('where limits are kept', () => {
  it('in the rate_limits table: a fresh limiter (another process) sees them, and only the table resets them', async () => {
    const ip = '203.0.113.80';
    for (let i = 0; i < 10; i += 1)
      await h.browser(ip).caller.auth.requestPasswordReset({ email: `shared${i}@example.com` });
    expect(await counter(`forgot:ip:${ip}`)).toBe(10);

    // A second server process: its own limiter instance and services, the same database.
    const otherProcess = createCaller(() =>
      createContext(
        { ...h.deps, services: { ...h.services, rateLimiter: createRateLimiter(h.db) } },
        {
          cookies: new MemoryCookieJar(),
          log: silentLogger,
          meta: { ip, userAgent: 'vitest', headers: {} },
        },
      ),
    );
    expect(
      (await refusal(otherProcess.auth.requestPasswordReset({ email: 'shared10@example.com' })))
        .message,
    ).toBe(MESSAGES.forgot);

    // When the stored window ends, the limit lifts, for this process and the other alike.
    await h.db.execute(
      sql`update rate_limits set reset_at = now() - interval '1 second' where key = ${`forgot:ip:${ip}`}`,
    );
    await expect(
      otherProcess.auth.requestPasswordReset({ email: 'shared10@example.com' }),
    ).resolves.toEqual({ ok: true });
    await expect(
      h.browser(ip).caller.auth.requestPasswordReset({ email: 'shared11@example.com' }),
    ).resolves.toEqual({ ok: true });
    expect(await counter(`forgot:ip:${ip}`)).toBe(2);
  });

  it('stores one row per limited identity, never the password or anything else', async () => {
    const keys = (await h.db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key);
    for (const key of keys)
      expect(key).toMatch(
        /^(signin:(ip|email)|signup:ip|forgot:(ip|email)|intake:submit:ip|beacon:view|generation:user|share-passcode):/,
      );
    expect(keys.some((k) => k.includes('secret-123'))).toBe(false);
  });
});
