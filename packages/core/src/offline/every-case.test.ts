// The whole built-in presentation, rendered, for each kind of client the needs analysis tells
// apart: cover that already meets the need, nobody depending on the client, an estate with sized
// final taxes, rated and specialist underwriting, no budget, a ladder of two terms, and term beside
// permanent cover. Each reads right in every section and never contradicts the recommendation.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { chartShown } from '../document/charts';
import { fillFigures, perMonth } from '../document/figures';
import { formatCurrency } from '../generation/needs-analysis';
import { CLOSING_STRATEGIES, FOCUS_AREAS, TONES } from '../generation/options';
import type { TOfflineInput } from './context';
import { buildOfflineDocument } from './document';
import { generateOfflinePresentation } from './page';
import { anyOfflineInput } from './test-arbitraries';
import { contrastingInput, pageLines, wizardInput } from './test-contrasting';
import { offlineInput } from './test-input';

const EVERYTHING = {
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
  includeSocialProof: true,
  includeROICalculator: true,
};
const focus = { focusAreas: [...FOCUS_AREAS] };

const CASES = {
  covered: wizardInput(
    {
      ...focus,
      maritalStatus: 'Married',
      dependents: '2',
      needs: {
        childrenAges: '8, 11',
        mortgage: '200000',
        existingCoverIndividual: '3000000',
        savings: '100000',
      },
    },
    EVERYTHING,
  ),
  'covered widow': contrastingInput('widowPlanningEstate', focus, EVERYTHING),
  'no dependents': wizardInput({ ...focus, needs: { otherDebts: '15000' } }, EVERYTHING),
  estate: wizardInput(
    {
      ...focus,
      clientName: 'Eleanor Watts',
      age: '63',
      maritalStatus: 'Widowed',
      budgetGiven: true,
      budget: '300',
      goals: { planEstate: true },
      needs: {
        capitalGains: '400000',
        registeredPlans: '300000',
        existingCoverIndividual: '50000',
      },
    },
    EVERYTHING,
  ),
  'rated health': offlineInput({ ...focus, healthStatus: 'Poor' }, EVERYTHING),
  specialist: offlineInput({ ...focus, assumptions: { rateClass: 'specialist' } }, EVERYTHING),
  'no budget': offlineInput({ ...focus, budgetGiven: false }, EVERYTHING),
  ladder: offlineInput(focus, EVERYTHING),
  'term and permanent': wizardInput(
    {
      ...focus,
      age: '50',
      maritalStatus: 'Married',
      dependents: '2',
      budgetGiven: true,
      budget: '200',
      goals: { protectFamily: true, planEstate: true },
      needs: {
        capitalGains: '400000',
        registeredPlans: '300000',
        mortgage: '200000',
        childrenAges: '10, 14',
      },
    },
    EVERYTHING,
  ),
} satisfies Record<string, TOfflineInput>;
type TCase = keyof typeof CASES;
const NAMES = Object.keys(CASES) as TCase[];

