// The `events` subscription: streams a job's text, progress, retry notices and result, and
// completed sections, and resumes from `lastEventId` ("epoch:offset:sections") after a reconnect
// or a page reload.
import { tracked, type TrackedEnvelope } from '@trpc/server';
import type { Context } from '../../context';
import { readGeneration } from './service';

/** What the wizard shows of a completed section; its page comes from the content route. */
export interface SectionSummary {
  id: string;
  title: string;
  source: 'ai' | 'built-in' | 'edited' | 'legacy';
  replaced: string | null;
}

export type GenerationEvent =
  | { type: 'progress'; progress: number; message: string; chunk: string; reset: boolean; sections: number }
  | { type: 'section'; index: number; section: SectionSummary }
  | { type: 'notice'; title: string; description: string }
  | { type: 'done'; html: string; progress: number; message: string }
  | { type: 'error'; message: string; reason: string | null };

type Ctx = Pick<Context, 'db' | 'services' | 'log'> & { user: { id: string; email: string } };

/** How long a cross-process subscriber waits between database reads. */
const POLL_MS = 200;
/** Retry notices older than this are not replayed to a subscriber that just (re)connected. */
const NOTICE_FRESH_MS = 20_000;

function parseCursor(lastEventId: string | null | undefined): { epoch: number; offset: number; sections: number } | null {
  const match = /^(\d+):(\d+)(?::(\d+))?$/.exec(lastEventId ?? '');
  return match ? { epoch: Number(match[1]), offset: Number(match[2]), sections: Number(match[3] ?? 0) } : null;
}

export async function* generationEvents(
  ctx: Ctx,
  input: { id: string; lastEventId?: string | null | undefined },
  signal: AbortSignal | undefined,
): AsyncGenerator<TrackedEnvelope<GenerationEvent>> {
  const runner = ctx.services.generation.runner;
  // Subscribe before the first read so no change between them is missed.
  let wake: (() => void) | undefined;
  // A change while this generator is reading or suspended in a yield must not be lost (the
  // job's last change, its result, would otherwise wait for the 5 s timer).
  let changed = false;
  const unwatch = runner.watch(input.id, () => {
    changed = true;
    wake?.();
  });
  try {
    let state = await readGeneration(ctx, input.id);
    const cursor = parseCursor(input.lastEventId);
    let epoch = cursor?.epoch ?? state.epoch;
    let offset = cursor?.offset ?? 0;
    let sent = cursor?.sections ?? 0;
    const id = () => `${epoch}:${offset}:${sent}`;
    let noticeAt = state.notice && Date.now() - Date.parse(state.notice.at) > NOTICE_FRESH_MS ? state.notice.at : null;
    let first = true;
    while (!signal?.aborted) {
      if (state.notice && state.notice.at !== noticeAt) {
        noticeAt = state.notice.at;
        yield tracked(id(), { type: 'notice', title: state.notice.title, description: state.notice.description });
      }
      const reset =
        state.epoch !== epoch || (state.status === 'running' && offset > state.text.length) || sent > state.sections.length;
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
          section: { id: section.id, title: section.title, source: section.source, replaced: section.replaced ?? null },
        });
      }
      if (state.status === 'succeeded' && state.html) {
        yield tracked(`${id()}:done`, { type: 'done', html: state.html, progress: state.progress, message: state.message });
        return;
      }
      if (state.status === 'failed') {
        yield tracked(`${id()}:error`, { type: 'error', message: state.error ?? 'Generation failed', reason: state.errorReason });
        return;
      }
      first = false;
      const isLocal = runner.live(input.id) !== undefined;
      await new Promise<void>((resolve) => {
        if (changed) return resolve();
        const onAbort = () => resolve();
        // Every way out removes the abort listener, or each poll would leave one behind.
        const done = () => {
          clearTimeout(timer);
          signal?.removeEventListener('abort', onAbort);
          resolve();
        };
        const timer = setTimeout(done, isLocal ? 5_000 : POLL_MS);
        wake = done;
        signal?.addEventListener('abort', onAbort, { once: true });
      });
      wake = undefined;
      changed = false;
      if (signal?.aborted) return;
      state = await readGeneration(ctx, input.id);
    }
  } finally {
    unwatch();
  }
}
