// Every limited procedure, hit by a burst: N (≥ 100) calls sent at the same instant, as a script
// with many sockets would. No more than the limit may be checked (a password or passcode verified)
// or stored (an account, a submission, a mail, a generation, a view), on the embedded database and
// on PostgreSQL alike: a limit that checks, then works, then counts lets a burst through.
import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import {
  and,
  count,
  emailOutbox,
  eq,
  generations,
  intakeSubmissions,
  like,
  presentationResponses,
  presentationViews,
  users,
} from '@pitchcraft/db';
import { createTestDatabase } from '@pitchcraft/db/testing';

import type * as passwords from './domains/auth/password';
import { verifyPassword } from './domains/auth/password';
import { createHarness, startInput, type Harness, type TestBrowser } from './testing';

// Every password and passcode check is counted: a refusal sent after the check (the old way) would
// answer TOO_MANY_REQUESTS too, so only the count of checks shows what a burst got to try.
vi.mock('./domains/auth/password', async (importOriginal) => {
  const actual = await importOriginal<typeof passwords>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});

/** How many passwords or passcodes `run` got checked. */
async function checksDuring(run: () => Promise<unknown>): Promise<number> {
  const before = vi.mocked(verifyPassword).mock.calls.length;
  await run();
  return vi.mocked(verifyPassword).mock.calls.length - before;
}

const N = 120;
const kinds = process.env.TEST_DATABASE_URL
  ? (['embedded', 'server'] as const)
  : (['embedded'] as const);

/** How a burst's calls ended: accepted, refused by a limit, or refused for another reason (by code). */
interface Tally {
  ok: number;
  limited: number;
  other: Record<string, number>;
}

/** Sends `n` calls at once and tallies their outcomes. */
async function burst(n: number, call: (i: number) => Promise<unknown>): Promise<Tally> {
  const tally: Tally = { ok: 0, limited: 0, other: {} };
  const outcomes = await Promise.allSettled(Array.from({ length: n }, (_, i) => call(i)));
  for (const outcome of outcomes) {
    if (outcome.status === 'fulfilled') tally.ok += 1;
    else if (outcome.reason instanceof TRPCError && outcome.reason.code === 'TOO_MANY_REQUESTS')
      tally.limited += 1;
    else {
      const code =
        outcome.reason instanceof TRPCError ? outcome.reason.code : String(outcome.reason);
      tally.other[code] = (tally.other[code] ?? 0) + 1;
    }
  }
  return tally;
}

const signUpInput = (email: string, password = 'secret-123') => ({
  email,
  password,
  confirmPassword: password,
  fullName: 'Burst Tester',
  companyName: 'Acme',
});