/** A zero amount as a reader would see it ("$0", "$0,"), not a rate such as "$0.69". */
const ZERO = /\$0(?![.,]?\d)/;
const BROKEN = /\bNaN\b|\bundefined\b|\bnull\b|\[object/;
const COVERED = 'Your current cover and savings meet the need we measured';

/**
 * The text of the built-in writer's own sections, one line per block, figures filled as the
 * renderer fills them (blocks and charts, which our code lays out, left out).
 */
function ownText(input: TOfflineInput, only?: string): string {
  const document = buildOfflineDocument(input);
  return document.sections
    .filter((s) => only === undefined || s.id === only)
    .flatMap((s) => pageLines(fillFigures(s.html, input.analysis, document)))
    .join('\n');
}

/** The lines a reader sees in one rendered section. */
function renderedSection(page: string, id: string): string {
  const html = new RegExp(`<section id="${id}"[\\s\\S]*?</section>`).exec(page)?.[0] ?? '';
  return pageLines(html).join('\n');
}

describe('every case the analysis tells apart', () => {
  it('is the case it is meant to be', () => {
    const a = (name: TCase) => CASES[name].analysis;
    expect(a('covered').gap).toBe(0);
    expect(a('covered widow').recommendation.shape).toBe('none');
    expect(a('no dependents').incomeReplacement).toMatchObject({ years: 0, basis: 'single' });
    expect(a('estate').permanentNeeds.finalTaxes).toBeGreaterThan(0);
    expect(a('estate').recommendation.shape).toBe('permanent');
    expect(a('rated health').underwriting.rateClass).toBe('table-4');
    expect(a('specialist').recommendation.monthly).toBeNull();
    expect(a('no budget').budgetFit).toBeNull();
    expect(a('ladder').recommendation.shape).toBe('ladder');
    expect(a('term and permanent').recommendation.shape).toBe('term-and-permanent');
  });

  it.each(NAMES)(
    '%s: the writer’s text shows no zero amount, NaN or undefined, in any tone or close',
    (name) => {
      for (const tonePriority of TONES)
        for (const closingStrategy of CLOSING_STRATEGIES) {
          const base = CASES[name];
          const input: TOfflineInput = {
            ...base,
            client: { ...base.client, tonePriority },
            strategy: { ...base.strategy, closingStrategy },
          };
          const text = ownText(input);
          expect(text, `${tonePriority}, ${closingStrategy}`).not.toMatch(ZERO);
          expect(text, `${tonePriority}, ${closingStrategy}`).not.toMatch(BROKEN);
        }
    },
  );

  it.each(NAMES)('%s: places the recommendation block in the recommendation section', (name) => {
    const page = generateOfflinePresentation(CASES[name]);
    const section = /<section id="recommendation"[\s\S]*?<\/section>/.exec(page)?.[0] ?? '';
    expect(section).toContain('<div class="pc-recommendation">');
    expect(renderedSection(page, 'recommendation')).toContain(
      CASES[name].analysis.recommendation.summary,
    );
  });

  it.each(NAMES)('%s: places a chart only where it has data, and draws each one placed', (name) => {
    const input = CASES[name];
    const document = buildOfflineDocument(input);
    const page = generateOfflinePresentation(input);
    for (const s of document.sections)
      for (const id of s.charts) {
        expect(chartShown(id, input.analysis), `${s.id}: ${id}`).toBe(true);
        expect(page).toContain(`<figure class="pc-chart-figure" data-chart="${id}">`);
      }
    // A heading over the premium chart only where the chart is.
    expect(page.includes('<h3>Premium and budget</h3>')).toBe(
      page.includes('pc-chart-premium-vs-budget'),
    );
  });

  it.each(NAMES)('%s: the rendered page shows no NaN or undefined', (name) => {
    expect(pageLines(generateOfflinePresentation(CASES[name])).join('\n')).not.toMatch(BROKEN);
  });
});

describe('a client whose cover and savings already meet the need', () => {
  it.each(['covered', 'covered widow'] as const)(
    '%s: says so plainly and sells nothing',
    (name) => {
      const input = CASES[name];
      const page = generateOfflinePresentation(input);
      for (const id of ['recommendation', 'costs-and-benefits'])
        expect(renderedSection(page, id), id).toContain(COVERED);
      const text = ownText(input);
      expect(text).toContain(COVERED);
      expect(text).not.toMatch(
        /gap of|closes? the|start your application|estimated at|premium of/i,
      );
      expect(text).not.toContain('Apply for');
      // No premium anywhere: the only amount a month is a budget the client gave.
      const budget = input.analysis.inputs.monthlyBudget;
      expect(
        pageLines(page)
          .join('\n')
          .match(/\$[\d,]+\/month/g) ?? [],
      ).toEqual(budget === null ? [] : [perMonth(budget)]);
      expect(page).not.toMatch(/pc-chart-(?:premium-vs-budget|coverage-over-time)/);
      expect(buildOfflineDocument(input).primaryPlanKind).toBeNull();
    },
  );
});

describe('a client nobody depends on', () => {
  it('is told what the cover pays (debts and final costs), never about a family or income replaced', () => {
    const text = ownText(CASES['no dependents']);
    expect(text).not.toMatch(
      /your family|your children|protecting your family|replaces your income|depends? on your income,|while [a-z ]+ depends? on your income/i,
    );
    expect(text).toContain('so your debts and final costs never fall to anyone else');
    expect(text).toContain('Do I need life insurance if nobody depends on my income?');
  });
});

describe('an estate client', () => {
  it('reads about the estate and what the permanent cover is for', () => {
    const text = ownText(CASES.estate);
    expect(text).toContain('how to leave what you have built to the people you choose');
    expect(text).toContain(
      `Lifelong coverage of ${formatCurrency(CASES.estate.analysis.recommendedCoverage)} for the taxes due on your estate at death and your final expenses: it pays out whenever the time comes, so what you leave reaches your heirs.`,
    );
    expect(text).toContain('An estate need does not fall with the years');
    // The term the analysis weighed is priced in its block; the page quotes no other term price.
    expect(ownText(CASES.estate, 'costs-and-benefits')).not.toMatch(/term[^.]*\$[\d,]+\/month/i);
  });
});

describe('a rated or specialist client', () => {
  it('is told the price depends on underwriting, without the health condition unless the advisor chose to mention it', () => {
    const rated = ownText(CASES['rated health']);
    expect(rated).toContain(
      'The estimate allows for a rated premium; the insurer’s underwriting sets the final price.',
    );
    expect(rated).not.toMatch(/\bpoor\b/i);
    const shown = CASES['rated health'];
    expect(ownText({ ...shown, client: { ...shown.client, mentionHealth: true } })).toContain(
      'The estimate allows for a rated premium for poor health',
    );
    const specialist = ownText(CASES.specialist);
    expect(specialist).toContain(
      'The price depends on underwriting: your advisor will ask insurers that cover higher risks for a quote.',
    );
    // No premium: the only amount a month is the budget.
    expect(new Set(specialist.match(/\$[\d,]+\/month/g))).toEqual(new Set([perMonth(150)]));
    expect(specialist).not.toMatch(/to be confirmed by your advisor/);
  });
});

describe('a client who gave no budget', () => {
  it('sees no budget figure, badge, chart or word anywhere on the page', () => {
    const page = generateOfflinePresentation(CASES['no budget']);
    expect(pageLines(page).join('\n')).not.toMatch(/budget/i);
    expect(page).not.toContain('pc-chart-premium-vs-budget');
    expect(page).not.toMatch(/pc-badge-(?:fits|partial|short)/);
  });
});

describe('the plan the page describes is the analysis’s plan', () => {
  it.each(['ladder', 'term and permanent'] as const)(
    '%s: never speaks of one term of a set length, nor quotes a part as the whole',
    (name) => {
      const input = CASES[name];
      for (const tonePriority of TONES)
        for (const closingStrategy of CLOSING_STRATEGIES) {
          const text = ownText({
            ...input,
            client: { ...input.client, tonePriority },
            strategy: { ...input.strategy, closingStrategy },
          });
          expect(text).not.toMatch(
            /\b(?:a|one) \d+[- ]years? term\b|Term: \$|Covers the \$[\d,]+ gap for/i,
          );
          expect(text).not.toMatch(/Term coverage lasts|term cover lasts \d+ years[;.]/);
        }
    },
  );

  it.each(NAMES)('%s: quotes the analysis’s own premium for the plan in the costs lead', (name) => {
    const input = CASES[name];
    const r = input.analysis.recommendation;
    const lead = ownText(input, 'costs-and-benefits').split('\n')[0] ?? '';
    if (input.analysis.recommendedCoverage > 0 && r.monthly !== null)
      expect(lead).toContain(`The plan is estimated at ${perMonth(r.monthly)}`);
    else expect(lead).not.toMatch(/\$[\d,]+\/month/);
  });

  it.each(NAMES)('%s: names as the document’s plan kind only a kind the plan holds', (name) => {
    const input = CASES[name];
    const kind = buildOfflineDocument(input).primaryPlanKind;
    const kinds = new Set(input.analysis.recommendation.policies.map((p) => p.kind));
    if (kind !== null) expect(kinds.has(kind)).toBe(true);
  });

  it('describes a plan of two kinds as two parts of one plan', () => {
    const text = ownText(CASES['term and permanent']);
    expect(text).toContain('Also in the plan');
    expect(text).toMatch(/Term cover for the needs that end, \$[\d,]+, lasting up to \d+ years/);
    expect(text).toMatch(
      /Lifelong cover for the needs that do not end, \$[\d,]+: your final expenses\./,
    );
    expect(text).toContain('Apply for term life insurance and permanent life insurance');
  });
});

describe('any client', () => {
  it('gets writer’s text without $0, NaN or undefined, without budget words when no budget was given, and says so when covered', () => {
    fc.assert(
      fc.property(anyOfflineInput, (input) => {
        const text = ownText(input);
        expect(text).not.toMatch(ZERO);
        expect(text).not.toMatch(BROKEN);
        if (input.analysis.inputs.monthlyBudget === null) expect(text).not.toMatch(/budget/i);
        if (input.analysis.gap <= 0) expect(text).toContain(COVERED);
        else expect(text).not.toContain(COVERED);
      }),
      { numRuns: 150 },
    );
  });

  it('gets a rendered page without $0, NaN or undefined', () => {
    fc.assert(
      fc.property(anyOfflineInput, (input) => {
        // The client's name, occupation and location are shown as typed (a test one may be "$0"):
        // plain ones here, so every amount left on the page is one our code computed.
        const named = {
          ...input,
          client: {
            ...input.client,
            clientName: 'Sam Ortiz',
            occupation: 'Nurse',
            location: 'Toronto',
          },
        };
        const lines = pageLines(generateOfflinePresentation(named));
        expect(lines.filter((line) => ZERO.test(line) || BROKEN.test(line))).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });
});
