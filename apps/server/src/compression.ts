// Responses go out brotli-compressed (gzip for a browser without brotli) from 1 KB up: the app's
// JSON, presentation pages and the presentation assets until their stored copies are ready. The
// plugin hooks each route as it is added, so it is registered before them. It leaves alone what is
// compressed already and any type it does not list, Server-Sent Events among them: a tRPC
// subscription (the live generation) must reach the browser event by event, where a compressor
// would hold the events back until its buffer fills (compression.test.ts holds it to that).
// Request bodies are not decompressed: no client sends them compressed.
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

export async function registerCompression(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (route) => {
    // The web build's files come compressed from the build (web-app.ts serves those copies); the
    // health check and Stripe's webhook answer a few bytes to machines.
    if (['/', '/*', '/healthz'].includes(route.url) || route.url.startsWith('/webhooks/'))
      route.compress = false;
  });
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    globalDecompression: false,
  });
  // tRPC answers with a fetch Response whose body is a stream, which the plugin would compress
  // whatever its size: a complete JSON answer is read here so the threshold applies. Event
  // streams, and tRPC's streamed batches, stay streams.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (
      !(payload instanceof Response) ||
      payload.headers.get('content-type') !== 'application/json' ||
      payload.headers.has('transfer-encoding')
    ) {
      return payload;
    }
    void reply.code(payload.status);
    for (const [name, value] of payload.headers) void reply.header(name, value);
    return Buffer.from(await payload.arrayBuffer());
  });
}
