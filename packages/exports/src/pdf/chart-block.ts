// The page's charts drawn as vectors from their numbers (no image): the need's doughnut with
// its legend, the premium bars with their values, the cover over time; the caption under each.
import type { TChartSeries } from '@pitchcraft/core/document';

import { label, money, niceTicks, widest } from './chart-scale';
import { drawLineChart, lineChartHeight } from './line-chart';
import type { PageFlow } from './page-flow';
import { drawLinesAt, plainLines } from './rich-text';
import { solidColour } from './theme';

type TStructure = PDFKit.PDFStructureElement;

const positive = (values: readonly number[]) =>
  values.map((v) => (Number.isFinite(v) && v > 0 ? v : 0));

function ringSlice(
  flow: PageFlow,
  at: { x: number; y: number },
  radii: [number, number],
  from: number,
  to: number,
): void {
  const [outer, inner] = radii;
  const point = (r: number, a: number) => `${at.x + r * Math.cos(a)} ${at.y + r * Math.sin(a)}`;
  const large = to - from > Math.PI ? 1 : 0;
  flow.doc.path(
    `M ${point(outer, from)} A ${outer} ${outer} 0 ${large} 1 ${point(outer, to)} ` +
      `L ${point(inner, to)} A ${inner} ${inner} 0 ${large} 0 ${point(inner, from)} Z`,
  );
}

function doughnutHeight(chart: TChartSeries, record: boolean): number {
  return Math.max(record ? 130 : 176, chart.labels.length * 20);
}

function drawDoughnut(flow: PageFlow, chart: TChartSeries, top: number, height: number): void {
  const values = positive(chart.series[0]?.values ?? []);
  const total = values.reduce((a, b) => a + b, 0);
  const radius = Math.min(height / 2 - 4, 86);
  const centre = { x: flow.left + radius + 4, y: top + height / 2 };
  const colour = (i: number) => solidColour(chart.colours[i] ?? '#94A3B8');
  let angle = -Math.PI / 2;
  values.forEach((value, i) => {
    if (value <= 0 || total <= 0) return;
    const sweep = (value / total) * Math.PI * 2;
    // A whole ring is two halves: an arc cannot start and end at the same point.
    const halves =
      sweep > Math.PI * 1.999 ? [angle, angle + Math.PI, angle + sweep] : [angle, angle + sweep];
    for (let h = 0; h < halves.length - 1; h++) {
      ringSlice(flow, centre, [radius, radius * 0.6], halves[h] ?? 0, halves[h + 1] ?? 0);
      flow.doc.lineWidth(1.5).fillAndStroke(colour(i), '#FFFFFF');
    }
    angle += sweep;
  });
  const { caption, statValue } = flow.theme.text;
  const valueStyle = { ...statValue, size: Math.min(statValue.size, 13), leading: 16 };
  label(flow, 'Total', caption, centre.x, centre.y - caption.leading - 1, 'center');
  label(flow, money(total), valueStyle, centre.x, centre.y - 1, 'center', flow.theme.palette.ink);

  const body = flow.theme.text.card;
  const bold = { ...body, face: 'semibold' as const };
  const x = centre.x + radius + 28;
  const right = flow.left + flow.width;
  const rowHeight = Math.max(body.leading + 6, 20);
  const percentWidth = widest(flow, ['100%'], body) + 8;
  const valueRight = right - percentWidth;
  let y = centre.y - (chart.labels.length * rowHeight) / 2;
  chart.labels.forEach((name, i) => {
    const value = values[i] ?? 0;
    flow.doc.roundedRect(x, y + (rowHeight - 9) / 2, 9, 9, 2).fill(colour(i));
    label(flow, name, body, x + 16, y + (rowHeight - body.leading) / 2);
    label(flow, money(value), bold, valueRight, y + (rowHeight - body.leading) / 2, 'right');
    const percent = total > 0 ? (value / total) * 100 : 0;
    const share = total <= 0 ? '' : percent > 0 && percent < 1 ? '<1%' : `${Math.round(percent)}%`;
    label(
      flow,
      share,
      body,
      right,
      y + (rowHeight - body.leading) / 2,
      'right',
      flow.theme.palette.muted,
    );
    if (i < chart.labels.length - 1)
      flow.doc
        .moveTo(x, y + rowHeight)
        .lineTo(right, y + rowHeight)
        .lineWidth(0.5)
        .stroke(flow.theme.palette.line);
    y += rowHeight;
  });
}

