// Blocks laid out as a grid of boxes: key figures (the page's stat cards) and cards side by side
// (plans, options, next steps). A row of boxes never breaks across pages.
import type { TExportBlock } from '../model/types';
import type { PageFlow } from './page-flow';
import { drawLinesAt, plainLines, type TLine } from './rich-text';
import type { TTextStyle } from './theme';

type TStructure = PDFKit.PDFStructureElement;
type TFigure = Extract<TExportBlock, { type: 'figures' }>['items'][number];
type TCard = Extract<TExportBlock, { type: 'cards' }>['items'][number];

/** Columns for n boxes, balanced: 4 make two rows of 2, 5 make 3 and 2. */
export function gridColumns(count: number, most: number): number {
  const rows = Math.ceil(count / most);
  return Math.max(1, Math.ceil(count / Math.max(rows, 1)));
}

interface TGrid {
  columns: number;
  cellWidth: number;
  /** The text's width inside a box. */
  inner: number;
  gap: number;
  pad: [number, number];
}

/**
 * The grid for a block's boxes: up to three (a record's figures, four) a row, fewer when a word
 * would not fit in a box ("Anaesthesiologist" as a figure's value), so no word is ever cut.
 */
function grid(
  flow: PageFlow,
  words: readonly number[],
  count: number,
  kind: 'figures' | 'cards',
): TGrid {
  const record = flow.theme.variant === 'record';
  const gap = record ? 8 : 12;
  const pad: [number, number] =
    kind === 'figures' ? (record ? [7, 10] : [11, 14]) : record ? [8, 10] : [13, 15];
  const longest = Math.max(0, ...words);
  let most = kind === 'figures' && record ? 4 : 3;
  for (; ; most--) {
    const columns = gridColumns(count, most);
    const cellWidth = (flow.width - gap * (columns - 1)) / columns;
    const inner = cellWidth - pad[1] * 2;
    if (longest <= inner || most === 1) return { columns, cellWidth, inner, gap, pad };
  }
}

/** The widths of the words in some texts, in a style. */
function wordWidths(flow: PageFlow, texts: readonly string[], style: TTextStyle): number[] {
  return texts.flatMap((text) =>
    text.split(/\s+/).map((word) => flow.fonts.width(word, style.face, style.size)),
  );
}

function figureGrid(flow: PageFlow, items: readonly TFigure[]): TGrid {
  const { statLabel, statValue } = flow.theme.text;
  const words = [
    ...wordWidths(
      flow,
      items.map((i) => i.value),
      statValue,
    ),
    ...wordWidths(
      flow,
      items.map((i) => i.label),
      statLabel,
    ),
  ];
  return grid(flow, words, items.length, 'figures');
}

function cardGrid(flow: PageFlow, items: readonly TCard[]): TGrid {
  const { cardTitle, card } = flow.theme.text;
  const words = [
    ...wordWidths(
      flow,
      items.map((i) => i.title),
      cardTitle,
    ),
    ...wordWidths(
      flow,
      items.flatMap((i) => i.lines),
      card,
    ),
  ];
  return grid(flow, words, items.length, 'cards');
}

function rowsOf<T>(items: readonly T[], columns: number): T[][] {
  const rows: T[][] = [];
  for (let i = 0; i < items.length; i += columns) rows.push(items.slice(i, i + columns));
  return rows;
}

interface TLaidRow<T> {
  boxes: T[];
  height: number;
}

function layoutFigureRow(flow: PageFlow, row: readonly TFigure[], g: TGrid) {
  const { statLabel, statValue } = flow.theme.text;
  const boxes = row.map((item) => ({
    label: plainLines(flow, item.label, statLabel, g.inner),
    value: plainLines(flow, item.value, statValue, g.inner),
  }));
  const text = boxes.map(
    (b) => b.label.length * statLabel.leading + b.value.length * statValue.leading,
  );
  return { boxes, height: Math.max(...text) + g.pad[0] * 2 + 2 };
}

const CARD_LINE_GAP = 3;
const CARD_TITLE_GAP = 4;

