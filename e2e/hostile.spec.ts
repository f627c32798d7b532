// Hostile presentations. The AI's reply is untrusted: a reply carrying scripts, event handlers,
// javascript: links, remote CSS and frames (e2e/fixtures/hostile-sections.html, written by the
// vendor stand-in for the client 'Hostile Fixture') is sanitised section by section, so none of
// it reaches the saved page. A page saved before documents (e2e/fixtures/hostile-presentation.html,
// seeded for the legacy advisor) is served as it was; framed in the owner's view, framed in the
// shared page, and opened directly, it can read no cookie, storage or parent document and fetch
// nothing, and the advisor's session is untouched.
import type { FrameLocator, Locator, Page } from '@playwright/test';

import { apiOf, expect, signInThroughUi, test } from './fixtures';
import { LEGACY_ADVISOR, LEGACY_CLIENT } from './legacy-fixture';
import { savedPresentation, setSharing, signedInAdvisor } from './presentation-fixtures';

const PROBES = ['cookie', 'localStorage', 'parentDocument', 'topCookie', 'popup'];

async function expectAllBlocked(scope: FrameLocator | Page, probes = PROBES) {
  const items: Locator = scope.locator('[data-probe]');
  await expect(items).toHaveCount(PROBES.length, { timeout: 15_000 });
  for (const probe of probes)
    await expect(scope.locator(`[data-probe="${probe}"]`)).toContainText(`${probe} BLOCKED`);
  await expect(scope.locator('body')).toHaveAttribute('data-fetch', 'BLOCKED');
  await expect(
    scope
      .locator('[data-probe]')
      .filter({ hasText: 'READ' })
      .filter({ hasText: /cookie|localStorage|topCookie/ }),
  ).toHaveCount(0);
}

async function sessionEmail(page: Page): Promise<string | null> {
  return (await apiOf(page).trpc.auth.session.query())?.user.email ?? null;
}

test('a hostile AI reply reaches the saved page with none of its attacks', async ({
  page,
  context,
}) => {
  await signedInAdvisor(page, 'hostile-ai');
  const remote: string[] = [];
  await context.route('**/exfil.invalid/**', (route) => {
    remote.push(route.request().url());
    return route.abort();
  });
  // Any key sends the run to the AI vendor stand-in, which answers with the hostile sections.
  const id = await savedPresentation(page, 'Hostile Fixture', 'sk-e2e-stand-in-key');
  await page.goto(`/presentation/${id}`);
  const frameLocator = page.frameLocator(
    'iframe[title="Insurance recommendations for Hostile Fixture"]',
  );
  await expect(
    frameLocator.getByText('This reply tries every way into the page that shows it.'),
  ).toBeVisible({ timeout: 15_000 });
  await expect(frameLocator.locator('canvas').first()).toBeVisible();
  const frame = page.frames().find((f) => f.url().includes(`/content/presentations/${id}`))!;
  const findings = await frame.evaluate(() => {
    const all = Array.from(document.querySelectorAll('*'));
    return {
      handlers: all.flatMap((el) =>
        Array.from(el.attributes)
          .filter((a) => a.name.startsWith('on'))
          .map((a) => `${el.tagName}.${a.name}`),
      ),
      forbidden: Array.from(
        document.querySelectorAll(
          'img,iframe,form,object,embed,base,meta[http-equiv],link[href*="exfil"],style:not(head style),section section',
        ),
      ).map((el) => el.tagName),
      foreignScripts: Array.from(document.scripts).filter(
        (s) =>
          !s.hasAttribute('data-pitchcraft-runtime') &&
          !s.src.endsWith('/assets/chart.umd.js') &&
          !s.text.includes('Chart'),
      ).length,
      scriptText: Array.from(document.scripts)
        .map((s) => s.text)
        .join('\n'),
      links: Array.from(document.querySelectorAll('a[href]')).map((a) => a.getAttribute('href')),
      hostile: (window as unknown as { __hostile?: string }).__hostile ?? null,
      marker: document.body.getAttribute('data-hostile'),
      text: document.body.innerText,
    };
  });
  expect(findings.handlers).toEqual([]);
  expect(findings.forbidden).toEqual([]);
  expect(findings.foreignScripts).toBe(0);
  expect(findings.scriptText).not.toMatch(/__hostile|9999999|exfil/);
  expect(findings.links.every((href) => /^(mailto|tel):/.test(href ?? ''))).toBe(true);
  expect(findings.hostile).toBeNull();
  expect(findings.marker).toBeNull();
  // Figures typed into placeholders are replaced by our own; text that looked like a tag stays text.
  expect(findings.text).not.toMatch(/\$1 typed|\$1,? as our code/);
  expect(findings.text).toContain('</section> must stay text');
  expect(remote).toEqual([]);
});

