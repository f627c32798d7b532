import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { findUnstorableText } from './storable-text';

describe('findUnstorableText', () => {
  it('passes ordinary text, emoji and non-JSON values', () => {
    expect(
      findUnstorableText({ name: 'Zoë 👩‍👩‍👧', list: ['a', 1, null, true], nested: { deep: '𝕏' } }),
    ).toBeNull();
    expect(findUnstorableText(undefined)).toBeNull();
    expect(findUnstorableText(42)).toBeNull();
  });

  it('names the path of a NUL character or an unpaired surrogate, in values and keys', () => {
    expect(findUnstorableText('a\u0000b')).toEqual([]);
    expect(findUnstorableText({ client: { goals: ['ok', 'x\ud800'] } })).toEqual([
      'client',
      'goals',
      1,
    ]);
    expect(findUnstorableText({ data: { 'bad\u0000key': 1 } })).toEqual(['data', 'bad\u0000key']);
    expect(findUnstorableText({ a: 'fine', b: '\udfff' })).toEqual(['b']);
  });

  it('walks hostile nesting in linear time without recursion', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 200_000; i += 1) deep = [deep];
    const started = Date.now();
    expect(findUnstorableText(deep)).toHaveLength(200_000);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('survives cycles', () => {
    const cyclic: Record<string, unknown> = { a: 'ok' };
    cyclic.self = cyclic;
    expect(findUnstorableText(cyclic)).toBeNull();
  });

  it('agrees with PostgreSQL’s rule on any string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const storable =
          !text.includes('\u0000') && Buffer.from(text, 'utf8').toString('utf8') === text;
        expect(findUnstorableText({ text }) === null).toBe(storable);
      }),
      { seed: 7, numRuns: 500 },
    );
  });
});

describe('bidirectional controls in names and titles', () => {
  const spoofed = 'Invoice\u202Efdp.exe \u2066Ada\u2069 \u202A\u202B\u202C\u202D\u2067\u2068';

  it('are dropped by every cleaner names and titles go through', async () => {
    const { stripBidiControls } = await import('./storable-text');
    const { cleanSingleLine, cleanMultiline } = await import('./form-text');
    const { ZCreateLinkInput, ZUpsertClientInput } = await import('./clients');
    const { ZSignUpInput } = await import('./auth');
    const { ZUpdateProfileInput } = await import('./profile');
    const { presentationTitle } = await import('./presentations');
    const { ZInsuranceIntake } = await import('./intake');
    expect(stripBidiControls(spoofed)).toBe('Invoicefdp.exe Ada ');
    expect(cleanSingleLine(spoofed)).toBe('Invoicefdp.exe Ada');
    expect(cleanMultiline(`${spoofed}\nline two\u202E`)).toBe('Invoicefdp.exe Ada \nline two');
    expect(ZUpsertClientInput.parse({ fullName: spoofed }).fullName).toBe('Invoicefdp.exe Ada');
    expect(ZCreateLinkInput.parse({ title: spoofed, industryType: 'insurance' }).title).toBe(
      'Invoicefdp.exe Ada',
    );
    expect(ZInsuranceIntake.parse({ fullName: spoofed }).fullName).toBe('Invoicefdp.exe Ada');
    const account = ZSignUpInput.parse({
      email: 'a@example.com',
      password: 'harbor-lights-7',
      confirmPassword: 'harbor-lights-7',
      fullName: spoofed,
      companyName: `Acme\u202E`,
    });
    expect([account.fullName, account.companyName]).toEqual(['Invoicefdp.exe Ada', 'Acme']);
    expect(ZUpdateProfileInput.parse({ fullName: spoofed, companyName: 'Co' }).fullName).toBe(
      'Invoicefdp.exe Ada',
    );
    expect(presentationTitle('Term Life\u202E', spoofed)).toBe(
      'Term Life Recommendations for Invoicefdp.exe Ada',
    );
    // A name made only of controls is as empty as a blank one.
    expect(ZUpsertClientInput.safeParse({ fullName: '\u202E\u2066' }).success).toBe(false);
  });
});
