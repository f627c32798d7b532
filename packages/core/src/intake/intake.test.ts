import { describe, expect, it } from 'vitest';

import { ZRealEstateTemplate } from '../clients/link-schemas';
import {
  applyRealEstateTemplate,
  buildInsuranceClientRecord,
  industryDataFromIntake,
  submissionFieldsFromIntake,
} from './client-record';
import { goalLabels, normaliseGoals, parseIntegerOr0 } from './lenient-parsing';
import { ZInsuranceIntake, ZRealEstateIntake, ZSubmitIntakeInput } from './schemas';

function firstIssue(result: {
  success: boolean;
  error?: { issues: { message: string; path: PropertyKey[] }[] };
}) {
  const issue = result.success ? undefined : result.error?.issues[0];
  return issue ? { message: issue.message, field: issue.path.join('.') } : null;
}

describe('parseIntegerOr0', () => {
  it.each([
    ['42', 42],
    [42, 42],
    [' 7 ', 7],
    ['$75,000', 75000],
    ['30.9', 30],
    [30.9, 30],
    ['', 0],
    ['abc', 0],
    ['12abc', 0],
    ['-5', 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
    ['9'.repeat(30), 0],
    [null, 0],
    [undefined, 0],
    [{}, 0],
  ])('%j -> %d', (input, expected) => {
    expect(parseIntegerOr0(input)).toBe(expected);
  });
});

describe('normaliseGoals', () => {
  const none = {
    protectFamily: false,
    buildSavings: false,
    planEstate: false,
    other: false,
    otherText: '',
  };

  it('reads the checkbox object', () => {
    expect(
      normaliseGoals({ protectFamily: true, other: true, otherText: ' College fund ' }),
    ).toEqual({
      ...none,
      protectFamily: true,
      other: true,
      otherText: 'College fund',
    });
  });

  it('reads a list of labels, unknown ones becoming other', () => {
    expect(normaliseGoals(['Protect Family', 'estate planning', 'Buy a boat'])).toEqual({
      ...none,
      protectFamily: true,
      planEstate: true,
      other: true,
      otherText: 'Buy a boat',
    });
  });

  it('reads comma-separated and JSON strings', () => {
    expect(normaliseGoals('Build Savings, Protect Family')).toEqual({
      ...none,
      buildSavings: true,
      protectFamily: true,
    });
    expect(normaliseGoals('{"planEstate":true}')).toEqual({ ...none, planEstate: true });
    expect(normaliseGoals('["Build Savings"]')).toEqual({ ...none, buildSavings: true });
    expect(normaliseGoals('{broken')).toEqual({ ...none, other: true, otherText: '{broken' });
  });

  it('gives no goals for nothing usable', () => {
    expect(normaliseGoals(undefined)).toEqual(none);
    expect(normaliseGoals('')).toEqual(none);
    expect(normaliseGoals(17)).toEqual(none);
  });

  it('labels goals the way saved clients store them', () => {
    expect(
      goalLabels({
        protectFamily: true,
        buildSavings: true,
        planEstate: true,
        other: true,
        otherText: 'Travel',
      }),
    ).toEqual(['Protect Family', 'Build Savings', 'Estate Planning', 'Travel']);
    expect(goalLabels({ ...none, other: false, otherText: 'ignored' })).toEqual([]);
  });
});

describe('ZInsuranceIntake', () => {
  it('needs a name of at least two characters and a valid optional e-mail', () => {
    expect(firstIssue(ZInsuranceIntake.safeParse({ fullName: 'A' }))).toEqual({
      message: 'Name is required',
      field: 'fullName',
    });
    expect(firstIssue(ZInsuranceIntake.safeParse({}))).toEqual({
      message: 'Name is required',
      field: 'fullName',
    });
    expect(firstIssue(ZInsuranceIntake.safeParse({ fullName: 'Ada', email: 'nope' }))).toEqual({
      message: 'Please enter a valid email',
      field: 'email',
    });
    expect(ZInsuranceIntake.parse({ fullName: 'Ada', email: '' }).email).toBe('');
  });

  it('applies the defaults of the spec', () => {
    const parsed = ZInsuranceIntake.parse({ fullName: 'Ada Lovelace' });
    expect(parsed).toMatchObject({
      insuranceType: 'Life Insurance',
      smoker: 'Non-Smoker',
      dependents: '',
      age: '',
      notes: '',
    });
    expect(parsed.goals).toEqual({
      protectFamily: false,
      buildSavings: false,
      planEstate: false,
      other: false,
      otherText: '',
    });
  });

  it.each([
    [{ age: 17 }, 'Age must be between 18 and 100', 'age'],
    [{ age: '101' }, 'Age must be between 18 and 100', 'age'],
    [{ age: 'forty' }, 'Age must be between 18 and 100', 'age'],
    [{ dependents: -1 }, 'Number of dependents must be between 0 and 20', 'dependents'],
    [{ gender: 'Robot' }, 'Please choose a valid gender', 'gender'],
    [{ insuranceType: 'Pet Insurance' }, 'Please choose a valid insurance type', 'insuranceType'],
    [{ notes: 'x'.repeat(2001) }, 'Additional notes must be at most 2000 characters', 'notes'],
    [{ occupation: 5 }, 'Occupation must be text', 'occupation'],
    [{ isAdmin: true }, 'Unknown field: isAdmin', ''],
    [{ goals: { protectFamily: true, hack: 1 } }, 'Unknown field: hack', 'goals'],
    [{ goals: ['x'.repeat(201)] }, 'Each goal must be at most 200 characters', 'goals.0'],
  ])('rejects %j with a message naming the field', (extra, message, field) => {
    expect(firstIssue(ZInsuranceIntake.safeParse({ fullName: 'Ada', ...extra }))).toEqual({
      message,
      field,
    });
  });

  it('accepts numbers as typed or sent', () => {
    const parsed = ZInsuranceIntake.parse({
      fullName: 'Ada',
      age: 40,
      dependents: '2',
      annualIncome: '$85,000',
      budget: 150,
    });
    expect(parsed).toMatchObject({
      age: '40',
      dependents: '2',
      annualIncome: '$85,000',
      budget: '150',
    });
  });
});

describe('ZRealEstateIntake', () => {
  it('keeps strings and the pre-approval flag', () => {
    const parsed = ZRealEstateIntake.parse({
      fullName: 'Bo',
      propertyType: 'condo',
      bedrooms: '5+',
      bathrooms: '2.5',
      preApproved: true,
    });
    expect(parsed).toMatchObject({
      propertyType: 'condo',
      bedrooms: '5+',
      bathrooms: '2.5',
      preApproved: true,
      timeline: '',
    });
  });

  it('rejects values outside the lists and insurance fields', () => {
    expect(firstIssue(ZRealEstateIntake.safeParse({ fullName: 'Bo', bedrooms: '9' }))?.field).toBe(
      'bedrooms',
    );
    expect(firstIssue(ZRealEstateIntake.safeParse({ fullName: 'Bo', age: '40' }))?.message).toBe(
      'Unknown field: age',
    );
  });

  it('drops the parts the template does not ask for', () => {
    const intake = ZRealEstateIntake.parse({
      fullName: 'Bo',
      preApproved: true,
      preApprovalAmount: '400000',
      timeline: 'asap',
      desiredFeatures: 'Garden',
    });
    const template = ZRealEstateTemplate.parse({ includeTimeline: false });
    expect(applyRealEstateTemplate(intake, template)).toMatchObject({
      preApproved: false,
      preApprovalAmount: '',
      timeline: '',
      desiredFeatures: 'Garden',
    });
    const withPreApproval = ZRealEstateTemplate.parse({ includePreApproval: true });
    expect(applyRealEstateTemplate(intake, withPreApproval)).toMatchObject({
      preApproved: true,
      preApprovalAmount: '400000',
      timeline: 'asap',
    });
  });
});

describe('buildInsuranceClientRecord', () => {
  it('builds the record of the spec with integers and empty extras', () => {
    const intake = ZInsuranceIntake.parse({
      fullName: 'Ada Lovelace',
      email: 'ada@example.com',
      age: '36',
      annualIncome: '85,000',
      dependents: '',
      budget: 'lots',
      goals: 'Protect Family',
    });
    expect(buildInsuranceClientRecord(intake)).toEqual({
      clientName: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '',
      age: 36,
      gender: '',
      maritalStatus: '',
      occupation: '',
      location: '',
      incomeLevel: '',
      annualIncome: 85000,
      insuranceType: 'Life Insurance',
      dependents: 0,
      healthStatus: '',
      smoker: 'Non-Smoker',
      healthConditions: '',
      budget: 0,
      goals: {
        protectFamily: true,
        buildSavings: false,
        planEstate: false,
        other: false,
        otherText: '',
      },
      notes: '',
      companyId: '',
      productId: '',
      homeOwnership: '',
      vehicleOwnership: '',
      riskTolerance: '',
    });
  });

  it("falls back to 'Anonymous Client' without a name", () => {
    const intake = { ...ZInsuranceIntake.parse({ fullName: 'Ada' }), fullName: '  ' };
    expect(buildInsuranceClientRecord(intake).clientName).toBe('Anonymous Client');
  });
});

describe('industryDataFromIntake', () => {
  it('maps an insurance form to the industry_data of a client', () => {
    const intake = ZInsuranceIntake.parse({
      fullName: 'Ada',
      age: 36,
      annualIncome: '85000',
      smoker: 'Smoker',
      dependents: 2,
      budget: '120',
      goals: { buildSavings: true, other: true, otherText: 'Travel' },
    });
    expect(industryDataFromIntake({ industryType: 'insurance', intake })).toEqual({
      age: 36,
      gender: '',
      income: 85000,
      incomeLevel: '',
      maritalStatus: '',
      occupation: '',
      location: '',
      insuranceType: 'Life Insurance',
      dependents: 2,
      healthStatus: '',
      smoker: true,
      healthConditions: '',
      homeOwnership: '',
      vehicleOwnership: '',
      riskTolerance: 'Medium',
      budget: 120,
      goals: ['Build Savings', 'Travel'],
    });
    expect(submissionFieldsFromIntake({ industryType: 'insurance', intake }).goals).toEqual([
      'Build Savings',
      'Travel',
    ]);
  });

  it('maps a real-estate form', () => {
    const intake = ZRealEstateIntake.parse({
      fullName: 'Bo',
      location: 'Austin, TX',
      budget: '$450,000',
      propertyType: 'condo',
    });
    expect(industryDataFromIntake({ industryType: 'real-estate', intake })).toMatchObject({
      location: 'Austin, TX',
      budget: 450000,
      propertyType: 'condo',
      riskTolerance: 'Medium',
      preApproved: false,
    });
  });
});

describe('ZSubmitIntakeInput', () => {
  it('needs an object of data', () => {
    expect(firstIssue(ZSubmitIntakeInput.safeParse({ linkId: 'x', data: 'hello' }))).toEqual({
      message: 'Form data must be an object',
      field: 'data',
    });
  });
});
