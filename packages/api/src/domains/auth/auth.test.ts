import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { eq, passwordResetTokens, sessions, sql, users } from '@pitchcraft/db';

import { createHarness, type Harness } from '../../testing';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

const signUpInput = (email: string, overrides: Record<string, string> = {}) => ({
  email,
  password: 'harbor-lights-7',
  confirmPassword: 'harbor-lights-7',
  fullName: 'Dana Advisor',
  companyName: 'Harbor Life',
  phoneNumber: '',
  ...overrides,
});

function resetTokenFrom(text: string): string {
  const match = /#token=([a-z0-9]+)/.exec(text);
  if (!match?.[1]) throw new Error('no reset link in the e-mail');
  return match[1];
}

describe('sign up', () => {
  it('creates the user and the profile, and signs in from the link mailed to the address', async () => {
    const b = h.browser();
    await expect(b.caller.auth.signUp(signUpInput('Dana@Example.com'))).resolves.toEqual({
      email: 'dana@example.com',
      signedIn: false,
    });
    // No session until the mailbox is proven (or the password is given at sign-in).
    expect(b.cookies.get('pc_session')).toBeUndefined();
    await h.services.mail.idle();
    const [stored] = await h.db.select().from(users).where(eq(users.email, 'dana@example.com'));
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(stored?.emailVerifiedAt).toBeNull();

    const mail = (await h.outbox()).find((m) => m.toAddress === 'dana@example.com');
    expect(mail?.subject).toBe('Confirm your e-mail address for Pitchcraft');
    expect(mail?.textBody).toContain('to finish signing up and start your free trial');
    const opener = h.browser();
    await expect(
      opener.caller.auth.verifyEmail({ token: resetTokenFrom(mail!.textBody) }),
    ).resolves.toEqual({ ok: true, signedIn: true });
    expect((await opener.caller.auth.session())?.user.email).toBe('dana@example.com');
    expect(await opener.caller.profile.get()).toMatchObject({
      email: 'dana@example.com',
      fullName: 'Dana Advisor',
      companyName: 'Harbor Life',
      phoneNumber: '',
      emailVerified: true,
    });
  });

  it.each([
    [
      'short password',
      { password: '12345', confirmPassword: '12345' },
      'Password must be at least 6 characters',
    ],
    ['mismatched confirmation', { confirmPassword: 'harbor-lights-8' }, 'Passwords do not match'],
    [
      'password of spaces',
      { password: '         ', confirmPassword: '         ' },
      'Password cannot be only spaces',
    ],
    [
      'common password',
      { password: 'iloveyou1', confirmPassword: 'iloveyou1' },
      'This password is too common and easy to guess. Please choose a less predictable one.',
    ],
    [
      'password made of the advisor’s own name',
      { password: 'danaadvisor', confirmPassword: 'danaadvisor' },
      'This password is too common and easy to guess. Please choose a less predictable one.',
    ],
    ['missing company', { companyName: '' }, 'Please fill in all required fields'],
  ])(
    'rejects a %s with the spec message and stores nothing',
    async (_label, overrides, message) => {
      const email = `bad-${Math.random().toString(36).slice(2)}@example.com`;
      await expect(
        h.browser().caller.auth.signUp(signUpInput(email, overrides)),
      ).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message,
      });
      const stored = await h.db.select().from(users).where(eq(users.email, email));
      expect(stored).toHaveLength(0);
    },
  );

  it('answers the same for an address that has an account, changes nothing, and tells its owner', async () => {
    await h.signedUpBrowser({ email: 'twice@example.com', password: 'harbor-lights-7' });
    const [before] = await h.db.select().from(users).where(eq(users.email, 'twice@example.com'));

    // The same answer, shape and cookies as a new address's, in about the same time.
    const timed = async (email: string) => {
      const b = h.browser();
      const started = performance.now();
      const answer = await b.caller.auth.signUp(
        signUpInput(email, { password: 'other-lights-9', confirmPassword: 'other-lights-9' }),
      );
      return { answer, ms: performance.now() - started, cookies: [...b.cookies.values.keys()] };
    };
    const taken = await timed('TWICE@example.com');
    const fresh = await timed('first-time@example.com');
    expect(taken.answer).toEqual({ email: 'twice@example.com', signedIn: false });
    expect(fresh.answer).toEqual({ email: 'first-time@example.com', signedIn: false });
    expect(taken.cookies).toEqual([]);
    expect(fresh.cookies).toEqual([]);
    expect(Math.abs(taken.ms - fresh.ms)).toBeLessThan(250);

    await h.services.mail.idle();
    const [after] = await h.db.select().from(users).where(eq(users.email, 'twice@example.com'));
    expect(after?.passwordHash).toBe(before?.passwordHash);
    await expect(
      h.browser().caller.auth.signIn({ email: 'twice@example.com', password: 'other-lights-9' }),
    ).rejects.toMatchObject({ code: 'UNAUTHORIZED' });

    const mails = (await h.outbox()).filter((m) => m.toAddress === 'twice@example.com');
    const warning = mails.find(
      (m) => m.subject === 'Someone tried to sign up for Pitchcraft with your e-mail address',
    );
    expect(warning?.textBody).toContain(
      'You already have an account, so nothing was created or changed.',
    );
    expect(warning?.textBody).toContain('http://localhost:3000/forgot-password');
    expect(warning?.textBody).not.toMatch(/#token=/);
  });

  it('tells an account’s owner of attempts a few times an hour at most', async () => {
    await h.signedUpBrowser({ email: 'popular@example.com' });
    for (let i = 0; i < 6; i += 1)
      await h.browser().caller.auth.signUp(signUpInput('popular@example.com'));
    const warnings = (await h.outbox()).filter(
      (m) => m.toAddress === 'popular@example.com' && m.subject.startsWith('Someone tried'),
    );
    expect(warnings).toHaveLength(3);
  });
});

