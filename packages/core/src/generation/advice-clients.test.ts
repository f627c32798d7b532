// Six contrasting clients, figure by figure and sentence by sentence: the need, the plan a licensed
// advisor would make (what kind, how long, how much), its price at the client's own class, and
// what the client must be told. Each expectation follows from that client's facts.
import { describe, expect, it } from 'vitest';

import { ADVICE_CLIENTS, type TAdviceClient } from '../advice-clients';
import { ZClientFormData } from './client-form';
import { analyseNeeds, needsInputFromClient, type TNeedsAnalysis } from './needs-analysis';
import { monthlyPremium, type TRateProfile } from './needs-rates';

const analysisOf = (key: TAdviceClient): TNeedsAnalysis =>
  analyseNeeds(needsInputFromClient(ZClientFormData.parse(ADVICE_CLIENTS[key])));

/** Each policy priced as the rate table prices it for this client. */
function expectPriced(a: TNeedsAnalysis, profile: TRateProfile): void {
  let total = 0;
  for (const p of a.recommendation.policies) {
    const plan = p.kind === 'term' ? ({ kind: 'term', length: p.length } as const) : p;
    const monthly = monthlyPremium(plan, profile, p.cover);
    expect(p.monthly).toBe(monthly);
    total += monthly ?? 0;
  }
  expect(a.recommendation.monthly).toBe(total);
}

const kinds = (a: TNeedsAnalysis) => a.recommendation.caveats.map((c) => c.kind);
const shapeOf = (a: TNeedsAnalysis) =>
  a.recommendation.policies.map((p) =>
    p.kind === 'term' ? `term ${p.length} ${p.cover}` : `permanent ${p.cover}`,
  );

describe('a young single renter with student debt (29)', () => {
  const a = analysisOf('youngRenter');
  it('replaces no income and covers the loan and final costs, less his savings', () => {
    expect(a.assumptionValues.supportYears).toBe(0);
    expect(a.totalNeed).toBe(28_000 + 15_000);
    expect(a.gap).toBe(43_000 - 6_000);
    expect(shapeOf(a)).toEqual(['term 10 50000']);
    expectPriced(a, { age: 29, sex: 'male', smoker: false, rateClass: 'standard' });
  });
  it('says plainly why the cover is small', () => {
    expect(a.recommendation.summary).toBe(
      'A 10-year term of $50,000 so what you owe never falls to anyone else.',
    );
    expect(a.recommendation.reasons).toEqual([
      'Nobody relies on your income, so no income is replaced: the cover pays only what you owe and your final costs.',
      'A 10-year term, the shortest usually issued that lasts until your debts are repaid.',
    ]);
    expect(kinds(a)).toEqual([]);
  });
});

describe('married, 38, two children and a mortgage', () => {
  const a = analysisOf('youngFamily');
  it('supports the family until the youngest is 18 and keeps cover until the mortgage is paid', () => {
    expect(a.assumptionValues).toMatchObject({ supportYears: 15, mortgageYearsLeft: 22 });
    // 95,000 × 15 + 15,000 + 420,000 + 2 × 100,000 + 15,000
    expect(a.totalNeed).toBe(2_075_000);
    expect(a.gap).toBe(2_075_000 - 190_000 - 30_000);
    expect(a.recommendation.horizonYears).toBe(22);
    expect(shapeOf(a)).toEqual(['term 25 125000', 'term 15 1750000']);
    expectPriced(a, { age: 38, sex: 'male', smoker: false, rateClass: 'standard' });
  });
  it('explains the ladder, and that group cover ends with the job', () => {
    expect(a.recommendation.reasons[0]).toBe(
      'Two terms instead of one: the need falls to $118,636 after 15 years, so $1,750,000 lasts 15 years and $125,000 lasts 25 years, until the mortgage is paid off.',
    );
    const single = a.recommendation.alternatives[0];
    expect(single?.label).toBe('One 25-year term of $1,875,000');
    expect(single?.monthly).toBeGreaterThan(a.recommendation.monthly ?? 0);
    expect(kinds(a)).toEqual(['group-not-portable']);
  });
});

