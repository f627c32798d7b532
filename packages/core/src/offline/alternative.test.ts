import { describe, expect, it } from 'vitest';

import { focusOf, offlineAlternative } from './alternative';
import { offlineSection } from './document';
import { offlineInput } from './test-input';

describe('another wording of a section from the built-in writer', () => {
  const input = offlineInput({ presentationStyle: 'professional', tonePriority: 'balanced' });

  it('reads the style or tone an instruction names, over the presentation’s own', () => {
    const own = { style: 'professional', tone: 'balanced' } as const;
    expect(focusOf('Make it shorter please', own)).toEqual({
      style: 'simplified',
      tone: 'balanced',
    });
    expect(focusOf('more about her family', own)).toEqual({
      style: 'professional',
      tone: 'emotional',
    });
    expect(focusOf('warmer, and stick to the facts', own)).toEqual({
      style: 'conversational',
      tone: 'logical',
    });
    expect(focusOf('mention the trip to Lisbon', own)).toBeNull();
  });

  it('never hands back the text the section has now', () => {
    for (const id of [
      'cover',
      'where-you-are',
      'what-you-need',
      'recommendation',
      'costs-and-benefits',
    ] as const) {
      const current = offlineSection(id, input).html;
      const alternative = offlineAlternative(id, input, { currentHtml: current, instruction: '' });
      expect(alternative, id).not.toBeNull();
      expect(alternative!.section.html, id).not.toBe(current);
      expect(alternative!.section.source).toBe('built-in');
    }
  });

  it('follows a focus it can write in, and says so', () => {
    const current = offlineSection('what-you-need', input).html;
    const alternative = offlineAlternative('what-you-need', input, {
      currentHtml: current,
      instruction: 'focus on what it means for the family',
    });
    expect(alternative).toMatchObject({
      followsInstruction: true,
      wording: 'Formal and structured; family, security and peace of mind',
    });
    expect(alternative!.section.html).toBe(
      offlineSection(
        'what-you-need',
        offlineInput({ presentationStyle: 'professional', tonePriority: 'emotional' }),
      ).html,
    );
  });

  it('offers the built-in text for a section someone else wrote', () => {
    const alternative = offlineAlternative('recommendation', input, {
      currentHtml: '<p>Written by the advisor.</p>',
      instruction: '',
    });
    expect(alternative?.section.html).toBe(offlineSection('recommendation', input).html);
  });

  it('says there is no other version when every wording it has reads the same', () => {
    const current = offlineSection('important-information', input).html;
    expect(
      offlineAlternative('important-information', input, {
        currentHtml: current,
        instruction: 'shorter',
      }),
    ).toBeNull();
  });
});
