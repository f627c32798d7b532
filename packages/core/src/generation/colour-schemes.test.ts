import { describe, expect, it } from 'vitest';

import {
  COLOUR_SCHEMES,
  hexWithAlpha,
  isValidHex,
  normaliseHex,
  readableTextOn,
  resolveColours,
  shadeHex,
} from './colour-schemes';
import { COLOUR_SCHEME_NAMES } from './options';

describe('colour schemes', () => {
  it('defines primary, secondary and accent for every named scheme', () => {
    expect(Object.keys(COLOUR_SCHEMES)).toEqual([...COLOUR_SCHEME_NAMES]);
    for (const set of Object.values(COLOUR_SCHEMES)) {
      expect(set.primary).toMatch(/^#[0-9A-F]{6}$/);
      expect(set.secondary).toMatch(/^#[0-9A-F]{6}$/);
      expect(set.accent).toMatch(/^#[0-9A-F]{6}$/);
    }
  });

  it.each([
    ['#3B82F6', true],
    ['#abc', true],
    ['#abcd', false],
    ['3B82F6', false],
    ['#GGGGGG', false],
    ['', false],
  ])('isValidHex(%j) is %s', (value, ok) => {
    expect(isValidHex(value)).toBe(ok);
  });

  it('normalises short and lower-case hex', () => {
    expect(normaliseHex('#abc')).toBe('#AABBCC');
    expect(normaliseHex(' #3b82f6 ')).toBe('#3B82F6');
    expect(normaliseHex('red')).toBeNull();
  });

  it('shades toward white and black', () => {
    expect(shadeHex('#808080', 1)).toBe('#FFFFFF');
    expect(shadeHex('#808080', -1)).toBe('#000000');
    expect(shadeHex('#808080', 0)).toBe('#808080');
    expect(shadeHex('#000000', 0.5)).toBe('#808080');
  });

  it('resolves named, custom and invalid schemes', () => {
    expect(resolveColours('teal')).toEqual(COLOUR_SCHEMES.teal);
    expect(resolveColours('nonsense')).toEqual(COLOUR_SCHEMES.blue);
    expect(resolveColours('custom', 'not-a-colour')).toEqual(COLOUR_SCHEMES.blue);
    expect(resolveColours('__proto__')).toEqual(COLOUR_SCHEMES.blue);
    const custom = resolveColours('custom', '#3b82f6');
    expect(custom.primary).toBe('#3B82F6');
    expect(custom.secondary).toBe(shadeHex('#3B82F6', -0.3));
    expect(custom.accent).toBe(shadeHex('#3B82F6', 0.35));
  });

  it('derives a darker secondary and a lighter accent for custom colours', () => {
    const sum = (hex: string) =>
      [1, 3, 5].reduce((acc, i) => acc + Number.parseInt(hex.slice(i, i + 2), 16), 0);
    const { primary, secondary, accent } = resolveColours('custom', '#7A3FC0');
    expect(sum(secondary)).toBeLessThan(sum(primary));
    expect(sum(accent)).toBeGreaterThan(sum(primary));
  });

  it('returns a copy, so callers cannot alter the table', () => {
    const set = resolveColours('blue');
    set.primary = '#000000';
    expect(COLOUR_SCHEMES.blue.primary).toBe('#2563EB');
  });

  it('picks readable text colours and rgba fills', () => {
    expect(readableTextOn('#1E3A8A')).toBe('#FFFFFF');
    expect(readableTextOn('#FACC15')).toBe('#0F172A');
    expect(hexWithAlpha('#FF0000', 0.5)).toBe('rgba(255, 0, 0, 0.5)');
  });
});
