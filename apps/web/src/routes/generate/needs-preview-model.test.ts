import { describe, expect, it } from 'vitest';

import {
  analyseNeeds,
  createClientFormDefaults,
  needsInputFromClient,
  ZClientFormData,
  type TClientFormDraft,
} from '@pitchcraft/core';

import { needsPreview } from './needs-preview-model';

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
    const preview = needsPreview(createClientFormDefaults());
    expect(preview.ready).toBe(false);
    if (!preview.ready)
      expect(preview.missing).toEqual(
        expect.arrayContaining(['Age', 'Annual Income', 'Marital Status']),
      );
  });

  it('names a needs fact that does not parse', () => {
    const draft = family();
    const preview = needsPreview({ ...draft, needs: { ...draft.needs, childrenAges: '4, seven' } });
    expect(preview).toEqual({ ready: false, missing: ["Children's ages"] });
  });

  it('is the analysis of the submitted record, whatever the fields the analysis does not read', () => {
    const draft = { ...family(), clientName: '', email: 'not an e-mail' };
    const preview = needsPreview(draft);
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
    const plain = needsPreview(family());
    const draft = family();
    const overridden = needsPreview({
      ...draft,
      assumptions: {
        ...draft.assumptions,
        supportYears: '12',
        incomeReplacementPercent: '90',
        discountRatePercent: '1',
      },
      needs: { ...draft.needs, educationPerChild: '150000', finalExpenses: '40000' },
    });
    expect(plain.ready && overridden.ready).toBe(true);
    if (plain.ready && overridden.ready) {
      expect(overridden.defaults).toEqual(plain.defaults);
      expect(overridden.analysis.assumptionValues.supportYears).toBe(12);
    }
  });
});
