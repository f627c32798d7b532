import { describe, expect, it } from 'vitest';

import type { TPresentationSectionId } from '../generation/options';
import {
  MAX_SECTION_HTML,
  ZDocumentSection,
  type TDocumentSection,
  type TReplacementReason,
} from './schema';
import type { TParsedSection } from './section-stream';
import { acceptSection, completeSections, MIN_SECTION_TEXT } from './validate';

const expectedIds: TPresentationSectionId[] = [
  'cover',
  'what-you-need',
  'recommendation',
  'next-steps',
  'advisor',
  'important-information',
];
const accept = (parsed: TParsedSection, source: 'ai' | 'built-in' = 'ai') =>
  acceptSection(parsed, { expectedIds, source });

describe('acceptSection', () => {
  it('sanitises and accepts a good section', () => {
    const outcome = accept({
      id: 'what-you-need',
      title: '  What\u202e you   need ',
      html: '<p class="pc-lead bogus" onclick="x()">Your total need is <span data-figure="total-need">$1</span>.</p><figure data-chart="need-breakdown"></figure><figure data-chart="coverage-over-time"></figure><figure data-chart="need-breakdown"></figure>',
    });
    expect(outcome).toEqual({
      ok: true,
      section: {
        id: 'what-you-need',
        kind: 'what-you-need',
        title: 'What you need',
        html: '<p class="pc-lead">Your total need is <span data-figure="total-need"></span>.</p><figure data-chart="need-breakdown"></figure><figure data-chart="coverage-over-time"></figure><figure data-chart="need-breakdown"></figure>',
        charts: ['need-breakdown', 'coverage-over-time'],
        hidden: false,
        source: 'ai',
        replaced: null,
      },
    });
    if (outcome?.ok) expect(ZDocumentSection.safeParse(outcome.section).success).toBe(true);
  });

  it('records the source', () => {
    const outcome = accept(
      {
        id: 'advisor',
        title: 'Your advisor',
        html: '<p>Call Jordan on the number below, any weekday.</p>',
      },
      'built-in',
    );
    expect(outcome?.ok && outcome.section.source).toBe('built-in');
  });

  it('ignores sections the document does not expect', () => {
    expect(
      accept({
        id: 'where-you-are',
        title: 'Where you are',
        html: '<p>Not in a concise presentation at all.</p>',
      }),
    ).toBeNull();
    expect(
      accept({
        id: 'bonus',
        title: 'Bonus',
        html: '<p>Something the writer made up on its own.</p>',
      }),
    ).toBeNull();
  });

  it('rejects a section without a title', () => {
    expect(
      accept({
        id: 'advisor',
        title: ' \u200b ',
        html: '<p>Call Jordan on the number below, any weekday.</p>',
      }),
    ).toEqual({
      ok: false,
      id: 'advisor',
      reason: 'invalid',
    });
  });

  it('rejects a section with too little text unless it places a chart or a block', () => {
    const short = 'x'.repeat(MIN_SECTION_TEXT - 1);
    expect(
      accept({
        id: 'next-steps',
        title: 'Next steps',
        html: `<p>${short}</p><script>${'padding '.repeat(20)}</script>`,
      }),
    ).toEqual({
      ok: false,
      id: 'next-steps',
      reason: 'invalid',
    });
    expect(
      accept({
        id: 'next-steps',
        title: 'Next steps',
        html: `<p>${'x'.repeat(MIN_SECTION_TEXT)}</p>`,
      })?.ok,
    ).toBe(true);
    expect(
      accept({
        id: 'what-you-need',
        title: 'What you need',
        html: '<figure data-chart="need-breakdown"></figure>',
      })?.ok,
    ).toBe(true);
    expect(
      accept({
        id: 'recommendation',
        title: 'Our recommendation',
        html: '<div data-block="premium-table"></div>',
      })?.ok,
    ).toBe(true);
    // A figure or an icon alone is not enough.
    expect(
      accept({
        id: 'recommendation',
        title: 'Our recommendation',
        html: '<span data-figure="gap"></span><span data-icon="check"></span>',
      })?.ok,
    ).toBe(false);
  });

  it('lets the cover be short, but not untitled', () => {
    expect(accept({ id: 'cover', title: 'For Maria', html: '' })?.ok).toBe(true);
    expect(
      accept({ id: 'cover', title: '', html: '<p>A cover with text but without a title.</p>' })?.ok,
    ).toBe(false);
  });

  it('rejects a section whose sanitised html is too long', () => {
    const html = `<p>${'word '.repeat(MAX_SECTION_HTML / 5)}</p>`;
    expect(accept({ id: 'advisor', title: 'Your advisor', html })).toEqual({
      ok: false,
      id: 'advisor',
      reason: 'invalid',
    });
  });

  it('asks again for a typed amount it cannot mend, naming it', () => {
    for (const [typed, amount] of [
      ['$1,250,000', '$1,250,000'],
      ['$ 48', '$ 48'],
      ['only $5 a day', '$5 a day'],
      ['USD 5', 'USD 5'],
      ['usd5', 'usd5'],
      ['<b>$</b>50', '$50'],
      ['$<span>1</span>00', '$100'],
      ['one point eight million dollars', 'one point eight million dollars'],
      ['5%', '5%'],
    ]) {
      // The lead paragraph cannot lose its sentence.
      const outcome = accept({
        id: 'recommendation',
        title: 'Our recommendation',
        html: `<p>The premium is ${typed}, which fits the budget well.</p>`,
      });
      expect(outcome, typed).toEqual({
        ok: false,
        id: 'recommendation',
        reason: 'unverified-figure',
        problems: [{ kind: 'typed-amount', text: amount }],
      });
    }
  });

  it('asks again for a typed amount in the title too', () => {
    const outcome = accept({
      id: 'recommendation',
      title: 'A $500,000 plan',
      html: '<p>A plan that fits your family and your budget.</p>',
    });
    expect(outcome).toEqual({
      ok: false,
      id: 'recommendation',
      reason: 'unverified-figure',
      problems: [{ kind: 'typed-amount', text: '$500,000' }],
    });
  });

  it('mends a typed amount by removing its sentence, and records the repair', () => {
    const outcome = accept({
      id: 'recommendation',
      title: 'Our recommendation',
      html: '<p class="pc-lead">A plan that fits your family.</p><p>It fits your budget. That is less than $3 a day. You can change it later.</p>',
    });
    if (!outcome?.ok) throw new Error('the section was not accepted');
    expect(outcome.section.html).toBe(
      '<p class="pc-lead">A plan that fits your family.</p><p>It fits your budget. You can change it later.</p>',
    );
    expect(outcome.section.repairs).toEqual([
      { kind: 'sentence-removed', problem: 'typed an amount: "less than $3 a day"' },
    ]);
    expect(ZDocumentSection.safeParse(outcome.section).success).toBe(true);
  });

  it('asks again for an unknown placeholder, never deleting it silently', () => {
    const outcome = accept({
      id: 'recommendation',
      title: 'Our recommendation',
      html: '<p class="pc-lead">A plan that fits your family and your budget.</p><p>Your premium is <span data-figure="monthly-premium"></span> a month. It stays the same for the whole term.</p>',
    });
    expect(outcome).toEqual({
      ok: false,
      id: 'recommendation',
      reason: 'unknown-placeholder',
      problems: [
        { kind: 'unknown-placeholder', text: 'monthly-premium', attribute: 'data-figure' },
      ],
    });
  });

  it('moves the speaker note into notes, out of the page', () => {
    const outcome = accept({
      id: 'advisor',
      title: 'Your advisor',
      html: '<p>Call Jordan on the number below, any weekday.</p>\n<aside data-notes> Ask about the <b>mortgage</b>\u202e renewal. </aside>',
    });
    if (!outcome?.ok) throw new Error('the section was not accepted');
    expect(outcome.section.html).toBe('<p>Call Jordan on the number below, any weekday.</p>');
    expect(outcome.section.notes).toBe('Ask about the mortgage renewal.');
    expect(outcome.section).not.toHaveProperty('repairs');
  });

  it('keeps a card icon and its class', () => {
    const outcome = accept({
      id: 'advisor',
      title: 'Your advisor',
      html: '<div class="pc-card"><span class="pc-icon" data-icon="check"></span><p>Call Jordan on the number below.</p></div>',
    });
    expect(outcome?.ok && outcome.section.html).toBe(
      '<div class="pc-card"><span class="pc-icon" data-icon="check"></span><p>Call Jordan on the number below.</p></div>',
    );
  });

  it('does not count what the sanitiser removes, nor amounts without a digit', () => {
    const html =
      '<p>The premium is <span data-figure="term-monthly">$48</span>, in $ terms affordable.</p><script>var x = "$99"</script>';
    expect(accept({ id: 'recommendation', title: 'Our recommendation', html })?.ok).toBe(true);
  });
});

