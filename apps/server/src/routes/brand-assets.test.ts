import { createHash } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { brandAssets, eq, presentations, userProfiles, users } from '@pitchcraft/db';

import { createTestServer, signUpOverHttp, type TestServer } from '../testing';
import { BRAND_ASSET_CACHE, BRAND_SVG_CSP } from './brand-assets';

let server: TestServer;
let ownerCookie: string;

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('pixels'),
]);
const SVG = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1" /></svg>\n',
);
const hash = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const PNG_ID = hash(PNG);
const SVG_ID = hash(SVG);

const get = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  server = await createTestServer();
  ownerCookie = await signUpOverHttp(server.app, 'brand-owner@example.com');
  const [user] = await server.database.db
    .select()
    .from(users)
    .where(eq(users.email, 'brand-owner@example.com'));
  const userId = user!.id;
  await server.database.db
    .update(userProfiles)
    .set({ subscriptionStatus: 'trialing' })
    .where(eq(userProfiles.userId, userId));
  await server.database.db.insert(brandAssets).values([
    { id: PNG_ID, userId, contentType: 'image/png', bytes: PNG, size: PNG.length },
    { id: SVG_ID, userId, contentType: 'image/svg+xml', bytes: SVG, size: SVG.length },
  ]);
  const html = `<!DOCTYPE html><html><head></head><body><div class="pc-brand"><img class="pc-brand-logo" src="/brand-assets/${PNG_ID}.png" alt="Co logo" width="160" height="48"></div><img class="pc-headshot" src="http://localhost:3000/brand-assets/${SVG_ID}.svg" alt="Sam" width="72" height="72"><img src="/brand-assets/${'f'.repeat(64)}.png" alt="gone"><p>${'Body text. '.repeat(100)}</p></body></html>`;
  await server.database.db.insert(presentations).values({
    id: 'branded-1',
    userId,
    title: 'Life Insurance Recommendations for Ana Rivera',
    clientName: 'Ana Rivera',
    clientData: {},
    salesStrategy: {},
    htmlContent: html,
  });
});
afterAll(async () => {
  await server.close();
});

describe('/brand-assets', () => {
  it('serves an image by its hash, for ever cacheable, to anyone', async () => {
    const response = await get(`/brand-assets/${PNG_ID}.png`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe(BRAND_ASSET_CACHE);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.etag).toBe(`"${PNG_ID}"`);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    // Framed presentations run in an opaque origin: the image must be loadable cross-origin.
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(Buffer.compare(response.rawPayload, PNG)).toBe(0);
  });

  it('answers a revalidation with 304', async () => {
    const response = await get(`/brand-assets/${PNG_ID}.png`, { 'if-none-match': `"${PNG_ID}"` });
    expect(response.statusCode).toBe(304);
    expect(response.rawPayload.length).toBe(0);
  });

  it('sandboxes an SVG opened directly', async () => {
    const response = await get(`/brand-assets/${SVG_ID}.svg`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['content-security-policy']).toBe(BRAND_SVG_CSP);
    expect(BRAND_SVG_CSP).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(response.body).toBe(SVG.toString('utf8'));
  });

  it('answers 404 to anything else', async () => {
    for (const url of [
      `/brand-assets/${PNG_ID}.svg`,
      `/brand-assets/${PNG_ID}.jpg`,
      `/brand-assets/${PNG_ID.toUpperCase()}.png`,
      `/brand-assets/${'0'.repeat(64)}.png`,
      `/brand-assets/${PNG_ID}.png.exe`,
      `/brand-assets/${PNG_ID}`,
      '/brand-assets/..%2F..%2Fetc%2Fpasswd',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });
});

describe('a downloaded presentation', () => {
  it('carries its brand images as data: URIs, so it works offline', async () => {
    const response = await get('/content/presentations/branded-1/download', {
      cookie: ownerCookie,
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(
      `<img class="pc-brand-logo" src="data:image/png;base64,${PNG.toString('base64')}" alt="Co logo" width="160" height="48">`,
    );
    expect(response.body).toContain(
      `<img class="pc-headshot" src="data:image/svg+xml;base64,${SVG.toString('base64')}" alt="Sam"`,
    );
    expect(response.body).not.toContain(`/brand-assets/${PNG_ID}`);
    expect(response.body).not.toContain(`/brand-assets/${SVG_ID}`);
    // An image that is no longer stored stays as it was.
    expect(response.body).toContain(`src="/brand-assets/${'f'.repeat(64)}.png"`);
    // The page served in the frame keeps the served paths (cached, small).
    const framed = await get('/content/presentations/branded-1', { cookie: ownerCookie });
    expect(framed.body).toContain(`src="/brand-assets/${PNG_ID}.png"`);
  });
});
