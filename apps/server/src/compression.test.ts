// What the server sends is compressed for a phone on mobile data: the web build's files as the build
// compressed them, tRPC's JSON and presentation pages on the fly (pages with an ETag a returning
// visitor revalidates), presentation assets from copies made once. The live generation's event
// stream is never compressed: its events must arrive one by one, not when the stream ends.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';

import { subscribedAdvisor, type Advisor } from '@pitchcraft/api/testing/http-client';
import { createClientFormDefaults, createSalesStrategyDefaults } from '@pitchcraft/core';

import { compressPresentationAssets, loadPresentationAssets } from './routes/presentation-assets';
import { PRESENTATION_CSP } from './routes/presentation-content';
import { createTestServer, suiteResources, type TestServer } from './testing';

const PRECOMPRESS = fileURLToPath(new URL('../../web/scripts/precompress.mjs', import.meta.url));

/** Minified-looking JavaScript, varied enough to compress like a real chunk (about 40 KB). */
const SCRIPT = Array.from(
  { length: 400 },
  (_, i) => `function f${i}(a,b){return a*${i}+b.map((x)=>x+${i * 7}).join(",")}`,
).join(';');
const INDEX_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>PitchCraft</title>${'<link rel="modulepreload" href="/static/chunk.js">'.repeat(30)}<script type="module" src="/static/app-3f9a.js"></script></head><body><div id="root"></div></body></html>`;

let dist: string;
let server: TestServer;
let url: string;
/** A subscribed advisor, and their session cookie for the raw requests. */
let advisor: Advisor;
let cookie: string;
let presentationId: string;

/** The body as the browser reads it, decoded by its Content-Encoding. */
function decoded(response: LightMyRequestResponse): Buffer {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload);
  if (encoding === 'gzip') return gunzipSync(response.rawPayload);
  return response.rawPayload;
}

const get = (path: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url: path, headers });

async function startOfflineGeneration(): Promise<string> {
  const client = {
    ...createClientFormDefaults(),
    clientName: 'Maria Rivera',
    age: '38',
    gender: 'Female',
    annualIncome: '85000',
    maritalStatus: 'Married',
    dependents: '2',
    budget: '150',
  };
  const { id } = await advisor.trpc.generation.start.mutate({
    client,
    strategy: createSalesStrategyDefaults(),
    mode: 'offline',
  });
  return id;
}

const opened = suiteResources();
beforeAll(async () => {
  // A web build as `npm run build` leaves it: Vite's files, then scripts/precompress.mjs.
  dist = opened.add(await mkdtemp(join(tmpdir(), 'pitchcraft-web-dist-')), (path) =>
    rm(path, { recursive: true, force: true }),
  );
  await mkdir(join(dist, 'static'));
  await mkdir(join(dist, '.vite'));
  await writeFile(join(dist, 'index.html'), INDEX_HTML);
  await writeFile(join(dist, 'static', 'app-3f9a.js'), SCRIPT);
  await writeFile(
    join(dist, 'static', 'app-3f9a.js.map'),
    JSON.stringify({ version: 3, sources: [SCRIPT] }),
  );
  await writeFile(join(dist, 'static', 'arrow-left-1b2c.js'), 'export const a=1;');
  await writeFile(join(dist, 'static', 'inter-latin-400-normal-9d8e.woff2'), Buffer.alloc(4096, 7));
  await writeFile(
    join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'src/main.tsx': { file: 'static/app-3f9a.js', isEntry: true, pad: 'x'.repeat(2000) },
    }),
  );
  execFileSync(process.execPath, [PRECOMPRESS, dist], { stdio: 'pipe' });

  server = opened.add(
    await createTestServer({ WEB_DIST: dist, OFFLINE_CHUNK_DELAY_MS: '10' }),
    (s) => s.close(),
  );
  url = await server.app.listen({ host: '127.0.0.1', port: 0 });
  advisor = await subscribedAdvisor(server.http, { email: 'compress@example.com' });
  cookie = advisor.cookie;
  const generationId = await startOfflineGeneration();
  for (
    let i = 0;
    i < 200 &&
    (await advisor.trpc.generation.get.query({ id: generationId })).status !== 'succeeded';
    i += 1
  ) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  presentationId = (await advisor.trpc.presentations.save.mutate({ generationId })).id;
  await advisor.trpc.presentations.setSharing.mutate({ id: presentationId, enabled: true });
});

describe('the web build', () => {
  it('is precompressed at build time: text files of 1 KB and more, not maps, fonts, small files or the manifest', () => {
    for (const file of ['index.html', 'static/app-3f9a.js']) {
      expect(existsSync(join(dist, `${file}.br`)), file).toBe(true);
      expect(existsSync(join(dist, `${file}.gz`)), file).toBe(true);
    }
    for (const file of [
      'static/app-3f9a.js.map',
      'static/arrow-left-1b2c.js',
      'static/inter-latin-400-normal-9d8e.woff2',
      '.vite/manifest.json',
    ]) {
      expect(existsSync(join(dist, `${file}.br`)), file).toBe(false);
      expect(existsSync(join(dist, `${file}.gz`)), file).toBe(false);
    }
  });

  it('serves a script as brotli, gzip or itself by Accept-Encoding, immutable and varying on it', async () => {
    const plain = await readFile(join(dist, 'static', 'app-3f9a.js'));
    const answers = {
      br: await get('/static/app-3f9a.js', { 'accept-encoding': 'gzip, deflate, br, zstd' }),
      gzip: await get('/static/app-3f9a.js', { 'accept-encoding': 'gzip, deflate' }),
      identity: await get('/static/app-3f9a.js'),
    };
    for (const [encoding, response] of Object.entries(answers)) {
      expect(response.statusCode, encoding).toBe(200);
      expect(response.headers['content-encoding'], encoding).toBe(
        encoding === 'identity' ? undefined : encoding,
      );
      expect(String(response.headers.vary), encoding).toMatch(/accept-encoding/i);
      expect(response.headers['content-type'], encoding).toMatch(/javascript/);
      expect(response.headers['cache-control'], encoding).toBe(
        'public, max-age=31536000, immutable',
      );
      expect(decoded(response).equals(plain), encoding).toBe(true);
    }
    // The copies written at build time, sent as they are.
    expect(
      answers.br.rawPayload.equals(await readFile(join(dist, 'static', 'app-3f9a.js.br'))),
    ).toBe(true);
    expect(
      answers.gzip.rawPayload.equals(await readFile(join(dist, 'static', 'app-3f9a.js.gz'))),
    ).toBe(true);
    expect(answers.br.rawPayload.length).toBeLessThan(plain.length / 4);
  });

  it('sends a small file and a font as they are, never compressing them on the fly', async () => {
    for (const file of [
      '/static/arrow-left-1b2c.js',
      '/static/inter-latin-400-normal-9d8e.woff2',
    ]) {
      const response = await get(file, { 'accept-encoding': 'br, gzip' });
      expect(response.statusCode, file).toBe(200);
      expect(response.headers['content-encoding'], file).toBeUndefined();
    }
  });

  it('serves the app page (landing and client routes) from its compressed copy', async () => {
    for (const path of ['/', '/presentations']) {
      const response = await get(path, { accept: 'text/html', 'accept-encoding': 'br, gzip' });
      expect(response.statusCode, path).toBe(200);
      expect(response.headers['content-encoding'], path).toBe('br');
      expect(String(response.headers.vary), path).toMatch(/accept-encoding/i);
      expect(decoded(response).toString('utf8'), path).toBe(INDEX_HTML);
    }
  });
});

describe('tRPC answers', () => {
  it('compress a JSON answer over 1 KB and leave a small one as it is', async () => {
    const input = encodeURIComponent(JSON.stringify({ id: presentationId }));
    const plain = await get(`/trpc/presentations.get?input=${input}`, { cookie });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(10_000);

    for (const encoding of ['br', 'gzip']) {
      const response = await get(`/trpc/presentations.get?input=${input}`, {
        cookie,
        'accept-encoding': encoding,
      });
      expect(response.statusCode, encoding).toBe(200);
      expect(response.headers['content-encoding'], encoding).toBe(encoding);
      expect(String(response.headers.vary), encoding).toMatch(/accept-encoding/i);
      expect(response.headers['content-type'], encoding).toBe('application/json');
      expect(response.headers['cache-control'], encoding).toBe('no-store');
      expect(response.rawPayload.length, encoding).toBeLessThan(plain.rawPayload.length / 3);
      expect(decoded(response).equals(plain.rawPayload), encoding).toBe(true);
    }

    const small = await get('/trpc/generation.capabilities', {
      cookie,
      'accept-encoding': 'br, gzip',
    });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ result: { data: { serverKeyAvailable: false } } });
  });

  it('never compresses the health check', async () => {
    const response = await get('/healthz', { 'accept-encoding': 'br, gzip' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ status: 'ok', database: 'up' });
  });
});

describe('a shared presentation page', () => {
  it('is compressed, carries an ETag and answers a revalidation with 304 and no body', async () => {
    const path = `/content/shared/${presentationId}`;
    const plain = await get(path);
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(10_000);
    const etag = String(plain.headers.etag);
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);

    const response = await get(path, { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(decoded(response).equals(plain.rawPayload)).toBe(true);
    expect(response.headers.etag).toBe(etag);
    expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
    expect(response.headers['content-security-policy']).toBe(PRESENTATION_CSP);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-robots-tag']).toBe('noindex');
    // Stored by the visitor's browser, but revalidated on every visit (sharing may be turned off).
    expect(response.headers['cache-control']).toBe('private, no-cache');

    for (const ifNoneMatch of [etag, `W/${etag}`, `"0123", ${etag}`]) {
      const revalidated = await get(path, {
        'accept-encoding': 'br, gzip',
        'if-none-match': ifNoneMatch,
      });
      expect(revalidated.statusCode, ifNoneMatch).toBe(304);
      expect(revalidated.rawPayload.length, ifNoneMatch).toBe(0);
      expect(revalidated.headers['content-encoding'], ifNoneMatch).toBeUndefined();
      expect(revalidated.headers.etag, ifNoneMatch).toBe(etag);
      expect(revalidated.headers['content-security-policy'], ifNoneMatch).toBe(PRESENTATION_CSP);
      expect(revalidated.headers['cache-control'], ifNoneMatch).toBe('private, no-cache');
    }
    expect(
      (await get(path, { 'if-none-match': '"0123456789abcdef0123456789abcdef"' })).statusCode,
    ).toBe(200);
  });

  it('is answered 404 once sharing is off, whatever ETag the browser holds', async () => {
    const path = `/content/shared/${presentationId}`;
    const etag = String((await get(path)).headers.etag);
    await advisor.trpc.presentations.setSharing.mutate({ id: presentationId, enabled: false });
    try {
      const response = await get(path, { 'if-none-match': etag });
      expect(response.statusCode).toBe(404);
      expect(response.headers.etag).toBeUndefined();
    } finally {
      await advisor.trpc.presentations.setSharing.mutate({ id: presentationId, enabled: true });
    }
  });

  it('keeps the owner’s view of it out of every cache, with the same ETag', async () => {
    const owner = await get(`/content/presentations/${presentationId}`, {
      cookie,
      'accept-encoding': 'gzip',
    });
    expect(owner.statusCode).toBe(200);
    expect(owner.headers['content-encoding']).toBe('gzip');
    expect(owner.headers['cache-control']).toBe('private, no-store');
    expect(owner.headers.etag).toBe((await get(`/content/shared/${presentationId}`)).headers.etag);
    const download = await get(`/content/presentations/${presentationId}/download`, { cookie });
    expect(download.headers.etag).toBeUndefined();
    expect(download.headers['cache-control']).toBe('private, no-store');
  });
});

describe('presentation assets', () => {
  it('are sent from copies compressed once, by Accept-Encoding', async () => {
    await compressPresentationAssets();
    const asset = loadPresentationAssets().files.get('tailwind.js')!;
    const br = await get('/assets/tailwind.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.equals(asset.encoded!.br)).toBe(true);
    expect(decoded(br).equals(asset.body)).toBe(true);
    const gzip = await get('/assets/tailwind.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.equals(asset.encoded!.gzip)).toBe(true);
    const identity = await get('/assets/tailwind.js');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.rawPayload.equals(asset.body)).toBe(true);
    for (const response of [br, gzip, identity]) {
      expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe('public, max-age=86400');
      expect(response.headers['access-control-allow-origin']).toBe('*');
    }
    const font = await get('/assets/fonts/inter-latin-400-normal.woff2', {
      'accept-encoding': 'br, gzip',
    });
    expect(font.statusCode).toBe(200);
    expect(font.headers['content-encoding']).toBeUndefined();
  });
});

interface StreamedEvent {
  type: string;
  /** Which network read brought the event. */
  read: number;
}

/** Opens the generation's event stream over a real socket, as a browser does, asking for compression. */
function readEventStream(
  id: string,
): Promise<{ headers: IncomingHttpHeaders; events: StreamedEvent[]; reads: number }> {
  const input = encodeURIComponent(JSON.stringify({ id }));
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      `${url}/trpc/generation.events?input=${input}`,
      {
        headers: {
          cookie,
          accept: 'text/event-stream',
          'accept-encoding': 'gzip, deflate, br, zstd',
        },
      },
      (response) => {
        const events: StreamedEvent[] = [];
        let reads = 0;
        let buffer = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          reads += 1;
          buffer += chunk;
          let cut: number;
          while ((cut = buffer.indexOf('\n\n')) >= 0) {
            const message = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            const lines = message.split('\n');
            const data = lines
              .filter((line) => line.startsWith('data: '))
              .map((line) => line.slice(6))
              .join('\n');
            if (lines.some((line) => line.startsWith('event: ')) || !data) continue;
            const { type } = JSON.parse(data) as { type: string };
            events.push({ type, read: reads });
            // The stream stays open after the last event until its idle ping; the test needs no more.
            if (type === 'done' || type === 'error') {
              request.destroy();
              resolve({ headers: response.headers, events, reads });
            }
          }
        });
        response.on('error', reject);
        response.on('end', () => resolve({ headers: response.headers, events, reads }));
      },
    );
    request.on('error', (error) => (request.destroyed ? undefined : reject(error)));
    request.end();
  });
}

describe('the live generation stream (SSE)', () => {
  it('is not compressed and its events arrive while it is written, not at its end', async () => {
    const id = await startOfflineGeneration();
    const { headers, events } = await readEventStream(id);
    expect(headers['content-type']).toMatch(/^text\/event-stream/);
    expect(headers['content-encoding']).toBeUndefined();
    const progress = events.filter((event) => event.type === 'progress');
    const done = events.find((event) => event.type === 'done');
    expect(done, JSON.stringify(events.map((e) => e.type))).toBeDefined();
    expect(progress.length).toBeGreaterThan(5);
    // The first progress event came in an earlier read than the last one: nothing held them back.
    expect(progress[0]!.read).toBeLessThan(done!.read);
    expect(new Set(progress.map((event) => event.read)).size).toBeGreaterThan(3);
  });
});
