// The client signs "I'd like to go ahead": on a phone, the signing step asks for a typed name and the
// consent sentence ticked, says clearly what is missing, and once signed says who signed and when —
// still so after a reload. The advisor is told, sees the signature on the presentation and on the
// client's timeline, and downloads the recommendation record that holds it, and the presentation as
// a PDF and a PowerPoint, each opened with the tools an advisor's office would use.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

import type { Page } from '@playwright/test';

import { ACKNOWLEDGEMENT_CONSENT } from '@pitchcraft/core';

import { expect, latestMailTo, test } from './fixtures';
import { clientWithPresentation, setSharing, signedInAdvisor } from './presentation-fixtures';

/** Clicks a download button and returns the saved file's path and name. */
async function downloaded(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const path = await download.path();
  return { path, name: download.suggestedFilename() };
}

const pdfText = (path: string) => {
  execFileSync('qpdf', ['--check', path]);
  return execFileSync('pdftotext', ['-layout', path, '-']).toString();
};

test('a client on a phone signs the go-ahead; the advisor sees the signature on the timeline', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const advisor = await signedInAdvisor(page, 'acknowledgement');
  const { presentationId } = await clientWithPresentation(page, {
    fullName: 'Maria Rivera',
    email: `maria.${Date.now()}@example.com`,
  });
  const link = await setSharing(page, presentationId, true);
  expect(link).toBeTruthy();
  const frameOf = (target: typeof page) =>
    target
      .frameLocator('iframe[title="Insurance recommendations for Maria Rivera"]')
      .locator('section')
      .first();

  // At 1280 px: the signing step sits below the presentation, across the section's width.
  const wide = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const desk = await wide.newPage();
  await desk.goto(link!);
  await expect(frameOf(desk)).toBeVisible({ timeout: 15_000 });
  const deskRespond = desk.getByRole('region', { name: 'What would you like to do next?' });
  await deskRespond.getByRole('button', { name: "I'd like to go ahead" }).click();
  await deskRespond.locator('form[data-kind="go_ahead"]').scrollIntoViewIfNeeded();
  await desk.screenshot({ path: test.info().outputPath('client-1280-signing-step.png') });

  // The client, on a 375 px phone.
  const phone = await browser.newContext({
    viewport: { width: 375, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  const client = await phone.newPage();
  await client.goto(link!);
  await expect(frameOf(client)).toBeVisible({ timeout: 15_000 });
  await client.locator('#respond-bar').getByRole('button', { name: 'Respond' }).click();
  const respond = client.getByRole('region', { name: 'What would you like to do next?' });
  await respond.getByRole('button', { name: "I'd like to go ahead" }).click();
  const form = respond.locator('form[data-kind="go_ahead"]');
  const name = form.getByLabel('Full name');
  const consent = form.getByRole('checkbox', { name: ACKNOWLEDGEMENT_CONSENT });
  const signButton = form.getByRole('button', { name: 'Sign and send' });
  await expect(consent).not.toBeChecked();

  // Nothing typed, nothing ticked: each says what it needs, and the name is where to start.
  await signButton.click();
  await expect(form.getByText('Please type your full name to sign')).toBeVisible();
  await expect(form.getByText('Please tick the box to agree to sign electronically')).toBeVisible();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toBeFocused();
  // A name alone is no signature without the consent.
  await name.fill('Maria Rivera');
  await expect(name).not.toHaveAttribute('aria-invalid');
  await signButton.click();
  await expect(consent).toHaveAttribute('aria-invalid', 'true');
  await expect(consent).toBeFocused();
  await expect(consent).toHaveAccessibleDescription(
    'Please tick the box to agree to sign electronically',
  );
  await client.screenshot({ path: test.info().outputPath('client-375-consent-missing.png') });

  await consent.check();
  await expect(consent).not.toHaveAttribute('aria-invalid');
  await signButton.click();
  const done = client.locator('#respond-done');
  await expect(
    done.getByText(/^Signed by Maria Rivera on \w+ \d{1,2}, \d{4}\. Your advisor has been told\.$/),
  ).toBeVisible();
  // The go-ahead gives way to the signature; the other answers stay.
  await expect(respond.locator('#respond-signed')).toContainText('Signed by Maria Rivera');
  await expect(respond.getByRole('button', { name: "I'd like to go ahead" })).toHaveCount(0);
  expect(
    await client.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    'no sideways scrolling at 375 px',
  ).toBe(true);
  await client.screenshot({ path: test.info().outputPath('client-375-signed.png') });

  // Reloaded, the page remembers: the signature, not the form.
  await client.reload();
  await expect(frameOf(client)).toBeVisible({ timeout: 15_000 });
  await expect(client.locator('#respond-signed')).toContainText(
    /^Signed by Maria Rivera on \w+ \d{1,2}, \d{4}\. Your advisor has been told\.$/,
  );
  await expect(client.locator('form[data-kind="go_ahead"]')).toHaveCount(0);
  // The client keeps a copy: the PDF the server writes, from the top bar.
  const copy = await downloaded(client, () =>
    client.getByRole('button', { name: 'Download PDF' }).click(),
  );
  expect(copy.name).toBe('maria-rivera-insurance-presentation.pdf');
  expect(pdfText(copy.path)).toContain('Maria');
  await phone.close();
  await desk.reload();
  await expect(desk.locator('#respond-signed')).toBeVisible();
  await desk.locator('#respond-signed').scrollIntoViewIfNeeded();
  await desk.screenshot({ path: test.info().outputPath('client-1280-signed.png') });
  await wide.close();

  // The advisor is told, as of any go-ahead, and sees the signature on the presentation.
  const told = await latestMailTo(page.request, advisor.email);
  expect(told.subject).toBe('Maria Rivera would like to go ahead');
  await page.goto(`/presentation/${presentationId}`);
  const signed = page.getByTestId('signed-versions');
  await expect(signed).toContainText('Signed by Maria Rivera · version 1', { timeout: 15_000 });
  await expect(signed).toContainText('Page SHA-256');
  await expect(
    page.getByText('Version 1 is signed. An edit makes version 2, which Maria Rivera signs again.'),
  ).toBeVisible();
  await signed.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('advisor-1280-signed-versions.png') });

  // And on the client's timeline, beside the go-ahead.
  await page.goto('/clients');
  await page.getByRole('button', { name: 'Timeline for Maria Rivera' }).click();
  const timeline = page.getByTestId('client-timeline');
  const entry = timeline.locator('[data-testid="timeline-entry"][data-kind="acknowledgement"]');
  await expect(entry).toContainText('Signed by Maria Rivera · version 1');
  await expect(timeline).toContainText("I'd like to go ahead");
  await page.screenshot({ path: test.info().outputPath('advisor-1280-timeline-signed.png') });

  // The record from the timeline: the client file, with the signature in it.
  const record = await downloaded(page, () =>
    entry.getByRole('button', { name: 'Record' }).click(),
  );
  expect(record.name).toBe('maria-rivera-insurance-record.pdf');
  const recordText = pdfText(record.path);
  expect(recordText).toContain('Signed acknowledgements');
  expect(recordText).toContain('Maria Rivera');
  expect(recordText).toContain('Chain verified: intact');

  // The presentation as a PDF and an editable PowerPoint, from the owner's viewer.
  await page.goto(`/presentation/${presentationId}`);
  const pdf = await downloaded(page, () =>
    page.getByRole('button', { name: 'PDF', exact: true }).click(),
  );
  expect(pdf.name).toBe('maria-rivera-insurance-presentation.pdf');
  expect(pdfText(pdf.path)).toContain('Maria');
  const deck = await downloaded(page, () =>
    page.getByRole('button', { name: 'PowerPoint', exact: true }).click(),
  );
  expect(deck.name).toBe('maria-rivera-insurance-presentation.pptx');
  expect(readFileSync(deck.path).subarray(0, 2).toString()).toBe('PK');
  const slides = execFileSync('unzip', ['-Z1', deck.path])
    .toString()
    .split('\n')
    .filter((entryName) => /^ppt\/slides\/slide\d+\.xml$/.test(entryName));
  expect(slides.length).toBeGreaterThan(5);
});
