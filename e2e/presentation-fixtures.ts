// Factories for the presentation journeys: a generated and saved presentation through the API,
// so each journey starts where it means to test.
import type { Page } from '@playwright/test';

import { apiOf, expect, newAdvisor, subscribedAdvisor, type Advisor } from './fixtures';

/** A signed-in advisor on a trial, with the page on the app's origin. */
export async function signedInAdvisor(page: Page, prefix: string): Promise<Advisor> {
  await page.goto('/');
  return subscribedAdvisor(page, newAdvisor(prefix));
}

/**
 * Generates a presentation for `clientName` and waits for it. With `apiKey` the run goes to the
 * AI vendor (the e2e server's stand-in); without, the built-in generator writes it.
 */
export async function generate(
  page: Page,
  clientName: string,
  apiKey?: string,
  clientId?: string,
): Promise<string> {
  const { trpc } = apiOf(page);
  const { id } = await trpc.generation.start.mutate({
    client: {
      clientName,
      age: 38,
      gender: 'Female',
      annualIncome: 92000,
      maritalStatus: 'Married',
      budget: 250,
      dependents: 2,
      insuranceType: 'Term Life Insurance',
    },
    strategy: {},
    ...(apiKey ? { apiKey, mode: 'auto' } : { mode: 'offline' }),
    ...(clientId ? { clientId } : {}),
  });
  await expect
    .poll(async () => (await trpc.generation.get.query({ id })).status, {
      timeout: 45_000,
      intervals: [250, 500, 1000],
    })
    .toBe('succeeded');
  return id;
}

export async function save(page: Page, generationId: string): Promise<string> {
  return (await apiOf(page).trpc.presentations.save.mutate({ generationId })).id;
}

export async function setSharing(page: Page, id: string, enabled: boolean): Promise<string | null> {
  return (await apiOf(page).trpc.presentations.setSharing.mutate({ id, enabled })).sharedUrl;
}

export async function savedPresentation(
  page: Page,
  clientName: string,
  apiKey?: string,
): Promise<string> {
  return save(page, await generate(page, clientName, apiKey));
}

/** A client on the advisor's list, and a presentation generated (offline) and saved for them. */
export async function clientWithPresentation(
  page: Page,
  client: { fullName: string; email: string; phone?: string },
): Promise<{ clientId: string; presentationId: string }> {
  const { id: clientId } = await apiOf(page).trpc.clients.upsert.mutate(client);
  const presentationId = await save(
    page,
    await generate(page, client.fullName, undefined, clientId),
  );
  return { clientId, presentationId };
}
