// Tables as the page prints them: a header row in the brand colour, zebra rows, cells that wrap,
// figures right-aligned; a row never splits, and the header repeats on each page a table spans.
import type { TExportBlock } from '../model/types';
import type { TFace } from './fonts';
import type { PageFlow } from './page-flow';
import { drawLinesAt, layoutText, plainLines, type TLine } from './rich-text';
import type { TTextStyle } from './theme';

type TStructure = PDFKit.PDFStructureElement;
type TTable = Extract<TExportBlock, { type: 'table' }>;

/** A cell that holds an amount or a count ("$1,883,000", "−$190,000", "$95/month", "25%"). */
const NUMERIC = /^[-+−(]?\s*[$€£]?\s*\d[\d,.\s]*(%|k|K|M)?\)?(\s*\/\s*[a-z]+)?$/;

/** Columns whose body cells are all figures (blank cells aside), printed right-aligned. */
export function numericColumns(rows: readonly string[][], count: number): boolean[] {
  return Array.from({ length: count }, (_, c) => {
    const cells = rows.map((row) => (row[c] ?? '').trim()).filter((cell) => cell !== '');
    return cells.length > 0 && cells.every((cell) => NUMERIC.test(cell));
  });
}

/**
 * Column widths by the browser's automatic layout: each column between its least width and its
 * longest cell on one line, the room left shared out by how much more each would take.
 */
export function columnWidths(least: number[], most: number[], width: number): number[] {
  const sumLeast = least.reduce((a, b) => a + b, 0);
  const sumMost = most.reduce((a, b) => a + b, 0);
  if (sumMost <= width) return most.map((m) => m + ((width - sumMost) * m) / (sumMost || 1));
  if (sumLeast >= width) return least.map((l) => (l * width) / (sumLeast || 1));
  const share = (width - sumLeast) / (sumMost - sumLeast);
  return least.map((l, i) => l + ((most[i] ?? l) - l) * share);
}

interface TRowLayout {
  cells: TLine[][];
  height: number;
}

interface TTableLayout {
  widths: number[];
  numeric: boolean[];
  caption: TLine[];
  header: TRowLayout | null;
  rows: TRowLayout[];
}

const CAPTION_GAP = 4;

function captionStyle(flow: PageFlow): TTextStyle {
  return { ...flow.theme.text.caption, face: 'semibold' };
}

/** Measures every cell once: the columns' widths, then each row's lines and height. */
function layoutTable(flow: PageFlow, block: TTable): TTableLayout {
  const { table: body, tableHead: head } = flow.theme.text;
  const [padY, padX] = flow.theme.cellPadding;
  const count = Math.max(block.header.length, ...block.rows.map((row) => row.length), 1);
  // The page's total rows are bold; the model keeps their words, so the label tells.
  const faceOf = (row: readonly string[]): TFace =>
    /^total\b/i.test(row[0] ?? '') ? 'bold' : body.face;
  const rows: [readonly string[], TTextStyle][] = [
    ...(block.header.length ? [[block.header, head] as [string[], TTextStyle]] : []),
    ...block.rows.map((row): [string[], TTextStyle] => [row, { ...body, face: faceOf(row) }]),
  ];
  // A short cell ("Year 14", "$1,883,000") keeps to one line, as a reader expects of a label or
  // a figure; a longer one may wrap down to its longest word.
  const shortCell = Math.min(110, flow.width / 4);
  const least = Array<number>(count).fill(0);
  const most = Array<number>(count).fill(0);
  for (const [row, style] of rows) {
    for (let c = 0; c < count; c++) {
      const text = row[c] ?? '';
      const whole = flow.fonts.width(text, style.face, style.size);
      const words = text.split(/\s+/).map((w) => flow.fonts.width(w, style.face, style.size));
      least[c] = Math.max(
        least[c] ?? 0,
        (whole <= shortCell ? whole : Math.max(0, ...words)) + padX * 2,
      );
      most[c] = Math.max(most[c] ?? 0, whole + padX * 2);
    }
  }
  const widths = columnWidths(least, most, flow.width);
  const layoutRow = ([row, style]: [readonly string[], TTextStyle]): TRowLayout => {
    const cells = Array.from({ length: count }, (_, c) =>
      layoutText(
        flow.fonts,
        [{ text: row[c] ?? '', face: style.face }],
        style.size,
        (widths[c] ?? 0) - padX * 2,
      ),
    );
    return { cells, height: Math.max(...cells.map((l) => l.length)) * style.leading + padY * 2 };
  };
  const caption = block.caption.trim();
  return {
    widths,
    numeric: numericColumns(block.rows, count),
    caption: caption ? plainLines(flow, caption, captionStyle(flow), flow.width) : [],
    header: block.header.length ? layoutRow([block.header, head]) : null,
    rows: rows.slice(block.header.length ? 1 : 0).map(layoutRow),
  };
}

