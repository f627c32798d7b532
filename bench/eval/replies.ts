// The recorded replies of the AI evaluation: for each evaluation client, the whole reply a careful
// model writes under the product's prompt (replies/<client>.html) and, for the sections where
// that reply slips (a typed amount, a made-up placeholder), its answer to the product's targeted
// re-ask of that section (replies/<client>.<section>.reask.html). The vendor stand-in answers
// each request from them, at the model's pace or at once.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import type { FakeAnthropicStep } from '@pitchcraft/api/testing';
import type { TEvalClient } from '@pitchcraft/core/testing';

const REPLIES = fileURLToPath(new URL('./replies/', import.meta.url));

/** The natural slip each of a few replies carries, as written: the product must catch each one. */
export const SLIPS: readonly { client: TEvalClient; section: string; text: string }[] = [
  { client: 'youngFamily', section: 'recommendation', text: 'data-figure="monthly-premium"' },
  { client: 'highEarner', section: 'what-you-need', text: 'roughly 4.7 million' },
  { client: 'singleParent', section: 'costs-and-benefits', text: 'less than $2 a day' },
  { client: 'businessOwner', section: 'questions', text: 'only 50% of a capital gain' },
  { client: 'retiredWidow', section: 'next-steps', text: 'about fifteen thousand dollars' },
];

export function recordedReply(client: TEvalClient): string {
  return readFileSync(`${REPLIES}${client}.html`, 'utf8');
}

/** The recorded answer to a re-ask of one section, or null when the reply has no slip there. */
export function recordedReask(client: TEvalClient, section: string): string | null {
  try {
    return readFileSync(`${REPLIES}${client}.${section}.reask.html`, 'utf8');
  } catch {
    return null;
  }
}

/** One `<section id>` of a reply, whole, or null. */
export function sectionOf(reply: string, id: string): string | null {
  const start = reply.indexOf(`<section id="${id}">`);
  if (start < 0) return null;
  const end = reply.indexOf('</section>', start);
  return end < 0 ? null : reply.slice(start, end + '</section>'.length);
}

/** The speaker notes a reply writes, as text. */
export function notesOf(reply: string): string[] {
  return [...reply.matchAll(/<aside data-notes>([\s\S]*?)<\/aside>/g)].map((m) =>
    (m[1] ?? '').replace(/\s+/g, ' ').trim(),
  );
}

/** A request for one section again: its section id (the product's "# Section request"), else null. */
function reaskedSection(user: string): string | null {
  if (!user.trimStart().startsWith('# Section request')) return null;
  const ids = [...user.matchAll(/<section id="([a-z][a-z-]*)">/g)].map((m) => m[1] ?? '');
  const named = [...user.matchAll(/\bid="([a-z][a-z-]*)"/g)].map((m) => m[1] ?? '');
  return ids.at(-1) ?? named[0] ?? null;
}

/** 80 tokens a second at about four characters a token: 20 characters every 62 ms. */
const PACE = { chars: 20, intervalMs: 62 } as const;

function streamed(text: string, paced: boolean): FakeAnthropicStep {
  const chunks: string[] = [];
  for (let i = 0; i < text.length; i += PACE.chars) chunks.push(text.slice(i, i + PACE.chars));
  return { kind: 'stream', chunks, ...(paced ? { intervalMs: PACE.intervalMs } : {}) };
}

export interface ReplyLog {
  /** Sections the product asked for again, in order. */
  reasked: string[];
}

/**
 * What the vendor stand-in answers for one client: the whole reply to a presentation request;
 * to a re-ask of a section, the recorded corrected section (or, where none was recorded, the same
 * section again, as a model asked to fix what it did not get wrong would write it).
 */
export function replyResponder(
  client: TEvalClient,
  paced: boolean,
  log: ReplyLog,
): (request: { messages: { content: string }[] }) => FakeAnthropicStep {
  const reply = recordedReply(client);
  return (request) => {
    const user = request.messages.at(-1)?.content ?? '';
    const section = reaskedSection(user);
    if (section === null) return streamed(reply, paced);
    log.reasked.push(section);
    return streamed(
      recordedReask(client, section) ?? sectionOf(reply, section) ?? `<section id="${section}">`,
      paced,
    );
  };
}
