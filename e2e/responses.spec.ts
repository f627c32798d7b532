// The client answers: on a phone, a client asks for a call from the shared presentation; the
// advisor sees the badge and the response, drafts a follow-up from what the client read, edits it,
// adds a partner's address (sent to only once confirmed) and sends it; the dev outbox holds it, and
// the client's timeline shows each step.

import { RESPONSE_CONFIRMATIONS } from '@pitchcraft/core';

import { expect, latestMailTo, test } from './fixtures';
import { clientWithPresentation, setSharing, signedInAdvisor } from './presentation-fixtures';

test('a client on a phone asks for a call; the advisor answers with a follow-up grounded in what they read', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const advisor = await signedInAdvisor(page, 'responses');
  const clientEmail = `maria.${Date.now()}@example.com`;
  const { clientId, presentationId } = await clientWithPresentation(page, {
    fullName: 'Maria Rivera',
    email: clientEmail,
    phone: '416-555-0142',
  });
  const link = await setSharing(page, presentationId, true);
  expect(link).toBeTruthy();

  // The client, on a 375 px phone.
  const phone = await browser.newContext({
    viewport: { width: 375, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  const client = await phone.newPage();
  await client.goto(link!);
  await expect(
    client
      .frameLocator('iframe[title="Insurance recommendations for Maria Rivera"]')
      .locator('section')
      .first(),
  ).toBeVisible({ timeout: 15_000 });
  // The bar at the foot of the screen leads to the answers.
  const bar = client.locator('#respond-bar');
  await expect(bar.getByRole('button', { name: 'Respond' })).toBeVisible();
  await bar.getByRole('button', { name: 'Respond' }).click();
  const respond = client.getByRole('region', { name: 'What would you like to do next?' });
  await expect(respond).toBeInViewport();
  await respond.getByRole('button', { name: 'Please call me' }).click();
  const callForm = respond.locator('form[data-kind="call"]');
  // Checked before it is sent, in the server's words.
  await callForm.getByRole('button', { name: 'Request a call' }).click();
  await expect(callForm.getByText('Please enter a phone number we can call')).toBeVisible();
  await callForm.getByLabel('Phone number').fill('+1 416 555 0142');
  await callForm.getByLabel(/Best times to call/).fill('Weekday mornings before 10');
  // A double tap sends one response.
  await callForm.getByRole('button', { name: 'Request a call' }).dblclick();
  await expect(respond.getByText(RESPONSE_CONFIRMATIONS.call)).toBeVisible();
  // The bar (out of the way while the answers are on screen) now says it was sent.
  await expect(bar).toHaveAttribute('data-sent', '');
  expect(
    await client.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    'no sideways scrolling at 375 px',
  ).toBe(true);
  await client.screenshot({ path: test.info().outputPath('client-375-call-sent.png') });
  await phone.close();

  // The advisor is told at once: an e-mail naming the client and the response, and the badge.
  const told = await latestMailTo(page.request, advisor.email);
  expect(told.subject).toBe('Maria Rivera asked you to call');
  expect(told.text).toContain('+1 416 555 0142');
  await page.goto('/presentations');
  const bell = page.getByTestId('responses-bell');
  await expect(bell).toHaveAccessibleName('Responses, 1 unread', { timeout: 15_000 });
  await bell.click();
  await page
    .getByTestId('recent-response')
    .filter({ hasText: 'Maria Rivera asked you to call' })
    .click();

  await expect(page).toHaveURL(new RegExp(`/presentation/${presentationId}`));
  const responses = page.getByRole('region', { name: 'Client responses' });
  const response = responses.getByTestId('client-response').first();
  await expect(response).toContainText('Please call me');
  await expect(response).toContainText('Weekday mornings before 10');
  await expect(response.getByRole('link', { name: '+1 416 555 0142' })).toHaveAttribute(
    'href',
    /^tel:/,
  );
  await expect(response).toContainText('Viewed version 1');
  await expect(responses.getByTestId('client-response')).toHaveCount(1);
  // Seen: the badge clears.
  await expect(bell).toHaveAccessibleName('Responses', { timeout: 15_000 });

  // A follow-up drafted from engagement, edited, and sent only on Send.
  await responses.getByRole('button', { name: 'Draft follow-up' }).click();
  const form = page.getByTestId('follow-up-form');
  // To: the client's address on file, not a field to type in.
  await expect(form.getByTestId('follow-up-to')).toContainText(clientEmail, { timeout: 60_000 });
  await expect(form.getByLabel('Subject')).toHaveValue(/Maria/);
  const message = form.getByLabel('Message');
  await expect(message).toHaveValue(/Hi Maria,/);
  await expect(message).toHaveValue(
    /ring you on \+1 416 555 0142, at the time you asked for \(Weekday mornings before 10\)/,
  );
  await expect(message).toHaveValue(new RegExp(`/shared-presentation/${presentationId}`));
  const edited = `${await message.inputValue()}\n\nP.S. Tuesday at 9 works for me.`;
  await message.fill(edited);
  // Another address goes too only once the box naming it is ticked.
  const partnerEmail = `partner.${Date.now()}@example.com`;
  const send = form.getByRole('button', { name: 'Send', exact: true });
  await form.getByRole('button', { name: 'Add another address' }).click();
  await form.getByLabel('Other address 1', { exact: true }).fill(partnerEmail);
  const confirm = form.getByRole('checkbox', {
    name: `I confirm this follow-up should also go to ${partnerEmail}.`,
  });
  await expect(confirm).not.toBeChecked();
  await expect(send).toBeDisabled();
  await confirm.check();
  await expect(send).toBeEnabled();
  await page.screenshot({ path: test.info().outputPath('advisor-1280-follow-up.png') });
  await send.click();
  await expect(page.getByText(`Follow-up sent to ${clientEmail}, ${partnerEmail}`)).toBeVisible();

  // The dev outbox holds it, as edited, once for each of them.
  for (const address of [clientEmail, partnerEmail]) {
    const sent = await latestMailTo(page.request, address);
    expect(sent.text).toContain('P.S. Tuesday at 9 works for me.');
    expect(sent.text).toContain(`/shared-presentation/${presentationId}`);
  }

  // The client's timeline shows each step, newest first.
  await page.goto('/clients');
  await page.getByRole('button', { name: 'Timeline for Maria Rivera' }).click();
  const timeline = page.getByTestId('client-timeline');
  const kinds = timeline.getByTestId('timeline-entry');
  await expect(kinds.first()).toBeVisible();
  await expect
    .poll(async () =>
      kinds.evaluateAll((items) => items.map((item) => item.getAttribute('data-kind'))),
    )
    .toEqual(['follow_up', 'response', 'view', 'shared', 'presentation']);
  await expect(timeline).toContainText('Follow-up sent');
  await expect(timeline).toContainText('Please call me');
  await page.screenshot({ path: test.info().outputPath('advisor-1280-timeline.png') });
  const download = page.waitForEvent('download');
  await timeline.getByRole('button', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toBe('maria-rivera-activity.csv');
  expect(clientId).toBeTruthy();
});
