// Tables that read on a phone: a table of more than three columns gets each body cell labelled
// with its column's header (a data-label attribute the stylesheet shows under 480 px, where each
// row becomes a card), explicit table roles so screen readers still read it as a table once its
// display changes, and the pc-table-cards class. Tables of three columns or fewer are left as
// they are. Works on any sanitised or block markup, whoever wrote the table.
import { attributeOf, scanAt } from './html-tokens';

/** The class the stylesheet turns into cards on narrow screens. */
export const CARD_TABLE_CLASS = 'pc-table-cards';
/** More columns than this and a table reflows into cards on a phone. */
const MAX_TABLE_COLUMNS = 3;
const MAX_LABEL = 80;

type TGroup = 'thead' | 'tbody' | 'tfoot' | '';

interface TCell {
  name: 'td' | 'th';
  /** Where the cell's start tag ends (past its `>`). */
  tagEnd: number;
  tag: string;
  colspan: number;
  innerEnd: number;
}

interface TRow {
  tagEnd: number;
  group: TGroup;
  cells: TCell[];
}

interface TTable {
  tagEnd: number;
  tag: string;
  groups: number[];
  rows: TRow[];
  group: TGroup;
}

interface TEdit {
  at: number;
  text: string;
}

/** Where attributes go in a start tag that ends at `end`: before its `>` (or `/>`). */
function attributeAt(html: string, end: number): number {
  return html[end - 2] === '/' ? end - 2 : end - 1;
}

/** A header cell's text as an attribute value: no markup, icons or badges; entities kept, the rest escaped. */
function labelText(inner: string): string {
  const text = inner
    .replace(/<svg\b[\s\S]*?<\/svg>/gi, '')
    .replace(/<span\b[^>]*\bpc-badge\b[^>]*>[\s\S]*?<\/span>/gi, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_LABEL)
    .trim();
  return text
    .replace(/&(?!(?:#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);)/gi, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

const span = (cell: TCell): number => {
  const n = Number(attributeOf(cell.tag, 'colspan'));
  return Number.isInteger(n) && n > 1 ? Math.min(n, 50) : 1;
};

/** The row whose cells name the columns: the last head row, else a first row of header cells. */
function headerRow(table: TTable): TRow | undefined {
  const head = table.rows.filter((r) => r.group === 'thead');
  if (head.length > 0) return head[head.length - 1];
  const first = table.rows[0];
  return first && first.cells.length > 0 && first.cells.every((c) => c.name === 'th')
    ? first
    : undefined;
}

/** The card class (added to any the table has) and the table role, on the table's start tag. */
function tableTagEdits(html: string, table: TTable): TEdit[] {
  const end = attributeAt(html, table.tagEnd);
  const match = /(\sclass\s*=\s*")([^"]*)"/i.exec(table.tag);
  if (!match) return [{ at: end, text: ` class="${CARD_TABLE_CLASS}" role="table"` }];
  const [, before = '', classes = ''] = match;
  const at = table.tagEnd - table.tag.length + match.index + before.length + classes.length;
  return [
    { at: end, text: ' role="table"' },
    { at, text: classes.trim() ? ` ${CARD_TABLE_CLASS}` : CARD_TABLE_CLASS },
  ];
}

/** The edits turning one table into a labelled card table, or none when it has three columns or fewer. */
function tableEdits(html: string, table: TTable): TEdit[] {
  // A "why" column reads under its row on a phone (the needs table's reasons): it is not counted.
  const counted = (c: TCell) => !/\bpc-why\b/.test(attributeOf(c.tag, 'class'));
  const columns = Math.max(
    0,
    ...table.rows.map((r) => r.cells.filter(counted).reduce((n, c) => n + c.colspan, 0)),
  );
  // A table already labelled (or given roles by its writer) is left as it is.
  if (columns <= MAX_TABLE_COLUMNS || attributeOf(table.tag, 'role') !== '') return [];
  const header = headerRow(table);
  const labels: string[] = [];
  for (const cell of header?.cells ?? []) {
    const text = labelText(html.slice(cell.tagEnd, cell.innerEnd));
    for (let i = 0; i < cell.colspan; i++) labels.push(text);
  }
  const at = (end: number) => attributeAt(html, end);
  const edits: TEdit[] = [
    ...tableTagEdits(html, table),
    ...table.groups.map((end) => ({ at: at(end), text: ' role="rowgroup"' })),
  ];
  for (const row of table.rows) {
    edits.push({ at: at(row.tagEnd), text: ' role="row"' });
    let column = 0;
    for (const cell of row.cells) {
      const role =
        row === header ? 'columnheader' : cell.name === 'th' ? 'rowheader' : ('cell' as const);
      const label = row === header ? '' : (labels[column] ?? '');
      const labelled = label !== '' && attributeOf(cell.tag, 'data-label') === '';
      edits.push({
        at: at(cell.tagEnd),
        text: ` role="${role}"${labelled ? ` data-label="${label}"` : ''}`,
      });
      column += cell.colspan;
    }
  }
  return edits;
}

/** Every table of more than three columns in `html` labelled for its phone layout; the rest unchanged. */
export function labelTables(html: string): string {
  if (!/<table\b/i.test(html)) return html;
  const edits: TEdit[] = [];
  const open: TTable[] = [];
  let i = html.indexOf('<');
  while (i >= 0) {
    const token = scanAt(html, i);
    if (!token || token.until) break;
    const tag = html.slice(token.start, token.end);
    const table = open[open.length - 1];
    if (token.name === 'table') {
      if (token.kind === 'open') {
        open.push({ tagEnd: token.end, tag, groups: [], rows: [], group: '' });
      } else if (token.kind === 'close' && table) {
        edits.push(...tableEdits(html, table));
        open.pop();
      }
    } else if (table) {
      const name = token.name;
      const row = table.rows[table.rows.length - 1];
      const cell = row?.cells[row.cells.length - 1];
      if (name === 'thead' || name === 'tbody' || name === 'tfoot') {
        if (token.kind === 'open') table.groups.push(token.end);
        table.group = token.kind === 'open' ? name : '';
      } else if (name === 'tr' && token.kind === 'open') {
        table.rows.push({ tagEnd: token.end, group: table.group, cells: [] });
      } else if ((name === 'td' || name === 'th') && token.kind === 'open' && row) {
        const added: TCell = { name, tagEnd: token.end, tag, colspan: 1, innerEnd: token.end };
        added.colspan = span(added);
        row.cells.push(added);
      } else if ((name === 'td' || name === 'th') && token.kind === 'close' && cell) {
        cell.innerEnd = token.start;
      }
    }
    i = html.indexOf('<', Math.max(token.next, i + 1));
  }
  // A table left open at the end (a draft still being written) is labelled as it stands.
  for (const table of open) edits.push(...tableEdits(html, table));
  edits.sort((a, b) => b.at - a.at);
  let out = html;
  for (const edit of edits) out = `${out.slice(0, edit.at)}${edit.text}${out.slice(edit.at)}`;
  return out;
}
