// Every message is first written to the email_outbox table, so nothing is lost: with SMTP
// configured a delivery job is queued (pg-boss: any process delivers it, retried with backoff
// across restarts); without it, it stays in the outbox that developers read at /dev/outbox.
//
// Every message comes from the product's own address (MAIL_FROM): a mail an advisor sends a client
// says so in its display name ("Jordan Rivera via Pitchcraft") and carries the advisor's address as
// Reply-To, so the client's reply reaches the advisor while SPF, DKIM and DMARC still hold for our
// domain. Names reach the headers as nodemailer's address objects, cleaned of line breaks and other
// control characters first, so no name can add a header.
import addressparser from 'nodemailer/lib/addressparser';

import { emailOutbox, eq, sql, type Database } from '@pitchcraft/db';

import { newId } from '../ids';
import type { Logger } from '../logger';
import { MAIL_ATTEMPTS, QUEUES, type JobQueue } from './queue';

/** A mailbox as nodemailer takes it: it quotes and encodes the name itself. */
export interface MailAddress {
  name: string;
  address: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * The advisor a message to their client is written for: their name is shown in From (at the
   * product's own address) and their address is the Reply-To.
   */
  onBehalfOf?: { name: string; email: string };
}

/** A message as it leaves: who it is from and where replies go, decided when it was stored. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  from: MailAddress;
  replyTo?: MailAddress;
}

export interface MailTransport {
  send(message: OutgoingMail): Promise<void>;
}

/** The product's name when MAIL_FROM gives none. */
const PRODUCT_NAME = 'Pitchcraft';
const MAX_NAME_LENGTH = 120;
/** One plain address: no spaces, brackets, quotes or separators a header could be split on. */
const PLAIN_ADDRESS = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;

/**
 * A display name safe for a header: line breaks, tabs and every other control character become a
 * space (U+2028/2029 too), runs of spaces one, and it is cut to a sensible length.
 */
export function headerSafeName(value: string): string {
  return value
    .replace(/[\p{Cc}\u2028\u2029]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_NAME_LENGTH)
    .trim();
}

/** MAIL_FROM as a mailbox: `Pitchcraft <no-reply@pitchcraft.local>` or a bare address. */
export function parseMailFrom(from: string): MailAddress {
  const [mailbox] = addressparser(from, { flatten: true });
  if (!mailbox?.address || !PLAIN_ADDRESS.test(mailbox.address)) {
    throw new Error(
      `MAIL_FROM must be an e-mail address, optionally with a name ("Pitchcraft <no-reply@example.com>"); got ${JSON.stringify(from)}`,
    );
  }
  return { name: headerSafeName(mailbox.name), address: mailbox.address };
}

/**
 * Who a message is from and where replies go. The product's own address always (DMARC); for a
 * message an advisor sends, their name before "via <product>" and their address as Reply-To.
 */
export function senderOf(
  product: MailAddress,
  onBehalfOf: MailMessage['onBehalfOf'],
): { from: MailAddress; replyTo: MailAddress | null } {
  if (!onBehalfOf) return { from: product, replyTo: null };
  const advisor = headerSafeName(onBehalfOf.name);
  const productName = product.name || PRODUCT_NAME;
  const from = {
    name: advisor ? `${advisor} via ${productName}` : productName,
    address: product.address,
  };
  const email = onBehalfOf.email.trim();
  return { from, replyTo: PLAIN_ADDRESS.test(email) ? { name: advisor, address: email } : null };
}

/** `"Jordan Rivera via Pitchcraft" <no-reply@pitchcraft.local>`, for people to read (the dev outbox). */
export function formatMailAddress({ name, address }: MailAddress): string {
  return name ? `"${name.replace(/["\\]/g, '\\$&')}" <${address}>` : address;
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
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
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
  queue: JobQueue;
  transport?: MailTransport | undefined;
}): MailService {
  const { db, log, transport, queue } = options;
  const product = parseMailFrom(options.from);
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
        await transport.send({
          to: row.toAddress,
          subject: row.subject,
          text: row.textBody,
          ...(row.htmlBody ? { html: row.htmlBody } : {}),
          // Rows stored before the sender was kept come from MAIL_FROM.
          from: row.fromAddress ? { name: row.fromName ?? '', address: row.fromAddress } : product,
          ...(row.replyToAddress
            ? { replyTo: { name: row.replyToName ?? '', address: row.replyToAddress } }
            : {}),
        });
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
        log.warn(
          { mailId, attempt: attempts },
          'mail delivery failed; kept in the outbox for retry',
        );
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
      const { from, replyTo } = senderOf(product, message.onBehalfOf);
      try {
        await db.insert(emailOutbox).values({
          id,
          toAddress: message.to,
          subject: message.subject,
          textBody: message.text,
          htmlBody: message.html ?? null,
          fromName: from.name,
          fromAddress: from.address,
          replyToAddress: replyTo?.address ?? null,
          replyToName: replyTo?.name ?? null,
          status: transport ? 'pending' : 'stored',
        });
        if (!transport) return;
        track(
          new Promise<void>((resolve) => firstAttempts.set(id, resolve)).finally(() =>
            firstAttempts.delete(id),
          ),
        );
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
      workerId = await queue.boss.work<{ mailId: string }>(
        QUEUES.mail,
        { pollingIntervalSeconds: 1 },
        async ([job]) => {
          if (job) await deliver(job.data.mailId, job.retryCount);
        },
      );
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
