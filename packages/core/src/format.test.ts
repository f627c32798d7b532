import { describe, expect, it } from 'vitest';

import {
  formatEpochSeconds,
  formatLongDate,
  formatPresentationDate,
  formatShortDate,
  listText,
} from './format';

describe('date formats', () => {
  it('formats like the spec', () => {
    expect(formatShortDate('2025-01-05T12:00:00Z')).toBe('Jan 5, 2025');
    expect(formatShortDate('nonsense')).toBe('Invalid Date');
    expect(formatLongDate(new Date('2025-03-09T12:00:00Z'))).toBe('March 9, 2025');
    expect(formatLongDate(null)).toBe('N/A');
    expect(formatEpochSeconds(null)).toBe('N/A');
    expect(formatEpochSeconds(1736078400)).toBe('January 5, 2025');
  });

  it('formats the presentation date from the UTC calendar', () => {
    expect(formatPresentationDate(new Date('2025-01-05T23:59:00Z'))).toBe('January 5, 2025');
    expect(formatPresentationDate(new Date('nope'))).toBe('');
  });
});

describe('listText', () => {
  it('reads a list as a sentence does', () => {
    expect(listText([])).toBe('');
    expect(listText(['a'])).toBe('a');
    expect(listText([4, 7])).toBe('4 and 7');
    expect(listText(['debts', 'mortgage', 'education'], 'or')).toBe('debts, mortgage or education');
  });
});
