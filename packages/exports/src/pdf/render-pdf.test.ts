import { describe, expect, it } from 'vitest';

import { ExportTooLargeError } from '../errors';
import type { TExportDocument } from '../model/types';
import { MAX_PDF_PAGES, renderPdf } from './render-pdf';
import { inspectPdf, missingLines, type TPdfReport } from './testing/pdf-tools';
import { coverage, need } from './testing/sample-charts';
import { sampleDocument, tooLongDocument } from './testing/sample-document';

function expectSoundPdf(report: TPdfReport, doc: TExportDocument): void {
  expect(report.check.status, report.check.output).toBe(0);
  expect(report.info.Tagged).toBe('yes');
  expect(report.info.Title).toBe(doc.title);
  expect(report.info['Page size']).toMatch(/^612 x 792 pts/);
  const pages = Number(report.info.Pages);
  const sections = doc.sections.filter((s) => s.kind !== 'cover').length;
  expect(pages).toBeGreaterThanOrEqual(doc.variant === 'presentation' ? 1 + sections : 1);
  expect(pages).toBeLessThanOrEqual(MAX_PDF_PAGES);
  expect(report.fonts.length).toBeGreaterThan(0);
  expect(report.fonts.filter((f) => !f.embedded)).toEqual([]);
  expect(report.fonts.every((f) => f.name.includes('+Inter-'))).toBe(true);
  expect(missingLines(doc, report)).toEqual([]);
}

