// The tRPC subscriptions' Server-Sent Events, written by us: the same URL, procedure and wire format
// as tRPC's own SSE responses (its httpSubscriptionLink reads them unchanged), without its per-event
// machinery. tRPC turns each event into four strings run through emulated async generators, a ping
// race, a TransformStream and a TextEncoderStream, then a web stream that Fastify reads chunk by
// chunk: with 200 generations streaming, that cost a server a quarter of its CPU. Here an event is one
// string and one write.
//
// The procedure still runs through tRPC (`callTRPCProcedure`): its input parser, middleware (session,
// subscription, stream limit) and error formatting are the ones every other call gets.
import { PassThrough } from 'node:stream';

import {
  callTRPCProcedure,
  getTRPCErrorFromUnknown,
  getTRPCErrorShape,
  isTrackedEnvelope,
  TRPCError,
} from '@trpc/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { appRouter, toTRPCError, type Context, type ContextDeps } from '@pitchcraft/api';

import { logFailure } from './error-handling';
import { contextFor } from './trpc-endpoint';

/** The router's subscription procedures: each is served here (a test checks none is missed). */
export const SUBSCRIPTION_PATHS = ['generation.events'] as const;

const config = appRouter._def._config;

/** As tRPC sends them (its `sseHeaders`), and varying as its responses do. */
const SSE_HEADERS = {
  'content-type': 'text/event-stream',
  'cache-control': 'no-cache, no-transform',
  'x-accel-buffering': 'no',
  connection: 'keep-alive',
  vary: 'trpc-accept, accept',
} as const;

const sseEvent = (event: string, data: string) => `event: ${event}\ndata: ${data}\n\n`;

/** An id the SSE format can carry (a line break would end the field early). */
const carriableId = (id: string) => !/[\0\n\r]/.test(id);

function firstParam(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  return undefined;
}

/**
 * The call's input as tRPC reads a GET subscription: the `input` parameter as JSON, with the
 * client's last event id (header or parameter) merged in so a reconnect resumes.
 */
function readInput(request: FastifyRequest): unknown {
  const query = (request.query ?? {}) as Record<string, unknown>;
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

/** Writes to the response, one string per event; resolves once the socket can take more. */
export class EventWriter {
  readonly body = new PassThrough();
  private readonly ping: NodeJS.Timeout | null;

  constructor(signal: AbortSignal) {
    const { enabled = false, intervalMs = 1_000 } = config.sse?.ping ?? {};
    // A ping after each quiet interval keeps the client from reconnecting (reconnectAfterInactivityMs).
    this.ping =
      enabled && Number.isFinite(intervalMs) && intervalMs > 0
        ? setInterval(() => this.quietPing(), intervalMs)
        : null;
    this.ping?.unref();
    signal.addEventListener('abort', () => this.end(), { once: true });
  }

  private wroteSincePing = false;

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

async function stream(
  deps: ContextDeps,
  path: string,
  request: FastifyRequest,
  reply: FastifyReply,
  writer: EventWriter,
  signal: AbortSignal,
): Promise<void> {
  let ctx: Context | undefined;
  let input: unknown;
  let iterator: AsyncIterator<unknown> | undefined;
  await writer.write(sseEvent('connected', JSON.stringify(config.sse?.client ?? {})), signal);
  try {
    input = readInput(request);
    ctx = await contextFor(deps, request, reply);
    const result: unknown = await callTRPCProcedure({
      router: appRouter,
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
    iterator = (result as AsyncIterable<unknown>)[Symbol.asyncIterator]();
    while (!signal.aborted) {
      const step = await iterator.next();
      if (step.done) break;
      const value = step.value;
      const data = JSON.stringify(
        config.transformer.output.serialize(isTrackedEnvelope(value) ? value[1] : value),
      );
      // Every event a subscription of ours yields is tracked (its id is where a reconnect resumes).
      const id = isTrackedEnvelope(value) && carriableId(value[0]) ? `id: ${value[0]}\n` : '';
      await writer.write(`data: ${data}\n${id}\n`, signal);
    }
    iterator = undefined;
    if (!signal.aborted) await writer.write(sseEvent('return', ''), signal);
  } catch (cause) {
    if (signal.aborted) return;
    // As the tRPC endpoint does: logged once, mapped; its shape comes from the router's error formatter.
    const error = getTRPCErrorFromUnknown(cause);
    logFailure(ctx?.log ?? request.log, toTRPCError(error), { path });
    const shape = getTRPCErrorShape({ config, error, type: 'subscription', path, input, ctx });
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

/** Registers GET /trpc/<path> for each subscription; registered routes win over the tRPC plugin's. */
export function registerSubscriptionEndpoint(app: FastifyInstance, deps: ContextDeps): void {
  for (const path of SUBSCRIPTION_PATHS) {
    app.get(`/trpc/${path}`, { exposeHeadRoute: false }, (request, reply) => {
      const abort = new AbortController();
      reply.raw.once('close', () => abort.abort());
      const writer = new EventWriter(abort.signal);
      void stream(deps, path, request, reply, writer, abort.signal).catch((err: unknown) => {
        request.log.error({ err }, 'subscription stream failed');
        writer.end();
      });
      return reply.code(200).headers(SSE_HEADERS).send(writer.body);
    });
  }
}
