import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { bounded, clip, hasTypedFigure, phrase, prose, storable } from './client-text';

describe('client text', () => {
  it('finds typed amounts and shares, in the ways people type them', () => {
    for (const text of [
      '$500',
      '$ 1,000',
      'USD 5000',
      '5 000 $',
      '20%',
      '20 %',
      '15 percent',
      '3 per cent',
      '€40',
      '40 dollars',
    ]) {
      expect(hasTypedFigure(text), text).toBe(true);
    }
    for (const text of ['Maria Rivera', 'Flex Term 30', 'Two kids', 'Save more', '$ and %'])
      expect(hasTypedFigure(text), text).toBe(false);
  });

  it('takes typed figures out of a phrase, leaving the words', () => {
    expect(phrase('Leave $500,000 to the kids')).toBe('Leave to the kids');
    expect(phrase('  Save   20% a year ')).toBe('Save a year');
    expect(phrase('$$5 k 6')).toBe('6');
    expect(phrase('Fund $ 5 000 $')).toBe('Fund');
    expect(phrase('100% Life')).toBe('Life');
    expect(phrase('USD Plan')).toBe('Plan');
    expect(phrase('Flex Term 30')).toBe('Flex Term 30');
  });

  it('never leaves a typed amount or share in a phrase', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.string({ maxLength: 4 }),
            fc.constantFrom('$', '%', ' ', '5', ',', 'k', '\u00a0', 'USD'),
          ),
          { maxLength: 30 },
        ),
        (parts) => {
          const text = phrase(parts.join(''));
          expect(text).not.toMatch(/\$\s?\d|\d\s?%/);
          expect(hasTypedFigure(text)).toBe(false);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('drops the sentences of prose that state a figure', () => {
    expect(
      prose('Twenty years of service. We save you 20% on average! Reviews every spring.'),
    ).toBe('Twenty years of service. Reviews every spring.');
    expect(prose('Ten percent off.\nCall us.')).toBe('Call us.');
    expect(prose('$5')).toBe('');
    expect(prose('Fees in $ are low.')).toBe('Fees in are low.');
  });

  it('cuts at a word, within the bound, never inside a character', () => {
    expect(clip('short', 10)).toBe('short');
    expect(clip('the quick brown fox jumps', 12)).toBe('the quick…');
    expect(clip('😀'.repeat(10), 6)).toBe('😀😀…');
    expect(bounded('😀'.repeat(10), 5)).toBe('😀😀');
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 80 }),
        fc.integer({ min: 1, max: 60 }),
        (text, max) => {
          for (const cut of [clip(text, max), bounded(text, max)]) {
            expect(cut.length).toBeLessThanOrEqual(max);
            expect(cut).not.toMatch(/\p{Cs}/u);
          }
        },
      ),
    );
  });

  it('keeps only text jsonb can store and that displays as stored', () => {
    expect(storable(' a\u0000b\u202Ec\uD800 ')).toBe('abc');
  });
});
