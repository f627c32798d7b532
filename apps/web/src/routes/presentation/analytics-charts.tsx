// The analytics charts (views per day, reach and time per section). Loaded on demand by the
// analytics panel, so chart.js is downloaded only by the owner's view and only once there are views.
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  LinearScale,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js';
import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';

import type { RouterOutputs } from '@pitchcraft/api';
import { formatDuration } from '@pitchcraft/core';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

type Summary = RouterOutputs['analytics']['summary'];

const DARK_QUERY = '(prefers-color-scheme: dark)';
function subscribeToScheme(onChange: () => void) {
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
const useDarkMode = () =>
  useSyncExternalStore(subscribeToScheme, () => window.matchMedia(DARK_QUERY).matches);

function palette(dark: boolean) {
  return dark
    ? {
        bar: '#6097fa',
        barSoft: 'rgba(96,151,250,0.18)',
        grid: 'rgba(151,170,203,0.14)',
        text: '#97aacb',
        tooltip: '#1c2841',
      }
    : {
        bar: '#1d45d8',
        barSoft: 'rgba(29,69,216,0.10)',
        grid: 'rgba(17,26,46,0.07)',
        text: '#4a638f',
        tooltip: '#111a2e',
      };
}

function ChartCanvas({
  config,
  label,
  height,
}: {
  config: ChartConfiguration<'bar'>;
  label: string;
  height: number;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const chart = new Chart(canvas, config);
    return () => chart.destroy();
  }, [config]);
  return (
    <div className="relative w-full" style={{ height }}>
      <canvas ref={canvasRef} role="img" aria-label={label} />
    </div>
  );
}

const dayLabel = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const dayOf = (date: string) => dayLabel.format(new Date(`${date}T00:00:00Z`));

export default function AnalyticsCharts({ summary }: { summary: Summary }) {
  const dark = useDarkMode();
  const colors = palette(dark);

  const perDay = useMemo<ChartConfiguration<'bar'>>(
    () => ({
      type: 'bar',
      data: {
        labels: summary.perDay.map((d) => dayOf(d.date)),
        datasets: [
          {
            label: 'Views',
            data: summary.perDay.map((d) => d.views),
            backgroundColor: colors.bar,
            borderRadius: 4,
            maxBarThickness: 18,
          },
        ],
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        plugins: {
          legend: { display: false },
          tooltip: {
            backgroundColor: colors.tooltip,
            callbacks: {
              label: (item) => (item.parsed.y === 1 ? '1 view' : `${item.parsed.y} views`),
            },
          },
        },
        scales: {
          x: {
            grid: { display: false },
            ticks: { color: colors.text, maxRotation: 0, autoSkipPadding: 12, font: { size: 11 } },
          },
          y: {
            beginAtZero: true,
            grid: { color: colors.grid },
            border: { display: false },
            ticks: { color: colors.text, precision: 0, font: { size: 11 } },
          },
        },
      },
    }),
    [summary.perDay, colors.bar, colors.grid, colors.text, colors.tooltip],
  );

  const sections = useMemo<ChartConfiguration<'bar'>>(
    () => ({
      type: 'bar',
      data: {
        labels: summary.sections.map((s) => s.title),
        datasets: [
          {
            label: 'Reach',
            data: summary.sections.map((s) => s.reachPercent),
            backgroundColor: colors.bar,
            borderRadius: 4,
            barThickness: 14,
          },
        ],
      },
      options: {
        indexAxis: 'y',
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        plugins: {
          legend: { display: false },
          tooltip: {
            backgroundColor: colors.tooltip,
            callbacks: {
              label: (item) => {
                const section = summary.sections[item.dataIndex];
                return section
                  ? [
                      `${section.reachPercent}% of views reached it`,
                      `Average time ${formatDuration(section.averageMs)}`,
                    ]
                  : '';
              },
            },
          },
        },
        scales: {
          x: {
            min: 0,
            max: 100,
            grid: { color: colors.grid },
            border: { display: false },
            ticks: {
              color: colors.text,
              callback: (value) => `${String(value)}%`,
              font: { size: 11 },
            },
          },
          y: { grid: { display: false }, ticks: { color: colors.text, font: { size: 12 } } },
        },
      },
    }),
    [summary.sections, colors.bar, colors.grid, colors.text, colors.tooltip],
  );

  const totalLast30 = summary.perDay.reduce((sum, d) => sum + d.views, 0);

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <section
        aria-labelledby="views-per-day-title"
        className="min-w-0 rounded-xl border border-slate-200 p-4 dark:border-navy-700"
      >
        <div className="mb-3 flex items-baseline justify-between gap-2">
          <h3
            id="views-per-day-title"
            className="text-sm font-semibold text-navy-900 dark:text-white"
          >
            Views per day
          </h3>
          <p className="text-xs text-slate-600 dark:text-slate-400">
            Last 30 days · {totalLast30 === 1 ? '1 view' : `${totalLast30} views`}
          </p>
        </div>
        <ChartCanvas
          config={perDay}
          height={220}
          label={`Views per day over the last 30 days, ${totalLast30} in total`}
        />
      </section>
      <section
        aria-labelledby="section-reach-title"
        className="min-w-0 rounded-xl border border-slate-200 p-4 dark:border-navy-700"
      >
        <div className="mb-3 flex items-baseline justify-between gap-2">
          <h3
            id="section-reach-title"
            className="text-sm font-semibold text-navy-900 dark:text-white"
          >
            Section reach
          </h3>
          <p className="text-xs text-slate-600 dark:text-slate-400">
            Share of views that reached each part
          </p>
        </div>
        {summary.sections.length === 0 ? (
          <p className="flex h-[220px] items-center justify-center text-center text-sm text-slate-600 dark:text-slate-400">
            No section has been read long enough to count yet.
          </p>
        ) : (
          <>
            <ChartCanvas
              config={sections}
              height={Math.max(140, summary.sections.length * 30 + 40)}
              label="Share of views that reached each section"
            />
            <SectionTable sections={summary.sections} />
          </>
        )}
      </section>
    </div>
  );
}

function SectionTable({ sections }: { sections: Summary['sections'] }) {
  return (
    <details className="group mt-3 text-sm">
      <summary className="cursor-pointer text-brand-700 select-none hover:underline dark:text-brand-300">
        Show as a table
      </summary>
      <table className="mt-2 w-full text-left" data-testid="section-table">
        <thead className="text-xs text-slate-600 uppercase dark:text-slate-400">
          <tr>
            <th className="py-1.5 font-semibold">Section</th>
            <th className="py-1.5 text-right font-semibold">Reach</th>
            <th className="py-1.5 text-right font-semibold">Avg. time</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-navy-800">
          {sections.map((s) => (
            <tr key={s.name}>
              <td className="py-1.5 text-navy-900 dark:text-slate-100">{s.title}</td>
              <td className="py-1.5 text-right tabular-nums">{s.reachPercent}%</td>
              <td className="py-1.5 text-right tabular-nums">{formatDuration(s.averageMs)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
