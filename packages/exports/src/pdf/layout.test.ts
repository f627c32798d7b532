import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';

import { gridColumns } from './card-blocks';
import { niceTicks } from './chart-scale';
import { FontBook, interBytes, subsetRuns, woffToSfnt } from './fonts';
import { contactLine, licenceText } from './page-footer';
import { layoutText, runFace, type TLine } from './rich-text';
import { columnWidths, numericColumns } from './table-block';
import { solidColour } from './theme';

const lineText = (line: TLine) => line.pieces.map((p) => p.text).join('');

describe('line breaking', () => {
  const fonts = new FontBook(new PDFDocument({ autoFirstPage: true }));
  const words =
    'Premiums are set by your age and health when you apply, and cover only starts once a policy is in force.';

  it('fills lines up to the width and keeps every word, in order', () => {
    const lines = layoutText(fonts, [{ text: words, face: 'regular' }], 11, 150);
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) {
      expect(line.width).toBeLessThanOrEqual(150);
      expect(fonts.width(lineText(line), 'regular', 11)).toBeCloseTo(line.width, 0);
    }
    expect(lines.map(lineText).join(' ')).toBe(words);
  });

  it('never breaks between runs that touch ("$95" + "/month"), and honours line breaks', () => {
    // "cost $95" fits and so does "$95/month", but not "cost $95/month".
    const glued = fonts.width('$95', 'bold', 11) + fonts.width('/month', 'regular', 11);
    const width = Math.max(glued, fonts.width('cost $95', 'regular', 11)) + 1;
    const pieces = [
      { text: 'cost ', face: 'regular' as const },
      { text: '$95', face: 'bold' as const },
      { text: '/month', face: 'regular' as const },
    ];
    const lines = layoutText(fonts, pieces, 11, width);
    expect(lines.map(lineText)).toEqual(['cost', '$95/month']);
    expect(lines[1]?.pieces.map((p) => p.face)).toEqual(['bold', 'regular']);
    const broken = layoutText(fonts, [{ text: 'one\ntwo', face: 'regular' }], 11, 500);
    expect(broken.map(lineText)).toEqual(['one', 'two']);
  });

  it('cuts only a word wider than the line', () => {
    const address = 'jane.doe.with.a.very.long.address@acme-financial.example';
    const lines = layoutText(fonts, [{ text: `Write to ${address}`, face: 'regular' }], 11, 90);
    expect(lines.map(lineText).join('')).toBe(`Write to${address}`);
    for (const line of lines) expect(line.width).toBeLessThanOrEqual(90);
  });

  it('gives strong and emphasis runs their faces', () => {
    expect(runFace('regular', { bold: true })).toBe('bold');
    expect(runFace('regular', { italic: true })).toBe('italic');
    expect(runFace('italic', { bold: true })).toBe('boldItalic');
    expect(runFace('semibold', { bold: true })).toBe('semibold');
    expect(runFace('bold', {})).toBe('bold');
  });
});

describe('fonts', () => {
  it('unpacks WOFF into the TrueType font it wraps', () => {
    const sfnt = interBytes('regular');
    expect(sfnt.readUInt32BE(0)).toBe(0x00010000);
    const tables = sfnt.readUInt16BE(4);
    const tags = Array.from({ length: tables }, (_, i) =>
      sfnt.toString('latin1', 12 + i * 16, 16 + i * 16),
    );
    expect(tags).toEqual(expect.arrayContaining(['cmap', 'glyf', 'head', 'hmtx', 'loca']));
    const head = tags.indexOf('head');
    const offset = sfnt.readUInt32BE(12 + head * 16 + 8);
    expect(sfnt.readUInt32BE(offset + 12)).toBe(0x5f0f3cf5); // the head table's magic number
    const plain = Buffer.from('not a woff');
    expect(woffToSfnt(plain)).toBe(plain);
  });

  it('sends each character to the fontsource subset that has it', () => {
    expect(subsetRuns('Ça coûte « moins »')).toEqual([
      { subset: 'latin', text: 'Ça coûte « moins »' },
    ]);
    expect(subsetRuns('Łukasz')).toEqual([
      { subset: 'latin-ext', text: 'Ł' },
      { subset: 'latin', text: 'ukasz' },
    ]);
    expect(subsetRuns('Αλέξανδρος').map((r) => r.subset)).toEqual(['greek']);
    expect(subsetRuns('Nguyễn').map((r) => r.subset)).toEqual(['latin', 'vietnamese', 'latin']);
  });
});

describe('tables', () => {
  it('right-aligns columns of figures only', () => {
    const rows = [
      ['Mortgage', '$420,000', '25%', 'Pays off the home'],
      ['Group cover', '−$190,000', '', '$95/month for 20 years'],
    ];
    expect(numericColumns(rows, 4)).toEqual([false, true, true, false]);
  });

  it('sizes columns as a browser does', () => {
    // Room for every cell on one line: the spare room is shared by width.
    expect(columnWidths([20, 40], [50, 100], 300)).toEqual([100, 200]);
    // Too narrow even for the longest words: scaled down.
    expect(columnWidths([100, 300], [200, 600], 200)).toEqual([50, 150]);
    // Between: each column gets its least and a share of what more it would take.
    const widths = columnWidths([20, 40], [60, 240], 160);
    expect(widths[0]! + widths[1]!).toBeCloseTo(160);
    expect(widths[0]).toBeGreaterThan(20);
    expect(widths[1]).toBeGreaterThan(widths[0]!);
  });
});

describe('layout helpers', () => {
  it('balances grids of boxes', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => gridColumns(n, 3))).toEqual([1, 2, 3, 2, 3, 3, 3]);
  });

  it('picks round axis ticks', () => {
    expect(niceTicks(212, 5)).toEqual([0, 50, 100, 150, 200, 250]);
    expect(niceTicks(1_875_000, 5)).toEqual([0, 500_000, 1_000_000, 1_500_000, 2_000_000]);
    expect(niceTicks(0, 5)).toEqual([0, 1]);
  });

  it('prints translucent chart colours as the solid colour they show on white', () => {
    expect(solidColour('rgba(37, 99, 235, 0.55)')).toBe('#87A9F4');
    expect(solidColour('#abc')).toBe('#AABBCC');
    expect(solidColour('nonsense')).toBe('#94A3B8');
  });

  it('writes the footer’s contact line, naming a bare licence number', () => {
    expect(licenceText('AMF 123456')).toBe('Licence AMF 123456');
    expect(licenceText('Licence #123')).toBe('Licence #123');
    expect(licenceText(' ')).toBe('');
    const advisor = {
      name: 'Jane Doe',
      company: 'Acme',
      phone: '555',
      email: 'j@a.example',
      website: '',
      address: '',
      licence: '',
    };
    expect(contactLine(advisor)).toBe('Jane Doe, Acme  ·  555  ·  j@a.example');
  });
});
