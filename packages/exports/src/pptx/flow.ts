// Pagination: a section's blocks as flows laid down a slide's content frame, a flow that does
// not fit split across slides (lines, items, rows), never shrunk.
import type PptxGenJS from 'pptxgenjs';

import { BLOCK_GAP } from './theme';

/** Where a flow is drawn: its top-left corner and width, in inches. */
export interface TBox {
  x: number;
  y: number;
  w: number;
}

/** A block measured at the frame's width: drawable whole or split into a head and the rest. */
export interface TFlow {
  /** Height of the whole (remaining) block, in inches. */
  readonly height: number;
  /** Height of the smallest head worth placing alone (the first line, item or row). */
  readonly minHeight: number;
  /** A heading: never left alone at the foot of a slide. */
  readonly keepWithNext?: boolean;
  /** The largest head no taller than `space` and the rest, or null when no head fits. */
  split(space: number): readonly [TFlow, TFlow] | null;
  /** The whole block drawn shorter to fit `space` (a chart, not text), or null when it cannot be. */
  fit?(space: number): TFlow | null;
  draw(slide: PptxGenJS.Slide, box: TBox): void;
}

/** The vertical extent a slide gives its blocks. */
export interface TFrame {
  top: number;
  bottom: number;
}

export interface TPlacement {
  flow: TFlow;
  y: number;
}

/**
 * The flows laid out on pages: the first page in `first`, every further page in `next`. A
 * page holds at least one placement unless there are no flows at all (one empty page).
 */
export function paginate(flows: readonly TFlow[], first: TFrame, next: TFrame): TPlacement[][] {
  const pages: TPlacement[][] = [[]];
  let frame = first;
  let y = frame.top;
  const page = (): TPlacement[] => pages[pages.length - 1] ?? [];
  const newPage = (): void => {
    pages.push([]);
    frame = next;
    y = frame.top;
  };
  const place = (flow: TFlow, at: number): void => {
    page().push({ flow, y: at });
    y = at + flow.height;
  };

  flows.forEach((whole, index) => {
    const following = flows[index + 1];
    let flow: TFlow | null = whole;
    while (flow) {
      const empty = page().length === 0;
      const top = empty ? y : y + BLOCK_GAP;
      const space = frame.bottom - top;
      const needed =
        flow.keepWithNext && following
          ? flow.height + BLOCK_GAP + following.minHeight
          : flow.height;
      if (needed <= space) {
        place(flow, top);
        flow = null;
        continue;
      }
      const fitted = flow.fit?.(space) ?? null;
      if (fitted) {
        place(fitted, top);
        flow = null;
        continue;
      }
      const parts: readonly [TFlow, TFlow] | null = flow.keepWithNext ? null : flow.split(space);
      if (parts) {
        place(parts[0], top);
        newPage();
        flow = parts[1];
        continue;
      }
      // A slide that already holds something, or the title slide's short frame: go on to a new one.
      if (
        !empty ||
        (frame === first && pages.length === 1 && first.bottom - first.top < next.bottom - next.top)
      ) {
        newPage();
        continue;
      }
      // Nothing fits an empty slide (a heading with a block too big to follow it, or a flow
      // that cannot split): it goes here as it is rather than being dropped.
      place(flow, top);
      flow = null;
    }
  });
  return pages;
}
