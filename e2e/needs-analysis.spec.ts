// A needs analysis an advisor would sign: the advisor enters a real family's finances and
// assumptions on the client step, watches the live analysis, leads with income replacement,
// generates with the built-in generator, and the presentation states the figures the shared
// analysis computes for the same inputs. The budget slider is never touched, so no budget claim
// appears anywhere. The saved client re-opens with the needs facts filled in.
import type { Page } from '@playwright/test';

import {
  analyseNeeds,
  createClientFormDefaults,
  formatCurrency,
  LEAD_METHOD_LABELS,
  needsInputFromClient,
  ZClientFormData,
} from '@pitchcraft/core';

import { expect, newAdvisor, subscribedAdvisor, test } from './fixtures';

// The second contrasting client: 42, married, three children, a mortgage, a car loan and group cover.
const FAMILY = {
  clientName: 'Sam Okafor',
  age: '42',
  gender: 'Male',
  annualIncome: '140000',
  maritalStatus: 'Married',
  dependents: '3',
  needs: {
    mortgage: '$380,000',
    otherDebts: '22000',
    existingCoverGroup: '280,000',
    childrenAges: '4, 7, 11',
  },
  leadMethod: 'hlv' as const,
};

/** The analysis the presentation must agree with, computed by the shared core from the same inputs. */
function expectedAnalysis() {
  const defaults = createClientFormDefaults();
  const { needs, leadMethod, ...client } = FAMILY;
  const record = ZClientFormData.parse({
    ...defaults,
    ...client,
    needs: { ...defaults.needs, ...needs },
    assumptions: { ...defaults.assumptions, leadMethod },
  });
  return analyseNeeds(needsInputFromClient(record));
}

async function openClientSelection(page: Page) {
  await page.goto('/generate');
  await expect(page.getByRole('heading', { name: 'Select Industry' })).toBeVisible();
  await page.getByRole('button', { name: /Insurance & Financial Services/ }).click();
  await expect(page.getByRole('heading', { name: 'Select a Client' })).toBeVisible();
}

async function noSidewaysScroll(page: Page): Promise<boolean> {
  return page.evaluate(
    () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
  );
}

