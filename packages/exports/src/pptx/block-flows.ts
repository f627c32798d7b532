// Each export block as the flows a slide lays out: the one place a block's kind and tone choose
// its look (type size, colours, panel).
import type { TExportBlock, TRun } from '../model/types';
import { chartFlow } from './chart-flow';
import type { TFlow } from './flow';
import { tableFlow } from './table-flow';
import { headingFlow, listFlow, paragraphFlow, type TTextStyle } from './text-flows';
import type { TPalette, TTypeScale } from './theme';
import { cardsFlow, figuresFlow } from './tile-flows';

export interface TLayoutContext {
  type: TTypeScale;
  palette: TPalette;
  /** The content frame's width and the tallest a slide's content frame is, in inches. */
  width: number;
  maxHeight: number;
}

type TTone = Extract<TExportBlock, { type: 'paragraph' }>['tone'];

function paragraphStyle(tone: TTone, { type, palette }: TLayoutContext): TTextStyle {
  switch (tone) {
    case 'lead':
      return { size: type.lead, color: palette.text };
    case 'small':
      return { size: type.small, color: palette.muted };
    case 'callout':
      return {
        size: type.body,
        color: palette.text,
        panel: { fill: palette.accentTint, bar: palette.primary },
      };
    case 'quote':
      return {
        size: type.quote,
        color: palette.text,
        italic: true,
        panel: { fill: null, bar: palette.accent },
      };
    case undefined:
      return { size: type.body, color: palette.text };
  }
}

const hasText = (runs: readonly TRun[]): boolean => runs.some((run) => run.text.trim() !== '');

export function blockFlows(block: TExportBlock, ctx: TLayoutContext): TFlow[] {
  const { type, palette, width } = ctx;
  const body: TTextStyle = { size: type.body, color: palette.text };
  switch (block.type) {
    case 'heading':
      return block.text.trim()
        ? [headingFlow(block.text, { size: type.heading, color: palette.primaryInk }, width)]
        : [];
    case 'paragraph':
      return hasText(block.runs)
        ? [paragraphFlow(block.runs, paragraphStyle(block.tone, ctx), width)]
        : [];
    case 'list': {
      const items = block.items.filter(hasText);
      return items.length > 0 ? [listFlow(items, block.ordered, body, width)] : [];
    }
    case 'figures':
      return block.items.length > 0 ? [figuresFlow(block.items, type, palette, width)] : [];
    case 'table':
      return block.rows.length > 0 || block.header.length > 0
        ? [tableFlow(block, type, palette, width)]
        : [];
    case 'chart':
      return [chartFlow(block.chart, type, palette, width)];
    case 'cards': {
      if (block.items.length === 0) return [];
      const tiles = cardsFlow(block.items, type, palette, width, ctx.maxHeight);
      if (tiles) return [tiles];
      // Cards too long for one slide side by side: each as a heading and its lines, which split.
      return block.items.flatMap((card) => [
        ...(card.title.trim()
          ? [headingFlow(card.title, { size: type.cardTitle, color: palette.text }, width)]
          : []),
        ...(card.lines.length > 0
          ? [
              listFlow(
                card.lines.map((text) => [{ text }]),
                false,
                body,
                width,
              ),
            ]
          : []),
      ]);
    }
  }
}
