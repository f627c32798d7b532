// The cover over time: term cover as steps, permanent cover dashed, the remaining need shaded,
// on a dollar axis with the years below.
import type { TChartSeries } from '@pitchcraft/core/document';

import { label, legendRow, money, niceTicks, widest } from './chart-scale';
import type { PageFlow } from './page-flow';
import { solidColour } from './theme';

const PLOT_HEIGHT = { presentation: 190, record: 130 };

export function lineChartHeight(flow: PageFlow, chart: TChartSeries): number {
  const { caption } = flow.theme.text;
  const legendRows = chart.series.length > 3 ? 2 : 1;
  return PLOT_HEIGHT[flow.theme.variant] + caption.leading + 14 + legendRows * caption.leading;
}

/** Which x labels to print: the first, then every 1, 2, 5 or 10 (Year 1, 5, 10, 15, 20). */
function labelEvery(count: number): number {
  return [1, 2, 5, 10, 20, 50].find((step) => count / step <= 6) ?? Math.ceil(count / 6);
}

export function drawLineChart(flow: PageFlow, chart: TChartSeries, top: number): void {
  const { caption } = flow.theme.text;
  const count = chart.labels.length;
  const all = chart.series.flatMap((s) => s.values.filter((v) => Number.isFinite(v)));
  const ticks = niceTicks(Math.max(...all, 1), 5);
  const axisWidth = widest(flow, ticks.map(money), caption) + 8;
  const plot = {
    left: flow.left + axisWidth,
    right: flow.left + flow.width - 8,
    top: top + 4,
    bottom: top + 4 + PLOT_HEIGHT[flow.theme.variant],
  };
  const maxTick = ticks.at(-1) ?? 1;
  const xAt = (i: number) =>
    count > 1
      ? plot.left + ((plot.right - plot.left) * i) / (count - 1)
      : (plot.left + plot.right) / 2;
  // A value that is not a number draws at zero: a NaN would corrupt the page's drawing.
  const yAt = (v: number) =>
    plot.bottom - ((plot.bottom - plot.top) * (Number.isFinite(v) ? Math.max(0, v) : 0)) / maxTick;
  const { doc } = flow;

  for (const tick of ticks) {
    doc
      .moveTo(plot.left, yAt(tick))
      .lineTo(plot.right, yAt(tick))
      .lineWidth(0.5)
      .stroke(flow.theme.palette.line);
    label(flow, money(tick), caption, plot.left - 6, yAt(tick) - caption.leading / 2, 'right');
  }
  const every = labelEvery(count);
  chart.labels.forEach((name, i) => {
    if (i === 0 || (i + 1) % every === 0)
      label(flow, name, caption, xAt(i), plot.bottom + 4, 'center');
  });

  // Chart.js's stepped line: the value holds until the next point, then steps.
  const points = (values: readonly number[], stepped: boolean): [number, number][] =>
    values.flatMap((v, i): [number, number][] => {
      const point: [number, number] = [xAt(i), yAt(v)];
      const before = values[i - 1];
      return stepped && i > 0 && before !== undefined ? [[xAt(i), yAt(before)], point] : [point];
    });
  const trace = (path: readonly [number, number][]) =>
    path.forEach(([x, y], i) => (i === 0 ? doc.moveTo(x, y) : doc.lineTo(x, y)));

  const drawn = chart.series.map((series) => ({
    series,
    colour: solidColour(series.colour),
    path: points(series.values, /term/i.test(series.name)),
  }));
  // Fills first, so every line stays on top of every shade.
  doc.save();
  for (const { series, colour, path } of drawn) {
    if (series.dashed || path.length < 2) continue;
    const first = path[0];
    const last = path.at(-1);
    if (!first || !last) continue;
    trace(path);
    doc.lineTo(last[0], plot.bottom).lineTo(first[0], plot.bottom).closePath();
    doc.fillColor(colour, /need/i.test(series.name) ? 0.18 : 0.12).fill();
  }
  doc.restore();
  for (const { series, colour, path } of drawn) {
    if (path.length < 2) continue;
    doc.save().lineWidth(2).lineJoin('round');
    if (series.dashed) doc.dash(6, { space: 4 });
    trace(path);
    doc.stroke(colour).restore();
  }
  doc
    .moveTo(plot.left, plot.bottom)
    .lineTo(plot.right, plot.bottom)
    .lineWidth(0.8)
    .stroke(flow.theme.palette.muted);
  legendRow(
    flow,
    drawn.map(({ series, colour }) => ({ name: series.name, colour, dashed: series.dashed })),
    caption,
    plot.bottom + caption.leading + 12,
  );
}
