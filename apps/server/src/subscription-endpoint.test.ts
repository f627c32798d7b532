// The subscriptions' own SSE writer speaks tRPC's wire format: tRPC's client follows a generation
// through it, its errors arrive as tRPC errors, a reconnect resumes from the last event id, and a
// client that goes away ends the procedure's stream (the keep-alive pings: event-writer.test.ts).
import { request as httpRequest } from 'node:http';

import {
  createTRPCClient,
  httpBatchLink,
  httpSubscriptionLink,
  splitLink,
  TRPCClientError,
} from '@trpc/client';
import { EventSource } from 'eventsource';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { appRouter, type AppRouter } from '@pitchcraft/api';
import { createClientFormDefaults, createSalesStrategyDefaults } from '@pitchcraft/core';
import { generationStreams, sql } from '@pitchcraft/db';

import { SUBSCRIPTION_PATHS } from './subscription-endpoint';
import { createTestServer, signUpOverHttp, type TestServer } from './testing';

const ORIGIN = 'http://localhost:3000';

let server: TestServer;
let url: string;
let owner: string;
let stranger: string;

type Client = ReturnType<typeof clientFor>;

function clientFor(cookie: string | null) {
  const headers: Record<string, string> = cookie ? { cookie, origin: ORIGIN } : { origin: ORIGIN };
  return createTRPCClient<AppRouter>({
    links: [
      splitLink({
        condition: (op) => op.type === 'subscription',
        true: httpSubscriptionLink({
          url: `${url}/trpc`,
          EventSource,
          eventSourceOptions: () => ({
            fetch: (input, init) =>
              fetch(input, { ...init, headers: { ...init.headers, ...headers } }),
          }),
        }),
        false: httpBatchLink({ url: `${url}/trpc`, headers }),
      }),
    ],
  });
}

async function subscribe(cookie: string): Promise<void> {
  const client = clientFor(cookie);
  const { checkout_url } = await client.billing.createCheckoutSession.mutate();
  await client.billing.testCheckout.complete.mutate({ id: checkout_url.split('/').pop() ?? '' });
}

async function startGeneration(client: Client): Promise<string> {
  const form = {
    ...createClientFormDefaults(),
    clientName: 'Maria Rivera',
    age: '38',
    gender: 'Female',
    maritalStatus: 'Married',
    annualIncome: '85000',
    dependents: '2',
    budget: '150',
  };
  return (
    await client.generation.start.mutate({
      client: form,
      strategy: createSalesStrategyDefaults(),
      mode: 'offline',
    })
  ).id;
}

interface Followed {
  ids: string[];
  types: string[];
  text: string;
  error: unknown;
}

/** Follows a generation with tRPC's client to its end (done, error or the client's error). */
function follow(client: Client, input: { id: string; lastEventId?: string }): Promise<Followed> {
  const seen: Followed = { ids: [], types: [], text: '', error: null };
  return new Promise((resolve) => {
    const subscription = client.generation.events.subscribe(input, {
      onData: ({ id, data }) => {
        seen.ids.push(id);
        seen.types.push(data.type);
        if (data.type === 'progress') seen.text = data.reset ? data.chunk : seen.text + data.chunk;
        if (data.type === 'done' || data.type === 'error') {
          subscription.unsubscribe();
          resolve(seen);
        }
      },
      onError: (error) => {
        seen.error = error;
        subscription.unsubscribe();
        resolve(seen);
      },
    });
  });
}

/** The raw stream's text until `until` matches it (or 5 s pass), over a socket the test then cuts. */
function rawStream(path: string, headers: Record<string, string>, until: RegExp): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      `${url}${path}`,
      { headers: { accept: 'text/event-stream', ...headers } },
      (response) => {
        let body = '';
        const done = () => {
          clearTimeout(timer);
          request.destroy();
          resolve(body);
        };
        const timer = setTimeout(done, 5_000);
        response.setEncoding('utf8');
        response.on('data', (text: string) => {
          body += text;
          if (until.test(body)) done();
        });
        response.once('end', done);
      },
    );
    request.once('error', reject);
    request.end();
  });
}

