// Boxes side by side on the page as export blocks: stat tiles and label/value cards become
// figures; cards, product plans, options and questions become cards (a title and lines). A grid
// holding something a card cannot (a chart, a table) is read as the blocks it holds instead.
import {
  elementsOf,
  findElement,
  hasClass,
  isDropped,
  isElement,
  plainText,
  type TElement,
  type TNode,
} from './html-tree';
import { runsText } from './runs';
import type { TExportBlock } from './types';

type TFigures = Extract<TExportBlock, { type: 'figures' }>;
type TCard = Extract<TExportBlock, { type: 'cards' }>['items'][number];
type TBlocksOf = (nodes: readonly TNode[]) => TExportBlock[];

/** Grids of boxes (the stylesheet lays their children side by side). */
export const GRID_CLASSES = ['pc-grid', 'pc-grid-2', 'pc-plans', 'pc-faq', 'pc-snapshot'];
/** One box: a card, a product plan, an option, the advisor's card. */
export const CARD_CLASSES = ['pc-card', 'pc-plan', 'pc-option', 'pc-advisor'];
/** Elements a grid's boxes are made of; anything else in a grid is read as it stands. */
const BOX_TAGS = new Set(['div', 'article', 'section', 'aside', 'header', 'footer', 'li']);

const shown = (nodes: readonly TNode[]) => nodes.filter((node) => !isDropped(node));
const hasText = (nodes: readonly TNode[]) =>
  nodes.some((node) => !isElement(node) && node.text.trim() !== '');

/** The key-figure tiles (`pc-stats`): each a label and a value. */
export function statsBlock(stats: TElement): TFigures {
  const items = shown(stats.children).flatMap((stat) => {
    if (!isElement(stat)) {
      const value = plainText([stat]);
      return value ? [{ label: '', value }] : [];
    }
    const label = findElement(stat.children, (e) => hasClass(e, 'pc-stat-label', 'pc-label'));
    const rest = stat.children.filter((node) => !(isElement(node) && node === label));
    const item = { label: label ? plainText(label.children) : '', value: plainText(rest) };
    return item.label || item.value ? [item] : [];
  });
  return { type: 'figures', items };
}

/** A card holding only a label and a value ("Age", "38"), as a figure. */
function labelValue(card: TElement): { label: string; value: string } | null {
  const parts = elementsOf(shown(card.children));
  const [label, value] = parts;
  if (parts.length !== 2 || !label || !value || hasText(card.children)) return null;
  if (!hasClass(label, 'pc-label') || !hasClass(value, 'pc-value')) return null;
  return { label: plainText(label.children), value: plainText(value.children) };
}

/**
 * A box as a card: its first heading the title, the rest of its text one line per paragraph or
 * list item. Null when it holds a table, a chart or boxes of its own (a card cannot show them).
 */
function cardOf(box: TElement, blocksOf: TBlocksOf): TCard | null {
  const pair = labelValue(box);
  if (pair) return { title: pair.label, lines: pair.value ? [pair.value] : [] };
  let title: string | null = null;
  const lines: string[] = [];
  for (const block of blocksOf(box.children)) {
    switch (block.type) {
      case 'heading':
        if (title === null) title = block.text;
        else lines.push(block.text);
        break;
      case 'paragraph':
        lines.push(runsText(block.runs));
        break;
      case 'list':
        lines.push(...block.items.map(runsText));
        break;
      case 'figures':
        lines.push(...block.items.map((f) => [f.label, f.value].filter(Boolean).join(': ')));
        break;
      case 'table':
      case 'chart':
      case 'cards':
        return null;
    }
  }
  return { title: title ?? '', lines };
}

const nonEmpty = (card: TCard) => card.title !== '' || card.lines.length > 0;

/** A grid of boxes as figures (all label/value cards) or cards; else the blocks it holds. */
export function gridBlocks(grid: TElement, blocksOf: TBlocksOf): TExportBlock[] {
  const boxes = elementsOf(shown(grid.children));
  const boxed =
    boxes.length > 0 && !hasText(grid.children) && boxes.every((b) => BOX_TAGS.has(b.name));
  if (!boxed) return blocksOf(grid.children);
  const pairs = boxes.map(labelValue).filter((p) => p !== null);
  if (pairs.length === boxes.length) return [{ type: 'figures', items: pairs }];
  const cards = boxes.map((box) => cardOf(box, blocksOf));
  if (cards.some((c) => c === null)) return blocksOf(grid.children);
  const items = cards.filter((c): c is TCard => c !== null && nonEmpty(c));
  return items.length > 0 ? [{ type: 'cards', items }] : [];
}

/** One box on its own (not in a grid) as a card; else the blocks it holds. */
export function cardBlocks(box: TElement, blocksOf: TBlocksOf): TExportBlock[] {
  const card = cardOf(box, blocksOf);
  if (!card) return blocksOf(box.children);
  return nonEmpty(card) ? [{ type: 'cards', items: [card] }] : [];
}
