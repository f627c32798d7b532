// The three charts a page may carry: the figure markup that replaces a `data-chart` placeholder
// (a canvas and a caption stating the numbers, for print, screen readers and pages without
// JavaScript) and the inline script that draws the charts placed, once Chart.js has loaded.
import { hexWithAlpha, type TColourSet } from '../generation/colour-schemes';
import { formatCurrency, type TNeedsAnalysis } from '../generation/needs-analysis';
import { escapeHtml, scriptJson } from './escape';
import { kindMonthly, leadNeed, perMonth } from './figures';
import type { TChartId } from './placeholders';

const CHART_LABELS: Readonly<Record<TChartId, string>> = {
  'need-breakdown': 'Breakdown of the total need',
  'premium-vs-budget': 'Estimated monthly premium of the plan compared with the monthly budget',
  'coverage-over-time': "The plan's cover over 20 years against the remaining need",
};

/**
 * Whether a chart has something true to show: a need to break down, a budget the client gave and
 * a premium to set against it, cover to draw. A chart that would be empty, flat or made of
 * defaults is left out (its placeholder renders nothing).
 */
export function chartShown(id: TChartId, a: TNeedsAnalysis): boolean {
  switch (id) {
    case 'need-breakdown':
      return a.totalNeed > 0 && needParts(a).length > 0;
    case 'premium-vs-budget':
      return a.inputs.monthlyBudget !== null && (a.recommendation.monthly ?? 0) > 0;
    case 'coverage-over-time':
      return a.recommendedCoverage > 0;
  }
}

/** The parts of the need by the lead method, those above zero. */
function needParts(a: TNeedsAnalysis): [string, number][] {
  const need = leadNeed(a);
  const p = a.permanentNeeds;
  const parts: [string, number][] = [
    ['Income replacement', need.income],
    ['Debts', need.debt],
    ['Mortgage', need.mortgage],
    ['Education', need.education],
    ['Final expenses', need.finalExpenses + p.finalExpenses],
    ['Final taxes and estate costs', p.finalTaxes + p.estateCosts],
    ['Legacy', p.legacy],
    ['Lifelong support', p.lifelongDependent],
    ['Business', a.businessNeeds.total],
  ];
  return parts.filter(([, value]) => value > 0);
}

const budgetText = (a: TNeedsAnalysis): string =>
  a.inputs.monthlyBudget === null ? '' : `against a budget of ${perMonth(a.inputs.monthlyBudget)}`;

/** The numbers a chart shows, as one or two sentences. */
export function chartSummary(id: TChartId, a: TNeedsAnalysis): string {
  switch (id) {
    case 'need-breakdown': {
      const parts = needParts(a).map(
        ([label, value]) => `${label.toLowerCase()} ${formatCurrency(value)}`,
      );
      return `Total need ${formatCurrency(a.totalNeed)}: ${parts.join(', ')}.`;
    }
    case 'premium-vs-budget': {
      const plan = a.recommendation.monthly;
      const whole = comparedWholeLife(a);
      if (plan === null || plan <= 0) return 'No premium is estimated for this plan.';
      const budget = budgetText(a) ? `, ${budgetText(a)}` : '';
      if (whole !== null && !wholeLifeDrawn(a, whole))
        return `The plan ${perMonth(plan)}${budget}. Whole life for the same cover would be ${perMonth(whole)}, too large to draw to the same scale.`;
      return `The plan ${perMonth(plan)}${whole !== null ? `, whole life for the same cover ${perMonth(whole)}` : ''}${budget}.`;
    }
    case 'coverage-over-time': {
      const first = a.coverageOverTime[0]?.remainingNeed ?? 0;
      const last = a.coverageOverTime[a.coverageOverTime.length - 1];
      const fall = last
        ? ` The remaining need goes from ${first > 0 ? formatCurrency(first) : 'nothing'} in year 1 to ${last.remainingNeed > 0 ? formatCurrency(last.remainingNeed) : 'nothing'} in year ${last.year}.`
        : '';
      const policies = a.recommendation.policies.map((p) =>
        p.kind === 'term'
          ? `term cover of ${formatCurrency(p.cover)} for ${p.length} years`
          : `permanent cover of ${formatCurrency(p.cover)} for life`,
      );
      return `${listSentence(policies)}.${fall}`;
    }
  }
}

