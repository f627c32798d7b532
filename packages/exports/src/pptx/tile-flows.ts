// Key figures as stat tiles and cards side by side: shapes with editable text, laid out in rows
// that continue on the next slide a whole row at a time.
import type PptxGenJS from 'pptxgenjs';

import type { TFlow } from './flow';
import { countLines, LINE_SPACING, lineHeight } from './measure';
import { boxOptions } from './text-flows';
import { FONT, type TPalette, type TTypeScale } from './theme';

const GAP = 0.2;
const PAD_X = 0.16;
const PAD_Y = 0.14;
const STRIPE = 0.06;
/** Space between a card's lines, in points. */
const LINE_SPACE_PT = 4;

/** One row of tiles: its height and how to draw it at a given top-left corner. */
interface TRow {
  height: number;
  draw(slide: PptxGenJS.Slide, x: number, y: number): void;
}

function rowsFlow(rows: TRow[]): TFlow {
  const height = rows.reduce((sum, row) => sum + row.height, 0) + GAP * (rows.length - 1);
  return {
    height,
    minHeight: rows[0]?.height ?? 0,
    split(space) {
      let used = -GAP;
      let count = 0;
      for (const row of rows) {
        if (used + GAP + row.height > space) break;
        used += GAP + row.height;
        count++;
      }
      if (count === 0 || count === rows.length) return null;
      return [rowsFlow(rows.slice(0, count)), rowsFlow(rows.slice(count))];
    },
    draw(slide, box) {
      let y = box.y;
      for (const row of rows) {
        row.draw(slide, box.x, y);
        y += row.height + GAP;
      }
    },
  };
}

function chunk<T>(items: readonly T[], size: number): T[][] {
  const rows: T[][] = [];
  for (let i = 0; i < items.length; i += size) rows.push(items.slice(i, i + size));
  return rows;
}

const columnsFor = (count: number, most: number): number =>
  count <= most ? count : count === 4 ? 2 : count <= 6 ? 3 : most;

function tileBackground(
  slide: PptxGenJS.Slide,
  x: number,
  y: number,
  w: number,
  h: number,
  fill: string,
  stripe: string,
): void {
  slide.addShape('rect', { x, y, w, h, fill: { color: fill }, line: { type: 'none' } });
  slide.addShape('rect', { x, y, w, h: STRIPE, fill: { color: stripe }, line: { type: 'none' } });
}

/** Key figures: the value large, its label under it, four tiles to a row at most. */
export function figuresFlow(
  items: readonly { label: string; value: string }[],
  type: TTypeScale,
  palette: TPalette,
  width: number,
): TFlow {
  const cols = columnsFor(items.length, 4);
  const w = (width - GAP * (cols - 1)) / cols;
  const inner = w - 2 * PAD_X;
  // Values that are words ("Married, 2 children") are set smaller than numbers, two lines at most.
  const valueSize =
    [type.figureValue, type.figureValue - 4, type.figureValue - 6].find((size) =>
      items.every((item) => countLines(item.value, inner, size, true) <= 2),
    ) ?? type.figureValue - 6;
  const rows = chunk(items, cols).map((row): TRow => {
    const heights = row.map(
      (item) =>
        countLines(item.value, inner, valueSize, true) * lineHeight(valueSize) +
        countLines(item.label, inner, type.figureLabel) * lineHeight(type.figureLabel),
    );
    const height = Math.max(...heights) + 2 * PAD_Y + STRIPE;
    return {
      height,
      draw(slide, x, y) {
        row.forEach((item, i) => {
          const left = x + i * (w + GAP);
          tileBackground(slide, left, y, w, height, palette.primaryTint, palette.primary);
          const value = { fontSize: valueSize, lineSpacing: Math.round(valueSize * LINE_SPACING) };
          const label = {
            fontSize: type.figureLabel,
            lineSpacing: Math.round(type.figureLabel * LINE_SPACING),
          };
          slide.addText(
            [
              {
                text: item.value,
                options: { ...value, bold: true, color: palette.primaryInk, breakLine: true },
              },
              { text: item.label, options: { ...label, color: palette.muted } },
            ],
            {
              ...boxOptions({ size: type.figureLabel, color: palette.muted }),
              x: left + PAD_X,
              y: y + STRIPE + PAD_Y,
              w: inner,
              h: height - STRIPE - 2 * PAD_Y,
            },
          );
        });
      },
    };
  });
  return rowsFlow(rows);
}

interface TCard {
  title: string;
  lines: string[];
}

/** Cards side by side, three to a row at most; null when a row would not fit on one slide. */
export function cardsFlow(
  cards: readonly TCard[],
  type: TTypeScale,
  palette: TPalette,
  width: number,
  maxHeight: number,
): TFlow | null {
  const cols = columnsFor(cards.length, 3);
  const w = (width - GAP * (cols - 1)) / cols;
  const inner = w - 2 * PAD_X;
  const titleLh = lineHeight(type.cardTitle);
  const bodyLh = lineHeight(type.body);
  const measure = (card: TCard) =>
    (card.title ? countLines(card.title, inner, type.cardTitle, true) * titleLh + 0.06 : 0) +
    card.lines.reduce(
      (sum, line) => sum + countLines(line, inner, type.body) * bodyLh + LINE_SPACE_PT / 72,
      0,
    );
  const rows = chunk(cards, cols).map((row): TRow => {
    const height = Math.max(...row.map(measure)) + 2 * PAD_Y + STRIPE;
    return {
      height,
      draw(slide, x, y) {
        row.forEach((card, i) => {
          const left = x + i * (w + GAP);
          tileBackground(slide, left, y, w, height, palette.stripe, palette.secondary);
          const titleRun = card.title
            ? [
                {
                  text: card.title,
                  options: {
                    bold: true,
                    fontSize: type.cardTitle,
                    lineSpacing: Math.round(type.cardTitle * LINE_SPACING),
                    paraSpaceAfter: 4,
                    breakLine: card.lines.length > 0,
                  },
                },
              ]
            : [];
          const lineRuns = card.lines.map((line, n) => ({
            text: line,
            options: {
              fontSize: type.body,
              paraSpaceAfter: LINE_SPACE_PT,
              breakLine: n < card.lines.length - 1,
            },
          }));
          slide.addText([...titleRun, ...lineRuns], {
            ...boxOptions({ size: type.body, color: palette.text }),
            fontFace: FONT,
            x: left + PAD_X,
            y: y + STRIPE + PAD_Y,
            w: inner,
            h: height - STRIPE - 2 * PAD_Y,
          });
        });
      },
    };
  });
  if (rows.some((row) => row.height > maxHeight)) return null;
  return rowsFlow(rows);
}
