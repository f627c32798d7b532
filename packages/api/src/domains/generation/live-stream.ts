// A running generation's stream in the database: appended in batches by the process that runs the
// job (one statement per batch for every job of the process), read from a cursor by subscribers on
// other processes, who are woken by NOTIFY instead of polling.
//
// What it costs: the table is UNLOGGED (a restarted job rewrites its stream at a new epoch, so the
// buffer needs no write-ahead log), and a batch is one statement — one commit record whatever it
// holds. Text waits up to a second for its batch unless a subscriber on another process follows
// the job (it says so on the watch channel): then its batch goes out within FOLLOWED_BATCH_MS.
import { generationChunks, generations, rowsOf, sql, type Database, type DatabaseHandle } from '@pitchcraft/db';
import type { Logger } from '../../logger';

/**
 * Wakes subscribers: payload "id:seq id:seq …" (the last seq stored), or "id:end" when a job
 * finished. A finished job's stream stays a minute, so a subscriber behind reads it to the end.
 */
export const CHUNKS_CHANNEL = 'pitchcraft_generation';
/** A subscriber on another process following a job: payload is the generation id. */
export const WATCH_CHANNEL = 'pitchcraft_generation_watch';

export const FOLLOWED_BATCH_MS = 50;
/**
 * Every batch costs a commit record in the write-ahead log whatever it holds: a followed job's text
 * goes out once the followed text pending in this process is worth one (this many bytes, which
 * many concurrent jobs reach within FOLLOWED_BATCH_MS), and after FOLLOWED_MAX_BATCH_MS at most.
 */
export const WORTH_A_COMMIT_BYTES = 96;
export const FOLLOWED_MAX_BATCH_MS = 200;
export const QUIET_BATCH_MS = 1_000;
/** A follower says it is still there this often; the runner keeps its batches quick a while longer. */
export const WATCH_RENEW_MS = 10_000;
const WATCH_LAPSE_MS = 25_000;
/** NOTIFY payloads must stay under 8,000 bytes: ids are split over several notifications. */
const NOTIFY_PAYLOAD_BYTES = 7_000;

export type ChunkKind = 'text' | 'section' | 'notice';

export interface ChunkRow {
  generationId: string;
  seq: number;
  epoch: number;
  kind: ChunkKind;
  body: string;
  progress: number;
}

interface Pending {
  rows: ChunkRow[];
  since: number;
  /** Characters of text pending. */
  chars: number;
  urgent: boolean;
  stored: (() => void)[];
}

/** Groups ids into NOTIFY payloads of bounded size. */
export function notifyPayloads(entries: readonly string[]): string[] {
  const payloads: string[] = [];
  let current = '';
  for (const entry of entries) {
    if (current && current.length + entry.length + 1 > NOTIFY_PAYLOAD_BYTES) {
      payloads.push(current);
      current = '';
    }
    current = current ? `${current} ${entry}` : entry;
  }
  if (current) payloads.push(current);
  return payloads;
}

/** Stores the chunks of every job running in this process, in one statement per batch. */
export class ChunkWriter {
  private readonly pending = new Map<string, Pending>();
  private readonly followedUntil = new Map<string, number>();
  private timer: NodeJS.Timeout | null = null;
  /** The batch being stored, if any. */
  private inFlight: Promise<void> | null = null;

  constructor(
    private readonly db: Database,
    private readonly log: Logger,
  ) {}

  /** A subscriber on another process follows this job: its text goes out in quick batches. */
  followed(generationId: string): void {
    this.followedUntil.set(generationId, Date.now() + WATCH_LAPSE_MS);
  }

  /**
   * Queues a row; `urgent` rows (sections, notices) go out in the next quick batch. `onStored` is
   * called once the row is stored (or could not be: logged, and the job carries on). Text is
   * appended many times a second per job, so it allocates nothing it does not need.
   */
  append(row: ChunkRow, urgent = false, onStored?: () => void): void {
    let pending = this.pending.get(row.generationId);
    if (!pending) {
      pending = { rows: [], since: Date.now(), chars: 0, urgent: false, stored: [] };
      this.pending.set(row.generationId, pending);
    }
    const last = pending.rows.at(-1);
    // Consecutive text of one epoch is one row.
    if (row.kind === 'text' && last?.kind === 'text' && last.epoch === row.epoch) {
      last.body += row.body;
      last.seq = row.seq;
      last.progress = row.progress;
    } else {
      pending.rows.push({ ...row });
    }
    pending.chars += row.body.length;
    pending.urgent ||= urgent;
    if (onStored) pending.stored.push(onStored);
    this.arm();
  }

  /** Queues a row and resolves once it is stored. */
  appendStored(row: ChunkRow, urgent = false): Promise<void> {
    return new Promise((resolve) => this.append(row, urgent, resolve));
  }