describe('a 55-year-old business owner', () => {
  const a = analysisOf('businessOwner');
  it('covers the business and the mortgage to retirement, and final costs for life', () => {
    expect(a.businessNeeds).toEqual({ keyPerson: 500_000, buySell: 750_000, total: 1_250_000 });
    expect(a.recommendation.termNeed).toBe(2_300_000);
    expect(a.permanentNeeds).toMatchObject({ finalTaxes: 0, finalExpenses: 15_000, total: 15_000 });
    expect(shapeOf(a)).toEqual(['term 10 1850000', 'permanent 25000']);
    expectPriced(a, { age: 55, sex: 'male', smoker: false, rateClass: 'standard' });
  });
  it('tells him the estate taxes wait for the second death', () => {
    // RRSP 600,000 fully taxed + gains 400,000 × 50% inclusion, at 50%: 300,000 + 100,000.
    expect(a.permanentNeeds.deferredTaxes).toBe(400_000);
    expect(kinds(a)).toEqual(['taxes-deferred']);
    expect(a.recommendation.caveats[0]?.text).toContain('joint last-to-die');
  });
});

describe('a 67-year-old widow with an estate goal', () => {
  const a = analysisOf('widowEstate');
  it('sizes a permanent need from her estate, never $0', () => {
    // RRIF 450,000 × 50% + gains 180,000 × 50% × 50% = 270,000; + 20,000 + 50,000 + 15,000.
    expect(a.permanentNeeds).toMatchObject({
      finalTaxes: 270_000,
      estateCosts: 20_000,
      legacy: 50_000,
      finalExpenses: 15_000,
      total: 355_000,
    });
    // Her savings are the estate she passes on; her paid-up policy counts.
    expect(a.gap).toBe(305_000);
    expect(shapeOf(a)).toEqual(['permanent 325000']);
    expectPriced(a, { age: 67, sex: 'female', smoker: false, rateClass: 'standard' });
  });
  it('gives the reasons and the budget shortfall in plain words', () => {
    expect(a.recommendation.reasons).toEqual([
      'Nobody relies on your income, so no income is replaced.',
      'Permanent cover of $325,000 for needs that do not end: final taxes of $270,000, estate costs of $20,000, a legacy of $50,000 and final expenses of $15,000.',
    ]);
    expect(kinds(a)).toEqual(['budget-short']);
    expect(a.recommendation.caveats[0]?.text).toMatch(/above your \$600 budget/);
  });
});

describe('a 45-year-old smoker in poor health', () => {
  const a = analysisOf('smokerPoorHealth');
  it('is priced at a table rating with the smoker factor', () => {
    expect(a.underwriting).toMatchObject({ rateClass: 'table-4', source: 'health', priced: true });
    expectPriced(a, { age: 45, sex: 'male', smoker: true, rateClass: 'table-4' });
    expect(kinds(a)).toEqual(['rated-class', 'budget-short']);
  });
  it('keeps cover until the mortgage is paid, the larger part while his child is young', () => {
    expect(a.recommendation.horizonYears).toBe(18);
    expect(shapeOf(a)).toEqual(['term 20 150000', 'term 10 650000']);
  });
});

describe('a $450,000 earner with large group cover and no budget given', () => {
  const a = analysisOf('highEarner');
  it('never speaks of a budget', () => {
    expect(a.inputs.monthlyBudget).toBeNull();
    expect(a.budgetFit).toBeNull();
    expect(JSON.stringify(a.recommendation)).not.toMatch(/budget/i);
  });
  it('sizes the need on her income and warns that group cover is not portable', () => {
    expect(a.totalNeed).toBe(450_000 * 10 + 1_200_000 + 2 * 100_000 + 15_000);
    expect(a.gap).toBe(a.totalNeed - 900_000 - 300_000);
    expect(shapeOf(a)).toEqual(['term 20 425000', 'term 10 4300000']);
    expect(kinds(a)).toEqual(['group-not-portable']);
    expect(a.recommendation.summary).toBe(
      'Two term policies totalling $4,725,000, stepping down as the need falls, until your existing cover and savings meet what is left of the need.',
    );
  });
});

describe('the six side by side', () => {
  it('no plan is $0, and no two clients get the same plan', () => {
    const all = (Object.keys(ADVICE_CLIENTS) as TAdviceClient[]).map(analysisOf);
    for (const a of all) {
      expect(a.recommendedCoverage).toBeGreaterThan(0);
      for (const p of a.recommendation.policies) expect(p.cover).toBeGreaterThan(0);
    }
    expect(new Set(all.map((a) => JSON.stringify(shapeOf(a)))).size).toBe(6);
  });
});
