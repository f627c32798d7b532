import { describe, expect, it } from 'vitest';

import {
  fieldLabel,
  fieldValue,
  orderedFields,
  submitterEmail,
  submitterName,
} from './submission-fields';

// Clients page, Submission Details (accounts spec §2): every field with its name split into words,
// and a dash for an empty value.
describe('a submission’s fields in the details dialog', () => {
  it('splits field names into capitalised words', () => {
    expect(fieldLabel('fullName')).toBe('Full Name');
    expect(fieldLabel('annualIncome')).toBe('Annual Income');
    expect(fieldLabel('preApprovalAmount')).toBe('Pre Approval Amount');
    expect(fieldLabel('link_id')).toBe('Link Id');
    expect(fieldLabel('desired-features')).toBe('Desired Features');
    expect(fieldLabel('HTMLContent')).toBe('HTML Content');
    expect(fieldLabel('notes')).toBe('Notes');
  });

  it('shows a dash for an empty value', () => {
    for (const empty of [
      null,
      undefined,
      '',
      '   ',
      [],
      ['', null],
      {},
      { other: false, otherText: '' },
      Number.NaN,
    ]) {
      expect(fieldValue('notes', empty), JSON.stringify(empty)).toBe('-');
    }
  });

  it('reads yes/no, numbers with thousands separators, and trimmed text', () => {
    expect(fieldValue('preApproved', true)).toBe('Yes');
    expect(fieldValue('preApproved', false)).toBe('No');
    expect(fieldValue('annualIncome', 85000)).toBe('85,000');
    expect(fieldValue('age', 0)).toBe('0');
    expect(fieldValue('occupation', '  Nurse ')).toBe('Nurse');
  });

  it('lists a list’s items and a goals object’s chosen goals', () => {
    expect(fieldValue('focusAreas', ['Cost Breakdown', '', 'Family Protection'])).toBe(
      'Cost Breakdown, Family Protection',
    );
    expect(
      fieldValue('goals', {
        protectFamily: true,
        buildSavings: false,
        other: true,
        otherText: 'Travel fund',
      }),
    ).toBe('Protect Family, Other, Other Text: Travel fund');
  });

  it('names a property type and a purchase timeline instead of showing their codes', () => {
    for (const code of ['single-family', 'condo', 'townhouse', 'multi-family', 'land']) {
      expect(fieldValue('propertyType', code)).not.toBe(code);
      expect(fieldValue('propertyType', code)).toMatch(/^[A-Z]/);
    }
    for (const code of [
      'asap',
      '1-3months',
      '3-6months',
      '6-12months',
      '1year+',
      'just-browsing',
    ]) {
      expect(fieldValue('timeline', code)).not.toBe(code);
    }
    expect(fieldValue('timeline', '1-3months')).toMatch(/1-3 months/);
    // Codes are names only in their own field; anything else reads as typed.
    expect(fieldValue('notes', 'asap')).toBe('asap');
    expect(fieldValue('propertyType', 'castle')).toBe('castle');
  });
});

describe('the submissions table’s Name and Email columns', () => {
  it('takes the name from the submission, else from its data, else Anonymous', () => {
    expect(
      submitterName({ fullName: 'Maria Rivera', submissionData: { fullName: 'Someone Else' } }),
    ).toBe('Maria Rivera');
    expect(submitterName({ fullName: '  ', submissionData: { fullName: ' Maria Rivera ' } })).toBe(
      'Maria Rivera',
    );
    expect(submitterName({ fullName: null, submissionData: {} })).toBe('Anonymous');
    expect(submitterName({ submissionData: { fullName: 42 } })).toBe('Anonymous');
  });

  it('takes the e-mail from the submission, else from its data, else a dash', () => {
    expect(
      submitterEmail({
        email: 'maria@example.com',
        submissionData: { email: 'other@example.com' },
      }),
    ).toBe('maria@example.com');
    expect(submitterEmail({ email: null, submissionData: { email: 'maria@example.com' } })).toBe(
      'maria@example.com',
    );
    // A blank e-mail is stored as '-' (presentations spec §4): the data's address is the better one.
    expect(submitterEmail({ email: '-', submissionData: { email: 'maria@example.com' } })).toBe(
      'maria@example.com',
    );
    expect(submitterEmail({ email: '', submissionData: {} })).toBe('-');
  });
});

describe('the order of a submission’s fields', () => {
  const keys = (data: Record<string, unknown>) => orderedFields(data).map(([key]) => key);

  it('follows the insurance form’s order, whatever order the data came in', () => {
    expect(
      keys({
        notes: '',
        budget: 100,
        age: 40,
        email: 'a@b.c',
        goals: {},
        fullName: 'Ann',
        occupation: 'Nurse',
      }),
    ).toEqual(['fullName', 'email', 'age', 'occupation', 'budget', 'goals', 'notes']);
  });

  it('follows the real-estate form’s order for a real-estate submission', () => {
    expect(
      keys({
        notes: '',
        timeline: 'asap',
        bathrooms: '2',
        location: 'Halifax',
        bedrooms: '3',
        fullName: 'Ann',
        desiredFeatures: '',
      }),
    ).toEqual([
      'fullName',
      'location',
      'bedrooms',
      'bathrooms',
      'timeline',
      'desiredFeatures',
      'notes',
    ]);
  });

  it('puts fields the forms do not know last, alphabetically, keeping every value', () => {
    const ordered = orderedFields({ zeta: 1, link_id: 'l1', fullName: 'Ann', alpha: 2 });
    expect(ordered).toEqual([
      ['fullName', 'Ann'],
      ['alpha', 2],
      ['link_id', 'l1'],
      ['zeta', 1],
    ]);
  });
});