  /** Stores everything pending now (a job finishing, or shutting down). */
  async flushAll(): Promise<void> {
    // After the batch in flight (rows appended meanwhile wait for it), everything left.
    while (this.inFlight) await this.inFlight;
    await this.flush(true);
  }

  forget(generationId: string): void {
    this.followedUntil.delete(generationId);
  }

  private arm() {
    if (this.timer || this.inFlight) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush(false);
    }, FOLLOWED_BATCH_MS);
    this.timer.unref();
  }

  private isFollowed(id: string, now: number): boolean {
    const until = this.followedUntil.get(id);
    if (until === undefined) return false;
    if (until > now) return true;
    this.followedUntil.delete(id);
    return false;
  }

  /**
   * Stores the rows that are due in one statement. One batch at a time: under load a batch that
   * takes longer than the interval is followed by one holding everything appended meanwhile
   * (text coalesced), never by a queue of batches growing behind it.
   */
  private async flush(everything: boolean): Promise<void> {
    if (this.inFlight) return this.inFlight;
    const now = Date.now();
    const followed = new Set<string>();
    let followedChars = 0;
    for (const [id, pending] of this.pending) {
      if (!this.isFollowed(id, now)) continue;
      followed.add(id);
      followedChars += pending.chars;
    }
    const due: Pending[] = [];
    for (const [id, pending] of this.pending) {
      const age = now - pending.since;
      const followedDue = followed.has(id) && (followedChars >= WORTH_A_COMMIT_BYTES || age >= FOLLOWED_MAX_BATCH_MS);
      if (everything || pending.urgent || followedDue || age >= QUIET_BATCH_MS) {
        due.push(pending);
        this.pending.delete(id);
      }
    }
    if (due.length === 0) {
      if (this.pending.size > 0) this.arm();
      return;
    }
    const rows = due.flatMap((p) => p.rows);
    const last = new Map<string, number>();
    for (const row of rows) last.set(row.generationId, Math.max(last.get(row.generationId) ?? -1, row.seq));
    const payloads = notifyPayloads([...last].map(([id, seq]) => `${id}:${seq}`));
    this.inFlight = (async () => {
      try {
        // One statement: the rows (skipping any whose generation was deleted meanwhile) and the wake-ups.
        await this.db.execute(sql`
          with stored as (
            insert into ${generationChunks} (generation_id, seq, epoch, kind, body, progress)
            select r.generation_id, r.seq, r.epoch, r.kind, r.body, r.progress
            from json_to_recordset(${JSON.stringify(rows.map(toRecord))}::json)
              as r(generation_id text, seq int, epoch int, kind text, body text, progress smallint)
            where exists (select 1 from generations g where g.id = r.generation_id)
            on conflict do nothing
            returning 1
          )
          select pg_notify(${CHUNKS_CHANNEL}, p) from json_array_elements_text(${JSON.stringify(payloads)}::json) as p`);
      } catch (err) {
        this.log.warn({ err, generations: last.size }, 'could not store generation progress');
      }
      for (const pending of due) for (const done of pending.stored) done();
    })();
    try {
      await this.inFlight;
    } finally {
      this.inFlight = null;
      if (this.pending.size > 0) this.arm();
    }
  }
}

const toRecord = (row: ChunkRow) => ({
  generation_id: row.generationId,
  seq: row.seq,
  epoch: row.epoch,
  kind: row.kind,
  body: row.body,
  progress: row.progress,
});

type Wake = () => void;

/**
 * This process's ear on the two channels: wakes local subscribers of jobs running elsewhere, tells
 * the writer which of its jobs are followed, and reads new chunks for many subscribers at once.
 */
export class ChunkFeed {
  private readonly waiting = new Map<string, Set<Wake>>();
  private stops: (() => Promise<void>)[] = [];
  private batch: { requests: { id: string; after: number; resolve: (read: StreamRead) => void; reject: (e: unknown) => void }[] } | null = null;
  /** Whether NOTIFY reaches this process (else subscribers poll quickly). */
  listening = false;

  constructor(
    private readonly handle: Pick<DatabaseHandle, 'db' | 'listen'>,
    private readonly writer: ChunkWriter,
    private readonly log: Logger,
  ) {}

  async start(): Promise<void> {
    try {
      this.stops.push(
        await this.handle.listen(CHUNKS_CHANNEL, (payload) => {
          for (const entry of payload.split(' ')) {
            const id = entry.slice(0, entry.lastIndexOf(':'));
            for (const wake of this.waiting.get(id) ?? []) wake();
          }
        }),
      );
      this.stops.push(await this.handle.listen(WATCH_CHANNEL, (id) => this.writer.followed(id)));
      this.listening = true;
    } catch (err) {
      this.log.warn({ err }, 'could not listen for generation progress; subscribers poll instead');
    }
  }