/** The height a table needs on its first page: caption, header and first row. */
export function tableLeadHeight(flow: PageFlow, block: TTable): number {
  const { table: body, tableHead: head } = flow.theme.text;
  const [padY] = flow.theme.cellPadding;
  const caption = block.caption.trim() ? captionStyle(flow).leading * 2 + CAPTION_GAP : 0;
  return (
    caption + (block.header.length ? head.leading * 2 + padY * 2 : 0) + body.leading * 2 + padY * 2
  );
}

export function drawTable(flow: PageFlow, parent: TStructure, block: TTable): void {
  const { table: body, tableHead: head } = flow.theme.text;
  const [padY, padX] = flow.theme.cellPadding;
  const layout = layoutTable(flow, block);
  const { widths, header, rows } = layout;
  const offsets = widths.map((_, c) => widths.slice(0, c).reduce((a, b) => a + b, flow.left));
  const drawCell = (lines: TLine[], c: number, style: TTextStyle, top: number) => {
    const at = {
      x: (offsets[c] ?? flow.left) + padX,
      y: top + padY,
      width: (widths[c] ?? 0) - padX * 2,
    };
    drawLinesAt(flow, lines, style, at, { align: layout.numeric[c] ? 'right' : 'left' });
  };
  const drawHeader = (first: boolean) => {
    if (!header) return;
    const top = flow.y;
    flow.box(flow.left, top, flow.width, header.height, flow.theme.palette.secondary);
    if (first) {
      const tr = flow.tagged(table, 'TR');
      header.cells.forEach((lines, c) =>
        flow.tagged(tr, 'TH', () => drawCell(lines, c, head, top), { scope: 'Column' }),
      );
      flow.close(tr);
    } else {
      // The repeated header is for the eye; a screen reader met the header once already.
      flow.artifact(
        () => header.cells.forEach((lines, c) => drawCell(lines, c, head, top)),
        'Pagination',
      );
    }
    flow.y += header.height;
  };

  flow.space(2);
  const style = captionStyle(flow);
  const captionHeight = layout.caption.length
    ? layout.caption.length * style.leading + CAPTION_GAP
    : 0;
  flow.keep(captionHeight + (header?.height ?? 0) + (rows[0]?.height ?? 0));
  const table = flow.tagged(parent, 'Table');
  if (layout.caption.length) {
    flow.tagged(table, 'Caption', () => {
      flow.y += drawLinesAt(flow, layout.caption, style, {
        x: flow.left,
        y: flow.y,
        width: flow.width,
      });
    });
    flow.y += CAPTION_GAP;
  }
  drawHeader(true);
  const bottom = flow.theme.page.bottom;
  rows.forEach((row, index) => {
    const next = rows[index + 1];
    // The last row never goes over alone: the one before it goes with it.
    const lastPair =
      index === rows.length - 2 && next && flow.y + row.height + next.height > bottom;
    if ((flow.y + row.height > bottom || (lastPair && index > 0)) && !flow.atTop) {
      flow.newPage();
      drawHeader(false);
    }
    const top = flow.y;
    flow.artifact(() => {
      const { doc } = flow;
      if (index % 2 === 1)
        doc.rect(flow.left, top, flow.width, row.height).fill(flow.theme.palette.zebra);
      doc.moveTo(flow.left, top + row.height).lineTo(flow.left + flow.width, top + row.height);
      doc.lineWidth(0.6).stroke(flow.theme.palette.line);
    });
    const tr = flow.tagged(table, 'TR');
    row.cells.forEach((lines, c) => flow.tagged(tr, 'TD', () => drawCell(lines, c, body, top)));
    flow.close(tr);
    flow.y += row.height;
  });
  flow.close(table);
  flow.space(flow.theme.gap.block + 6);
}
