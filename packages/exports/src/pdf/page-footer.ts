// What every page carries, drawn once the page count is known: the advisor's contact details and
// licence with the small logo, and "Page 3 of 9"; a record's later pages also name the document.
import type { TExportDocument } from '../model/types';
import { drawImage, fittedSize, type TLogo } from './brand-logo';
import type { PageFlow } from './page-flow';
import { drawLinesAt, plainLines } from './rich-text';

/** "Licence 12345" unless the advisor's text already says what it is. */
export function licenceText(licence: string): string {
  const value = licence.trim();
  return !value || /licen[cs]e|permit|registration|#/i.test(value) ? value : `Licence ${value}`;
}

/** The advisor's name and company, phone, e-mail and licence, as one line of parts. */
export function contactLine(advisor: TExportDocument['advisor']): string {
  const who = [advisor.name, advisor.company]
    .map((s) => s.trim())
    .filter(Boolean)
    .join(', ');
  return [who, advisor.phone, advisor.email, licenceText(advisor.licence)]
    .map((s) => s.trim())
    .filter(Boolean)
    .join('  ·  ');
}

function drawFooter(flow: PageFlow, contact: string, logo: TLogo, pageLabel: string): void {
  const { page, palette, text } = flow.theme;
  const style = text.footer;
  const top = page.footerTop;
  flow.doc.moveTo(page.left, top).lineTo(page.right, top).lineWidth(0.6).stroke(palette.line);
  let x = page.left;
  if (logo?.kind === 'image') {
    const box: [number, number] = [56, 14];
    drawImage(flow.doc, logo.image, x, top + 8, box);
    x += fittedSize(logo.image, box)[0] + 10;
  }
  const labelWidth = flow.fonts.width(pageLabel, 'semibold', style.size);
  const width = page.right - x - labelWidth - 16;
  // Two lines at most: the footer never reaches the page's edge.
  const lines = plainLines(flow, contact, style, width).slice(0, 2);
  drawLinesAt(flow, lines, style, { x, y: top + 7, width });
  drawLinesAt(
    flow,
    plainLines(flow, pageLabel, { ...style, face: 'semibold' }, labelWidth + 1),
    { ...style, face: 'semibold' },
    {
      x: page.right - labelWidth - 1,
      y: top + 7,
      width: labelWidth + 1,
    },
  );
}

function drawRunningHeader(flow: PageFlow, title: string): void {
  const { page, palette, text } = flow.theme;
  const y = page.top - 26;
  drawLinesAt(flow, plainLines(flow, title, text.footer, flow.width).slice(0, 1), text.footer, {
    x: page.left,
    y,
    width: flow.width,
  });
  const rule = y + text.footer.leading + 3;
  flow.doc.moveTo(page.left, rule).lineTo(page.right, rule).lineWidth(0.5).stroke(palette.line);
}

/** Draws every page's footer (and a record's running header) as pagination artifacts. */
export function drawPageFurniture(flow: PageFlow, model: TExportDocument, logo: TLogo): void {
  const { start, count } = flow.doc.bufferedPageRange();
  const contact = contactLine(model.advisor);
  const heading = [model.title, model.subtitle].filter((s) => s.trim()).join('  ·  ');
  for (let i = 0; i < count; i++) {
    flow.doc.switchToPage(start + i);
    flow.artifact(() => {
      drawFooter(flow, contact, logo, `Page ${i + 1} of ${count}`);
      if (flow.theme.variant === 'record' && i > 0) drawRunningHeader(flow, heading);
    }, 'Pagination');
  }
}
