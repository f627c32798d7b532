import { describe, expect, it } from 'vitest';

import { chartFlow } from './chart-flow';
import { paginate, type TFlow } from './flow';
import { countLines, lineHeight, runsOfLines, textWidth, wordsOf, wrapWords } from './measure';
import { columnWidths } from './table-flow';
import { CHARTS, sampleDeck } from './testing/sample-deck';
import { headingFlow, listFlow, paragraphFlow } from './text-flows';
import { paletteOf, typeScale } from './theme';

describe('measuring text', () => {
  it('gives Arial widths: wide letters wider than narrow ones, bold wider than regular', () => {
    expect(textWidth('WWWW', 16)).toBeGreaterThan(textWidth('iiii', 16) * 3);
    expect(textWidth('Total need', 16, true)).toBeGreaterThan(textWidth('Total need', 16));
    // 100 average characters at 16 pt come to about 11 inches, as in PowerPoint.
    const sentence =
      'The plan covers your family for twenty years, while the mortgage is paid off. '.repeat(2);
    expect(textWidth(sentence, 16) / sentence.length).toBeGreaterThan(0.09);
    expect(textWidth(sentence, 16) / sentence.length).toBeLessThan(0.13);
  });

  it('wraps greedily within the width and loses no word', () => {
    const text = 'one two three four five six seven eight nine ten eleven twelve';
    const lines = wrapWords(wordsOf([{ text }]), textWidth('one two three four', 14) + 0.01, 14);
    expect(lines.map((l) => l.map((w) => w.text).join(' '))).toEqual([
      'one two three four',
      'five six seven',
      'eight nine ten',
      'eleven twelve',
    ]);
    expect(countLines(text, 100, 14)).toBe(1);
  });

  it('keeps runs glued where the page has no space ("$1,000" then ".") and rebuilds them', () => {
    const runs = [
      { text: 'You owe ' },
      { text: '$420,000', bold: true },
      { text: '. Then more words.' },
    ];
    const words = wordsOf(runs);
    expect(words.map((w) => [w.text, w.space])).toEqual([
      ['You', false],
      ['owe', true],
      ['$420,000', true],
      ['.', false],
      ['Then', true],
      ['more', true],
      ['words.', true],
    ]);
    const narrow = wrapWords(words, textWidth('$420,000.', 16, true) + 0.01, 16);
    expect(narrow.some((line) => line.map((w) => w.text).join('') === '$420,000.')).toBe(true);
    expect(runsOfLines(narrow)).toEqual([
      { text: 'You owe', bold: false, italic: false },
      { text: ' $420,000', bold: true, italic: false },
      { text: '. Then more words.', bold: false, italic: false },
    ]);
  });

  it('cuts a word longer than a line', () => {
    const lines = wrapWords(wordsOf([{ text: 'x'.repeat(200) }]), 2, 16);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.map((l) => l[0]?.text).join('')).toBe('x'.repeat(200));
  });
});

const STYLE = { size: 16, color: '000000' };
const block = (height: number, splittable = false): TFlow => ({
  height,
  minHeight: splittable ? 0.5 : height,
  split: (space) =>
    splittable && space >= 0.5 && space < height
      ? [block(Math.floor(space * 2) / 2), block(height - Math.floor(space * 2) / 2, true)]
      : null,
  draw: () => undefined,
});

describe('paginate', () => {
  const frame = { top: 1, bottom: 6 };

  it('fills a slide, then starts the next with the block that did not fit', () => {
    const pages = paginate([block(2), block(2), block(2)], frame, frame);
    expect(pages.map((p) => p.map((x) => x.y))).toEqual([[1, 3.2], [1]]);
  });

  it('splits a long block across slides, never leaving content outside the frame', () => {
    const pages = paginate([block(1), block(12, true)], frame, frame);
    expect(pages.length).toBe(3);
    for (const page of pages)
      for (const { flow, y } of page) expect(y + flow.height).toBeLessThanOrEqual(6);
    const total = pages.flat().reduce((sum, p) => sum + p.flow.height, 0);
    expect(total).toBe(13);
  });

  it('keeps a heading with the first lines of what follows it', () => {
    const heading = headingFlow('Options we weighed', STYLE, 10);
    const pages = paginate([block(4.3), heading, block(2)], frame, frame);
    expect(pages[0]).toHaveLength(1);
    expect(pages[1]?.[0]?.flow).toBe(heading);
  });

  it('draws a chart shorter to share a slide, never shorter than its minimum', () => {
    const chart = chartFlow(
      CHARTS[1]!,
      typeScale('presentation'),
      paletteOf(sampleDeck().colours),
      12,
    );
    const shared = paginate([block(1.2), chart], frame, frame);
    expect(shared).toHaveLength(1);
    const placed = shared[0]?.[1];
    expect((placed?.y ?? 0) + (placed?.flow.height ?? 0)).toBeLessThanOrEqual(6);
    expect(placed?.flow.height).toBeLessThan(chart.height);
    const moved = paginate([block(3.5), chart], frame, frame);
    expect(moved[1]?.[0]?.flow.height).toBe(chart.height);
  });

  it('moves on from a short first frame when a block cannot start there', () => {
    const pages = paginate([block(3)], { top: 5, bottom: 6 }, frame);
    expect(pages[0]).toEqual([]);
    expect(pages[1]?.[0]?.y).toBe(1);
  });
});

describe('text flows', () => {
  const long = Array.from({ length: 40 }, (_, i) => `Sentence ${i} says a little more.`).join(' ');

  it('splits a paragraph between lines, two at least on each side, at the same size', () => {
    const flow = paragraphFlow([{ text: long }], STYLE, 6);
    const lines = Math.round(flow.height / lineHeight(16));
    const parts = flow.split(lineHeight(16) * 5 + 0.01);
    expect(parts?.[0].height).toBeCloseTo(lineHeight(16) * 5);
    expect(parts?.[1].height).toBeCloseTo(lineHeight(16) * (lines - 5));
    expect(flow.split(lineHeight(16) * 1.5)).toBeNull();
  });

  it('splits a list between items', () => {
    const items = Array.from({ length: 10 }, (_, i) => [{ text: `Item ${i + 1}` }]);
    const flow = listFlow(items, true, STYLE, 6);
    const parts = flow.split(flow.height / 2);
    expect(parts).not.toBeNull();
    expect((parts?.[0].height ?? 0) + (parts?.[1].height ?? 0)).toBeGreaterThan(flow.height - 0.2);
  });
});

describe('columnWidths', () => {
  it('fills the width, giving wordy columns more room than short ones', () => {
    const cells = [
      ['Year', 'Remaining need', 'Note'],
      [
        'Year 1',
        '$1,883,000',
        'A longer note on this year, which wraps onto a second line in its column.',
      ],
    ];
    const widths = columnWidths(cells, 3, 12, 13);
    expect(widths.reduce((a, b) => a + b, 0)).toBeCloseTo(12);
    expect(widths[2]).toBeGreaterThan(widths[1] ?? 0);
    expect(widths[1]).toBeGreaterThan(widths[0] ?? 0);
  });
});
