// The public insurance form's optional finances and family questions, and where they land on the
// client record.
import { describe, expect, it } from 'vitest';

import { ZClientIndustryData } from '../clients/client-schemas';
import { industryDataFromIntake } from './client-record';
import { ZInsuranceIntake } from './schemas';

function firstIssue(result: {
  success: boolean;
  error?: { issues: { message: string; path: PropertyKey[] }[] };
}) {
  const issue = result.success ? undefined : result.error?.issues[0];
  return issue ? { message: issue.message, field: issue.path.join('.') } : null;
}

describe('ZInsuranceIntake finances and family', () => {
  it('leaves every finance question blank when not answered', () => {
    expect(ZInsuranceIntake.parse({ fullName: 'Ada' })).toMatchObject({
      mortgage: '',
      otherDebts: '',
      existingCoverIndividual: '',
      existingCoverGroup: '',
      savings: '',
      childrenAges: '',
    });
  });

  it('reads amounts as people type them and ages as a list', () => {
    const parsed = ZInsuranceIntake.parse({
      fullName: 'Ada',
      mortgage: '$380,000',
      otherDebts: '22 000',
      existingCoverGroup: 280000,
      savings: '15000.60',
      childrenAges: ' 11, 4;7 ',
    });
    expect(parsed).toMatchObject({
      mortgage: '380000',
      otherDebts: '22000',
      existingCoverGroup: '280000',
      savings: '15001',
      childrenAges: '11, 4, 7',
    });
  });

  it.each([
    [
      { mortgage: 'a lot' },
      'Mortgage balance must be an amount in dollars, for example 250,000',
      'mortgage',
    ],
    [
      { otherDebts: '-5000' },
      'Other debts must be an amount in dollars, for example 250,000',
      'otherDebts',
    ],
    [
      { existingCoverIndividual: '100000001' },
      'Life insurance you own must be an amount in dollars, for example 250,000',
      'existingCoverIndividual',
    ],
    [
      { existingCoverGroup: Number.NaN },
      'Life insurance through work must be an amount in dollars, for example 250,000',
      'existingCoverGroup',
    ],
    [
      { savings: 'x'.repeat(65) },
      'Savings must be an amount in dollars, for example 250,000',
      'savings',
    ],
    [
      { childrenAges: '4, seven' },
      "Children's ages must be whole numbers from 0 to 30, separated by commas, for example 4, 7, 11",
      'childrenAges',
    ],
    [
      { childrenAges: '31' },
      "Children's ages must be whole numbers from 0 to 30, separated by commas, for example 4, 7, 11",
      'childrenAges',
    ],
    [
      { childrenAges: '1,2,3,4,5,6,7,8,9,10,11' },
      'Enter the ages of at most 10 children',
      'childrenAges',
    ],
  ])('rejects %j with a message naming the question', (extra, message, field) => {
    expect(firstIssue(ZInsuranceIntake.safeParse({ fullName: 'Ada', ...extra }))).toEqual({
      message,
      field,
    });
  });
});

describe('industryDataFromIntake with finances', () => {
  it("stores the finances, the children's ages and the client's notes, as the client record keeps them", () => {
    const intake = ZInsuranceIntake.parse({
      fullName: 'Sam',
      age: 42,
      mortgage: '380,000',
      otherDebts: '$22,000',
      existingCoverIndividual: '',
      existingCoverGroup: '280000',
      savings: '0',
      childrenAges: '4, 7, 11',
      notes: '  We want the house paid off.  ',
    });
    const data = industryDataFromIntake({ industryType: 'insurance', intake });
    expect(data).toMatchObject({
      mortgage: 380000,
      otherDebts: 22000,
      existingCoverGroup: 280000,
      savings: 0,
      childrenAges: [4, 7, 11],
      notes: 'We want the house paid off.',
    });
    expect(data).not.toHaveProperty('existingCoverIndividual');
    expect(ZClientIndustryData.safeParse(data).success).toBe(true);
  });

  it('keeps no finance keys and no notes when none were given', () => {
    const data = industryDataFromIntake({
      industryType: 'insurance',
      intake: ZInsuranceIntake.parse({ fullName: 'Ada' }),
    });
    for (const key of [
      'mortgage',
      'otherDebts',
      'existingCoverIndividual',
      'existingCoverGroup',
      'savings',
      'childrenAges',
      'notes',
    ]) {
      expect(data).not.toHaveProperty(key);
    }
    expect(ZClientIndustryData.safeParse(data).success).toBe(true);
  });
});