function layoutCardRow(flow: PageFlow, row: readonly TCard[], g: TGrid) {
  const { cardTitle, card } = flow.theme.text;
  const boxes = row.map((item) => ({
    // A card may have no title (an option's card opens with its label line).
    title: item.title.trim() ? plainLines(flow, item.title, cardTitle, g.inner) : [],
    lines: item.lines.map((line): TLine[] => plainLines(flow, line, card, g.inner)),
  }));
  const heights = boxes.map(
    (b) =>
      b.title.length * cardTitle.leading +
      b.lines.reduce(
        (sum, l) => sum + l.length * card.leading + CARD_LINE_GAP,
        b.title.length ? CARD_TITLE_GAP : 0,
      ),
  );
  return { boxes, height: Math.max(...heights) + g.pad[0] * 2 - CARD_LINE_GAP };
}

/** The height of the first row of key figures (what a heading above them keeps with). */
export function figuresLeadHeight(flow: PageFlow, items: readonly TFigure[]): number {
  const g = figureGrid(flow, items);
  return layoutFigureRow(flow, items.slice(0, g.columns), g).height;
}

/** The height of the first row of cards. */
export function cardsLeadHeight(flow: PageFlow, items: readonly TCard[]): number {
  const g = cardGrid(flow, items);
  return layoutCardRow(flow, items.slice(0, g.columns), g).height;
}

/** Draws rows of boxes, each row kept whole on a page, each box's content by `draw`. */
function drawRows<T, B>(
  flow: PageFlow,
  items: readonly T[],
  g: TGrid,
  layout: (row: readonly T[]) => TLaidRow<B>,
  draw: (box: B, x: number, top: number, height: number) => void,
): void {
  flow.space(4);
  for (const row of rowsOf(items, g.columns)) {
    const laid = layout(row);
    flow.keep(laid.height);
    const top = flow.y;
    laid.boxes.forEach((box, i) =>
      draw(box, flow.left + i * (g.cellWidth + g.gap), top, laid.height),
    );
    flow.y = top + laid.height + g.gap;
  }
  flow.y -= g.gap;
  flow.space(flow.theme.gap.block + 5);
}

/** Key figures: a label over its value, in tinted boxes. */
export function drawFigures(flow: PageFlow, parent: TStructure, items: readonly TFigure[]): void {
  if (items.length === 0) return;
  const { statLabel, statValue } = flow.theme.text;
  const g = figureGrid(flow, items);
  drawRows(
    flow,
    items,
    g,
    (row) => layoutFigureRow(flow, row, g),
    (box, x, top, height) => {
      const { primarySoft, line } = flow.theme.palette;
      flow.box(x, top, g.cellWidth, height, primarySoft, { radius: 9, border: line });
      // One paragraph per figure, so a screen reader says "Total need $1,883,000" together.
      flow.tagged(parent, 'P', () => {
        const at = { x: x + g.pad[1], y: top + g.pad[0], width: g.inner };
        const labelHeight = drawLinesAt(flow, box.label, statLabel, at);
        drawLinesAt(flow, box.value, statValue, { ...at, y: at.y + labelHeight + 2 });
      });
    },
  );
}

/** Cards side by side: a title and its lines in a soft box; rows wrap under each other. */
export function drawCards(flow: PageFlow, parent: TStructure, items: readonly TCard[]): void {
  if (items.length === 0) return;
  const { cardTitle, card } = flow.theme.text;
  const g = cardGrid(flow, items);
  drawRows(
    flow,
    items,
    g,
    (row) => layoutCardRow(flow, row, g),
    (box, x, top, height) => {
      const { surface, line } = flow.theme.palette;
      flow.box(x, top, g.cellWidth, height, surface, { radius: 10, border: line });
      const division = flow.tagged(parent, 'Div');
      const left = x + g.pad[1];
      let y = top + g.pad[0];
      if (box.title.length) {
        flow.tagged(division, 'H3', () => {
          const at = { x: left, y, width: g.inner };
          y += drawLinesAt(flow, box.title, cardTitle, at) + CARD_TITLE_GAP;
        });
      }
      for (const lines of box.lines) {
        flow.tagged(division, 'P', () => {
          y += drawLinesAt(flow, lines, card, { x: left, y, width: g.inner }) + CARD_LINE_GAP;
        });
      }
      flow.close(division);
    },
  );
}
