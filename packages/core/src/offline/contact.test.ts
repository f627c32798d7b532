import { describe, expect, it } from 'vitest';

import { TONES } from '../generation/options';
import { buildOfflineDocument } from './document';
import { leadOf, offlineInput, section } from './test-input';

describe('cover, advisor and important information', () => {
  const document = buildOfflineDocument(offlineInput());

  it('gives the cover an intro and the key figures only', () => {
    expect(section(document, 'cover').html).toMatch(
      /^<p class="pc-lead">[^<]+<\/p>\n<div data-block="key-figures"><\/div>$/,
    );
  });

  it('gives the advisor section its call to action only', () => {
    expect(section(document, 'advisor').html).toMatch(/^<p class="pc-lead">[^<]+<\/p>$/);
    expect(section(document, 'advisor').html).not.toContain('James');
  });

  it('leaves the disclaimer to the renderer and names what the figures were calculated from', () => {
    expect(section(document, 'important-information').html).toBe(
      '<p>The figures in this presentation are estimates calculated from the information you provided: your age and income, your budget, your debts and your mortgage.</p>',
    );
    const renter = buildOfflineDocument(
      offlineInput(
        { maritalStatus: 'Single', dependents: '0' },
        {},
        {},
        { debts: 0, mortgage: 0, existingCoverage: 0 },
      ),
    );
    expect(section(renter, 'important-information').html).toBe(
      '<p>The figures in this presentation are estimates calculated from the information you provided: your age and income and your budget.</p>',
    );
  });

  it.each(['cover', 'advisor'] as const)('changes the %s lead with the tone', (id) => {
    const leads = TONES.map((tonePriority) =>
      leadOf(section(buildOfflineDocument(offlineInput({ tonePriority })), id).html),
    );
    expect(new Set(leads).size).toBe(TONES.length);
  });
});
