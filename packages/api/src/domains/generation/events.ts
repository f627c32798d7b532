// The `events` subscription: streams a job's text, progress, retry notices and result, and
// completed sections, and resumes from `lastEventId` ("epoch:offset:sections") after a reconnect
// or a page reload.
import { tracked, type TrackedEnvelope } from '@trpc/server';

import type { Context } from '../../context';
import { WATCH_RENEW_MS } from './live-stream';
import { getGeneration, type GenerationSnapshot } from './service';
import { applyChunks, type StreamState } from './state';

/** What the wizard shows of a completed section; its page comes from the content route. */
export interface SectionSummary {
  id: string;
  title: string;
  source: 'ai' | 'built-in' | 'edited' | 'legacy';
  replaced: string | null;
}

export type GenerationEvent =
  | {
      type: 'progress';
      progress: number;
      message: string;
      chunk: string;
      reset: boolean;
      sections: number;
    }
  | { type: 'section'; index: number; section: SectionSummary }
  | { type: 'notice'; title: string; description: string }
  | { type: 'done'; html: string; progress: number; message: string }
  | { type: 'error'; message: string; reason: string | null };

type Ctx = Pick<Context, 'db' | 'services' | 'log'> & { user: { id: string; email: string } };

/** How long a subscriber waits between reads when nothing wakes it: NOTIFY is the rule, this the safety net. */
const SAFETY_NET_MS = 2_000;
/** …and when this process could not LISTEN. */
const POLL_MS = 200;
/** Retry notices older than this are not replayed to a subscriber that just (re)connected. */
const NOTICE_FRESH_MS = 20_000;

function parseCursor(
  lastEventId: string | null | undefined,
): { epoch: number; offset: number; sections: number } | null {
  const match = /^(\d+):(\d+)(?::(\d+))?$/.exec(lastEventId ?? '');
  return match
    ? { epoch: Number(match[1]), offset: Number(match[2]), sections: Number(match[3] ?? 0) }
    : null;
}

export async function* generationEvents(
  ctx: Ctx,
  input: { id: string; lastEventId?: string | null | undefined },
  signal: AbortSignal | undefined,
): AsyncGenerator<TrackedEnvelope<GenerationEvent>> {
  const runner = ctx.services.generation.runner;
  const feed = runner.feed;
  // Subscribe before the first read so no change between them is missed.
  let wake: (() => void) | undefined;
  // A change while this generator is reading or suspended in a yield must not be lost (the
  // job's last change, its result, would otherwise wait for the safety net).
  let changed = false;
  const onChange = () => {
    changed = true;
    wake?.();
  };
  const unwatch = runner.watch(input.id, onChange);
  const unwake = feed.wakeOn(input.id, onChange);
  // One abort listener for the stream's life: adding and removing one for every wait cost about
  // 1.5% of a server's CPU with 200 streams.
  const onAbort = () => wake?.();
  signal?.addEventListener('abort', onAbort, { once: true });
  // The job's state when it runs on another process, kept up to date from its stored stream.
  let remote: (GenerationSnapshot & Pick<StreamState, 'seq'>) | null = null;
  // What the first read (which checks the owner) learned of the job that its live state lacks.
  let known: Pick<GenerationSnapshot, 'provider' | 'target'> | null = null;
  let followedAt = 0;
  const read = async (): Promise<GenerationSnapshot> => {
    const local = runner.live(input.id);
    if (local && remote) remote = null;
    // Running here: every change is read from memory (a job streams many changes a second).
    if (local && known) return { ...local, id: input.id, ...known };
    if (remote) {
      const { rows, running } = await feed.read(input.id, remote.seq);
      if (rows.length > 0) {
        remote = { ...remote, ...applyChunks(remote, rows) };
        // Finished meanwhile: the rest of its text first, then (read again at once) its result.
        if (!running) changed = true;
        return remote;
      }
      if (running) return remote;
    }
    const snapshot = await getGeneration(ctx, ctx.user.id, { id: input.id });
    known = { provider: snapshot.provider, target: snapshot.target };
    remote =
      snapshot.status === 'running' && !runner.live(input.id) && 'seq' in snapshot
        ? (snapshot as GenerationSnapshot & { seq: number })
        : null;
    return snapshot;
  };
  // Tells the process running the job that a subscriber here follows it (its text then comes in quick batches).
  const follow = () => {
    if (!remote || Date.now() - followedAt < WATCH_RENEW_MS) return;
    followedAt = Date.now();
    feed
      .follow(input.id)
      .catch((err: unknown) => ctx.log.warn({ err }, 'could not announce a generation subscriber'));
  };
  try {
    let state = await read();
    const cursor = parseCursor(input.lastEventId);
    let epoch = cursor?.epoch ?? state.epoch;
    let offset = cursor?.offset ?? 0;
    let sent = cursor?.sections ?? 0;
    const id = () => `${epoch}:${offset}:${sent}`;
    let noticeAt =
      state.notice && Date.now() - Date.parse(state.notice.at) > NOTICE_FRESH_MS
        ? state.notice.at
        : null;
    let first = true;
    while (!signal?.aborted) {
      if (state.notice && state.notice.at !== noticeAt) {
        noticeAt = state.notice.at;
        yield tracked(id(), {
          type: 'notice',
          title: state.notice.title,
          description: state.notice.description,
        });
      }
      const reset =
        state.epoch !== epoch ||
        (state.status === 'running' && offset > state.text.length) ||
        sent > state.sections.length;
      if (reset) {
        epoch = state.epoch;
        offset = 0;
        sent = 0;
      }
      if (state.status === 'running' && (reset || first || state.text.length > offset)) {
        const chunk = state.text.slice(offset);
        offset = state.text.length;
        yield tracked(id(), {
          type: 'progress',
          progress: state.progress,
          message: state.message,
          chunk,
          reset: reset || (first && !cursor),
          sections: state.sections.length,
        });
      }
      // Then the sections: a finished job's last sections reach the wizard before 'done'.
      while (sent < state.sections.length) {
        const section = state.sections[sent];
        if (!section) break;
        sent += 1;
        yield tracked(id(), {
          type: 'section',
          index: sent - 1,
          section: {
            id: section.id,
            title: section.title,
            source: section.source,
            replaced: section.replaced ?? null,
          },
        });
      }
      if (state.status === 'succeeded' && state.html) {
        yield tracked(`${id()}:done`, {
          type: 'done',
          html: state.html,
          progress: state.progress,
          message: state.message,
        });
        return;
      }
      if (state.status === 'failed') {
        yield tracked(`${id()}:error`, {
          type: 'error',
          message: state.error ?? 'Generation failed',
          reason: state.errorReason,
        });
        return;
      }
      first = false;
      follow();
      const isLocal = runner.live(input.id) !== undefined;
      await new Promise<void>((resolve) => {
        if (changed || signal?.aborted) return resolve();
        const timer = setTimeout(done, isLocal ? 5_000 : feed.listening ? SAFETY_NET_MS : POLL_MS);
        function done() {
          clearTimeout(timer);
          resolve();
        }
        wake = done;
      });
      wake = undefined;
      changed = false;
      if (signal?.aborted) return;
      state = await read();
    }
  } finally {
    signal?.removeEventListener('abort', onAbort);
    unwatch();
    unwake();
  }
}
