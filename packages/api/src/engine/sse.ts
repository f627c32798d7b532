// Subscriptions over Server-Sent Events, written by us: the same URL, procedure and wire format as
// tRPC's own SSE responses (its httpSubscriptionLink reads them unchanged), without its per-event
// machinery. tRPC turns each event into four strings run through emulated async generators, a ping
// race, a TransformStream and a TextEncoderStream, then a web stream that the server reads chunk by
// chunk: with 200 generations streaming, that cost a server a quarter of its CPU. Here an event is
// one string and one write. Framework-free: the server adapter hands over the query, the headers,
// the context and the response body.
//
// The procedure still runs through tRPC (`callTRPCProcedure`): its input parser, middleware
// (session, subscription, stream limit) and error formatting are the ones every other call gets.
import { PassThrough } from 'node:stream';

import {
  callTRPCProcedure,
  getTRPCErrorFromUnknown,
  getTRPCErrorShape,
  isTrackedEnvelope,
  TRPCError,
  type AnyTRPCRouter,
} from '@trpc/server';

type RouterConfig = AnyTRPCRouter['_def']['_config'];

/** As tRPC sends them (its `sseHeaders`), and varying as its responses do. */
export const SSE_HEADERS = {
  'content-type': 'text/event-stream',
  'cache-control': 'no-cache, no-transform',
  'x-accel-buffering': 'no',
  connection: 'keep-alive',
  vary: 'trpc-accept, accept',
} as const;

export interface SsePing {
  enabled: boolean;
  intervalMs: number;
}

/**
 * The router's own configuration. tRPC has no public accessor for it: `_def._config` is the one
 * place it is kept (initTRPC's `t._config` is the same object, as private). Read here only, so the
 * SSE settings (ping, the client's reconnect), the error formatter and the transformer that our
 * events use are always the router's, never a copy that could drift.
 */
function routerConfigOf(router: AnyTRPCRouter): RouterConfig {
  return router._def._config;
}

/** The router's SSE settings: the keep-alive ping and what the client is told on connecting. */
export function sseSettingsOf(router: AnyTRPCRouter): {
  ping: SsePing;
  client: Record<string, unknown>;
} {
  const { sse } = routerConfigOf(router);
  return {
    ping: { enabled: sse?.ping?.enabled ?? false, intervalMs: sse?.ping?.intervalMs ?? 1_000 },
    client: { ...sse?.client },
  };
}

const sseEvent = (event: string, data: string) => `event: ${event}\ndata: ${data}\n\n`;

/** An id the SSE format can carry (a line break would end the field early). */
const carriableId = (id: string) => !/[\0\n\r]/.test(id);

/** Writes to the response, one string per event; resolves once the socket can take more. */
export class EventWriter {
  readonly body = new PassThrough();
  private readonly ping: NodeJS.Timeout | null;
  private wroteSincePing = false;

  constructor(signal: AbortSignal, ping: SsePing) {
    const { enabled, intervalMs } = ping;
    // A ping after each quiet interval keeps the client from reconnecting (reconnectAfterInactivityMs).
    this.ping =
      enabled && Number.isFinite(intervalMs) && intervalMs > 0
        ? setInterval(() => this.quietPing(), intervalMs)
        : null;
    this.ping?.unref();
    signal.addEventListener('abort', () => this.end(), { once: true });
  }

  private quietPing() {
    if (!this.wroteSincePing) this.body.write(sseEvent('ping', ''));
    this.wroteSincePing = false;
  }

  async write(text: string, signal: AbortSignal): Promise<void> {
    this.wroteSincePing = true;
    if (this.body.write(text) || signal.aborted) return;
    await new Promise<void>((resolve) => {
      const done = () => {
        this.body.off('drain', done);
        this.body.off('close', done);
        signal.removeEventListener('abort', done);
        resolve();
      };
      this.body.on('drain', done);
      this.body.on('close', done);
      signal.addEventListener('abort', done, { once: true });
    });
  }

  end() {
    if (this.ping) clearInterval(this.ping);
    if (!this.body.writableEnded) this.body.end();
  }
}

function firstParam(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  return undefined;
}

/** A GET subscription request as the server received it. */
export interface SubscriptionRequest {
  query: Record<string, unknown>;
  headers: Record<string, string | string[] | undefined>;
}

/**
 * The call's input as tRPC reads a GET subscription: the `input` parameter as JSON, with the
 * client's last event id (header or parameter) merged in so a reconnect resumes.
 */
