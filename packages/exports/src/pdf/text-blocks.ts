// Headings, paragraphs (with the page's lead, small, callout and quote tones) and lists.
import type { TExportBlock, TRun } from '../model/types';
import type { PageFlow } from './page-flow';
import { layoutText, piecesOf, writeLines, type TLine } from './rich-text';
import type { TTextStyle } from './theme';

type TStructure = PDFKit.PDFStructureElement;
type TParagraph = Extract<TExportBlock, { type: 'paragraph' }>;
type TList = Extract<TExportBlock, { type: 'list' }>;

function headingLines(flow: PageFlow, text: string): TLine[] {
  const style = flow.theme.text.heading;
  return layoutText(flow.fonts, [{ text, face: style.face }], style.size, flow.width);
}

/** A heading's height with two lines of body text, the least it is kept with. */
export function headingLeadHeight(flow: PageFlow, text: string): number {
  const { heading, body } = flow.theme.text;
  return headingLines(flow, text).length * heading.leading + body.leading * 2;
}

/** A heading inside a section, kept on a page with the start of what follows (`keepWith`). */
export function drawHeading(
  flow: PageFlow,
  parent: TStructure,
  text: string,
  keepWith: number,
): void {
  const style = flow.theme.text.heading;
  flow.space(flow.theme.gap.heading - flow.theme.gap.block);
  const lines = headingLines(flow, text);
  flow.keep(lines.length * style.leading + 4 + Math.min(keepWith, flow.pageRoom / 2));
  flow.tagged(parent, 'H3', () => writeLines(flow, lines, style, flow.left, flow.width));
  flow.y += 4;
}

function toneStyle(flow: PageFlow, tone: TParagraph['tone']): TTextStyle {
  const text = flow.theme.text;
  switch (tone) {
    case 'lead':
      return text.lead;
    case 'small':
      return text.small;
    case 'quote':
      return text.quote;
    case 'callout':
    case undefined:
      return text.body;
  }
}

interface TParagraphLayout {
  style: TTextStyle;
  lines: TLine[];
  /** The text's width, indented from the right of the column by a box's bar and padding. */
  width: number;
  padY: number;
  /** The box's height when it is drawn boxed (a callout or a quote that fits on a page). */
  boxHeight: number | null;
}

function layoutParagraph(flow: PageFlow, block: TParagraph): TParagraphLayout {
  const style = toneStyle(flow, block.tone);
  const [padY, padX] =
    block.tone === 'callout' ? [11, 20] : block.tone === 'quote' ? [3, 18] : [0, 0];
  const width = flow.width - padX;
  const lines = layoutText(flow.fonts, piecesOf(block.runs, style.face), style.size, width);
  const height = lines.length * style.leading + padY * 2;
  const boxed = (block.tone === 'callout' || block.tone === 'quote') && height <= flow.pageRoom;
  return { style, lines, width, padY, boxHeight: boxed ? height : null };
}

/** What a paragraph needs on the page it starts on: a box whole, else two lines. */
export function paragraphLeadHeight(flow: PageFlow, block: TParagraph): number {
  const { style, lines, boxHeight } = layoutParagraph(flow, block);
  return boxHeight ?? Math.min(lines.length, 2) * style.leading;
}

/** Space between paragraphs that share a callout's box. */
const GAP_IN_BOX = 5;

/**
 * Paragraphs: one, or a callout's run of paragraphs (its title and its text), which share one
 * box. Callouts and quotes carry a bar on their left (callouts a tinted box) when they fit on a
 * page, which nearly all do; a longer one flows as plain text instead.
 */
export function drawParagraphs(
  flow: PageFlow,
  parent: TStructure,
  group: readonly TParagraph[],
): void {
  const laid = group.map((block) => layoutParagraph(flow, block));
  const tone = group[0]?.tone;
  const padY = laid[0]?.padY ?? 0;
  const textHeight = laid.reduce((h, l) => h + l.lines.length * l.style.leading, 0);
  const boxHeight = textHeight + GAP_IN_BOX * (laid.length - 1) + padY * 2;
  const boxed = laid.every((l) => l.boxHeight !== null) && boxHeight <= flow.pageRoom;
  if (tone === 'callout' || tone === 'quote') flow.space(6);
  if (boxed) {
    flow.keep(boxHeight);
    const top = flow.y;
    const { surface, accent, primary } = flow.theme.palette;
    if (tone === 'callout') {
      flow.box(flow.left, top, flow.width, boxHeight, surface, { radius: 8 });
      flow.box(flow.left, top, 4, boxHeight, accent);
    } else flow.box(flow.left, top, 3, boxHeight, primary);
    flow.y += padY;
    for (const { style, lines, width } of laid) {
      flow.tagged(parent, tone === 'quote' ? 'BlockQuote' : 'P', () =>
        writeLines(flow, lines, style, flow.left + flow.width - width, width),
      );
      flow.y += GAP_IN_BOX;
    }
    flow.y = top + boxHeight;
    flow.space(flow.theme.gap.block + 6);
    return;
  }
  for (const [i, { style }] of laid.entries()) {
    const lines = layoutText(
      flow.fonts,
      piecesOf(group[i]?.runs ?? [], style.face),
      style.size,
      flow.width,
    );
    // Two lines at least before a page ends, so a paragraph never leaves a single line behind.
    flow.keep(Math.min(lines.length, 2) * style.leading);
    flow.tagged(parent, 'P', () => writeLines(flow, lines, style, flow.left, flow.width));
    flow.space(tone === 'lead' ? flow.theme.gap.block + 4 : flow.theme.gap.block);
  }
}

/** A bullet or numbered list with a hanging indent: wrapped lines start under the text. */
export function drawList(flow: PageFlow, parent: TStructure, block: TList): void {
  const style = flow.theme.text.body;
  const indent = block.ordered ? style.size * 2 : style.size * 1.5;
  const width = flow.width - indent;
  const list = flow.tagged(parent, 'L');
  block.items.forEach((runs: TRun[], index) => {
    const lines: TLine[] = layoutText(flow.fonts, piecesOf(runs, style.face), style.size, width);
    flow.keep(Math.min(lines.length, 2) * style.leading);
    if (flow.y + style.leading > flow.theme.page.bottom) flow.newPage();
    const item = flow.tagged(list, 'LI');
    const top = flow.y;
    const label = block.ordered ? `${index + 1}.` : '\u2022';
    const face = block.ordered ? 'semibold' : 'bold';
    const labelWidth = flow.fonts.width(label, face, style.size);
    const labelX = block.ordered ? flow.left + indent - 6 - labelWidth : flow.left + indent * 0.3;
    const labelTop = top + (style.leading - flow.fonts.boxHeight(style.size)) / 2;
    flow.tagged(item, 'Lbl', () => {
      flow.doc.fillColor(flow.theme.palette.primary);
      flow.fonts.draw(label, face, style.size, labelX, labelTop);
    });
    flow.tagged(item, 'LBody', () => writeLines(flow, lines, style, flow.left + indent, width));
    flow.close(item);
    flow.y += index < block.items.length - 1 ? 3 : 0;
  });
  flow.close(list);
  flow.space(flow.theme.gap.block);
}
