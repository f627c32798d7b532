import { describe, expect, it } from 'vitest';

import { clientDetailGroups, clientNotes, initialsOf } from './client-details';

describe('a client’s details on their page', () => {
  it('lists only what the client has, labelled and formatted, in groups', () => {
    const groups = clientDetailGroups({
      age: 42,
      smoker: false,
      income: 92000,
      budget: 150,
      goals: ['Protect Family', 'College fund'],
      healthConditions: ['asthma'],
      mortgage: 380000,
      occupation: '  ',
      unknownKey: 'ignored',
    });
    expect(groups.map((g) => g.title)).toEqual(['Profile', 'Coverage', 'Finances']);
    expect(groups[0]?.rows.map((r) => [r.label, r.value])).toEqual([
      ['Age', '42'],
      ['Annual income', '$92,000'],
      ['Smoker', 'Non-smoker'],
      ['Health conditions', 'asthma'],
    ]);
    expect(groups[1]?.rows.map((r) => r.value)).toEqual([
      '$150/month',
      'Protect Family, College fund',
    ]);
    expect(groups[2]?.rows).toEqual([
      { key: 'mortgage', label: 'Mortgage balance', value: '$380,000' },
    ]);
    expect(clientDetailGroups({})).toEqual([]);
  });

  it('keeps the notes apart, and makes initials', () => {
    expect(clientNotes({ notes: 'Call after 5pm' })).toBe('Call after 5pm');
    expect(clientNotes({})).toBeNull();
    expect(initialsOf('Maria del Carmen Rivera')).toBe('MR');
    expect(initialsOf(' ana ')).toBe('A');
    expect(initialsOf('')).toBe('');
  });
});