beforeAll(async () => {
  server = await createTestServer({ OFFLINE_CHUNK_DELAY_MS: '20' });
  url = await server.app.listen({ host: '127.0.0.1', port: 0 });
  owner = await signUpOverHttp(server.app, 'sse-owner@example.com');
  stranger = await signUpOverHttp(server.app, 'sse-stranger@example.com');
  await subscribe(owner);
  await subscribe(stranger);
});
afterAll(async () => {
  await server.close();
});

describe('the subscriptions’ SSE writer', () => {
  it('serves every subscription procedure of the router', () => {
    const subscriptions = Object.entries(
      appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>,
    )
      .filter(([, procedure]) => procedure._def.type === 'subscription')
      .map(([path]) => path);
    expect([...SUBSCRIPTION_PATHS].sort()).toEqual(subscriptions.sort());
  });

  it('is followed by tRPC’s own client: tracked events with their ids, the whole text, then done', async () => {
    const client = clientFor(owner);
    const id = await startGeneration(client);
    const seen = await follow(client, { id });
    expect(seen.error).toBeNull();
    expect(seen.types.at(-1)).toBe('done');
    expect(seen.types).toContain('section');
    for (const eventId of seen.ids) expect(eventId).toMatch(/^\d+:\d+:\d+(:done)?$/);
    const { textLength } = await client.generation.get.query({ id });
    expect(seen.text.length === 0 || seen.text.length === textLength).toBe(true);
  });

  it('resumes from the Last-Event-ID a reconnecting browser sends: nothing it already had is sent again', async () => {
    const client = clientFor(owner);
    const id = await startGeneration(client);
    const first = await follow(client, { id });
    const beforeDone = first.ids.at(-2);
    expect(beforeDone).toBeDefined();
    const input = encodeURIComponent(JSON.stringify({ id }));
    const resumed = await rawStream(
      `/trpc/generation.events?input=${input}`,
      { cookie: owner, 'last-event-id': beforeDone ?? '' },
      /"type":"done"/,
    );
    expect(resumed).toMatch(/^event: connected\ndata: \{.*\}\n\n/);
    const types = [...resumed.matchAll(/"type":"(\w+)"/g)].map((m) => m[1]);
    expect(types).toEqual(['done']);
    // From the start, the same stream sends its sections first.
    const whole = await rawStream(
      `/trpc/generation.events?input=${input}`,
      { cookie: owner },
      /"type":"done"/,
    );
    expect(
      [...whole.matchAll(/"type":"(\w+)"/g)].map((m) => m[1]).filter((t) => t === 'section').length,
    ).toBeGreaterThan(0);
  });

  it('sends tRPC errors: another advisor’s generation is not found, a signed-out visitor is refused, bad input is a 400', async () => {
    const id = await startGeneration(clientFor(owner));
    const foreign = await follow(clientFor(stranger), { id });
    expect(foreign.error).toBeInstanceOf(TRPCClientError);
    expect((foreign.error as TRPCClientError<AppRouter>).data?.code).toBe('NOT_FOUND');
    const signedOut = await follow(clientFor(null), { id });
    expect((signedOut.error as TRPCClientError<AppRouter>).data?.code).toBe('UNAUTHORIZED');
    const bad = await rawStream(
      '/trpc/generation.events?input=notjson',
      { cookie: owner },
      /serialized-error[^]*\n\n/,
    );
    expect(bad).toMatch(/event: serialized-error\ndata: .*"httpStatus":400/);
  });

  it('ends the procedure’s stream when the client goes away: its place among the session’s streams is freed at once', async () => {
    const client = clientFor(owner);
    const open = async () =>
      Number(
        (await server.database.db.select({ n: sql<number>`count(*)` }).from(generationStreams))[0]
          ?.n ?? 0,
      );
    await vi.waitFor(async () => expect(await open()).toBe(0));
    const id = await startGeneration(client);
    const input = encodeURIComponent(JSON.stringify({ id }));
    // Cut by the client at its first text, while the generation runs on.
    await rawStream(
      `/trpc/generation.events?input=${input}`,
      { cookie: owner },
      /"type":"progress"/,
    );
    await vi.waitFor(async () => expect(await open()).toBe(0), { timeout: 3_000 });
    expect((await client.generation.get.query({ id })).status).toBe('running');
    // It finishes with no one following, and the server closes with nothing left to drain.
    await vi.waitFor(
      async () => expect((await client.generation.get.query({ id })).status).toBe('succeeded'),
      { timeout: 30_000, interval: 100 },
    );
  });
});
