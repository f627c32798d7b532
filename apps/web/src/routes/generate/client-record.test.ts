import { describe, expect, it } from 'vitest';

import {
  BUDGET_SLIDER,
  createClientFormDefaults,
  DEFAULT_INSURANCE_TYPE,
  EMPTY_NEEDS_FACTS,
  ZClientFormData,
  ZUpsertClientInput,
} from '@pitchcraft/core';

import { formFromClient, upsertInputFromForm, type SavedClient } from './client-record';

function savedClient(industryData: Record<string, unknown>): SavedClient {
  return {
    id: 'c1',
    fullName: 'Sam Okafor',
    email: 'sam@example.com',
    phone: '555-0199',
    source: 'manual',
    industryData,
    createdAt: '2025-01-01T00:00:00.000Z',
  };
}

const family = {
  age: 42,
  gender: 'Male',
  income: 140000,
  maritalStatus: 'Married',
  dependents: 3,
  budget: 250,
  mortgage: 380000,
  otherDebts: 22000,
  existingCoverIndividual: 50000,
  existingCoverGroup: 280000,
  savings: 35000,
  childrenAges: [4, 7, 11],
  educationPerChild: 90000,
  finalExpenses: 20000,
  spouseIncome: 60000,
  notes: 'We would like to pay off the house first.',
};

describe('formFromClient', () => {
  it("pre-fills the needs facts and the client's notes from the saved industry data", () => {
    const form = formFromClient(savedClient(family));
    expect(form.needs).toEqual({
      ...EMPTY_NEEDS_FACTS,
      mortgage: '380,000',
      otherDebts: '22,000',
      existingCoverIndividual: '50,000',
      existingCoverGroup: '280,000',
      savings: '35,000',
      childrenAges: '4, 7, 11',
      educationPerChild: '90,000',
      finalExpenses: '20,000',
      spouseIncome: '60,000',
    });
    expect(form.clientNotes).toBe('We would like to pay off the house first.');
    expect(ZClientFormData.parse(form).needs).toMatchObject({
      mortgage: '380000',
      childrenAges: '4, 7, 11',
    });
  });

  it('leaves the needs facts blank when the record has none or holds something else', () => {
    const form = formFromClient(
      savedClient({ age: 30, mortgage: 'a lot', childrenAges: 'four', notes: 12 }),
    );
    expect(Object.values(form.needs).every((value) => value === '')).toBe(true);
    expect(form.clientNotes).toBe('');
    expect(
      formFromClient(savedClient({ childrenAges: [3, 'x', -1, 2.5, 9] })).needs.childrenAges,
    ).toBe('3, 9');
  });
});

describe('formFromClient: insurance type and budget', () => {
  it('pre-fills Life Insurance for a client saved without an insurance type', () => {
    expect(DEFAULT_INSURANCE_TYPE).toBe('Life Insurance');
    expect(formFromClient(savedClient({ age: 30 })).insuranceType).toBe('Life Insurance');
    expect(formFromClient(savedClient({ insuranceType: '  ' })).insuranceType).toBe(
      'Life Insurance',
    );
    expect(formFromClient(savedClient({ insuranceType: 'Auto' })).insuranceType).toBe('Auto');
  });

  it('counts the budget as given only when the saved client has one above 0', () => {
    const given = formFromClient(savedClient({ budget: 250 }));
    expect([given.budget, given.budgetGiven]).toEqual(['250', true]);
    for (const budget of [undefined, 0, -5, 'soon']) {
      const form = formFromClient(savedClient(budget === undefined ? {} : { budget }));
      expect([form.budget, form.budgetGiven]).toEqual([String(BUDGET_SLIDER.default), false]);
    }
  });
});

