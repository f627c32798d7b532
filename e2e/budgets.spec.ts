// Byte budgets of the pages people open from outside, as a new visitor's browser fetches them
// (cold cache, everything the page and its frames load, compressed as sent). Bytes, not times:
// times belong in `npm run bench:mobile`, which measures them on a phone profile.
import type { Browser, Page } from '@playwright/test';

import { expect, newAdvisor, subscribedAdvisor, test } from './fixtures';
import { savedPresentation, setSharing } from './presentation-fixtures';

const KB = 1024;
const BUDGETS = {
  shared: 200 * KB,
  landing: 240 * KB,
  auth: 280 * KB,
  clientForm: 300 * KB,
};

/** Every response the page and its frames received, headers and (encoded) body, once the page is quiet. */
async function transferred(browser: Browser, url: string, ready: (page: Page) => Promise<void>) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const sizes: Promise<{ url: string; bytes: number }>[] = [];
  page.on('requestfinished', (request) => {
    sizes.push(
      request
        .sizes()
        .then((s) => ({ url: request.url(), bytes: s.responseHeadersSize + s.responseBodySize })),
    );
  });
  await page.goto(url);
  await ready(page);
  await page.waitForLoadState('networkidle');
  const requests = await Promise.all(sizes);
  await context.close();
  const total = requests.reduce((sum, r) => sum + r.bytes, 0);
  const table = [...requests]
    .sort((a, b) => b.bytes - a.bytes)
    .map((r) => `${(r.bytes / KB).toFixed(1).padStart(7)} KB  ${new URL(r.url).pathname}`)
    .join('\n');
  return { total, table };
}

test('the pages a visitor opens first stay within their byte budgets', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.goto('/');
  const advisor = await subscribedAdvisor(page, newAdvisor('budgets'));
  const id = await savedPresentation(page, 'Maria Rivera');
  const link = await setSharing(page, id, true);
  const { id: linkId } = await advisor.trpc.links.create.mutate({
    title: 'Life insurance review',
    industryType: 'insurance',
  });

  const shared = await transferred(browser, link!, (p) =>
    p.frameLocator('iframe').locator('section h2').first().waitFor(),
  );
  expect(
    shared.total,
    `the shared presentation, page + frame + assets:\n${shared.table}`,
  ).toBeLessThanOrEqual(BUDGETS.shared);

  const landing = await transferred(browser, '/', (p) => p.locator('h1').first().waitFor());
  expect(landing.total, `the landing page:\n${landing.table}`).toBeLessThanOrEqual(BUDGETS.landing);

  const auth = await transferred(browser, '/auth', (p) =>
    p.getByRole('heading', { name: 'Welcome Back' }).waitFor(),
  );
  expect(auth.total, `/auth:\n${auth.table}`).toBeLessThanOrEqual(BUDGETS.auth);

  const clientForm = await transferred(browser, `/client-form/${linkId}`, (p) =>
    p.getByRole('heading', { name: 'Life insurance review' }).waitFor(),
  );
  expect(clientForm.total, `the intake form:\n${clientForm.table}`).toBeLessThanOrEqual(
    BUDGETS.clientForm,
  );
});