test('an advisor enters a family’s finances, leads with income replacement and the presentation states the analysis', async ({
  page,
}, testInfo) => {
  const expected = expectedAnalysis();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await subscribedAdvisor(page, newAdvisor('needs'));
  await openClientSelection(page);
  await page.getByRole('button', { name: 'Continue Without Client Data' }).click();

  await expect(page.getByRole('heading', { name: 'Client Information' })).toBeVisible();
  const preview = page.getByTestId('needs-preview');
  await expect(preview).toContainText('To see the analysis, check');

  await page.getByRole('textbox', { name: /Client Name/ }).fill(FAMILY.clientName);
  await page.getByRole('spinbutton', { name: /^Age/ }).fill(FAMILY.age);
  await page.getByRole('combobox', { name: /Gender/ }).selectOption(FAMILY.gender);
  await page.getByRole('spinbutton', { name: /Annual Income/ }).fill(FAMILY.annualIncome);
  await page.getByRole('combobox', { name: /Marital Status/ }).selectOption(FAMILY.maritalStatus);
  await page.getByRole('combobox', { name: /^Dependents/ }).selectOption(FAMILY.dependents);

  const mortgage = page.getByRole('textbox', { name: /Outstanding mortgage/ });
  await mortgage.fill(FAMILY.needs.mortgage);
  await page.getByRole('textbox', { name: /Other debts/ }).fill(FAMILY.needs.otherDebts);
  await page
    .getByRole('textbox', { name: /Existing life cover — group/ })
    .fill(FAMILY.needs.existingCoverGroup);
  await page.getByRole('textbox', { name: /Children's ages/ }).fill('4, seven');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(
    page.getByText('Enter ages from 0 to 30 separated by commas, for example 4, 7, 11'),
  ).toBeVisible();
  await page.getByRole('textbox', { name: /Children's ages/ }).fill(FAMILY.needs.childrenAges);
  await expect(mortgage).toHaveValue('380,000');

  // The partner's income shows for a married client; the assumptions show the defaults they replace.
  await expect(page.getByRole('textbox', { name: /Spouse's or partner's income/ })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Years of income support/ })).toHaveAttribute(
    'placeholder',
    String(expected.assumptionValues.supportYears),
  );

  await page
    .getByRole('group', { name: 'Lead the presentation with' })
    .getByText(LEAD_METHOD_LABELS.hlv)
    .click();
  await expect(page.getByTestId('needs-preview-hlv')).toContainText('Leads');
  await expect(page.getByTestId('needs-preview-dime-total')).toHaveText(
    formatCurrency(expected.dime.total),
  );
  await expect(page.getByTestId('needs-preview-hlv-total')).toHaveText(
    formatCurrency(expected.hlv.total),
  );
  await expect(page.getByTestId('needs-preview-gap')).toHaveText(formatCurrency(expected.gap));
  await expect(page.getByTestId('needs-preview-recommended')).toHaveText(
    formatCurrency(expected.recommendedCoverage),
  );
  for (const sentence of expected.assumptions) await expect(preview).toContainText(sentence);

  await page.screenshot({ path: testInfo.outputPath('client-step-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByRole('heading', { name: 'Finances and family' })).toBeVisible();
  expect(await noSidewaysScroll(page)).toBe(true);
  await page.screenshot({ path: testInfo.outputPath('client-step-375.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Sales Strategy' })).toBeVisible();
  await page.getByRole('button', { name: 'Review Info' }).click();
  // The budget slider was never touched: the budget is not the client's, and says so.
  await expect(page.getByRole('main')).toContainText('Not set');
  await page.getByRole('button', { name: 'Generate Presentation' }).click();
  await page.getByRole('button', { name: 'Continue with the built-in generator' }).click();

  await expect(page.getByRole('heading', { name: 'Preview & Share' })).toBeVisible({
    timeout: 45_000,
  });
  const presentation = page
    .frameLocator(`iframe[title="Insurance recommendations for ${FAMILY.clientName}"]`)
    .locator('body');
  await expect(presentation).toContainText(formatCurrency(380_000), { timeout: 15_000 });
  await expect(presentation).toContainText(formatCurrency(280_000));
  await expect(presentation).toContainText(formatCurrency(expected.totalNeed));
  await expect(presentation).toContainText(formatCurrency(expected.recommendedCoverage));
  // No budget was given, so the page makes no budget claim of any kind; the plan and its
  // disclosures are there.
  expect(expected.inputs.monthlyBudget).toBeNull();
  await expect(presentation).not.toContainText(/budget/i);
  await expect(presentation).toContainText(expected.recommendation.summary);
  for (const caveat of expected.recommendation.caveats)
    await expect(presentation).toContainText(caveat.text);

  // The client was saved with the needs facts, and re-opens with them filled in.
  await page.evaluate(() => window.sessionStorage.clear());
  await openClientSelection(page);
  await page.getByRole('button', { name: new RegExp(`^${FAMILY.clientName}`) }).click();
  await page.getByRole('button', { name: 'Use Selected Client' }).click();
  await expect(page.getByRole('heading', { name: 'Client Information' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Outstanding mortgage/ })).toHaveValue('380,000');
  await expect(page.getByRole('textbox', { name: /Other debts/ })).toHaveValue('22,000');
  await expect(page.getByRole('textbox', { name: /Existing life cover — group/ })).toHaveValue(
    '280,000',
  );
  await expect(page.getByRole('textbox', { name: /Children's ages/ })).toHaveValue('4, 7, 11');
  await expect(page.getByTestId('needs-preview-dime-total')).toHaveText(
    formatCurrency(expected.dime.total),
  );
});

test('the public insurance form asks for finances and family on a phone, and the client record keeps them', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  const { trpc } = await subscribedAdvisor(page, newAdvisor('needs-intake'));
  const { id } = await trpc.links.create.mutate({
    title: 'Family protection review',
    industryType: 'insurance',
  });

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`/client-form/${id}`);
  await expect(page.getByRole('heading', { name: 'Finances and family' })).toBeVisible();
  await page.getByLabel('Full Name').fill('Sam Okafor');
  await page.getByLabel('Email').fill('sam.okafor@example.com');
  await page.getByLabel('Mortgage Balance').fill('$380,000');
  await page.getByLabel('Other Debts').fill('22,000');
  await page.getByLabel('Life Insurance Through Work').fill('280000');
  await page.getByLabel("Children's Ages").fill('4, 7, eleven');
  await page.getByLabel('Additional Notes').fill('We would like the house paid off first.');
  expect(await noSidewaysScroll(page)).toBe(true);
  await page.screenshot({ path: testInfo.outputPath('intake-form-375.png'), fullPage: true });

  await page.getByRole('button', { name: 'Submit Information' }).click();
  await expect(page.getByText("Children's ages must be whole numbers from 0 to 30")).toBeVisible();
  await page.getByLabel("Children's Ages").fill('4, 7, 11');
  await page.getByRole('button', { name: 'Submit Information' }).click();
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();

  const saved = (await trpc.clients.list.query({})).find(
    (client) => client.email === 'sam.okafor@example.com',
  );
  expect(saved?.industryData).toMatchObject({
    mortgage: 380_000,
    otherDebts: 22_000,
    existingCoverGroup: 280_000,
    childrenAges: [4, 7, 11],
    notes: 'We would like the house paid off first.',
  });
  expect(saved?.industryData).not.toHaveProperty('savings');
});
