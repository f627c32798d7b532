import { describe, expect, it } from 'vitest';

import {
  analyseNeeds,
  createClientFormDefaults,
  formatCurrency,
  needsInputFromClient,
  ZClientFormData,
  type TClientFormDraft,
} from '@pitchcraft/core';

import { needsPreview, planLines } from './needs-preview-model';

const family = (): TClientFormDraft => ({
  ...createClientFormDefaults(),
  clientName: 'Sam Okafor',
  age: '42',
  gender: 'Male',
  annualIncome: '140,000',
  maritalStatus: 'Married',
  dependents: '3',
  needs: {
    ...createClientFormDefaults().needs,
    mortgage: '$380,000',
    otherDebts: '22,000',
    existingCoverGroup: '280000',
    childrenAges: '4, 7, 11',
  },
});

describe('needsPreview', () => {
  it('names the fields still to fill before the analysis can be shown', () => {
    const preview = needsPreview(createClientFormDefaults(), 'CA');
    expect(preview.ready).toBe(false);
    if (!preview.ready)
      expect(preview.missing).toEqual(
        expect.arrayContaining(['Age', 'Annual Income', 'Marital Status']),
      );
  });

  it('names a needs fact that does not parse', () => {
    const draft = family();
    const preview = needsPreview(
      { ...draft, needs: { ...draft.needs, childrenAges: '4, seven' } },
      'CA',
    );
    expect(preview).toEqual({ ready: false, missing: ["Children's ages"] });
  });

  it('is the analysis of the submitted record, whatever the fields the analysis does not read', () => {
    const draft = { ...family(), clientName: '', email: 'not an e-mail' };
    const preview = needsPreview(draft, 'CA');
    const expected = analyseNeeds(needsInputFromClient(ZClientFormData.parse({ ...family() })));
    expect(preview.ready).toBe(true);
    if (preview.ready) {
      expect(preview.analysis.totalNeed).toBe(expected.totalNeed);
      expect(preview.analysis.gap).toBe(expected.gap);
      expect(preview.analysis.recommendedCoverage).toBe(expected.recommendedCoverage);
      expect(preview.analysis.assumptions).toEqual(expected.assumptions);
    }
  });

  it("shows the analysis's own defaults even where the advisor has set a figure", () => {
    const plain = needsPreview(family(), 'CA');
    const draft = family();
    const overridden = needsPreview(
      {
        ...draft,
        assumptions: {
          ...draft.assumptions,
          supportYears: '12',
          incomeReplacementPercent: '90',
          discountRatePercent: '1',
          incomeGrowthPercent: '2',
          retirementAge: '60',
          groupCoverCountedPercent: '0',
          marginalTaxRatePercent: '40',
        },
        needs: {
          ...draft.needs,
          educationPerChild: '150000',
          finalExpenses: '40000',
          mortgageYearsLeft: '9',
        },
      },
      'CA',
    );
    expect(plain.ready && overridden.ready).toBe(true);
    if (plain.ready && overridden.ready) {
      expect(overridden.defaults).toEqual(plain.defaults);
      expect(overridden.analysis.assumptionValues).toMatchObject({
        supportYears: 12,
        retirementAge: 60,
        mortgageYearsLeft: 9,
        groupCoverCountedPercent: 0,
      });
      expect(plain.defaults).toMatchObject({
        retirementAge: 65,
        mortgageYearsLeft: 25,
        groupCoverCountedPercent: 100,
        incomeGrowthPercent: 0,
      });
    }
  });

  it('analyses with the tax rules and currency of where the advisor practises', () => {
    const canada = needsPreview(family(), 'CA');
    const states = needsPreview(family(), 'US');
    expect(canada.ready && canada.analysis.currency).toBe('CAD');
    expect(states.ready && states.analysis.currency).toBe('USD');
  });
});

describe('planLines', () => {
  const ready = (draft: TClientFormDraft) => {
    const preview = needsPreview(draft, 'CA');
    if (!preview.ready) throw new Error(`not ready: ${preview.missing.join(', ')}`);
    return preview.analysis;
  };

  it('shows no budget line while the budget is not set, and the budget once it is', () => {
    const notSet = needsPreview({ ...family(), budget: '100', budgetGiven: false }, 'CA');
    expect(notSet.ready && notSet.analysis.inputs.monthlyBudget).toBeNull();
    expect(notSet.ready && notSet.plan.budget).toBeNull();
    const set = needsPreview({ ...family(), budget: '250', budgetGiven: true }, 'CA');
    expect(set.ready && set.plan).toEqual(set.ready && planLines(set.analysis));
    expect(set.ready && set.plan.budget).toBe('$250/month');
  });

  it('lists each policy of the recommendation with its kind, length, cover and price', () => {
    const analysis = ready(family());
    const lines = planLines(analysis);
    expect(lines.summary).toBe(analysis.recommendation.summary);
    expect(lines.policies).toHaveLength(analysis.recommendation.policies.length);
    expect(lines.policies.length).toBeGreaterThan(0);
    analysis.recommendation.policies.forEach((policy, index) => {
      expect(lines.policies[index]).toEqual({
        label: policy.kind === 'term' ? `${policy.length}-year term` : 'Permanent (whole life)',
        cover: formatCurrency(policy.cover),
        monthly: `${formatCurrency(policy.monthly ?? NaN)}/month`,
      });
    });
    expect(lines.caveats).toEqual(analysis.recommendation.caveats.map((c) => c.text));
  });

  it('says specialist underwriting where no price can be shown', () => {
    const draft = family();
    const analysis = ready({
      ...draft,
      assumptions: { ...draft.assumptions, rateClass: 'specialist' },
    });
    const lines = planLines(analysis);
    expect(lines.policies.length).toBeGreaterThan(0);
    expect(lines.policies.every((p) => p.monthly === 'Specialist underwriting')).toBe(true);
    expect(lines.totalMonthly).toBe(lines.policies.length > 1 ? 'Specialist underwriting' : null);
  });
});
