import { describe, expect, it } from 'vitest';

import { createClientFormDefaults, ZClientFormData, ZUpsertClientInput } from '@pitchcraft/core';

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

  it('round-trips: a saved form re-opens with the same needs facts', () => {
    const data = filled();
    const input = upsertInputFromForm(data);
    const reopened = formFromClient(savedClient(input.industryData ?? {}));
    expect(ZClientFormData.parse(reopened).needs).toEqual(data.needs);
    expect(reopened.clientNotes).toBe(data.clientNotes);
  });
});