describe.each(kinds)('a burst of %s-database requests', (kind) => {
  let h: Harness;
  let ipCounter = 0;
  /** A fresh address for each call of a burst that should look like a botnet. */
  const freshIp = () => `198.18.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

  beforeAll(async () => {
    h = await createHarness({ rateLimits: true, database: await createTestDatabase({ kind }) });
  });
  afterAll(async () => {
    await h.close();
  });

  async function rows(
    table: typeof users | typeof intakeSubmissions | typeof presentationViews,
    where?: ReturnType<typeof eq>,
  ) {
    const [row] = await h.db.select({ n: count() }).from(table).where(where);
    return row!.n;
  }

  async function sharedPresentation(owner: TestBrowser, passcode?: string): Promise<string> {
    const { id: generationId } = await owner.caller.generation.start(startInput());
    await h.services.generation.runner.drain(10_000);
    const { id } = await owner.caller.presentations.save({ generationId });
    await owner.caller.presentations.setSharing({ id, enabled: true });
    if (passcode)
      await owner.caller.presentations.updateShareSettings({
        id,
        expiresAt: null,
        passcode,
        requireEmail: false,
        notifyOnView: false,
      });
    return id;
  }

  it('sign-in: at most 8 passwords of one account are checked, then even the right one waits', async () => {
    await h.browser().caller.auth.signUp(signUpInput('target@example.com'));
    await h.services.mail.idle();
    let wrong: Tally | undefined;
    // The right password rides last in the burst, as an attacker's hundred-and-twentieth guess would.
    const guess = (i: number) => (i === N - 1 ? 'secret-123' : `guess-${i}`);
    const checked = await checksDuring(async () => {
      wrong = await burst(N, (i) =>
        h
          .browser(freshIp())
          .caller.auth.signIn({ email: 'target@example.com', password: guess(i) }),
      );
    });
    expect(checked).toBe(8);
    expect(wrong).toEqual({ ok: 0, limited: N - 8, other: { UNAUTHORIZED: 8 } });
    await expect(
      h
        .browser(freshIp())
        .caller.auth.signIn({ email: 'target@example.com', password: 'secret-123' }),
    ).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
    });
  });

  it('sign-in: one address checks at most 30 passwords, whatever accounts it names', async () => {
    const ip = freshIp();
    const checked = await checksDuring(() =>
      burst(N, (i) =>
        h.browser(ip).caller.auth.signIn({ email: `spray${i}@example.com`, password: 'password1' }),
      ),
    );
    expect(checked).toBe(30);
  });

  it('share passcode: one address checks at most 8 guesses, and the right passcode is refused after them', async () => {
    const id = await sharedPresentation(await h.subscribedBrowser(), '271828');
    const ip = freshIp();
    let guesses: Tally | undefined;
    const checked = await checksDuring(async () => {
      guesses = await burst(2 * N, (i) =>
        h.browser(ip).caller.presentations.unlockShared({
          id,
          passcode: i === 2 * N - 1 ? '271828' : String(100000 + i),
        }),
      );
    });
    expect(checked).toBe(8);
    expect(guesses).toEqual({ ok: 0, limited: 2 * N - 8, other: { FORBIDDEN: 8 } });
    await expect(
      h.browser(ip).caller.presentations.unlockShared({ id, passcode: '271828' }),
    ).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
  });

  it('share passcode: guesses from many addresses at once are checked at most 30 times', async () => {
    const id = await sharedPresentation(await h.subscribedBrowser(), '314159');
    let guesses: Tally | undefined;
    const checked = await checksDuring(async () => {
      guesses = await burst(2 * N, (i) =>
        h.browser(freshIp()).caller.presentations.unlockShared({
          id,
          passcode: i === 2 * N - 1 ? '314159' : String(200000 + i),
        }),
      );
    });
    expect(checked).toBe(30);
    expect(guesses).toEqual({ ok: 0, limited: 2 * N - 30, other: { FORBIDDEN: 30 } });
  });

  it('change password: at most 8 current passwords are checked from a hijacked session, and the password stays', async () => {
    const owner = await h.signedUpBrowser();
    const change = (currentPassword: string) =>
      owner.caller.auth.changePassword({
        currentPassword,
        password: 'brand new horse 9',
        confirmPassword: 'brand new horse 9',
      });
    let guesses: Tally | undefined;
    const checked = await checksDuring(async () => {
      guesses = await burst(N, (i) => change(i === N - 1 ? owner.password : `guess-${i}`));
    });
    expect(checked).toBe(8);
    expect(guesses).toEqual({ ok: 0, limited: N - 8, other: { BAD_REQUEST: 8 } });
    await expect(change(owner.password)).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    await expect(
      h
        .browser(freshIp())
        .caller.auth.signIn({ email: owner.user.email, password: owner.password }),
    ).resolves.toBeTruthy();
  });

  it('sign-up: one address creates at most 20 accounts', async () => {
    const before = await rows(users);
    const ip = freshIp();
    const tally = await burst(N, (i) =>
      h.browser(ip).caller.auth.signUp(signUpInput(`burst-${kind}-${i}@example.com`)),
    );
    await h.services.mail.idle();
    expect(tally.ok).toBeLessThanOrEqual(20);
    expect(tally.limited).toBe(N - tally.ok);
    expect((await rows(users)) - before).toBeLessThanOrEqual(20);
  });

  it('password reset: at most 10 requests from one address and 3 mails to one account; one link resets once', async () => {
    const owner = await h.signedUpBrowser();
    const ip = freshIp();
    expect(
      await burst(N, () =>
        h.browser(ip).caller.auth.requestPasswordReset({ email: owner.user.email }),
      ),
    ).toEqual({ ok: 10, limited: N - 10, other: {} });
    await burst(N, () =>
      h.browser(freshIp()).caller.auth.requestPasswordReset({ email: owner.user.email }),
    );
    const mails = (await h.outbox()).filter(
      (m) => m.toAddress === owner.user.email && m.subject === 'Reset your Pitchcraft password',
    );
    expect(mails).toHaveLength(3);

    const token = /#token=([A-Za-z0-9_-]+)/.exec(mails[0]!.textBody)![1]!;
    const resets = await burst(N, () =>
      h.browser(freshIp()).caller.auth.resetPassword({
        token,
        password: 'another fine horse',
        confirmPassword: 'another fine horse',
      }),
    );
    expect(resets.ok).toBe(1);
    expect(resets.other.BAD_REQUEST).toBe(N - 1);
  });

  it('confirmation e-mails: at most 3 more an hour for one account', async () => {
    const owner = await h.signedUpBrowser();
    await burst(N, () => owner.caller.auth.resendVerification());
    await h.services.mail.idle();
    const [sent] = await h.db
      .select({ n: count() })
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.toAddress, owner.user.email),
          like(emailOutbox.subject, 'Confirm your e-mail address%'),
        ),
      );
    // The one mailed at sign-up, and at most three asked for again.
    expect(sent!.n).toBeLessThanOrEqual(4);
  });

  it('intake submissions: one address stores at most 10', async () => {
    const owner = await h.verifiedBrowser();
    const link = await owner.caller.links.create({
      title: 'Burst form',
      industryType: 'insurance',
    });
    const ip = freshIp();
    const tally = await burst(N, (i) =>
      h.browser(ip).caller.intake.submit({ linkId: link.id, data: { fullName: `Burst ${i}` } }),
    );
    expect(tally).toEqual({ ok: 10, limited: N - 10, other: {} });
    expect(await rows(intakeSubmissions, eq(intakeSubmissions.linkId, link.id))).toBe(10);
  });

  it('responses: one address stores at most 10, and all addresses together at most 40 a presentation', async () => {
    const id = await sharedPresentation(await h.subscribedBrowser());
    const answer = (b: TestBrowser, i: number) =>
      b.caller.responses.submit({ id, requestId: `burst-request-${kind}-${i}`, kind: 'go_ahead' });
    const ip = freshIp();
    expect(await burst(N, (i) => answer(h.browser(ip), i))).toEqual({
      ok: 10,
      limited: N - 10,
      other: {},
    });
    const many = await burst(N, (i) => answer(h.browser(freshIp()), N + i));
    expect(many.ok).toBe(30);
    const [stored] = await h.db
      .select({ n: count() })
      .from(presentationResponses)
      .where(eq(presentationResponses.presentationId, id));
    expect(stored!.n).toBe(40);
  });

  it('generations: one account starts at most 30 an hour', async () => {
    const owner = await h.subscribedBrowser();
    const tally = await burst(N, () => owner.caller.generation.start(startInput()));
    await h.services.generation.runner.drain(60_000);
    expect(tally).toEqual({ ok: 30, limited: N - 30, other: {} });
    const [stored] = await h.db
      .select({ n: count() })
      .from(generations)
      .where(eq(generations.userId, owner.user.id));
    expect(stored!.n).toBe(30);
  });

  it('follow-ups: one advisor sends at most 30 e-mails an hour, one per recipient', async () => {
    const owner = await h.subscribedBrowser();
    const id = await sharedPresentation(owner);
    const sent = (await h.outbox()).length;
    const tally = await burst(N, (i) =>
      owner.caller.followUps.send({
        presentationId: id,
        additionalRecipients: [`partner-${i}@example.com`],
        confirmAdditionalRecipients: true,
        subject: 'Following up',
        body: 'Thank you for your time today.',
      }),
    );
    expect(tally.ok).toBeLessThanOrEqual(30);
    expect(tally.limited).toBe(N - tally.ok);
    expect((await h.outbox()).length - sent).toBeLessThanOrEqual(30);
  });

  it('section rewrites: one advisor starts at most 60 an hour', async () => {
    const owner = await h.subscribedBrowser();
    const { id: generationId } = await owner.caller.generation.start(startInput());
    await h.services.generation.runner.drain(10_000);
    const { id } = await owner.caller.presentations.save({ generationId });
    const tally = await burst(N, () =>
      owner.caller.presentations.regenerateSection({
        id,
        sectionId: 'what-you-need',
        mode: 'offline',
      }),
    );
    await h.services.generation.runner.drain(60_000);
    expect(tally.ok).toBe(60);
    expect(tally.limited).toBe(N - 60);
  });

  it('view starts: one address records at most 120 views in ten minutes', async () => {
    const id = await sharedPresentation(await h.subscribedBrowser());
    const ip = freshIp();
    const tally = await burst(N + 30, (i) =>
      h.browser(ip).caller.analytics.startView({ presentationId: id, visitorId: `visitor-${i}` }),
    );
    expect(tally).toEqual({ ok: 120, limited: 30, other: {} });
    expect(await rows(presentationViews, eq(presentationViews.presentationId, id))).toBe(120);
  });
});
