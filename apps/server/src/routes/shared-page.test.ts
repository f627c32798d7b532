import { gzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';

import type { RouterOutputs } from '@pitchcraft/api';
import {
  createHttpClient,
  signedUpAdvisor,
  type Advisor,
} from '@pitchcraft/api/testing/http-client';
import {
  contrastRatio,
  PREFERRED_TIMES_MAX_CHARS,
  QUESTION_MAX_CHARS,
  RESPONSE_CONFIRMATIONS,
  RESPONSE_LABELS,
  SHARED_NOT_FOUND_MESSAGE,
  WCAG_AA_CONTRAST,
} from '@pitchcraft/core';
import { escapeHtml } from '@pitchcraft/core/document';
import { brandAssets, brandKits, eq, presentations, userProfiles } from '@pitchcraft/db';

import type { PageProcedures, ProcedureAnswer } from '../shared-page/browser/procedures';
import { renderSharedPage, type SharedPageView } from '../shared-page/render';
import { RESPONSE_FAILED_MESSAGE } from '../shared-page/responses';
import { createTestServer, type TestServer } from '../testing';

let server: TestServer;
let owner: Advisor;

const HTML =
  '<!DOCTYPE html><html><head><title>x</title></head><body><section id="cover"><h2>Your plan</h2><p>Enough words here to be a real presentation body.</p></section></body></html>';
const HOSTILE_NAME = `Zoë "Z" <script>alert(1)</script> O'Neil`;
const ORIGIN = 'http://localhost:3000';

async function addPresentation(
  id: string,
  clientName: string,
  values: Partial<typeof presentations.$inferInsert> = {},
) {
  await server.database.db.insert(presentations).values({
    id,
    userId: owner.userId,
    title: `Life Insurance Recommendations for ${clientName}`,
    clientName,
    clientData: {},
    salesStrategy: {},
    htmlContent: HTML,
    shareEnabled: true,
    ...values,
  });
}

/** Opens a gated presentation with its passcode, as a visitor: the grant it answers. */
async function unlock(id: string, passcode: string): Promise<string> {
  const visitor = createHttpClient(server.http);
  return (await visitor.trpc.presentations.unlockShared.mutate({ id, passcode })).grant;
}

const page = (id: string, query = '') =>
  server.app.inject({
    method: 'GET',
    url: `/shared-presentation/${id}${query}`,
    headers: { accept: 'text/html' },
  });

/** The page's script, as the page names it, and its stylesheet, which it carries. */
function filesOf(html: string) {
  const script = /<script src="(\/shared-page\/shared-page\.[0-9a-f]+\.js)"/.exec(html)?.[1];
  const css = /<style>([^<]*)<\/style>/.exec(html)?.[1];
  return { script, css };
}

/** What the page shows: its body, without the stylesheet it carries (which names every class). */
const bodyOf = (html: string) => html.slice(html.indexOf('<body>'));

beforeAll(async () => {
  server = await createTestServer();
  owner = await signedUpAdvisor(server.http, { email: 'owner@example.com' });
  await server.database.db
    .update(userProfiles)
    .set({ subscriptionStatus: 'trialing' })
    .where(eq(userProfiles.userId, owner.userId));
  await addPresentation('open-1', HOSTILE_NAME);
  await addPresentation('plain-1', 'Maria Rivera');
  await addPresentation('passcode-1', 'Maria Rivera');
  await addPresentation('email-1', 'Maria Rivera');
  await addPresentation('private-1', 'Maria Rivera', { shareEnabled: false });
  await addPresentation('expired-1', 'Maria Rivera', {
    shareExpiresAt: new Date(Date.now() - 60_000),
  });
  await addPresentation('broken-1', 'Maria Rivera', {
    htmlContent: '<html><body>No recommendations generated</body></html>',
  });
  const settings = { expiresAt: null, requireEmail: false, notifyOnView: false };
  await owner.trpc.presentations.updateShareSettings.mutate({
    ...settings,
    id: 'passcode-1',
    passcode: 'blue-harbour',
  });
  await owner.trpc.presentations.updateShareSettings.mutate({
    ...settings,
    id: 'email-1',
    requireEmail: true,
  });
});
afterAll(async () => {
  await server.close();
});

describe('the shared page', () => {
  it('shows an open presentation with its frame’s URL in the first response, every value escaped', async () => {
    const response = await page('open-1');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    expect(html).toContain(
      '<iframe id="presentation" src="/content/shared/open-1" sandbox="allow-scripts allow-modals" referrerpolicy="no-referrer"',
    );
    const escaped = 'Zoë &quot;Z&quot; &lt;script&gt;alert(1)&lt;/script&gt; O&#39;Neil';
    expect(html).toContain(`<title>Insurance Recommendations for ${escaped}</title>`);
    expect(html).toContain(`<h1>${escaped}</h1>`);
    expect(html).toContain(`title="Insurance recommendations for ${escaped}"`);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('"Z"');
    // The download's name follows the client's name; the advisor is named in the top bar.
    expect(html).toContain(
      'data-file="zoe-z-scriptalert1script-oneil-insurance-presentation.html"',
    );
    expect(html).toContain('data-href="/content/shared/open-1/download"');
    expect(html).toContain(
      '<span class="sr-only">Prepared by </span>Test Advisor<span class="wide"> · Test Co</span>',
    );
    for (const text of [
      'aria-label="Download"',
      'aria-label="Print as PDF"',
      'aria-label="Hide top bar"',
      'Show top bar',
    ]) {
      expect(html).toContain(text);
    }
    // The client sees the advisor, not an advert for us: at most the quiet line, on by default.
    expect(html).not.toMatch(NO_ADVERT);
    expect(html).toContain(
      '<footer class="foot made-with"><a href="/">Made with Pitchcraft</a></footer>',
    );
    // With no logo or headshot, the advisor's initials stand where a logo would.
    expect(html).toContain('<span class="photo initials" aria-hidden="true">TC</span>');
    // The script does not hold the frame up.
    expect(html).toMatch(
      /<script src="\/shared-page\/shared-page\.[0-9a-f]+\.js" defer><\/script>/,
    );
  });

  it('carries the app’s CSP, is never stored and is not indexed', async () => {
    const response = await page('plain-1');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-robots-tag']).toBe('noindex');
    // No inline script at all: the only script is the served file.
    expect(response.body.match(/<script\b[^>]*>/g)).toHaveLength(1);
  });

  it('asks for its frame’s document before anything could hold it up (bench:mobile times it)', async () => {
    const html = (await page('open-1')).body;
    const before = html.slice(0, html.indexOf('<iframe id="presentation"'));
    expect(before.length).toBeGreaterThan(0);
    // Nothing to fetch first: the stylesheet is inline, the one script deferred, no font preloaded.
    expect(before).not.toMatch(/<link\b[^>]*rel="(?:stylesheet|preload)"/);
    const scripts = [...before.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(/ src="[^"]+" defer>$/);
    // The first render (the top bar) waits until the frame's element is parsed, so the frame's
    // navigation starts first; and the frame's URL comes in the compressed page's first 10 packets.
    expect(before).toContain('<link rel="expect" href="#presentation" blocking="render">');
    expect(gzipSync(before, { level: 6 }).length).toBeLessThanOrEqual(10 * 1460);
    // Without a frame (a page failing the viewer's checks, the gate), no render waits for one.
    const noFrame = renderSharedPage('p-1', openView({ problem: 'Broken' }), FILES);
    expect(noFrame).not.toContain('rel="expect"');
    expect((await page('passcode-1')).body).not.toContain('rel="expect"');
  });

  it('shows a gated presentation’s gate with nothing of the presentation', async () => {
    for (const [id, label] of [
      ['passcode-1', 'Passcode'],
      ['email-1', 'Your e-mail address'],
    ] as const) {
      const response = await page(id);
      expect(response.statusCode).toBe(200);
      const html = response.body;
      expect(html).toContain('A private presentation has been shared with you');
      expect(html).toContain(`>${label}</label>`);
      expect(html).not.toMatch(/Maria|Rivera|Recommendations|Life Insurance/);
      expect(html).not.toContain('<iframe');
      expect(html).not.toContain('/content/shared/');
      expect(html).toContain('<title>Shared presentation from Test Advisor</title>');
      expect(html).not.toContain('Your access has ended');
      // Who shared it, so a page asking for details is not a stranger's; no advert, the quiet line.
      expect(html).toContain(
        '<div class="advisor"><p><strong>Test Advisor</strong><span>Test Co</span></p></div>',
      );
      expect(html).not.toMatch(NO_ADVERT);
      expect(html).toContain('<p class="fine made-with"><a href="/">Made with Pitchcraft</a></p>');
    }
    expect((await page('passcode-1')).body).not.toContain('Your e-mail address');
  });

  it('opens a gated presentation for a valid grant, carried by its frame, download and visit', async () => {
    const unlocked = await unlock('passcode-1', 'blue-harbour');
    const grant = encodeURIComponent(unlocked);
    const html = (await page('passcode-1', `?grant=${grant}`)).body;
    expect(html).toContain(
      `<iframe id="presentation" src="/content/shared/passcode-1?grant=${grant}"`,
    );
    expect(html).toContain(`data-href="/content/shared/passcode-1/download?grant=${grant}"`);
    expect(html).toContain(`<main class="view respondable" data-grant="${unlocked}">`);
    // The client may answer once the gate is passed; the answer carries the grant the page holds.
    expect(html).toContain('<section id="respond"');
    expect(html).toContain('<h1>Maria Rivera</h1>');

    // A grant that no longer opens it: the gate again, saying so.
    const refused = (await page('passcode-1', '?grant=not-a-grant')).body;
    expect(refused).toContain('Your access has ended. Please enter the details again.');
    expect(refused).not.toContain('Maria');
    // An open presentation never carries a grant it does not need.
    expect((await page('plain-1', `?grant=${grant}`)).body).not.toContain('grant');
  });

  it('answers 404 with the unavailable state for an unknown, unshared or expired presentation', async () => {
    for (const id of ['no-such-presentation', 'private-1', 'expired-1', '..%2F..%2Fetc']) {
      const response = await page(id);
      expect(response.statusCode, id).toBe(404);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).toContain('<h1>Presentation unavailable</h1>');
      expect(response.body).toContain(SHARED_NOT_FOUND_MESSAGE);
      expect(response.body).toContain('href="/auth"');
      expect(response.body).toContain('Sign in to create presentations');
      expect(response.body).not.toContain('Maria');
      expect(response.body).not.toContain('<iframe');
      expect(response.body).not.toContain('Try Again');
    }
  });

  it('does not frame HTML that fails the viewer’s checks', async () => {
    const html = (await page('broken-1')).body;
    expect(html).toContain('Presentation Error');
    expect(html).toContain(
      'The generation process completed but produced empty or placeholder content.',
    );
    expect(html).not.toContain('<iframe');
  });

  it('serves its script from a content-hashed URL for a year, and carries its stylesheet', async () => {
    const { script, css } = filesOf((await page('plain-1')).body);
    expect(script).toBeDefined();
    expect(css).toContain('.frame-box');
    const js = await server.app.inject({ method: 'GET', url: script! });
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(js.body).toContain('pc_share_grant:');
    for (const url of [
      '/shared-page/shared-page.000000000000.js',
      '/shared-page/other.js',
      script!.replace(/\.js$/, '.css'),
    ]) {
      expect((await server.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  // 13 KB since the signing step (its form, rules and styles: about 840 bytes gzipped) joined the
  // go-ahead; the script still within 6 KB.
  it('stays small: the page (with its stylesheet) and its script within 13 KB gzipped', async () => {
    const html = (await page('open-1')).body;
    const { script } = filesOf(html);
    const js = (await server.app.inject({ method: 'GET', url: script! })).body;
    const sizes = {
      html: gzipSync(html, { level: 9 }).length,
      js: gzipSync(js, { level: 9 }).length,
    };
    const total = sizes.html + sizes.js;
    expect(total, JSON.stringify(sizes)).toBeLessThanOrEqual(13 * 1024);
    expect(sizes.js, JSON.stringify(sizes)).toBeLessThanOrEqual(6 * 1024);
  });
});

const RESPONSE_SECTION = '<section id="respond"';
/** What the page showed before: an advert for us to the advisor's client. */
const NO_ADVERT = /Get Started|Create Your Own|href="\/signup"|Shared securely with Pitchcraft/;
const RESPONSE_BAR = 'id="respond-bar"';
const FILES = { script: '/shared-page/shared-page.js', css: '.frame-box{}' };
const openView = (
  values: Partial<Extract<SharedPageView, { state: 'open' }>> = {},
): SharedPageView => ({
  state: 'open',
  clientName: 'Maria Rivera',
  brand: {
    logo: null,
    headshot: null,
    advisorName: 'Jordan Rivera',
    company: 'Rivera Financial',
    showMadeWith: true,
  },
  grant: undefined,
  problem: null,
  signing: { versionNumber: 1, signature: null },
  ...values,
});
const ids = (html: string) => new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));

describe('the responses on the shared page', () => {
  it('sit below the open presentation’s frame, with core’s labels and limits and a bar for phones', async () => {
    const html = (await page('plain-1')).body;
    const section = html.indexOf(RESPONSE_SECTION);
    expect(section).toBeGreaterThan(html.indexOf('<iframe id="presentation"'));
    expect(section).toBeLessThan(html.indexOf('<footer class="foot made-with">'));
    expect(html).toContain(
      '<h2 id="respond-title" tabindex="-1">What would you like to do next?</h2>',
    );
    expect(html).toContain('<p>Your answer goes straight to Test Advisor.</p>');
    for (const [kind, label] of Object.entries(RESPONSE_LABELS)) {
      expect(html).toContain(`<span class="choice-label">${escapeHtml(label)}</span>`);
      expect(html).toContain(
        `<button type="button" id="respond-${kind}-choice" class="choice" aria-expanded="false" aria-controls="respond-${kind}">`,
      );
      // The go-ahead is signed, for the version the page shows (../shared-page/acknowledgement.test.ts).
      const version = kind === 'go_ahead' ? ' data-version="1"' : '';
      expect(html).toContain(
        `<form id="respond-${kind}" class="respond-form" data-kind="${kind}"${version} novalidate hidden>`,
      );
    }
    expect(html).toContain(
      '<input id="respond-call-phone" name="phone" type="tel" autocomplete="tel" inputmode="tel" required aria-describedby="respond-call-phone-error">',
    );
    expect(html).toContain(
      `name="preferredTimes" type="text" maxlength="${PREFERRED_TIMES_MAX_CHARS}" placeholder="Weekday mornings"`,
    );
    expect(html).toContain(
      `<textarea id="respond-question-message" name="message" rows="5" data-max="${QUESTION_MAX_CHARS}" aria-describedby="respond-question-message-error respond-question-message-count"></textarea>`,
    );
    expect(html).toContain('<p id="respond-question-message-count" class="count">0 / 2,000</p>');
    expect(html).toContain(`data-failed="${RESPONSE_FAILED_MESSAGE}"`);
    expect(html).toContain(
      '<div id="respond-done" class="respond-done" role="status" tabindex="-1"></div>',
    );
    // The bar is shown by the script, before the footer whose padding keeps the page's end clear of it.
    expect(html).toMatch(
      /<div id="respond-bar" class="respond-bar" hidden>[\s\S]*<footer class="foot made-with">/,
    );
    // The confirmations come from the server's answer, not the page.
    for (const confirmation of Object.values(RESPONSE_CONFIRMATIONS))
      expect(html).not.toContain(escapeHtml(confirmation));
  });

  it('label every field and name every error and count they describe', () => {
    const html = renderSharedPage('p-1', openView(), FILES);
    const present = ids(html);
    const labelled = [...html.matchAll(/<label for="([^"]+)"/g)].map((m) => m[1]!);
    expect(labelled).toEqual([
      'respond-go_ahead-fullName',
      'respond-go_ahead-consent',
      'respond-call-phone',
      'respond-call-preferredTimes',
      'respond-question-message',
    ]);
    for (const id of labelled) expect(present.has(id), id).toBe(true);
    for (const [, list] of html.matchAll(/aria-describedby="([^"]+)"/g))
      for (const id of list!.split(' ')) expect(present.has(id), id).toBe(true);
    for (const [, id] of html.matchAll(/aria-controls="([^"]+)"/g))
      expect(present.has(id), id).toBe(true);
    // Each error is a live alert, empty and hidden until there is something to say.
    for (const id of [...present].filter(
      (id) => id!.endsWith('-error') && id!.startsWith('respond-'),
    )) {
      expect(html, id).toMatch(
        new RegExp(`<p id="${id}" class="[a-z -]+" role="alert" hidden></p>`),
      );
    }
  });

  it('escape the advisor’s and the client’s names, and name no one when there is no brand', () => {
    const hostileAdvisor = `Jo "J" <img src=x onerror=alert(1)> O'Hara`;
    const html = renderSharedPage(
      'p-1',
      openView({
        clientName: HOSTILE_NAME,
        brand: {
          logo: null,
          headshot: null,
          advisorName: hostileAdvisor,
          company: '<b>Co</b>',
          showMadeWith: true,
        },
      }),
      FILES,
    );
    expect(html).toContain(`<p>Your answer goes straight to ${escapeHtml(hostileAdvisor)}.</p>`);
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<b>Co</b>');
    for (const brand of [
      null,
      {
        logo: null,
        headshot: null,
        advisorName: '   ',
        company: 'Rivera Financial',
        showMadeWith: true,
      },
    ]) {
      expect(renderSharedPage('p-1', openView({ brand }), FILES)).toContain(
        '<p>Your answer goes straight to your advisor.</p>',
      );
    }
  });

  it('are sent as the page’s script sends them: once per request id, with the grant a gated page holds', async () => {
    // The script's wire format (browser/procedures.ts), raw: one call in a batch.
    const submit = async (input: Record<string, unknown>) => {
      const response = await server.app.inject({
        method: 'POST',
        url: '/trpc/responses.submit?batch=1',
        headers: { origin: ORIGIN, 'content-type': 'application/json' },
        payload: { 0: input },
      });
      const [answer] = response.json<ProcedureAnswer<RouterOutputs['responses']['submit']>[]>();
      return answer!;
    };
    const call = {
      id: 'plain-1',
      requestId: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
      kind: 'call',
      phone: '+1 (415) 555-0142',
      preferredTimes: 'Weekday mornings',
    };
    const first = await submit(call);
    expect(first.result?.data).toMatchObject({
      kind: 'call',
      confirmation: RESPONSE_CONFIRMATIONS.call,
    });
    expect((await submit(call)).result?.data).toEqual(first.result?.data);
    const invalid = await submit({
      ...call,
      requestId: 'f0e1d2c3b4a5968778695a4b3c2d1e0f',
      phone: '12',
    });
    expect(invalid.error?.data).toMatchObject({ code: 'BAD_REQUEST', field: 'phone' });
    expect(invalid.error?.message).toBe('Please enter a valid phone number');

    const question = {
      id: 'passcode-1',
      requestId: 'b1b2c3d4e5f60718293a4b5c6d7e8f90',
      kind: 'question',
      message: 'Could we look at cover for my husband too?',
    };
    expect((await submit(question)).error?.data?.code).toBe('FORBIDDEN');
    const grant = await unlock('passcode-1', 'blue-harbour');
    expect((await submit({ ...question, grant })).result?.data.confirmation).toBe(
      RESPONSE_CONFIRMATIONS.question,
    );
    expect(
      (await submit({ ...call, id: 'private-1', requestId: 'c1b2c3d4e5f60718293a4b5c6d7e8f90' }))
        .error,
    ).toMatchObject({
      message: SHARED_NOT_FOUND_MESSAGE,
      data: { code: 'NOT_FOUND' },
    });
  });

  it('appear only where the client can read the presentation', async () => {
    for (const id of ['passcode-1', 'email-1', 'private-1', 'no-such-presentation', 'broken-1']) {
      const html = bodyOf((await page(id)).body);
      expect(html, id).not.toContain(RESPONSE_SECTION);
      expect(html, id).not.toContain(RESPONSE_BAR);
      expect(html, id).not.toContain('respondable');
    }
    for (const view of [
      openView({
        problem: 'The generation process completed but produced empty or placeholder content.',
      }),
      { state: 'unavailable', retry: true } as const,
    ]) {
      expect(renderSharedPage('p-1', view, FILES)).not.toContain(RESPONSE_SECTION);
    }
    expect(
      renderSharedPage(
        'p-1',
        {
          state: 'gated',
          requiresPasscode: true,
          requiresEmail: true,
          accessEnded: true,
          brand: null,
        },
        FILES,
      ),
    ).not.toContain(RESPONSE_SECTION);
  });
});

describe('who is asking, on the shared page and its gate', () => {
  let second: Advisor;
  const PNG_ID = 'a'.repeat(64);
  const SVG_ID = 'b'.repeat(64);
  const PRIVATE = [
    'advisor-private@example.com',
    '+1 555 0199 777',
    'LIC-SECRET-9',
    'Private disclaimer text',
    '9 Hidden Street',
  ];

  beforeAll(async () => {
    second = await signedUpAdvisor(server.http, { email: 'second@example.com' });
    const { userId } = second;
    await server.database.db
      .update(userProfiles)
      .set({
        subscriptionStatus: 'trialing',
        fullName: 'Jordan Rivera',
        companyName: 'Rivera Financial',
      })
      .where(eq(userProfiles.userId, userId));
    const base = {
      userId,
      title: 'Life Insurance Recommendations for Sam Client',
      clientName: 'Sam Client',
      clientData: {},
      salesStrategy: {},
      htmlContent: HTML,
      shareEnabled: true,
    };
    await server.database.db.insert(presentations).values([
      { ...base, id: 'brand-open' },
      { ...base, id: 'brand-gated' },
    ]);
    const settings = { expiresAt: null, requireEmail: true, notifyOnView: false };
    await second.trpc.presentations.updateShareSettings.mutate({
      ...settings,
      id: 'brand-gated',
      passcode: 'rivera-harbour',
    });
    // The kit's texts and contact details are the advisor's own: none of it is public.
    const [email, phone, licence, disclaimer, address] = PRIVATE;
    await second.trpc.profile.brand.update.mutate({
      colours: null,
      disclaimer,
      licence,
      contact: { email, phone, address, website: '' },
    });
    await server.database.db.insert(brandAssets).values([
      { id: PNG_ID, userId, contentType: 'image/png', bytes: Buffer.from('png'), size: 3 },
      { id: SVG_ID, userId, contentType: 'image/svg+xml', bytes: Buffer.from('<svg/>'), size: 6 },
    ]);
    await server.database.db
      .update(brandKits)
      .set({ headshotAssetId: PNG_ID, logoAssetId: SVG_ID })
      .where(eq(brandKits.userId, userId));
  });

  it('shows the advisor’s headshot, logo, name and company on the gate, the top bar and the answers — and nothing else of theirs', async () => {
    const gate = (await page('brand-gated')).body;
    expect(gate).toContain(
      `<div class="card-head"><div class="advisor"><img class="photo" src="/brand-assets/${PNG_ID}.png" alt="" width="48" height="48"><p><strong>Jordan Rivera</strong><span>Rivera Financial</span></p></div><h1>`,
    );
    expect(gate).toContain('<title>Shared presentation from Jordan Rivera</title>');
    expect(gate).not.toMatch(/Sam Client|Life Insurance|<iframe/);

    const open = (await page('brand-open')).body;
    expect(open).toContain(
      `<img class="brand-logo" src="/brand-assets/${SVG_ID}.svg" alt="Rivera Financial logo" width="96" height="32">`,
    );
    expect(open).toContain(
      '<p>Your answer goes straight to Jordan Rivera.</p></div><div class="advisor"><img class="photo"',
    );
    for (const html of [gate, open]) {
      expect(html).not.toMatch(NO_ADVERT);
      for (const secret of PRIVATE) expect(html).not.toContain(secret);
    }
  });

  it('falls back to the name and company alone, and to no one when there is neither', () => {
    const gated = (brand: Extract<SharedPageView, { state: 'gated' }>['brand']) =>
      renderSharedPage(
        'p-1',
        { state: 'gated', requiresPasscode: true, requiresEmail: false, accessEnded: false, brand },
        FILES,
      );
    const plain = {
      logo: null,
      headshot: null,
      advisorName: 'Jordan Rivera',
      company: '',
      showMadeWith: true,
    };
    expect(gated(plain)).toContain(
      '<div class="advisor"><p><strong>Jordan Rivera</strong></p></div>',
    );
    expect(gated({ ...plain, logo: '/brand-assets/x.svg' })).toContain(
      '<img class="advisor-logo" src="/brand-assets/x.svg" alt="Jordan Rivera logo" height="40">',
    );
    for (const brand of [null, { ...plain, advisorName: '  ' }]) {
      const html = gated(brand);
      expect(html).not.toContain('class="advisor"');
      expect(html).toContain('<span class="badge">');
      expect(html).toContain('<title>Shared presentation</title>');
    }
  });

  it('follows the advisor’s “Made with Pitchcraft” switch on the page and the gate', async () => {
    const line = /Made with Pitchcraft/;
    const update = (showMadeWith?: boolean) =>
      second.trpc.profile.brand.update.mutate({
        colours: null,
        disclaimer: '',
        licence: '',
        contact: {},
        ...(showMadeWith === undefined ? {} : { showMadeWith }),
      });
    await update(false);
    for (const id of ['brand-open', 'brand-gated']) {
      const html = bodyOf((await page(id)).body);
      expect(html, id).not.toMatch(line);
      expect(html, id).not.toContain('made-with');
    }
    // Saving the kit without it leaves the choice as it was.
    await update();
    expect((await page('brand-open')).body).not.toMatch(line);
    await update(true);
    for (const id of ['brand-open', 'brand-gated']) expect((await page(id)).body, id).toMatch(line);
  });

  it('never prints the line, and the gate’s fine print meets WCAG AA contrast in light and dark', async () => {
    // Minified: read without whitespace.
    const css = (filesOf((await page('brand-open')).body).css ?? '').replace(/\s+/g, '');
    expect(css).toContain('@mediaprint{.made-with{display:none}}');
    const light = variablesIn(/:root\{([^}]*)\}/.exec(css)?.[1] ?? '');
    const dark = {
      ...light,
      ...variablesIn(/prefers-color-scheme:dark\)\{:root\{([^}]*)\}/.exec(css)?.[1] ?? ''),
    };
    expect(Object.keys(light).length).toBeGreaterThan(10);
    expect(dark['--muted']).not.toBe(light['--muted']);
    // The quiet line and the gate's fine print: --muted on the page, and on the cards' surface.
    for (const [scheme, vars] of Object.entries({ light, dark })) {
      for (const background of ['--page', '--surface']) {
        const ratio = contrastRatio(vars['--muted']!, vars[background]!);
        expect(ratio, `${scheme}: --muted on ${background}`).toBeGreaterThanOrEqual(
          WCAG_AA_CONTRAST,
        );
      }
    }
    expect(css).toMatch(/\.made-with\{[^}]*color:var\(--muted\)/);
    // The gate's old fine print was --subtle on the page: 4.3:1 in light mode.
    expect(contrastRatio(light['--subtle']!, light['--page']!)).toBeLessThan(WCAG_AA_CONTRAST);
    expect(css).not.toMatch(/\.fine\{[^}]*color:var\(--subtle\)/);
  });
});

describe('the page’s script', () => {
  it('reads what the procedures it calls answer (checked by the type checker)', () => {
    expectTypeOf<RouterOutputs['analytics']['startView']>().toExtend<
      PageProcedures['analytics.startView']
    >();
    expectTypeOf<RouterOutputs['presentations']['unlockShared']>().toExtend<
      PageProcedures['presentations.unlockShared']
    >();
    expectTypeOf<RouterOutputs['responses']['submit']>().toExtend<
      PageProcedures['responses.submit']
    >();
  });
});

/** The colour custom properties (#rrggbb only) declared in a CSS block. */
function variablesIn(block: string): Record<string, string> {
  const hex = (value: string) =>
    value.length === 4 ? `#${[...value.slice(1)].map((c) => c + c).join('')}` : value;
  return Object.fromEntries(
    [...block.matchAll(/(--[a-z-]+):\s*(#[0-9a-f]{6}|#[0-9a-f]{3})(?![0-9a-f])/gi)].map(
      ([, name, value]) => [name!, hex(value!)],
    ),
  );
}
