// Hostile requests at the HTTP edge: malformed JSON, wrong content types, query-string input that is
// not JSON, bodies over the limits, unknown tRPC paths and random bytes at every procedure. None
// may answer 500 or log an error, and no error body may carry a stack trace or a source path.
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';

import { appRouter } from '@pitchcraft/api';
import { createHttpClient, subscribedAdvisor } from '@pitchcraft/api/testing/http-client';

import { createTestServer, suiteResources, type TestServer } from './testing';

const ORIGIN = 'http://localhost:3000';
const BODY_LIMIT = 16_384;
const BEACON_LIMIT = 8 * 1024;
/** BAD_INPUT_SCALE=10 runs the random properties ten times longer, for a deeper search. */
const RUNS = 150 * Number(process.env.BAD_INPUT_SCALE ?? 1);
const procedures = Object.keys(
  (appRouter as unknown as { _def: { procedures: Record<string, unknown> } })._def.procedures,
);

let server: TestServer;
/** A subscribed advisor's session, and a live view of their shared presentation. */
let cookie: string;
let viewId: string;
const errorLogs: string[] = [];

const opened = suiteResources();
beforeAll(async () => {
  server = opened.add(
    await createTestServer(
      { BODY_LIMIT_BYTES: String(BODY_LIMIT), OFFLINE_CHUNK_DELAY_MS: '0' },
      // Error-level log lines are collected: a hostile request must never produce one.
      {
        logger: { level: 'error', stream: { write: (line: string) => void errorLogs.push(line) } },
      },
    ),
    (s) => s.close(),
  );
  // The setup goes through the typed client; the tests below send their hostile requests raw.
  const advisor = await subscribedAdvisor(server.http, { email: 'edge@example.com' });
  cookie = advisor.cookie;
  const client = {
    clientName: 'Edge Client',
    age: '40',
    gender: 'Male',
    annualIncome: '1',
    maritalStatus: 'Single',
    budget: '100',
  };
  const { id: generationId } = await advisor.trpc.generation.start.mutate({
    client,
    strategy: {},
    mode: 'offline',
  });
  for (
    let i = 0;
    i < 200 &&
    (await advisor.trpc.generation.get.query({ id: generationId })).status !== 'succeeded';
    i += 1
  ) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const { id: presentationId } = await advisor.trpc.presentations.save.mutate({ generationId });
  await advisor.trpc.presentations.setSharing.mutate({ id: presentationId, enabled: true });
  const visitor = createHttpClient(server.http);
  viewId = (await visitor.trpc.analytics.startView.mutate({ presentationId })).viewId!;
  expect(viewId).toBeTruthy();
});

/**
 * The status the client sees: a subscription answers 200 and streams its error as a
 * `serialized-error` event, whose httpStatus is the one that counts.
 */
function statusOf(response: LightMyRequestResponse): number {
  if (!String(response.headers['content-type']).startsWith('text/event-stream'))
    return response.statusCode;
  const event = /event: serialized-error\ndata: (.*)\n/.exec(response.body);
  return event
    ? (JSON.parse(event[1]!) as { data: { httpStatus: number } }).data.httpStatus
    : response.statusCode;
}

