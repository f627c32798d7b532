// A section's filled markup as export blocks. Every content class the renderer and its writers
// may use has a place (lead, fine print, callout, quote, figures, cards, tables, charts, lists);
// anything else is read for its text, so nothing a reader sees on the page is left out.
import type { TChartSeries } from '@pitchcraft/core/document';

import { CARD_CLASSES, cardBlocks, GRID_CLASSES, gridBlocks, statsBlock } from './cards';
import {
  elementsOf,
  hasClass,
  isDropped,
  isElement,
  isInlineName,
  parseFragment,
  plainText,
  type TElement,
  type TNode,
} from './html-tree';
import { inlineLines, inlineRuns, normaliseRuns } from './runs';
import { tableBlock } from './tables';
import type { TExportBlock, TRun } from './types';

type TTone = NonNullable<Extract<TExportBlock, { type: 'paragraph' }>['tone']>;

export interface TBlockContext {
  /** The series of a chart the page draws, or null (its caption is then kept as text). */
  chart: (id: string) => TChartSeries | null;
  /** The tone of paragraphs that set none ('small' in the important information). */
  tone?: TTone | undefined;
  /** Inside a callout box: its headings stay in the box, as bold callout paragraphs. */
  callout?: boolean;
}

const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

/** The tone a paragraph's (or a box's) own class gives it. */
function toneOf(element: TElement): TTone | undefined {
  if (hasClass(element, 'pc-lead')) return 'lead';
  if (hasClass(element, 'pc-callout', 'pc-highlight')) return 'callout';
  if (hasClass(element, 'pc-quote', 'pc-proof')) return 'quote';
  if (hasClass(element, 'pc-small', 'pc-label', 'pc-chart-caption')) return 'small';
  return undefined;
}

function paragraphs(
  nodes: readonly TNode[],
  tone: TTone | undefined,
  bold = false,
): TExportBlock[] {
  return inlineLines(nodes, { bold }).map((runs) => ({
    type: 'paragraph',
    runs,
    ...(tone ? { tone } : {}),
  }));
}

function headingBlocks(element: TElement, ctx: TBlockContext): TExportBlock[] {
  const text = plainText(element.children);
  if (!text) return [];
  if (ctx.callout) return [{ type: 'paragraph', runs: [{ text, bold: true }], tone: 'callout' }];
  return [{ type: 'heading', text }];
}

/** The items of a list, a nested list's items following their parent's. */
function listItems(list: TElement): TRun[][] {
  const items: TRun[][] = [];
  for (const node of list.children) {
    if (isDropped(node)) continue;
    const nested = isElement(node) ? elementsOf(node.children).filter(isList) : [];
    const own = isElement(node)
      ? node.children.filter((c) => !nested.includes(c as TElement))
      : [node];
    const runs = inlineRuns(own);
    if (runs.length > 0) items.push(runs);
    for (const inner of nested) items.push(...listItems(inner));
  }
  return items;
}

const isList = (element: TElement) => element.name === 'ul' || element.name === 'ol';

/** A definition list: "Term: definition" per item, the term in bold. */
function definitionItems(list: TElement): TRun[][] {
  const items: TRun[][] = [];
  let open: TRun[] | null = null;
  for (const element of elementsOf(list.children)) {
    const runs = inlineRuns(element.children);
    if (runs.length === 0) continue;
    if (element.name === 'dt') {
      open = [{ text: plainText(element.children), bold: true }];
      items.push(open);
    } else if (open) {
      open.push({ text: ': ' }, ...runs);
      open = null;
    } else {
      items.push(runs);
    }
  }
  return items.map(normaliseRuns);
}

function listBlocks(list: TElement): TExportBlock[] {
  const items = list.name === 'dl' ? definitionItems(list) : listItems(list);
  return items.length > 0 ? [{ type: 'list', ordered: list.name === 'ol', items }] : [];
}

/** A chart's figure: the chart with its numbers, or its caption when it cannot be drawn. */
function figureBlocks(figure: TElement, ctx: TBlockContext): TExportBlock[] {
  const chart = ctx.chart(figure.attribs['data-chart'] ?? '');
  return chart ? [{ type: 'chart', chart }] : blocksOf(figure.children, ctx);
}

function elementBlocks(element: TElement, ctx: TBlockContext): TExportBlock[] {
  const { name } = element;
  const inner = { ...ctx, callout: false };
  const boxed = (nodes: readonly TNode[]) => blocksOf(nodes, inner);
  if (HEADINGS.has(name) || hasClass(element, 'pc-advisor-name'))
    return headingBlocks(element, ctx);
  if (name === 'p')
    return paragraphs(
      element.children,
      toneOf(element) ?? ctx.tone,
      hasClass(element, 'pc-urgent'),
    );
  if (isList(element) || name === 'dl') return listBlocks(element);
  if (name === 'table') {
    const table = tableBlock(element);
    return table.header.length + table.rows.length > 0 ? [table] : [];
  }
  if (name === 'figure') return figureBlocks(element, ctx);
  if (name === 'figcaption') return paragraphs(element.children, 'small');
  if (name === 'blockquote') return blocksOf(element.children, { ...ctx, tone: 'quote' });
  if (name === 'hr') return [];
  if (hasClass(element, 'pc-stats')) return [statsBlock(element)];
  // A plan's badges are pills side by side: one line each, not one run-on line.
  if (hasClass(element, 'pc-plan-head'))
    return element.children.flatMap((child) => paragraphs([child], ctx.tone));
  if (hasClass(element, ...GRID_CLASSES)) return gridBlocks(element, boxed);
  if (hasClass(element, ...CARD_CLASSES)) return cardBlocks(element, boxed);
  const tone = toneOf(element);
  if (tone === 'callout') return blocksOf(element.children, { ...ctx, tone, callout: true });
  return blocksOf(element.children, tone ? { ...ctx, tone } : ctx);
}

/** Whether a node sits inside a line of text (an inline element holding no block of its own). */
function isInline(node: TNode): boolean {
  if (!isElement(node)) return true;
  return isInlineName(node.name) && node.children.every((c) => isDropped(c) || isInline(c));
}

/** Blocks of nodes: runs of inline content between blocks become paragraphs of the context's tone. */
export function blocksOf(nodes: readonly TNode[], ctx: TBlockContext): TExportBlock[] {
  const blocks: TExportBlock[] = [];
  let line: TNode[] = [];
  const flush = () => {
    blocks.push(...paragraphs(line, ctx.tone));
    line = [];
  };
  for (const node of nodes) {
    if (isDropped(node)) continue;
    if (isInline(node)) {
      line.push(node);
      continue;
    }
    flush();
    if (isElement(node)) blocks.push(...elementBlocks(node, ctx));
  }
  flush();
  return blocks;
}

/** A fragment of filled markup as export blocks. */
export function htmlBlocks(html: string, ctx: TBlockContext): TExportBlock[] {
  return blocksOf(parseFragment(html), ctx);
}
