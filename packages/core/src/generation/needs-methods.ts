// The needs methods as pure arithmetic, so published worked examples can be reproduced with their
// own assumptions:
// - DIME: Debt + Income (gross annual income × years) + Mortgage + Education + final expenses.
// - Income replacement / human life value: the present value of the share of income the family
//   needs, over the years of support, at a discount rate, plus the same lump sums.
// - Capital liquidation: the capital that pays the family's yearly shortfall (its need less the
//   survivor's income and government survivor benefits) for the years of support and is used up.
// - Capital retention: the capital whose return alone pays that shortfall for ever (a perpetuity):
//   annual shortfall ÷ rate of return, the "capitalization of shortfall" of Canada's life licence
//   qualification programme (LLQP), as its exam preparation states it (Examzify, "BC HLLQP Life
//   Insurance Exam", "How is the capitalization of shortfall calculated?",
//   https://bscanadahllqplife.examzify.com/question/how-is-the-capitalization-of-5fd207a94bcb3100).
// Present values default to an ordinary annuity (each year's amount drawn at the end of the year,
// as spreadsheet PV(rate, years, −payment) and published annuity tables do) of a level amount.
// The advisor may instead draw at the start of each year (an annuity due: the end-of-year value
// × (1 + rate)) and let the amount grow by a rate apart from the discount rate (a growing annuity:
// P × (1 − ((1 + g) / (1 + r))ⁿ) / (r − g), and n × P / (1 + r) when r = g).
import type { TPaymentTiming } from './needs-facts';
import type { TDimeNeed, THlvNeed } from './needs-types';

/** When each year's amount is drawn, and how fast it grows; omitted = end of year, level. */
interface TAnnuityOptions {
  timing?: TPaymentTiming;
  /** Yearly growth of the amount drawn, %; may exceed the discount rate. */
  growthPercent?: number;
}

/**
 * The present value of a stream of `years` yearly amounts, the first $1 and each next one
 * `growthPercent` larger, discounted at `ratePercent`. No options: $1 a year at the end of each
 * year (ordinary annuity).
 */
export function annuityFactor(
  ratePercent: number,
  years: number,
  options: TAnnuityOptions = {},
): number {
  if (years <= 0) return 0;
  const r = ratePercent / 100;
  const g = (options.growthPercent ?? 0) / 100;
  const endOfYear =
    r === g ? years / (1 + r) : g === 0 ? (1 - (1 + r) ** -years) / r : growingFactor(r, g, years);
  return options.timing === 'begin' ? endOfYear * (1 + r) : endOfYear;
}

/** (1 − qⁿ) / (r − g) with q = (1 + g) / (1 + r), kept exact as g nears r (expm1 and log1p). */
function growingFactor(r: number, g: number, years: number): number {
  return -Math.expm1(years * Math.log1p(-(r - g) / (1 + r))) / (r - g);
}

/** The present value, in whole dollars, of `annualAmount` a year for `years` at `ratePercent`. */
export function hlvPresentValue(
  annualAmount: number,
  years: number,
  ratePercent: number,
  options: TAnnuityOptions = {},
): number {
  return Math.round(annualAmount * annuityFactor(ratePercent, years, options));
}

/** What the family still lacks each year, in whole dollars: its need less what keeps coming in. */
export function annualShortfall(input: {
  annualNeed: number;
  /** The surviving partner's own income (and any other income the family keeps). */
  survivorIncome: number;
  /**
   * Government survivor benefits: the CPP/QPP survivor's pension and children's benefits, or U.S.
   * Social Security survivors benefits.
   */
  governmentBenefits: number;
}): number {
  return Math.max(
    0,
    Math.round(input.annualNeed - input.survivorIncome - input.governmentBenefits),
  );
}

interface TCapitalInput extends TAnnuityOptions {
  annualShortfall: number;
  discountRatePercent: number;
}

/** Capital liquidation, in whole dollars: capital that pays the shortfall for `years`, used up. */
export function capitalLiquidation(input: TCapitalInput & { years: number }): number {
  return hlvPresentValue(input.annualShortfall, input.years, input.discountRatePercent, input);
}

/**
 * Capital retention, in whole dollars: the capital whose return alone pays the shortfall for ever,
 * shortfall ÷ (r − g) (the first amount a year from now; × (1 + r) when drawn from today).
 * `null` when the return does not exceed the growth: no finite capital pays that for ever.
 */
export function capitalRetention(input: TCapitalInput): number | null {
  const r = input.discountRatePercent / 100;
  const g = (input.growthPercent ?? 0) / 100;
  if (r <= g) return null;
  const endOfYear = input.annualShortfall / (r - g);
  return Math.round(input.timing === 'begin' ? endOfYear * (1 + r) : endOfYear);
}

/** The lump sums both methods add to the income part. */
interface TLumpSums {
  /** Debts other than the mortgage. */
  debts: number;
  mortgage: number;
  educationPerChild: number;
  /** Children still to educate. */
  children: number;
  finalExpenses: number;
}

export interface TDimeInput extends TLumpSums {
  annualIncome: number;
  years: number;
}

/** DIME in whole dollars: every part and their sum. */
export function dimeNeed(input: TDimeInput): TDimeNeed {
  const debt = Math.round(input.debts);
  const income = Math.round(input.annualIncome * input.years);
  const mortgage = Math.round(input.mortgage);
  const education = Math.round(input.educationPerChild * input.children);
  const finalExpenses = Math.round(input.finalExpenses);
  return {
    debt,
    income,
    mortgage,
    education,
    finalExpenses,
    total: debt + income + mortgage + education + finalExpenses,
  };
}

export interface THlvInput extends TLumpSums, TAnnuityOptions {
  annualIncome: number;
  /** Share of income the family needs replaced, %. */
  replacementPercent: number;
  years: number;
  discountRatePercent: number;
}

/** Income replacement (human life value) in whole dollars: the present value plus the lump sums. */
export function hlvNeed(input: THlvInput): THlvNeed {
  const annualAmount = Math.round((input.annualIncome * input.replacementPercent) / 100);
  const presentValue = hlvPresentValue(annualAmount, input.years, input.discountRatePercent, input);
  const lump = dimeNeed({ ...input, annualIncome: 0, years: 0 });
  return {
    annualAmount,
    years: input.years,
    discountRatePercent: input.discountRatePercent,
    presentValue,
    debt: lump.debt,
    mortgage: lump.mortgage,
    education: lump.education,
    finalExpenses: lump.finalExpenses,
    total: presentValue + lump.total,
  };
}

/** Rounds a need up to the next `step` (0 stays 0). */
export function roundUpTo(amount: number, step: number): number {
  return amount > 0 ? Math.ceil(amount / step) * step : 0;
}