describe('sign in and out', () => {
  it('gives the same error for a wrong password and an unknown e-mail', async () => {
    await h.browser().caller.auth.signUp(signUpInput('known@example.com'));
    await h.services.mail.idle();
    const wrong = h
      .browser()
      .caller.auth.signIn({ email: 'known@example.com', password: 'nope-nope' });
    const unknown = h
      .browser()
      .caller.auth.signIn({ email: 'nobody@example.com', password: 'nope-nope' });
    // Both awaited together: whichever is refused first is already being watched.
    await Promise.all([
      expect(wrong).rejects.toMatchObject({
        code: 'UNAUTHORIZED',
        message: 'Invalid email or password',
      }),
      expect(unknown).rejects.toMatchObject({
        code: 'UNAUTHORIZED',
        message: 'Invalid email or password',
      }),
    ]);
  });

  it('signs in, reports the session, and signs out', async () => {
    await h.browser().caller.auth.signUp(signUpInput('cycle@example.com'));
    await h.services.mail.idle();
    const b = h.browser();
    expect(await b.caller.auth.session()).toBeNull();
    await b.caller.auth.signIn({ email: 'Cycle@example.com', password: 'harbor-lights-7' });
    expect((await b.caller.auth.session())?.user.email).toBe('cycle@example.com');
    await b.caller.auth.signOut();
    expect(await b.caller.auth.session()).toBeNull();
    await expect(b.caller.profile.get()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('stores only a hash of the session token', async () => {
    const b = await h.signedUpBrowser();
    const token = b.cookies.get('pc_session');
    expect(token).toMatch(/^[a-z0-9]+\.[a-z0-9]{52}$/);
    const rows = await h.db.select().from(sessions).where(eq(sessions.userId, b.user.id));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token!.split('.')[1]);
  });

  it('ends a session 90 days after sign-in however active it is, sliding 30 days at a time until then', async () => {
    const DAY = 24 * 60 * 60 * 1000;
    const b = await h.signedUpBrowser();
    const [id] = b.cookies.get('pc_session')!.split('.');
    const stored = async () => (await h.db.select().from(sessions).where(eq(sessions.id, id!)))[0];

    // Signed in 80 days ago, used often: the renewal stops at day 90, not day 110.
    const createdAt = new Date(Date.now() - 80 * DAY);
    await h.db
      .update(sessions)
      .set({ createdAt, expiresAt: new Date(Date.now() + 5 * DAY) })
      .where(eq(sessions.id, id!));
    expect(await b.caller.auth.session()).not.toBeNull();
    expect(
      Math.abs((await stored())!.expiresAt.getTime() - (createdAt.getTime() + 90 * DAY)),
    ).toBeLessThan(1000);

    await h.db
      .update(sessions)
      .set({
        createdAt: new Date(Date.now() - 90 * DAY - 1000),
        expiresAt: new Date(Date.now() + 10 * DAY),
      })
      .where(eq(sessions.id, id!));
    expect(await b.caller.auth.session()).toBeNull();
    expect(await stored()).toBeUndefined();
  });

  it('rejects a forged token secret', async () => {
    const b = await h.signedUpBrowser();
    const [id] = b.cookies.get('pc_session')!.split('.');
    b.cookies.values.set('pc_session', `${id}.${'a'.repeat(52)}`);
    expect(await b.caller.auth.session()).toBeNull();
  });

  it('rate limits repeated failed sign-ins for one account', async () => {
    await h.browser().caller.auth.signUp(signUpInput('target@example.com'));
    await h.services.mail.idle();
    for (let i = 0; i < 8; i += 1) {
      await expect(
        h.browser().caller.auth.signIn({ email: 'target@example.com', password: `wrong-${i}` }),
      ).rejects.toMatchObject({
        code: 'UNAUTHORIZED',
      });
    }
    await expect(
      h.browser().caller.auth.signIn({ email: 'target@example.com', password: 'harbor-lights-7' }),
    ).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
    });
  });
});

