// No amount reaches the writer as text outside the client-data block: an amount the analysis
// shows as a figure becomes that figure's id ({mortgage}), any other amount or percentage becomes
// a marker the writer must not fill. Applied to the analysis's own sentences and to every
// advisor-typed text the request quotes.
import type { TFigureId } from '../document/placeholders';
import { findMoneyAmounts } from './facts-notes';
import type { TNeedsAnalysis } from './needs-types';

export const AMOUNT_MARKER = '[amount]';
export const RATE_MARKER = '[rate]';

const PERCENT = /(?<![\w.])[+-]?\d+(?:\.\d+)?\s?(?:%|per ?cent\b)/gi;

/** The analysis's amounts by value, each with the figure that shows it (the first id wins a tie). */
export function figureValues(a: TNeedsAnalysis): ReadonlyMap<number, TFigureId> {
  const entries: readonly (readonly [TFigureId, number | null])[] = [
    ['recommended-coverage', a.recommendedCoverage],
    ['total-need', a.totalNeed],
    ['gap', a.gap],
    ['recommended-monthly', a.recommendation.monthly],
    ['income-replacement', a.leadMethod === 'dime' ? a.dime.income : a.hlv.presentValue],
    ['mortgage', a.dime.mortgage],
    ['debts', a.dime.debt],
    ['education', a.dime.education],
    ['final-expenses', a.dime.finalExpenses],
    ['existing-cover', a.existingCoverage],
    ['existing-cover-individual', a.inputs.existingCoverIndividual],
    ['existing-cover-group', a.inputs.existingCoverGroup],
    ['savings', a.savings],
    ['annual-income', a.inputs.annualIncome],
    ['spouse-income', a.inputs.spouseIncome],
    ['monthly-budget', a.inputs.monthlyBudget],
    ['permanent-need', a.permanentNeeds.total],
    ['final-taxes', a.permanentNeeds.finalTaxes],
    ['term-need', a.recommendation.termNeed],
    ['education-per-child', a.assumptionValues.educationPerChild],
    ['policy-fee', a.premiums.policyFeeAnnual],
  ];
  const map = new Map<number, TFigureId>();
  for (const [id, value] of entries)
    if (value !== null && value > 0 && !map.has(value)) map.set(value, id);
  return map;
}

/** The text with each money amount as its figure's id ({id}) or {@link AMOUNT_MARKER}, and each percentage as {@link RATE_MARKER}. Pure. */
export function amountsAsFigures(text: string, figures: ReadonlyMap<number, TFigureId>): string {
  let out = text;
  for (const amount of findMoneyAmounts(text).reverse()) {
    const id = figures.get(amount.value);
    out = `${out.slice(0, amount.start)}${id ? `{${id}}` : AMOUNT_MARKER}${out.slice(amount.end)}`;
  }
  return out.replace(PERCENT, RATE_MARKER);
}
