import { describe, expect, it } from 'vitest';

import { SALES_APPROACHES } from '../generation/options';
import { buildOfflineDocument } from './document';
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
    // The consultative approach (the default) takes the client's own question first.
    expect(asked(html)).toEqual([
      'My spouse must agree',
      budgetQuestion,
      'Why not wait?',
      'How do I know it will pay out?',
    ]);
    expect(html).toMatch(/^<div class="pc-faq">/);
    expect(asked(questions({ needUncertainty: true }))).toEqual([
      'Do I really need this much cover?',
    ]);
    expect(asked(questions({}))).toEqual(['Is this the right plan for me?']);
  });

  it('answers cost against the budget without restating the premium set out above', () => {
    const html = questions({ costConcerns: true });
    expect(plainText(html)).toContain('Yes: the premium set out above is within your');
    expect(html).not.toMatch(/data-figure="(?:recommended|term|permanent)-monthly"/);
    const short = questions({ costConcerns: true }, {}, { budget: '20' });
    expect(plainText(short)).toContain('Not in full: the premium set out above is more than your');
    const health = questions(
      { costConcerns: true },
      {},
      { companyId: 'industrial-alliance', productId: 'healthguard-elite' },
    );
    expect(plainText(health)).toContain('Your advisor will confirm the cost of HealthGuard Elite');
  });

  it('answers timing with the cost-of-waiting figures of the recommended plan, where they compare like with like', () => {
    // With the cost of waiting in the next steps, the figures are stated there, not here too.
    const noCalculator = { includeROICalculator: false };
    expect(questions({ timing: true }, {}, SINGLE_TERM.client, SINGLE_TERM.extras)).not.toContain(
      '-later',
    );
    expect(
      questions({ timing: true }, noCalculator, SINGLE_TERM.client, SINGLE_TERM.extras),
    ).toContain(
      'would raise the estimated term premium from <span data-figure="term-monthly"></span> to <span data-figure="term-monthly-later"></span>',
    );
    expect(
      questions({ timing: true }, noCalculator, {
        companyId: 'equitable',
        productId: 'equilife-whole-life',
      }),
    ).toContain('<span data-figure="permanent-monthly-later"></span>');
    // A ladder's two terms are not the single term the later figure prices: no figures.
    const ladder = questions({ timing: true }, noCalculator);
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
      'Do I need more cover?',
      'Do I need to pay for new cover?',
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
    expect(plainText(html)).toContain('The premium set out above buys the full cover');
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

  it('argues each answer in the approach: its own order and its own content, not one sentence', () => {
    const all = { costConcerns: true, trustIssues: true, needUncertainty: true, timing: true };
    const byApproach = SALES_APPROACHES.map((salesApproach) => questions(all, { salesApproach }));
    // Every approach asks in its own order…
    expect(new Set(byApproach.map((html) => asked(html).join('|'))).size).toBe(
      SALES_APPROACHES.length,
    );
    // …and no sentence beyond the case's facts is shared between any two approaches' answers.
    const sentences = (html: string) =>
      new Set(
        [...html.matchAll(/<\/h3><p>(.*?)<\/p>/g)]
          .flatMap((m) => plainText(m[1] ?? '').split(/(?<=[.?!])\s+/))
          .filter((s) => s.length > 20),
      );
    const [consultative, , , , challenger] = byApproach.map(sentences);
    const sharedAngles = [...(challenger ?? [])].filter(
      (s) =>
        consultative?.has(s) &&
        !/premium set out above|gap above|policy documents|We will read them|Premiums are/.test(s),
    );
    expect(sharedAngles).toEqual([]);
    // A challenger leads with what the client may not know; consultative ends with a question.
    const challengerCards = [...(byApproach[4] ?? '').matchAll(/<\/h3><p>(.*?)<\/p>/g)];
    expect(challengerCards[0]?.[1]).toMatch(/^The need feels smaller than it is/);
    expect(plainText(byApproach[0] ?? '')).toContain(
      'Which part of the need feels too large to you?',
    );
  });

  it('never tells someone with dependents or a partner that nobody depends on them', () => {
    for (const client of [
      { maritalStatus: 'Married', dependents: '3', goals: { planEstate: true } },
      { maritalStatus: 'Married', dependents: '3', age: '70', goals: { planEstate: true } },
      { maritalStatus: 'Married', dependents: '0', goals: { planEstate: true } },
      { maritalStatus: 'Single', dependents: '2', age: '80' },
    ]) {
      const text = plainText(questions({ needUncertainty: true }, {}, client));
      expect(text, JSON.stringify(client)).not.toMatch(/nobody (?:depends|relying)/i);
    }
  });

  it('says no budget word to a client who gave none, in any approach', () => {
    const all = { costConcerns: true, trustIssues: true, needUncertainty: true, timing: true };
    for (const salesApproach of SALES_APPROACHES)
      expect(
        plainText(questions(all, { salesApproach }, { budgetGiven: false })),
        salesApproach,
      ).not.toMatch(/budget/i);
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
