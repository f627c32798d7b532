import { describe, expect, it } from 'vitest';

import { ADVICE_CLIENTS, type TAdviceClient } from '../advice-clients';
import { BLOCK_IDS, CHART_IDS, FIGURE_IDS } from '../document/placeholders';
import { presentationCase } from './presentation-case';
import { allowedPlaceholders, buildPrompt, type TPromptInput } from './prompt-builder';
import { promptInput, richestPromptInput } from './prompt-fixtures';
import { SECTION_WORDS } from './section-guidance';
import { placeholderText } from './section-placeholders';

const tableOf = (input: TPromptInput) =>
  allowedPlaceholders({ ...input, case: presentationCase(input.analysis, input.client) });
const forClient = (key: TAdviceClient, fields: Record<string, unknown> = {}) =>
  promptInput({ ...ADVICE_CLIENTS[key], ...fields });
const all = (t: ReturnType<typeof tableOf>) =>
  Object.values(t).flatMap((p) => [...p.figures, ...p.charts, ...p.blocks]);

describe('the placeholders each section may use', () => {
  it('names only ids the renderer knows, each chart and block in one section', () => {
    const t = tableOf(richestPromptInput());
    const known: readonly string[] = [...FIGURE_IDS, ...CHART_IDS, ...BLOCK_IDS];
    for (const id of all(t)) expect(known).toContain(id);
    const placed = Object.values(t).flatMap((p) => [...p.charts, ...p.blocks]);
    expect(new Set(placed).size).toBe(placed.length);
    expect(t.cover.blocks).toEqual(['key-figures']);
    expect(t['what-you-need']).toMatchObject({
      charts: ['need-breakdown'],
      blocks: ['needs-table'],
    });
    expect(t.advisor).toEqual({ figures: [], charts: [], blocks: [] });
  });

  it('is the list each section line of the prompt names', () => {
    const input = richestPromptInput();
    const { user } = buildPrompt(input);
    for (const [id, p] of Object.entries(tableOf(input)))
      if (user.includes(`id="${id}" - `))
        expect(user).toMatch(new RegExp(`id="${id}" - .* Ids: ${placeholderText(p)}\\.$`, 'm'));
  });

  it('has no budget ids without a budget, and a budget chart only with one', () => {
    const none = all(tableOf(forClient('highEarner')));
    for (const id of ['monthly-budget', 'term-budget-share', 'premium-vs-budget'])
      expect(none).not.toContain(id);
    const given = tableOf(forClient('youngFamily'));
    expect(given['costs-and-benefits'].charts).toContain('premium-vs-budget');
    expect(given['costs-and-benefits'].figures).toContain('monthly-budget');
  });

  it('has no premium, budget or cost-of-waiting ids for a client already covered', () => {
    const covered = forClient('youngFamily', {
      needs: { ...ADVICE_CLIENTS.youngFamily.needs, existingCoverIndividual: '5000000' },
    });
    const ids = all(tableOf(covered));
    for (const id of ['recommended-monthly', 'term-daily', 'monthly-budget', 'waiting-years'])
      expect(ids).not.toContain(id);
    expect(ids).not.toContain('coverage-over-time');
    expect(tableOf(covered)['costs-and-benefits'].figures).toEqual(
      expect.arrayContaining(['total-need', 'existing-cover']),
    );
  });

  it('has the cost-of-waiting figures only with the ROI calculator', () => {
    const on = forClient('youngFamily');
    expect(tableOf(on)['next-steps'].figures).toEqual(
      expect.arrayContaining(['waiting-years', 'term-monthly-later']),
    );
    const off = { ...on, strategy: { ...on.strategy, includeROICalculator: false } };
    expect(tableOf(off)['next-steps'].figures).toEqual([]);
  });

  it('has the need parts that count, and no method total (the technical table shows both)', () => {
    const renter = tableOf(forClient('youngRenter'))['what-you-need'].figures;
    expect(renter).toContain('debts');
    expect(renter).not.toContain('mortgage');
    expect(renter).not.toContain('income-replacement');
    expect(renter).not.toContain('hlv-total');
    const technical = tableOf(forClient('youngFamily', { presentationStyle: 'technical' }));
    expect(technical['what-you-need'].figures).toEqual(
      expect.arrayContaining(['mortgage', 'education', 'discount-rate']),
    );
    expect(technical['what-you-need'].figures).not.toContain('hlv-total');
  });

  it('sets a word target for every section of every detail level', () => {
    for (const [level, words] of Object.entries(SECTION_WORDS)) {
      const input = promptInput({ detailLevel: level });
      const lines = buildPrompt(input).user.match(/^\d+\. id="[a-z-]+" - ~\d+ words/gm) ?? [];
      expect(lines.length).toBe(Object.keys(words).length);
    }
  });
});
