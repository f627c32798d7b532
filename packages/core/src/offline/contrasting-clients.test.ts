// The three contrasting clients (a single renter with a student loan, a parent of three with a
// mortgage and group cover, a widow planning her estate): each built-in presentation states that
// client's own figures and words, and the three share at most five sentences.
import { describe, expect, it } from 'vitest';

import { perMonth } from '../document/figures';
import { formatCurrency } from '../generation/needs-analysis';
import { simplifiedText } from '../generation/output-checks';
import { CONTRASTING_CLIENTS } from '../test-client';
import { buildOfflineDocument } from './document';
import { generateOfflinePresentation } from './page';
import {
  CONTRASTING_KEYS,
  contrastingInput,
  pageLines,
  pageSentences,
  type TContrastingClient,
} from './test-contrasting';
import { section } from './test-input';

const pages = Object.fromEntries(
  CONTRASTING_KEYS.map((key) => [key, generateOfflinePresentation(contrastingInput(key))]),
) as Record<TContrastingClient, string>;
const text = (key: TContrastingClient) => pageLines(pages[key]).join('\n');
const analysisOf = (key: TContrastingClient) => contrastingInput(key).analysis;
/** The lead of "What it costs": the one sentence of the writer's text that states the premium. */
const costsLead = (key: TContrastingClient) =>
  pageLines(pages[key]).find((line) => line.startsWith('The plan is estimated at')) ?? '';
const tableRows = (key: TContrastingClient) => {
  const html = section(buildOfflineDocument(contrastingInput(key)), 'recommendation').html;
  return (html.match(/<article /g) ?? []).length;
};

