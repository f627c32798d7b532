// A local stand-in for the AI vendor's Messages API that speaks its streaming format, so the
// real SDK can be tested against busy services, broken streams and bad keys — and so the product
// can be run and benchmarked with a "vendor" on loopback.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';

export type FakeAnthropicStep =
  | {
      kind: 'stream';
      chunks: string[];
      delayMs?: number;
      /** Chunk i goes out i × intervalMs after the first: a steady rate, where delayMs (a pause
       * after each chunk) drifts by every timer's lateness. Wins over delayMs. */
      intervalMs?: number;
    }
  | { kind: 'status'; status: number; headers?: Record<string, string>; errorType?: string }
  | { kind: 'stream-error'; chunks: string[]; errorType: string };

interface RecordedRequest {
  headers: IncomingMessage['headers'];
  body: {
    model: string;
    max_tokens: number;
    system?: string;
    stream?: boolean;
    messages: { role: string; content: string }[];
  };
}

export interface FakeAnthropic {
  url: string;
  requests: RecordedRequest[];
  /** Steps answer requests in order; when none is queued, `fallback` answers. */
  enqueue(...steps: FakeAnthropicStep[]): void;
  fallback: FakeAnthropicStep;
  /** Chooses the answer from the request (after the queue): e.g. a fixture keyed by client name. */
  respond?: (request: RecordedRequest['body']) => FakeAnthropicStep | undefined;
  /**
   * Called when each text chunk is written (benchmarks measure from here). `requestIndex` is the
   * request's place in `requests`, so concurrent streams' chunks can be told apart.
   */
  onChunkSent?: (index: number, text: string, requestIndex: number) => void;
  close(): Promise<void>;
}

const sse = (res: ServerResponse, event: string, data: unknown) =>
  res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);

function startMessage(res: ServerResponse, model: string) {
  res.writeHead(200, {
    'content-type': 'text/event-stream',
    'cache-control': 'no-cache',
    'request-id': 'req_fake',
  });
  sse(res, 'message_start', {
    type: 'message_start',
    message: {
      id: 'msg_fake',
      type: 'message',
      role: 'assistant',
      model,
      content: [],
      stop_reason: null,
      stop_sequence: null,
      usage: { input_tokens: 1200, output_tokens: 1 },
    },
  });
  sse(res, 'content_block_start', {
    type: 'content_block_start',
    index: 0,
    content_block: { type: 'text', text: '' },
  });
}

export async function startFakeAnthropic(
  fallback: FakeAnthropicStep = {
    kind: 'stream',
    chunks: ['<!DOCTYPE html><html><body>hi</body></html>'],
  },
): Promise<FakeAnthropic> {
  const queue: FakeAnthropicStep[] = [];
  const fake: FakeAnthropic = {
    url: '',
    requests: [],
    enqueue: (...steps) => queue.push(...steps),
    fallback,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const server: Server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (d: string) => (raw += d));
    req.on('end', () => {
      void (async () => {
        if (req.method !== 'POST' || !req.url?.startsWith('/v1/messages')) {
          res.writeHead(404, { 'content-type': 'application/json' }).end(
            JSON.stringify({
              type: 'error',
              error: { type: 'not_found_error', message: 'Not found' },
            }),
          );
          return;
        }
        const body = JSON.parse(raw) as RecordedRequest['body'];
        const requestIndex = fake.requests.push({ headers: req.headers, body }) - 1;
        const step = queue.shift() ?? fake.respond?.(body) ?? fake.fallback;
        if (step.kind === 'status') {
          const type =
            step.errorType ??
            (step.status === 401
              ? 'authentication_error'
              : step.status === 429
                ? 'rate_limit_error'
                : step.status === 529
                  ? 'overloaded_error'
                  : 'api_error');
          res.writeHead(step.status, { 'content-type': 'application/json', ...step.headers });
          res.end(JSON.stringify({ type: 'error', error: { type, message: `fake ${type}` } }));
          return;
        }
        startMessage(res, body.model);
        let index = 0;
        const firstAt = performance.now();
        for (const text of step.chunks) {
          sse(res, 'content_block_delta', {
            type: 'content_block_delta',
            index: 0,
            delta: { type: 'text_delta', text },
          });
          fake.onChunkSent?.(index, text, requestIndex);
          index += 1;
          if (step.kind === 'stream' && step.intervalMs) {
            const wait = firstAt + index * step.intervalMs - performance.now();
            if (wait > 0) await new Promise((r) => setTimeout(r, wait));
          } else if (step.kind === 'stream' && step.delayMs)
            await new Promise((r) => setTimeout(r, step.delayMs));
        }
        if (step.kind === 'stream-error') {
          sse(res, 'error', {
            type: 'error',
            error: { type: step.errorType, message: 'Overloaded' },
          });
          res.end();
          return;
        }
        sse(res, 'content_block_stop', { type: 'content_block_stop', index: 0 });
        sse(res, 'message_delta', {
          type: 'message_delta',
          delta: { stop_reason: 'end_turn', stop_sequence: null },
          usage: { output_tokens: 4321 },
        });
        sse(res, 'message_stop', { type: 'message_stop' });
        res.end();
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
