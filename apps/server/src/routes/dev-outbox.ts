// Development only: the e-mails the product would have sent, so sign-up and password recovery
// work end to end with no mail server. Each shows who it is from and where a reply would go: a
// follow-up to a client is from the advisor by name, at the product's address, replying to them.
import type { FastifyInstance } from 'fastify';

import { formatMailAddress } from '@pitchcraft/api';
import { escapeHtml } from '@pitchcraft/core/document';
import { desc, emailOutbox, type Database } from '@pitchcraft/db';

const linkify = (escaped: string) =>
  escaped.replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');

type OutboxRow = typeof emailOutbox.$inferSelect;

/** From as sent; null for a row stored before senders were kept (it went out from MAIL_FROM). */
const fromOf = (m: OutboxRow) =>
  m.fromAddress ? formatMailAddress({ name: m.fromName ?? '', address: m.fromAddress }) : null;
const replyToOf = (m: OutboxRow) =>
  m.replyToAddress
    ? formatMailAddress({ name: m.replyToName ?? '', address: m.replyToAddress })
    : null;

export function registerDevOutbox(app: FastifyInstance, db: Database): void {
  const latest = () => db.select().from(emailOutbox).orderBy(desc(emailOutbox.createdAt)).limit(50);

  app.get('/dev/outbox.json', async () => {
    const rows = await latest();
    return rows.map((m) => ({
      id: m.id,
      from: fromOf(m),
      replyTo: replyToOf(m),
      to: m.toAddress,
      subject: m.subject,
      text: m.textBody,
      status: m.status,
      createdAt: m.createdAt,
    }));
  });

  app.get('/dev/outbox', async (_request, reply) => {
    const rows = await latest();
    const items = rows
      .map((m) => {
        const from = fromOf(m);
        const replyTo = replyToOf(m);
        const senders = `${from ? `From <strong>${escapeHtml(from)}</strong><br>` : ''}${replyTo ? `Reply-To <strong>${escapeHtml(replyTo)}</strong><br>` : ''}`;
        return `<article><header><h2>${escapeHtml(m.subject)}</h2><p>${senders}To <strong>${escapeHtml(m.toAddress)}</strong> · ${m.createdAt.toISOString()} · ${escapeHtml(m.status)}</p></header><pre>${linkify(escapeHtml(m.textBody))}</pre></article>`;
      })
      .join('');
    reply.type('text/html; charset=utf-8');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Dev outbox · Pitchcraft</title><style>body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#0f172a}h1{font-size:1.4rem}article{border:1px solid #e2e8f0;border-radius:12px;padding:1rem 1.25rem;margin:1rem 0}h2{font-size:1.05rem;margin:0}header p{color:#475569;font-size:.85rem}pre{white-space:pre-wrap;font:inherit}a{color:#1d4ed8}</style></head><body><h1>Development outbox</h1><p>E-mails the app sent while no SMTP server is configured (newest first). This page exists only outside production.</p>${items || '<p>No e-mails yet.</p>'}</body></html>`;
  });
}
