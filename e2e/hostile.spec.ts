// A presentation that attacks the page showing it (e2e/fixtures/hostile-presentation.html, written
// by the AI vendor stand-in for the client 'Hostile Fixture'). Framed in the owner's view, framed in
// the shared page, and opened directly, it can read no cookie, storage or parent document and
// fetch nothing, and the advisor's session is untouched.
import { expect, test, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { savedPresentation, setSharing, signedInAdvisor } from './presentation-fixtures';

const PROBES = ['cookie', 'localStorage', 'parentDocument', 'topCookie', 'popup'];

async function expectAllBlocked(scope: FrameLocator | Page, probes = PROBES) {
  const items: Locator = scope.locator('[data-probe]');
  await expect(items).toHaveCount(PROBES.length, { timeout: 15_000 });
  for (const probe of probes) await expect(scope.locator(`[data-probe="${probe}"]`)).toContainText(`${probe} BLOCKED`);
  await expect(scope.locator('body')).toHaveAttribute('data-fetch', 'BLOCKED');
  await expect(scope.locator('[data-probe]').filter({ hasText: 'READ' }).filter({ hasText: /cookie|localStorage|topCookie/ })).toHaveCount(0);
}

async function sessionEmail(page: Page): Promise<string | null> {
  const response = await page.request.get('/trpc/auth.session');
  const body = (await response.json()) as { result: { data: { user: { email: string } } | null } };
  return body.result.data?.user.email ?? null;
}

test('a hostile presentation reaches nothing of the app, framed or opened directly', async ({ page, context, browser }) => {
  const advisor = await signedInAdvisor(page, 'hostile');
  // Any key sends the run to the AI vendor stand-in, which answers with the hostile fixture.
  const id = await savedPresentation(page, 'Hostile Fixture', 'sk-e2e-stand-in-key');
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
  const cookieValues = async () => (await context.cookies()).map(({ name, value }) => `${name}=${value}`).sort();
  const cookiesBefore = await cookieValues();
  expect(cookiesBefore.length).toBeGreaterThan(0);

  // The owner's view.
  await page.goto(`/presentation/${id}`);
  const ownerFrame = page.frameLocator('iframe[title="Insurance recommendations for Hostile Fixture"]');
  await expectAllBlocked(ownerFrame);
  await expect(ownerFrame.locator('[data-probe="localStorage"]')).not.toContainText('app-secret');

  // The shared page, signed in (the owner) and signed out.
  await page.goto(sharedUrl!);
  const sharedFrame = page.frameLocator('iframe[title="Insurance recommendations for Hostile Fixture"]');
  await expectAllBlocked(sharedFrame);

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(sharedUrl!);
  await expectAllBlocked(visitor.frameLocator('iframe[title="Insurance recommendations for Hostile Fixture"]'));
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
});