describe('renderPdf', () => {
  it('writes a sound, tagged Letter PDF with every line of the model, in Inter', async () => {
    const doc = sampleDocument();
    const report = inspectPdf(await renderPdf(doc));
    expectSoundPdf(report, doc);
    // Regular, italic and bold runs, and the cover title's extra bold, each embedded.
    const names = report.fonts.map((f) => f.name.replace(/^[A-Z]+\+/, ''));
    expect(names).toEqual(
      expect.arrayContaining(['Inter-Regular', 'Inter-Italic', 'Inter-Bold', 'Inter-ExtraBold']),
    );
    expect(report.info.Author).toBe('Jane Doe, Acme Financial');
  });

  it('prints French and other Latin letters, and never the speaker notes', async () => {
    const report = inspectPdf(await renderPdf(sampleDocument()));
    for (const word of ['Protéger', 'Côté', 'Élise', '« la tranquillité »', 'Łukasz', 'François'])
      expect(report.text).toContain(word);
    expect(report.text).toContain('Ça coûte moins cher à 38 ans');
    expect(report.text).not.toContain('SPEAKER NOTE');
  });

  it('numbers every page and puts the advisor’s contact details and licence on each', async () => {
    const report = inspectPdf(await renderPdf(sampleDocument()));
    const pages = Number(report.info.Pages);
    for (let page = 1; page <= pages; page++)
      expect(report.text).toContain(`Page ${page} of ${pages}`);
    const contact =
      /Jane Doe, Acme Financial · \(514\) 555-0142 · jane\.doe@acme\.example · Licence AMF 123456/g;
    expect(report.text.match(contact)).toHaveLength(pages);
    // The footer's line closes the document once.
    expect(report.text.match(/Illustrative figures only\./g)).toHaveLength(1);
  });

  it('tags headings, paragraphs, lists, tables and figures for screen readers', async () => {
    const { structure } = inspectPdf(await renderPdf(sampleDocument()));
    expect(structure[0]).toBe('Document');
    for (const type of [
      'Sect',
      'H1',
      'H2',
      'H3',
      'P',
      'L',
      'LI',
      'Lbl',
      'LBody',
      'Table',
      'TR',
      'TD',
      'Figure',
      'Caption',
    ])
      expect(structure).toContain(type);
    expect(structure.filter((t) => t === 'H2')).toHaveLength(6);
    expect(structure.some((t) => t.startsWith('TH'))).toBe(true);
  });

  it('breaks a long table between rows and repeats its header on the next page', async () => {
    const report = inspectPdf(await renderPdf(sampleDocument()));
    // The 34-row schedule spans pages: its header appears once per page it is on.
    const headers = report.text.match(/Year Cover Premium Notes/g) ?? [];
    expect(headers.length).toBeGreaterThanOrEqual(2);
    for (let year = 1; year <= 34; year++) expect(report.text).toContain(`Year ${year} $`);
  });

  it('writes a compact record: no cover page, sections running on', async () => {
    const presentation = inspectPdf(await renderPdf(sampleDocument()));
    const doc = sampleDocument({ variant: 'record' });
    const record = inspectPdf(await renderPdf(doc));
    expectSoundPdf(record, doc);
    expect(Number(record.info.Pages)).toBeLessThan(Number(presentation.info.Pages));
  });

  it('shows the company name for an SVG logo and survives a damaged image', async () => {
    const count = (report: TPdfReport) => report.text.match(/Acme Financial/g)?.length ?? 0;
    const png = inspectPdf(await renderPdf(sampleDocument()));
    const svg = sampleDocument({
      logo: { data: new TextEncoder().encode('<svg/>'), format: 'svg' },
    });
    const svgReport = inspectPdf(await renderPdf(svg));
    expect(svgReport.check.status).toBe(0);
    // The name stands on the cover's chip in the logo's place: once more than with the PNG.
    expect(count(svgReport)).toBe(count(png) + 1);
    const broken = sampleDocument({
      logo: { data: new Uint8Array([0x89, 0x50, 1, 2, 3]), format: 'png' },
    });
    const brokenReport = inspectPdf(await renderPdf(broken));
    expect(brokenReport.check.status).toBe(0);
    expect(count(brokenReport)).toBe(count(png) + 1);
  });

  it('keeps text outside Latin from breaking the file', async () => {
    const doc = sampleDocument({
      subtitle: 'Prepared for 王小明 и Αλέξανδρος 🙂',
      title: 'Nguyễn family',
    });
    const report = inspectPdf(await renderPdf(doc));
    expect(report.check.status).toBe(0);
    expect(report.text).toContain('Αλέξανδρος');
    expect(report.text).toContain('Nguyễn');
  });

  it('writes a sound file from sparse or odd content', async () => {
    const line = {
      ...coverage,
      series: [{ name: 'Term cover', values: [NaN, 5, Infinity], colour: 'red' }],
    };
    const doc = sampleDocument({
      logo: null,
      footer: '',
      colours: { primary: 'blue', secondary: '', accent: '#12' },
      sections: [
        { id: 'a', kind: 'custom', title: 'Empty', blocks: [], notes: '' },
        {
          id: 'b',
          kind: 'custom',
          title: 'Odd blocks',
          notes: '',
          blocks: [
            {
              type: 'table',
              caption: 'Ragged',
              header: [],
              rows: [['one'], ['two', '2', 'extra']],
            },
            { type: 'table', caption: '', header: ['Only a header'], rows: [] },
            { type: 'chart', chart: line },
            { type: 'chart', chart: { ...need, labels: [], series: [], colours: [] } },
            { type: 'figures', items: [] },
            { type: 'cards', items: [{ title: '', lines: [] }] },
            { type: 'list', ordered: true, items: [] },
            { type: 'paragraph', runs: [], tone: 'callout' },
            { type: 'heading', text: '' },
          ],
        },
      ],
    });
    const report = inspectPdf(await renderPdf(doc));
    expect(report.check.status, report.check.output).toBe(0);
    expect(report.text).toContain('Odd blocks');
    expect(report.text).toContain('extra');
  });

  it('stays small: fonts subset, charts drawn as vectors', async () => {
    const bytes = await renderPdf(sampleDocument());
    expect(bytes.byteLength).toBeLessThan(600 * 1024);
    // The logo is the only image (with its transparency mask), embedded once for every page.
    const images =
      Buffer.from(bytes)
        .toString('latin1')
        .match(/\/Subtype \/Image/g) ?? [];
    expect(images).toHaveLength(2);
  });

  it('refuses a document longer than the page limit, and writes one at the limit', async () => {
    // A cover and one page per section: 80 sections make 81 pages.
    const tooLong = renderPdf(tooLongDocument(MAX_PDF_PAGES));
    await expect(tooLong).rejects.toBeInstanceOf(ExportTooLargeError);
    await expect(renderPdf(tooLongDocument(MAX_PDF_PAGES))).rejects.toThrow(
      'This presentation is too long for a PDF (over 80 pages). Hide or shorten some sections and try again.',
    );
    const atLimit = inspectPdf(await renderPdf(tooLongDocument(MAX_PDF_PAGES - 1)));
    expect(atLimit.check.status).toBe(0);
    expect(atLimit.info.Pages).toBe(String(MAX_PDF_PAGES));
  });
});
