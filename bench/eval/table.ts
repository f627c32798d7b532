// The evaluation's Markdown table: one row per client and a total, and whether the run passes
// (no silent hole, at least 95% of sections accepted or repaired, no speaker note on a page).
import type { ClientResult } from './run';

const MIN_USABLE_SHARE = 0.95;

const LIMIT_SCREENS: Readonly<Record<string, number>> = {
  comprehensive: 12,
  balanced: 9,
  concise: 6,
};

const seconds = (ms: number | null) => (ms === null ? '—' : `${(ms / 1000).toFixed(1)} s`);

interface Verdict {
  table: string;
  passed: boolean;
  problems: string[];
}

export function verdict(results: readonly ClientResult[], tokensLabel: string): Verdict {
  const rows = results.map((r) => {
    const s = r.score;
    const limit = LIMIT_SCREENS[r.detail] ?? 12;
    return [
      r.client,
      r.detail,
      `${s.accepted}/${s.repaired}/${s.replaced}`,
      String(s.caught),
      r.reasked.length > 0 ? r.reasked.join(', ') : '—',
      String(s.holes.length),
      `${s.withNotes}/${s.sections}`,
      String(s.notesLeaked.length),
      r.inputTokens === null ? '—' : String(r.inputTokens),
      `${Number.isFinite(r.screens) ? r.screens.toFixed(1) : '—'} (≤ ${limit})`,
      seconds(r.firstSectionMs),
      seconds(r.totalMs),
      r.failed ?? 'ok',
    ];
  });
  const sum = (f: (r: ClientResult) => number) => results.reduce((n, r) => n + f(r), 0);
  const all = sum((r) => r.score.sections);
  const usable = sum((r) => r.score.accepted + r.score.repaired);
  const holes = sum((r) => r.score.holes.length);
  const leaked = sum((r) => r.score.notesLeaked.length);
  const share = all > 0 ? usable / all : 0;
  const tokens = results.map((r) => r.inputTokens ?? 0);
  const firsts = results.flatMap((r) => (r.firstSectionMs === null ? [] : [r.firstSectionMs]));
  rows.push([
    `**All (${results.length})**`,
    '',
    `${sum((r) => r.score.accepted)}/${sum((r) => r.score.repaired)}/${sum((r) => r.score.replaced)} — ${(share * 100).toFixed(1)}% usable`,
    String(sum((r) => r.score.caught)),
    String(sum((r) => r.reasked.length)),
    String(holes),
    `${sum((r) => r.score.withNotes)}/${all}`,
    String(leaked),
    `max ${Math.max(0, ...tokens)}`,
    `max ${Math.max(0, ...results.map((r) => (Number.isFinite(r.screens) ? r.screens : 0))).toFixed(1)}`,
    firsts.length > 0 ? `max ${seconds(Math.max(...firsts))}` : '—',
    '',
    `${results.filter((r) => r.failed).length} failed`,
  ]);
  const header = [
    'Client',
    'Detail',
    'Accepted/repaired/replaced',
    'Slips caught',
    'Re-asked',
    'Silent holes',
    'Notes',
    'Notes on page',
    tokensLabel,
    'Screens at 375 px',
    'First section',
    'Complete',
    'Outcome',
  ];
  const table = [
    `| ${header.join(' | ')} |`,
    `|${header.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
  const problems = [
    ...results.flatMap((r) =>
      r.score.holes.map((h) => `${r.client} / ${h.section}: ${h.what} (“${h.near}”)`),
    ),
    ...results.flatMap((r) =>
      r.score.notesLeaked.map((n) => `${r.client}: note on the page: ${n}`),
    ),
    ...results.flatMap((r) => (r.failed ? [`${r.client}: ${r.failed}`] : [])),
    ...results.flatMap((r) => {
      const limit = LIMIT_SCREENS[r.detail] ?? 12;
      return r.screens > limit ? [`${r.client}: ${r.screens.toFixed(1)} screens (≤ ${limit})`] : [];
    }),
  ];
  return { table, passed: holes === 0 && share >= MIN_USABLE_SHARE, problems };
}
