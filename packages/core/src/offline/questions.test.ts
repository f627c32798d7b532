import { describe, expect, it } from 'vitest';

import { SALES_APPROACHES } from '../generation/options';
import { offlineContext } from './context';
import { buildOfflineDocument } from './document';
import { approachEnding } from './questions';
import { offlineInput, plainText, section, SINGLE_TERM } from './test-input';

const none = {
  costConcerns: false,
  trustIssues: false,
  needUncertainty: false,
  timing: false,
  other: false,
  otherText: '',
};
const questions = (
  objectionHandling: Record<string, unknown>,
  strategy: Record<string, unknown> = {},
  client: Record<string, unknown> = {},
  extras?: Parameters<typeof offlineInput>[3],
) =>
  section(
    buildOfflineDocument(
      offlineInput(
        client,
        { objectionHandling: { ...none, ...objectionHandling }, ...strategy },
        {},
        extras,
      ),
    ),
    'questions',
  ).html;
const asked = (html: string) =>
  [...html.matchAll(/<h3><span data-icon="question"><\/span> (.+?)<\/h3>/g)].map((m) => m[1]);
const budgetQuestion =
  'Can I afford this on my budget of <span data-figure="monthly-budget"></span>?';

describe('your questions, answered', () => {
  it('writes one block per selected objection, in order', () => {
    const html = questions({
      costConcerns: true,
      trustIssues: true,
      timing: true,
      other: true,
      otherText: 'My spouse must agree',
    });
    expect(asked(html)).toEqual([
      budgetQuestion,
      'How do I know it will pay out?',
      'Why not wait?',
      'My spouse must agree',
    ]);
    expect(html).toMatch(/^<div class="pc-faq">/);
    expect(asked(questions({ needUncertainty: true }))).toEqual([
      'Do I really need this much cover?',
    ]);
    expect(asked(questions({}))).toEqual(['Is this the right plan for me?']);
  });

  it('quotes the recommended plan’s premium when asked about cost', () => {
    expect(questions({ costConcerns: true })).toContain('<span data-figure="term-daily"></span>');
    const permanent = questions(
      { costConcerns: true },
      {},
      { companyId: 'equitable', productId: 'equilife-whole-life' },
    );
    expect(permanent).toContain('<span data-figure="permanent-monthly"></span>');
    expect(permanent).not.toContain('term-daily');
    const health = questions(
      { costConcerns: true },
      {},
      { companyId: 'industrial-alliance', productId: 'healthguard-elite' },
    );
    expect(plainText(health)).toContain('Your advisor will confirm the cost of HealthGuard Elite');
  });

  it('answers timing with the cost-of-waiting figures of the recommended plan, where they compare like with like', () => {
    expect(questions({ timing: true }, {}, SINGLE_TERM.client, SINGLE_TERM.extras)).toContain(
      'would raise the estimated term premium from <span data-figure="term-monthly"></span> to <span data-figure="term-monthly-later"></span>',
    );
    expect(
      questions({ timing: true }, {}, { companyId: 'equitable', productId: 'equilife-whole-life' }),
    ).toContain('<span data-figure="permanent-monthly-later"></span>');
    // A ladder's two terms are not the single term the later figure prices: no figures.
    const ladder = questions({ timing: true });
    expect(ladder).not.toContain('-later');
    expect(plainText(ladder)).toContain('Premiums are set by your age and health when you apply');
  });

  it('asks a client whose cover meets the need to pay for nothing', () => {
    const covered = questions(
      { costConcerns: true, needUncertainty: true, timing: true },
      {},
      {},
      { existingCoverage: 50_000_000 },
    );
    expect(asked(covered)).toEqual([
      'Do I need to pay for new cover?',
      'Do I need more cover?',
      'Why not wait?',
    ]);
    expect(covered).not.toContain('data-figure');
    expect(plainText(covered)).toContain(
      'No: your current cover and savings meet the need we measured, so there is no new premium to pay.',
    );
  });

  it('asks about cost without budget words when no budget was given, and leaves a specialist price to the advisor', () => {
    const html = questions({ costConcerns: true }, {}, { budgetGiven: false });
    expect(asked(html)).toEqual(['Can I afford this?']);
    expect(plainText(html)).not.toMatch(/budget/i);
    expect(html).toContain('<span data-figure="term-daily"></span>');
    const specialist = plainText(
      questions({ costConcerns: true }, {}, { assumptions: { rateClass: 'specialist' } }),
    );
    expect(specialist).toContain(
      'The price depends on underwriting: your advisor will ask insurers that cover higher risks for a quote.',
    );
  });

  it('asks the advisor’s own question without the figures it typed', () => {
    expect(
      asked(
        questions({ other: true, otherText: 'What if I lose my job? We only have $300 left.' }),
      ),
    ).toEqual(['What if I lose my job?']);
    expect(asked(questions({ other: true, otherText: 'Is 5% too much?' }))).toEqual([
      'Anything else on your mind?',
    ]);
    expect(asked(questions({ other: false, otherText: 'Ignored' }))).toEqual([
      'Is this the right plan for me?',
    ]);
  });

  it.each(SALES_APPROACHES)('ends every answer in the %s approach', (salesApproach) => {
    const html = questions({ costConcerns: true, trustIssues: true }, { salesApproach });
    const ending = approachEnding(salesApproach, offlineContext(offlineInput()));
    expect(html.split(ending).length - 1).toBe(2);
  });

  it('asks whether cover is needed in the client’s own situation', () => {
    const single = { maritalStatus: 'Single', dependents: '0' };
    expect(asked(questions({ needUncertainty: true }, {}, single))).toEqual([
      'Do I need life insurance if nobody depends on my income?',
    ]);
    expect(
      asked(questions({ needUncertainty: true }, {}, { ...single, goals: { planEstate: true } })),
    ).toEqual(['Why insure when nobody depends on my income?']);
    expect(plainText(questions({ needUncertainty: true }, {}, single))).toContain(
      'would fall to someone',
    );
    expect(asked(questions({ needUncertainty: true }, {}, { ...single, age: '80' }))).toEqual([
      'Do I still need cover in retirement?',
    ]);
  });
});