describe('upsertInputFromForm', () => {
  const filled = () =>
    ZClientFormData.parse({
      ...createClientFormDefaults(),
      clientName: 'Sam Okafor',
      age: '42',
      gender: 'Male',
      annualIncome: '140000',
      maritalStatus: 'Married',
      dependents: '3',
      needs: {
        mortgage: '$380,000',
        otherDebts: '22,000',
        existingCoverIndividual: '',
        existingCoverGroup: '280 000',
        savings: '',
        childrenAges: '4, 7, 11',
        educationPerChild: '',
        finalExpenses: '',
        spouseIncome: '60000',
      },
      clientNotes: 'Pay off the house first.',
    });

  it('stores the needs facts as numbers, leaving blanks out', () => {
    const input = upsertInputFromForm(filled());
    expect(input.industryData).toMatchObject({
      mortgage: 380000,
      otherDebts: 22000,
      existingCoverGroup: 280000,
      childrenAges: [4, 7, 11],
      spouseIncome: 60000,
      notes: 'Pay off the house first.',
    });
    for (const key of [
      'existingCoverIndividual',
      'savings',
      'educationPerChild',
      'finalExpenses',
    ]) {
      expect(input.industryData).not.toHaveProperty(key);
    }
    expect(ZUpsertClientInput.safeParse(input).success).toBe(true);
  });

  it('stores nothing for a form without needs facts or notes', () => {
    const input = upsertInputFromForm(
      ZClientFormData.parse({
        ...createClientFormDefaults(),
        clientName: 'Ana',
        age: '29',
        gender: 'Female',
        annualIncome: '45000',
        maritalStatus: 'Single',
      }),
    );
    for (const key of ['mortgage', 'otherDebts', 'childrenAges', 'spouseIncome', 'notes'])
      expect(input.industryData).not.toHaveProperty(key);
  });

  it('stores the budget only once it was set', () => {
    const data = filled();
    expect(
      upsertInputFromForm({ ...data, budget: '250', budgetGiven: true }).industryData,
    ).toMatchObject({ budget: 250 });
    expect(
      upsertInputFromForm({ ...data, budget: '100', budgetGiven: false }).industryData,
    ).not.toHaveProperty('budget');
  });

  it('round-trips: a saved form re-opens with the same needs facts', () => {
    const data = filled();
    const input = upsertInputFromForm(data);
    const reopened = formFromClient(savedClient(input.industryData ?? {}));
    expect(ZClientFormData.parse(reopened).needs).toEqual(data.needs);
    expect(reopened.clientNotes).toBe(data.clientNotes);
  });
});

describe('the estate, legacy and business facts', () => {
  const everyFact = () =>
    ZClientFormData.parse({
      ...createClientFormDefaults(),
      clientName: 'Helen Tremblay',
      age: '68',
      gender: 'Female',
      annualIncome: '40000',
      maritalStatus: 'Widowed',
      budget: '400',
      budgetGiven: true,
      needs: {
        ...createClientFormDefaults().needs,
        mortgage: '120,000',
        mortgageYearsLeft: '12',
        survivorBenefits: '9,600',
        capitalGains: '250,000',
        registeredPlans: '$410,000',
        estateValue: '2,400,000',
        estateCosts: '35,000',
        legacyGoal: '100,000',
        keyPerson: '500,000',
        buySell: '750,000',
        lifelongSupport: '24,000',
        lifelongSupportYears: '30',
      },
    });

  it('stores each as a whole number on the client record', () => {
    expect(upsertInputFromForm(everyFact()).industryData).toMatchObject({
      mortgage: 120000,
      mortgageYearsLeft: 12,
      survivorBenefits: 9600,
      capitalGains: 250000,
      registeredPlans: 410000,
      estateValue: 2400000,
      estateCosts: 35000,
      legacyGoal: 100000,
      keyPerson: 500000,
      buySell: 750000,
      lifelongSupport: 24000,
      lifelongSupportYears: 30,
      budget: 400,
    });
  });

  it('re-open as typed, amounts grouped and years plain', () => {
    const reopened = formFromClient(
      savedClient(upsertInputFromForm(everyFact()).industryData ?? {}),
    );
    expect(reopened.needs).toMatchObject({
      mortgageYearsLeft: '12',
      registeredPlans: '410,000',
      estateValue: '2,400,000',
      lifelongSupport: '24,000',
      lifelongSupportYears: '30',
    });
    expect(ZClientFormData.parse(reopened).needs).toEqual(everyFact().needs);
    expect(reopened.budgetGiven).toBe(true);
  });

  it('leaves years blank when the record holds something that is not a whole number of years', () => {
    const form = formFromClient(
      savedClient({ mortgageYearsLeft: 2.5, lifelongSupportYears: '30', keyPerson: 'lots' }),
    );
    expect([form.needs.mortgageYearsLeft, form.needs.lifelongSupportYears]).toEqual(['', '']);
    expect(form.needs.keyPerson).toBe('');
  });
});
