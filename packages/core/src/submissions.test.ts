import { describe, expect, it } from 'vitest';

import { ZInsuranceIntake, ZRealEstateIntake } from './intake';
import { clientFieldChanges, submittedClientFields, ZApplySubmissionInput } from './submissions';

describe('submittedClientFields', () => {
  it('keeps what an insurance form filled in, keyed like the client, and nothing left blank', () => {
    const intake = ZInsuranceIntake.parse({
      fullName: 'Ada Lovelace',
      email: 'ada@example.com',
      age: '36',
      annualIncome: '$85,000',
      goals: ['Protect Family'],
      dependents: '',
    });
    expect(submittedClientFields({ industryType: 'insurance', intake })).toEqual({
      fullName: 'Ada Lovelace',
      age: 36,
      income: 85000,
      goals: ['Protect Family'],
    });
  });

  it('leaves out what the form fills in by itself, and keeps what the client chose', () => {
    // Untouched, the form sends its own insurance type, non-smoker and no dependents.
    const untouched = ZInsuranceIntake.parse({
      fullName: 'Ada Lovelace',
      email: 'ada@example.com',
      insuranceType: '',
      smoker: '',
      dependents: '0',
    });
    expect(submittedClientFields({ industryType: 'insurance', intake: untouched })).toEqual({
      fullName: 'Ada Lovelace',
    });
    const chosen = ZInsuranceIntake.parse({
      fullName: 'Ada Lovelace',
      email: 'ada@example.com',
      insuranceType: 'Term Life Insurance',
      smoker: 'Smoker',
      dependents: '2',
    });
    expect(submittedClientFields({ industryType: 'insurance', intake: chosen })).toEqual({
      fullName: 'Ada Lovelace',
      insuranceType: 'Term Life Insurance',
      smoker: true,
      dependents: 2,
    });
  });

  it('proposes the finances, children and notes a needs analysis counts, as the client record keeps them', () => {
    const intake = ZInsuranceIntake.parse({
      fullName: 'Dana Okafor',
      email: 'dana@example.com',
      mortgage: '$380,000',
      otherDebts: '22,000',
      existingCoverGroup: '280000',
      savings: '',
      childrenAges: '4, 7, 11',
      notes: 'Call after 6pm',
    });
    expect(submittedClientFields({ industryType: 'insurance', intake })).toMatchObject({
      mortgage: 380000,
      otherDebts: 22000,
      existingCoverGroup: 280000,
      childrenAges: [4, 7, 11],
      notes: 'Call after 6pm',
    });
    expect(submittedClientFields({ industryType: 'insurance', intake })).not.toHaveProperty(
      'savings',
    );
    const saved = {
      fullName: 'Dana Okafor',
      phone: '-',
      industryData: { mortgage: 400000, childrenAges: [4, 7, 11] },
    };
    expect(clientFieldChanges(saved, { mortgage: 380000, childrenAges: [4, 7, 11] })).toEqual([
      { field: 'mortgage', label: 'Mortgage balance', current: 400000, submitted: 380000 },
    ]);
  });

  it('reads a real-estate form, with the pre-approval amount only when pre-approved', () => {
    const intake = ZRealEstateIntake.parse({
      fullName: 'Home Buyer',
      phone: '555',
      budget: '$450,000',
      bedrooms: '3',
      preApproved: false,
      preApprovalAmount: '400000',
    });
    expect(submittedClientFields({ industryType: 'real-estate', intake })).toEqual({
      fullName: 'Home Buyer',
      phone: '555',
      budget: 450000,
      bedrooms: '3',
    });
  });
});

describe('clientFieldChanges', () => {
  const client = {
    fullName: 'Ada Lovelace',
    phone: '-',
    industryData: { age: 36, goals: ['Protect Family'], occupation: 'Engineer' },
  };

  it('lists only differences, in review order, reading a stored "-" phone as none', () => {
    expect(
      clientFieldChanges(client, {
        occupation: 'Mathematician',
        phone: '555',
        fullName: 'ada lovelace ',
        age: 36,
        goals: ['protect family'],
      }),
    ).toEqual([
      { field: 'phone', label: 'Phone', current: null, submitted: '555' },
      { field: 'occupation', label: 'Occupation', current: 'Engineer', submitted: 'Mathematician' },
    ]);
  });

  it('never proposes a value the form filled in by itself (submissions stored before it was left out)', () => {
    const saved = {
      fullName: 'Ada Lovelace',
      phone: '-',
      industryData: { insuranceType: 'Term Life Insurance', smoker: true, dependents: 2 },
    };
    expect(
      clientFieldChanges(saved, {
        insuranceType: 'Life Insurance',
        smoker: false,
        dependents: 0,
        age: 37,
      }),
    ).toEqual([{ field: 'age', label: 'Age', current: null, submitted: 37 }]);
    expect(clientFieldChanges(saved, { insuranceType: 'Whole Life Insurance' })).toEqual([
      {
        field: 'insuranceType',
        label: 'Insurance type',
        current: 'Term Life Insurance',
        submitted: 'Whole Life Insurance',
      },
    ]);
  });

  it('ignores keys that are not client fields', () => {
    expect(
      clientFieldChanges(client, { email: 'ada@example.com', __proto__: { polluted: true } }),
    ).toEqual([]);
  });
});

describe('ZApplySubmissionInput', () => {
  it('takes at least one known field, once each', () => {
    expect(
      ZApplySubmissionInput.parse({ id: 's1', fields: ['age', 'age', 'phone'] }).fields,
    ).toEqual(['age', 'phone']);
    expect(
      ZApplySubmissionInput.safeParse({ id: 's1', fields: [] }).error?.issues[0]?.message,
    ).toBe('Choose at least one field to apply');
    expect(ZApplySubmissionInput.safeParse({ id: 's1', fields: ['email'] }).success).toBe(false);
  });
});
