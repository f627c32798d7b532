// The three contrasting clients as the built-in writer's input, and the sentences a reader sees
// on a rendered page (for the tests; not part of the package's API).
import { ZAdvisorInfo, ZClientFormData, ZSalesStrategy } from '../generation/client-form';
import { createClientFormDefaults, createSalesStrategyDefaults } from '../generation/form-defaults';
import { analyseNeeds, needsInputFromClient } from '../generation/needs-analysis';
import { CONTRASTING_CLIENTS } from '../test-client';
import type { TOfflineInput } from './context';
import { NOW } from './test-input';

export type TContrastingClient = keyof typeof CONTRASTING_CLIENTS;
export const CONTRASTING_KEYS = Object.keys(CONTRASTING_CLIENTS) as TContrastingClient[];

/**
 * One of the three clients as the wizard sends it once the budget is set (each fixture's budget is
 * the client's own), with the default settings; each argument overrides its part.
 */
export function contrastingInput(
  key: TContrastingClient,
  client: Record<string, unknown> = {},
  strategy: Record<string, unknown> = {},
): TOfflineInput {
  return wizardInput({ ...CONTRASTING_CLIENTS[key], budgetGiven: true, ...client }, strategy);
}

/** Any client as the wizard sends it (the analysis from its own record), with the default settings: no budget unless one is set. */
export function wizardInput(
  client: Record<string, unknown>,
  strategy: Record<string, unknown> = {},
): TOfflineInput {
  const parsed = ZClientFormData.parse({
    ...createClientFormDefaults(),
    clientName: 'Sam Ortiz',
    age: '40',
    gender: 'Female',
    annualIncome: '60000',
    maritalStatus: 'Single',
    budget: '100',
    ...client,
  });
  return {
    client: parsed,
    advisor: ZAdvisorInfo.parse({
      name: 'James Chen',
      company: 'Northstar Financial',
      phone: '(416) 555-0142',
      email: 'james@example.com',
    }),
    strategy: ZSalesStrategy.parse({ ...createSalesStrategyDefaults(), ...strategy }),
    analysis: analyseNeeds(needsInputFromClient(parsed)),
    now: NOW,
  };
}

const ENTITIES: Readonly<Record<string, string>> = {
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  minus: '−',
  middot: '·',
  mdash: '—',
  times: '×',
  amp: '&',
};
const BLOCKS =
  /<\/?(?:p|li|td|th|h[1-6]|div|figcaption|dt|dd|tr|section|footer|header|main|ul|ol|table|figure|article|br)\b[^>]*>/gi;

/** The visible text of a page, one line per block (scripts, styles and the head left out). */
export function pageLines(page: string): string[] {
  const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(page)?.[1] ?? page;
  return body
    .replace(/<script[\s\S]*?<\/script>/gi, '\n')
    .replace(/<style[\s\S]*?<\/style>/gi, '\n')
    .replace(BLOCKS, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&([a-z]+|#\d+);/gi, (m, name: string) => ENTITIES[name] ?? m)
    .split(/\n|·/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/** The sentences of a page: text ending in . ! or ?, split at sentence ends. */
export function pageSentences(page: string): string[] {
  return pageLines(page)
    .flatMap((line) => line.split(/(?<=[.!?])\s+(?=[A-Z“"$])/))
    .map((s) => s.trim())
    .filter((s) => /[.!?]$/.test(s) && s.split(' ').length >= 2);
}
