import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  firstErrorsByField,
  CLIENT_FORM_MESSAGES as M,
  parseAmount,
  parseWholeNumber,
  ZAdvisorInfo,
  ZClientFormData,
  ZPotentialPlan,
  ZSalesStrategy,
} from './client-form';

const valid = {
  clientName: 'Maria Rivera',
  age: '38',
  gender: 'Female',
  annualIncome: '85000',
  maritalStatus: 'Married',
  budget: '150',
};

function errorsFor(patch: Record<string, unknown>): Record<string, string> {
  const result = ZClientFormData.safeParse({ ...valid, ...patch });
  return result.success ? {} : firstErrorsByField(result.error);
}

describe('ZClientFormData', () => {
  it('accepts a valid form and fills the defaults', () => {
    const data = ZClientFormData.parse(valid);
    expect(data.dependents).toBe('0');
    expect(data.smoker).toBe('Non-Smoker');
    expect(data.presentationStyle).toBe('professional');
    expect(data.goals).toEqual({
      protectFamily: false,
      buildSavings: false,
      planEstate: false,
      other: false,
      otherText: '',
    });
    expect(data.potentialPlans).toEqual([]);
    expect(data.advisorInfo.name).toBe('');
  });

  it.each([
    ['clientName', '', M.clientNameRequired],
    ['clientName', '   ', M.clientNameRequired],
    ['clientName', undefined, M.clientNameRequired],
    ['age', '', M.ageRequired],
    ['age', undefined, M.ageRequired],
    ['age', '17', M.ageRange],
    ['age', '101', M.ageRange],
    ['age', '40.5', M.ageRange],
    ['age', 'forty', M.ageRange],
    ['age', 'x'.repeat(100), M.ageRange],
    ['gender', '', M.genderRequired],
    ['gender', 'Robot', M.genderRequired],
    ['gender', undefined, M.genderRequired],
    ['annualIncome', '', M.incomeRequired],
    ['annualIncome', '-5', M.incomeInvalid],
    ['annualIncome', 'lots', M.incomeInvalid],
    ['annualIncome', '5000000000', M.incomeInvalid],
    ['maritalStatus', '', M.maritalStatusRequired],
    ['budget', '', M.budgetRequired],
    ['budget', 'abc', M.budgetRequired],
    ['dependents', '11', M.dependentsRange],
    ['email', 'not-an-email', M.emailInvalid],
    ['customColorHex', 'blue', M.colourInvalid],
  ])('%s = %j gives "%s"', (field, value, message) => {
    expect(errorsFor({ [field]: value })[field]).toBe(message);
  });

  it('reports every required field of an empty form at once', () => {
    expect(
      errorsFor({
        clientName: '',
        age: '',
        gender: '',
        annualIncome: '',
        maritalStatus: '',
        budget: '',
      }),
    ).toEqual({
      clientName: M.clientNameRequired,
      age: M.ageRequired,
      gender: M.genderRequired,
      annualIncome: M.incomeRequired,
      maritalStatus: M.maritalStatusRequired,
      budget: M.budgetRequired,
    });
  });

  it('accepts the boundaries 18 and 100, numbers from saved clients, and normalises amounts', () => {
    expect(ZClientFormData.parse({ ...valid, age: '18' }).age).toBe('18');
    expect(ZClientFormData.parse({ ...valid, age: 100 }).age).toBe('100');
    expect(ZClientFormData.parse({ ...valid, age: ' 042 ' }).age).toBe('42');
    expect(ZClientFormData.parse({ ...valid, annualIncome: '$85,000' }).annualIncome).toBe('85000');
    expect(ZClientFormData.parse({ ...valid, annualIncome: 0 }).annualIncome).toBe('0');
    expect(ZClientFormData.parse({ ...valid, dependents: 3 }).dependents).toBe('3');
    expect(ZClientFormData.parse({ ...valid, dependents: '' }).dependents).toBe('0');
  });

  it('maps a saved client boolean smoker flag to the form labels', () => {
    expect(ZClientFormData.parse({ ...valid, smoker: true }).smoker).toBe('Smoker');
    expect(ZClientFormData.parse({ ...valid, smoker: false }).smoker).toBe('Non-Smoker');
  });

  it('accepts blank or "-" e-mails (stored placeholders) and optional choices left blank', () => {
    const data = ZClientFormData.parse({
      ...valid,
      email: '-',
      healthStatus: '',
      recommendedProductType: '',
    });
    expect(data.email).toBe('-');
    expect(data.healthStatus).toBe('');
  });

  it('bounds every free-text field', () => {
    expect(errorsFor({ clientName: 'x'.repeat(201) }).clientName).toBeDefined();
    expect(errorsFor({ customInstructions: 'x'.repeat(5001) }).customInstructions).toBeDefined();
    expect(errorsFor({ advisorNotes: 'x'.repeat(5001) }).advisorNotes).toBeDefined();
    expect(errorsFor({ healthConditions: 'x'.repeat(2001) }).healthConditions).toBeDefined();
    expect(errorsFor({ goals: { otherText: 'x'.repeat(1001) } })['goals.otherText']).toBeDefined();
    expect(
      ZClientFormData.safeParse({ ...valid, customInstructions: 'x'.repeat(5000) }).success,
    ).toBe(true);
  });

  it('allows at most 10 potential plans', () => {
    const plans = Array.from({ length: 11 }, () => ({ companyName: 'A', productName: 'B' }));
    expect(errorsFor({ potentialPlans: plans }).potentialPlans).toBe(M.tooManyPlans);
    expect(
      ZClientFormData.parse({ ...valid, potentialPlans: plans.slice(0, 10) }).potentialPlans,
    ).toHaveLength(10);
  });

  it('removes duplicate focus areas', () => {
    const data = ZClientFormData.parse({
      ...valid,
      focusAreas: ['Cost Breakdown', 'Cost Breakdown'],
    });
    expect(data.focusAreas).toEqual(['Cost Breakdown']);
  });

  it('accepts every whole age from 18 to 100 typed as a string', () => {
    fc.assert(
      fc.property(fc.integer({ min: 18, max: 100 }), (age) => {
        expect(ZClientFormData.safeParse({ ...valid, age: String(age) }).success).toBe(true);
      }),
    );
  });

  it('rejects every age outside 18 to 100', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ max: 17 }), fc.integer({ min: 101 })), (age) => {
        expect(errorsFor({ age: String(age) }).age).toBe(M.ageRange);
      }),
    );
  });
});

