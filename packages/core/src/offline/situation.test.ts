import { describe, expect, it } from 'vitest';

import { TONES } from '../generation/options';
import { buildOfflineDocument } from './document';
import { leadOf, offlineInput, plainText, section } from './test-input';

const html = (
  id: 'where-you-are' | 'what-you-need',
  client: Record<string, unknown> = {},
  extras?: Parameters<typeof offlineInput>[3],
) => section(buildOfflineDocument(offlineInput(client, {}, {}, extras)), id).html;

describe('where you are today', () => {
  it('leads into the client snapshot, warmly and in the chosen tone', () => {
    expect(html('where-you-are')).toContain('<div data-block="client-snapshot"></div>');
    expect(leadOf(html('where-you-are'))).toBe('Here is the picture you shared with us, Maria.');
    expect(
      new Set(TONES.map((tonePriority) => leadOf(html('where-you-are', { tonePriority })))).size,
    ).toBe(TONES.length);
  });

  it('says what the client told us they want, fitted to who depends on them', () => {
    expect(plainText(html('where-you-are'))).toContain('protecting your family comes first');
    const single = html('where-you-are', {
      maritalStatus: 'Single',
      dependents: '0',
      goals: { protectFamily: true, buildSavings: true, planEstate: true },
    });
    expect(plainText(single)).toContain('protecting the people who matter to you');
    expect(plainText(single)).toContain('build savings');
    expect(plainText(single)).toContain('plan what you will leave behind');
    expect(html('where-you-are', { goals: {} })).not.toContain('You told us');
  });
});

describe('what you need', () => {
  it('places the need chart beside the needs table', () => {
    expect(html('what-you-need')).toContain(
      '<div class="pc-needs"><figure data-chart="need-breakdown"></figure><div data-block="needs-table"></div></div>',
    );
  });

  it('changes the lead with the tone, saying what the needs table means without restating it', () => {
    const lead = (tonePriority: string) => leadOf(html('what-you-need', { tonePriority }));
    expect(new Set(TONES.map(lead)).size).toBe(TONES.length);
    for (const tonePriority of TONES) expect(lead(tonePriority)).not.toContain('data-figure');
    expect(lead('logical')).toBe(
      'Each part of the need, what counts against it, and the gap that is left.',
    );
    expect(lead('emotional')).toContain('If the unexpected happened');
    expect(lead('persuasive')).toContain('is what this plan closes');
    expect(lead('balanced')).toContain(
      'the gap is what the cover and savings you hold leave uncovered',
    );
  });

  it('says so when existing cover already meets the need', () => {
    const covered = html(
      'what-you-need',
      { tonePriority: 'persuasive' },
      { existingCoverage: 50_000_000 },
    );
    expect(leadOf(covered)).toContain('already meets the estimated need');
    expect(covered).not.toContain('this plan closes');
  });

  it('says which column of the technical table the plan is sized on, restating no total', () => {
    const technical = html('what-you-need', { presentationStyle: 'technical' });
    expect(plainText(technical)).toContain(
      'The plan is sized on the DIME (debts, income, mortgage, education) column',
    );
    expect(technical).not.toMatch(/dime-total|hlv-total/);
    expect(plainText(html('what-you-need'))).not.toContain('column');
  });

  it('defines the method terms only for a comprehensive technical presentation', () => {
    const technical = plainText(html('what-you-need', { presentationStyle: 'technical' }));
    expect(technical).toContain('DIME method');
    // The table's rows define the total and the gap; the product cards, term and permanent life.
    expect(technical).not.toMatch(/\bGap Total need minus|Term life Coverage for a fixed/);
    expect(
      html('what-you-need', { presentationStyle: 'technical', detailLevel: 'balanced' }),
    ).not.toContain('pc-definitions');
    expect(html('what-you-need', { presentationStyle: 'professional' })).not.toContain(
      'pc-definitions',
    );
  });

  it('explains the risk when the focus areas ask for it', () => {
    const risk = html('what-you-need', { focusAreas: ['Risk Analysis'] });
    expect(risk).toContain('The risk this covers');
    expect(risk).toContain('<span data-figure="income-replacement-years"></span>');
    expect(html('what-you-need', { focusAreas: [] })).not.toContain('The risk this covers');
    expect(html('what-you-need', { focusAreas: ['Risk Analysis'], age: '70' })).toContain(
      'no income replacement',
    );
  });
});