describe('confirming the e-mail address', () => {
  const confirmationToken = async (email: string) => {
    const mail = (await h.outbox()).find(
      (m) => m.toAddress === email && m.subject === 'Confirm your e-mail address for Pitchcraft',
    );
    expect(mail?.textBody).toContain('http://localhost:3000/verify-email#token=');
    return resetTokenFrom(mail!.textBody);
  };

  it('mails a single-use link at sign-up that proves the address', async () => {
    const b = await h.signedUpBrowser({ email: 'confirm-me@example.com' });
    expect(await b.caller.profile.get()).toMatchObject({ emailVerified: false });
    const token = await confirmationToken('confirm-me@example.com');
    // Opened anywhere, even in a browser that is not signed in.
    await expect(h.browser().caller.auth.verifyEmail({ token })).resolves.toEqual({
      ok: true,
      signedIn: true,
    });
    expect(await b.caller.profile.get()).toMatchObject({ emailVerified: true, formsActive: true });
    await expect(h.browser().caller.auth.verifyEmail({ token })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'This confirmation link is invalid or has already been used.',
    });
    await expect(b.caller.auth.resendVerification()).resolves.toEqual({ alreadyVerified: true });
  });

  it('refuses an expired link, and sends a new one on request, a few times an hour', async () => {
    const b = await h.signedUpBrowser({ email: 'slow-confirmer@example.com' });
    const token = await confirmationToken('slow-confirmer@example.com');
    await h.db.execute(
      sql`update email_verification_tokens set expires_at = now() - interval '1 minute'`,
    );
    await expect(h.browser().caller.auth.verifyEmail({ token })).rejects.toMatchObject({
      message:
        'This confirmation link has expired. You can send yourself a new one from your profile.',
    });
    for (let i = 0; i < 3; i += 1)
      await expect(b.caller.auth.resendVerification()).resolves.toEqual({ alreadyVerified: false });
    await expect(b.caller.auth.resendVerification()).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
    });
    // A link sent again from the profile confirms the address, and signs nobody in.
    const opener = h.browser();
    await expect(
      opener.caller.auth.verifyEmail({
        token: await confirmationToken('slow-confirmer@example.com'),
      }),
    ).resolves.toEqual({
      ok: true,
      signedIn: false,
    });
    expect(await opener.caller.auth.session()).toBeNull();
    expect(await b.caller.profile.get()).toMatchObject({ emailVerified: true });
  });
});