describe('other schemas', () => {
  it('defaults a potential plan to Medium priority', () => {
    expect(ZPotentialPlan.parse({ companyName: 'RBC', productName: 'Term' }).priority).toBe(
      'Medium',
    );
    expect(ZPotentialPlan.safeParse({ priority: 'Urgent' }).success).toBe(false);
  });

  it('bounds advisor info', () => {
    expect(ZAdvisorInfo.parse({}).email).toBe('');
    expect(ZAdvisorInfo.safeParse({ name: 'x'.repeat(201) }).success).toBe(false);
  });

  // spec/presentations.md, "Sales strategy": each default as the spec states it.
  it.each([
    ['salesApproach', 'consultative'],
    ['closingStrategy', 'assumptive'],
    ['objectionHandling.costConcerns', true],
    ['objectionHandling.trustIssues', false],
    ['objectionHandling.needUncertainty', true],
    ['objectionHandling.timing', false],
    ['objectionHandling.other', false],
    ['includeSocialProof', true],
    ['includeROICalculator', true],
    ['highlightUrgency', false],
    ['focusEmotional', true],
    ['focusLogical', true],
  ] as const)('defaults %s to %s, as the spec says', (path, value) => {
    const parsed: unknown = ZSalesStrategy.parse({});
    const found = path
      .split('.')
      .reduce<unknown>(
        (node, key) =>
          node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined,
        parsed,
      );
    expect(found).toBe(value);
  });

  it('leaves the free-text strategy fields empty until the advisor writes them', () => {
    const strategy = ZSalesStrategy.parse({});
    expect([
      strategy.valueProposition,
      strategy.competitiveAdvantages,
      strategy.objectionHandling.otherText,
    ]).toEqual(['', '', '']);
  });

  it('fills objection defaults inside a partial object', () => {
    expect(
      ZSalesStrategy.parse({ objectionHandling: { timing: true } }).objectionHandling,
    ).toMatchObject({
      costConcerns: true,
      timing: true,
    });
  });
});

describe('number parsing', () => {
  it.each([
    ['75000', 75000],
    ['75,000', 75000],
    ['$75 000.50', 75000.5],
    ['', null],
    ['-1', null],
    ['1e9', null],
    [12, 12],
    [Number.NaN, null],
  ] as const)('parseAmount(%j) = %j', (input, expected) => {
    expect(parseAmount(input)).toBe(expected);
  });

  it.each([
    ['42', 42],
    [' 7 ', 7],
    ['4.5', null],
    ['', null],
    [3, 3],
    [-3, null],
  ] as const)('parseWholeNumber(%j) = %j', (input, expected) => {
    expect(parseWholeNumber(input)).toBe(expected);
  });
});
