// The renderer's filled markup as a small tree (htmlparser2 reads it as a browser would: entities
// decoded, implied end tags closed), and the questions the block builder asks of its elements.
import { Parser } from 'htmlparser2';

export interface TElement {
  type: 'element';
  name: string;
  attribs: Readonly<Record<string, string>>;
  children: TNode[];
}

export type TNode = TElement | { type: 'text'; text: string };

/** The top-level nodes of an HTML fragment. */
export function parseFragment(html: string): TNode[] {
  const root: TElement = { type: 'element', name: '#root', attribs: {}, children: [] };
  const open: TElement[] = [root];
  const current = () => open[open.length - 1] ?? root;
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        const element: TElement = { type: 'element', name, attribs, children: [] };
        current().children.push(element);
        open.push(element);
      },
      onclosetag(name) {
        // The parser closes elements in order; an unmatched end tag changes nothing.
        const at = open.map((e) => e.name).lastIndexOf(name);
        if (at > 0) open.length = at;
      },
      ontext(text) {
        const last = current().children.at(-1);
        if (last?.type === 'text') last.text += text;
        else current().children.push({ type: 'text', text });
      },
    },
    {
      decodeEntities: true,
      lowerCaseTags: true,
      lowerCaseAttributeNames: true,
      recognizeSelfClosing: true,
    },
  );
  parser.write(html);
  parser.end();
  return root.children;
}

export const isElement = (node: TNode): node is TElement => node.type === 'element';

function classesOf(element: TElement): string[] {
  return (element.attribs.class ?? '').split(/\s+/).filter(Boolean);
}

export function hasClass(element: TElement, ...names: string[]): boolean {
  const classes = classesOf(element);
  return names.some((name) => classes.includes(name));
}

/** The element children of a node list. */
export function elementsOf(nodes: readonly TNode[]): TElement[] {
  return nodes.filter(isElement);
}

/** The first descendant element (depth first) that passes `test`, or null. */
export function findElement(
  nodes: readonly TNode[],
  test: (element: TElement) => boolean,
): TElement | null {
  for (const element of elementsOf(nodes)) {
    if (test(element)) return element;
    const inner = findElement(element.children, test);
    if (inner) return inner;
  }
  return null;
}

/** Elements that draw rather than say: icons, canvases, images and the initials avatar. */
const DRAWINGS = new Set(['svg', 'canvas', 'img', 'picture', 'video', 'audio', 'iframe']);
/** Elements whose content is never shown. */
const UNSHOWN = new Set(['script', 'style', 'template', 'noscript', 'head', 'title', 'meta']);

/**
 * Whether the page shows nothing of an element to a reader: a drawing (the chart's canvas, an
 * icon) or code. The avatar's initials repeat the advisor's name printed beside them, and an
 * icon span only holds its drawing, so both go as well.
 */
export function isDropped(node: TNode): boolean {
  if (!isElement(node)) return false;
  return (
    DRAWINGS.has(node.name) ||
    UNSHOWN.has(node.name) ||
    hasClass(node, 'pc-icon', 'pc-avatar', 'pc-svg-icon')
  );
}

/** Elements that sit inside a line of text (the rest start a block of their own). */
const INLINE = new Set([
  'span',
  'a',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'small',
  'sub',
  'sup',
  'abbr',
  'code',
  'mark',
  'time',
  'label',
  'q',
  's',
  'cite',
  'data',
  'bdi',
  'bdo',
  'kbd',
  'var',
  'dfn',
  'ins',
  'del',
  'br',
]);

export function isInlineName(name: string): boolean {
  return INLINE.has(name);
}

/** HTML's white space (not U+00A0, which a writer uses to keep "$1.58 a day" together). */
export const SPACES = /[ \t\n\r\f]+/g;

/** The visible text of nodes, white space collapsed (block boundaries read as spaces). */
export function plainText(nodes: readonly TNode[]): string {
  const parts: string[] = [];
  const walk = (list: readonly TNode[]) => {
    for (const node of list) {
      if (isDropped(node)) continue;
      if (!isElement(node)) parts.push(node.text);
      else if (node.name === 'br') parts.push(' ');
      else if (isInlineName(node.name)) walk(node.children);
      else {
        parts.push(' ');
        walk(node.children);
        parts.push(' ');
      }
    }
  };
  walk(nodes);
  return parts.join('').replace(SPACES, ' ').trim();
}