describe('changing the password from the profile', () => {
  it('asks for the current password', async () => {
    const b = await h.signedUpBrowser({ password: 'old-secret' });
    await expect(
      b.caller.auth.changePassword({
        currentPassword: 'not-it',
        password: 'new-secret',
        confirmPassword: 'new-secret',
      }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Your current password is not right',
    });
    await h.browser().caller.auth.signIn({ email: b.user.email, password: 'old-secret' });
  });

  it('refuses a common new password', async () => {
    const b = await h.signedUpBrowser({ password: 'old-secret' });
    await expect(
      b.caller.auth.changePassword({
        currentPassword: 'old-secret',
        password: 'qwerty123',
        confirmPassword: 'qwerty123',
      }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message:
        'This password is too common and easy to guess. Please choose a less predictable one.',
    });
  });

  it('ends every outstanding reset link and every other session, and keeps this one', async () => {
    const b = await h.signedUpBrowser({ email: 'changer@example.com', password: 'old-secret' });
    const elsewhere = h.browser();
    await elsewhere.caller.auth.signIn({ email: 'changer@example.com', password: 'old-secret' });
    await h.browser().caller.auth.requestPasswordReset({ email: 'changer@example.com' });
    const mail = (await h.outbox()).find((m) => m.toAddress === 'changer@example.com');
    const token = resetTokenFrom(mail!.textBody);

    await expect(
      b.caller.auth.changePassword({
        currentPassword: 'old-secret',
        password: 'new-secret',
        confirmPassword: 'new-secret',
      }),
    ).resolves.toEqual({
      ok: true,
    });
    expect((await b.caller.auth.session())?.user.email).toBe('changer@example.com');
    expect(await elsewhere.caller.auth.session()).toBeNull();
    await expect(
      h.browser().caller.auth.resetPassword({
        token,
        password: 'taken-over',
        confirmPassword: 'taken-over',
      }),
    ).rejects.toMatchObject({
      message: 'Invalid reset link. Please request a new password reset.',
    });
    await expect(
      h.browser().caller.auth.signIn({ email: 'changer@example.com', password: 'old-secret' }),
    ).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await h.browser().caller.auth.signIn({ email: 'changer@example.com', password: 'new-secret' });
  });
});

describe('password recovery', () => {
  it('answers the same for unknown e-mails and sends nothing', async () => {
    const before = (await h.outbox()).length;
    await expect(
      h.browser().caller.auth.requestPasswordReset({ email: 'ghost@example.com' }),
    ).resolves.toEqual({ ok: true });
    expect((await h.outbox()).length).toBe(before);
  });

  it('answers at once whether or not the account exists, and mails after answering', async () => {
    await h.signedUpBrowser({ email: 'timing@example.com' });
    // A slow mail store would make an existing account's answer slower than an unknown one's.
    const send = h.services.mail.send.bind(h.services.mail);
    const slowSend = vi.spyOn(h.services.mail, 'send').mockImplementation(async (message) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      return send(message);
    });
    try {
      for (const email of ['timing@example.com', 'nobody-timing@example.com']) {
        const started = performance.now();
        await expect(h.browser().caller.auth.requestPasswordReset({ email })).resolves.toEqual({
          ok: true,
        });
        expect(performance.now() - started, email).toBeLessThan(400);
      }
    } finally {
      slowSend.mockRestore();
    }
    const mails = (await h.outbox()).filter((m) => m.subject === 'Reset your Pitchcraft password');
    expect(mails.map((m) => m.toAddress)).toContain('timing@example.com');
    expect(mails.map((m) => m.toAddress)).not.toContain('nobody-timing@example.com');
  });

  it('resets through the mailed single-use link and ends every session', async () => {
    const b = await h.signedUpBrowser({ email: 'forgetful@example.com', password: 'old-secret' });
    await h.browser().caller.auth.requestPasswordReset({ email: 'forgetful@example.com' });
    const [mail] = await h.outbox();
    expect(mail?.toAddress).toBe('forgetful@example.com');
    expect(mail?.textBody).toContain('http://localhost:3000/reset-password#token=');
    const token = resetTokenFrom(mail!.textBody);
    const stored = await h.db.select().from(passwordResetTokens);
    expect(JSON.stringify(stored)).not.toContain(token);

    await h
      .browser()
      .caller.auth.resetPassword({ token, password: 'new-secret', confirmPassword: 'new-secret' });
    expect(await b.caller.auth.session()).toBeNull();
    await expect(
      h.browser().caller.auth.signIn({ email: 'forgetful@example.com', password: 'old-secret' }),
    ).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    await h
      .browser()
      .caller.auth.signIn({ email: 'forgetful@example.com', password: 'new-secret' });

    await expect(
      h.browser().caller.auth.resetPassword({
        token,
        password: 'third-secret',
        confirmPassword: 'third-secret',
      }),
    ).rejects.toMatchObject({
      message: 'Invalid reset link. Please request a new password reset.',
    });
  });

  it('ends every outstanding reset link of the account when one is used', async () => {
    await h.signedUpBrowser({ email: 'twice-forgetful@example.com', password: 'old-secret' });
    await h.browser().caller.auth.requestPasswordReset({ email: 'twice-forgetful@example.com' });
    await h.browser().caller.auth.requestPasswordReset({ email: 'twice-forgetful@example.com' });
    const [newer, older] = (await h.outbox())
      .filter((m) => m.toAddress === 'twice-forgetful@example.com')
      .map((m) => resetTokenFrom(m.textBody));
    expect(newer).not.toBe(older);
    await h.browser().caller.auth.resetPassword({
      token: newer!,
      password: 'new-secret',
      confirmPassword: 'new-secret',
    });
    // The other mailed link may sit in a mailbox someone else reads: it must not set a password now.
    await expect(
      h.browser().caller.auth.resetPassword({
        token: older!,
        password: 'taken-over',
        confirmPassword: 'taken-over',
      }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Invalid reset link. Please request a new password reset.',
    });
    await h
      .browser()
      .caller.auth.signIn({ email: 'twice-forgetful@example.com', password: 'new-secret' });
  });

  it('refuses an expired token', async () => {
    await h.signedUpBrowser({ email: 'late@example.com' });
    await h.browser().caller.auth.requestPasswordReset({ email: 'late@example.com' });
    const mail = (await h.outbox()).find((m) => m.toAddress === 'late@example.com');
    const token = resetTokenFrom(mail!.textBody);
    await h.db.execute(
      sql`update password_reset_tokens set expires_at = now() - interval '1 minute'`,
    );
    await expect(
      h.browser().caller.auth.resetPassword({
        token,
        password: 'new-secret',
        confirmPassword: 'new-secret',
      }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'This reset link has expired. Please request a new password reset.',
    });
  });

  it('refuses a common new password, keeping the link usable', async () => {
    await h.signedUpBrowser({ email: 'commoner@example.com' });
    await h.browser().caller.auth.requestPasswordReset({ email: 'commoner@example.com' });
    const token = resetTokenFrom(
      (await h.outbox()).find((m) => m.toAddress === 'commoner@example.com')!.textBody,
    );
    const refused = await h
      .browser()
      .caller.auth.resetPassword({ token, password: 'password1', confirmPassword: 'password1' })
      .catch((e: unknown) => e);
    expect(refused).toMatchObject({
      code: 'BAD_REQUEST',
      message:
        'This password is too common and easy to guess. Please choose a less predictable one.',
    });
    expect((refused as { cause: { field: string } }).cause.field).toBe('password');
    await expect(
      h.browser().caller.auth.resetPassword({
        token,
        password: 'unusual-lantern-4',
        confirmPassword: 'unusual-lantern-4',
      }),
    ).resolves.toEqual({
      ok: true,
    });
  });

  it('checks the new password before the token', async () => {
    await expect(
      h
        .browser()
        .caller.auth.resetPassword({ token: 'whatever', password: 'abc', confirmPassword: 'abc' }),
    ).rejects.toMatchObject({
      message: 'Password must be at least 6 characters',
    });
  });
});

