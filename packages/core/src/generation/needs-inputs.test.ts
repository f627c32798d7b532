// The wizard's record as the needs analysis reads it: every fact and assumption, '' as not given.
import { describe, expect, it } from 'vitest';

import { ZClientFormData } from './client-form';
import { analyseNeeds, needsInputFromClient } from './needs-analysis';

describe('needsInputFromClient', () => {
  const base = {
    clientName: 'A',
    age: '45',
    gender: 'Male',
    annualIncome: '120,000',
    maritalStatus: 'Married',
    budget: '200',
    dependents: '1',
    smoker: 'Smoker',
  };

  it('reads the profile, the needs facts and the assumptions', () => {
    const client = ZClientFormData.parse({
      ...base,
      needs: {
        mortgage: '250,000',
        otherDebts: '12000',
        existingCoverGroup: '80000',
        savings: '15000',
        childrenAges: '6, 9',
        educationPerChild: '90000',
        spouseIncome: '50000',
      },
      assumptions: {
        supportYears: '15',
        incomeReplacementPercent: '70',
        discountRatePercent: '2.5',
        leadMethod: 'hlv',
      },
      goals: { planEstate: true },
      recommendedProductType: 'Term',
    });
    const input = needsInputFromClient(client);
    expect(input).toMatchObject({
      age: 45,
      annualIncome: 120_000,
      dependents: 1,
      monthlyBudget: 200,
      smoker: 'Smoker',
      gender: 'Male',
      mortgage: 250_000,
      debts: 12_000,
      existingCoverIndividual: null,
      existingCoverGroup: 80_000,
      savings: 15_000,
      childrenAges: [6, 9],
      educationPerChild: 90_000,
      finalExpenses: null,
      spouseIncome: 50_000,
      supportYears: 15,
      incomeReplacementPercent: 70,
      discountRatePercent: 2.5,
      leadMethod: 'hlv',
      goals: { protectFamily: false, buildSavings: false, planEstate: true },
      recommendedProductType: 'Term',
    });
    const a = analyseNeeds(input);
    expect(a.dime).toMatchObject({ mortgage: 250_000, debt: 12_000, education: 180_000 });
    expect(a.assumptionValues).toMatchObject({
      supportYears: 15,
      supportYearsSource: 'advisor',
      educationSource: 'client',
      finalExpensesSource: 'default',
    });
  });

  it("treats '' as not given, and lets extras override", () => {
    const client = ZClientFormData.parse(base);
    const input = needsInputFromClient(client, { mortgage: 250_000, existingCoverage: 40_000 });
    expect(input).toMatchObject({
      debts: null,
      childrenAges: null,
      supportYears: null,
      recommendedProductType: null,
      mortgage: 250_000,
    });
    const a = analyseNeeds(input);
    expect(a.dime.mortgage).toBe(250_000);
    expect(a.existingCoverage).toBe(40_000);
    expect(a.assumptionValues.supportYearsSource).toBe('family-shape');
  });

  it('accepts the profile fields alone', () => {
    const input = needsInputFromClient({
      age: '38',
      annualIncome: '85000',
      dependents: '2',
      maritalStatus: 'Married',
      budget: '150',
      smoker: 'Non-Smoker',
      healthStatus: 'Good',
    });
    expect(analyseNeeds(input).totalNeed).toBe(2_083_000 - 18_000 - 320_000);
  });
});
