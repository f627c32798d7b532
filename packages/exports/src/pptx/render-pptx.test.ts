import { readFileSync } from 'node:fs';

import { beforeAll, describe, expect, it } from 'vitest';

import { ExportTooLargeError } from '../errors';
import type { TExportDocument, TExportSection } from '../model/types';
import { MAX_PPTX_SLIDES, renderPptx } from './render-pptx';
import { readDeck, type TDeck } from './testing/read-deck';
import { CHARTS, LONG_PARAGRAPH, sampleDeck } from './testing/sample-deck';

const EMU = 914_400;
const flat = (text: string): string => text.replace(/\s+/g, ' ').trim();
const LOGO_PNG = new Uint8Array(
  readFileSync(new URL('../../../../e2e/fixtures/brand-logo.png', import.meta.url)),
);

/** The slides whose title (first paragraph) is `title` or its continuation. */
const slidesTitled = (deck: TDeck, title: string): number[] =>
  deck.texts.flatMap((text, i) =>
    text.split('\n')[0] === title || text.startsWith(`${title} (cont.)`) ? [i] : [],
  );

describe('renderPptx on the sample deck', () => {
  const doc = sampleDeck({ logo: { data: LOGO_PNG, format: 'png' } });
  let deck: TDeck;
  beforeAll(async () => {
    deck = readDeck(await renderPptx(doc));
  });

  it('writes a title slide and one or more slides per section, the long ones continued', () => {
    expect(deck.slides.length).toBeGreaterThanOrEqual(doc.sections.length + 3);
    expect(deck.slides.length).toBeLessThan(20);
    expect(deck.texts[0]).toContain('Life Insurance recommendations');
    expect(deck.texts[0]).toContain("Protecting the Rivera family's future");
    expect(deck.texts[0]).toContain('Prepared for Maria');
    // The cover's own blocks sit on the title slide.
    expect(deck.texts[0]).toContain('$1,883,000');
    for (const section of doc.sections.slice(1)) {
      const slides = slidesTitled(deck, section.title);
      expect(slides.length, section.title).toBeGreaterThanOrEqual(1);
      // Continuation slides follow the section's first slide directly.
      expect(slides).toEqual(slides.map((_, i) => (slides[0] ?? 0) + i));
    }
    expect(slidesTitled(deck, 'Why This Plan').length).toBeGreaterThanOrEqual(2);
    // The page's footer line closes the deck.
    expect(deck.texts.at(-1)).toContain(doc.footer);
  });

  it('keeps every word: a paragraph longer than a slide reads whole across its slides', () => {
    const text = flat(
      slidesTitled(deck, 'Why This Plan')
        .map((i) => deck.texts[i])
        .join(' '),
    );
    expect(text).toContain(flat(LONG_PARAGRAPH).slice(0, 200));
    for (let n = 1; n <= 30; n++) expect(text).toContain(`Sentence ${n} of the long paragraph`);
    for (let n = 1; n <= 24; n++) expect(text).toContain(`Step ${n}: one thing to do`);
  });

  it('shows every figure value and block text as text (a:t), not pictures', () => {
    const all = deck.texts.join('\n');
    for (const section of doc.sections) {
      for (const block of section.blocks) {
        if (block.type === 'figures')
          for (const item of block.items) expect(all).toContain(item.value);
        if (block.type === 'cards')
          for (const card of block.items) expect(all).toContain(card.title);
        if (block.type === 'chart') expect(all).toContain(block.chart.caption);
      }
    }
    // The only pictures are the logo: on the title slide, and on the master.
    expect(deck.slides.map((xml) => (xml.match(/<p:pic>/g) ?? []).length)).toEqual(
      deck.slides.map((_, i) => (i === 0 ? 1 : 0)),
    );
    expect(deck.part('ppt/slideMasters/slideMaster1.xml').match(/<p:pic>/g) ?? []).toHaveLength(0);
    expect(deck.part('ppt/slideLayouts/slideLayout2.xml')).toContain('<p:pic>');
  });

  it('splits the long table across slides with its header row on each', () => {
    const slides = deck.slides.filter((xml) => /<a:tbl>[\s\S]*<a:t>Year \d+<\/a:t>/.test(xml));
    expect(slides.length).toBeGreaterThanOrEqual(2);
    for (const xml of slides)
      expect(xml).toMatch(/<a:tr [^>]*>(?:(?!<\/a:tr>)[\s\S])*<a:t>Remaining need<\/a:t>/);
    const rows = slides.reduce((n, xml) => n + (xml.match(/<a:tr /g) ?? []).length - 1, 0);
    expect(rows).toBe(40);
    expect(deck.texts.join('\n')).toContain('The need year by year (cont.)');
    // A table without a header row is drawn with its rows alone.
    const plain = deck.slides.filter((xml) => xml.includes('<a:t>Budget</a:t>'));
    expect(plain).toHaveLength(1);
    expect(plain[0]?.match(/<a:tr /g)).toHaveLength(2);
  });

  it('draws native charts with the series values cached and a workbook to edit them', () => {
    expect(deck.charts).toHaveLength(CHARTS.length);
    expect(deck.charts).toEqual(CHARTS.map((chart) => chart.series.map((s) => s.values)));
    const workbooks = Object.keys(deck.files).filter((p) => /^ppt\/embeddings\/.+\.xlsx$/.test(p));
    expect(workbooks).toHaveLength(CHARTS.length);
    for (let n = 1; n <= CHARTS.length; n++) {
      expect(deck.part(`ppt/charts/_rels/chart${n}.xml.rels`)).toMatch(
        /\.\.\/embeddings\/.+\.xlsx/,
      );
      expect(deck.part(`ppt/charts/chart${n}.xml`)).toContain('<c:externalData');
    }
    expect(deck.part('ppt/charts/chart1.xml')).toContain('<c:doughnutChart>');
    expect(deck.part('ppt/charts/chart2.xml')).toContain('<c:barDir val="bar"/>');
    expect(deck.part('ppt/charts/chart3.xml')).toContain('<c:lineChart>');
  });

  it("puts each section's notes on its first slide", () => {
    expect(deck.notes(0)).toContain('Open by thanking Maria for her time.');
    // A note of two lines keeps them as two paragraphs.
    expect(deck.notes(slidesTitled(deck, 'What You Need')[0] ?? -1)).toContain(
      'Walk through the breakdown slowly.\nAsk which part surprises her.',
    );
    for (const section of doc.sections.slice(1)) {
      const [first, ...rest] = slidesTitled(deck, section.title);
      if (section.notes) expect(deck.notes(first ?? -1)).toContain(section.notes);
      for (const slide of rest) expect(deck.notes(slide)).not.toContain(section.notes || '\u0000');
    }
  });

  it('keeps text at 14 pt or more (11 pt for small print and the footer) and inside the content area', () => {
    for (const xml of deck.slides) {
      for (const size of xml.matchAll(/ sz="(\d+)"/g))
        expect(Number(size[1])).toBeGreaterThanOrEqual(1100);
      // Every drawn shape; the slide number, a placeholder, belongs to the footer.
      const shapes = [...xml.matchAll(/<p:(sp|graphicFrame|pic)>[\s\S]*?<\/p:\1>/g)].filter(
        (m) => !m[0].includes('type="sldNum"'),
      );
      for (const [shape] of shapes) {
        const box = /<a:off x="(\d+)" y="(\d+)"\/><a:ext cx="(\d+)" cy="(\d+)"\/>/.exec(shape);
        if (!box) continue;
        const [x, y, w, h] = box.slice(1).map(Number) as [number, number, number, number];
        expect((y + h) / EMU).toBeLessThanOrEqual(6.8 + 1e-3);
        expect((x + w) / EMU).toBeLessThanOrEqual(13.333 - 0.6 + 1e-3);
      }
    }
    const body = deck.slides[slidesTitled(deck, 'Why This Plan')[0] ?? 0] ?? '';
    expect(body).toContain('sz="1600"');
  });

  it('writes a package PowerPoint opens without repairs', () => {
    const types = deck.part('[Content_Types].xml');
    for (const part of types.matchAll(/PartName="\/([^"]+)"/g))
      expect(deck.files[part[1] ?? '']).toBeDefined();
    for (const [path, bytes] of Object.entries(deck.files)) {
      if (!/^ppt\/(slides|slideLayouts|slideMasters)\/[^/]+\.xml$/.test(path)) continue;
      const xml = new TextDecoder().decode(bytes);
      for (const p of xml.matchAll(/<a:p>([\s\S]*?)<\/a:p>/g))
        expect((p[1]?.match(/<a:pPr\b/g) ?? []).length).toBeLessThanOrEqual(1);
      for (const sp of xml.matchAll(/<p:sp>([\s\S]*?)<\/p:sp>/g))
        expect(sp[1]).toContain('<p:txBody>');
    }
    expect(Object.keys(deck.files).some((p) => p.endsWith('/'))).toBe(false);
  });
});

