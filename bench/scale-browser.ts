// The generation-scale benchmark's browsers: each follows a generation's event stream and notes
// when every event arrived.
import { get as httpGet, type IncomingMessage } from 'node:http';
import { performance } from 'node:perf_hooks';

import type { ServerProcess } from './scale-processes';

/** Wall-clock milliseconds with sub-millisecond precision, comparable across threads. */
export const now = () => performance.timeOrigin + performance.now();

export interface Subscription {
  server: string;
  /** When the response's headers arrived: chunks written before may already be in the first event. */
  openedAt: number;
  progress: { at: number; chunk: string; reset: boolean }[];
  notices: number;
  error: string | null;
  doneAt: number | null;
  /** Resolves when the stream ended: 'done', 'error', cut by the server, or closed here. */
  finished: Promise<void>;
  close(): void;
}

/**
 * Follows a generation's event stream as the browser would, over node:http: the benchmark stands in
 * for 220 browsers on the servers' own two cores, so it reads them as cheaply as it can (fetch's
 * web streams cost it about twice the CPU, which the servers then lack).
 */
export async function subscribe(
  server: ServerProcess,
  cookie: string,
  id: string,
): Promise<Subscription> {
  const abort = new AbortController();
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    const request = httpGet(
      `${server.url}/trpc/generation.events?input=${encodeURIComponent(JSON.stringify({ id }))}`,
      { headers: { cookie, accept: 'text/event-stream' }, signal: abort.signal, agent: false },
      resolve,
    );
    request.once('error', reject);
  });
  if (response.statusCode !== 200) {
    response.destroy();
    throw new Error(`generation.events on ${server.name}: ${response.statusCode}`);
  }
  const sub: Subscription = {
    server: server.name,
    openedAt: now(),
    progress: [],
    notices: 0,
    error: null,
    doneAt: null,
    finished: Promise.resolve(),
    close: () => abort.abort(),
  };
  response.setEncoding('utf8');
  sub.finished = new Promise<void>((resolve) => {
    let buffer = '';
    let ended = false;
    const end = (error: string | null) => {
      if (ended) return;
      ended = true;
      if (!sub.doneAt && !sub.error) sub.error = error;
      abort.abort();
      resolve();
    };
    response.on('data', (text: string) => {
      const at = now();
      buffer += text;
      let cut: number;
      while ((cut = buffer.indexOf('\n\n')) >= 0) {
        const lines = buffer.slice(0, cut).split('\n');
        buffer = buffer.slice(cut + 2);
        const name = lines.find((l) => l.startsWith('event: '))?.slice(7);
        const data = lines
          .filter((l) => l.startsWith('data: '))
          .map((l) => l.slice(6))
          .join('\n');
        if (name === 'serialized-error') sub.error = `server error: ${data.slice(0, 200)}`;
        if (name || !data) continue;
        const event = JSON.parse(data) as {
          type: string;
          chunk?: string;
          reset?: boolean;
          message?: string;
        };
        if (event.type === 'progress')
          sub.progress.push({ at, chunk: event.chunk ?? '', reset: event.reset === true });
        else if (event.type === 'notice') sub.notices += 1;
        else if (event.type === 'error') sub.error = event.message ?? 'error';
        else if (event.type === 'done') sub.doneAt = at;
        if (event.type === 'done' || event.type === 'error') return end(null);
      }
    });
    response.once('end', () => end('the stream ended without done'));
    // Closed here (abort) or cut by the server.
    response.once('close', () => end(abort.signal.aborted ? null : 'the stream was cut'));
    response.once('error', () => end(abort.signal.aborted ? null : 'the stream was cut'));
  });
  return sub;
}

/** The text as the browser holds it: each reset starts over. */
export const received = (sub: Subscription) =>
  sub.progress.reduce((text, p) => (p.reset ? p.chunk : text + p.chunk), '');