describe('the three contrasting clients', () => {
  it('share at most five sentences across their three presentations', () => {
    const [first, ...rest] = CONTRASTING_KEYS.map((key) => new Set(pageSentences(pages[key])));
    const shared = [...(first ?? [])].filter((s) => rest.every((set) => set.has(s)));
    expect(first?.size).toBeGreaterThan(40);
    expect(shared.length, shared.join('\n')).toBeLessThanOrEqual(5);
  });

  it('take their facts from the wizard’s record', () => {
    const renter = analysisOf('singleRenter').inputs;
    expect(renter).toMatchObject({
      age: 29,
      annualIncome: 45_000,
      dependents: 0,
      debts: 28_000,
      mortgage: 0,
      existingCoverage: 0,
    });
    const family = analysisOf('familyWithMortgage').inputs;
    expect(family).toMatchObject({
      age: 42,
      annualIncome: 140_000,
      dependents: 3,
      mortgage: 380_000,
      debts: 22_000,
      existingCoverGroup: 280_000,
    });
    expect(family.childrenAges).toEqual([4, 7, 11]);
    const widow = analysisOf('widowPlanningEstate').inputs;
    expect(widow).toMatchObject({
      age: 63,
      dependents: 0,
      debts: 0,
      mortgage: 0,
      existingCoverIndividual: 50_000,
      existingCoverGroup: 0,
      planEstate: true,
    });
  });

  it('show the single renter’s loan, no mortgage, no cover and no family', () => {
    const page = text('singleRenter');
    expect(page).toContain(
      `you are paying off ${formatCurrency(28_000)} of loans, and you have no life cover yet.`,
    );
    expect(page).toContain('Nobody depends on your income today');
    expect(page).toContain('no mortgage or education to cover');
    expect(page).not.toMatch(/your family|your children|dependents grow up|mortgage is paid/i);
    expect(page).toContain('Do I need life insurance if nobody depends on my income?');
  });

  it('show the family’s mortgage, car loan, three children and group cover that ends with the job', () => {
    const page = text('familyWithMortgage');
    expect(page).toContain(
      `You and your partner are raising 3 children; you owe ${formatCurrency(380_000)} on your mortgage and ${formatCurrency(22_000)} in other debts`,
    );
    expect(page).toContain(
      `your life cover today, ${formatCurrency(280_000)}, comes through your work and usually ends if you leave the job`,
    );
    expect(page).toContain('Married, 3 children aged 4, 7 and 11');
    expect(page).toContain(
      'Cover through your work: counted today, but it usually ends when you leave the job.',
    );
    expect(page).toContain(
      'The remaining need falls as your loans are paid off, the mortgage is paid down and your children grow up.',
    );
    expect(page).toContain('until your youngest child, now 4, is independent');
    expect(page).toContain('for each of your 3 children’s post-secondary studies');
  });

  it('show the widow’s own policy, no debts and her estate goal, without the language of dependents', () => {
    const page = text('widowPlanningEstate');
    expect(page).toContain(
      `you already hold a policy of ${formatCurrency(50_000)} in your own name`,
    );
    expect(page).toContain('you have no debts to clear');
    expect(page).toContain('no debts, mortgage or education to cover');
    expect(page).toContain('Questions about what you will leave behind?');
    expect(page).not.toMatch(
      /while [a-z ]+ depends? on your income|dependents grow up|debts are paid|your family/i,
    );
  });

  it('tell the widow, whose paid-up policy meets the only need sized, that no new cover is needed', () => {
    const a = analysisOf('widowPlanningEstate');
    // Nobody relies on her income: the need is her final expenses, which her policy meets.
    expect(a.incomeReplacement).toMatchObject({ years: 0, basis: 'single' });
    expect(a.recommendation.shape).toBe('none');
    const page = text('widowPlanningEstate');
    expect(page).toContain('Your current cover and savings meet the need we measured');
    expect(page).toContain(
      `Your existing cover of ${formatCurrency(50_000)} already meets the estimated need of ${formatCurrency(a.totalNeed)}.`,
    );
    // The only amount a month on her pages is the budget she gave.
    expect(page.match(/\$\d[\d,]*\/month/g)).toEqual([perMonth(250)]);
    expect(page).not.toMatch(/estimated premium|start your application|gap of|closes the/i);
    expect(page).not.toContain('Apply for');
    expect(page).toContain('Do I need to pay for new cover?');
  });

  it('recommend the kind of cover the analysis recommends, and quote its premium when asked about cost', () => {
    const expectedKinds: Record<TContrastingClient, 'term' | 'permanent' | null> = {
      singleRenter: 'term',
      familyWithMortgage: 'term',
      widowPlanningEstate: null,
    };
    for (const key of CONTRASTING_KEYS) {
      const input = contrastingInput(key);
      const a = input.analysis;
      expect(buildOfflineDocument(input).primaryPlanKind, key).toBe(expectedKinds[key]);
      if (expectedKinds[key] === null) continue;
      expect(a.suitability.recommendedKind, key).toBe(expectedKinds[key]);
      expect(costsLead(key), key).toContain(perMonth(a.premiums.recommendedMonthly));
    }
    expect(pageLines(pages.widowPlanningEstate)).toContain(
      'No: your current cover and savings meet the need we measured, so there is no new premium to pay. Tell us what matters most to you, and we will keep your cover in step with it.',
    );
  });

  it('show two or three plans when new cover is recommended, and none when it is not', () => {
    for (const key of ['singleRenter', 'familyWithMortgage'] as const) {
      expect(tableRows(key), key).toBeGreaterThanOrEqual(2);
      expect(tableRows(key), key).toBeLessThanOrEqual(3);
    }
    expect(tableRows('widowPlanningEstate')).toBe(0);
  });

  it('state every figure through the renderer and never a coverage or budget of $0', () => {
    for (const key of CONTRASTING_KEYS) {
      const page = text(key);
      expect(page, key).not.toMatch(
        /\$0 of (?:coverage|cover|protection)|buys about \$0|\bNaN\b|undefined/,
      );
      expect(page, key).toContain(formatCurrency(analysisOf(key).totalNeed));
    }
  });

  it('read in the Simplified View without a literal entity', () => {
    for (const key of CONTRASTING_KEYS) {
      const text = simplifiedText(pages[key]);
      expect(text.length).toBeGreaterThan(1000);
      expect(text, key).not.toMatch(/&(?:[a-z]+|#\d+|#x[0-9a-f]+);/i);
    }
  });

  it('are the clients the fixtures describe', () => {
    expect(CONTRASTING_CLIENTS.familyWithMortgage.needs.childrenAges).toBe('4, 7, 11');
    expect(CONTRASTING_CLIENTS.widowPlanningEstate.goals.planEstate).toBe(true);
  });
});
