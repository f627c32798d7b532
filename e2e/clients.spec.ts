// Journeys: an advisor sends a single-use insurance form, which goes live once the advisor confirms
// their e-mail address; a client fills it in while signed out, and the advisor finds the client and
// the submission; the used link then refuses a second visit. And a form sent in with the e-mail of
// a client the advisor already has changes nothing until the advisor applies what they choose.
import type { APIRequestContext } from '@playwright/test';

import {
  expect,
  newAdvisor,
  refusedCall,
  signUpOverApi,
  subscribedAdvisor,
  test,
} from './fixtures';

/** The newest dev-outbox message to `to` whose subject starts with `subject`. */
async function mailTo(request: APIRequestContext, to: string, subject: string): Promise<string> {
  let text = '';
  await expect
    .poll(async () => {
      const messages = (await (await request.get('/dev/outbox.json')).json()) as {
        to: string;
        subject: string;
        text: string;
      }[];
      text = messages.find((m) => m.to === to && m.subject.startsWith(subject))?.text ?? '';
      return text !== '';
    })
    .toBe(true);
  return text;
}

test('a client fills in a single-use insurance form and the advisor sees it', async ({
  page,
  browser,
  request,
  browserErrors,
}) => {
  // The form opened before it is live, and again once used, is refused on purpose (412), which
  // the browser logs.
  browserErrors.allow(refusedCall(412, 'intake.getLink'));
  const advisor = newAdvisor('clients');
  await signUpOverApi(page, advisor);

  // The advisor creates the link; until the e-mail address is confirmed, forms are not live.
  await page.goto('/clients');
  await expect(page.getByRole('heading', { name: 'Clients', level: 1 })).toBeVisible();
  await expect(page.getByText('No clients yet')).toBeVisible();
  const notice = page.getByRole('region', { name: 'Your client forms are not active yet' });
  await expect(notice).toContainText(advisor.email);
  await page.getByRole('button', { name: 'Create Client Form' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create Client Collection Form' });
  await dialog.getByRole('button', { name: 'Create Link' }).click();
  await expect(page.getByText('Missing Information')).toBeVisible();
  await dialog.getByLabel('Title').fill('Family protection review');
  await dialog.getByLabel('Description').fill('A few questions before our meeting.');
  await expect(dialog.getByLabel('Form type')).toHaveValue('insurance');
  await dialog.getByRole('switch', { name: 'Single use' }).click();
  await dialog.getByRole('button', { name: 'Create Link' }).click();
  await expect(page.getByText('Client link created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('tab', { name: 'Collection Forms' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  const card = page
    .getByRole('list', { name: 'Collection forms' })
    .getByRole('listitem')
    .filter({ hasText: 'Family protection review' });
  await expect(card.getByText('Single Use')).toBeVisible();
  await expect(card.getByText('Insurance', { exact: true })).toBeVisible();
  const linkUrl = await card.getByRole('link', { name: /Open/ }).getAttribute('href');
  expect(linkUrl).toMatch(/\/client-form\/[A-Za-z0-9-]+$/);

  await expect(card.getByText('Not active yet')).toBeVisible();

  // A signed-out client opens it too early, and is told so.
  const visitor = await browser.newContext();
  const form = await visitor.newPage();
  await form.goto(linkUrl!);
  await expect(form.getByRole('heading', { name: 'Not active yet' })).toBeVisible();
  await expect(form.getByText('This form is not active yet.')).toBeVisible();

  // The advisor confirms the address from the mailed link; the forms go live.
  const confirmation = /(http:\/\/\S+\/verify-email#token=[a-z0-9]+)/.exec(
    await mailTo(request, advisor.email, 'Confirm your e-mail address'),
  )?.[1];
  await page.goto(confirmation!);
  await expect(page.getByText('Your e-mail address is confirmed')).toBeVisible();
  await page.getByRole('link', { name: 'Go to your clients' }).click();
  await expect(page.getByRole('heading', { name: 'Clients', level: 1 })).toBeVisible();
  await expect(notice).toHaveCount(0);

  await form.getByRole('button', { name: 'Try Again' }).click();
  await expect(form.getByRole('heading', { name: 'Family protection review' })).toBeVisible();
  await expect(form.getByText('A few questions before our meeting.')).toBeVisible();
  // It asks for health and money details, so it says whose it is: the advisor, not us.
  await expect(form.getByTestId('intake-advisor')).toContainText(
    `A form from${advisor.fullName}${advisor.companyName}`,
  );
  await expect(form.getByRole('banner')).toContainText(advisor.companyName);
  await expect(form.getByRole('banner')).not.toContainText('Pitchcraft');
  await expect(
    form.getByText(`Your answers go only to ${advisor.fullName}, who sent you this link.`),
  ).toBeVisible();
  await expect(form.getByRole('link', { name: 'Made with Pitchcraft' })).toHaveAttribute(
    'href',
    '/',
  );
  await expect(form).toHaveTitle(`Family protection review · ${advisor.fullName}`);
  await form.getByLabel('Full Name').fill('Maria Gonzalez');
  await form.getByLabel('Email').fill('maria.gonzalez@example.com');
  await form.getByLabel('Phone Number').fill('555-201-3344');
  await form.getByLabel('Age', { exact: true }).fill('42');
  await form.getByLabel('Gender').selectOption('Female');
  await form.getByLabel('Marital Status').selectOption('Married');
  await form.getByLabel('Occupation').fill('Nurse practitioner');
  await form.getByLabel('Annual Income').fill('98000');
  await form.getByLabel('Location').fill('Austin, TX, USA');
  await form.getByLabel('Insurance Type').selectOption('Term Life Insurance');
  await form.getByLabel('Number of Dependents').fill('2');
  await form.getByLabel('Health Status').selectOption('Good');
  await form.getByLabel('Smoker Status').selectOption('Non-Smoker');
  await form.getByLabel('Monthly Budget for Insurance').fill('150');
  await form.getByRole('checkbox', { name: 'Protect Family' }).click();
  await expect(form.getByLabel('Other Goals')).toHaveCount(0);
  await form.getByRole('checkbox', { name: 'Other' }).click();
  await form.getByLabel('Other Goals').fill('College fund');
  await form.getByLabel('Additional Notes').fill('Prefers calls after 5pm.');
  await form.getByRole('button', { name: 'Submit Information' }).click();
  await expect(form.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  await expect(form.getByText('Your information has been submitted successfully.')).toBeVisible();
  await expect(form.getByTestId('intake-advisor')).toContainText(
    `It has gone straight to${advisor.fullName}`,
  );

  // The advisor sees the client, with the data the form sent.
  await page.goto('/clients');
  const row = page.getByRole('row').filter({ hasText: 'Maria Gonzalez' });
  await expect(row).toBeVisible();
  await expect(row.getByText('maria.gonzalez@example.com')).toBeVisible();
  await expect(row.getByText('555-201-3344')).toBeVisible();
  await expect(row.getByText('From Form')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search clients' }).fill('nobody-matches');
  await expect(page.getByText('No matching clients')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search clients' }).fill('gonzalez');
  await expect(row).toBeVisible();

  // ... and the submission under its link.
  await page.getByRole('tab', { name: 'Collection Forms' }).click();
  await expect(card.getByText('Used', { exact: true }).first()).toBeVisible();
  await card.getByRole('button', { name: /View Submissions/ }).click();
  const submission = card.getByRole('row').filter({ hasText: 'Maria Gonzalez' });
  await expect(submission.getByText('maria.gonzalez@example.com')).toBeVisible();
  await submission.getByRole('button', { name: /View Details/ }).click();
  const details = page.getByRole('dialog', { name: 'Submission Details' });
  await expect(details.getByText(/^Submitted on [A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toBeVisible();
  for (const [label, value] of [
    ['Full Name', 'Maria Gonzalez'],
    ['Annual Income', '98000'],
    ['Marital Status', 'Married'],
    ['Insurance Type', 'Term Life Insurance'],
    ['Goals', 'Protect Family, College fund'],
    ['Health Conditions', '-'],
  ]) {
    await expect(
      details.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('+ dd'),
    ).toHaveText(value!);
  }
  await details.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(details).toBeHidden();

  // The single-use link now refuses a second visit.
  await form.goto(linkUrl!);
  await expect(form.getByRole('heading', { name: 'Error' })).toBeVisible();
  await expect(form.getByText('This link has already been used')).toBeVisible();
  await visitor.close();
});

test('details sent in with a known client’s e-mail change nothing until the advisor applies them', async ({
  page,
  browser,
}) => {
  await page.goto('/');
  const { trpc } = await subscribedAdvisor(page, newAdvisor('review'));
  await trpc.clients.upsert.mutate({
    fullName: 'Maria Gonzalez',
    email: 'maria.review@example.com',
    phone: '555-201-3344',
    industryData: { age: 42, occupation: 'Nurse practitioner', maritalStatus: 'Married' },
  });
  const link = await trpc.links.create.mutate({
    title: 'Annual review',
    industryType: 'insurance',
  });

  // Someone who knows Maria's address sends the form in her name.
  const visitor = await browser.newContext();
  const form = await visitor.newPage();
  await form.goto(new URL(link.url).pathname);
  await form.getByLabel('Full Name').fill('Maria G. Smith');
  await form.getByLabel('Email').fill('maria.review@example.com');
  await form.getByLabel('Phone Number').fill('555-999-0000');
  await form.getByLabel('Occupation').fill('Hospital administrator');
  await form.getByLabel('Number of Dependents').fill('2');
  await form.getByRole('button', { name: 'Submit Information' }).click();
  await expect(form.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  await visitor.close();

  await page.goto('/clients');
  const row = page.getByRole('row').filter({ hasText: 'maria.review@example.com' });
  await expect(row.getByText('Maria Gonzalez', { exact: true })).toBeVisible();
  await expect(row.getByText('555-201-3344')).toBeVisible();
  const pending = page.getByRole('region', { name: 'New details submitted' });
  await expect(pending).toContainText('Maria Gonzalez');
  await pending.getByRole('button', { name: 'Review new details for Maria Gonzalez' }).click();

  const review = page.getByRole('dialog', { name: 'New details submitted' });
  await expect(review).toContainText('through “Annual review”');
  // A field the client had no value for starts ticked; replacing what the advisor saved does not.
  await expect(review.getByRole('checkbox', { name: /Dependents/ })).toBeChecked();
  await expect(review.getByRole('checkbox', { name: /Full name/ })).not.toBeChecked();
  await expect(review.getByRole('checkbox', { name: /Phone/ })).not.toBeChecked();
  await review.getByRole('checkbox', { name: /Occupation/ }).check();
  await review.getByRole('button', { name: /^Apply \d+ details$/ }).click();
  await expect(page.getByText('Client Updated')).toBeVisible();
  await expect(review).toBeHidden();
  await expect(pending).toHaveCount(0);

  // Name and phone are the advisor's still; the chosen details were applied.
  await expect(row.getByText('Maria Gonzalez', { exact: true })).toBeVisible();
  await expect(row.getByText('555-201-3344')).toBeVisible();
  const saved = (await trpc.clients.list.query({})).find(
    (client) => client.email === 'maria.review@example.com',
  );
  expect(saved?.industryData).toMatchObject({
    age: 42,
    occupation: 'Hospital administrator',
    maritalStatus: 'Married',
    dependents: 2,
  });
});
