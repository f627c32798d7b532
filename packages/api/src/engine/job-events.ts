// A job's event stream, as a subscriber follows it: its text, progress, retry notices and result,
// and its completed sections, resumable from `lastEventId` ("epoch:offset:sections") after a
// reconnect or a page reload. A job running in this process is read from memory; one running on
// another process from its stored stream, woken by NOTIFY (a slow poll is the safety net).
import { tracked, type TrackedEnvelope } from '@trpc/server';
import { z } from 'zod';

import { SECTION_SOURCES, ZSectionRepair } from '@pitchcraft/core/document';

import type { Logger } from '../logger';
import type { ChunkFeed } from './chunk-feed';
import { applyChunks, type JobState } from './job-state';
import { WATCH_RENEW_MS } from './live-stream';

/** What the wizard shows of a completed section; its page comes from the content route. */
export const ZSectionSummary = z.object({
  id: z.string(),
  title: z.string(),
  source: z.enum(SECTION_SOURCES),
  replaced: z.string().nullable(),
  /** How the writer's version was mended, and the advisor's speaker note: shown beside it. */
  repairs: z.array(ZSectionRepair).optional(),
  notes: z.string().optional(),
});
export type SectionSummary = z.infer<typeof ZSectionSummary>;

/** One event of a job's stream (the keys in the order they are sent). */
export const ZJobEvent = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('progress'),
    progress: z.number(),
    message: z.string(),
    chunk: z.string(),
    reset: z.boolean(),
    sections: z.number(),
  }),
  z.object({ type: z.literal('section'), index: z.number(), section: ZSectionSummary }),
  z.object({ type: z.literal('notice'), title: z.string(), description: z.string() }),
  z.object({
    type: z.literal('done'),
    html: z.string(),
    progress: z.number(),
    message: z.string(),
  }),
  z.object({ type: z.literal('error'), message: z.string(), reason: z.string().nullable() }),
]);
export type JobEvent = z.infer<typeof ZJobEvent>;

/** A job's state as its row gives it; a running job's carries the stored stream's seq. */
export type JobSnapshot = JobState & { seq?: number };

export interface FollowOptions {
  lastEventId?: string | null | undefined;
  signal?: AbortSignal | undefined;
  /**
   * The job's state from its row, as the caller may see it: read first (so it may refuse), and
   * whenever the job is running nowhere this process can follow it from.
   */
  snapshot: () => Promise<JobSnapshot>;
  log: Logger;
}

/** What following a job needs from the engine. */
export interface FollowDeps {
  live(id: string): JobState | undefined;
  watch(id: string, listener: () => void): () => void;
  feed: ChunkFeed;
}

/** How long a subscriber waits between reads when nothing wakes it: NOTIFY is the rule, this the safety net. */
const SAFETY_NET_MS = 2_000;
/** …and when this process could not LISTEN. */
const POLL_MS = 200;
/** …and for a job running here, whose every change wakes it. */
const LOCAL_MS = 5_000;
/** Retry notices older than this are not replayed to a subscriber that just (re)connected. */
const NOTICE_FRESH_MS = 20_000;

/** Where a subscriber stands: what it has of the job's epoch, text and sections. */
interface Cursor {
  epoch: number;
  offset: number;
  sent: number;
  noticeAt: string | null;
  first: boolean;
  /** The subscriber reconnected with a last event id: its first progress is no reset. */
  resumed: boolean;
}

function startCursor(lastEventId: string | null | undefined, state: JobState): Cursor {
  const match = /^(\d+):(\d+)(?::(\d+))?$/.exec(lastEventId ?? '');
  const stale = state.notice && Date.now() - Date.parse(state.notice.at) > NOTICE_FRESH_MS;
  return {
    epoch: match ? Number(match[1]) : state.epoch,
    offset: match ? Number(match[2]) : 0,
    sent: match ? Number(match[3] ?? 0) : 0,
    noticeAt: stale ? (state.notice?.at ?? null) : null,
    first: true,
    resumed: match !== null,
  };
}

const hasEnded = (state: JobState) =>
  (state.status === 'succeeded' && Boolean(state.html)) || state.status === 'failed';

