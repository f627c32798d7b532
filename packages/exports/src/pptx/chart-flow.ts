// Charts as native PowerPoint charts: the analysis's numbers as the chart's own data (an
// embedded workbook the advisor can edit), the page's colours, and the caption under it.
import type PptxGenJS from 'pptxgenjs';

import type { TChartSeries } from '@pitchcraft/core/document';

import type { TFlow } from './flow';
import { countLines, lineHeight } from './measure';
import { boxOptions } from './text-flows';
import { FONT, pptxColour, type TPalette, type TTypeScale } from './theme';

/** The chart's own height, and the least it may be drawn to share a slide with what precedes it. */
const CHART_HEIGHT = 3.7;
const CHART_MIN_HEIGHT = 2.9;
const CAPTION_GAP = 0.1;
/** A doughnut and its legend need no more than this; wider, the legend drifts off from it. */
const DOUGHNUT_W = 8;
const MONEY = '$#,##0';

function chartOptions(
  chart: TChartSeries,
  type: TTypeScale,
  palette: TPalette,
): PptxGenJS.IChartOpts {
  const text = { fontFace: FONT, color: palette.text };
  const axes: PptxGenJS.IChartOpts = {
    catAxisLabelFontFace: FONT,
    catAxisLabelFontSize: type.caption,
    catAxisLabelColor: palette.text,
    valAxisLabelFontFace: FONT,
    valAxisLabelFontSize: type.caption,
    valAxisLabelColor: palette.muted,
    valAxisLabelFormatCode: MONEY,
    valGridLine: { color: palette.rule, size: 0.5 },
    catGridLine: { style: 'none' },
  };
  const legend: PptxGenJS.IChartOpts = {
    showLegend: true,
    legendFontFace: text.fontFace,
    legendFontSize: type.caption,
    legendColor: text.color,
  };
  const base: PptxGenJS.IChartOpts = { altText: chart.label, showTitle: false };
  switch (chart.kind) {
    case 'doughnut':
      return {
        ...base,
        ...legend,
        legendPos: 'r',
        holeSize: 55,
        chartColors: chart.colours.map((c) => pptxColour(c)),
        showValue: false,
        showPercent: false,
        dataLabelFormatCode: MONEY,
      };
    case 'bar':
      return {
        ...base,
        ...axes,
        barDir: 'bar',
        showLegend: false,
        chartColors: chart.colours.map((c) => pptxColour(c)),
        showValue: true,
        dataLabelFormatCode: MONEY,
        dataLabelFontFace: FONT,
        dataLabelFontSize: type.caption,
        dataLabelColor: palette.text,
        dataLabelPosition: 'outEnd',
        barGapWidthPct: 60,
      };
    case 'line':
      return {
        ...base,
        ...axes,
        ...legend,
        legendPos: 'b',
        chartColors: chart.series.map((s) => pptxColour(s.colour)),
        lineSize: 2,
        lineDataSymbol: 'none',
        catAxisLabelFrequency: String(Math.max(1, Math.ceil(chart.labels.length / 10))),
      };
  }
}

/** A chart block: the chart at the frame's width, its caption under it; never split. */
export function chartFlow(
  chart: TChartSeries,
  type: TTypeScale,
  palette: TPalette,
  width: number,
  chartHeight = CHART_HEIGHT,
): TFlow {
  const captionLines = chart.caption ? countLines(chart.caption, width, type.caption) : 0;
  const captionHeight = captionLines * lineHeight(type.caption);
  const under = captionLines > 0 ? CAPTION_GAP + captionHeight : 0;
  return {
    height: chartHeight + under,
    minHeight: Math.min(chartHeight, CHART_MIN_HEIGHT) + under,
    split: () => null,
    fit(space) {
      const fitted = Math.min(chartHeight, space - under);
      return fitted >= CHART_MIN_HEIGHT ? chartFlow(chart, type, palette, width, fitted) : null;
    },
    draw(slide, box) {
      const data = chart.series.map((s) => ({
        name: s.name,
        labels: chart.labels,
        values: s.values,
      }));
      slide.addChart(chart.kind, data, {
        ...chartOptions(chart, type, palette),
        x: box.x,
        y: box.y,
        w: chart.kind === 'doughnut' ? Math.min(width, DOUGHNUT_W) : width,
        h: chartHeight,
      });
      if (captionLines > 0) {
        slide.addText(chart.caption, {
          ...boxOptions({ size: type.caption, color: palette.muted }),
          x: box.x,
          y: box.y + chartHeight + CAPTION_GAP,
          w: width,
          h: captionHeight,
        });
      }
    },
  };
}