/** Sends the request and holds the answer to the rules: no 5xx, no error log, no stack. */
async function send(options: InjectOptions): Promise<LightMyRequestResponse & { status: number }> {
  const logsBefore = errorLogs.length;
  const response = await server.app.inject(options);
  const status = statusOf(response);
  const label = `${options.method ?? 'GET'} ${(typeof options.url === 'string' ? options.url : JSON.stringify(options.url)).slice(0, 120)} -> ${status}: ${response.body.slice(0, 300)}`;
  expect(status, label).toBeLessThan(500);
  expect(errorLogs.slice(logsBefore), label).toEqual([]);
  expect(response.body, label).not.toMatch(
    /"stack"|\n\s+at |\bat [\w.<>]+ \(|\.[cm]?[jt]s:\d+|node_modules/,
  );
  return Object.assign(response, { status });
}

/** Percent-encodes any string, lone surrogates included (they become U+FFFD, as a browser sends them). */
const percentEncode = (text: string) =>
  [...Buffer.from(text, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');

const post = (
  url: string,
  payload: string | Buffer,
  contentType: string | undefined,
  extra: Record<string, string> = {},
) =>
  send({
    method: 'POST',
    url,
    payload,
    headers: { origin: ORIGIN, ...(contentType ? { 'content-type': contentType } : {}), ...extra },
  });

describe('malformed JSON bodies', () => {
  const bodies = [
    '',
    '{',
    '{"email":',
    '{"email": "a@b.co", }',
    "{'email': 'a@b.co'}",
    'nul',
    'NaN',
    'undefined',
    '[1, 2',
    '{"a":1}}',
    '\u0000',
    '\ufeff{"email":"a@b.co","password":"x"}',
    '"\\ud800"',
    '{"email":"a@b.co","password":"\\u0000"}',
    '{"__proto__":{"polluted":true},"email":"a@b.co","password":"x"}',
    '{"constructor":{"prototype":{"polluted":true}}}',
    '['.repeat(5_000) + ']'.repeat(5_000),
    '{"a":'.repeat(2_000) + '1' + '}'.repeat(2_000),
    '1e999999',
    Buffer.from([0xff, 0xfe, 0xfd, 0x00, 0xc3]).toString('latin1'),
  ];

  it.each(bodies.map((b, i) => [i, b] as const))(
    'body #%i answers 4xx on a public and a signed-in mutation',
    async (_, body) => {
      for (const url of [
        '/trpc/auth.signIn',
        '/trpc/intake.submit',
        '/trpc/profile.update',
        '/trpc/clients.upsert',
      ]) {
        const response = await post(url, body, 'application/json', { cookie });
        expect(response.statusCode, `${url} ${body.slice(0, 40)}`).toBeGreaterThanOrEqual(400);
      }
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    },
  );

  it('names the field when the JSON is valid but the value is not', async () => {
    const response = await post(
      '/trpc/clients.upsert',
      JSON.stringify({ fullName: 'A\u0000B' }),
      'application/json',
      { cookie },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: { message: 'Contains characters that cannot be saved', data: { field: 'fullName' } },
    });
  });
});

describe('wrong content types', () => {
  const types = [
    undefined,
    'text/plain',
    'text/html',
    'application/xml',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=xyz',
    'multipart/form-data',
    'application/octet-stream',
    'application/json; charset=utf-16',
    'APPLICATION/JSON',
    'application/json, text/plain',
    'image/png',
    '*/*',
    ';;;',
  ];

  it.each(types)('%s answers without a 500', async (type) => {
    const payloads = [
      '{"email":"a@b.co","password":"secret"}',
      'email=a%40b.co&password=secret',
      '--xyz\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.co\r\n--xyz--\r\n',
    ];
    for (const payload of payloads) {
      for (const url of [
        '/trpc/auth.signIn',
        '/trpc/links.create',
        '/beacons/heartbeat',
        '/beacons/sections',
      ]) {
        const response = await post(url, payload, type, { cookie });
        expect(response.statusCode).not.toBe(200);
      }
    }
  });
});

describe('query-string input that is not JSON', () => {
  const inputs = [
    'notjson',
    '{',
    '%7B%22id%22%3A',
    '%00',
    '%ZZ',
    '%E0%A4%A',
    '%uD800',
    encodeURIComponent('{"id":"\u0000"}'),
    encodeURIComponent('{"id":"\\ud800"}'),
    encodeURIComponent(JSON.stringify({ id: 'x'.repeat(10_000) })),
    encodeURIComponent('{"__proto__":{"polluted":true},"id":"x"}'),
    encodeURIComponent('['.repeat(2_000) + ']'.repeat(2_000)),
    '1&input=2',
    '',
  ];

  it.each(inputs.map((i) => [i.slice(0, 30), i] as const))(
    'input=%s answers 4xx (query, batch and subscription)',
    async (_, input) => {
      for (const url of [
        `/trpc/presentations.sharedGate?input=${input}`,
        `/trpc/presentations.sharedGate,intake.getLink?batch=1&input=${input}`,
        `/trpc/links.submissions?input=${input}`,
        `/trpc/generation.events?input=${input}`,
      ]) {
        const response = await send({ method: 'GET', url, headers: { cookie } });
        expect(response.status, url.slice(0, 80)).toBeGreaterThanOrEqual(400);
      }
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    },
  );

  it('refuses the wrong method for a procedure', async () => {
    expect((await send({ method: 'GET', url: '/trpc/auth.signIn?input={}' })).statusCode).toBe(405);
    expect(
      (await post('/trpc/presentations.sharedGate', '{"id":"x"}', 'application/json')).statusCode,
    ).toBe(405);
    expect(
      (
        await send({
          method: 'PUT',
          url: '/trpc/auth.signIn',
          payload: '{}',
          headers: { 'content-type': 'application/json' },
        })
      ).statusCode,
    ).toBeGreaterThanOrEqual(400);
    expect(
      (await send({ method: 'DELETE', url: '/trpc/auth.session' })).statusCode,
    ).toBeGreaterThanOrEqual(400);
  });
});

describe('oversized bodies', () => {
  const oversized = JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(BODY_LIMIT) });

  it('answers 413 past BODY_LIMIT_BYTES, with or without a Content-Length', async () => {
    expect(server.config.BODY_LIMIT_BYTES).toBe(BODY_LIMIT);
    expect((await post('/trpc/auth.signIn', oversized, 'application/json')).statusCode).toBe(413);
    expect((await post('/trpc/intake.submit', oversized, 'application/json')).statusCode).toBe(413);
    expect(
      (await post('/trpc/profile.update', oversized, 'application/json', { cookie })).statusCode,
    ).toBe(413);
    const chunked = await send({
      method: 'POST',
      url: '/trpc/auth.signIn',
      headers: {
        origin: ORIGIN,
        'content-type': 'application/json',
        'transfer-encoding': 'chunked',
      },
      payload: oversized,
    });
    expect(chunked.statusCode).toBe(413);
    // Just under the limit is read (and refused for what it says, not for its size).
    const justUnder = JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(BODY_LIMIT - 100) });
    expect((await post('/trpc/auth.signIn', justUnder, 'application/json')).statusCode).toBe(400);
  });

  it('answers 413 to a beacon past its own 8 KB limit, as JSON or as sendBeacon text', async () => {
    const big = JSON.stringify({ viewId, activeMs: 1000, pad: 'x'.repeat(BEACON_LIMIT) });
    for (const type of ['application/json', 'text/plain', 'text/plain;charset=UTF-8']) {
      expect((await post('/beacons/heartbeat', big, type)).statusCode, type).toBe(413);
      expect((await post('/beacons/sections', big, type)).statusCode, type).toBe(413);
    }
  });
});

