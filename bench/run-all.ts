// npm run bench — every benchmark of the project, one after another, then bench/RESULTS.md:
// one table of each figure, its target and the measured median, with the machine's CPU and Node.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { loadAllFigures, machine, ROOT } from './lib';

const BENCHES = [
  'generation',
  'api',
  'beacon',
  'cold-start',
  'load',
  'web',
  'mobile',
  'versions',
  'generation-scale',
] as const;
const only = process.argv.slice(2);

execFileSync('npm', ['run', 'build', '-w', '@pitchcraft/server'], { cwd: ROOT, stdio: 'inherit' });
for (const name of BENCHES) {
  if (only.length && !only.includes(name)) continue;
  console.log(`\n== bench: ${name}`);
  execFileSync(process.execPath, ['--import', 'tsx', join(ROOT, 'bench', `${name}.ts`)], {
    cwd: ROOT,
    stdio: 'inherit',
  });
}

const figures = loadAllFigures();
const rows = BENCHES.flatMap((name) =>
  (figures[name] ?? []).map(
    (f) =>
      `| ${name} | ${f.figure} | ${f.target} | ${f.measured} | ${f.met === null ? '—' : f.met ? 'met' : '**missed**'} |`,
  ),
);
const report = `# Benchmark results

Measured by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}: ${machine()}.
All traffic on loopback; the server runs in its own process (the built bundle) unless noted.
Latency figures are medians or percentiles of the run as stated; this machine is shared, so
re-run for fresh numbers.

| Benchmark | Figure | Target | Measured | |
|---|---|---|---|---|
${rows.join('\n')}
`;
writeFileSync(join(ROOT, 'bench/RESULTS.md'), report);
console.log(`\nWrote bench/RESULTS.md (${rows.length} figures)`);
