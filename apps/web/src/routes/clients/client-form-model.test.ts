import { zodResolver } from '@hookform/resolvers/zod';
import { describe, expect, it } from 'vitest';

import {
  ALL_FORM_FIELDS,
  clientInputFromDraft,
  DRAFT_INDUSTRY_FIELDS,
  draftFromClient,
  emptyClientDraft,
  hasFinances,
  ZClientDraft,
} from './client-form-model';

describe('the Clients page’s client form', () => {
  it('edits every field the server treats as the form’s (and no other)', () => {
    expect([...DRAFT_INDUSTRY_FIELDS].sort()).toEqual([...ALL_FORM_FIELDS].sort());
  });

  it('asks only for a name; blank fields are left out', () => {
    expect(clientInputFromDraft(emptyClientDraft())).toEqual({
      input: null,
      errors: { fullName: 'Client name is required' },
    });
    expect(clientInputFromDraft({ ...emptyClientDraft(), fullName: ' Dana Okafor ' })).toEqual({
      input: { fullName: ' Dana Okafor ', email: '', phone: '', industryData: {} },
      errors: null,
    });
  });

  it('reads numbers as people type them, and names each field it cannot read', () => {
    const draft = {
      ...emptyClientDraft(),
      fullName: 'Dana Okafor',
      email: 'dana@example.com',
      age: '41',
      income: '$96,000',
      budget: '150',
      mortgage: '380,000',
      smoker: 'Non-Smoker' as const,
      insuranceType: 'Term Life Insurance',
      goals: {
        protectFamily: true,
        buildSavings: false,
        planEstate: false,
        other: true,
        otherText: 'College fund',
      },
      childrenAges: '4, 7',
    };
    expect(clientInputFromDraft(draft).input?.industryData).toEqual({
      age: 41,
      income: 96000,
      budget: 150,
      mortgage: 380000,
      smoker: false,
      insuranceType: 'Term Life Insurance',
      goals: ['Protect Family', 'College fund'],
      childrenAges: [4, 7],
    });
    expect(
      clientInputFromDraft({
        ...draft,
        age: 'forty',
        income: 'lots',
        email: 'not-mail',
        childrenAges: '4 and 7',
        goals: { ...draft.goals, otherText: '' },
      }).errors,
    ).toEqual({
      age: 'Age must be a whole number',
      income: 'Annual income must be an amount in dollars, e.g. 75,000',
      email: 'Please enter a valid email',
      childrenAges: 'Enter ages from 0 to 30 separated by commas, for example 4, 7, 11',
      'goals.otherText': 'Describe the other goal, or untick Other',
    });
    // The schema's own bounds, beside the field.
    expect(clientInputFromDraft({ ...draft, age: '151' }).errors).toEqual({
      age: 'Age must be at most 150',
    });
  });

  it('fills in from a saved client and gives back the same facts', () => {
    const saved = {
      fullName: 'Maria Garcia',
      email: '-',
      phone: '555-0100',
      industryData: {
        age: 44,
        income: 92000,
        smoker: true,
        healthConditions: ['asthma', 'allergies'],
        goals: ['Protect Family', 'Estate Planning'],
        mortgage: 250000,
        childrenAges: [9, 12],
        riskTolerance: 'High',
      },
    };
    const draft = draftFromClient(saved);
    expect(draft).toMatchObject({
      email: '',
      phone: '555-0100',
      age: '44',
      income: '92,000',
      smoker: 'Smoker',
      healthConditions: 'asthma, allergies',
      childrenAges: '9, 12',
    });
    expect(draft.goals).toMatchObject({
      protectFamily: true,
      planEstate: true,
      buildSavings: false,
    });
    expect(hasFinances(draft)).toBe(true);
    expect(hasFinances(emptyClientDraft())).toBe(false);
    const { riskTolerance: _kept, ...edited } = saved.industryData;
    expect(clientInputFromDraft(draft).input?.industryData).toEqual({
      ...edited,
      healthConditions: 'asthma, allergies',
    });
  });

  it('is the form’s schema: the input when it reads, else each message at its field', async () => {
    const resolve = zodResolver(ZClientDraft);
    const options = { fields: {}, shouldUseNativeValidation: false } as const;
    const draft = { ...emptyClientDraft(), fullName: 'Dana Okafor', age: '41' };
    expect(await resolve(draft, undefined, options)).toEqual({
      values: { fullName: 'Dana Okafor', email: '', phone: '', industryData: { age: 41 } },
      errors: {},
    });
    const { errors } = await resolve(
      { ...draft, age: 'forty', goals: { ...draft.goals, other: true } },
      undefined,
      options,
    );
    expect(errors).toMatchObject({
      age: { message: 'Age must be a whole number' },
      goals: { otherText: { message: 'Describe the other goal, or untick Other' } },
    });
  });
});
