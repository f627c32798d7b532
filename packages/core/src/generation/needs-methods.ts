// The two needs methods as pure arithmetic, so published worked examples can be reproduced with
// their own assumptions:
// - DIME: Debt + Income (gross annual income × years) + Mortgage + Education + final expenses.
// - Income replacement / human life value: the present value of the share of income the family
//   needs, over the years of support, at a real discount rate, plus the same lump sums.
// Present values use an ordinary annuity (the family draws each year's income at the end of that
// year), as spreadsheet PV(rate, years, −payment) and published annuity tables do.
import type { TDimeNeed, THlvNeed } from './needs-types';

/** The present value of $1 a year for `years` years at `ratePercent` a year (ordinary annuity). */
export function annuityFactor(ratePercent: number, years: number): number {
  if (years <= 0) return 0;
  const r = ratePercent / 100;
  if (r === 0) return years;
  return (1 - (1 + r) ** -years) / r;
}

/** The present value, in whole dollars, of `annualAmount` a year for `years` years at `ratePercent`. */
export function hlvPresentValue(annualAmount: number, years: number, ratePercent: number): number {
  return Math.round(annualAmount * annuityFactor(ratePercent, years));
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

export interface THlvInput extends TLumpSums {
  annualIncome: number;
  /** Share of income the family needs replaced, %. */
  replacementPercent: number;
  years: number;
  discountRatePercent: number;
}

/** Income replacement (human life value) in whole dollars: the present value plus the lump sums. */
export function hlvNeed(input: THlvInput): THlvNeed {
  const annualAmount = Math.round((input.annualIncome * input.replacementPercent) / 100);
  const presentValue = hlvPresentValue(annualAmount, input.years, input.discountRatePercent);
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
