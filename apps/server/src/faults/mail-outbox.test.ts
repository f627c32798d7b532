// The mail transport fails: the request that sends mail still succeeds, the message stays in the
// outbox with the error, and a later delivery round sends it. Then the same through nodemailer
// and a real SMTP server on loopback, which is down and then comes back.
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { createSmtpTransport, type MailMessage, type MailTransport } from '@pitchcraft/api';
import { createHarness, type Harness } from '@pitchcraft/api/testing';
import { and, emailOutbox, eq, sql } from '@pitchcraft/db';

interface ReceivedMail {
  from: string | undefined;
  to: string[];
  raw: string;
}

/** A real SMTP server on 127.0.0.1 (no TLS, no auth) that keeps what it receives. */
async function startSmtpServer(port = 0): Promise<{ port: number; received: ReceivedMail[]; close(): Promise<void> }> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom;
        received.push({ from: from ? from.address : undefined, to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address() as AddressInfo;
  return { port: address.port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The reset message's outbox row (it is written just after the request is answered). */
async function outboxRowTo(h: Harness, to: string) {
  await h.services.mail.idle();
  const rows = await h.db.select().from(emailOutbox).where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.subject, 'Reset your Pitchcraft password')));
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

/** Forgets the confirmation link mailed at sign-up, so each test follows one message. */
async function withoutSignUpMail(h: Harness): Promise<void> {
  await h.services.mail.idle();
  await h.db.delete(emailOutbox);
}

/** Moves the row's retry time to now: what waiting out the backoff would do. */
const backoffElapsed = (h: Harness, id: string) => h.db.update(emailOutbox).set({ nextAttemptAt: sql`now()` }).where(eq(emailOutbox.id, id));

describe('a failing mail transport', () => {
  let working = false;
  const delivered: (MailMessage & { from: string })[] = [];
  const transport: MailTransport = {
    async send(message) {
      if (!working) throw new Error('connect ECONNREFUSED 127.0.0.1:2525');
      delivered.push(message);
    },
  };
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness({ mailTransport: transport });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('the request succeeds, the message waits in the outbox, and a later round delivers it', async () => {
    const advisor = await h.signedUpBrowser();
    const email = advisor.user.email;
    await withoutSignUpMail(h);
    expect(await h.browser().caller.auth.requestPasswordReset({ email })).toEqual({ ok: true });

    const waiting = await outboxRowTo(h, email);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1, lastError: 'connect ECONNREFUSED 127.0.0.1:2525', subject: 'Reset your Pitchcraft password' });
    expect(waiting.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    expect(delivered).toHaveLength(0);

    // Still failing, and not due yet: a round neither sends nor counts an attempt.
    expect(await h.services.mail.deliverPending()).toBe(0);
    expect((await outboxRowTo(h, email)).attempts).toBe(1);

    working = true;
    expect(await h.services.mail.deliverPending()).toBe(0);
    await backoffElapsed(h, waiting.id);
    expect(await h.services.mail.deliverPending()).toBe(1);
    expect(await outboxRowTo(h, email)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(delivered).toHaveLength(1);
    expect(delivered[0]).toMatchObject({ to: email, subject: 'Reset your Pitchcraft password', from: 'Pitchcraft <no-reply@pitchcraft.test>' });
    expect(delivered[0]!.text).toContain('/reset-password#token=');

    // Nothing is sent twice.
    await backoffElapsed(h, waiting.id);
    expect(await h.services.mail.deliverPending()).toBe(0);
    expect(delivered).toHaveLength(1);
  });
});

describe('SMTP through nodemailer to a server on loopback', () => {
  let h: Harness;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>> | undefined;
  let port: number;
  beforeAll(async () => {
    // Learn a free port, then leave it closed: the SMTP server is down to begin with.
    const probe = await startSmtpServer();
    port = probe.port;
    await probe.close();
    h = await createHarness({ mailTransport: await createSmtpTransport(`smtp://127.0.0.1:${port}`) });
  });
  afterEach(async () => {
    await h.services.mail.idle();
  });
  afterAll(async () => {
    await smtp?.close();
    await h?.close();
  });

  it('keeps the message while the SMTP server is down and delivers it once it is back', async () => {
    const advisor = await h.signedUpBrowser();
    const email = advisor.user.email;
    await withoutSignUpMail(h);
    expect(await h.browser().caller.auth.requestPasswordReset({ email })).toEqual({ ok: true });
    const waiting = await outboxRowTo(h, email);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting.lastError).toMatch(/ECONNREFUSED/);

    smtp = await startSmtpServer(port);
    await backoffElapsed(h, waiting.id);
    expect(await h.services.mail.deliverPending()).toBe(1);
    expect(await outboxRowTo(h, email)).toMatchObject({ status: 'sent', attempts: 2 });

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail).toMatchObject({ from: 'no-reply@pitchcraft.test', to: [email] });
    expect(mail!.raw).toContain('Subject: Reset your Pitchcraft password');
    expect(mail!.raw).toContain('/reset-password#token=');
  });

  it('delivers at once while the SMTP server is up', async () => {
    const advisor = await h.signedUpBrowser();
    const email = advisor.user.email;
    expect(await h.browser().caller.auth.requestPasswordReset({ email })).toEqual({ ok: true });
    expect(await outboxRowTo(h, email)).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(smtp!.received.at(-1)?.to).toEqual([email]);
  });
});
