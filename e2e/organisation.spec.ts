// An agency at work: the owner invites an advisor and a compliance reviewer by e-mail, each joins
// through the invitation's sign-up; the owner requires approval and saves a template; the advisor
// builds a presentation from it, is refused sharing until it is approved, submits it; the reviewer
// comments and asks for changes; the advisor fixes and resubmits; the reviewer approves; the
// client opens the approved version on a phone. Screens are photographed at 1280 and 375 px.
import type { Browser, Page } from '@playwright/test';

import {
  apiOf,
  expect,
  latestMailTo,
  newAdvisor,
  saveMariaRivera,
  test,
  type Advisor,
} from './fixtures';
import { clientWithPresentation, signedInAdvisor } from './presentation-fixtures';

async function shoot(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 800 : 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function invite(page: Page, email: string, role: 'Advisor' | 'Compliance reviewer') {
  await page.getByRole('button', { name: 'Invite member' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Invite a member' });
  await dialog.getByLabel(/E-mail address/).fill(email);
  await dialog.getByRole('radio', { name: new RegExp(`^${role}`) }).check();
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(email).first()).toBeVisible();
}

/** Opens the mailed invitation in a fresh browser and creates the account from it. */
async function joinThroughInvitation(browser: Browser, page: Page, person: Advisor) {
  const mail = await latestMailTo(page.request, person.email);
  const link = /https?:\/\/\S+\/invite#token=[a-z0-9]+/.exec(mail.text)?.[0];
  expect(link, 'the invitation carries its link').toBeTruthy();
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const joiner = await context.newPage();
  await joiner.goto(link!);
  await expect(joiner.getByRole('tab', { name: 'Create your account' })).toBeVisible();
  await joiner.getByLabel(/Full Name/i).fill(person.fullName);
  await joiner.getByLabel(/Company Name/i).fill(person.companyName);
  await joiner.getByLabel(/^Password/).fill(person.password);
  await joiner.getByLabel(/Confirm Password/i).fill(person.password);
  await joiner.getByRole('button', { name: 'Create Account' }).click();
  await expect(joiner).toHaveURL(/\/team$/);
  await expect(joiner.getByRole('heading', { name: 'Team' })).toBeVisible();
  return joiner;
}

test('an owner’s agency: invitations, a template, a rejected then approved version, a client on a phone', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await signedInAdvisor(page, 'agency-owner');
  const owner = apiOf(page).trpc;
  await owner.organization.rename.mutate({ name: 'Harbour Life Agency' });

  // The owner invites an advisor and a reviewer.
  const advisorPerson = newAdvisor('agency-advisor');
  const reviewerPerson = newAdvisor('agency-reviewer');
  await page.goto('/team');
  await invite(page, advisorPerson.email, 'Advisor');
  await invite(page, reviewerPerson.email, 'Compliance reviewer');
  await shoot(page, 'team-owner');

  const advisorPage = await joinThroughInvitation(browser, page, advisorPerson);
  const reviewerPage = await joinThroughInvitation(browser, page, reviewerPerson);
  await page.reload();
  await expect(page.getByText(advisorPerson.email).first()).toBeVisible();

  // The owner requires approval and saves a template from one of their own presentations.
  await page.goto('/reviews');
  await page.getByRole('switch', { name: /Require approval/ }).click();
  await expect(page.getByRole('switch', { name: /Require approval/ })).toBeChecked();
  const { presentationId: model } = await clientWithPresentation(page, {
    fullName: 'Model Client',
    email: `model.${Date.now()}@example.com`,
  });
  const template = await owner.library.templates.create.mutate({
    presentationId: model,
    name: 'Young family protection',
    description: 'Our house style for young families',
  });

  // The advisor builds from the template in the wizard and saves it.
  const advisor = apiOf(advisorPage).trpc;
  await saveMariaRivera({ trpc: advisor });
  await advisorPage.goto('/generate');
  await advisorPage.getByRole('button', { name: /Insurance & Financial Services/ }).click();
  await advisorPage.getByRole('button', { name: /^Maria Rivera/ }).click();
  await advisorPage.getByRole('button', { name: 'Use Selected Client' }).click();
  await expect(advisorPage.getByRole('heading', { name: 'Client Information' })).toBeVisible();
  await advisorPage
    .getByRole('combobox', { name: /Insurance Type/ })
    .selectOption('Term Life Insurance');
  await advisorPage.getByRole('button', { name: 'Continue' }).click();
  await expect(advisorPage.getByRole('heading', { name: 'Sales Strategy' })).toBeVisible();
  const picker = advisorPage.getByTestId('template-picker');
  await picker.getByRole('combobox', { name: 'Template' }).selectOption({
    label: 'Young family protection',
  });
  await expect(picker.getByText(/Our house style for young families/)).toBeVisible();
  await shoot(advisorPage, 'wizard-template');
  await advisorPage.getByRole('button', { name: 'Review Info' }).click();
  await advisorPage.getByRole('button', { name: 'Generate Presentation' }).click();
  await advisorPage.getByRole('button', { name: 'Continue with the built-in generator' }).click();
  await expect(advisorPage.getByRole('heading', { name: 'Preview & Share' })).toBeVisible({
    timeout: 45_000,
  });
  await advisorPage.getByRole('button', { name: 'Save Presentation' }).click();
  await expect(advisorPage.getByRole('button', { name: 'Saved Successfully!' })).toBeDisabled();
  const [saved] = (await advisor.presentations.list.query({})).items;
  const id = saved!.id;
  // The template's sections are the presentation's, in its order.
  const built = await advisor.presentations.get.query({ id });
  const templateSections = (await advisor.library.templates.list.query())
    .find((t) => t.id === template.id)!
    .sections.map((s) => s.type);
  expect(
    (built.document?.sections ?? [])
      .filter((s) => templateSections.includes(s.kind as never))
      .map((s) => s.kind),
  ).toEqual(templateSections);

  // Sharing is refused until a reviewer approves; the advisor submits from the presentation page.
  await expect(advisor.presentations.setSharing.mutate({ id, enabled: true })).rejects.toThrow(
    /needs compliance approval/,
  );
  await advisorPage.goto(`/presentation/${id}`);
  await advisorPage.getByRole('button', { name: /Submit version 1 for review/ }).click();
  await advisorPage.getByLabel(/Note for the reviewer/).fill('First draft for the Riveras');
  await advisorPage.getByRole('button', { name: 'Submit for review' }).click();
  await expect(advisorPage.getByText('Awaiting review').first()).toBeVisible();
  await shoot(advisorPage, 'presentation-awaiting-review');

  // The reviewer comments on a section and asks for changes.
  await reviewerPage.goto('/reviews');
  await reviewerPage
    .getByRole('link', { name: /Maria Rivera/ })
    .first()
    .click();
  await expect(reviewerPage.getByText('First draft for the Riveras')).toBeVisible();
  await shoot(reviewerPage, 'review-pending');
  await reviewerPage.getByLabel(/^Comment/).fill('Say the premium is illustrative.');
  await reviewerPage.getByRole('button', { name: 'Add comment' }).click();
  await expect(reviewerPage.getByText('Say the premium is illustrative.')).toBeVisible();
  await reviewerPage.getByRole('button', { name: 'Request changes' }).click();
  await reviewerPage.getByLabel(/What needs to change/).fill('Label the premium as illustrative.');
  await reviewerPage.getByRole('button', { name: 'Request changes' }).click();
  await expect(reviewerPage.getByText('Changes requested').first()).toBeVisible();

  // The owner adds the wording compliance wants to the organisation's approved blocks; the advisor
  // sees why, inserts that block in the editor (a new version) and submits it again.
  await owner.library.blocks.create.mutate({
    kind: 'disclaimer',
    title: 'Illustrative premiums',
    text: 'Premiums shown are illustrative until underwriting.',
  });
  await advisorPage.reload();
  await expect(advisorPage.getByText('Label the premium as illustrative.').first()).toBeVisible();
  await advisorPage.getByRole('button', { name: 'Edit sections' }).click();
  await advisorPage.getByRole('button', { name: 'Insert approved block' }).click();
  const insert = advisorPage.getByRole('dialog', { name: 'Insert an approved block' });
  await insert.getByRole('radio', { name: /Illustrative premiums/ }).check();
  await expect(insert.getByTestId('block-preview')).toContainText(
    'illustrative until underwriting',
  );
  await shoot(advisorPage, 'insert-approved-block');
  await insert.getByRole('button', { name: 'Insert block' }).click();
  await expect(insert).toBeHidden();
  await expect(advisorPage.getByText('Approved block inserted')).toBeVisible();
  const fixed = await advisor.presentations.get.query({ id });
  expect(fixed.version).toBe(2);
  expect(fixed.document?.sections.some((s) => s.kind === 'approved-block')).toBe(true);
  await advisorPage.reload();
  await advisorPage.getByRole('button', { name: /Submit version 2 for review/ }).click();
  await advisorPage.getByRole('button', { name: 'Submit for review' }).click();
  await expect(advisorPage.getByText('Awaiting review').first()).toBeVisible();

  // The reviewer approves that exact version.
  await reviewerPage.goto('/reviews');
  await reviewerPage
    .getByRole('link', { name: /Maria Rivera/ })
    .first()
    .click();
  await reviewerPage.getByRole('button', { name: 'Approve version 2' }).click();
  await expect(reviewerPage.getByText(/Approved/).first()).toBeVisible();

  // Now the advisor shares, and the client reads the approved page on a phone.
  const { sharedUrl } = await advisor.presentations.setSharing.mutate({ id, enabled: true });
  const phone = await browser.newContext({
    viewport: { width: 375, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  const client = await phone.newPage();
  await client.goto(sharedUrl!);
  const frame = client.frameLocator('iframe[title="Insurance recommendations for Maria Rivera"]');
  await expect(frame.locator('section').first()).toBeVisible({ timeout: 15_000 });
  await expect(
    frame.getByText('Premiums shown are illustrative until underwriting.'),
  ).toBeAttached();
  await client.screenshot({ path: test.info().outputPath('client-approved-375.png') });

  // Everything of consequence is on the organisation's audit log.
  const log = await owner.audit.list.query({ limit: 100 });
  const actions = new Set(log.items.map((e) => e.action));
  for (const action of ['member.invited', 'member.joined', 'review.rejected', 'review.approved'])
    expect(actions, action).toContain(action);
});
