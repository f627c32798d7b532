import { describe, expect, it } from 'vitest';

import { FOCUS_AREAS, TONES } from '../generation/options';
import { buildOfflineDocument } from './document';
import { leadOf, offlineInput, plainText, section } from './test-input';

const costs = (client: Record<string, unknown> = {}, extras?: Parameters<typeof offlineInput>[3]) =>
  section(buildOfflineDocument(offlineInput(client, {}, {}, extras)), 'costs-and-benefits').html;

describe('what it costs and what it gives', () => {
  it('sets the two charts side by side with what they mean', () => {
    const html = costs();
    expect(html).toMatch(
      /<div class="pc-grid pc-grid-2">\n<div><h3>Premium and budget<\/h3><figure data-chart="premium-vs-budget"><\/figure>[\s\S]*<div><h3>Coverage over time<\/h3><figure data-chart="coverage-over-time"><\/figure>/,
    );
    expect(html).toContain(
      '<p>Term: Estimated <span data-figure="term-monthly"></span>, within your <span data-figure="monthly-budget"></span> budget.</p>',
    );
    expect(html).toContain('<span data-figure="permanent-budget-share"></span>');
    expect(html).toContain('Term coverage lasts <span data-figure="term-years"></span>');
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

  it('estimates no premium when existing cover meets the need', () => {
    const html = costs({}, { existingCoverage: 50_000_000 });
    expect(leadOf(html)).toContain('no new premium is estimated');
    expect(html).not.toContain('data-figure="term-monthly"');
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
