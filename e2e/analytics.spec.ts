// Engagement analytics and share controls: a visitor on a phone reads the shared presentation and
// the owner sees the view, its real duration and the sections read; a passcode keeps everything of
// the presentation hidden until it is given.
import { readFileSync } from 'node:fs';

import type { Page } from '@playwright/test';

import type { RouterOutputs } from '@pitchcraft/api';

import type { ProcedureAnswer } from '../apps/server/src/shared-page/browser/procedures';
import { apiOf, expect, refusedCall, test } from './fixtures';
import { savedPresentation, signedInAdvisor } from './presentation-fixtures';

const NO_VIEWS = 'No views yet — share the link and you will see here when your client opens it';
// The visit's length and the pace of reading are what the first journey measures, so they are real
// time: the owner must see the view's duration as it passed, and each section read for a while.
const DWELL_MS = 20_000;
const READING_MS = 1_200;

/** '19s', '1m 5s' → milliseconds. */
function parseDuration(text: string): number {
  const minutes = /(\d+)m/.exec(text)?.[1];
  const seconds = /(\d+)s/.exec(text)?.[1];
  return (Number(minutes ?? 0) * 60 + Number(seconds ?? 0)) * 1000;
}

async function enableSharing(page: Page, id: string): Promise<string> {
  await page.goto(`/presentation/${id}`);
  await page.getByRole('switch', { name: /Enable Sharing/ }).click();
  await expect(page.getByText('Sharing enabled')).toBeVisible();
  return page.getByTestId('share-link').inputValue();
}