function readInput(config: RouterConfig, request: SubscriptionRequest): unknown {
  const { query } = request;
  if (firstParam(query.batch) !== undefined)
    throw new TRPCError({ code: 'BAD_REQUEST', message: 'Cannot batch subscription calls' });
  const raw = firstParam(query.input);
  let input: unknown;
  if (raw !== undefined) {
    try {
      input = config.transformer.input.deserialize(JSON.parse(raw));
    } catch (cause) {
      throw new TRPCError({ code: 'PARSE_ERROR', message: 'The input is not valid JSON', cause });
    }
  }
  const lastEventId =
    firstParam(request.headers['last-event-id']) ??
    firstParam(query.lastEventId) ??
    firstParam(query['Last-Event-Id']);
  if (lastEventId) {
    if (input !== null && typeof input === 'object' && !Array.isArray(input))
      input = { ...input, lastEventId };
    else input ??= { lastEventId };
  }
  return input;
}

export interface SubscriptionCall<TContext> {
  router: AnyTRPCRouter;
  path: string;
  request: SubscriptionRequest;
  /** The call's context (the session check); its failure is answered as the stream's error. */
  createContext: () => Promise<TContext>;
  writer: EventWriter;
  /** Aborted when the client goes away: the procedure's stream ends with it. */
  signal: AbortSignal;
  /** Logs a failed call once (the context, when there is one, knows the user). */
  onError: (error: TRPCError, ctx: TContext | undefined) => void;
}

/** Runs the subscription procedure and writes its events until it ends, fails or the client goes. */
export async function streamSubscription<TContext>(
  call: SubscriptionCall<TContext>,
): Promise<void> {
  const { router, path, writer, signal } = call;
  const config = routerConfigOf(router);
  let ctx: TContext | undefined;
  let input: unknown;
  let iterator: AsyncIterator<unknown> | undefined;
  await writer.write(sseEvent('connected', JSON.stringify(sseSettingsOf(router).client)), signal);
  try {
    input = readInput(config, call.request);
    ctx = await call.createContext();
    iterator = await openIterator(router, path, input, ctx, signal);
    await writeEvents(config, iterator, writer, signal);
    iterator = undefined;
    if (!signal.aborted) await writer.write(sseEvent('return', ''), signal);
  } catch (cause) {
    if (signal.aborted) return;
    const error = getTRPCErrorFromUnknown(cause);
    call.onError(error, ctx);
    // Its shape comes from the router's error formatter, as for every other call.
    const shape: unknown = getTRPCErrorShape({
      config,
      error,
      type: 'subscription',
      path,
      input,
      ctx,
    });
    await writer.write(
      sseEvent('serialized-error', JSON.stringify(config.transformer.output.serialize(shape))),
      signal,
    );
  } finally {
    // A client that went away (or a stream that failed) ends the procedure's generator now.
    await iterator?.return?.().catch(() => undefined);
    writer.end();
  }
}

async function openIterator(
  router: AnyTRPCRouter,
  path: string,
  input: unknown,
  ctx: unknown,
  signal: AbortSignal,
): Promise<AsyncIterator<unknown>> {
  const result: unknown = await callTRPCProcedure({
    router,
    path,
    getRawInput: () => Promise.resolve(input),
    ctx,
    type: 'subscription',
    signal,
    batchIndex: 0,
  });
  if (result === null || typeof result !== 'object' || !(Symbol.asyncIterator in result)) {
    throw new TRPCError({
      code: 'INTERNAL_SERVER_ERROR',
      message: `Subscription ${path} did not return an async iterable`,
    });
  }
  return (result as AsyncIterable<unknown>)[Symbol.asyncIterator]();
}

async function writeEvents(
  config: RouterConfig,
  iterator: AsyncIterator<unknown>,
  writer: EventWriter,
  signal: AbortSignal,
): Promise<void> {
  while (!signal.aborted) {
    const step = await iterator.next();
    if (step.done) return;
    const value: unknown = step.value;
    const tracked = isTrackedEnvelope(value);
    const data = JSON.stringify(config.transformer.output.serialize(tracked ? value[1] : value));
    // Every event a subscription of ours yields is tracked (its id is where a reconnect resumes).
    const id = tracked && carriableId(value[0]) ? `id: ${value[0]}\n` : '';
    await writer.write(`data: ${data}\n${id}\n`, signal);
  }
}
