// The built-in writer's copy for every family shape: grammatical (no "1 children", no
// "dependents depends", no article before a figure), true to the client (no dependents' or debts'
// language for a client with neither) and private (no e-mail, phone or health unless chosen).
import { describe, expect, it } from 'vitest';

import { FOCUS_AREAS, PRESENTATION_STYLES, TONES } from '../generation/options';
import { generateOfflinePresentation } from './page';
import { pageLines, wizardInput } from './test-contrasting';

const SHAPES: Readonly<Record<string, Record<string, unknown>>> = {
  'single, nothing owed': { maritalStatus: 'Single', dependents: '0' },
  'single with a loan': {
    maritalStatus: 'Single',
    dependents: '0',
    needs: { otherDebts: '15000' },
  },
  'couple without children': {
    maritalStatus: 'Married',
    dependents: '0',
    needs: { mortgage: '250000' },
  },
  'single parent of one child': {
    maritalStatus: 'Divorced',
    dependents: '1',
    needs: { childrenAges: '6' },
  },
  'one dependent, no ages': { maritalStatus: 'Separated', dependents: '1' },
  'two dependents, no ages': {
    maritalStatus: 'Common-law',
    dependents: '2',
    needs: { mortgage: '300000' },
  },
  'three children': {
    maritalStatus: 'Married',
    dependents: '3',
    needs: { childrenAges: '2, 5, 9', existingCoverGroup: '100000', savings: '20000' },
  },
  'widowed, estate goal': {
    maritalStatus: 'Widowed',
    dependents: '0',
    age: '70',
    goals: { planEstate: true },
    needs: { existingCoverIndividual: '40000' },
  },
  'retired, single': { maritalStatus: 'Single', dependents: '0', age: '82', annualIncome: '30000' },
  'covered already': {
    maritalStatus: 'Married',
    dependents: '0',
    needs: { existingCoverIndividual: '5000000', savings: '200000' },
  },
};

const everything = {
  objectionHandling: {
    costConcerns: true,
    trustIssues: true,
    needUncertainty: true,
    timing: true,
    other: false,
    otherText: '',
  },
  closingStrategy: 'summary',
  highlightUrgency: true,
};
const textOf = (client: Record<string, unknown>, strategy: Record<string, unknown> = everything) =>
  pageLines(
    generateOfflinePresentation(wizardInput({ focusAreas: [...FOCUS_AREAS], ...client }, strategy)),
  ).join('\n');

const GRAMMAR: readonly (readonly [string, RegExp])[] = [
  ['a plural count of one', /\b1 (?:children|dependents|years)\b/],
  [
    'a plural noun with a singular verb',
    /\b(?:children|dependents|heirs|loved ones|people you would leave behind) (?:depends|relies|has|is)\b/i,
  ],
  [
    'a singular noun with a plural verb',
    /\b(?:your family|your partner|your child) (?:depend|rely)\b/i,
  ],
  ['a doubled possessive', /s’s\b|’s’/],
  ['a space before punctuation', / [.,;:?!]/],
  ['a doubled word', /\b(\w+) \1\b/i],
  ['a coverage or budget of nothing', /\$0 of (?:coverage|cover|protection)|buys about \$0/],
];

/** "a $70" and "an $80,000" are right; "an $70" and "a $80,000" are not (eight, eleven, eighteen, eighty are said with a vowel). */
function wrongArticles(text: string): string[] {
  return [...text.matchAll(/\b(a|an) \$(\d+)/g)]
    .filter(
      ([, article, lead = '']) =>
        (article === 'an') !== (lead.startsWith('8') || lead === '11' || lead === '18'),
    )
    .map((m) => m[0]);
}

