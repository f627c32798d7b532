// The presentations library, the owner's view and the public shared page: a saved presentation is
// listed, opened, shared, seen and downloaded by a signed-out visitor (and the file works offline),
// then unshared; deleting and paging through the library; the not-found states. The client sees
// the advisor — on the page, its passcode gate, the answers and the intake form — and no advert for
// us; the quiet "Made with Pitchcraft" line follows the advisor's switch and is never printed.
import { readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { apiOf, expect, refusedCall, refusedLoad, test } from './fixtures';
import {
  clientWithPresentation,
  generate,
  save,
  savedPresentation,
  setSharing,
  signedInAdvisor,
} from './presentation-fixtures';

const SHARED_GONE = 'This presentation might not exist or is no longer shared.';

test('a saved presentation is listed, shared, viewed and downloaded by a visitor, and unshared', async ({
  page,
  browser,
  browserErrors,
  context,
}, testInfo) => {
  // Once unshared, the public page answers 404 on purpose, which the browser logs.
  browserErrors.allow(refusedLoad(404, '/shared-presentation/'));
  await signedInAdvisor(page, 'library');
  const id = await save(page, await generate(page, 'Maria Rivera'));

  await page.goto('/presentations');
  await expect(page.getByRole('heading', { name: 'My Presentations' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create New Presentation' })).toBeVisible();
  await expect(page.getByTestId('presentations-count')).toHaveText('1 presentation');
  const row = page.getByTestId('presentation-row').filter({ hasText: 'Maria Rivera' });
  await expect(row).toContainText('Term Life Insurance Recommendations for Maria Rivera');
  await expect(row.getByRole('switch', { name: /Sharing for/ })).not.toBeChecked();
  await expect(row.getByText('Private')).toBeVisible();
  await row.getByRole('link', { name: /^View / }).click();

  await expect(page).toHaveURL(new RegExp(`/presentation/${id}$`));
  await expect(
    page.getByRole('heading', { name: 'Term Life Insurance Recommendations for Maria Rivera' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Presentations' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download', exact: true })).toBeVisible();
  const owner = page.frameLocator('iframe[title="Insurance recommendations for Maria Rivera"]');
  await expect(owner.getByText(/Maria/).first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Copy Link' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Email' })).toHaveCount(0);

  await page.getByRole('switch', { name: /Enable Sharing/ }).click();
  await expect(page.getByText('Sharing enabled')).toBeVisible();
  await expect(page.getByText('This presentation can now be shared with others')).toBeVisible();
  await expect(page.getByText('Anyone with the link can view this presentation.')).toBeVisible();
  const link = await page.getByTestId('share-link').inputValue();
  expect(link).toMatch(new RegExp(`/shared-presentation/${id}$`));

  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy Link' }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await page.getByRole('button', { name: 'Email' }).click();
  await expect(page.getByText('Email client opened')).toBeVisible();

  // A visitor who is not signed in.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(link);
  await expect(visitor.getByRole('heading', { name: 'Maria Rivera', level: 1 })).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Print as PDF' })).toBeVisible();
  const shared = visitor.frameLocator('iframe[title="Insurance recommendations for Maria Rivera"]');
  await expect(shared.getByText(/Maria/).first()).toBeVisible({ timeout: 15_000 });
  // The advisor, not an advert for us: their name in the top bar and with the answers, and at most
  // a quiet line at the foot.
  await expect(visitor.locator('#shared-top-bar')).toContainText('Jordan Rivera');
  await expect(visitor.getByText('Your answer goes straight to Jordan Rivera.')).toBeVisible();
  await expect(visitor.getByText('Create Your Own Insurance Presentations')).toHaveCount(0);
  await expect(visitor.getByRole('link', { name: 'Get Started' })).toHaveCount(0);
  await expect(visitor.locator('a[href="/signup"]')).toHaveCount(0);
  await expect(visitor.getByRole('link', { name: 'Made with Pitchcraft' })).toHaveAttribute(
    'href',
    '/',
  );

  await visitor.getByRole('button', { name: 'Hide top bar' }).click();
  await expect(visitor.getByRole('button', { name: 'Print as PDF' })).toHaveCount(0);
  await visitor.getByRole('button', { name: 'Show top bar' }).click();

  const [download] = await Promise.all([
    visitor.waitForEvent('download'),
    visitor.getByRole('button', { name: 'Download', exact: true }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('maria-rivera-insurance-presentation.html');
  await expect(visitor.getByText('Download complete')).toBeVisible();
  const file = testInfo.outputPath('maria-rivera-insurance-presentation.html');
  await download.saveAs(file);
  // Its assets are inlined: no script or stylesheet is loaded from the server.
  expect(readFileSync(file, 'utf8')).not.toMatch(
    /<(script|link)\b[^>]*(src|href)=["'][^"']*\/assets\//i,
  );

  // The downloaded file renders with no network at all.
  const offlineContext = await browser.newContext({ offline: true });
  await offlineContext.route(/^https?:\/\//, (route) => route.abort());
  const offline = await offlineContext.newPage();
  await offline.goto(pathToFileURL(file).href);
  await expect(offline.getByText(/Maria/).first()).toBeVisible();
  await expect
    .poll(() =>
      offline.evaluate(() => {
        const chart = (window as unknown as { Chart?: { instances: Record<string, unknown> } })
          .Chart;
        const canvas = document.querySelector('canvas');
        if (!chart || !canvas || Object.keys(chart.instances).length === 0) return false;
        // Drawn: some pixel of the canvas is not transparent.
        const pixels =
          canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data ?? [];
        return Array.prototype.some.call(
          pixels,
          (value: number, i: number) => i % 4 === 3 && value > 0,
        );
      }),
    )
    .toBe(true);
  await offlineContext.close();

  // Turning sharing off takes the public page down at once.
  await page.getByRole('switch', { name: /Enable Sharing/ }).click();
  await expect(page.getByText('Sharing disabled')).toBeVisible();
  await expect(page.getByText('This presentation is no longer shareable')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy Link' })).toHaveCount(0);
  await visitor.reload();
  await expect(visitor.getByText(SHARED_GONE)).toBeVisible();
  await expect(
    visitor.getByRole('link', { name: 'Sign in to create presentations' }),
  ).toBeVisible();
  await expect(visitor.locator('iframe')).toHaveCount(0);
  await visitorContext.close();
});

test('the library pages through presentations, toggles sharing and deletes with a confirmation', async ({
  page,
}) => {
  await signedInAdvisor(page, 'library-pages');
  await page.goto('/presentations');
  await expect(page.getByText('No presentations yet')).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Create Presentation', exact: true }),
  ).toHaveAttribute('href', '/generate');

  // One generation saved 26 times: a page of 25 and one more.
  const generationId = await generate(page, 'David Chen');
  for (let i = 0; i < 26; i += 1) await save(page, generationId);
  await page.reload();
  await expect(page.getByTestId('presentations-count')).toContainText('26 presentations');
  await expect(page.getByTestId('presentation-row')).toHaveCount(25);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(page.getByTestId('presentation-row')).toHaveCount(26);
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);

  const first = page.getByTestId('presentation-row').first();
  await first.getByRole('switch', { name: /Sharing for/ }).click();
  await expect(page.getByText('Sharing enabled')).toBeVisible();
  await expect(first.getByText('Shared', { exact: true })).toBeVisible();
  await page.reload();
  await expect(
    page
      .getByTestId('presentation-row')
      .first()
      .getByRole('switch', { name: /Sharing for/ }),
  ).toBeChecked();

  await page
    .getByTestId('presentation-row')
    .first()
    .getByRole('button', { name: /^Delete / })
    .click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('This action cannot be undone.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('presentation-row')).toHaveCount(25);

  await page
    .getByTestId('presentation-row')
    .first()
    .getByRole('button', { name: /^Delete / })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Presentation deleted')).toBeVisible();
  await expect(page.getByTestId('presentations-count')).toContainText('25 presentations');
  await page.reload();
  await expect(page.getByTestId('presentations-count')).toContainText('25 presentations');
});

test('missing presentations show their not-found states', async ({
  page,
  browser,
  browserErrors,
}) => {
  // Missing on purpose: the API and the public page answer 404, which the browser logs.
  browserErrors.allow(refusedCall(404, 'presentations.get'));
  browserErrors.allow(refusedLoad(404, '/shared-presentation/'));
  await signedInAdvisor(page, 'library-missing');
  await page.goto('/presentation/does-not-exist');
  await expect(page.getByRole('heading', { name: 'Presentation Not Found' })).toBeVisible();
  await expect(
    page.getByText(
      'Failed to load this presentation. It may not exist or you may not have permission to view it.',
    ),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Back to Presentations' }).click();
  await expect(page).toHaveURL(/\/presentations$/);

  // Another advisor's presentation is not found either, and an unshared one is not public.
  const id = await savedPresentation(page, 'Priya Patel');
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await signedInAdvisor(other, 'library-other');
  await other.goto(`/presentation/${id}`);
  await expect(other.getByRole('heading', { name: 'Presentation Not Found' })).toBeVisible();
  await other.goto(`/shared-presentation/${id}`);
  await expect(other.getByText(SHARED_GONE)).toBeVisible();
  await otherContext.close();
});

test('the public page of a presentation that never existed offers to sign in', async ({
  page,
  browserErrors,
}) => {
  // Missing on purpose: the public page answers 404, which the browser logs.
  browserErrors.allow(refusedLoad(404, '/shared-presentation/'));
  await page.goto('/shared-presentation/no-such-presentation');
  await expect(page.getByText(SHARED_GONE)).toBeVisible();
  await page.getByRole('link', { name: 'Sign in to create presentations' }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

const HEADSHOT = fileURLToPath(new URL('./fixtures/brand-logo.png', import.meta.url));
const NO_ADVERT = /Get Started|Create Your Own|Shared securely with Pitchcraft/;

test('the client sees the advisor on the gate, the answers and the intake form, and the "Made with" line follows the profile switch', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const advisor = await signedInAdvisor(page, 'made-with');
  await page.goto('/profile');
  await page.getByLabel('Upload headshot').setInputFiles(HEADSHOT);
  await expect(page.getByText('Headshot uploaded')).toBeVisible();
  const madeWith = page
    .getByRole('form', { name: 'Brand' })
    .getByRole('switch', { name: 'Show “Made with Pitchcraft”' });
  await expect(madeWith).toBeChecked();
  await expect(madeWith).toHaveAccessibleDescription(/never printed/);

  const clientEmail = `sam.${Date.now()}@example.com`;
  const { presentationId } = await clientWithPresentation(page, {
    fullName: 'Sam Client',
    email: clientEmail,
  });
  const link = (await setSharing(page, presentationId, true))!;
  const { trpc } = apiOf(page);
  await trpc.presentations.updateShareSettings.mutate({
    id: presentationId,
    expiresAt: null,
    passcode: 'harbour-42',
    requireEmail: false,
    notifyOnView: false,
  });
  const form = await trpc.links.create.mutate({
    title: 'Life insurance review',
    industryType: 'insurance',
  });

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();

  // The gate says who shared it, with their photo; nothing of the presentation; no advert.
  await visitor.goto(link);
  await expect(
    visitor.getByRole('heading', { name: 'A private presentation has been shared with you' }),
  ).toBeVisible();
  const who = visitor.locator('.card-head .advisor');
  await expect(who).toContainText(advisor.fullName);
  await expect(who).toContainText(advisor.companyName);
  await expect
    .poll(() =>
      who
        .locator('img.photo')
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
    )
    .toBeGreaterThan(0);
  await expect(visitor).toHaveTitle(`Shared presentation from ${advisor.fullName}`);
  await expect(visitor.locator('body')).not.toContainText(NO_ADVERT);
  await expect(visitor.getByRole('link', { name: 'Made with Pitchcraft' })).toBeVisible();
  // Never printed.
  await visitor.emulateMedia({ media: 'print' });
  await expect(visitor.getByRole('link', { name: 'Made with Pitchcraft' })).toBeHidden();
  await visitor.emulateMedia({ media: 'screen' });

  // Past the gate, the answers go to the advisor by name, and the confirmation says who has it.
  await visitor.getByLabel('Passcode').fill('harbour-42');
  await visitor.getByRole('button', { name: 'View presentation' }).click();
  const respond = visitor.getByRole('region', { name: 'What would you like to do next?' });
  await expect(
    respond.getByText(`Your answer goes straight to ${advisor.fullName}.`),
  ).toBeVisible();
  await respond.getByRole('button', { name: /go ahead/ }).click();
  // Going ahead is signed (e2e/acknowledgement.spec.ts follows the signature further).
  const goAhead = respond.locator('form[data-kind="go_ahead"]');
  await goAhead.getByLabel('Full name').fill('Maria Rivera');
  await goAhead.getByRole('checkbox').check();
  await goAhead.getByRole('button', { name: 'Sign and send' }).click();
  const done = visitor.locator('#respond-done');
  await expect(done.getByText(/^Signed by Maria Rivera on /)).toBeVisible();
  await expect(done.locator('.advisor')).toContainText(`${advisor.fullName}${advisor.companyName}`);
  await expect(visitor.locator('body')).not.toContainText(NO_ADVERT);
  await expect(visitor.getByRole('link', { name: 'Made with Pitchcraft' })).toBeVisible();

  // The intake form asks in the advisor's name, with their photo, and carries the line too.
  await visitor.goto(`/client-form/${form.id}`);
  await expect(visitor.getByRole('heading', { name: 'Life insurance review' })).toBeVisible();
  await expect(visitor.getByTestId('intake-advisor')).toContainText(
    `A form from${advisor.fullName}${advisor.companyName}`,
  );
  await expect(
    visitor.getByText(`Your answers go only to ${advisor.fullName}, who sent you this link.`),
  ).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Made with Pitchcraft' })).toBeVisible();

  // The advisor switches the line off: it is gone from the page, the gate and the form.
  await madeWith.click();
  await page
    .getByRole('form', { name: 'Brand' })
    .getByRole('button', { name: 'Save Brand' })
    .click();
  await expect(page.getByText('Brand saved')).toBeVisible();
  await page.reload();
  await expect(
    page
      .getByRole('form', { name: 'Brand' })
      .getByRole('switch', { name: 'Show “Made with Pitchcraft”' }),
  ).not.toBeChecked();
  await visitor.goto(link);
  await expect(
    visitor.getByRole('region', { name: 'What would you like to do next?' }),
  ).toBeVisible();
  await expect(visitor.getByText('Made with Pitchcraft')).toHaveCount(0);
  const stranger = await browser.newContext();
  const gate = await stranger.newPage();
  await gate.goto(link);
  await expect(gate.locator('.card-head .advisor')).toContainText(advisor.fullName);
  await expect(gate.getByText('Made with Pitchcraft')).toHaveCount(0);
  await gate.goto(`/client-form/${form.id}`);
  await expect(gate.getByTestId('intake-advisor')).toContainText(advisor.fullName);
  await expect(gate.getByText('Made with Pitchcraft')).toHaveCount(0);
  await stranger.close();
  await visitorContext.close();

  // A follow-up to the client is from the advisor by name, at our address, and replies reach them.
  await trpc.followUps.send.mutate({
    presentationId,
    subject: 'Next steps',
    body: 'Hi Sam,\n\nJust reply to this e-mail.',
  });
  await expect
    .poll(async () => {
      const messages = (await (await page.request.get('/dev/outbox.json')).json()) as {
        to: string;
        from: string | null;
        replyTo: string | null;
      }[];
      const sent = messages.find((m) => m.to === clientEmail);
      return sent && { from: sent.from, replyTo: sent.replyTo };
    })
    .toEqual({
      from: `"${advisor.fullName} via Pitchcraft" <no-reply@pitchcraft.local>`,
      replyTo: `"${advisor.fullName}" <${advisor.email}>`,
    });
});
