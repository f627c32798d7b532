import { describe, expect, it } from 'vitest';

import { ADVICE_CLIENTS } from '../advice-clients';
import { FIGURE_IDS } from '../document/placeholders';
import { CONTRASTING_CLIENTS, TEST_CLIENT } from '../test-client';
import { ZClientFormData } from './client-form';
import { analysisFactLines, FACTS_WIN_RULE } from './facts-analysis';
import { analyseNeeds, needsInputFromClient } from './needs-analysis';
import { LEAD_METHOD_LABELS } from './needs-facts';
import { presentationCase } from './presentation-case';
import { AMOUNT_MARKER } from './prompt-amounts';

function setup(fields: Record<string, unknown> = {}) {
  const client = ZClientFormData.parse({
    ...TEST_CLIENT,
    ...CONTRASTING_CLIENTS.familyWithMortgage,
    ...fields,
  });
  const analysis = analyseNeeds(needsInputFromClient(client));
  const c = presentationCase(analysis, client);
  return { client, analysis, c, text: analysisFactLines(analysis, client, c).join('\n') };
}

const line = (text: string, start: string) =>
  text.split('\n').find((l) => l.startsWith(start)) ?? '';

describe('analysisFactLines', () => {
  it('starts with the rule that these facts win and that figures are placed, never typed', () => {
    const { text } = setup();
    expect(text.startsWith(FACTS_WIN_RULE)).toBe(true);
    expect(FACTS_WIN_RULE).toMatch(/win over any note\. \{id\}: a figure to place/);
    expect(FACTS_WIN_RULE).toMatch(/default \(never present it as the client's\)/);
  });

  it('names each part of the need by its figure only, with its source, the largest in words', () => {
    const { text } = setup();
    expect(line(text, '- Total need {total-need}: ')).toBe(
      '- Total need {total-need}: income {income-replacement} for {income-replacement-years} (default, until the youngest child is independent), the largest part; mortgage {mortgage} (client); debts {debts} (client); education {education} (default per child); final expenses {final-expenses} (default).',
    );
    expect(line(text, '- Existing cover')).toBe(
      '- Existing cover (client) {existing-cover}: group {existing-cover-group} (through work, usually ends with the job; counted at full value, default). Savings none counted.',
    );
    expect(text).toContain('- Gap {gap}.');
    expect(text).toContain(
      '- Family (client): dependents {dependents}; children {children}, youngest {youngest-child-age}.',
    );
    expect(text).toContain('- Budget (client) {monthly-budget}');
  });

  it('writes no amount and no percentage for any client, only figure ids the renderer knows', () => {
    const clients = [
      ...Object.values(ADVICE_CLIENTS),
      ...Object.values(CONTRASTING_CLIENTS),
    ] as Record<string, unknown>[];
    for (const fields of clients) {
      const { text } = setup({ ...fields, presentationStyle: 'technical' });
      expect(text).not.toMatch(/\$\s?\d|\d\s?%|\d{1,3},\d{3}/);
      for (const [, id] of text.matchAll(/\{([a-z-]+)\}/g))
        expect(id === 'id' || (FIGURE_IDS as readonly string[]).includes(id ?? '')).toBe(true);
    }
  });

  it('says where each assumption comes from, never presenting a default as the client’s', () => {
    const { analysis, text } = setup({
      assumptions: { supportYears: '12', discountRatePercent: '2.5', leadMethod: 'hlv' },
      presentationStyle: 'technical',
    });
    const years = analysis.assumptionValues.mortgageYearsLeft;
    expect(text).toContain('income {income-replacement} for {income-replacement-years} (advisor)');
    expect(line(text, '- Assumptions: ')).toBe(
      `- Assumptions: share of income replaced {income-replacement-percent} (default); discount rate {discount-rate} (advisor); education per child {education-per-child} (default); retirement at 65 (default); mortgage paid over ${years} years (default).`,
    );
  });

  it('leaves out the parts that are zero, and says nobody relies on a single client’s income', () => {
    const { text } = setup(CONTRASTING_CLIENTS.singleRenter);
    expect(line(text, '- Total need')).toBe(
      '- Total need {total-need}: debts {debts} (client), the largest part; final expenses {final-expenses} (default).',
    );
    expect(text).toContain('- Family (client): no dependents. Nobody relies on their income.');
    expect(text).not.toMatch(/\{education|education per child/);
  });

  it('shows the other method as a cross-check in the technical style only', () => {
    expect(setup({ presentationStyle: 'technical' }).text).toContain(
      `- Lead method (advisor): ${LEAD_METHOD_LABELS.dime}. Cross-check: ${LEAD_METHOD_LABELS.hlv}, in the needs table's second column.`,
    );
    expect(setup().text).toContain(
      `- Lead method (advisor): ${LEAD_METHOD_LABELS.dime}. Never present the other method.`,
    );
  });

  it('states the plan by its figures, with its disclosures’ amounts as figures or markers', () => {
    const { analysis: a, text } = setup();
    const plan = line(text, '- Plan (shown by the recommendation block): ');
    expect(plan).toMatch(
      /cover \{recommended-coverage\}, monthly \{recommended-monthly\} \(incl\. the policy fee \{policy-fee\}\)\.$/,
    );
    for (const p of a.recommendation.policies)
      expect(plan).toContain(p.kind === 'term' ? `${p.length}-year term` : 'permanent');
    expect(a.recommendation.caveats.map((c) => c.kind)).toContain('group-not-portable');
    expect(line(text, '- Must know (never contradict): ')).toMatch(
      /Group cover of \{existing-cover(?:-group)?\} usually ends/,
    );
  });

  it('says there is nothing new to buy instead of pricing a plan', () => {
    const { text } = setup({
      needs: {
        ...CONTRASTING_CLIENTS.familyWithMortgage.needs,
        existingCoverIndividual: '90000000',
      },
    });
    expect(text).toContain(
      '- Plan: no new cover. Existing cover and savings meet the need: say so plainly, with no premiums, no budget or cost-of-waiting figures.',
    );
    expect(text).not.toContain('{recommended-monthly}');
  });

  it('says no budget was given, with no budget figure', () => {
    const { text } = setup({ budgetGiven: false });
    expect(text).toContain('- Budget: none given. Never mention a budget.');
    expect(text).not.toContain('{monthly-budget}');
    expect(text).not.toContain(AMOUNT_MARKER.repeat(2));
  });

  it('puts what was removed from the notes right after the rule', () => {
    const { client, analysis, c } = setup();
    expect(analysisFactLines(analysis, client, c, ['Removed: x.']).slice(0, 2)).toEqual([
      FACTS_WIN_RULE,
      'Removed: x.',
    ]);
  });
});
