// Headings, paragraphs (lead, body, small print, callouts, quotes) and lists as editable text
// boxes: measured line by line, so a long one continues on the next slide at the same size.
import type PptxGenJS from 'pptxgenjs';

import type { TRun } from '../model/types';
import type { TBox, TFlow } from './flow';
import {
  LINE_SPACING,
  lineHeight,
  runsOfLines,
  textWidth,
  wordsOf,
  wrapWords,
  type TWord,
} from './measure';
import { FONT } from './theme';

export interface TTextStyle {
  size: number;
  color: string;
  bold?: boolean;
  italic?: boolean;
  /** A box behind the text with a bar down its left side (callouts, quotes). */
  panel?: { fill: string | null; bar: string };
}

const PANEL_PAD_Y = 0.14;
const PANEL_PAD_LEFT = 0.3;
const PANEL_PAD_RIGHT = 0.18;
const PANEL_BAR = 0.07;
/** Space after a list item, in points. */
const ITEM_SPACE_PT = 6;
/** Bullet indent, in points (pptxgenjs takes points here). */
const BULLET_INDENT_PT = 22;

/** Options every text box shares: exact line spacing (the measure's), no insets, top-aligned. */
export const boxOptions = (style: TTextStyle): PptxGenJS.TextPropsOptions => ({
  fontFace: FONT,
  fontSize: style.size,
  color: style.color,
  lineSpacing: Math.round(style.size * LINE_SPACING),
  margin: 0,
  valign: 'top',
  wrap: true,
  fit: 'none',
});

const runProps = (runs: readonly TRun[], style: TTextStyle): PptxGenJS.TextProps[] =>
  runs.map((run) => ({
    text: run.text,
    options: {
      bold: style.bold === true || run.bold === true,
      italic: style.italic === true || run.italic === true,
    },
  }));

function drawPanel(slide: PptxGenJS.Slide, box: TBox, height: number, style: TTextStyle): TBox {
  if (!style.panel) return box;
  const { fill, bar } = style.panel;
  if (fill) {
    slide.addShape('rect', {
      x: box.x,
      y: box.y,
      w: box.w,
      h: height,
      fill: { color: fill },
      line: { type: 'none' },
    });
  }
  slide.addShape('rect', {
    x: box.x,
    y: box.y,
    w: PANEL_BAR,
    h: height,
    fill: { color: bar },
    line: { type: 'none' },
  });
  return {
    x: box.x + PANEL_PAD_LEFT,
    y: box.y + PANEL_PAD_Y,
    w: box.w - PANEL_PAD_LEFT - PANEL_PAD_RIGHT,
  };
}

const padY = (style: TTextStyle): number => (style.panel ? 2 * PANEL_PAD_Y : 0);
const innerWidth = (width: number, style: TTextStyle): number =>
  style.panel ? width - PANEL_PAD_LEFT - PANEL_PAD_RIGHT : width;

/** A paragraph already wrapped into lines; splits between lines, two at least on each side. */
function linesFlow(lines: TWord[][], style: TTextStyle, keepWithNext = false): TFlow {
  const lh = lineHeight(style.size);
  const height = lines.length * lh + padY(style);
  return {
    height,
    minHeight: Math.min(lines.length, 2) * lh + padY(style),
    keepWithNext,
    split(space) {
      if (lines.length < 4) return null;
      const fit = Math.min(Math.floor((space - padY(style)) / lh), lines.length - 2);
      if (fit < 2) return null;
      return [linesFlow(lines.slice(0, fit), style), linesFlow(lines.slice(fit), style)];
    },
    draw(slide, box) {
      const inner = drawPanel(slide, box, height, style);
      const runs = runsOfLines(lines);
      if (runs.length === 0) return;
      slide.addText(runProps(runs, style), {
        ...boxOptions(style),
        ...inner,
        h: lines.length * lh,
      });
    },
  };
}

