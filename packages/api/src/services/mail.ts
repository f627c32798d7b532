// Every message is first written to the email_outbox table, so nothing is lost: with SMTP
// configured it is then delivered (and retried with backoff on failure); without it, it stays
// in the outbox that developers read at /dev/outbox.
import { and, asc, emailOutbox, eq, lte, sql, type Database } from '@pitchcraft/db';
import type { Logger } from '../logger';
import { newId } from '../ids';

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
  /** Delivers due pending messages; returns how many were sent. */
  deliverPending(): Promise<number>;
  /** Resolves when deliveries started by send() have settled (tests, shutdown). */
  idle(): Promise<void>;
  readonly mode: 'smtp' | 'outbox';
}

const MAX_ATTEMPTS = 8;

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

export function createMailService(options: {
  db: Database;
  log: Logger;
  from: string;
  transport?: MailTransport | undefined;
}): MailService {
  const { db, log, transport, from } = options;
  const inFlight = new Set<Promise<unknown>>();

  async function deliver(id: string, message: MailMessage, attempts: number): Promise<boolean> {
    if (!transport) return false;
    try {
      await transport.send({ ...message, from });
      await db.update(emailOutbox).set({ status: 'sent', sentAt: new Date(), attempts: attempts + 1 }).where(eq(emailOutbox.id, id));
      return true;
    } catch (error) {
      const next = attempts + 1;
      const delaySeconds = Math.min(3600, 30 * 2 ** attempts);
      await db
        .update(emailOutbox)
        .set({
          attempts: next,
          status: next >= MAX_ATTEMPTS ? 'failed' : 'pending',
          lastError: error instanceof Error ? error.message.slice(0, 500) : 'delivery failed',
          nextAttemptAt: sql`now() + (${delaySeconds} * interval '1 second')`,
        })
        .where(eq(emailOutbox.id, id))
        .catch(() => {});
      log.warn({ mailId: id, attempt: next }, 'mail delivery failed; kept in the outbox for retry');
      return false;
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
      } catch (error) {
        log.error({ err: error }, 'could not store an outgoing e-mail');
        return;
      }
      if (transport) track(deliver(id, message, 0));
    },
    sendLater(compose) {
      const later = new Promise<void>((resolve) => setImmediate(resolve))
        .then(compose)
        .then((message) => (message ? this.send(message) : undefined))
        .catch((error: unknown) => log.error({ err: error }, 'could not compose an e-mail'));
      track(later);
    },
    async deliverPending() {
      if (!transport) return 0;
      const due = await db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.status, 'pending'), lte(emailOutbox.nextAttemptAt, sql`now()`)))
        .orderBy(asc(emailOutbox.createdAt))
        .limit(20);
      let sent = 0;
      for (const row of due) {
        const ok = await deliver(
          row.id,
          { to: row.toAddress, subject: row.subject, text: row.textBody, ...(row.htmlBody ? { html: row.htmlBody } : {}) },
          row.attempts,
        );
        if (ok) sent += 1;
      }
      return sent;
    },
    async idle() {
      // A message composed later starts its own delivery: wait for that too.
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
}
