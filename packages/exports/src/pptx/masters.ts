// The deck's brand: a content master (accent bar, logo, title placeholder, the advisor's
// contact line and the slide number) and the title slide (eyebrow, title, subtitle, meta).
import type PptxGenJS from 'pptxgenjs';

import type { TExportDocument } from '../model/types';
import type { TFrame } from './flow';
import { fitLogo, type TLogo } from './logo';
import { countLines, lineHeight } from './measure';
import { boxOptions } from './text-flows';
import {
  CONTENT_BOTTOM,
  CONTENT_W,
  FONT,
  MARGIN_X,
  SLIDE_H,
  SLIDE_W,
  type TPalette,
  type TTypeScale,
} from './theme';

export const CONTENT_MASTER = 'PITCHCRAFT_CONTENT';
export const TITLE_MASTER = 'PITCHCRAFT_TITLE';

const ACCENT_BAR = 0.12;
const TITLE_Y = 0.3;
const TITLE_H = 0.95;
const LOGO_BOX = { w: 2.2, h: 0.6 };
const COVER_LOGO_BOX = { w: 3.2, h: 1.0 };
const FOOTER_Y = 7.02;
const FOOTER_H = 0.3;
const FOOTER_SIZE = 11;
const BAND_W = 0.24;

/** The content slides' title width: narrower when the logo shares the top line. */
const titleWidth = (logo: TLogo | null): number =>
  logo ? CONTENT_W - fitLogo(logo, LOGO_BOX.w, LOGO_BOX.h).w - 0.3 : CONTENT_W;

/** The title size: the scale's, smaller for a title that would take more than two lines. */
export function titleSize(title: string, logo: TLogo | null, type: TTypeScale): number {
  const fits = (size: number) =>
    countLines(title, titleWidth(logo), size, true) * lineHeight(size) <= TITLE_H;
  return [type.title, 24, 20].find(fits) ?? 20;
}

function contactLine(doc: TExportDocument): string {
  const { name, phone, email, company } = doc.advisor;
  const parts = [name, phone, email].map((p) => p.trim()).filter(Boolean);
  return (parts.length > 0 ? parts : [company.trim()]).join('  ·  ');
}

function footerObjects(
  doc: TExportDocument,
  palette: TPalette,
): PptxGenJS.SlideMasterProps['objects'] {
  const text = {
    fontFace: FONT,
    fontSize: FOOTER_SIZE,
    color: palette.muted,
    margin: 0,
    valign: 'middle' as const,
  };
  return [
    {
      rect: {
        x: MARGIN_X,
        y: FOOTER_Y - 0.06,
        w: CONTENT_W,
        h: 0.01,
        fill: { color: palette.rule },
        line: { type: 'none' },
      },
    },
    {
      text: {
        text: contactLine(doc),
        options: { ...text, x: MARGIN_X, y: FOOTER_Y, w: CONTENT_W - 1, h: FOOTER_H },
      },
    },
  ];
}

export function defineMasters(
  pptx: PptxGenJS,
  doc: TExportDocument,
  palette: TPalette,
  type: TTypeScale,
  logo: TLogo | null,
): void {
  const logoObjects: NonNullable<PptxGenJS.SlideMasterProps['objects']> = [];
  if (logo) {
    const size = fitLogo(logo, LOGO_BOX.w, LOGO_BOX.h);
    const y = TITLE_Y + (TITLE_H - size.h) / 2;
    logoObjects.push({ image: { data: logo.data, x: SLIDE_W - MARGIN_X - size.w, y, ...size } });
  }
  pptx.defineSlideMaster({
    title: CONTENT_MASTER,
    background: { color: 'FFFFFF' },
    objects: [
      {
        rect: {
          x: 0,
          y: 0,
          w: SLIDE_W,
          h: ACCENT_BAR,
          fill: { color: palette.primary },
          line: { type: 'none' },
        },
      },
      {
        rect: {
          x: MARGIN_X,
          y: TITLE_Y + TITLE_H + 0.06,
          w: 0.9,
          h: 0.05,
          fill: { color: palette.primary },
          line: { type: 'none' },
        },
      },
      ...logoObjects,
      ...(footerObjects(doc, palette) ?? []),
      {
        placeholder: {
          options: {
            name: 'title',
            type: 'title',
            x: MARGIN_X,
            y: TITLE_Y,
            w: titleWidth(logo),
            h: TITLE_H,
            fontFace: FONT,
            fontSize: type.title,
            bold: true,
            color: palette.text,
            align: 'left',
            valign: 'middle',
            margin: 0,
          },
          text: '',
        },
      },
    ],
    slideNumber: {
      x: SLIDE_W - MARGIN_X - 0.8,
      y: FOOTER_Y,
      w: 0.8,
      h: FOOTER_H,
      fontFace: FONT,
      fontSize: FOOTER_SIZE,
      color: palette.muted,
      align: 'right',
    },
  });
  pptx.defineSlideMaster({
    title: TITLE_MASTER,
    background: { color: 'FFFFFF' },
    objects: [
      {
        rect: {
          x: 0,
          y: 0,
          w: BAND_W,
          h: SLIDE_H,
          fill: { color: palette.primary },
          line: { type: 'none' },
        },
      },
      {
        rect: {
          x: BAND_W,
          y: 0,
          w: 0.06,
          h: SLIDE_H,
          fill: { color: palette.accent },
          line: { type: 'none' },
        },
      },
      ...(footerObjects(doc, palette) ?? []),
    ],
  });
}

/**
 * The title slide's text (and logo, large), top down; returns the frame left under it for the
 * cover's own blocks (key figures, the lead line).
 */
export function drawTitleSlide(
  slide: PptxGenJS.Slide,
  doc: TExportDocument,
  palette: TPalette,
  type: TTypeScale,
  logo: TLogo | null,
): TFrame {
  let y = 0.6;
  if (logo) {
    const size = fitLogo(logo, COVER_LOGO_BOX.w, COVER_LOGO_BOX.h);
    slide.addImage({ data: logo.data, x: MARGIN_X, y, ...size });
    y += size.h + 0.35;
  } else {
    y = 1.2;
  }
  const titleSizes = [36, 30, 26];
  const title = doc.title.trim();
  const size = titleSizes.find((s) => countLines(title, CONTENT_W, s, true) <= 2) ?? 26;
  const lines: { text: string; size: number; color: string; bold: boolean; after: number }[] = [
    { text: doc.eyebrow, size: 14, color: palette.primaryInk, bold: true, after: 0.08 },
    { text: title, size, color: palette.text, bold: true, after: 0.12 },
    { text: doc.subtitle, size: 20, color: palette.text, bold: false, after: 0.1 },
    { text: doc.meta, size: 14, color: palette.muted, bold: false, after: 0 },
  ];
  for (const line of lines) {
    const text = line.text.trim();
    if (!text) continue;
    const h = countLines(text, CONTENT_W, line.size, line.bold) * lineHeight(line.size);
    slide.addText(text, {
      ...boxOptions({ size: line.size, color: line.color }),
      bold: line.bold,
      x: MARGIN_X,
      y,
      w: CONTENT_W,
      h,
    });
    y += h + line.after;
  }
  return { top: y + 0.4, bottom: CONTENT_BOTTOM };
}