describe('one password policy at sign-up, change and reset', () => {
  const TOO_COMMON =
    'This password is too common and easy to guess. Please choose a less predictable one.';

  it('refuses the service’s name and the advisor’s own names and e-mail wherever a password is chosen', async () => {
    const email = `quinn.harlow-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const b = await h.signedUpBrowser({ email, password: 'old-secret', fullName: 'Quinn Harlow' });
    const candidates = ['pitchcraft', 'Pitchcraft1', 'quinnharlow', email];

    for (const password of candidates) {
      // At sign-up the account's own e-mail is the one being typed.
      const fresh = `quinn.harlow-${Math.random().toString(36).slice(2, 8)}@example.com`;
      const atSignUp = password === email ? fresh : password;
      await expect(
        h.browser().caller.auth.signUp({
          email: fresh,
          password: atSignUp,
          confirmPassword: atSignUp,
          fullName: 'Quinn Harlow',
          companyName: 'Acme',
        }),
      ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: TOO_COMMON });
      await expect(
        b.caller.auth.changePassword({
          currentPassword: 'old-secret',
          password,
          confirmPassword: password,
        }),
      ).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message: TOO_COMMON,
      });
    }

    await h.browser().caller.auth.requestPasswordReset({ email });
    const token = resetTokenFrom(
      (await h.outbox()).find((m) => m.toAddress === email && m.subject.startsWith('Reset'))!
        .textBody,
    );
    for (const password of candidates) {
      await expect(
        h.browser().caller.auth.resetPassword({ token, password, confirmPassword: password }),
      ).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message: TOO_COMMON,
      });
    }
    // None of the refusals spent the link or changed the password.
    await expect(
      h.browser().caller.auth.resetPassword({
        token,
        password: 'unusual-lantern-4',
        confirmPassword: 'unusual-lantern-4',
      }),
    ).resolves.toEqual({
      ok: true,
    });
  });
});
