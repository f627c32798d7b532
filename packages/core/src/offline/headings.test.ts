import { describe, expect, it } from 'vitest';

import { PRESENTATION_STYLES } from '../generation/options';
import { buildOfflineDocument } from './document';
import { HEADINGS } from './headings';
import { offlineInput, section } from './test-input';

const titles = (style: string) =>
  buildOfflineDocument(offlineInput({ presentationStyle: style })).sections.map((s) => s.title);

describe('section titles', () => {
  it('follow the style', () => {
    expect(titles('professional')).toContain('Your Current Situation');
    expect(titles('technical')).toContain('Needs Analysis (DIME Method)');
    expect(titles('simplified')).toContain('About you');
    expect(titles('conversational')).toContain('Where you are today');
    expect(new Set(PRESENTATION_STYLES.map((style) => titles(style).join('|'))).size).toBe(
      PRESENTATION_STYLES.length,
    );
  });

  it('are the table’s heading for every section but the cover', () => {
    for (const style of PRESENTATION_STYLES) {
      const document = buildOfflineDocument(offlineInput({ presentationStyle: style }));
      for (const s of document.sections.slice(1))
        expect(s.title).toBe(HEADINGS[style][s.id as keyof (typeof HEADINGS)[typeof style]]);
    }
  });
});

describe('the cover headline', () => {
  const headline = (client: Record<string, unknown>) =>
    section(buildOfflineDocument(offlineInput(client)), 'cover').title;

  it('puts the client’s goal in their terms', () => {
    expect(headline({})).toBe("Protecting the Rivera family's future");
    expect(headline({ clientName: 'Maria' })).toBe("Protecting your family's future");
    expect(headline({ goals: { planEstate: true } })).toBe("Planning Maria's legacy");
    // Nobody depends on a single client: no family is promised protection.
    expect(headline({ maritalStatus: 'Single', dependents: '0' })).toBe(
      'Protecting the people who matter to Maria',
    );
    expect(headline({ goals: { buildSavings: true } })).toBe("Building Maria's financial security");
    expect(headline({ goals: {}, insuranceType: 'Term Life Insurance' })).toBe(
      'A term life insurance plan for Maria',
    );
    expect(headline({ goals: {}, insuranceType: 'Other' })).toBe('An other plan for Maria');
  });

  it('uses the client’s own words when they gave them, without figures they typed', () => {
    expect(
      headline({
        goals: { protectFamily: true, other: true, otherText: '  Keep the farm in the family ' },
      }),
    ).toBe('Keep the farm in the family');
    expect(headline({ goals: { other: true, otherText: 'Leave $500,000 to the kids' } })).toBe(
      'Leave to the kids',
    );
    expect(headline({ goals: { protectFamily: true, other: true, otherText: '$100' } })).toBe(
      "Protecting the Rivera family's future",
    );
    expect(
      headline({ goals: { other: true, otherText: 'word '.repeat(100) } }).length,
    ).toBeLessThanOrEqual(140);
  });
});
