// The need that ends, year by year: income support running out, debts and the mortgage paid down,
// children growing past 18, business needs ending at retirement. The recommendation sizes and
// times its term cover from this; the coverage chart draws it.
import { NEEDS_ASSUMPTIONS } from './needs-assumptions';
import { valuationOf } from './needs-beyond';
import type { TNeedsBasis } from './needs-inputs';
import { hlvPresentValue } from './needs-methods';
import type { TDimeNeed, THorizonReason, TNeedsAnalysis } from './needs-types';

/** Each obligation a term may have to outlast, as a sentence ends it ("until …"). */
export const HORIZON_TEXT: Readonly<Record<THorizonReason, string>> = {
  'youngest-child': 'your youngest child turns 18',
  mortgage: 'the mortgage is paid off',
  support: 'the years of income support end',
  business: 'your business needs end at retirement',
  debts: 'your debts are repaid',
};

/** What the term need is built from (the parts that end). */
export interface TTermParts {
  b: TNeedsBasis;
  dime: TDimeNeed;
  leadMethod: TNeedsAnalysis['leadMethod'];
  /** The family's yearly need for the income methods (hlv: income × share; capital: the shortfall). */
  annualAmount: number;
  /** The capital-retention lump (kept whole until support ends), when that method leads. */
  retentionCapital: number | null;
  businessTotal: number;
  /** Whether final expenses sit in the term need (no permanent need took them). */
  finalExpensesInTerm: boolean;
}

function incomeLeft(p: TTermParts, yearsLeft: number): number {
  if (yearsLeft <= 0) return 0;
  const { b } = p;
  switch (p.leadMethod) {
    case 'dime':
      return b.inputs.annualIncome * yearsLeft;
    case 'capital-retention':
      if (p.retentionCapital !== null) return p.retentionCapital;
      return presentValue(p, yearsLeft);
    case 'hlv':
    case 'capital-liquidation':
      return presentValue(p, yearsLeft);
  }
}

function presentValue(p: TTermParts, years: number): number {
  const v = valuationOf(p.b);
  return hlvPresentValue(p.annualAmount, years, v.discountRatePercent, {
    timing: v.timing,
    growthPercent: v.growthPercent,
  });
}

/** The term need at the start of policy year `elapsed + 1`, before existing cover and savings. */
export function termNeedAt(p: TTermParts, elapsed: number): number {
  const A = NEEDS_ASSUMPTIONS;
  const { b, dime } = p;
  const v = b.assumptionValues;
  const schooling = b.childrenAgesGiven
    ? b.inputs.childrenAges.filter((age) => age + elapsed < A.childSupportUntilAge).length *
      v.educationPerChild
    : elapsed < A.childSupportUntilAge
      ? dime.education
      : 0;
  const working = b.inputs.age + elapsed < v.retirementAge;
  return (
    Math.round(dime.debt * Math.max(0, 1 - elapsed / A.debtYearsLeft)) +
    incomeLeft(p, v.supportYears - elapsed) +
    Math.round(dime.mortgage * Math.max(0, 1 - elapsed / v.mortgageYearsLeft)) +
    Math.min(schooling, dime.education) +
    (working ? p.businessTotal : 0) +
    (p.finalExpensesInTerm ? dime.finalExpenses : 0)
  );
}

/** The longest obligation the term need carries, and what it is. */
export function termHorizon(p: TTermParts): { years: number; reason: THorizonReason | null } {
  const A = NEEDS_ASSUMPTIONS;
  const { b, dime } = p;
  const v = b.assumptionValues;
  const candidates: { years: number; reason: THorizonReason }[] = [];
  if (v.supportYears > 0 && p.annualAmount + b.inputs.annualIncome > 0)
    candidates.push({
      years: v.supportYears,
      reason: v.supportYearsSource === 'youngest-child' ? 'youngest-child' : 'support',
    });
  const youngest = b.inputs.childrenAges.filter((age) => age < A.childSupportUntilAge);
  if (youngest.length > 0)
    candidates.push({
      years: A.childSupportUntilAge - Math.min(...youngest),
      reason: 'youngest-child',
    });
  if (dime.mortgage > 0) candidates.push({ years: v.mortgageYearsLeft, reason: 'mortgage' });
  if (p.businessTotal > 0)
    candidates.push({ years: Math.max(0, v.retirementAge - b.inputs.age), reason: 'business' });
  if (dime.debt > 0) candidates.push({ years: A.debtYearsLeft, reason: 'debts' });
  let best: { years: number; reason: THorizonReason | null } = { years: 0, reason: null };
  for (const c of candidates) if (c.years > best.years) best = c;
  return best;
}
