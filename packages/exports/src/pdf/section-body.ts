// A section as the page prints it: its title in the brand colour, then its blocks in order.
// Speaker notes are the advisor's: they are never drawn.
import type { TExportBlock, TExportSection } from '../model/types';
import { cardsLeadHeight, drawCards, drawFigures, figuresLeadHeight } from './card-blocks';
import { chartLeadHeight, drawChart } from './chart-block';
import type { PageFlow } from './page-flow';
import { layoutText, writeLines } from './rich-text';
import { drawTable, tableLeadHeight } from './table-block';
import {
  drawHeading,
  drawList,
  drawParagraphs,
  headingLeadHeight,
  paragraphLeadHeight,
} from './text-blocks';
import type { TTextStyle, TTheme } from './theme';

type TStructure = PDFKit.PDFStructureElement;
type TParagraph = Extract<TExportBlock, { type: 'paragraph' }>;

/** The height of a block's start: what a title or heading above it is kept on a page with. */
function leadHeight(flow: PageFlow, block: TExportBlock | undefined): number {
  switch (block?.type) {
    case undefined:
      return 0;
    case 'heading':
      return headingLeadHeight(flow, block.text);
    case 'paragraph':
      return paragraphLeadHeight(flow, block);
    case 'list':
      return flow.theme.text.body.leading * 2;
    case 'figures':
      return figuresLeadHeight(flow, block.items);
    case 'table':
      return tableLeadHeight(flow, block);
    case 'chart':
      return chartLeadHeight(flow, block.chart);
    case 'cards':
      return cardsLeadHeight(flow, block.items);
  }
}

/** A callout's paragraphs in a row (its title, then its text): they print in one box. */
function calloutRun(blocks: readonly TExportBlock[], from: number): TParagraph[] {
  const run: TParagraph[] = [];
  for (let i = from; i < blocks.length; i++) {
    const block = blocks[i];
    if (block?.type !== 'paragraph' || block.tone !== 'callout') break;
    // A paragraph all in bold is the next callout's title: it opens a box of its own.
    if (run.length > 0 && block.runs.every((r) => r.bold)) break;
    run.push(block);
  }
  return run;
}

export function drawBlocks(
  flow: PageFlow,
  parent: TStructure,
  blocks: readonly TExportBlock[],
): void {
  for (let i = 0; i < blocks.length; i++) {
    const block = blocks[i];
    switch (block?.type) {
      case undefined:
        break;
      case 'heading':
        drawHeading(flow, parent, block.text, leadHeight(flow, blocks[i + 1]) + 12);
        break;
      case 'paragraph': {
        const group = block.tone === 'callout' ? calloutRun(blocks, i) : [block];
        drawParagraphs(flow, parent, group);
        i += group.length - 1;
        break;
      }
      case 'list':
        drawList(flow, parent, block);
        break;
      case 'figures':
        drawFigures(flow, parent, block.items);
        break;
      case 'table':
        drawTable(flow, parent, block);
        break;
      case 'chart':
        drawChart(flow, parent, block.chart);
        break;
      case 'cards':
        drawCards(flow, parent, block.items);
        break;
    }
  }
}

/** The section's title; a presentation's sits under a short brand-coloured rule. */
function drawSectionTitle(flow: PageFlow, parent: TStructure, section: TExportSection): void {
  const { palette, text, variant } = flow.theme;
  // The page sets its fine print (the important information) with a smaller title.
  const fine = section.kind === 'important-information' && variant === 'presentation';
  const style = fine ? { ...text.sectionTitle, size: 16, leading: 20 } : text.sectionTitle;
  const lines = layoutText(
    flow.fonts,
    [{ text: section.title, face: style.face }],
    style.size,
    flow.width,
  );
  const rule = variant === 'presentation' ? 14 : 0;
  const first = Math.min(leadHeight(flow, section.blocks[0]), flow.pageRoom / 2);
  flow.keep(rule + lines.length * style.leading + 16 + Math.max(first, text.body.leading * 2));
  if (rule) {
    const y = flow.y;
    flow.artifact(() => flow.doc.roundedRect(flow.left, y, 36, 4, 2).fill(palette.primary));
    flow.y += rule;
  }
  flow.tagged(parent, 'H2', () => writeLines(flow, lines, style, flow.left, flow.width));
  if (variant === 'record') {
    const y = flow.y + 3;
    flow.artifact(() =>
      flow.doc
        .moveTo(flow.left, y)
        .lineTo(flow.left + flow.width, y)
        .lineWidth(0.6)
        .stroke(palette.line),
    );
    flow.y += 10;
  } else flow.y += 12;
}

/** The page's fine print (its important information): every text a size down, in grey. */
function finePrint(flow: PageFlow): Partial<TTheme['text']> {
  const { small, heading, card, table } = flow.theme.text;
  const smaller = (style: TTextStyle): TTextStyle => ({
    ...style,
    size: style.size - 1.5,
    leading: Math.round((style.leading - 2) * 10) / 10,
  });
  return {
    body: small,
    lead: small,
    heading: { ...smaller(heading), colour: flow.theme.palette.muted },
    card: smaller(card),
    table: smaller(table),
  };
}

/** A section under the document's structure root: title and blocks. */
export function drawSection(flow: PageFlow, root: TStructure, section: TExportSection): void {
  const element = flow.tagged(root, 'Sect', undefined, { title: section.title });
  flow.doc.outline.addItem(section.title);
  drawSectionTitle(flow, element, section);
  if (section.kind === 'important-information')
    flow.withStyles(finePrint(flow), () => drawBlocks(flow, element, section.blocks));
  else drawBlocks(flow, element, section.blocks);
  flow.close(element);
}
