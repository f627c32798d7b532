// The prompt tests' shared input (Maria Rivera with an advisor and the default strategy) and
// helpers that find the client-data block and count occurrences.
import { expect } from 'vitest';

import { TEST_CLIENT } from '../test-client';
import { ZAdvisorInfo, ZClientFormData, ZSalesStrategy } from './client-form';
import { analyseNeeds, needsInputFromClient } from './needs-analysis';
import type { TPromptInput } from './prompt-input';
import { CLIENT_DATA_CLOSE, CLIENT_DATA_OPEN } from './system-prompt';

export function promptInput(
  client: Record<string, unknown> = {},
  extra: Partial<TPromptInput> = {},
): TPromptInput {
  const parsed = ZClientFormData.parse({
    ...TEST_CLIENT,
    ...client,
  });
  return {
    client: parsed,
    advisor: ZAdvisorInfo.parse({
      name: 'James Chen',
      company: 'Northstar Financial',
      phone: '416-555-0142',
      email: 'james@example.com',
    }),
    strategy: ZSalesStrategy.parse({}),
    analysis: analyseNeeds(needsInputFromClient(parsed)),
    ...extra,
  };
}

export function blockBounds(user: string): [number, number] {
  const start = user.indexOf(CLIENT_DATA_OPEN);
  const end = user.indexOf(CLIENT_DATA_CLOSE);
  expect(start).toBeGreaterThan(-1);
  expect(end).toBeGreaterThan(start);
  return [start, end];
}

export function occurrences(text: string, needle: string): number[] {
  const found: number[] = [];
  for (let i = text.indexOf(needle); i !== -1; i = text.indexOf(needle, i + 1)) found.push(i);
  return found;
}
