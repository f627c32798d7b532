// The document's opening: a presentation's cover page (the page's gradient band with the logo on
// a white chip, eyebrow, title, "Prepared for" and meta) or a record's compact header block.
import type { TExportDocument } from '../model/types';
import { drawImage, fittedSize, type TLogo } from './brand-logo';
import type { PageFlow } from './page-flow';
import { drawLinesAt, plainLines, type TLine } from './rich-text';
import type { TTextStyle } from './theme';

type TStructure = PDFKit.PDFStructureElement;

interface TCoverText {
  style: TTextStyle;
  lines: TLine[];
  tag: string;
  gapAfter: number;
  opacity: number;
}

function coverTexts(flow: PageFlow, model: TExportDocument, width: number): TCoverText[] {
  const colour = flow.theme.palette.onCover;
  const text = (
    value: string,
    style: TTextStyle,
    tag: string,
    gapAfter: number,
    opacity: number,
  ): TCoverText[] =>
    value.trim()
      ? [{ style, lines: plainLines(flow, value, style, width), tag, gapAfter, opacity }]
      : [];
  return [
    ...text(
      model.eyebrow.toUpperCase(),
      { size: 9.5, leading: 14, colour, face: 'semibold' },
      'P',
      10,
      0.85,
    ),
    ...text(model.title, { size: 34, leading: 39, colour, face: 'extrabold' }, 'H1', 14, 1),
    ...text(model.subtitle, { size: 15, leading: 21, colour, face: 'regular' }, 'P', 12, 0.92),
    ...text(model.meta, { size: 10.5, leading: 15, colour, face: 'regular' }, 'P', 0, 0.85),
  ];
}

/** The logo on its white chip (or the company's name on it); returns the chip's height. */
function drawChip(flow: PageFlow, parent: TStructure, logo: TLogo, x: number, y: number): number {
  if (!logo) return 0;
  const [padY, padX] = [9, 13];
  const name = { size: 13, leading: 18, colour: flow.theme.palette.ink, face: 'bold' as const };
  const [width, height] =
    logo.kind === 'image'
      ? fittedSize(logo.image, [160, 40])
      : [flow.fonts.width(logo.name, name.face, name.size), name.leading];
  flow.box(x, y, width + padX * 2, height + padY * 2, '#FFFFFF', { radius: 10 });
  if (logo.kind === 'image') {
    flow.tagged(
      parent,
      'Figure',
      () => drawImage(flow.doc, logo.image, x + padX, y + padY, [width, height]),
      {
        alt: 'Company logo',
      },
    );
  } else {
    flow.tagged(parent, 'P', () =>
      drawLinesAt(flow, plainLines(flow, logo.name, name, width + 1), name, {
        x: x + padX,
        y: y + padY,
        width: width + 1,
      }),
    );
  }
  return height + padY * 2;
}

/** The cover page's band and lines; leaves the flow under the band for the cover's own blocks. */
export function drawCover(
  flow: PageFlow,
  section: TStructure,
  model: TExportDocument,
  logo: TLogo,
): void {
  const { page, palette } = flow.theme;
  const width = flow.width;
  const texts = coverTexts(flow, model, width * 0.88);
  const textHeight = texts.reduce((h, t) => h + t.lines.length * t.style.leading + t.gapAfter, 0);
  const chipTop = page.top;
  const bandHeight = Math.max(page.height * 0.54, chipTop + 60 + 56 + textHeight + 52);
  flow.artifact(() => {
    const gradient = flow.doc.linearGradient(0, 0, page.width, bandHeight);
    gradient.stop(0, palette.secondary).stop(1, palette.primary);
    flow.doc.rect(0, 0, page.width, bandHeight).fill(gradient);
    // A soft ring in the corner, as the page's cover is more than a flat block of colour.
    flow.doc.circle(page.width - 40, bandHeight * 0.18, bandHeight * 0.42);
    flow.doc.lineWidth(42).strokeColor('#FFFFFF', 0.06).stroke();
  });
  drawChip(flow, section, logo, flow.left, chipTop);
  let y = bandHeight - 52 - textHeight;
  for (const t of texts) {
    flow.tagged(section, t.tag, () => {
      y += drawLinesAt(flow, t.lines, t.style, { x: flow.left, y, width }, { opacity: t.opacity });
    });
    y += t.gapAfter;
  }
  flow.y = bandHeight + 36;
}

/** A record's header: eyebrow, title, subtitle and meta beside the logo, under a brand rule. */
export function drawRecordHeader(
  flow: PageFlow,
  section: TStructure,
  model: TExportDocument,
  logo: TLogo,
): void {
  const { page, palette, text } = flow.theme;
  flow.artifact(() => flow.doc.rect(0, 0, page.width, 6).fill(palette.primary));
  const logoBox: [number, number] = [120, 34];
  const width = flow.width - (logo ? logoBox[0] + 20 : 0);
  if (logo?.kind === 'image') {
    const [w] = fittedSize(logo.image, logoBox);
    flow.tagged(
      section,
      'Figure',
      () => drawImage(flow.doc, logo.image, page.right - w, page.top, logoBox),
      {
        alt: 'Company logo',
      },
    );
  } else if (logo) {
    const style = { ...text.cardTitle, colour: palette.secondary };
    flow.tagged(section, 'P', () =>
      drawLinesAt(
        flow,
        plainLines(flow, logo.name, style, logoBox[0]),
        style,
        {
          x: page.right - logoBox[0],
          y: page.top,
          width: logoBox[0],
        },
        { align: 'right' },
      ),
    );
  }
  const lines: [string, TTextStyle, string, number][] = [
    [
      model.eyebrow.toUpperCase(),
      { ...text.caption, face: 'semibold', colour: palette.primary },
      'P',
      4,
    ],
    [model.title, { size: 19, leading: 24, colour: palette.secondary, face: 'bold' }, 'H1', 4],
    [model.subtitle, { ...text.body, size: 11, leading: 16 }, 'P', 2],
    [model.meta, text.small, 'P', 0],
  ];
  let y = page.top;
  for (const [value, style, tag, gap] of lines) {
    if (!value.trim()) continue;
    flow.tagged(section, tag, () => {
      y += drawLinesAt(flow, plainLines(flow, value, style, width), style, {
        x: flow.left,
        y,
        width,
      });
    });
    y += gap;
  }
  y = Math.max(y, page.top + logoBox[1]) + 10;
  flow.artifact(() =>
    flow.doc.moveTo(flow.left, y).lineTo(page.right, y).lineWidth(1).stroke(palette.line),
  );
  flow.y = y + 16;
}
