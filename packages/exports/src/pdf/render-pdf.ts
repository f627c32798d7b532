// A presentation or a record as a PDF, written on the server without a browser: Letter pages,
// Inter embedded, a tagged structure for screen readers, footers with page numbers.
import PDFDocument from 'pdfkit';

import { ExportTooLargeError } from '../errors';
import type { TExportDocument } from '../model/types';
import { openLogo } from './brand-logo';
import { drawCover, drawRecordHeader } from './cover';
import { PageFlow } from './page-flow';
import { drawPageFurniture } from './page-footer';
import { plainLines, writeLines } from './rich-text';
import { drawBlocks, drawSection } from './section-body';
import { themeFor } from './theme';

/** The most pages a PDF may have; a longer document is refused rather than cut. */
export const MAX_PDF_PAGES = 80;

type TStructure = PDFKit.PDFStructureElement;

/** The footer's line (prepared by, licence, date, disclaimer) closing the last page. */
function drawClosingLine(flow: PageFlow, root: TStructure, footer: string): void {
  const text = footer.trim();
  if (!text) return;
  const style = flow.theme.text.small;
  const lines = plainLines(flow, text, style, flow.width);
  flow.space(18);
  flow.keep(lines.length * style.leading + 10);
  const y = flow.y;
  flow.artifact(() =>
    flow.doc
      .moveTo(flow.left, y)
      .lineTo(flow.left + flow.width, y)
      .lineWidth(0.6)
      .stroke(flow.theme.palette.line),
  );
  flow.y += 9;
  flow.tagged(root, 'P', () => writeLines(flow, lines, style, flow.left, flow.width));
}

function writeDocument(flow: PageFlow, root: TStructure, model: TExportDocument): void {
  const logo = openLogo(flow.doc, model.logo, model.advisor.company);
  const [first, ...rest] = model.sections;
  const cover = first?.kind === 'cover' ? first : undefined;
  const sections = cover ? rest : model.sections;
  const opening = flow.tagged(root, 'Sect', undefined, { title: model.title });
  flow.doc.outline.addItem(model.title);
  if (model.variant === 'presentation') drawCover(flow, opening, model, logo);
  else drawRecordHeader(flow, opening, model, logo);
  if (cover) drawBlocks(flow, opening, cover.blocks);
  flow.close(opening);
  for (const section of sections) {
    // A presentation prints as its sections: each starts a page. A record runs on.
    if (model.variant === 'presentation') flow.newPage();
    else flow.space(flow.theme.gap.section);
    drawSection(flow, root, section);
  }
  drawClosingLine(flow, root, model.footer);
  drawPageFurniture(flow, model, logo);
}

/**
 * The document as PDF bytes. Throws ExportTooLargeError, before any byte is returned, when it
 * would run past MAX_PDF_PAGES.
 */
export async function renderPdf(model: TExportDocument): Promise<Uint8Array> {
  const theme = themeFor(model);
  const doc = new PDFDocument({
    size: 'LETTER',
    autoFirstPage: false,
    // Kept in memory until the end, so each footer can say how many pages there are.
    bufferPages: true,
    tagged: true,
    lang: 'en',
    displayTitle: true,
    pdfVersion: '1.7',
    margins: {
      top: theme.page.top,
      bottom: theme.page.height - theme.page.bottom,
      left: theme.page.left,
      right: theme.page.width - theme.page.right,
    },
    info: {
      Title: model.title,
      Author: [model.advisor.name, model.advisor.company].filter((s) => s.trim()).join(', '),
      Subject: [model.eyebrow, model.subtitle].filter((s) => s.trim()).join(' · '),
      Creator: 'Pitchcraft',
    },
  });
  let pages = 0;
  doc.on('pageAdded', () => {
    pages += 1;
    if (pages > MAX_PDF_PAGES) throw new ExportTooLargeError(MAX_PDF_PAGES);
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  doc.addPage();
  const flow = new PageFlow(doc, theme);
  const root = doc.struct('Document');
  doc.addStructure(root);
  writeDocument(flow, root, model);
  root.end();
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
