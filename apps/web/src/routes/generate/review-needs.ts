// The review step's needs analysis card: the family's facts (always listed), the estate, legacy
// and business facts (listed when given), and every assumption ('Default' when left blank).
import {
  LEAD_METHOD_LABELS,
  LEAD_METHODS,
  PAYMENT_TIMING_LABELS,
  PAYMENT_TIMINGS,
  UNDERWRITING_CLASS_LABELS,
  UNDERWRITING_CLASSES,
  type TClientFormDraft,
  type TJurisdiction,
} from '@pitchcraft/core';

import { given, money } from './review-parts';

type Item = [label: string, value: string];

const percent = (text: string) => `${text.replace(/%$/, '')}%`;
const years = (text: string) => `${text} years`;

export function needsReviewItems(form: TClientFormDraft, jurisdiction: TJurisdiction): Item[] {
  const { needs, assumptions } = form;
  const whenGiven = (
    label: string,
    value: string | number | undefined,
    show: (text: string) => string = money,
  ): Item[] => {
    const text = value === undefined ? '' : String(value).trim();
    return text === '' ? [] : [[label, show(text)]];
  };
  const rateClass = UNDERWRITING_CLASSES.find((c) => c === assumptions.rateClass);
  const timing = PAYMENT_TIMINGS.find((t) => t === assumptions.paymentTiming) ?? 'end';
  const leadMethod = LEAD_METHODS.find((method) => method === assumptions.leadMethod) ?? 'dime';
  return [
    ['Mortgage', given(needs.mortgage, money)],
    ...whenGiven('Years left on the mortgage', needs.mortgageYearsLeft, years),
    ['Other debts', given(needs.otherDebts, money)],
    ['Own life cover', given(needs.existingCoverIndividual, money)],
    ['Group life cover', given(needs.existingCoverGroup, money)],
    ['Savings', given(needs.savings, money)],
    ["Children's ages", given(needs.childrenAges, (ages) => ages)],
    ["Partner's income", given(needs.spouseIncome, money)],
    ['Survivor benefits a year', given(needs.survivorBenefits, money)],
    ...whenGiven('Capital gains', needs.capitalGains),
    ...whenGiven(jurisdiction === 'US' ? 'IRA/401(k)' : 'RRSP/RRIF', needs.registeredPlans),
    ...whenGiven('Estate value', needs.estateValue),
    ...whenGiven('Estate costs', needs.estateCosts),
    ...whenGiven('Legacy goal', needs.legacyGoal),
    ...whenGiven('Lifelong support a year', needs.lifelongSupport),
    ...whenGiven('Years of lifelong support', needs.lifelongSupportYears, years),
    ...whenGiven('Key-person cover', needs.keyPerson),
    ...whenGiven('Buy-sell funding', needs.buySell),
    ['Lead method', LEAD_METHOD_LABELS[leadMethod]],
    ['Years of support', given(assumptions.supportYears, years, 'Default')],
    ['Income replaced', given(assumptions.incomeReplacementPercent, percent, 'Default')],
    ['Retirement age', given(assumptions.retirementAge, (age) => age, 'Default')],
    ['Income growth', given(assumptions.incomeGrowthPercent, percent, 'Default')],
    ['Discount rate', given(assumptions.discountRatePercent, percent, 'Default')],
    ['Income paid at', PAYMENT_TIMING_LABELS[timing]],
    ...whenGiven('Group cover counted', assumptions.groupCoverCountedPercent, percent),
    ...whenGiven('Tax rate at death', assumptions.marginalTaxRatePercent, percent),
    ['Underwriting class', rateClass ? UNDERWRITING_CLASS_LABELS[rateClass] : 'From health'],
    ['Education per child', given(needs.educationPerChild, money, 'Default')],
    ['Final expenses', given(needs.finalExpenses, money, 'Default')],
    ['Contact details', form.showContactDetails ? 'Shown' : 'Left out'],
    ['Health', form.mentionHealth ? 'May be mentioned' : 'Not mentioned'],
  ];
}
