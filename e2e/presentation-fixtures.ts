// Factories for the presentation journeys: a generated and saved presentation through the API,
// so each journey starts where it means to test.
import { expect, type Page } from '@playwright/test';

import { newAdvisor, subscribedAdvisor, type Advisor } from './fixtures';

function api(page: Page) {
  const origin = new URL(page.url()).origin;
  return {
    async post<T>(path: string, data: unknown): Promise<T> {
      const response = await page.request.post(`/trpc/${path}`, { data, headers: { origin } });
      expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
      return ((await response.json()) as { result: { data: T } }).result.data;
    },
    async get<T>(path: string, input: unknown): Promise<T> {
      const response = await page.request.get(
        `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`,
      );
      expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
      return ((await response.json()) as { result: { data: T } }).result.data;
    },
  };
}

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
  const client = api(page);
  const { id } = await client.post<{ id: string }>('generation.start', {
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
    .poll(async () => (await client.get<{ status: string }>('generation.get', { id })).status, {
      timeout: 45_000,
      intervals: [250, 500, 1000],
    })
    .toBe('succeeded');
  return id;
}

export async function save(page: Page, generationId: string): Promise<string> {
  return (await api(page).post<{ id: string }>('presentations.save', { generationId })).id;
}

export async function setSharing(page: Page, id: string, enabled: boolean): Promise<string | null> {
  return (
    await api(page).post<{ sharedUrl: string | null }>('presentations.setSharing', { id, enabled })
  ).sharedUrl;
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
  const { id: clientId } = await api(page).post<{ id: string }>('clients.upsert', client);
  const presentationId = await save(
    page,
    await generate(page, client.fullName, undefined, clientId),
  );
  return { clientId, presentationId };
}
