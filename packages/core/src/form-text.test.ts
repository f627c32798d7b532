import { describe, expect, it } from 'vitest';

import { cleanMultiline, cleanSingleLine, textOrNull } from './form-text';

describe('text cleaning', () => {
  it('turns control characters (NUL included) into spaces on one line', () => {
    expect(cleanSingleLine('  Ada\u0000 Love\r\nlace\t ')).toBe('Ada Love lace');
  });

  it('keeps line breaks in multi-line text', () => {
    expect(cleanMultiline('line one\r\nline two\u0000\u0007')).toBe('line one\nline two');
  });
});

describe('optional text as stored', () => {
  it('is null when left out or left empty, and the text as typed otherwise', () => {
    expect([undefined, null, ''].map(textOrNull)).toEqual([null, null, null]);
    expect(textOrNull(' ')).toBe(' ');
    expect(textOrNull('0')).toBe('0');
  });
});
