// Other work for the generation-scale benchmark's headroom part: a process of its own whose
// threads, one per core, each ask for a share of a core in small slices (busy a few milliseconds,
// then asleep), as a neighbour on a shared machine does. It gets what the scheduler gives it: the
// part reports what it took, read from /proc, beside the latencies it cost.
import { spawn } from 'node:child_process';
import { cpus } from 'node:os';

import { children, processCpu } from './scale-processes';

/** One slice of busy work; short, so the servers meet it often and briefly, as on a busy host. */
const SLICE_MS = 4;

// Runs in the child: one worker thread per core, each busy SLICE_MS in every SLICE_MS / share.
const WORKER = `
const share = require('node:worker_threads').workerData;
const slice = () => {
  const end = performance.now() + ${SLICE_MS};
  while (performance.now() < end) {}
  setTimeout(slice, ${SLICE_MS} / share - ${SLICE_MS});
};
slice();`;
const SCRIPT = `
const { Worker } = require('node:worker_threads');
const [share, threads] = process.argv.slice(1).map(Number);
for (let i = 0; i < threads; i++) new Worker(${JSON.stringify(WORKER)}, { eval: true, workerData: share });`;

export interface BusyWork {
  /** CPU seconds the work has taken since it started. */
  cpuSeconds(): number;
  stop(): void;
}

/** Starts work asking for `share` (0–1) of every core of this machine. */
export function startBusyWork(share: number): BusyWork {
  if (!(share > 0 && share < 1))
    throw new Error(`a share of a core between 0 and 1 is needed, not ${share}`);
  const child = spawn(process.execPath, ['-e', SCRIPT, String(share), String(cpus().length)], {
    stdio: 'ignore',
  });
  children.add(child);
  const pid = child.pid;
  return {
    cpuSeconds: () => (pid === undefined ? 0 : (processCpu(pid) ?? 0)),
    stop() {
      children.delete(child);
      child.kill('SIGKILL');
    },
  };
}