describe('beacons with text the database cannot store', () => {
  it('refuse it naming the field, as JSON or as sendBeacon text', async () => {
    for (const type of ['application/json', 'text/plain']) {
      for (const name of ['\u0000', 'cover\u0000page', '\ud800']) {
        const response = await post(
          '/beacons/sections',
          JSON.stringify({ viewId, sections: [{ name, visibleMs: 10 }] }),
          type,
        );
        expect(response.statusCode, JSON.stringify(name)).toBe(400);
        expect(response.json()).toEqual({
          error: { message: 'Contains characters that cannot be saved', field: 'sections.0.name' },
        });
      }
    }
    expect(
      (
        await post(
          '/beacons/sections',
          JSON.stringify({ viewId, sections: [{ name: 'cover', visibleMs: 10 }] }),
          'text/plain',
        )
      ).statusCode,
    ).toBe(204);
  });
});

describe('unknown paths', () => {
  const paths = [
    '/trpc/nope',
    '/trpc/auth.nope',
    '/trpc/auth',
    '/trpc/auth.signIn.extra',
    '/trpc/__proto__',
    '/trpc/constructor',
    '/trpc/toString',
    '/trpc/auth.__proto__',
    '/trpc/auth.constructor',
    '/trpc/hasOwnProperty',
    '/trpc/_def',
    '/trpc/auth._def',
    '/trpc/createCaller',
    '/trpc/' + 'a.'.repeat(500) + 'b',
    '/trpc/%00',
    '/trpc/..%2F..%2Fetc%2Fpasswd',
    '/trpc/',
    '/trpc',
    '/beacons/nope',
    '/nope',
  ];

  it.each(paths.map((p) => [p.slice(0, 40), p] as const))(
    '%s answers 4xx to GET and POST',
    async (_, path) => {
      const get = await send({ method: 'GET', url: path });
      expect(get.statusCode).toBeGreaterThanOrEqual(400);
      const posted = await post(path, '{}', 'application/json');
      expect(posted.statusCode).toBeGreaterThanOrEqual(400);
    },
  );

  it('says NOT_FOUND for a procedure that does not exist', async () => {
    const response = await send({ method: 'GET', url: '/trpc/auth.nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { data: { code: 'NOT_FOUND' } } });
  });
});

describe('random input at every procedure over HTTP', () => {
  const jsonValue = fc.oneof(
    fc.jsonValue({ maxDepth: 4 }),
    fc.record({
      id: fc.string({ unit: 'binary' }),
      email: fc.string(),
      viewId: fc.string({ unit: 'binary' }),
      sections: fc.array(
        fc.record({ name: fc.string({ unit: 'binary' }), visibleMs: fc.double() }),
      ),
    }),
  );
  const body = fc.oneof(
    jsonValue.map((v) => JSON.stringify(v)),
    fc.string({ unit: 'binary', maxLength: 200 }),
    fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes).toString('latin1')),
  );

  it('never answers 500 for a procedure, whatever the body or query', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...procedures),
        body,
        fc.boolean(),
        fc.boolean(),
        async (path, payload, signedIn, asQuery) => {
          const headers: Record<string, string> = signedIn ? { cookie } : {};
          if (asQuery)
            await send({
              method: 'GET',
              url: `/trpc/${path}?input=${percentEncode(payload)}`,
              headers,
            });
          else await post(`/trpc/${path}`, payload, 'application/json', headers);
        },
      ),
      { seed: 424_242, numRuns: RUNS },
    );
  });

  it('never answers 500 for a beacon, whatever the body', async () => {
    const hostileText = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 70 }),
      fc.constantFrom('\u0000', 'cover\u0000', '\ud800', ' ', 'x'.repeat(61)),
    );
    const beacon = fc.oneof(
      body,
      fc
        .record({
          viewId: fc.oneof(fc.constant(viewId), fc.string({ unit: 'binary' })),
          activeMs: fc.oneof(fc.integer(), fc.double(), fc.constant(1000)),
          final: fc.oneof(fc.boolean(), fc.string()),
          sections: fc.oneof(
            fc.array(
              fc.record({ name: hostileText, visibleMs: fc.oneof(fc.integer(), fc.double()) }),
              { maxLength: 25 },
            ),
            fc.string(),
          ),
        })
        .map((v) => JSON.stringify(v)),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/beacons/heartbeat', '/beacons/sections'),
        beacon,
        fc.constantFrom('application/json', 'text/plain'),
        async (url, payload, type) => {
          const response = await post(url, payload, type);
          expect([204, 400, 404, 413, 415]).toContain(response.statusCode);
        },
      ),
      { seed: 515_151, numRuns: RUNS },
    );
  });
});
