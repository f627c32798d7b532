// The section editor's tables: their text is editable; rows and columns are not added or removed
// here. Also the two helpers the layout nodes share with them. Loaded only with the editor.
import { Node, type AnyExtension } from '@tiptap/react';

/** Elements whose content is text and inline markup only, when they hold nothing else. */
const PHRASING = new Set(['span', 'strong', 'b', 'em', 'i', 'u', 'small', 'sub', 'sup', 'a', 'br']);

/** True when `element` holds only text and inline markup (so its content is one run of text). */
export function holdsOnlyPhrasing(element: HTMLElement): boolean {
  for (const child of Array.from(element.childNodes)) {
    if (child.nodeType === 1 && !PHRASING.has((child as HTMLElement).tagName.toLowerCase()))
      return false;
  }
  return true;
}

/** The element's own tag (div, article, thead, td…), kept through an edit. */
export const tagAttribute = (fallback: string) => ({
  tag: {
    default: fallback,
    parseHTML: (element: HTMLElement) => element.tagName.toLowerCase(),
    rendered: false,
    keepOnSplit: true,
  },
});

const Table = Node.create({
  name: 'table',
  group: 'block',
  content: 'tableCaption? tableSection+',
  isolating: true,
  parseHTML: () => [{ tag: 'table' }],
  renderHTML: ({ HTMLAttributes }) => ['table', HTMLAttributes, 0],
});

const TableCaption = Node.create({
  name: 'tableCaption',
  content: 'inline*',
  isolating: true,
  parseHTML: () => [{ tag: 'caption' }],
  renderHTML: ({ HTMLAttributes }) => ['caption', HTMLAttributes, 0],
  addKeyboardShortcuts() {
    return {
      Enter: () => (this.editor.isActive(this.name) ? this.editor.commands.setHardBreak() : false),
    };
  },
});

const TableSection = Node.create({
  name: 'tableSection',
  content: 'tableRow+',
  isolating: true,
  addAttributes: () => tagAttribute('tbody'),
  parseHTML: () => ['thead', 'tbody', 'tfoot'].map((tag) => ({ tag })),
  renderHTML: ({ node, HTMLAttributes }) => [String(node.attrs.tag), HTMLAttributes, 0],
});

const TableRow = Node.create({
  name: 'tableRow',
  content: '(tableCell | tableFlowCell)+',
  parseHTML: () => [{ tag: 'tr' }],
  renderHTML: ({ HTMLAttributes }) => ['tr', HTMLAttributes, 0],
});

const cellAttributes = () => ({
  ...tagAttribute('td'),
  scope: { default: null, parseHTML: (element: HTMLElement) => element.getAttribute('scope') },
  colspan: { default: null, parseHTML: (element: HTMLElement) => element.getAttribute('colspan') },
  rowspan: { default: null, parseHTML: (element: HTMLElement) => element.getAttribute('rowspan') },
});

/** A cell of text (the usual one); Enter adds a line break rather than a cell. */
const TableCell = Node.create({
  name: 'tableCell',
  content: 'inline*',
  isolating: true,
  addAttributes: cellAttributes,
  parseHTML: () =>
    ['th', 'td'].map((tag) => ({
      tag,
      getAttrs: (element: HTMLElement) => (holdsOnlyPhrasing(element) ? null : false),
    })),
  renderHTML: ({ node, HTMLAttributes }) => [String(node.attrs.tag), HTMLAttributes, 0],
  addKeyboardShortcuts() {
    return {
      Enter: () => (this.editor.isActive(this.name) ? this.editor.commands.setHardBreak() : false),
    };
  },
});

/** A cell that holds paragraphs or lists. */
const TableFlowCell = Node.create({
  name: 'tableFlowCell',
  content: 'block+',
  isolating: true,
  addAttributes: cellAttributes,
  parseHTML: () =>
    ['th', 'td'].map((tag) => ({
      tag,
      getAttrs: (element: HTMLElement) => (holdsOnlyPhrasing(element) ? false : null),
    })),
  renderHTML: ({ node, HTMLAttributes }) => [String(node.attrs.tag), HTMLAttributes, 0],
});

/** The table nodes, in the order the editor takes them. */
export const TABLE_NODES: AnyExtension[] = [
  Table,
  TableCaption,
  TableSection,
  TableRow,
  TableCell,
  TableFlowCell,
];
