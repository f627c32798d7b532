// Inline markup as runs of plain text: bold for strong, b and the page's bold classes (a filled
// figure, a highlight), italic for em and i; white space collapsed as a browser collapses it.
import { hasClass, isDropped, isElement, isInlineName, SPACES, type TNode } from './html-tree';
import type { TRun } from './types';

interface TStyle {
  bold: boolean;
  italic: boolean;
}

/** Classes the stylesheet sets in bold inside a line of text. */
const BOLD_CLASSES = ['pc-figure', 'pc-highlight', 'pc-urgent'];
const ITALIC_CLASSES = ['pc-proof', 'pc-quote'];

function run(text: string, style: TStyle): TRun {
  return { text, ...(style.bold ? { bold: true } : {}), ...(style.italic ? { italic: true } : {}) };
}

const sameStyle = (a: TRun, b: TRun) => !!a.bold === !!b.bold && !!a.italic === !!b.italic;

/** Runs with white space collapsed across their edges, neighbours of one style merged, no empty run. */
export function normaliseRuns(runs: readonly TRun[]): TRun[] {
  const out: TRun[] = [];
  for (const next of runs) {
    const prev = out.at(-1);
    let text = next.text.replace(SPACES, ' ');
    if ((!prev || prev.text.endsWith(' ')) && text.startsWith(' ')) text = text.slice(1);
    if (!text) continue;
    if (prev && sameStyle(prev, next)) prev.text += text;
    else out.push(run(text, { bold: !!next.bold, italic: !!next.italic }));
  }
  for (let last = out.at(-1); last; last = out.at(-1)) {
    last.text = last.text.replace(/ +$/, '');
    if (last.text) break;
    out.pop();
  }
  return out;
}

/**
 * The lines of inline content: a `<br>` starts a new line; an element that is not inline (a
 * paragraph inside a list item) reads as a space around its text.
 */
export function inlineLines(nodes: readonly TNode[], base?: Partial<TStyle>): TRun[][] {
  const lines: TRun[][] = [[]];
  const push = (text: string, style: TStyle) => lines[lines.length - 1]?.push(run(text, style));
  const walk = (list: readonly TNode[], style: TStyle) => {
    for (const node of list) {
      if (isDropped(node)) continue;
      if (!isElement(node)) {
        push(node.text, style);
        continue;
      }
      if (node.name === 'br') {
        lines.push([]);
        continue;
      }
      const inner = {
        bold:
          style.bold ||
          node.name === 'strong' ||
          node.name === 'b' ||
          hasClass(node, ...BOLD_CLASSES),
        italic:
          style.italic ||
          node.name === 'em' ||
          node.name === 'i' ||
          hasClass(node, ...ITALIC_CLASSES),
      };
      if (isInlineName(node.name)) walk(node.children, inner);
      else {
        push(' ', style);
        walk(node.children, inner);
        push(' ', style);
      }
    }
  };
  walk(nodes, { bold: base?.bold ?? false, italic: base?.italic ?? false });
  return lines.map(normaliseRuns).filter((line) => line.length > 0);
}

/** Inline content as one line (a `<br>` reads as a space): a list item, a card's line. */
export function inlineRuns(nodes: readonly TNode[]): TRun[] {
  const lines = inlineLines(nodes);
  return normaliseRuns(lines.flatMap((line, i) => (i === 0 ? line : [{ text: ' ' }, ...line])));
}

export function runsText(runs: readonly TRun[]): string {
  return runs.map((r) => r.text).join('');
}