function barHeight(chart: TChartSeries, record: boolean): number {
  return chart.labels.length * (record ? 26 : 34) + 22;
}

function drawBars(flow: PageFlow, chart: TChartSeries, top: number): void {
  const values = positive(chart.series[0]?.values ?? []);
  const record = flow.theme.variant === 'record';
  const body = flow.theme.text.card;
  const valueStyle = { ...body, face: 'semibold' as const };
  const { caption } = flow.theme.text;
  const valueText = (v: number) => `${money(v)}/month`;
  const labelWidth = Math.min(widest(flow, chart.labels, body) + 12, flow.width * 0.35);
  const valueWidth = widest(flow, values.map(valueText), valueStyle) + 10;
  const x0 = flow.left + labelWidth;
  const plotWidth = flow.width - labelWidth - valueWidth;
  const ticks = niceTicks(Math.max(...values, 1), 5);
  const scale = plotWidth / (ticks.at(-1) ?? 1);
  const band = record ? 26 : 34;
  const thickness = record ? 15 : 21;
  const plotBottom = top + chart.labels.length * band;
  for (const tick of ticks) {
    const x = x0 + tick * scale;
    flow.doc.moveTo(x, top).lineTo(x, plotBottom).lineWidth(0.5).stroke(flow.theme.palette.line);
    label(flow, money(tick), caption, x, plotBottom + 5, 'center');
  }
  chart.labels.forEach((name, i) => {
    const value = values[i] ?? 0;
    const y = top + i * band + (band - thickness) / 2;
    label(flow, name, body, x0 - 10, y + (thickness - body.leading) / 2, 'right');
    if (value > 0)
      flow.doc
        .roundedRect(x0, y, Math.max(value * scale, 3), thickness, 4)
        .fill(solidColour(chart.colours[i] ?? flow.theme.palette.primary));
    label(
      flow,
      valueText(value),
      valueStyle,
      x0 + value * scale + 6,
      y + (thickness - body.leading) / 2,
    );
  });
  flow.doc.moveTo(x0, top).lineTo(x0, plotBottom).lineWidth(0.8).stroke(flow.theme.palette.muted);
}

function plotHeight(flow: PageFlow, chart: TChartSeries): number {
  const record = flow.theme.variant === 'record';
  switch (chart.kind) {
    case 'doughnut':
      return doughnutHeight(chart, record);
    case 'bar':
      return barHeight(chart, record);
    case 'line':
      return lineChartHeight(flow, chart);
  }
}

const CAPTION_GAP = 10;

/** A chart's height with its caption: it is kept whole on a page. */
export function chartLeadHeight(flow: PageFlow, chart: TChartSeries): number {
  const style = flow.theme.text.caption;
  const caption = plainLines(flow, chart.caption, style, flow.width);
  return plotHeight(flow, chart) + CAPTION_GAP + caption.length * style.leading;
}

/** A chart and its caption, kept together on one page. */
export function drawChart(flow: PageFlow, parent: TStructure, chart: TChartSeries): void {
  const height = plotHeight(flow, chart);
  const style = flow.theme.text.caption;
  const captionLines = plainLines(flow, chart.caption, style, flow.width);
  flow.space(6);
  flow.keep(height + CAPTION_GAP + captionLines.length * style.leading);
  const top = flow.y;
  flow.tagged(
    parent,
    'Figure',
    () => {
      flow.doc.save();
      if (chart.kind === 'doughnut') drawDoughnut(flow, chart, top, height);
      else if (chart.kind === 'bar') drawBars(flow, chart, top);
      else drawLineChart(flow, chart, top);
      flow.doc.restore();
    },
    { alt: `${chart.label}. ${chart.caption}` },
  );
  flow.y = top + height + CAPTION_GAP;
  flow.tagged(parent, 'Caption', () => {
    flow.y += drawLinesAt(flow, captionLines, style, {
      x: flow.left,
      y: flow.y,
      width: flow.width,
    });
  });
  flow.space(flow.theme.gap.block + 8);
}