/** The events that bring a subscriber at `c` up to `state`, moving the cursor as they go. */
function* eventsFor(state: JobState, c: Cursor): Generator<TrackedEnvelope<JobEvent>> {
  const id = () => `${c.epoch}:${c.offset}:${c.sent}`;
  if (state.notice && state.notice.at !== c.noticeAt) {
    c.noticeAt = state.notice.at;
    const { title, description } = state.notice;
    yield tracked(id(), { type: 'notice', title, description });
  }
  const reset =
    state.epoch !== c.epoch ||
    (state.status === 'running' && c.offset > state.text.length) ||
    c.sent > state.sections.length;
  if (reset) Object.assign(c, { epoch: state.epoch, offset: 0, sent: 0 });
  if (state.status === 'running' && (reset || c.first || state.text.length > c.offset)) {
    const chunk = state.text.slice(c.offset);
    c.offset = state.text.length;
    const { progress, message } = state;
    const sections = state.sections.length;
    const fresh = reset || (c.first && !c.resumed);
    yield tracked(id(), { type: 'progress', progress, message, chunk, reset: fresh, sections });
  }
  // Then the sections: a finished job's last sections reach the wizard before 'done'.
  for (const section of state.sections.slice(c.sent)) {
    c.sent += 1;
    const { id: sectionId, title, source, repairs, notes } = section;
    const summary = {
      id: sectionId,
      title,
      source,
      replaced: section.replaced ?? null,
      ...(repairs ? { repairs } : {}),
      ...(notes ? { notes } : {}),
    };
    yield tracked(id(), { type: 'section', index: c.sent - 1, section: summary });
  }
  if (state.status === 'succeeded' && state.html) {
    const { html, progress, message } = state;
    yield tracked(`${id()}:done`, { type: 'done', html, progress, message });
  } else if (state.status === 'failed') {
    const message = state.error ?? 'Generation failed';
    yield tracked(`${id()}:error`, { type: 'error', message, reason: state.errorReason });
  }
  c.first = false;
}

/** Follows one job for one subscriber: streams the events that bring it up to date, then waits. */
export async function* followJob(
  deps: FollowDeps,
  id: string,
  options: FollowOptions,
): AsyncGenerator<TrackedEnvelope<JobEvent>> {
  const { signal } = options;
  // Subscribed before the first read, so no change between them is missed.
  const follower = new JobFollower(deps, id, options);
  try {
    let state = await follower.read();
    const cursor = startCursor(options.lastEventId, state);
    while (!signal?.aborted) {
      yield* eventsFor(state, cursor);
      if (hasEnded(state)) return;
      follower.announce();
      await follower.waitForChange();
      if (signal?.aborted) return;
      state = await follower.read();
    }
  } finally {
    follower.close();
  }
}

/** One subscriber's ear on a job: its wake-ups, its reads (memory, stored stream or row) and its waits. */
class JobFollower {
  private wake: (() => void) | undefined;
  /**
   * A change while the subscriber is reading or suspended in a yield must not be lost (the job's
   * last change, its result, would otherwise wait for the safety net).
   */
  private changed = false;
  /** The job's state when it runs on another process, kept up to date from its stored stream. */
  private remote: (JobSnapshot & { seq: number }) | null = null;
  /** The first read goes to the row (the caller's snapshot, which may refuse). */
  private checked = false;
  private followedAt = 0;
  private readonly unwatch: () => void;
  private readonly unwake: () => void;
  // One abort listener for the stream's life: adding and removing one for every wait cost about
  // 1.5% of a server's CPU with 200 streams.
  private readonly onAbort = () => this.wake?.();

  constructor(
    private readonly deps: FollowDeps,
    private readonly id: string,
    private readonly options: FollowOptions,
  ) {
    const onChange = () => {
      this.changed = true;
      this.wake?.();
    };
    this.unwatch = deps.watch(id, onChange);
    this.unwake = deps.feed.wakeOn(id, onChange);
    options.signal?.addEventListener('abort', this.onAbort, { once: true });
  }

  async read(): Promise<JobState> {
    const local = this.deps.live(this.id);
    if (local && this.remote) this.remote = null;
    // Running here: every change is read from memory (a job streams many changes a second).
    if (local && this.checked) return { ...local };
    if (this.remote) {
      const { rows, running } = await this.deps.feed.read(this.id, this.remote.seq);
      if (rows.length > 0) {
        this.remote = { ...this.remote, ...applyChunks(this.remote, rows) };
        // Finished meanwhile: the rest of its text first, then (read again at once) its result.
        if (!running) this.changed = true;
        return this.remote;
      }
      if (running) return this.remote;
    }
    const snapshot = await this.options.snapshot();
    this.checked = true;
    const followable = snapshot.status === 'running' && !this.deps.live(this.id);
    this.remote =
      followable && snapshot.seq !== undefined ? { ...snapshot, seq: snapshot.seq } : null;
    return snapshot;
  }

  /** Tells the process running the job that a subscriber here follows it (its text then comes in quick batches). */
  announce(): void {
    if (!this.remote || Date.now() - this.followedAt < WATCH_RENEW_MS) return;
    this.followedAt = Date.now();
    this.deps.feed
      .follow(this.id)
      .catch((err: unknown) =>
        this.options.log.warn({ err }, 'could not announce a generation subscriber'),
      );
  }

  async waitForChange(): Promise<void> {
    const { signal } = this.options;
    const isLocal = this.deps.live(this.id) !== undefined;
    const quietMs = isLocal ? LOCAL_MS : this.deps.feed.listening ? SAFETY_NET_MS : POLL_MS;
    await new Promise<void>((resolve) => {
      if (this.changed || signal?.aborted) return resolve();
      const done = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(done, quietMs);
      this.wake = done;
    });
    this.wake = undefined;
    this.changed = false;
  }

  close(): void {
    this.options.signal?.removeEventListener('abort', this.onAbort);
    this.unwatch();
    this.unwake();
  }
}
