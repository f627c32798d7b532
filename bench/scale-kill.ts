// Part 3 of the generation-scale benchmark: kill -9 of the process running 50 generations while
// they stream: does every one complete on the other process, and what do their subscribers see.
import { generations, inArray } from '@pitchcraft/db';

import type { Figure } from './lib';
import { now, received, subscribe, type Subscription } from './scale-browser';
import {
  cookieFor,
  inPool,
  plan,
  register,
  seconds,
  seedAdvisors,
  startGeneration,
  wait,
  type Vendor,
} from './scale-plan';
import { scratchDatabase, startServerProcess, type ServerProcess } from './scale-processes';

export const KILLED = 50;
/** The replacement machinery restarts a job after its ~20 s heartbeat lapses; allow it this long. */
const KILL_WAIT_MS = Number(process.env.GEN_SCALE_KILL_WAIT_S ?? 180) * 1000;

export async function killDuringGenerations(vendor: Vendor): Promise<Figure[]> {
  const database = await scratchDatabase();
  const servers: ServerProcess[] = [];
  const subs: Subscription[] = [];
  try {
    // About 28 s each: all 50 are mid-stream when A dies, and a restart writes one again from the start.
    const planned = Array.from({ length: KILLED }, (_, i) =>
      plan(`gs-k-${String(i).padStart(4, '0')}`, 'balanced', {}),
    );
    await register(vendor, planned);
    const cookies = await seedAdvisors(database, KILLED);
    const a = await startServerProcess('A', database, vendor);
    servers.push(a);
    const ids: string[] = [];
    await inPool(planned, 10, async (p, i) => {
      ids[i] = await startGeneration(a, cookieFor(cookies, i), p);
    });
    // B starts only once A runs every job, so no job can have been claimed by B's queue.
    const streaming = async (server: ServerProcess, keep: boolean) => {
      const opened: Subscription[] = [];
      const deadline = now() + 30_000;
      await inPool(ids, 10, async (id, i) => {
        const sub = await subscribe(server, cookieFor(cookies, i), id);
        opened[i] = sub;
        while (!sub.progress.some((p) => p.chunk) && !sub.doneAt && !sub.error && now() < deadline)
          await wait(50);
        if (!keep) sub.close();
      });
      return opened;
    };
    const onA = await streaming(a, false);
    const b = await startServerProcess('B', database, vendor);
    servers.push(b);
    subs.push(...(await streaming(b, true)));
    const streamingAtKill = subs.filter(
      (s) => s.progress.some((p) => p.chunk) && !s.doneAt && !s.error,
    ).length;
    const streamingOnA = onA.filter((s) => s.progress.some((p) => p.chunk)).length;
    const killedAt = now();
    a.child.kill('SIGKILL');
    console.log(
      `  kill: SIGKILL to A with ${streamingAtKill}/${KILLED} streaming at B (${streamingOnA} had streamed on A)`,
    );

    // Completion as the database records it; a subscriber's 'done' may come a poll earlier.
    const completedAt = new Map<string, number>();
    const status = new Map<string, { status: string; reason: string | null }>();
    while (now() - killedAt < KILL_WAIT_MS) {
      const rows = await database.handle.db
        .select({ id: generations.id, status: generations.status, reason: generations.errorReason })
        .from(generations)
        .where(inArray(generations.id, ids));
      for (const row of rows) {
        status.set(row.id, { status: row.status, reason: row.reason });
        if (row.status === 'succeeded' && !completedAt.has(row.id)) completedAt.set(row.id, now());
      }
      if (rows.every((r) => r.status === 'succeeded' || r.status === 'failed')) break;
      await wait(500);
    }
    // The subscribers' last events follow the stored result.
    await Promise.race([Promise.all(subs.map((s) => s.finished)), wait(5_000)]);
    const requests = await vendor.report();

    const succeeded = ids.filter((id) => status.get(id)?.status === 'succeeded').length;
    const failures = new Map<string, number>();
    for (const id of ids) {
      const s = status.get(id);
      const outcome = `${s?.status ?? 'unknown'}${s?.reason ? ` ${s.reason}` : ''}`;
      if (s?.status !== 'succeeded') failures.set(outcome, (failures.get(outcome) ?? 0) + 1);
    }
    const lastCompletion = Math.max(
      ...ids.map((id, i) => Math.min(completedAt.get(id) ?? Infinity, subs[i]?.doneAt ?? Infinity)),
    );
    const pending = ids.filter(
      (id) => !['succeeded', 'failed'].includes(status.get(id)?.status ?? ''),
    ).length;
    const waited = seconds(now() - killedAt);
    let restarted = 0;
    let errors = 0;
    let exact = 0;
    const errorKinds = new Map<string, number>();
    subs.forEach((sub, i) => {
      // The first event's reset only marks the start; a later one (or a notice) is a restart.
      if (sub.notices > 0 || sub.progress.slice(1).some((p) => p.reset)) restarted += 1;
      if (sub.error) {
        errors += 1;
        errorKinds.set(sub.error.slice(0, 100), (errorKinds.get(sub.error.slice(0, 100)) ?? 0) + 1);
      }
      if (sub.doneAt && received(sub) === planned[i]!.text) exact += 1;
    });
    const asked = new Map<string, number>();
    for (const r of requests) asked.set(r.key, (asked.get(r.key) ?? 0) + 1);
    const askedAgain = [...asked.values()].filter((n) => n > 1).length;
    console.log(
      `  kill: ${askedAgain} generations asked the vendor again after the kill${errorKinds.size ? `; subscriber errors: ${[...errorKinds].map(([k, n]) => `${n}× ${k}`).join('; ')}` : ''}`,
    );
    const allDone = succeeded === KILLED;
    return [
      {
        figure: `kill -9 of the process running ${KILLED} generations (${(planned[0]!.text.length / 1000).toFixed(1)}k characters each): completed on the other process`,
        target: `${KILLED}/${KILLED}`,
        measured: `${succeeded}/${KILLED}${failures.size ? ` (${[...failures].map(([k, n]) => `${n} ${k}`).join(', ')})` : ''}; ${streamingAtKill} were streaming at the kill`,
        met: allDone,
      },
      {
        figure: '…time from the kill to the last completion',
        target: `≤ ${KILL_WAIT_MS / 1000} s`,
        measured: allDone
          ? seconds(lastCompletion - killedAt)
          : pending > 0
            ? `— (${pending} still not ended after ${waited})`
            : `— (every one had ended by ${waited}, not all completed)`,
        met: allDone && lastCompletion - killedAt <= KILL_WAIT_MS,
      },
      {
        figure:
          "…subscribers on the surviving process: saw a restart (notice or reset), not an 'error'",
        target: `${KILLED}/${KILLED}, 0 errors`,
        measured: `${restarted}/${KILLED} saw a restart, ${errors} an error, ${exact} ended with exactly the rewritten text`,
        met: restarted === KILLED && errors === 0 && exact === KILLED,
      },
    ];
  } finally {
    for (const sub of subs) sub.close();
    await Promise.all(servers.map((s) => s.stop()));
    await database.dispose();
  }
}
