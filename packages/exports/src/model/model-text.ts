// All the text a reader of an export sees, in order: what the PDF and slide-deck tests compare
// the text they extract with.
import { runsText } from './runs';
import type { TExportBlock, TExportDocument } from './types';

/**
 * A block's lines: one per piece of text a writer lays out on its own (a heading, a paragraph,
 * a list item, a figure's label and its value, a table's caption and each cell, a card's title
 * and each line, a chart's caption), so each line is found whole in any reading of the output.
 */
export function blockLines(block: TExportBlock): string[] {
  switch (block.type) {
    case 'heading':
      return [block.text];
    case 'paragraph':
      return [runsText(block.runs)];
    case 'list':
      return block.items.map(runsText);
    case 'figures':
      return block.items.flatMap((item) => [item.label, item.value]);
    case 'table':
      return [block.caption, ...block.header, ...block.rows.flat()];
    case 'chart':
      return [block.chart.caption];
    case 'cards':
      return block.items.flatMap((card) => [card.title, ...card.lines]);
  }
}

/**
 * The document's visible text, one line per piece of text (see blockLines): the cover's lines,
 * each section's title (the cover's is the document's title, not repeated) and blocks, then the
 * footer. Speaker notes are not in it: they are never printed for the client.
 */
export function modelText(doc: TExportDocument): string {
  const lines = [doc.eyebrow, doc.title, doc.subtitle, doc.meta];
  for (const section of doc.sections) {
    if (section.kind !== 'cover') lines.push(section.title);
    for (const block of section.blocks) lines.push(...blockLines(block));
  }
  lines.push(doc.footer);
  return lines.filter((line) => line.trim() !== '').join('\n');
}
