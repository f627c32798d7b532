// Every message is first written to the email_outbox table, so nothing is lost: with SMTP
// configured a delivery job is queued (pg-boss: any process delivers it, retried with backoff
// across restarts); without it, it stays in the outbox that developers read at /dev/outbox.
import { emailOutbox, eq, sql, type Database } from '@pitchcraft/db';
import type { Logger } from '../logger';
import { newId } from '../ids';
import { MAIL_ATTEMPTS, QUEUES, type JobQueue } from './queue';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface MailTransport {
  send(message: MailMessage & { from: string }): Promise<void>;
}

export interface MailService {
  /** Stores the message and starts delivery; never throws because delivery failed. */
  send(message: MailMessage): Promise<void>;
  /**
   * Composes and sends a message after the current request has been answered, so how long the
   * answer takes says nothing about the message (or whether there is one: compose may return null).
   * A failure is logged; idle() waits for it.
   */
  sendLater(compose: () => Promise<MailMessage | null>): void;
  /** Starts delivering queued messages from this process (with SMTP configured). */
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Resolves when messages sent from here have been stored and had their first delivery attempt. */
  idle(): Promise<void>;
  readonly mode: 'smtp' | 'outbox';
}

export async function createSmtpTransport(url: string): Promise<MailTransport> {
  const { createTransport } = await import('nodemailer');
  const transporter = createTransport(url);
  return {
    async send(message) {
      await transporter.sendMail({
        from: message.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
      });
    },
  };
}

export function createMailService(options: { db: Database; log: Logger; from: string; queue: JobQueue; transport?: MailTransport | undefined }): MailService {
  const { db, log, transport, from, queue } = options;
  const inFlight = new Set<Promise<unknown>>();
  /** Messages sent from here whose first delivery attempt has not happened yet. */
  const firstAttempts = new Map<string, () => void>();
  let workerId: string | null = null;

  /** One delivery attempt; a failure is recorded and thrown, so the queue tries again later. */
  async function deliver(mailId: string, retryCount: number): Promise<void> {
    try {
      const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, mailId)).limit(1);
      if (!row || row.status === 'sent' || !transport) return;
      try {
        await transport.send({ to: row.toAddress, subject: row.subject, text: row.textBody, ...(row.htmlBody ? { html: row.htmlBody } : {}), from });
      } catch (error) {
        const attempts = row.attempts + 1;
        const delaySeconds = Math.min(3600, 30 * 2 ** retryCount);
        await db
          .update(emailOutbox)
          .set({
            attempts,
            status: retryCount + 1 >= MAIL_ATTEMPTS ? 'failed' : 'pending',
            lastError: error instanceof Error ? error.message.slice(0, 500) : 'delivery failed',
            nextAttemptAt: sql`now() + (${delaySeconds} * interval '1 second')`,
          })
          .where(eq(emailOutbox.id, mailId));
        log.warn({ mailId, attempt: attempts }, 'mail delivery failed; kept in the outbox for retry');
        throw error;
      }
      await db
        .update(emailOutbox)
        .set({ status: 'sent', sentAt: new Date(), attempts: row.attempts + 1 })
        .where(eq(emailOutbox.id, mailId));
    } finally {
      firstAttempts.get(mailId)?.();
    }
  }

  const track = (promise: Promise<unknown>) => {
    inFlight.add(promise);
    void promise.finally(() => inFlight.delete(promise));
  };

  return {
    mode: transport ? 'smtp' : 'outbox',
    async send(message) {
      const id = newId();
      try {
        await db.insert(emailOutbox).values({
          id,
          toAddress: message.to,
          subject: message.subject,
          textBody: message.text,
          htmlBody: message.html ?? null,
          status: transport ? 'pending' : 'stored',
        });
        if (!transport) return;
        track(new Promise<void>((resolve) => firstAttempts.set(id, resolve)).finally(() => firstAttempts.delete(id)));
        await queue.boss.send(QUEUES.mail, { mailId: id });
        if (workerId) queue.boss.notifyWorker(workerId);
      } catch (error) {
        firstAttempts.get(id)?.();
        log.error({ err: error }, 'could not store an outgoing e-mail');
      }
    },
    sendLater(compose) {
      const later = new Promise<void>((resolve) => setImmediate(resolve))
        .then(compose)
        .then((message) => (message ? this.send(message) : undefined))
        .catch((error: unknown) => log.error({ err: error }, 'could not compose an e-mail'));
      track(later);
    },
    async start() {
      if (!transport || workerId) return;
      workerId = await queue.boss.work<{ mailId: string }>(QUEUES.mail, { pollingIntervalSeconds: 1 }, async ([job]) => {
        if (job) await deliver(job.data.mailId, job.retryCount);
      });
    },
    async stop() {
      if (!workerId) return;
      workerId = null;
      // Stopping is best effort: a queue already stopped has no worker left to take off.
      await queue.boss.offWork(QUEUES.mail).catch(() => undefined);
    },
    async idle() {
      // A message composed later starts its own delivery: wait for that too.
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
}
