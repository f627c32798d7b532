import { describe, expect, it } from 'vitest';

import { FOCUS_AREAS, TONES } from '../generation/options';
import { buildOfflineDocument } from './document';
import { leadOf, offlineInput, plainText, section, SINGLE_TERM } from './test-input';

const costs = (client: Record<string, unknown> = {}, extras?: Parameters<typeof offlineInput>[3]) =>
  section(buildOfflineDocument(offlineInput(client, {}, {}, extras)), 'costs-and-benefits').html;

describe('what it costs and what it gives', () => {
  it('sets the two charts side by side with what they mean, in the shape of the plan', () => {
    const html = costs();
    expect(html).toMatch(
      /<div class="pc-grid pc-grid-2">\n<div><h3>Premium and budget<\/h3><figure data-chart="premium-vs-budget"><\/figure>[\s\S]*<div><h3>Coverage over time<\/h3><figure data-chart="coverage-over-time"><\/figure>/,
    );
    // Maria's plan is a ladder: its two terms are not the single term the analysis's budget share
    // was priced for, so the page states the verdict without a share.
    expect(offlineInput().analysis.recommendation.shape).toBe('ladder');
    expect(html).toContain(
      '<p>That is within your <span data-figure="monthly-budget"></span> budget.</p>',
    );
    expect(html).not.toContain('term-budget-share');
    // The premium is stated once, in the lead; the alternatives' prices are the recommendation's.
    expect(html.match(/data-figure="recommended-monthly"/g)).toHaveLength(1);
    expect(html).not.toMatch(/data-figure="(?:term|permanent)-monthly"/);
    expect(html).toContain(
      'The plan’s term cover steps down as the need falls: one policy ends first, the other lasts <span data-figure="term-years"></span>.',
    );
    expect(html).not.toMatch(/a <span data-figure="term-years"><\/span> term|Term coverage lasts/);
    const single = costs(SINGLE_TERM.client, SINGLE_TERM.extras);
    expect(single).toContain(
      'The plan’s term cover lasts <span data-figure="term-years"></span>, long enough to reach past the years your children depend on you.',
    );
  });

  it('draws no budget chart and says no budget word without a budget', () => {
    const html = costs({ budgetGiven: false });
    expect(html).not.toContain('premium-vs-budget');
    expect(html).not.toContain('monthly-budget');
    expect(plainText(html)).not.toMatch(/budget/i);
    expect(html).toContain('<div><h3>Premium</h3>');
    expect(html).toContain('<figure data-chart="coverage-over-time"></figure>');
  });

  it('changes the lead with the tone, quoting the recommended plan’s premium', () => {
    expect(new Set(TONES.map((tonePriority) => leadOf(costs({ tonePriority })))).size).toBe(
      TONES.length,
    );
    // The analysis recommends term for this client: its recommended premium is quoted.
    expect(offlineInput().analysis.suitability.recommendedKind).toBe('term');
    expect(leadOf(costs({ tonePriority: 'persuasive' }))).toContain(
      '<span data-figure="recommended-monthly"></span>',
    );
    expect(
      leadOf(
        costs({
          tonePriority: 'persuasive',
          companyId: 'equitable',
          productId: 'equilife-whole-life',
        }),
      ),
    ).toContain('<span data-figure="permanent-monthly"></span>');
  });

  it('estimates no premium and draws no chart when existing cover meets the need', () => {
    const html = costs({ presentationStyle: 'technical' }, { existingCoverage: 50_000_000 });
    expect(leadOf(html)).toBe(
      'Your current cover and savings meet the need we measured, so there is no new premium to pay. We will review it with you when your situation changes.',
    );
    expect(html).not.toMatch(/data-chart|data-figure|premium-table/);
  });

  it('prices a plan of term and permanent cover as one plan with two parts', () => {
    const estate = {
      age: '50',
      dependents: '2',
      goals: { protectFamily: true, planEstate: true },
      needs: { childrenAges: '10, 14' },
    };
    expect(offlineInput(estate).analysis.recommendation.shape).toBe('term-and-permanent');
    const html = costs(estate);
    // What the premium means, not what the plan is: the parts are in the plan table above.
    expect(leadOf(html)).toBe(
      'The plan is estimated at <span data-figure="recommended-monthly"></span>. It buys the certainty that your family could keep the home and the plans you have made if you died during the term, and a set amount paid whenever the time comes.',
    );
    expect(html).toMatch(
      /<p>That is (?:within|above) your <span data-figure="monthly-budget"><\/span> budget/,
    );
    expect(html).not.toMatch(/Term: |budget-share/);
  });

  it('leaves the price to underwriting for a specialist case, and says a rated price is an estimate', () => {
    const specialist = costs({ assumptions: { rateClass: 'specialist' } });
    expect(leadOf(specialist)).toBe(
      'The premium depends on underwriting: your advisor will ask insurers that cover higher risks for a quote.',
    );
    expect(specialist).not.toMatch(
      /data-figure="(?:term|permanent|recommended)-monthly"|premium-vs-budget/,
    );
    const rated = plainText(costs({ healthStatus: 'Poor' }));
    expect(rated).toContain(
      'The estimate allows for a rated premium; the insurer’s underwriting sets the final price.',
    );
    expect(rated).not.toMatch(/poor/i);
    expect(plainText(costs({ healthStatus: 'Poor', mentionHealth: true }))).toContain(
      'The estimate allows for a rated premium for poor health',
    );
  });

  it('shows the premium calculation for a technical style or a cost focus only', () => {
    expect(costs({ presentationStyle: 'technical' })).toContain(
      '<div data-block="premium-table"></div>',
    );
    expect(costs({ focusAreas: ['Cost Breakdown'] })).toContain(
      '<div data-block="premium-table"></div>',
    );
    expect(costs()).not.toContain('premium-table');
  });

  it('adds a note for each focus area that asks for one, and none without', () => {
    const notes: Record<string, string> = {
      'Coverage Details': 'pays the full benefit',
      'Future Benefits': 'lasting benefit',
      'Tax Advantages': 'cash value',
      'Investment Component': 'cash value',
      'Retirement Planning': 'retirement savings',
      'Family Protection': 'keep the home',
    };
    for (const [area, text] of Object.entries(notes))
      expect(plainText(costs({ focusAreas: [area] })), area).toContain(text);
    expect(costs({ focusAreas: [] })).not.toContain('pc-callout');
    expect(plainText(costs({ focusAreas: [] }))).not.toContain('taxed');
    expect(plainText(costs({ focusAreas: ['Family Protection'] }, { mortgage: 0 }))).not.toContain(
      'keep the home',
    );
    expect(
      new Set(
        FOCUS_AREAS.map((area) =>
          JSON.stringify(buildOfflineDocument(offlineInput({ focusAreas: [area] })).sections),
        ),
      ).size,
    ).toBe(FOCUS_AREAS.length);
  });
});
