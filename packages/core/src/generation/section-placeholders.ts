// Which placeholders each section of a presentation may carry, chosen by the case: no budget ids
// without a budget, no premium or cost-of-waiting ids for a client already covered, the
// cost-of-waiting figures only with the ROI calculator, the discount rate only in the technical
// style (whose table shows both methods: no method total is restated). The prompt names them per section; the output checks may hold a section to them.
import type { TBlockId, TChartId, TFigureId } from '../document/placeholders';
import type { TClientFormData, TSalesStrategy } from './client-form';
import type { TNeedsAnalysis } from './needs-types';
import { PRESENTATION_SECTIONS, type TPresentationSectionId } from './options';
import type { TPresentationCase } from './presentation-case';

export interface TSectionPlaceholders {
  figures: readonly TFigureId[];
  charts: readonly TChartId[];
  blocks: readonly TBlockId[];
}

export interface TPlaceholderInput {
  analysis: TNeedsAnalysis;
  client: Pick<TClientFormData, 'presentationStyle' | 'focusAreas'>;
  strategy: Pick<TSalesStrategy, 'includeROICalculator'>;
  case: TPresentationCase;
}

/** The ids whose condition holds, in order. */
const pick = <T extends string>(entries: readonly (readonly [T, boolean])[]): T[] =>
  entries.filter(([, on]) => on).map(([id]) => id);

/** The parts of the need and what is set against it, each only when it counts. */
function needFigures({ analysis: a, client, case: c }: TPlaceholderInput): TFigureId[] {
  const technical = client.presentationStyle === 'technical';
  const income = a.leadMethod === 'dime' ? a.dime.income : a.hlv.presentValue;
  return pick<TFigureId>([
    ['total-need', true],
    ['income-replacement', income > 0],
    ['income-replacement-years', income > 0],
    ['debts', a.dime.debt > 0],
    ['mortgage', a.dime.mortgage > 0],
    ['education', a.dime.education > 0],
    ['final-expenses', a.dime.finalExpenses > 0],
    ['permanent-need', a.permanentNeeds.total > 0],
    ['final-taxes', a.permanentNeeds.finalTaxes > 0],
    ['term-need', c.permanent && c.term],
    ['existing-cover', a.existingCoverage > 0],
    ['existing-cover-individual', a.inputs.existingCoverIndividual > 0],
    ['existing-cover-group', a.inputs.existingCoverGroup > 0],
    ['savings', a.savings > 0],
    ['gap', true],
    ['income-replacement-percent', income > 0],
    ['discount-rate', technical && income > 0],
    ['education-per-child', a.dime.education > 0],
  ]);
}

/** The premium figures of a priced plan. */
function priceFigures({ analysis: a, case: c }: TPlaceholderInput): TFigureId[] {
  if (!c.priced) return [];
  return pick<TFigureId>([
    ['recommended-monthly', true],
    ['term-daily', c.term && a.premiums.termMonthly > 0],
    ['policy-fee', a.premiums.policyFeeAnnual > 0],
  ]);
}

function budgetFigures({ analysis: a, case: c }: TPlaceholderInput): TFigureId[] {
  if (!c.budget || c.covered) return [];
  return pick<TFigureId>([
    ['monthly-budget', true],
    ['term-budget-share', c.priced && a.suitability.recommendedKind === 'term'],
    ['permanent-budget-share', c.priced && a.suitability.recommendedKind === 'permanent'],
  ]);
}

function waitingFigures({ analysis: a, strategy, case: c }: TPlaceholderInput): TFigureId[] {
  if (!strategy.includeROICalculator || !c.priced || c.covered) return [];
  return pick<TFigureId>([
    ['waiting-years', true],
    ['term-monthly-later', c.term && a.costOfWaiting.termMonthlyLater > 0],
    ['term-extra-over-term', c.term && a.costOfWaiting.termExtraOverTerm > 0],
    ['permanent-monthly-later', c.permanent && a.costOfWaiting.permanentMonthlyLater > 0],
  ]);
}

/** What a covered client is shown instead of a plan: the need and what already meets it. */
const coveredFigures = (i: TPlaceholderInput): TFigureId[] =>
  needFigures(i).filter((id) => ['total-need', 'existing-cover', 'savings'].includes(id));

const NONE: TSectionPlaceholders = { figures: [], charts: [], blocks: [] };

/** The placeholders one section may carry. */
export function sectionPlaceholders(
  input: TPlaceholderInput,
  id: TPresentationSectionId,
): TSectionPlaceholders {
  const { analysis: a, client, case: c } = input;
  const premiumTable =
    c.priced &&
    (client.presentationStyle === 'technical' || client.focusAreas.includes('Cost Breakdown'));
  switch (id) {
    case 'cover':
      return { ...NONE, blocks: ['key-figures'] };
    case 'where-you-are':
      return {
        ...NONE,
        figures: pick<TFigureId>([
          ['dependents', a.inputs.dependents > 0],
          ['children', a.inputs.childrenAges.length > 0],
        ]),
        blocks: ['client-snapshot'],
      };
    case 'what-you-need':
      return { figures: needFigures(input), charts: ['need-breakdown'], blocks: ['needs-table'] };
    case 'recommendation':
      if (c.covered) return { ...NONE, figures: coveredFigures(input), blocks: ['recommendation'] };
      return {
        ...NONE,
        figures: [
          'recommended-coverage',
          ...pick<TFigureId>([
            ['term-years', c.term],
            ['recommended-monthly', c.priced],
          ]),
        ],
        blocks: ['recommendation'],
      };
    case 'costs-and-benefits':
      if (c.covered) return { ...NONE, figures: coveredFigures(input) };
      return {
        figures: [
          'recommended-coverage',
          ...priceFigures(input),
          ...budgetFigures(input),
          // The premium table quotes its rate per this much cover.
          ...pick<TFigureId>([['rate-basis', premiumTable]]),
        ],
        charts: pick<TChartId>([
          ['premium-vs-budget', c.budget && c.priced],
          ['coverage-over-time', c.planned],
        ]),
        blocks: premiumTable ? ['premium-table'] : [],
      };
    case 'questions':
      return {
        ...NONE,
        figures: c.covered
          ? coveredFigures(input)
          : [
              'recommended-coverage',
              ...priceFigures(input).slice(0, 2),
              ...budgetFigures(input).slice(0, 1),
            ],
      };
    case 'next-steps':
      return { ...NONE, figures: waitingFigures(input) };
    case 'advisor':
    case 'important-information':
      return NONE;
  }
}

/** Every section's placeholders for one presentation: the table the prompt and the checks share. */
export function allowedPlaceholders(
  input: TPlaceholderInput,
): Readonly<Record<TPresentationSectionId, TSectionPlaceholders>> {
  return Object.fromEntries(
    PRESENTATION_SECTIONS.map(({ id }) => [id, sectionPlaceholders(input, id)]),
  ) as Record<TPresentationSectionId, TSectionPlaceholders>;
}

/** 'figures total-need, gap; chart need-breakdown; block needs-table', or 'none'. */
export function placeholderText(p: TSectionPlaceholders): string {
  const parts = [
    p.figures.length > 0 ? `figures ${p.figures.join(', ')}` : '',
    p.charts.length > 0 ? `chart ${p.charts.join(', ')}` : '',
    p.blocks.length > 0 ? `block ${p.blocks.join(', ')}` : '',
  ].filter(Boolean);
  return parts.length > 0 ? parts.join('; ') : 'none';
}
