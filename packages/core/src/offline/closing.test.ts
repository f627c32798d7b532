import { describe, expect, it } from 'vitest';

import { CLOSING_STRATEGIES } from '../generation/options';
import { buildOfflineDocument } from './document';
import { offlineInput, plainText, section } from './test-input';

const steps = (
  strategy: Record<string, unknown> = {},
  client: Record<string, unknown> = {},
  extras?: Parameters<typeof offlineInput>[3],
) => section(buildOfflineDocument(offlineInput(client, strategy, {}, extras)), 'next-steps').html;

describe('why act now and next steps', () => {
  it.each([
    ['assumptive', 'The next step is to start your application for term life insurance.'],
    ['choice', 'Which option suits you better?'],
    ['urgency', 'Your premium is set by your age and health on the day you apply'],
    ['summary', 'To sum up:'],
    ['trial', 'Does term life insurance feel like the right fit for your family?'],
  ])('uses the %s close', (closingStrategy, text) => {
    const html = steps({ closingStrategy });
    expect(plainText(html)).toContain(text);
    expect(html).not.toContain('data-closing');
  });

  it('writes a different close for every strategy', () => {
    expect(
      new Set(CLOSING_STRATEGIES.map((closingStrategy) => steps({ closingStrategy }))).size,
    ).toBe(CLOSING_STRATEGIES.length);
  });

  it('offers term and permanent as the two options of a choice close, or the plans when no premium is estimated', () => {
    const html = steps({ closingStrategy: 'choice' });
    expect(html.match(/<div class="pc-card pc-option">/g)).toHaveLength(2);
    expect(html).toContain(
      'Term: <span data-figure="recommended-coverage"></span> for <span data-figure="term-years"></span>, estimated <span data-figure="term-monthly"></span>',
    );
    const covered = steps({ closingStrategy: 'choice' }, {}, { existingCoverage: 50_000_000 });
    expect(covered).not.toContain('data-figure');
  });

  it('sums up with the recommended plan’s figures', () => {
    const html = steps({ closingStrategy: 'summary' });
    expect(html).toContain('Estimated cost: <span data-figure="term-monthly"></span>.');
    expect(
      steps(
        { closingStrategy: 'summary' },
        { companyId: 'industrial-alliance', productId: 'healthguard-elite' },
      ),
    ).not.toContain('Estimated cost');
  });

  it('shows urgency, social proof and the cost of waiting only when enabled', () => {
    const on = steps({
      includeSocialProof: true,
      includeROICalculator: true,
      highlightUrgency: true,
    });
    const off = steps({
      includeSocialProof: false,
      includeROICalculator: false,
      highlightUrgency: false,
    });
    expect(on).toContain('pc-proof');
    expect(on).toContain('<p class="pc-urgent"><span data-icon="clock"></span>');
    expect(on).toContain('The cost of waiting');
    expect(on).toContain('<span data-figure="term-extra-over-term"></span>');
    expect(off).not.toMatch(/pc-proof|pc-urgent|The cost of waiting/);
    expect(
      steps({ includeROICalculator: true }, {}, { existingCoverage: 50_000_000 }),
    ).not.toContain('The cost of waiting');
  });

  it('ends with the steps from review to policy', () => {
    expect(steps()).toMatch(/<ol class="pc-steps">[\s\S]*Underwriting:[\s\S]*<\/ol>$/);
  });
});
