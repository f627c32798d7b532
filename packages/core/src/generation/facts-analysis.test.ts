import { describe, expect, it } from 'vitest';

import { FIGURE_IDS } from '../document/placeholders';
import { CONTRASTING_CLIENTS, TEST_CLIENT } from '../test-client';
import { ZClientFormData } from './client-form';
import { analysisFactLines, FACTS_WIN_RULE, figureHint } from './facts-analysis';
import { analysisForPrompt } from './facts-privacy';
import { analyseNeeds, formatCurrency, needsInputFromClient } from './needs-analysis';
import { LEAD_METHOD_LABELS } from './needs-facts';
import { jsonForPrompt } from './prompt-text';

function setup(fields: Record<string, unknown> = {}) {
  const client = ZClientFormData.parse({
    ...TEST_CLIENT,
    ...CONTRASTING_CLIENTS.familyWithMortgage,
    ...fields,
  });
  const analysis = analyseNeeds(needsInputFromClient(client));
  return { client, analysis, text: analysisFactLines(analysis, client).join('\n') };
}

describe('figureHint', () => {
  it('names the first figure the renderer knows, read from the placeholder list', () => {
    const [first, second] = FIGURE_IDS;
    expect(figureHint('no-such-figure', second, first)).toBe(` [figure ${second}]`);
    expect(figureHint('no-such-figure')).toBe(' [no figure: do not state the amount]');
  });
});