describe('completeSections', () => {
  const section = (id: string, source: TDocumentSection['source'] = 'ai'): TDocumentSection => ({
    id,
    kind: id as TDocumentSection['kind'],
    title: id,
    html: `<p>${source} ${id}</p>`,
    charts: [],
    hidden: false,
    source,
    replaced: null,
  });
  const standIn = (id: TPresentationSectionId, reason: TReplacementReason): TDocumentSection => ({
    ...section(id, 'built-in'),
    replaced: reason,
  });

  it('orders the sections as expected, the first accepted one for each id winning', () => {
    const first = section('advisor');
    const second = { ...section('advisor'), title: 'second' };
    const result = completeSections(
      [section('cover'), first, second],
      ['advisor', 'cover'],
      standIn,
    );
    expect(result).toEqual([first, section('cover')]);
  });

  it('stands in for missing and failed sections, with the reason', () => {
    const failures = new Map<string, TReplacementReason>([
      ['recommendation', 'unverified-figure'],
      ['advisor', 'invalid'],
    ]);
    const result = completeSections(
      [section('cover')],
      ['cover', 'recommendation', 'advisor', 'next-steps'],
      standIn,
      failures,
    );
    expect(result.map((s) => [s.id, s.source, s.replaced])).toEqual([
      ['cover', 'ai', null],
      ['recommendation', 'built-in', 'unverified-figure'],
      ['advisor', 'built-in', 'invalid'],
      ['next-steps', 'built-in', 'missing'],
    ]);
  });

  it('leaves out accepted sections that are not expected', () => {
    expect(completeSections([section('questions'), section('cover')], ['cover'], standIn)).toEqual([
      section('cover'),
    ]);
  });
});