/** A paragraph of runs in `width` inches. */
export function paragraphFlow(runs: readonly TRun[], style: TTextStyle, width: number): TFlow {
  const words = wordsOf(runs);
  const lines = wrapWords(words, innerWidth(width, style), style.size);
  return linesFlow(lines.length > 0 ? lines : [[]], style);
}

/** A heading: one style, kept with the block under it. */
export function headingFlow(text: string, style: TTextStyle, width: number): TFlow {
  const lines = wrapWords(wordsOf([{ text, bold: true }]), width, style.size);
  return linesFlow(lines, { ...style, bold: true }, true);
}

interface TItem {
  lines: TWord[][];
  /** The item's number (ordered lists), kept when a list continues on the next slide. */
  number: number;
  /** The rest of an item cut across slides: no bullet of its own. */
  continued: boolean;
}

interface TListStyle extends TTextStyle {
  ordered: boolean;
  /** Room for the bullet or number, in points. */
  indent: number;
}

function listFlowOf(items: TItem[], style: TListStyle): TFlow {
  const { ordered, indent } = style;
  const lh = lineHeight(style.size);
  const space = ITEM_SPACE_PT / 72;
  const itemHeight = (item: TItem) => item.lines.length * lh + space;
  const height = items.reduce((sum, item) => sum + itemHeight(item), 0) - space;
  const first = items[0];
  return {
    height,
    minHeight: first ? Math.min(first.lines.length, 2) * lh : 0,
    split(room) {
      let used = 0;
      let count = 0;
      for (const item of items) {
        if (used + item.lines.length * lh > room) break;
        used += itemHeight(item);
        count++;
      }
      if (count > 0 && count < items.length) {
        return [listFlowOf(items.slice(0, count), style), listFlowOf(items.slice(count), style)];
      }
      // The first item alone is taller than the room: cut it between lines.
      const fit = Math.floor(room / lh);
      if (!first || count > 0 || fit < 2 || first.lines.length - fit < 1) return null;
      const head: TItem = { ...first, lines: first.lines.slice(0, fit) };
      const rest: TItem = { ...first, lines: first.lines.slice(fit), continued: true };
      return [listFlowOf([head], style), listFlowOf([rest, ...items.slice(1)], style)];
    },
    draw(slide, box) {
      const props: PptxGenJS.TextProps[] = [];
      // One start for the box: PowerPoint numbers the paragraphs after it in sequence.
      const startAt = items.find((item) => !item.continued)?.number ?? 1;
      items.forEach((item, index) => {
        const runs = runProps(runsOfLines(item.lines), style);
        const bullet: PptxGenJS.TextPropsOptions['bullet'] = item.continued
          ? { characterCode: '00A0', indent }
          : ordered
            ? { type: 'number', numberStartAt: startAt, indent }
            : { indent };
        runs.forEach((run, i) => {
          const paragraph = i === 0 ? { bullet, paraSpaceAfter: ITEM_SPACE_PT } : {};
          const last = i === runs.length - 1 && index < items.length - 1;
          props.push({
            text: run.text,
            options: { ...run.options, ...paragraph, breakLine: last },
          });
        });
      });
      slide.addText(props, { ...boxOptions(style), ...box, h: height });
    },
  };
}

/** A bulleted or numbered list; splits between items (or inside one taller than a slide). */
export function listFlow(
  items: readonly TRun[][],
  ordered: boolean,
  style: TTextStyle,
  width: number,
): TFlow {
  // Two-digit numbers need more room than a bullet.
  const marker = ordered ? Math.ceil(textWidth(`${items.length}.`, style.size, true) * 72) + 8 : 0;
  const indent = Math.max(BULLET_INDENT_PT, marker);
  const measured = items.map((runs, index) => {
    const lines = wrapWords(wordsOf(runs), width - indent / 72, style.size);
    return { lines: lines.length > 0 ? lines : [[]], number: index + 1, continued: false };
  });
  return listFlowOf(measured, { ...style, ordered, indent });
}
