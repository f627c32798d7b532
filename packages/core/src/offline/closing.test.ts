import { describe, expect, it } from 'vitest';

import { CLOSING_STRATEGIES } from '../generation/options';
import { buildOfflineDocument } from './document';
import { offlineInput, plainText, section, SINGLE_TERM } from './test-input';

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

  it('offers the plan and its one real alternative as the two options of a choice close, or nothing to choose when the need is met', () => {
    const option = (html: string) =>
      [...html.matchAll(/<div class="pc-card pc-option">.*?<p>(.*?)<\/p><\/div>/g)].map(
        (m) => m[1],
      );
    // Maria's plan is a ladder: two term policies, against whole life for the same cover.
    expect(offlineInput().analysis.recommendation.shape).toBe('ladder');
    expect(option(steps({ closingStrategy: 'choice' }))).toEqual([
      'Two term policies: <span data-figure="recommended-coverage"></span> in all, stepping down as the need falls, at the premium set out above',
      'Permanent: <span data-figure="recommended-coverage"></span> for life, estimated <span data-figure="permanent-monthly"></span>',
    ]);
    // One term policy: its length and premium.
    expect(
      offlineInput(SINGLE_TERM.client, {}, {}, SINGLE_TERM.extras).analysis.recommendation.shape,
    ).toBe('term');
    expect(
      option(steps({ closingStrategy: 'choice' }, SINGLE_TERM.client, SINGLE_TERM.extras))[0],
    ).toBe(
      'Term: <span data-figure="recommended-coverage"></span> for <span data-figure="term-years"></span>, at the premium set out above',
    );
    const covered = steps({ closingStrategy: 'choice' }, {}, { existingCoverage: 50_000_000 });
    expect(covered).not.toContain('data-figure');
    expect(covered).not.toContain('pc-option');
    expect(plainText(covered)).toContain(
      'Your current cover and savings meet the need we measured, so there is nothing to apply for today.',
    );
  });

  it('sums up the need, the plan and the cost without restating their figures', () => {
    const html = steps({ closingStrategy: 'summary' });
    expect(plainText(html)).toContain('The cost: the premium set out above, within your');
    expect(html).not.toMatch(/data-figure="(?:total-need|gap|recommended-monthly)"/);
    expect(
      plainText(
        steps(
          { closingStrategy: 'summary' },
          { companyId: 'industrial-alliance', productId: 'healthguard-elite' },
        ),
      ),
    ).toContain('The cost: confirmed with you once the insurer has reviewed the application.');
    // Specialist underwriting: no estimate to quote.
    expect(
      plainText(
        steps({ closingStrategy: 'summary' }, { assumptions: { rateClass: 'specialist' } }),
      ),
    ).toContain('The cost: confirmed with you');
  });

  it('lets the closing strategy decide the steps, and the approach the order of the parts', () => {
    const stepsOf = (html: string) => /<ol class="pc-steps">[\s\S]*<\/ol>/.exec(html)?.[0];
    expect(
      new Set(CLOSING_STRATEGIES.map((closingStrategy) => stepsOf(steps({ closingStrategy }))))
        .size,
    ).toBe(CLOSING_STRATEGIES.length);
    expect(plainText(steps({ closingStrategy: 'trial' }))).toContain('If not yet:');
    expect(plainText(steps({ closingStrategy: 'urgency' }))).toContain('This week:');
    const on = { includeROICalculator: true, closingStrategy: 'assumptive' };
    // A challenger opens with the cost of waiting; a consultative page with the close.
    expect(steps({ ...on, salesApproach: 'challenger' })).toMatch(
      /^<div class="pc-callout"><h3>The cost of waiting/,
    );
    expect(steps({ ...on, salesApproach: 'consultative' })).toMatch(
      /^<p class="pc-lead">The next step/,
    );
  });

  it('shows urgency, social proof and the cost of waiting only when enabled', () => {
    const enabled = {
      includeSocialProof: true,
      includeROICalculator: true,
      highlightUrgency: true,
    };
    const on = steps(enabled, SINGLE_TERM.client, SINGLE_TERM.extras);
    const off = steps({
      includeSocialProof: false,
      includeROICalculator: false,
      highlightUrgency: false,
    });
    expect(on).toContain('pc-proof');
    expect(on).toContain('<p class="pc-urgent"><span data-icon="clock"></span>');
    expect(on).toContain(
      'Starting <span data-figure="waiting-years"></span> from now would raise the estimated term premium from <span data-figure="term-monthly"></span> to <span data-figure="term-monthly-later"></span>: <span data-figure="term-extra-over-term"></span> more over a term of <span data-figure="term-years"></span>',
    );
    expect(off).not.toMatch(/pc-proof|pc-urgent|The cost of waiting/);
    expect(
      steps({ includeROICalculator: true }, {}, { existingCoverage: 50_000_000 }),
    ).not.toContain('The cost of waiting');
  });

  it('quotes the cost of waiting in figures only where they compare like with like', () => {
    // The later figures price one term for the whole cover: a ladder's two policies are not that.
    const ladder = steps({ includeROICalculator: true });
    expect(ladder).toContain('The cost of waiting');
    expect(ladder).not.toMatch(/term-monthly-later|term-extra-over-term|permanent-monthly-later/);
    expect(plainText(ladder)).toContain('the same cover bought later costs more');
  });

  it('asks a client whose cover meets the need to buy nothing', () => {
    const covered = steps(
      { highlightUrgency: true, includeSocialProof: true, closingStrategy: 'assumptive' },
      {},
      { existingCoverage: 50_000_000 },
    );
    expect(plainText(covered)).not.toMatch(/application|Apply|Underwriting|premium/);
    expect(covered).not.toMatch(/pc-urgent|pc-proof/);
    expect(plainText(covered)).toContain('Check in with your advisor when your situation changes');
  });

  it('ends with the steps from review to policy', () => {
    expect(steps()).toMatch(/<ol class="pc-steps">[\s\S]*Underwriting and issue:[\s\S]*<\/ol>$/);
  });
});
