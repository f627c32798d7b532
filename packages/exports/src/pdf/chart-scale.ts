// What the charts share: round axis steps, dollar labels, the legend row, the drawing order.
import { formatCurrency } from '@pitchcraft/core';

import type { PageFlow } from './page-flow';
import type { TTextStyle } from './theme';

/** Axis ticks from 0 to a round value at or above `max`, about `count` steps (1, 2, 2.5 or 5 × 10ⁿ). */
export function niceTicks(max: number, count: number): number[] {
  if (!(max > 0)) return [0, 1];
  const raw = max / count;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((s) => s >= raw) ?? raw;
  const ticks: number[] = [];
  for (let i = 0; i * step < max + step * 0.999; i++) ticks.push(Math.round(i * step * 100) / 100);
  return ticks.length > 1 ? ticks : [0, step];
}

/** A dollar amount as the page's charts print it ('$1,250,000'). */
export const money = (value: number): string => formatCurrency(value);

/** The widest of some labels in a style. */
export function widest(flow: PageFlow, labels: readonly string[], style: TTextStyle): number {
  return Math.max(0, ...labels.map((l) => flow.fonts.width(l, style.face, style.size)));
}

/** Draws one line of text with its line box's top at y. */
export function label(
  flow: PageFlow,
  text: string,
  style: TTextStyle,
  x: number,
  y: number,
  align: 'left' | 'right' | 'center' = 'left',
  colour = style.colour,
): void {
  const width = flow.fonts.width(text, style.face, style.size);
  const left = align === 'right' ? x - width : align === 'center' ? x - width / 2 : x;
  flow.doc.fillColor(colour, 1);
  flow.fonts.draw(
    text,
    style.face,
    style.size,
    left,
    y + (style.leading - flow.fonts.boxHeight(style.size)) / 2,
  );
}

interface TLegendEntry {
  name: string;
  colour: string;
  dashed?: boolean;
}

/** A centred row of legend entries (a line swatch and a name), wrapping when it is too wide. */
export function legendRow(
  flow: PageFlow,
  entries: readonly TLegendEntry[],
  style: TTextStyle,
  top: number,
): number {
  const swatch = 16;
  const gap = 18;
  const widths = entries.map((e) => swatch + 6 + flow.fonts.width(e.name, style.face, style.size));
  const rows: number[][] = [[]];
  let used = 0;
  widths.forEach((w, i) => {
    const row = rows.at(-1) ?? [];
    if (row.length > 0 && used + gap + w > flow.width) {
      rows.push([i]);
      used = w;
    } else {
      row.push(i);
      used += (row.length > 1 ? gap : 0) + w;
    }
  });
  rows.forEach((row, r) => {
    const total = row.reduce((sum, i) => sum + (widths[i] ?? 0), 0) + gap * (row.length - 1);
    let x = flow.left + (flow.width - total) / 2;
    const y = top + r * style.leading;
    for (const i of row) {
      const entry = entries[i];
      if (!entry) continue;
      flow.doc.save().lineWidth(2.5);
      if (entry.dashed) flow.doc.dash(4, { space: 3 });
      flow.doc.moveTo(x, y + style.leading / 2).lineTo(x + swatch, y + style.leading / 2);
      flow.doc.stroke(entry.colour).restore();
      label(flow, entry.name, style, x + swatch + 6, y);
      x += (widths[i] ?? 0) + gap;
    }
  });
  return rows.length * style.leading;
}
