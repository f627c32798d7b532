import { describe, expect, it } from 'vitest';
import { cleanMultiline, cleanSingleLine } from './form-text';

describe('text cleaning', () => {
  it('turns control characters (NUL included) into spaces on one line', () => {
    expect(cleanSingleLine('  Ada\u0000 Love\r\nlace\t ')).toBe('Ada Love lace');
  });

  it('keeps line breaks in multi-line text', () => {
    expect(cleanMultiline('line one\r\nline two\u0000\u0007')).toBe('line one\nline two');
  });
});