  async stop(): Promise<void> {
    const stops = this.stops;
    this.stops = [];
    this.listening = false;
    await Promise.allSettled(stops.map((stop) => stop()));
  }

  /** Calls `wake` whenever the job's stream grows or ends; returns the unsubscribe function. */
  wakeOn(id: string, wake: Wake): () => void {
    let set = this.waiting.get(id);
    if (!set) this.waiting.set(id, (set = new Set()));
    set.add(wake);
    return () => {
      set.delete(wake);
      if (set.size === 0) this.waiting.delete(id);
    };
  }

  /** Tells the process running the job that a subscriber here follows it. */
  async follow(id: string): Promise<void> {
    await this.handle.db.execute(sql`select pg_notify(${WATCH_CHANNEL}, ${id})`);
  }

  /**
   * The job's chunks after `after`, and whether it is still running, read together with every
   * other request made in the same tick.
   */
  read(id: string, after: number): Promise<StreamRead> {
    return new Promise((resolve, reject) => {
      if (!this.batch) {
        const batch: NonNullable<ChunkFeed['batch']> = { requests: [] };
        this.batch = batch;
        setImmediate(() => {
          this.batch = null;
          void this.run(batch.requests);
        });
      }
      this.batch.requests.push({ id, after, resolve, reject });
    });
  }

  private async run(requests: NonNullable<ChunkFeed['batch']>['requests']) {
    const cursors = new Map<string, number>();
    for (const r of requests) cursors.set(r.id, Math.min(cursors.get(r.id) ?? r.after, r.after));
    try {
      const { rows, running } = await readStreams(this.handle.db, [...cursors].map(([id, after]) => ({ id, after })));
      for (const r of requests) {
        r.resolve({ rows: rows.filter((row) => row.generationId === r.id && row.seq > r.after), running: running.has(r.id) });
      }
    } catch (err) {
      for (const r of requests) r.reject(err);
    }
  }
}

export interface StreamRead {
  rows: ChunkRow[];
  /** False once the job has finished (its result is in its row; the rows are what was left to read). */
  running: boolean;
}

/** Each job's chunks after its cursor, in order, and which of the jobs are still running. */
export async function readStreams(db: Database, cursors: { id: string; after: number }[]): Promise<{ rows: ChunkRow[]; running: Set<string> }> {
  if (cursors.length === 0) return { rows: [], running: new Set() };
  const result = await db.execute(sql`
    select w.id, g.status, c.seq, c.epoch, c.kind, c.body, c.progress
    from json_to_recordset(${JSON.stringify(cursors)}::json) as w(id text, after int)
    join ${generations} g on g.id = w.id
    left join ${generationChunks} c on c.generation_id = w.id and c.seq > w.after
    order by w.id, c.seq`);
  const running = new Set<string>();
  const rows: ChunkRow[] = [];
  for (const r of rowsOf(result)) {
    if (r.status === 'running') running.add(String(r.id));
    if (r.seq === null || r.seq === undefined) continue;
    rows.push({ generationId: String(r.id), seq: Number(r.seq), epoch: Number(r.epoch), kind: r.kind as ChunkKind, body: String(r.body), progress: Number(r.progress) });
  }
  return { rows, running };
}


/**
 * Drops the streams of jobs finished a while ago — long enough for every subscriber to read to the
 * end first (the result itself is in the job's row) — and of generations deleted since.
 */
export async function dropFinishedStreams(db: Database, olderThanMs = 60_000): Promise<void> {
  await db.execute(sql`
    delete from ${generationChunks} c
    where not exists (
      select 1 from ${generations} g
      where g.id = c.generation_id
        and (g.status = 'running' or g.finished_at >= now() - (${olderThanMs} * interval '1 millisecond')))`);
}

/** The chunks of each job after its cursor, in order. */
export async function readChunks(db: Database, cursors: { id: string; after: number }[]): Promise<ChunkRow[]> {
  if (cursors.length === 0) return [];
  const result = await db.execute(sql`
    select c.generation_id, c.seq, c.epoch, c.kind, c.body, c.progress
    from ${generationChunks} c
    join json_to_recordset(${JSON.stringify(cursors)}::json) as w(id text, after int)
      on c.generation_id = w.id and c.seq > w.after
    order by c.generation_id, c.seq`);
  return rowsOf(result).map((r) => ({
    generationId: String(r.generation_id),
    seq: Number(r.seq),
    epoch: Number(r.epoch),
    kind: r.kind as ChunkKind,
    body: String(r.body),
    progress: Number(r.progress),
  }));
}
