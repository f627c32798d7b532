// The editable PowerPoint of a presentation: a branded title slide, then each section on one or
// more slides (continued, never shrunk), with native tables and charts and the advisor's speaker
// notes. Laid out in full before anything is drawn, so a deck over the limit fails fast.
import PptxGenJS from 'pptxgenjs';

import { ExportTooLargeError } from '../errors';
import type { TExportBlock, TExportDocument, TExportSection } from '../model/types';
import { blockFlows, type TLayoutContext } from './block-flows';
import { paginate, type TFrame, type TPlacement } from './flow';
import { logoOf, type TLogo } from './logo';
import { CONTENT_MASTER, defineMasters, drawTitleSlide, TITLE_MASTER, titleSize } from './masters';
import { repairPackage } from './package-repairs';
import {
  CONTENT_BOTTOM,
  CONTENT_TOP,
  CONTENT_W,
  FONT,
  MARGIN_X,
  paletteOf,
  typeScale,
  type TPalette,
  type TTypeScale,
} from './theme';

/** The most slides a deck may have; a longer one is refused rather than written. */
export const MAX_PPTX_SLIDES = 120;

const CONTENT_FRAME: TFrame = { top: CONTENT_TOP, bottom: CONTENT_BOTTOM };

interface TSectionSlides {
  section: TExportSection;
  pages: TPlacement[][];
}

function layoutSection(
  section: TExportSection,
  ctx: TLayoutContext,
  first: TFrame,
  closing = '',
): TPlacement[][] {
  const blocks: TExportBlock[] = closing.trim()
    ? [...section.blocks, { type: 'paragraph', runs: [{ text: closing.trim() }], tone: 'small' }]
    : section.blocks;
  return paginate(
    blocks.flatMap((block) => blockFlows(block, ctx)),
    first,
    CONTENT_FRAME,
  );
}

const continued = (title: string): string => `${title} (cont.)`;

function addContentSlide(
  pptx: PptxGenJS,
  title: string,
  placements: readonly TPlacement[],
  logo: TLogo | null,
  type: TTypeScale,
): PptxGenJS.Slide {
  const slide = pptx.addSlide({ masterName: CONTENT_MASTER });
  if (title) slide.addText(title, { placeholder: 'title', fontSize: titleSize(title, logo, type) });
  for (const { flow, y } of placements) flow.draw(slide, { x: MARGIN_X, y, w: CONTENT_W });
  return slide;
}

function addNotes(slide: PptxGenJS.Slide, notes: string): void {
  if (notes.trim()) slide.addNotes(notes.trim());
}

function deckOf(doc: TExportDocument, palette: TPalette, type: TTypeScale, logo: TLogo | null) {
  const pptx = new PptxGenJS();
  pptx.layout = 'LAYOUT_WIDE';
  pptx.title = doc.title;
  pptx.subject = doc.eyebrow;
  pptx.author = doc.advisor.name;
  pptx.company = doc.advisor.company;
  pptx.theme = { headFontFace: FONT, bodyFontFace: FONT };
  defineMasters(pptx, doc, palette, type, logo);
  return pptx;
}

/** The deck as .pptx bytes (16:9). Throws ExportTooLargeError over MAX_PPTX_SLIDES slides. */
export async function renderPptx(doc: TExportDocument): Promise<Uint8Array> {
  const type = typeScale(doc.variant);
  const palette = paletteOf(doc.colours);
  const logo = doc.logo ? logoOf(doc.logo) : null;
  const ctx: TLayoutContext = {
    type,
    palette,
    width: CONTENT_W,
    maxHeight: CONTENT_BOTTOM - CONTENT_TOP,
  };
  const pptx = deckOf(doc, palette, type, logo);

  // The title slide is drawn first: where its text ends is where the cover's blocks begin.
  const titleSlide = pptx.addSlide({ masterName: TITLE_MASTER });
  const coverFrame = drawTitleSlide(titleSlide, doc, palette, type, logo);
  const [head, ...rest] = doc.sections;
  const cover = head?.kind === 'cover' ? head : null;
  const others = cover ? rest : doc.sections;
  // The page's footer line (prepared by, licence, date) closes the deck, as it closes the PDF.
  const coverPages = cover
    ? layoutSection(cover, ctx, coverFrame, others.length ? '' : doc.footer)
    : [];
  const sections: TSectionSlides[] = others.map((section, i) => ({
    section,
    pages: layoutSection(section, ctx, CONTENT_FRAME, i === others.length - 1 ? doc.footer : ''),
  }));
  const count = Math.max(1, coverPages.length) + sections.reduce((n, s) => n + s.pages.length, 0);
  if (count > MAX_PPTX_SLIDES) {
    throw new ExportTooLargeError(
      MAX_PPTX_SLIDES,
      `This presentation is too long for PowerPoint (over ${MAX_PPTX_SLIDES} slides). Hide or shorten some sections and try again.`,
    );
  }

  const [onTitle = [], ...coverRest] = coverPages;
  for (const { flow, y } of onTitle) flow.draw(titleSlide, { x: MARGIN_X, y, w: CONTENT_W });
  addNotes(titleSlide, cover?.notes ?? '');
  const coverTitle = cover && cover.title !== '' ? cover.title : doc.title;
  for (const page of coverRest) addContentSlide(pptx, continued(coverTitle), page, logo, type);
  for (const { section, pages } of sections) {
    pages.forEach((page, i) => {
      const slide = addContentSlide(
        pptx,
        i === 0 ? section.title : continued(section.title),
        page,
        logo,
        type,
      );
      if (i === 0) addNotes(slide, section.notes);
    });
  }

  const written = await pptx.write({ outputType: 'uint8array', compression: false });
  if (!(written instanceof Uint8Array)) throw new Error('pptxgenjs wrote no bytes');
  return repairPackage(written);
}
