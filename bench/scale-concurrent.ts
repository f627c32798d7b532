// Part 2 of the generation-scale benchmark: 200 generations at once across two server processes,
// each followed from the other: every character must arrive exactly once; what a chunk's trip adds
// is measured in three phases (generations starting, all streaming, finishing), with the CPU of the
// database, the servers and the benchmark itself.
import { cpus } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';

import { median, percentile, round, type Figure, type PreparedDatabase } from './lib';
import { now, received, subscribe, type Subscription } from './scale-browser';
import { startBusyWork, type BusyWork } from './scale-headroom';
import {
  chunkLatencies,
  cookieFor,
  inPool,
  ms,
  peakStreams,
  plan,
  register,
  seconds,
  seedAdvisors,
  startGeneration,
  textErrors,
  TOKEN_CHARS,
  wait,
  type Planned,
  type Vendor,
} from './scale-plan';
import {
  machineBusySeconds,
  postgresCpu,
  sampleSessions,
  scratchDatabase,
  serverCpu,
  startServerProcess,
  watchOtherDatabases,
  type ServerProcess,
} from './scale-processes';

export const CONCURRENT = Number(process.env.GEN_SCALE_CONCURRENT ?? 200);
/** Followed on the job's own process, reported apart. */
export const SAME_PROCESS = Number(process.env.GEN_SCALE_SAME_PROCESS ?? 20);
/**
 * Each concurrent generation's text: about 28 s at 80 tokens/s. Starting 220 generations takes
 * about 7 s on two cores, so they all stream at once for most of their lives (a presentation takes
 * minutes); with a few seconds' text the first had ended before the last had started.
 */
const CONCURRENT_CHARS = Number(process.env.GEN_SCALE_CONCURRENT_CHARS ?? 9_000);
/** Generations each pair of fresh server processes runs before the concurrent part is measured. */
const WARM_UP = 20;

// ---------------------------------------------------------------------------------------------
// Part 2: 200 concurrent generations across two processes.

/**
 * A fresh server process compiles its code paths and opens its database pools on its first
 * requests: a server in service has long done so. Before the measured run, each process starts
 * and streams a few short generations (followed from the other), unmeasured.
 */
async function warmUp(
  vendor: Vendor,
  database: PreparedDatabase,
  a: ServerProcess,
  b: ServerProcess,
): Promise<void> {
  const planned = Array.from({ length: WARM_UP }, (_, i) =>
    plan(`gs-w-${String(i).padStart(4, '0')}`, 'concise', { maxChars: 1_500 }),
  );
  await register(vendor, planned);
  const cookies = await seedAdvisors(database, WARM_UP);
  await inPool(planned, WARM_UP / 2, async (planned, i) => {
    const [origin, watcher] = i % 2 === 0 ? [a, b] : [b, a];
    const cookie = cookieFor(cookies, i);
    const sub = await subscribe(watcher, cookie, await startGeneration(origin, cookie, planned));
    await sub.finished;
    if (!sub.doneAt)
      throw new Error(
        `a warm-up generation started on ${origin.name} did not finish: ${sub.error ?? 'no done'}`,
      );
  });
}

/**
 * Runs the part. `busyShare`: the headroom part, the same run while other work on this machine
 * asks for that share of every core; its figures are reported beside the targets, not judged.
 */