describe('the built-in copy for every family shape', () => {
  it.each(Object.entries(SHAPES))(
    'is grammatical for a client who is %s, in every style and tone',
    (_, shape) => {
      for (const presentationStyle of PRESENTATION_STYLES) {
        for (const tonePriority of TONES) {
          const page = textOf({ ...shape, presentationStyle, tonePriority });
          for (const [rule, pattern] of GRAMMAR)
            expect(page, `${rule} (${presentationStyle}, ${tonePriority})`).not.toMatch(pattern);
          expect(wrongArticles(page), `${presentationStyle}, ${tonePriority}`).toEqual([]);
        }
      }
    },
  );

  it('never speaks of dependents, children or a family to a client without them', () => {
    for (const shape of [
      SHAPES['single, nothing owed'],
      SHAPES['single with a loan'],
      SHAPES['widowed, estate goal'],
      SHAPES['retired, single'],
    ]) {
      const page = textOf(shape ?? {});
      expect(page).not.toMatch(
        /dependents grow up|children grow up|while your loved ones|your family|your children|your youngest/i,
      );
    }
  });

  it('never speaks of paying debts off to a client who has none', () => {
    for (const shape of [
      SHAPES['single, nothing owed'],
      SHAPES['widowed, estate goal'],
      SHAPES['retired, single'],
    ]) {
      expect(textOf(shape ?? {})).not.toMatch(
        /debts are paid|loans are paid|mortgage is paid|your debts and final costs never/i,
      );
    }
  });

  it('speaks to a partner, one child or many in their own words', () => {
    expect(textOf(SHAPES['couple without children'] ?? {})).toContain(
      'while your partner depends on your income',
    );
    expect(textOf(SHAPES['single parent of one child'] ?? {})).toContain('You are raising 1 child');
    expect(textOf(SHAPES['single parent of one child'] ?? {})).toContain(
      'while your child depends on your income',
    );
    expect(textOf(SHAPES['one dependent, no ages'] ?? {})).toContain(
      '1 dependent relies on your income',
    );
    expect(textOf(SHAPES['two dependents, no ages'] ?? {})).toContain(
      '2 dependents rely on your income',
    );
    expect(textOf(SHAPES['three children'] ?? {})).toContain(
      'while your family depends on your income',
    );
  });

  it('says when existing cover and savings already meet the need, without a premium of nothing', () => {
    const page = textOf(SHAPES['covered already'] ?? {});
    expect(page).toMatch(/already meet the estimated need/);
    expect(page).not.toMatch(/\$0\/month/);
  });
});

describe('privacy on the page', () => {
  const PRIVATE = {
    email: 'sam.ortiz@example.com',
    phone: '(416) 555-0199',
    healthStatus: 'Fair',
    smoker: 'Smoker',
    healthConditions: 'Type 2 diabetes',
  };
  const page = (flags: Record<string, unknown>) =>
    generateOfflinePresentation(
      wizardInput({
        ...PRIVATE,
        presentationStyle: 'technical',
        focusAreas: ['Cost Breakdown'],
        ...flags,
      }),
    );

  it('shows no e-mail, phone or health unless the advisor chose to', () => {
    const html = page({});
    for (const secret of [
      'sam.ortiz@example.com',
      '555-0199',
      'Fair health',
      'Smoker',
      'smoker',
      'diabetes',
      '&times;1.35',
    ])
      expect(html).not.toContain(secret);
  });

  it('shows the e-mail and phone when contact details are to be shown, and still no health', () => {
    const html = page({ showContactDetails: true });
    expect(html).toContain('sam.ortiz@example.com');
    expect(html).toContain('(416) 555-0199');
    expect(html).not.toContain('Fair health');
  });

  it('mentions the health status when the advisor chose to, and still no contact details', () => {
    const html = page({ mentionHealth: true });
    expect(html).toContain('Fair health, Smoker');
    // The premium calculation shows the smoker and underwriting-class factors.
    expect(html).toContain('Smoker &times; class');
    expect(html).not.toContain('sam.ortiz@example.com');
    expect(html).not.toContain('555-0199');
  });
});
