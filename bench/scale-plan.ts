// The generation-scale benchmark's shared parts: the texts the vendor stand-in writes (real
// presentation sections the server accepts) and the browser's side of a generation — starting it,
// timing its chunks, checking its text.
import { createHttpClient } from '@pitchcraft/api/testing/http-client';
import {
  analyseNeeds,
  createClientFormDefaults,
  createSalesStrategyDefaults,
  needsInputFromClient,
  sectionsForDetail,
  ZClientFormData,
  ZSalesStrategy,
} from '@pitchcraft/core';
import {
  acceptSection,
  buildOfflineDocument,
  createSectionStream,
  serialiseSections,
  type TParsedSection,
} from '@pitchcraft/core/document';
import { TEST_CLIENT } from '@pitchcraft/core/testing';

import { round, seedAdvisor, type PreparedDatabase } from './lib';
import type { Subscription } from './scale-browser';
import { ORIGIN, type ServerProcess } from './scale-processes';

/** 80 tokens a second at about four characters a token. */
export const TOKEN_CHARS = 4;
/** A session holds at most 5 event streams (stream-limit.ts): one advisor per few generations. */
const GENERATIONS_PER_ADVISOR = 4;

export const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One request the vendor stand-in answered: its generation's key, and when each chunk went out (`now()` time). */
export interface VendorRequest {
  key: string;
  sentAt: number[];
}

/** The vendor stand-in, as the parts use it. */
export interface Vendor {
  url: string;
  register(texts: Map<string, string[]>): Promise<void>;
  report(): Promise<VendorRequest[]>;
  close(): Promise<number>;
}

// ---------------------------------------------------------------------------------------------
// What the stand-in writes: real presentation sections, each accepted by the server's checks.

const BASE_CLIENT = {
  ...createClientFormDefaults(),
  ...TEST_CLIENT,
  focusAreas: ['Coverage Details', 'Cost Breakdown', 'Family Protection'],
};
const STRATEGY = ZSalesStrategy.parse(createSalesStrategyDefaults());
const ADVISOR = {
  name: 'Bench Advisor',
  company: 'Bench Co',
  phone: '',
  email: 'bench@example.com',
  jurisdiction: 'CA' as const,
};
type DetailLevel = 'concise' | 'balanced' | 'comprehensive';

export interface Planned {
  key: string;
  client: ReturnType<typeof ZClientFormData.parse>;
  text: string;
  chunks: string[];
}

/**
 * A reply in the section contract for the generation `key` (named in its cover, so no two texts
 * are alike): whole sections up to `maxChars`, or grown to `minChars` with more of its own
 * paragraphs.
 */
export function plan(
  key: string,
  detailLevel: DetailLevel,
  size: { minChars?: number; maxChars?: number },
): Planned {
  const client = ZClientFormData.parse({ ...BASE_CLIENT, clientName: `Casey ${key}`, detailLevel });
  const document = buildOfflineDocument({
    client,
    advisor: ADVISOR,
    strategy: STRATEGY,
    analysis: analyseNeeds(needsInputFromClient(client)),
    now: new Date('2026-01-15T12:00:00Z'),
  });
  let sections: TParsedSection[] = document.sections.map(({ id, title, html }) => ({
    id,
    title,
    html,
  }));
  sections[0] = {
    ...sections[0]!,
    html: `${sections[0]!.html}\n<p>Prepared for bench generation ${key}.</p>`,
  };
  if (size.maxChars) {
    // Whole sections in order, leaving out any that would go past the size (the server stands in for those).
    let length = 0;
    sections = sections.filter((s, i) => {
      const added = serialiseSections([s]).length;
      if (i > 0 && length + added > size.maxChars!) return false;
      length += added;
      return true;
    });
  }
  if (size.minChars) {
    const paragraphs = sections.flatMap((s) => s.html.match(/<p\b[^>]*>[\s\S]*?<\/p>/g) ?? []);
    let length = serialiseSections(sections).length;
    for (let i = 0; length < size.minChars; i += 1) {
      const paragraph = `\n${paragraphs[i % paragraphs.length]!}`;
      const target = sections[1 + (i % (sections.length - 1))]!;
      target.html += paragraph;
      length += paragraph.length;
    }
  }
  const text = serialiseSections(sections);
  const points = Array.from(text);
  const chunks = Array.from({ length: Math.ceil(points.length / TOKEN_CHARS) }, (_, i) =>
    points.slice(i * TOKEN_CHARS, (i + 1) * TOKEN_CHARS).join(''),
  );
  return { key, client, text, chunks };
}

