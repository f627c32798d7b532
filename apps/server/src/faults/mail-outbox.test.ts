// The mail transport fails: the request that sends mail still succeeds, the message stays in the
// outbox with the error, and a later delivery round sends it. Then the same through nodemailer
// and a real SMTP server on loopback, which is down and then comes back.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { createSmtpTransport, type MailTransport, type OutgoingMail } from '@pitchcraft/api';
import { createHarness, startSmtpServer, type Harness } from '@pitchcraft/api/testing';
import { and, emailOutbox, eq } from '@pitchcraft/db';

import { suiteResources } from '../testing';

/** The reset message's outbox row (it is written just after the request is answered). */
async function outboxRowTo(h: Harness, to: string) {
  await h.services.mail.idle();
  const rows = await h.db
    .select()
    .from(emailOutbox)
    .where(
      and(eq(emailOutbox.toAddress, to), eq(emailOutbox.subject, 'Reset your Pitchcraft password')),
    );
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

/** Forgets the confirmation link mailed at sign-up, so each test follows one message. */
async function withoutSignUpMail(h: Harness): Promise<void> {
  await h.services.mail.idle();
  await h.db.delete(emailOutbox);
}

/** Waits for the job queue's next delivery attempt (the harness retries after about a second). */
async function deliveredBy(h: Harness, id: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await h.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    if (row?.status === 'sent') return row;
    if (Date.now() > deadline)
      throw new Error(`message ${id} was not delivered: ${JSON.stringify(row)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('a failing mail transport', () => {
  let working = false;
  const delivered: OutgoingMail[] = [];
  const transport: MailTransport = {
    send(message) {
      if (!working) return Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:2525'));
      delivered.push(message);
      return Promise.resolve();
    },
  };
  let h: Harness;
  const opened = suiteResources();
  beforeAll(async () => {
    h = opened.add(await createHarness({ mailTransport: transport }), (harness) => harness.close());
  });

  it('the request succeeds, the message waits in the outbox, and the queue delivers it on a later attempt', async () => {
    const advisor = await h.signedUpBrowser();
    const email = advisor.user.email;
    await withoutSignUpMail(h);
    expect(await h.browser().caller.auth.requestPasswordReset({ email })).toEqual({ ok: true });

    const waiting = await outboxRowTo(h, email);
    expect(waiting).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'connect ECONNREFUSED 127.0.0.1:2525',
      subject: 'Reset your Pitchcraft password',
    });
    expect(waiting.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    expect(delivered).toHaveLength(0);

    // The queue holds the delivery job for its retry; a later attempt, once the transport works, delivers it.
    // (The queue records the failed attempt just after the handler has thrown: wait for it.)
    const findJob = async () =>
      (
        await h.services.queue.boss.findJobs<{ mailId: string }>('mail', {
          data: { mailId: waiting.id },
        })
      )[0];
    await expect.poll(async () => (await findJob())?.state, { timeout: 10_000 }).toBe('retry');
    const job = await findJob();
    working = true;
    expect(await deliveredBy(h, waiting.id)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(delivered).toHaveLength(1);
    expect(delivered[0]).toMatchObject({
      to: email,
      subject: 'Reset your Pitchcraft password',
      from: { name: 'Pitchcraft', address: 'no-reply@pitchcraft.test' },
    });
    expect(delivered[0]!.replyTo).toBeUndefined();
    expect(delivered[0]!.text).toContain('/reset-password#token=');

    // Delivered once: the job is complete and nothing sends it again.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(delivered).toHaveLength(1);
    expect((await h.services.queue.boss.getJobById('mail', job!.id))?.state).toBe('completed');
  });
});

describe('SMTP through nodemailer to a server on loopback', () => {
  let h: Harness;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>> | undefined;
  let port: number;
  const opened = suiteResources();
  beforeAll(async () => {
    // Learn a free port, then leave it closed: the SMTP server is down to begin with.
    const probe = await startSmtpServer();
    port = probe.port;
    await probe.close();
    h = opened.add(
      await createHarness({
        mailTransport: await createSmtpTransport(`smtp://127.0.0.1:${port}`),
      }),
      (harness) => harness.close(),
    );
  });
  afterEach(async () => {
    await h.services.mail.idle();
  });
  afterAll(async () => {
    // Started by a test, and closed by it unless it failed first.
    await smtp?.close();
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
    expect(await deliveredBy(h, waiting.id)).toMatchObject({ status: 'sent', attempts: 2 });

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail).toMatchObject({ from: 'no-reply@pitchcraft.test', to: [email] });
    expect(mail!.raw).toContain('Subject: Reset your Pitchcraft password');
    // The product's own mail: from MAIL_FROM, with no Reply-To (mail to a client is the advisor's: services/mail.test.ts).
    expect(mail!.raw).toMatch(/^From: Pitchcraft <no-reply@pitchcraft\.test>\r$/m);
    expect(mail!.raw).not.toMatch(/^Reply-To:/im);
    expect(mail!.raw).toContain('/reset-password#token=');
  });

  it('delivers at once while the SMTP server is up', async () => {
    const advisor = await h.signedUpBrowser();
    const email = advisor.user.email;
    expect(await h.browser().caller.auth.requestPasswordReset({ email })).toEqual({ ok: true });
    expect(await outboxRowTo(h, email)).toMatchObject({
      status: 'sent',
      attempts: 1,
      lastError: null,
    });
    expect(smtp!.received.at(-1)?.to).toEqual([email]);
  });
});
