// Finishing a presentation in place: the advisor edits a paragraph (the signed-out shared link
// shows it at once), hides and moves sections with the keyboard and undoes a step, regenerates one
// section with an instruction (streamed, every other section unchanged), restores an older
// version, and the engagement panel says which version each client view saw.
import type { FrameLocator, Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { savedPresentation, setSharing, signedInAdvisor } from './presentation-fixtures';

const FRAME = 'iframe[title^="Insurance recommendations for"]';
const EDITED = 'We reviewed this together on Friday, and the numbers below reflect it.';

const section = (frame: FrameLocator, id: string) => frame.locator(`section#${id}`);

async function sectionOrder(page: Page): Promise<string[]> {
  return page
    .getByTestId('edit-section')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-section-id') ?? ''));
}

test('an advisor edits, reorders, regenerates one section and restores a version; the client sees each', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signedInAdvisor(page, 'editing');
  const id = await savedPresentation(page, 'Dana Whitfield');
  const link = await setSharing(page, id, true);
  expect(link).toBeTruthy();

  // A client opens the link before any change: that view saw version 1.
  const clientContext = await browser.newContext();
  const client = await clientContext.newPage();
  await client.goto(link!);
  await expect(section(client.frameLocator(FRAME), 'cover')).toBeVisible({ timeout: 15_000 });

  await page.goto(`/presentation/${id}`);
  await expect(page.getByTestId('current-version')).toHaveText('Version 1');
  const owner = page.frameLocator(FRAME);
  const whereTitle =
    (await section(owner, 'where-you-are').locator('h2').textContent())?.trim() ?? '';
  expect(whereTitle).not.toBe('');

  // ---- Edit a paragraph in place with the rich-text editor ----
  await page.getByRole('button', { name: 'Edit sections' }).click();
  const panel = page.getByTestId('edit-panel');
  await expect(panel).toBeVisible();
  await panel.getByRole('button', { name: `Edit “${whereTitle}”` }).click();
  const editor = panel.getByTestId('section-editor-content');
  await expect(editor).toBeVisible({ timeout: 15_000 });
  // Charts and figures are locked chips, shown but not editable.
  await expect(editor.locator('[data-locked]').first()).toBeVisible();
  // The caret goes to the start of the section's first paragraph, as a keyboard user puts it.
  await expect(editor.locator('p').first()).toBeVisible();
  await editor.focus();
  await page.keyboard.press('Control+Home');
  await page.keyboard.type(`${EDITED} `);
  await page.screenshot({ path: test.info().outputPath('editor.png') });
  await panel.getByRole('button', { name: `Done editing “${whereTitle}”` }).click();
  await expect(panel.getByTestId('unsaved-count')).toHaveText(/1 unsaved change/);

  // ---- Hide one section and move another with the keyboard, then undo the move ----
  const before = await sectionOrder(page);
  const questionsRow = panel.locator('[data-section-id="questions"]');
  await questionsRow.getByRole('button', { name: /^Hide “/ }).click();
  const moveDown = panel
    .locator(`[data-section-id="${before[1]}"]`)
    .getByRole('button', { name: /^Move “.*” down$/ });
  await moveDown.focus();
  await page.keyboard.press('Enter');
  expect((await sectionOrder(page)).slice(0, 3)).toEqual([before[0], before[2], before[1]]);
  await expect(page.getByTestId('edit-announcement')).toContainText('moved to position 3');
  await panel.getByRole('button', { name: /^Undo: / }).click();
  expect(await sectionOrder(page)).toEqual(before);

  await panel.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.locator('[data-sonner-toast]', { hasText: 'Changes saved' })).toBeVisible();
  await expect(page.getByTestId('current-version')).toHaveText('Version 2');
  await expect(section(owner, 'where-you-are')).toContainText(EDITED, { timeout: 15_000 });
  await expect(section(owner, 'questions')).toHaveCount(0);

  // The signed-out client's link shows the new text, and not the hidden section.
  await client.reload();
  const shared = client.frameLocator(FRAME);
  await expect(section(shared, 'where-you-are')).toContainText(EDITED, { timeout: 15_000 });
  await expect(section(shared, 'questions')).toHaveCount(0);

  // ---- Regenerate one section with an instruction (the AI, with a key for this call only) ----
  const needsBefore = await section(owner, 'where-you-are').innerHTML();
  const needsTitle =
    (await section(owner, 'what-you-need').locator('h2').textContent())?.trim() ?? '';
  await page.getByRole('button', { name: 'Edit sections' }).click();
  await panel.getByRole('button', { name: `Regenerate “${needsTitle}”` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/What should change/).fill('focus on the mortgage');
  await dialog.getByLabel('Claude API Key').fill('sk-ant-e2e-section-key');
  await dialog.getByRole('button', { name: 'Regenerate section' }).click();
  await expect(page.locator('[data-sonner-toast]', { hasText: 'Section regenerated' })).toBeVisible(
    { timeout: 30_000 },
  );
  await expect(page.getByTestId('current-version')).toHaveText('Version 3');
  await expect(section(owner, 'what-you-need')).toContainText(
    'Rewritten as you asked: focus on the mortgage.',
    { timeout: 15_000 },
  );
  // Every other section is as it was.
  expect(await section(owner, 'where-you-are').innerHTML()).toBe(needsBefore);
  await expect(section(owner, 'questions')).toHaveCount(0);

  // ---- Versions: listed newest first; restore version 1 as a new version ----
  const versions = page.getByTestId('versions-panel');
  await expect(versions.getByTestId('version-row')).toHaveCount(3);
  await expect(versions.getByTestId('version-row').first()).toContainText('Section regenerated');
  await versions.getByRole('button', { name: 'Preview version 1' }).click();
  const preview = page.getByRole('dialog').frameLocator('[data-testid="version-preview-frame"]');
  await expect(section(preview, 'questions')).toBeVisible({ timeout: 15_000 });
  await expect(section(preview, 'where-you-are')).not.toContainText(EDITED);
  await page.getByRole('dialog').getByRole('button', { name: 'Restore this version' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Restore' }).click();
  await expect(
    page.locator('[data-sonner-toast]', { hasText: 'Version 1 restored' }),
  ).toBeVisible();
  await expect(page.getByTestId('current-version')).toHaveText('Version 4');
  await expect(section(owner, 'questions')).toBeVisible({ timeout: 15_000 });
  await expect(section(owner, 'where-you-are')).not.toContainText(EDITED);
  await expect(versions.getByTestId('version-row').first()).toContainText('Restored version 1');

  // ---- Engagement: each view says which version it saw ----
  await page.reload();
  const recent = page.getByTestId('recent-view-version');
  await expect(recent).toHaveText(['Version 2', 'Version 1'], { timeout: 15_000 });
  await clientContext.close();
});
