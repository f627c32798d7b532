// Finding and replacing placeholder elements in a fragment of HTML: an element that carries a given
// attribute, with everything inside it, becomes what the renderer puts in its place.
import { isContentClass } from './placeholders';

const VOID_ELEMENTS = new Set([
  'br',
  'hr',
  'img',
  'input',
  'wbr',
  'col',
  'area',
  'source',
  'embed',
  'track',
  'meta',
  'link',
  'base',
  'param',
]);

function attributeValue(attributes: string, name: string): string | null {
  const match = new RegExp(
    `(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>/]+))`,
    'i',
  ).exec(attributes);
  return match ? (match[1] ?? match[2] ?? match[3] ?? '').trim() : null;
}

/** The end of the element whose opening tag ends at `from` (nesting of the same tag counted), or null. */
function elementEnd(html: string, tag: string, from: number): number | null {
  const pattern = new RegExp(`<(/?)${tag}(?=[\\s/>])[^>]*>`, 'gi');
  pattern.lastIndex = from;
  let depth = 1;
  for (let match = pattern.exec(html); match; match = pattern.exec(html)) {
    if (match[1] === '/') depth -= 1;
    else if (!match[0].endsWith('/>')) depth += 1;
    if (depth === 0) return pattern.lastIndex;
  }
  return null;
}

/**
 * Replaces every element carrying `attribute` (e.g. 'data-figure'), with all it contains, by
 * `render(id, classes)`: id is the attribute's value in lower case, classes the placeholder's
 * design-system content classes. An element left unclosed loses only its opening tag.
 */
export function replacePlaceholders(
  html: string,
  attribute: string,
  render: (id: string, classes: string[]) => string,
): string {
  const tags = /<([a-z][a-z0-9-]*)(\s[^>]*)?>/gi;
  let out = '';
  let cursor = 0;
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    const attributes = match[2] ?? '';
    const id = attributeValue(attributes, attribute);
    if (id === null) continue;
    const tag = (match[1] ?? '').toLowerCase();
    const empty = VOID_ELEMENTS.has(tag) || attributes.trimEnd().endsWith('/');
    const end = (empty ? null : elementEnd(html, tag, tags.lastIndex)) ?? tags.lastIndex;
    const classes = (attributeValue(attributes, 'class') ?? '').split(/\s+/).filter(isContentClass);
    out += html.slice(cursor, match.index) + render(id.toLowerCase(), classes);
    cursor = end;
    tags.lastIndex = end;
  }
  return out + html.slice(cursor);
}
