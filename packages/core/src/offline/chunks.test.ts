import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { offlineChunks } from './chunks';

describe('offlineChunks', () => {
  it('splits into chunks that join back to the text', () => {
    const text = 'x'.repeat(1234);
    const chunks = offlineChunks(text);
    expect(chunks.join('')).toBe(text);
    expect(chunks.every((c) => c.length <= 400 && c.length > 0)).toBe(true);
    expect(chunks.length).toBe(Math.ceil(text.length / 400));
  });

  it('never splits a surrogate pair and survives odd sizes', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 300 }),
        fc.integer({ min: -5, max: 50 }),
        (text, size) => {
          const chunks = offlineChunks(text, size);
          expect(chunks.join('')).toBe(text);
          for (const chunk of chunks) {
            const last = chunk.charCodeAt(chunk.length - 1);
            expect(last >= 0xd800 && last <= 0xdbff).toBe(false);
          }
        },
      ),
    );
    expect(offlineChunks('')).toEqual([]);
    expect(offlineChunks('abc', Number.NaN)).toEqual(['abc']);
  });
});