/** Fails fast when the server would stand in for a section: then it would not be streaming our text. */
function assertAccepted(planned: Planned) {
  const expectedIds = sectionsForDetail(planned.client.detailLevel);
  for (const parsed of createSectionStream().push(planned.text)) {
    const outcome = acceptSection(parsed, { expectedIds, source: 'ai' });
    if (!outcome?.ok)
      throw new Error(
        `the bench text's section ${parsed.id} would be refused (${outcome ? outcome.reason : 'unexpected id'})`,
      );
  }
}

export async function register(vendor: Vendor, planned: Planned[]) {
  assertAccepted(planned[0]!);
  await vendor.register(new Map(planned.map((p) => [p.key, p.chunks])));
}

// ---------------------------------------------------------------------------------------------
// The browser's side: start a generation, follow its event stream.

export async function startGeneration(
  server: ServerProcess,
  cookie: string,
  planned: Planned,
): Promise<string> {
  const advisor = createHttpClient({ url: server.url, origin: ORIGIN }, cookie);
  const started = await advisor.trpc.generation.start
    .mutate({ client: planned.client, strategy: STRATEGY })
    .catch((error: unknown) => {
      throw new Error(`generation.start on ${server.name}: ${String(error)}`);
    });
  if (started.provider !== 'anthropic')
    throw new Error(`generation.start on ${server.name}: written by ${started.provider}`);
  return started.id;
}

/** Per chunk written after the stream opened: from its write to the arrival of its last character. */
export function chunkLatencies(
  sub: Subscription,
  planned: Planned,
  sentAt: number[],
): { at: number; latency: number }[] {
  const ends: number[] = [];
  let total = 0;
  for (const chunk of planned.chunks) ends.push((total += chunk.length));
  const latencies: { at: number; latency: number }[] = [];
  let length = 0;
  let next = 0;
  for (const p of sub.progress) {
    length = p.reset ? p.chunk.length : length + p.chunk.length;
    // A chunk counts once, when it first arrived (a repeat after a reset is not a new delivery).
    while (next < ends.length && ends[next]! <= length) {
      if (sentAt[next] !== undefined && sentAt[next]! >= sub.openedAt)
        latencies.push({ at: p.at, latency: p.at - sentAt[next]! });
      next += 1;
    }
  }
  return latencies;
}

/** Lost and duplicated characters against what was sent (by length; a same-length difference counts as lost). */
export function textErrors(got: string, sent: string): { lost: number; duplicated: number } {
  if (got === sent) return { lost: 0, duplicated: 0 };
  if (got.length > sent.length)
    return {
      lost: sent.startsWith(got.slice(0, sent.length)) ? 0 : 1,
      duplicated: got.length - sent.length,
    };
  return { lost: Math.max(1, sent.length - got.length), duplicated: 0 };
}

export async function seedAdvisors(
  database: PreparedDatabase,
  generationsCount: number,
): Promise<string[]> {
  const cookies: string[] = [];
  for (let i = 0; i < Math.ceil(generationsCount / GENERATIONS_PER_ADVISOR); i += 1)
    cookies.push((await seedAdvisor(database.handle)).cookie);
  return cookies;
}
export const cookieFor = (cookies: string[], i: number) =>
  cookies[Math.floor(i / GENERATIONS_PER_ADVISOR)]!;

export async function inPool<T>(
  items: T[],
  width: number,
  task: (item: T, index: number) => Promise<void>,
) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const index = next++;
        await task(items[index]!, index);
      }
    }),
  );
}

/** The most vendor streams writing at the same moment (each from its first chunk to its last). */
export function peakStreams(requests: VendorRequest[]): number {
  const edges = requests
    .filter((r) => r.sentAt.length > 0)
    .flatMap((r) => [
      { at: r.sentAt[0]!, change: 1 },
      { at: r.sentAt.at(-1)!, change: -1 },
    ])
    .sort((x, y) => x.at - y.at || y.change - x.change);
  let open = 0;
  let peak = 0;
  for (const edge of edges) peak = Math.max(peak, (open += edge.change));
  return peak;
}

/** The median of a few runs (two: their mean; lib's median takes the lower one). */
export function middle(values: number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  const half = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[half]! : (sorted[half - 1]! + sorted[half]!) / 2;
}

export const seconds = (ms: number) => `${round(ms / 1000, 1)} s`;
export const ms = (value: number) => `${Math.round(value)} ms`;
