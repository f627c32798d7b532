// Tables as native PowerPoint tables: columns sized to their content, rows measured, and a long
// table continued on the next slide with its header row repeated.
import type PptxGenJS from 'pptxgenjs';

import type { TFlow } from './flow';
import { countLines, lineHeight, textWidth, wordsOf } from './measure';
import { boxOptions } from './text-flows';
import { FONT, type TPalette, type TTypeScale } from './theme';

const CELL_PAD_X = 0.1;
const CELL_PAD_Y = 0.06;
const CAPTION_GAP = 0.08;
/** The widest a column asks for before it wraps. */
const MAX_NATURAL = 5;

interface TTableBlock {
  caption: string;
  header: string[];
  rows: string[][];
}

/**
 * Column widths summing to `width`: each at least its longest word, the rest of the width shared
 * out by how much more each column's longest cell would take on one line.
 */
export function columnWidths(
  cells: readonly string[][],
  columns: number,
  width: number,
  size: number,
): number[] {
  const natural = Array.from({ length: columns }, () => 0.6);
  const least = Array.from({ length: columns }, () => 0.6);
  for (const row of cells) {
    row.forEach((cell, i) => {
      const words = wordsOf([{ text: cell }]);
      const longest = Math.max(0, ...words.map((w) => textWidth(w.text, size, true)));
      natural[i] = Math.max(
        natural[i] ?? 0,
        Math.min(MAX_NATURAL, textWidth(cell, size, true)) + 2 * CELL_PAD_X,
      );
      least[i] = Math.max(least[i] ?? 0, Math.min(MAX_NATURAL, longest) + 2 * CELL_PAD_X);
    });
  }
  const naturalSum = natural.reduce((a, b) => a + b, 0);
  if (naturalSum <= width) return natural.map((n) => (n / naturalSum) * width);
  const leastSum = least.reduce((a, b) => a + b, 0);
  if (leastSum >= width) return least.map((n) => (n / leastSum) * width);
  const extra = natural.map((n, i) => n - (least[i] ?? 0));
  const extraSum = extra.reduce((a, b) => a + b, 0);
  return least.map((n, i) => n + ((extra[i] ?? 0) / extraSum) * (width - leastSum));
}

interface TLaidTable {
  caption: string;
  header: string[] | null;
  rows: string[][];
  colW: number[];
  headerHeight: number;
  rowHeights: number[];
}

function tableFlowOf(
  t: TLaidTable,
  type: TTypeScale,
  palette: TPalette,
  continued: boolean,
): TFlow {
  const captionHeight = t.caption
    ? lineHeight(type.caption) * countLines(t.caption, sum(t.colW), type.caption, true) +
      CAPTION_GAP
    : 0;
  const top = captionHeight + t.headerHeight;
  const height = top + sum(t.rowHeights);
  return {
    height,
    minHeight: top + (t.rowHeights[0] ?? 0),
    split(space) {
      let used = top;
      let count = 0;
      for (const h of t.rowHeights) {
        if (used + h > space) break;
        used += h;
        count++;
      }
      if (count === 0 || count === t.rows.length) return null;
      const head = { ...t, rows: t.rows.slice(0, count), rowHeights: t.rowHeights.slice(0, count) };
      const rest = { ...t, rows: t.rows.slice(count), rowHeights: t.rowHeights.slice(count) };
      return [tableFlowOf(head, type, palette, continued), tableFlowOf(rest, type, palette, true)];
    },
    draw(slide, box) {
      if (t.caption) {
        const caption = continued ? `${t.caption} (cont.)` : t.caption;
        slide.addText(caption, {
          ...boxOptions({ size: type.caption, color: palette.muted }),
          bold: true,
          x: box.x,
          y: box.y,
          w: sum(t.colW),
          h: captionHeight - CAPTION_GAP,
        });
      }
      const border: PptxGenJS.BorderProps = { type: 'solid', pt: 0.75, color: palette.rule };
      const cell = (text: string, options: PptxGenJS.TableCellProps): PptxGenJS.TableCell => ({
        text,
        options,
      });
      const rows: PptxGenJS.TableRow[] = [];
      if (t.header) {
        rows.push(
          t.header.map((text) =>
            cell(text, { bold: true, color: palette.onPrimary, fill: { color: palette.primary } }),
          ),
        );
      }
      t.rows.forEach((row, r) => {
        const fill = r % 2 === 1 ? { fill: { color: palette.stripe } } : {};
        rows.push(row.map((text) => cell(text, { color: palette.text, ...fill })));
      });
      slide.addTable(rows, {
        x: box.x,
        y: box.y + captionHeight,
        w: sum(t.colW),
        colW: t.colW,
        rowH: [...(t.header ? [t.headerHeight] : []), ...t.rowHeights],
        fontFace: FONT,
        fontSize: type.table,
        valign: 'middle',
        margin: [CELL_PAD_Y, CELL_PAD_X, CELL_PAD_Y, CELL_PAD_X],
        border: [border, border, border, border],
        autoPage: false,
      });
    },
  };
}

const sum = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0);

/** A table block measured at `width` inches. */
export function tableFlow(
  block: TTableBlock,
  type: TTypeScale,
  palette: TPalette,
  width: number,
): TFlow {
  const columns = Math.max(block.header.length, ...block.rows.map((row) => row.length), 1);
  // Short rows are padded so every row has a cell per column (pptx tables need them).
  const pad = (row: readonly string[]) => Array.from({ length: columns }, (_, i) => row[i] ?? '');
  const header = block.header.length > 0 ? pad(block.header) : null;
  const rows = block.rows.map(pad);
  const colW = columnWidths([...(header ? [header] : []), ...rows], columns, width, type.table);
  const rowHeight = (row: readonly string[], bold: boolean) =>
    Math.max(
      ...row.map((text, i) => countLines(text, (colW[i] ?? 1) - 2 * CELL_PAD_X, type.table, bold)),
    ) *
      lineHeight(type.table) +
    2 * CELL_PAD_Y;
  const laid: TLaidTable = {
    caption: block.caption,
    header,
    rows,
    colW,
    headerHeight: header ? rowHeight(header, true) : 0,
    rowHeights: rows.map((row) => rowHeight(row, false)),
  };
  return tableFlowOf(laid, type, palette, false);
}