test('a phone visit is recorded: one view, its duration and the sections scrolled past', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  await signedInAdvisor(page, 'analytics');
  const id = await savedPresentation(page, 'Maria Rivera');
  const link = await enableSharing(page, id);
  await expect(page.getByText(NO_VIEWS)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeDisabled();

  // The owner's own visit to the link is not counted.
  await page.goto(link);
  await expect(page.frameLocator('iframe').locator('section').first()).toBeVisible({
    timeout: 15_000,
  });

  const visitorContext = await browser.newContext({
    viewport: { width: 375, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  const visitor = await visitorContext.newPage();
  const opened = Date.now();
  await visitor.goto(link);
  const frame = visitor.frameLocator('iframe[title="Insurance recommendations for Maria Rivera"]');
  await expect(frame.locator('section').first()).toBeVisible({ timeout: 15_000 });
  const content = visitor.frames().find((f) => f.url().includes('/content/shared/'));
  expect(content).toBeTruthy();

  // Scroll through the first half of the time, noting the section in the middle of the frame.
  const read = new Set<string>();
  const middleSection = () =>
    content!.evaluate(() => {
      const y = window.innerHeight / 2;
      const hit = Array.from(document.querySelectorAll('section')).find((s) => {
        const box = s.getBoundingClientRect();
        return box.top <= y && box.bottom >= y && !s.parentElement?.closest('section');
      });
      return hit?.id ?? null;
    });
  while (Date.now() - opened < DWELL_MS / 2) {
    await content!.evaluate(() => window.scrollBy(0, Math.round(window.innerHeight * 0.6)));
    // Real reading time, not a wait for the page: the time each section stays in view is what is recorded.
    await visitor.waitForTimeout(READING_MS);
    const name = await middleSection();
    if (name) read.add(name);
  }
  // Then stay on the last one for the rest of the dwell (the duration the owner must see), so every
  // section read is reported before the page closes.
  await visitor.waitForTimeout(Math.max(0, DWELL_MS - (Date.now() - opened)));
  await visitor.close({ runBeforeUnload: true });
  const realMs = Date.now() - opened;
  await visitorContext.close();
  expect(read.size).toBeGreaterThan(1);

  await page.goto(`/presentation/${id}`);
  const panel = page.getByRole('region', { name: 'Engagement' });
  await expect(panel.getByTestId('stat-views')).toHaveText('1', { timeout: 15_000 });
  await expect(panel.getByTestId('stat-unique')).toHaveText('1');
  const average = parseDuration((await panel.getByTestId('stat-average').textContent()) ?? '');
  expect(
    Math.abs(average - realMs),
    `recorded ${average} ms, real ${realMs} ms`,
  ).toBeLessThanOrEqual(15_000);
  await expect(panel.getByTestId('stat-last-viewed')).toHaveText(/Just now|min ago/);
  await expect(panel.getByRole('img', { name: /Views per day/ })).toBeVisible();

  await panel.getByText('Show as a table').click();
  const sections = panel.getByTestId('section-table');
  // Each section read is named by its title in the presentation, not by its id.
  const { document: saved } = await apiOf(page).trpc.presentations.get.query({ id });
  if (!saved) throw new Error(`presentation ${id} has no document`);
  const titles = new Map(saved.sections.map((section) => [section.id, section.title]));
  for (const name of read) {
    const title = titles.get(name);
    expect(title, `section ${name}`).toBeTruthy();
    await expect(sections.getByRole('row').filter({ hasText: title! })).toContainText('100%');
  }

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('maria-rivera-views.csv');
  const csvPath = testInfo.outputPath('views.csv');
  await download.saveAs(csvPath);
  const [header, ...rows] = readFileSync(csvPath, 'utf8').trim().split('\n');
  expect(header).toBe(
    'view_id,started_at,last_seen_at,active_seconds,device,referrer,viewer_email,visitor,anonymous,version',
  );
  expect(rows).toHaveLength(1);
  expect(rows[0]).toContain(',phone,');
  // The view is on record with the version it was shown.
  expect(rows[0]).toMatch(/,1$/);
  await expect(panel.getByTestId('recent-view-version')).toHaveText('Version 1 (current)');
});

test('a passcode hides everything until it is given; a wrong one is refused', async ({
  page,
  browser,
  browserErrors,
}) => {
  // The wrong passcode is refused on purpose: the browser logs the 403.
  browserErrors.allow(refusedCall(403, 'presentations.unlockShared'));
  await signedInAdvisor(page, 'passcode');
  const id = await savedPresentation(page, 'Maria Rivera');
  const link = await enableSharing(page, id);

  await page.getByRole('button', { name: 'Add a passcode' }).click();
  // Four digits were once enough; a new passcode needs six characters.
  await page.getByRole('textbox', { name: 'Passcode' }).fill('4821');
  await page.getByRole('button', { name: 'Save link settings' }).click();
  await expect(page.getByText('Passcode must be at least 6 characters')).toBeVisible();
  await page.getByRole('textbox', { name: 'Passcode' }).fill('blue-harbour');
  await page.getByRole('button', { name: 'Save link settings' }).click();
  await expect(page.getByText('Link settings saved')).toBeVisible();
  await expect(page.getByText('Passcode is set')).toBeVisible();
  await expect(
    page.getByText('Anyone with the link and the passcode can view this presentation.'),
  ).toBeVisible();

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(link);
  await expect(
    visitor.getByRole('heading', { name: 'A private presentation has been shared with you' }),
  ).toBeVisible();
  await expect(visitor.getByLabel('Passcode')).toBeVisible();
  await expect(visitor.getByLabel('Your e-mail address')).toHaveCount(0);
  // Nothing of the presentation, not even its title or the client's name.
  await expect(visitor.locator('iframe')).toHaveCount(0);
  // (The advisor, Jordan Rivera, is named on purpose: the gate says who is asking, never about whom.)
  await expect(visitor.getByText(/Maria|Recommendations/)).toHaveCount(0);
  await expect(visitor.getByText('Jordan Rivera')).toBeVisible();
  expect(await visitor.title()).not.toMatch(/Maria/);

  await visitor.getByLabel('Passcode').fill('not-the-passcode');
  await visitor.getByRole('button', { name: 'View presentation' }).click();
  await expect(
    visitor.getByText('That passcode is not right. Please check it and try again.'),
  ).toBeVisible();
  await expect(visitor.locator('iframe')).toHaveCount(0);

  await visitor.getByLabel('Passcode').fill('blue-harbour');
  await visitor.getByRole('button', { name: 'View presentation' }).click();
  await expect(visitor.getByRole('heading', { name: 'Maria Rivera', level: 1 })).toBeVisible();
  const frame = visitor.frameLocator('iframe[title="Insurance recommendations for Maria Rivera"]');
  await expect(frame.getByText(/Maria/).first()).toBeVisible({ timeout: 15_000 });

  // The grant lasts for the tab: a reload does not ask again.
  await visitor.reload();
  await expect(frame.getByText(/Maria/).first()).toBeVisible({ timeout: 15_000 });
  await expect(visitor.getByLabel('Passcode')).toHaveCount(0);

  // Removing the passcode opens the link to anyone again.
  await page.getByRole('button', { name: 'Remove passcode' }).click();
  await page.getByRole('button', { name: 'Save link settings' }).click();
  await expect(page.getByText('Anyone with the link can view this presentation.')).toBeVisible();
  const freshContext = await browser.newContext();
  const fresh = await freshContext.newPage();
  await fresh.goto(link);
  await expect(fresh.getByRole('heading', { name: 'Maria Rivera', level: 1 })).toBeVisible();
  await freshContext.close();
  await visitorContext.close();
});

test('a visitor asking not to be tracked is counted, anonymously, and sends nothing else', async ({
  page,
  browser,
}) => {
  await signedInAdvisor(page, 'do-not-track');
  const id = await savedPresentation(page, 'Maria Rivera');
  const link = await enableSharing(page, id);

  const visitorContext = await browser.newContext({ extraHTTPHeaders: { DNT: '1' } });
  await visitorContext.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' }),
  );
  // The visit runs on a clock the test moves on, so the periodic reports are run through, not waited for.
  await visitorContext.clock.install();
  const visitor = await visitorContext.newPage();
  const beacons: string[] = [];
  visitor.on('request', (request) => {
    // Heartbeats and section reports, as beacons or as procedure calls.
    if (/\/beacons\/(heartbeat|sections)|analytics\.(heartbeat|sections)/.test(request.url()))
      beacons.push(request.url());
  });
  const [startView] = await Promise.all([
    visitor.waitForRequest((r) => r.url().includes('analytics.startView')),
    visitor.goto(link),
  ]);
  expect(startView.postData() ?? '').not.toContain('visitorId');
  // What the page's script was answered, read off the wire (its format: browser/procedures.ts).
  const answer = (await (await startView.response())!.json()) as ProcedureAnswer<
    RouterOutputs['analytics']['startView']
  >[];
  expect(answer[0]?.result?.data.viewId).toBeNull();
  await expect(visitor.frameLocator('iframe').locator('section').first()).toBeVisible({
    timeout: 15_000,
  });
  expect(await visitor.evaluate(() => localStorage.getItem('pc_visitor'))).toBeNull();
  // Half a minute on the page: every heartbeat (10 s) and section report (5 s) a tracked visit sends.
  await visitor.clock.runFor('00:30');
  await visitor.close({ runBeforeUnload: true });
  await visitorContext.close();
  expect(beacons).toEqual([]);

  await page.reload();
  const panel = page.getByRole('region', { name: 'Engagement' });
  await expect(panel.getByTestId('stat-views')).toHaveText('1');
  await expect(panel.getByTestId('stat-average')).toHaveText('0s');
});