export async function concurrentGenerations(
  vendor: Vendor,
  { busyShare }: { busyShare?: number } = {},
): Promise<Figure[]> {
  const database = await scratchDatabase();
  const servers: ServerProcess[] = [];
  const subs: Subscription[] = [];
  let busyWork: BusyWork | undefined;
  try {
    const total = CONCURRENT + SAME_PROCESS;
    const planned = Array.from({ length: total }, (_, i) =>
      plan(`gs-c-${String(i).padStart(4, '0')}`, 'concise', { minChars: CONCURRENT_CHARS }),
    );
    await register(vendor, planned);
    const cookies = await seedAdvisors(database, total);
    // Each process must run the jobs started on it: beyond its capacity (100 by default in the queued
    // machinery) the other process would claim them, and they would no longer be followed from afar.
    const capacity = { GENERATION_CONCURRENCY: String(Math.ceil(total / 2) + 10) };
    const [a, b] = await Promise.all([
      startServerProcess('A', database, vendor, capacity),
      startServerProcess('B', database, vendor, capacity),
    ]);
    servers.push(a, b);
    await warmUp(vendor, database, a, b);
    const stopWatching = watchOtherDatabases(database);
    busyWork = busyShare === undefined ? undefined : startBusyWork(busyShare);
    const cpuBefore = {
      db: postgresCpu(),
      servers: serverCpu(servers),
      bench: process.cpuUsage(),
      machine: machineBusySeconds(),
      busy: busyWork?.cpuSeconds() ?? 0,
    };
    // This thread's own lateness in reading: it adds to every latency measured here.
    const loopDelay = monitorEventLoopDelay({ resolution: 10 });
    loopDelay.enable();
    const stopSampling = sampleSessions(database);
    const started = now();
    const startLatencies: number[] = [];
    const runs: { planned: Planned; cross: boolean; sub?: Subscription; failure?: string }[] =
      planned.map((p, i) => ({ planned: p, cross: i < CONCURRENT }));
    await inPool(runs, 50, async (run, i) => {
      // Started on A, followed on B, and the other way round; the same-process ones stay put.
      const origin = i % 2 === 0 ? a : b;
      const watcher = run.cross ? (origin === a ? b : a) : origin;
      try {
        const cookie = cookieFor(cookies, i);
        const asked = now();
        const id = await startGeneration(origin, cookie, run.planned);
        startLatencies.push(now() - asked);
        run.sub = await subscribe(watcher, cookie, id);
        subs.push(run.sub);
      } catch (error) {
        run.failure = String(error);
      }
    });
    const allStarted = now();
    const deadline = wait(300_000).then(() => 'timeout' as const);
    const outcome = await Promise.race([Promise.all(subs.map((s) => s.finished)), deadline]);
    const elapsed = now() - started;
    const cpuAfter = {
      db: postgresCpu(),
      servers: serverCpu(servers),
      bench: process.cpuUsage(cpuBefore.bench),
      machine: machineBusySeconds(),
      busy: busyWork?.cpuSeconds() ?? 0,
    };
    busyWork?.stop();
    loopDelay.disable();
    const sessions = await stopSampling();
    const otherDatabases = await stopWatching();
    if (outcome === 'timeout')
      console.error('  concurrent: some streams had not ended after 5 minutes');
    const requests = await vendor.report();
    const sentByKey = new Map(requests.map((r) => [r.key, r.sentAt]));
    // The stand-in's pace as written (a lagging worker would write in bursts).
    const peak = peakStreams(requests);
    const pace = median(
      requests
        .filter((r) => r.sentAt.length > 1)
        .map(
          (r) => ((r.sentAt.length - 1) * TOKEN_CHARS) / ((r.sentAt.at(-1)! - r.sentAt[0]!) / 1000),
        ),
    );

    const firstDone = Math.min(...subs.map((s) => s.doneAt ?? Infinity));
    const summarise = (cross: boolean) => {
      const group = runs.filter((r) => r.cross === cross);
      let done = 0;
      let lost = 0;
      let duplicated = 0;
      let mismatched = 0;
      const timed: { at: number; latency: number }[] = [];
      const problems = new Map<string, number>();
      const note = (problem: string) => problems.set(problem, (problems.get(problem) ?? 0) + 1);
      for (const run of group) {
        if (!run.sub) {
          note(run.failure?.slice(0, 120) ?? 'not started');
          continue;
        }
        if (run.sub.doneAt) done += 1;
        else note(run.sub.error ?? 'no done');
        const errors = textErrors(received(run.sub), run.planned.text);
        lost += errors.lost;
        duplicated += errors.duplicated;
        if (errors.lost + errors.duplicated > 0) mismatched += 1;
        timed.push(...chunkLatencies(run.sub, run.planned, sentByKey.get(run.planned.key) ?? []));
      }
      const latencies = timed.map((t) => t.latency);
      // Starting 220 jobs and finishing them are loads of their own: between the two, the servers only stream.
      const phases = {
        starting: timed.filter((t) => t.at < allStarted).map((t) => t.latency),
        streaming: timed
          .filter((t) => t.at >= allStarted && t.at < firstDone)
          .map((t) => t.latency),
        finishing: timed
          .filter((t) => t.at >= Math.max(allStarted, firstDone))
          .map((t) => t.latency),
      };
      return {
        count: group.length,
        done,
        lost,
        duplicated,
        mismatched,
        latencies,
        phases,
        problems: [...problems].map(([p, n]) => `${n}× ${p}`).join('; '),
      };
    };
    const cross = summarise(true);
    const same = summarise(false);
    const dbSeconds =
      cpuBefore.db === null || cpuAfter.db === null ? null : cpuAfter.db - cpuBefore.db;
    const serverSeconds =
      cpuBefore.servers === null || cpuAfter.servers === null
        ? null
        : cpuAfter.servers - cpuBefore.servers;
    const p50 = median(cross.latencies);
    const p99 = percentile(cross.latencies, 99);
    const benchSeconds = (cpuAfter.bench.user + cpuAfter.bench.system) / 1e6;
    // Other work on this machine competes for the same cores: the latency figures are then not this code's.
    const busySeconds = cpuAfter.busy - cpuBefore.busy;
    const otherSeconds =
      cpuAfter.machine -
      cpuBefore.machine -
      (dbSeconds ?? 0) -
      (serverSeconds ?? 0) -
      benchSeconds -
      busySeconds;
    console.log(`  concurrent: database sessions by application: ${sessions}`);
    const phase = (name: keyof typeof cross.phases, what: string) => {
      const latencies = cross.phases[name];
      return latencies.length === 0
        ? `${what} —`
        : `${what} ${ms(median(latencies))} / ${ms(percentile(latencies, 99))} (${latencies.length.toLocaleString('en-US')} chunks)`;
    };
    console.log(
      `  concurrent: cross-process chunk latency p50 / p99 ${phase('starting', 'while generations started')}; ${phase('streaming', 'once all streamed')}; ${phase('finishing', 'once the first had finished')}`,
    );
    if (otherSeconds > 0.1 * (elapsed / 1000))
      console.warn(
        `  warning: other processes used ${round(otherSeconds, 1)} CPU seconds during the run (${Math.round((otherSeconds / (elapsed / 1000)) * 100)}% of one core)`,
      );
    console.log(
      `  concurrent: the stand-in wrote ${Math.round(pace / TOKEN_CHARS)} tokens/s per stream (median), ${peak} streams at once at the peak; all started in ${seconds(allStarted - started)} (generation.start p50 ${ms(median(startLatencies))}, max ${ms(Math.max(...startLatencies))});` +
        ` this benchmark's own CPU ${round(benchSeconds, 1)} s, its event-loop delay p99 ${ms(loopDelay.percentile(99) / 1e6)}${cross.problems ? `; problems: ${cross.problems}` : ''}`,
    );
    const figures: Figure[] = [
      {
        figure: `${cross.count} concurrent generations (${peak} of ${total} streaming at once at the peak), two processes, each followed from the other: ended with 'done'`,
        target: `${cross.count}/${cross.count}`,
        measured: `${cross.done}/${cross.count}${cross.problems ? ` (${cross.problems.slice(0, 200)})` : ''}`,
        met: cross.done === cross.count,
      },
      {
        figure: `…characters lost or duplicated at the browser (${(planned[0]!.text.length / 1000).toFixed(1)}k characters each)`,
        target: '0',
        measured: `${cross.lost} lost, ${cross.duplicated} duplicated (${cross.mismatched} generations differ)`,
        met: cross.lost + cross.duplicated === 0 && cross.count > 0,
      },
      {
        figure: `…added latency per chunk, cross-process subscriber, p50 (${cross.latencies.length.toLocaleString('en-US')} chunks)`,
        target: '≤ 50 ms',
        measured: ms(p50),
        met: p50 <= 50,
      },
      {
        figure: '…added latency per chunk, cross-process subscriber, p99',
        target: '≤ 250 ms',
        measured: ms(p99),
        met: p99 <= 250,
      },
      {
        figure: '…database CPU (all postgres processes, user + system) over the run',
        target: '—',
        measured:
          dbSeconds === null
            ? 'postgres processes not visible'
            : `${round(dbSeconds, 1)} s, ${Math.round((dbSeconds / (elapsed / 1000)) * 100)}% of one core`,
        met: null,
      },
      {
        figure: '…server processes’ CPU (both, user + system) over the run',
        target: '—',
        measured:
          serverSeconds === null
            ? '—'
            : `${round(serverSeconds, 1)} s, ${Math.round((serverSeconds / (elapsed / 1000)) * 100)}% of one core`,
        met: null,
      },
      {
        figure: `…total time, first start to last stream's end (${total} generations)`,
        target: '—',
        measured: seconds(elapsed),
        met: null,
      },
      {
        figure: `…other work on the machine meanwhile${busyShare === undefined ? '' : ', besides the headroom’s'} (it competes for the cores and the database)`,
        target: 'none',
        measured: `${Math.max(0, Math.round((otherSeconds / (elapsed / 1000)) * 100))}% of one core${otherDatabases.length ? `; other databases in use: ${otherDatabases.join(', ')}` : ''}`,
        met: null,
      },
    ];
    if (same.count > 0) {
      figures.push({
        figure: `…and ${same.count} followed on their job's process alongside: 'done', lost/duplicated, chunk latency p50/p99`,
        target: '—',
        measured: `${same.done}/${same.count}, ${same.lost}/${same.duplicated}, ${ms(median(same.latencies))} / ${ms(percentile(same.latencies, 99))}`,
        met: null,
      });
    }
    if (busyShare === undefined) return figures;
    // The headroom run: the same figures, reported (the targets are the plain run's), after what the other work took.
    const took = `${Math.round((busySeconds / (elapsed / 1000)) * 100)}% of one core`;
    return [
      {
        figure: `Headroom: the same ${cross.count} concurrent generations while other work asks for ${Math.round(busyShare * 100)}% of each core (${cpus().length} cores)`,
        target: '—',
        measured: `it took ${took}`,
        met: null,
      },
      ...figures.map((f) => ({
        ...f,
        figure: f.figure.startsWith('…') ? f.figure : `…${f.figure}`,
        measured:
          f.met === null
            ? f.measured
            : `${f.measured} (${f.met ? 'within' : 'outside'} the plain run's target)`,
        met: null,
      })),
    ];
  } finally {
    busyWork?.stop();
    for (const sub of subs) sub.close();
    await Promise.all(servers.map((s) => s.stop()));
    await database.dispose();
  }
}