test('a hostile page saved before documents reaches nothing of the app, framed or opened directly', async ({
  page,
  context,
  browser,
  browserErrors,
}) => {
  // The page's attacks (a popup, a fetch of the app's API) are blocked by the sandbox and the CSP,
  // which is the point: the browser logs each refusal from the presentation's own document.
  browserErrors.allow(
    /^console error: .* \[http:[^\]]*\/content\/(presentations|shared)\/[^\]]*\]$/,
  );
  await page.goto('/');
  await signInThroughUi(page, LEGACY_ADVISOR.email, LEGACY_ADVISOR.password);
  await expect(page).not.toHaveURL(/\/auth$/);
  const advisor = { email: LEGACY_ADVISOR.email };
  const { items } = await apiOf(page).trpc.presentations.list.query({ limit: 20 });
  const id = items.find((item) => item.clientName === LEGACY_CLIENT)?.id ?? '';
  expect(id).not.toBe('');
  const sharedUrl = await setSharing(page, id, true);
  expect(sharedUrl).toBeTruthy();

  await page.evaluate(() => localStorage.setItem('x', 'app-secret'));
  // Name and value: the session's sliding expiry may move on any request.
  // Nothing the page opens or sends through a pop-up gets anywhere.
  const popups: string[] = [];
  context.on('page', (opened) => popups.push(opened.url()));
  await context.route('**/exfil.invalid/**', (route) => {
    popups.push(route.request().url());
    return route.abort();
  });
  const cookieValues = async () =>
    (await context.cookies()).map(({ name, value }) => `${name}=${value}`).sort();
  const cookiesBefore = await cookieValues();
  expect(cookiesBefore.length).toBeGreaterThan(0);

  // The owner's view.
  await page.goto(`/presentation/${id}`);
  const ownerFrame = page.frameLocator(
    'iframe[title="Insurance recommendations for Hostile Fixture"]',
  );
  await expectAllBlocked(ownerFrame);
  await expect(ownerFrame.locator('[data-probe="localStorage"]')).not.toContainText('app-secret');

  // The shared page, signed in (the owner) and signed out.
  await page.goto(sharedUrl!);
  const sharedFrame = page.frameLocator(
    'iframe[title="Insurance recommendations for Hostile Fixture"]',
  );
  await expectAllBlocked(sharedFrame);

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(sharedUrl!);
  await expectAllBlocked(
    visitor.frameLocator('iframe[title="Insurance recommendations for Hostile Fixture"]'),
  );
  await visitorContext.close();

  // Opened directly, the CSP sandbox still puts it in an opaque origin. Its "parent" is then its
  // own window, so reading its own title proves nothing; everything of the app stays out of reach.
  await page.goto(`/content/shared/${id}`);
  await expectAllBlocked(page, ['cookie', 'localStorage', 'topCookie', 'popup']);
  await page.goto(`/content/presentations/${id}`);
  await expectAllBlocked(page, ['cookie', 'localStorage', 'topCookie', 'popup']);

  // The advisor's session and the app's storage are as they were.
  await page.goto('/presentations');
  expect(await cookieValues()).toEqual(cookiesBefore);
  expect(await page.evaluate(() => localStorage.getItem('x'))).toBe('app-secret');
  expect(await sessionEmail(page)).toBe(advisor.email);
  await expect(page.getByRole('heading', { name: 'My Presentations' })).toBeVisible();
  expect(popups).toEqual([]);

  // It still downloads as one self-contained file.
  const download = await page.request.get(`/content/presentations/${id}/download`);
  expect(download.ok()).toBe(true);
  expect(download.headers()['content-disposition']).toContain('attachment');
  expect(await download.text()).toContain(
    'This presentation tries to reach the app that shows it.',
  );
  await setSharing(page, id, false);
});