describe('renderPptx limits and logos', () => {
  const oneSlide = (n: number): TExportSection => ({
    id: `s${n}`,
    kind: 'legacy',
    title: `Section ${n}`,
    blocks: [{ type: 'paragraph', runs: [{ text: `Short section ${n}.` }] }],
    notes: '',
  });
  const withSections = (count: number): TExportDocument =>
    sampleDeck({ sections: Array.from({ length: count }, (_, i) => oneSlide(i + 1)) });

  it(`writes ${MAX_PPTX_SLIDES} slides and refuses one more`, async () => {
    const deck = readDeck(await renderPptx(withSections(MAX_PPTX_SLIDES - 1)));
    expect(deck.slides).toHaveLength(MAX_PPTX_SLIDES);
    await expect(renderPptx(withSections(MAX_PPTX_SLIDES))).rejects.toBeInstanceOf(
      ExportTooLargeError,
    );
  });

  it('embeds an SVG logo with a blank stand-in rather than a broken-image picture', async () => {
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 100"><rect width="300" height="100" fill="#2563EB"/></svg>',
    );
    const deck = readDeck(await renderPptx(sampleDeck({ logo: { data: svg, format: 'svg' } })));
    const media = Object.entries(deck.files).filter(([p]) => p.startsWith('ppt/media/'));
    expect(media.filter(([p]) => p.endsWith('.svg')).length).toBeGreaterThanOrEqual(1);
    for (const [path, bytes] of media.filter(([p]) => p.endsWith('.png')))
      expect(bytes.length, path).toBeLessThan(100);
    // Fitted to its 3:1 shape on the title slide.
    const ext = /<p:pic>[\s\S]*?<a:ext cx="(\d+)" cy="(\d+)"/.exec(deck.slides[0] ?? '');
    expect(Number(ext?.[1]) / Number(ext?.[2])).toBeCloseTo(3, 1);
  });

  it('stores the logo once, so a large logo keeps the deck under 1.5 MB', async () => {
    // A 1 MB logo that does not compress: a real PNG with noise after its end.
    const noise = Uint8Array.from({ length: 1024 * 1024 }, (_, i) => (i * 2_654_435_761) >>> 24);
    const big = new Uint8Array([...LOGO_PNG, ...noise]);
    const bytes = await renderPptx(sampleDeck({ logo: { data: big, format: 'png' } }));
    const media = Object.keys(readDeck(bytes).files).filter((p) => p.startsWith('ppt/media/'));
    expect(media).toHaveLength(1);
    expect(bytes.length).toBeLessThan(1.5 * 1024 * 1024);
    for (const [path, file] of Object.entries(readDeck(bytes).files)) {
      if (!path.endsWith('.rels')) continue;
      for (const target of new TextDecoder()
        .decode(file)
        .matchAll(/Target="\.\.\/media\/([^"]+)"/g)) {
        expect(media).toContain(`ppt/media/${target[1] ?? ''}`);
      }
    }
  });

  it('writes a deck with no logo and a record variant in the same shape', async () => {
    const deck = readDeck(await renderPptx(sampleDeck({ variant: 'record' })));
    expect(Object.keys(deck.files).filter((p) => p.startsWith('ppt/media/'))).toHaveLength(0);
    expect(deck.texts.join('\n')).toContain('What You Need');
  });
});