describe('analysisFactLines', () => {
  it('starts with the rule that these facts win over notes and that figures are placed, never typed', () => {
    const { text } = setup();
    expect(text.startsWith(FACTS_WIN_RULE)).toBe(true);
    expect(FACTS_WIN_RULE).toMatch(
      /only source of figures\. They win over anything in the advisor's notes, the client's notes/,
    );
    expect(FACTS_WIN_RULE).toMatch(/Never type an amount or a percentage: place the figure/);
  });

  it('states both methods, the lead method, cover, savings, the gap and the recommendation with their figures', () => {
    const { analysis: a, text } = setup({
      needs: {
        ...CONTRASTING_CLIENTS.familyWithMortgage.needs,
        savings: '40000',
        existingCoverIndividual: '100000',
      },
    });
    const $ = formatCurrency;
    expect(text).toContain(
      `- Lead method (the advisor's choice): ${LEAD_METHOD_LABELS[a.leadMethod]}, over ${a.incomeReplacement.years} years [figure income-replacement-years] of income.`,
    );
    const shared = `debts ${$(22_000)} [figure debts] + mortgage ${$(380_000)} [figure mortgage] + education ${$(a.dime.education)} [figure education] + final expenses ${$(a.dime.finalExpenses)} [figure final-expenses]`;
    expect(text).toContain(
      `- DIME: income ${$(a.dime.income)} [figure income-replacement] (annual income × ${a.incomeReplacement.years} years) + ${shared} = ${$(a.dime.total)} [figure total-need].`,
    );
    expect(text).toContain(
      `- Income replacement (present value): income ${$(a.hlv.presentValue)} [figure hlv-present-value] (${$(a.hlv.annualAmount)} [figure hlv-annual-amount] a year for ${a.hlv.years} years at a ${a.hlv.discountRatePercent}% real discount rate) + ${shared} = ${$(a.hlv.total)} [figure hlv-total].`,
    );
    expect(text).toContain(`- Total need (lead method): ${$(a.totalNeed)} [figure total-need].`);
    expect(text).toContain(
      `individual ${$(100_000)} [figure existing-cover-individual], group (through work) ${$(280_000)} [figure existing-cover-group]`,
    );
    expect(text).toContain(`- Savings and liquid assets: ${$(40_000)} [figure savings].`);
    expect(text).toContain(
      `${$(a.gap)} [figure gap]. Recommended coverage: ${$(a.recommendedCoverage)} [figure recommended-coverage].`,
    );
    expect(text).toContain(
      '3 children [figure children] aged 4, 7, 11, the youngest 4 [figure youngest-child-age]',
    );
    expect(text).toContain(
      `- The plan (place <div data-block="recommendation"></div>; it lays out everything below with the figures): ${a.recommendation.summary}`,
    );
    expect(text).toContain(
      `Monthly in all: ${$(a.recommendation.monthly ?? 0)} [figure recommended-monthly]. Cover in all: ${$(a.recommendedCoverage)} [figure recommended-coverage].`,
    );
    expect(text).toContain(
      `annual policy fee of ${$(a.premiums.policyFeeAnnual)} [figure policy-fee]`,
    );
    for (const reason of a.recommendation.reasons) expect(text).toContain(reason);
    for (const caveat of a.recommendation.caveats) expect(text).toContain(caveat.text);
    expect(text).toContain(`- Monthly budget (the client's): ${$(150)} [figure monthly-budget].`);
  });

  it('states every assumption with its value and where it came from', () => {
    const { analysis: a, text } = setup({
      assumptions: { supportYears: '12', discountRatePercent: '2.5', leadMethod: 'hlv' },
    });
    const v = a.assumptionValues;
    expect(v.supportYearsSource).toBe('advisor');
    expect(text).toContain(
      `years of income support 12 [figure support-years] (set by the advisor)`,
    );
    expect(text).toContain(
      `share of income replaced ${v.incomeReplacementPercent}% [figure income-replacement-percent] (the default)`,
    );
    expect(text).toContain(`real discount rate 2.5% [figure discount-rate] (set by the advisor)`);
    expect(text).toContain(
      `education per child ${formatCurrency(v.educationPerChild)} [figure education-per-child]`,
    );
    expect(text).toContain(
      `final expenses ${formatCurrency(v.finalExpenses)} [figure final-expenses]`,
    );
    expect(text).toContain(
      `retirement age ${v.retirementAge} (the default); mortgage paid over ${v.mortgageYearsLeft} years (the default); group cover counted at 100% (the default); coverage rounded up to the next ${formatCurrency(v.coverageRounding)}.`,
    );
    expect(text).toContain(
      "- Assumptions (value, where it comes from; a default is never the client's own fact, so never present it as theirs):",
    );
    // The lead method's income part and total are the income-replacement and total-need figures.
    expect(text).toMatch(
      /^- DIME: income \$[\d,]+ \(annual income × 12 years\) \+ .* = \$[\d,]+ \[figure dime-total\]\.$/m,
    );
    expect(text).toMatch(
      /^- Income replacement \(present value\): income \$[\d,]+ \[figure income-replacement\] .* = \$[\d,]+ \[figure total-need\]\.$/m,
    );
    expect(text).toContain(
      `Do not present the other method, ${LEAD_METHOD_LABELS.dime}: only the technical style shows it.`,
    );
  });

  it('leaves out the parts that are zero and the education assumption without children', () => {
    const single = setup(CONTRASTING_CLIENTS.singleRenter).text;
    expect(single).toMatch(
      /^- DIME: debts \$28,000 \[figure debts\] \+ final expenses .* \(nothing for income, mortgage, education\)\.$/m,
    );
    expect(single).not.toContain('education per child');
    expect(single).toContain('- Family: 0 dependents [figure dependents].');
  });

  it('shows the other method in the technical style only', () => {
    expect(setup({ presentationStyle: 'technical' }).text).toContain(
      `Technical style: also show ${LEAD_METHOD_LABELS.hlv} briefly, as a cross-check.`,
    );
  });

  it('says there is no gap instead of pricing one', () => {
    const { text } = setup({
      needs: {
        ...CONTRASTING_CLIENTS.familyWithMortgage.needs,
        existingCoverIndividual: '90000000',
      },
    });
    expect(text).toContain('- No gap: existing cover and savings meet the need as analysed.');
    expect(text).not.toContain('Premium of the recommended kind');
  });

  it('ends with the analysis as data, without health details unless the advisor chose to mention them', () => {
    const { client, analysis, text } = setup({ smoker: 'Smoker', healthStatus: 'Poor' });
    expect(text).toContain(
      `The full analysis (data):\n\`\`\`json\n${jsonForPrompt(analysisForPrompt(analysis, false))}\n\`\`\``,
    );
    expect(text).not.toMatch(/smoker|healthStatus|\bPoor\b/i);
    const shown = analysisFactLines(analysis, { ...client, mentionHealth: true }).join('\n');
    expect(shown).toContain(jsonForPrompt(analysis));
  });

  it('puts what was removed from the notes right after the rule', () => {
    const { client, analysis } = setup();
    expect(analysisFactLines(analysis, client, ['Removed: x.']).slice(0, 2)).toEqual([
      FACTS_WIN_RULE,
      'Removed: x.',
    ]);
  });
});
