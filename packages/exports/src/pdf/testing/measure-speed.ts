// Times renderPdf on a comprehensive presentation after a first call (fonts cached, code warm):
// npx tsx src/pdf/testing/measure-speed.ts [runs]
import { renderPdf } from '../render-pdf';
import { realModel } from './real-models';
import { sampleLogoPng } from './sample-logo';

const runs = Number(process.argv[2] ?? 20);
const model = realModel('youngFamily', 'comprehensive', { data: sampleLogoPng(), format: 'png' });
const first = performance.now();
const bytes = await renderPdf(model);
const firstMs = performance.now() - first;
const times: number[] = [];
const cpu: number[] = [];
for (let i = 0; i < runs; i++) {
  const started = performance.now();
  const startedCpu = process.cpuUsage();
  await renderPdf(model);
  times.push(performance.now() - started);
  const used = process.cpuUsage(startedCpu);
  cpu.push((used.user + used.system) / 1000);
}
// CPU time too: on a shared machine the wall clock also counts other processes' turns.
cpu.sort((a, b) => a - b);
times.sort((a, b) => a - b);
const at = (q: number) =>
  (times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0).toFixed(0);
console.warn(
  `first ${firstMs.toFixed(0)} ms; median ${at(0.5)} ms, p90 ${at(0.9)} ms, min ${at(0)} ms ` +
    `(median CPU ${(cpu[Math.floor(runs / 2)] ?? 0).toFixed(0)} ms) over ${runs}; ${bytes.length} bytes`,
);