function listSentence(items: string[]): string {
  const text =
    items.length > 1
      ? `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`
      : (items[0] ?? '');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Whole life for the plan's cover, when the plan is not already all permanent. */
function comparedWholeLife(a: TNeedsAnalysis): number | null {
  // A plan that already holds permanent cover is not compared with whole life for all of it.
  if (a.recommendation.policies.some((p) => p.kind === 'permanent')) return null;
  return kindMonthly(a, 'permanent');
}

/** How many times the larger of the plan and the budget a bar may be and still be drawn beside them. */
const MAX_BAR_RATIO = 3;

/**
 * Whether whole life is drawn beside the plan: not when it would dwarf the plan's bar (a phone
 * would show the recommended plan as a sliver); the caption then names its cost in words.
 */
function wholeLifeDrawn(a: TNeedsAnalysis, whole: number): boolean {
  const scale = Math.max(a.recommendation.monthly ?? 0, a.inputs.monthlyBudget ?? 0);
  return whole <= scale * MAX_BAR_RATIO;
}

/** The markup replacing a `data-chart` placeholder. */
export function chartFigure(id: TChartId, analysis: TNeedsAnalysis): string {
  const label = CHART_LABELS[id];
  const size = id === 'premium-vs-budget' ? ' pc-chart-bars' : '';
  return `<figure class="pc-chart-figure" data-chart="${id}"><div class="pc-chart${size}"><canvas id="pc-chart-${id}" role="img" aria-label="${escapeHtml(label)}"></canvas></div><figcaption class="pc-chart-caption">${escapeHtml(chartSummary(id, analysis))}</figcaption></figure>`;
}

/** A chart's numbers and colours, as drawn on the page (the PDF and PowerPoint draw the same). */
export interface TChartSeries {
  id: TChartId;
  /** The chart's accessible label. */
  label: string;
  /** The caption stating its numbers in words. */
  caption: string;
  kind: 'doughnut' | 'bar' | 'line';
  /** Category labels (need parts, bars, or "Year n"). */
  labels: string[];
  /** One or more series; a doughnut or bar chart has one. Values are dollars (per month for bars). */
  series: { name: string; values: number[]; colour: string; dashed?: boolean }[];
  /** One colour per category (doughnut slices, bars). */
  colours: string[];
}

/** The series behind a chart, or null when the chart is not shown for this analysis. */
export function chartSeries(
  id: TChartId,
  a: TNeedsAnalysis,
  colours: TColourSet,
): TChartSeries | null {
  if (!chartShown(id, a)) return null;
  const d = chartData([id], a, colours) as {
    colours: { palette: string[] };
    needs?: { labels: string[]; values: number[] };
    premiums?: { labels: string[]; values: number[]; colours: string[] };
    coverage?: {
      labels: string[];
      term: number[] | null;
      permanent: number[] | null;
      need: number[] | null;
    };
  };
  const base = { id, label: CHART_LABELS[id], caption: chartSummary(id, a) };
  if (d.needs) {
    const palette = d.needs.labels.map(
      (_, i) => d.colours.palette[i % d.colours.palette.length] ?? colours.primary,
    );
    return {
      ...base,
      kind: 'doughnut',
      labels: d.needs.labels,
      series: [{ name: 'Need', values: d.needs.values, colour: colours.primary }],
      colours: palette,
    };
  }
  if (d.premiums) {
    return {
      ...base,
      kind: 'bar',
      labels: d.premiums.labels,
      series: [{ name: 'Per month', values: d.premiums.values, colour: colours.primary }],
      colours: d.premiums.colours,
    };
  }
  const c = d.coverage;
  if (!c) return null;
  const series: TChartSeries['series'] = [];
  if (c.term) series.push({ name: 'Term cover', values: c.term, colour: colours.primary });
  if (c.permanent)
    series.push({
      name: 'Permanent cover',
      values: c.permanent,
      colour: colours.secondary,
      dashed: true,
    });
  if (c.need) series.push({ name: 'Remaining need', values: c.need, colour: colours.accent });
  return { ...base, kind: 'line', labels: c.labels, series, colours: series.map((s) => s.colour) };
}

function chartData(
  ids: readonly TChartId[],
  a: TNeedsAnalysis,
  colours: TColourSet,
): Record<string, unknown> {
  const parts = needParts(a);
  const data: Record<string, unknown> = {
    colours: {
      primary: colours.primary,
      secondary: colours.secondary,
      accent: colours.accent,
      primarySoft: hexWithAlpha(colours.primary, 0.15),
      accentSoft: hexWithAlpha(colours.accent, 0.2),
      palette: [
        colours.primary,
        colours.secondary,
        colours.accent,
        hexWithAlpha(colours.primary, 0.55),
        '#94A3B8',
      ],
    },
  };
  if (ids.includes('need-breakdown')) {
    data.needs = { labels: parts.map(([label]) => label), values: parts.map(([, value]) => value) };
  }
  if (ids.includes('premium-vs-budget')) {
    const whole = comparedWholeLife(a);
    const bars: [string, number, string][] = [
      ['Recommended plan', a.recommendation.monthly ?? 0, colours.primary],
      ...(whole !== null && wholeLifeDrawn(a, whole)
        ? [['Whole life, same cover', whole, colours.secondary] as [string, number, string]]
        : []),
      ...(a.inputs.monthlyBudget !== null
        ? [['Your budget', a.inputs.monthlyBudget, colours.accent] as [string, number, string]]
        : []),
    ];
    data.premiums = {
      labels: bars.map((b) => b[0]),
      values: bars.map((b) => b[1]),
      colours: bars.map((b) => b[2]),
    };
  }
  if (ids.includes('coverage-over-time')) {
    const series = (values: number[]) => (values.some((v) => v > 0) ? values : null);
    data.coverage = {
      labels: a.coverageOverTime.map((p) => `Year ${p.year}`),
      term: series(a.coverageOverTime.map((p) => p.termCoverage)),
      permanent: series(a.coverageOverTime.map((p) => p.permanentCoverage)),
      need: series(a.coverageOverTime.map((p) => p.remainingNeed)),
    };
  }
  return data;
}

const CHART_CALLS: Readonly<Record<TChartId, string>> = {
  'need-breakdown': `make('pc-chart-need-breakdown',{type:'doughnut',data:{labels:d.needs.labels,datasets:[{data:d.needs.values,backgroundColor:d.colours.palette,borderWidth:2,borderColor:'#fff'}]},options:Object.assign({},base,{cutout:'60%',plugins:{legend:{position:'bottom',labels:{boxWidth:12}},tooltip:{callbacks:{label:function(c){return c.label+': '+money(c.raw);}}}}})});`,
  'premium-vs-budget': `make('pc-chart-premium-vs-budget',{type:'bar',data:{labels:d.premiums.labels,datasets:[{label:'Per month',data:d.premiums.values,backgroundColor:d.premiums.colours,borderRadius:6,maxBarThickness:36}]},options:Object.assign({},base,{indexAxis:'y',plugins:{legend:{display:false},tooltip:{callbacks:{label:function(c){return money(c.raw)+'/month';}}}},scales:{x:{beginAtZero:true,ticks:{maxTicksLimit:5,callback:function(v){return money(v);}}}}})});`,
  'coverage-over-time': `make('pc-chart-coverage-over-time',{type:'line',data:{labels:d.coverage.labels,datasets:(d.coverage.term?[{label:'Term cover',data:d.coverage.term,borderColor:d.colours.primary,backgroundColor:d.colours.primarySoft,fill:true,stepped:true,pointRadius:0}]:[]).concat(d.coverage.permanent?[{label:'Permanent cover',data:d.coverage.permanent,borderColor:d.colours.secondary,borderDash:[6,4],pointRadius:0}]:[]).concat(d.coverage.need?[{label:'Remaining need',data:d.coverage.need,borderColor:d.colours.accent,backgroundColor:d.colours.accentSoft,pointRadius:0}]:[])},options:Object.assign({},base,{interaction:{mode:'index',intersect:false},plugins:{legend:{position:'bottom',labels:{boxWidth:12}},tooltip:{callbacks:{label:function(c){return c.dataset.label+': '+money(c.raw);}}}},scales:{x:{ticks:{maxRotation:0,autoSkipPadding:12}},y:{beginAtZero:true,ticks:{maxTicksLimit:6,callback:function(v){return money(v);}}}}})});`,
};

/**
 * The inline script (its source, without the `<script>` element) drawing the charts in `ids`.
 * Chart.js arrives by a deferred script, which runs after this one: the charts are drawn as soon
 * as it has run (its `load` event fires before DOMContentLoaded, so the runtime's first chart
 * report already counts them and the viewer never flashes a "charts loading" notice), at once
 * when Chart.js is already there (a download inlines it; the runtime may load it itself and
 * re-run this script), and at DOMContentLoaded as a fallback. Never throws; draws each canvas once.
 */
export function chartScript(
  ids: readonly TChartId[],
  analysis: TNeedsAnalysis,
  colours: TColourSet,
): string {
  const unique = [...new Set(ids)];
  return `(function(){
var d=${scriptJson(chartData(unique, analysis, colours))};
function draw(){try{
if(typeof Chart==='undefined')return;
try{Chart.defaults.font.family="'Inter',system-ui,sans-serif";Chart.defaults.color='#475569';}catch(e){}
function money(v){return '$'+Math.round(Number(v)).toString().replace(/\\B(?=(\\d{3})+(?!\\d))/g,',');}
function make(id,config){var el=document.getElementById(id);if(!el)return;if(Chart.getChart&&Chart.getChart(el))return;try{new Chart(el,config);}catch(e){}}
var base={responsive:true,maintainAspectRatio:false,animation:false};
${unique.map((id) => CHART_CALLS[id]).join('\n')}
if(!window.__pcPrintResize){window.__pcPrintResize=true;window.addEventListener('beforeprint',function(){var i=Chart.instances||{};for(var k in i){try{i[k].resize();}catch(e){}}});}
}catch(e){}}
if(typeof Chart!=='undefined'||document.readyState!=='loading'){draw();return;}
var lib=document.querySelector('script[src$="/assets/chart.umd.js"]');
if(lib)lib.addEventListener('load',draw);
document.addEventListener('DOMContentLoaded',draw);
})();`;
}
