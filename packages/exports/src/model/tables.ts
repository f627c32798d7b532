// A table as rows of plain-text cells: the header row the page's phone layout labels cells with
// (the last head row, else a first row of header cells), every other row (a total in the foot
// included), spanned cells padded so every row has as many cells as the widest.
import {
  elementsOf,
  hasClass,
  isDropped,
  isElement,
  plainText,
  type TElement,
  type TNode,
} from './html-tree';
import type { TExportBlock } from './types';

type TTableBlock = Extract<TExportBlock, { type: 'table' }>;

interface TRow {
  head: boolean;
  cells: { text: string; header: boolean; span: number }[];
}

const MAX_SPAN = 20;

function spanOf(cell: TElement): number {
  const n = Number(cell.attribs.colspan);
  return Number.isInteger(n) && n > 1 ? Math.min(n, MAX_SPAN) : 1;
}

/** A cell's text; a badge beside other text ("DIME Lead") reads as a note: "DIME (Lead)". */
function cellText(nodes: readonly TNode[]): string {
  const marked = (list: readonly TNode[]): TNode[] =>
    list
      .filter((node) => !isDropped(node))
      .map((node) => {
        if (!isElement(node)) return node;
        if (hasClass(node, 'pc-badge')) {
          const text = plainText(node.children);
          return { type: 'text', text: text ? ` (${text}) ` : ' ' };
        }
        return { ...node, children: marked(node.children) };
      });
  const withNotes = plainText(marked(nodes));
  // A cell holding only a badge is that badge's text.
  return /^\([^()]*\)$/.test(withNotes) ? plainText(nodes) : withNotes;
}

/** The rows of a table in order, looking through its row groups (not into nested tables). */
function rowsOf(table: TElement): TRow[] {
  const rows: TRow[] = [];
  const visit = (nodes: readonly TNode[], head: boolean) => {
    for (const element of elementsOf(nodes)) {
      if (element.name === 'tr') {
        const cells = elementsOf(element.children)
          .filter((c) => c.name === 'td' || c.name === 'th')
          .map((c) => ({ text: cellText(c.children), header: c.name === 'th', span: spanOf(c) }));
        rows.push({ head, cells });
      } else if (['thead', 'tbody', 'tfoot'].includes(element.name)) {
        visit(element.children, element.name === 'thead');
      }
    }
  };
  visit(table.children, false);
  return rows;
}

const expand = (row: TRow): string[] =>
  row.cells.flatMap((cell) => [cell.text, ...Array.from({ length: cell.span - 1 }, () => '')]);

const padded = (cells: string[], width: number): string[] => [
  ...cells,
  ...Array.from({ length: width - cells.length }, () => ''),
];

/** A `<table>` as a table block; rows without any text are left out. */
export function tableBlock(table: TElement): TTableBlock {
  const rows = rowsOf(table);
  const headRows = rows.filter((r) => r.head);
  const first = rows[0];
  const headerRow =
    headRows.at(-1) ??
    (first && rows.length > 1 && first.cells.length > 0 && first.cells.every((c) => c.header)
      ? first
      : undefined);
  // Head rows above the labelling one (a grouped heading) are kept as rows, not lost.
  const body = rows.filter((r) => r !== headerRow).map(expand);
  const header = headerRow ? expand(headerRow) : [];
  const kept = body.filter((cells) => cells.some(Boolean));
  const width = Math.max(header.length, ...kept.map((cells) => cells.length));
  const caption = elementsOf(table.children).find((e) => e.name === 'caption');
  return {
    type: 'table',
    caption: caption ? plainText(caption.children) : '',
    header: header.some(Boolean) ? padded(header, width) : [],
    rows: kept.map((cells) => padded(cells, width)),
  };
}
