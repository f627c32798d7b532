// Stores the chunks of every job running in this process, in one statement per batch: quickly for
// a job a subscriber elsewhere follows (once the batch is worth its commit record), once a second
// otherwise; one batch in flight at a time.
import { generationChunks, sql, type Database } from '@pitchcraft/db';

import type { Logger } from '../logger';
import {
  carriedPayloads,
  CHUNKS_CHANNEL,
  FOLLOWED_BATCH_MS,
  FOLLOWED_MAX_BATCH_MS,
  notifyPayloads,
  QUIET_BATCH_MS,
  WORTH_A_COMMIT_BYTES,
  type CarriedRow,
  type ChunkRow,
} from './live-stream';

/** A follower that stopped renewing (WATCH_RENEW_MS) no longer keeps the job's batches quick after this. */
const WATCH_LAPSE_MS = 25_000;
/** A new job is treated as followed this long: its follower, if any, has said so by then. */
const NEW_JOB_FOLLOWED_MS = 5_000;

interface Pending {
  rows: ChunkRow[];
  since: number;
  /** Characters of text pending. */
  chars: number;
  urgent: boolean;
  stored: (() => void)[];
}

/** Stores the chunks of every job running in this process, in one statement per batch. */
export class ChunkWriter {
  private readonly pending = new Map<string, Pending>();
  private readonly followedUntil = new Map<string, number>();
  /** Each job's last stored row's seq: where the next carried rows follow on. */
  private readonly lastStored = new Map<string, number>();
  private timer: NodeJS.Timeout | null = null;
  /** The batch being stored, if any. */
  private inFlight: Promise<void> | null = null;
  /** When the pending rows were last looked at: the next look is FOLLOWED_BATCH_MS after it. */
  private lastLook = 0;

  constructor(
    private readonly db: Database,
    private readonly log: Logger,
  ) {}

  /** A subscriber on another process follows this job: its text goes out in quick batches. */
  followed(generationId: string): void {
    this.followedUntil.set(generationId, Date.now() + WATCH_LAPSE_MS);
  }

  /**
   * A job starts, its stream stored up to seq `storedUpTo` (-1: nothing yet). The browser that
   * started it opens its stream at once, on this process or another, so its first text goes out
   * in quick batches until that follower's watch would have arrived; only then does a job nobody
   * follows elsewhere fall back to a batch a second. Knowing where the stored rows end, its very
   * first batch travels in the notification too: a follower elsewhere need not read it back.
   */
  starting(generationId: string, storedUpTo: number): void {
    const until = Date.now() + NEW_JOB_FOLLOWED_MS;
    if ((this.followedUntil.get(generationId) ?? 0) < until)
      this.followedUntil.set(generationId, until);
    if (!this.pending.has(generationId)) this.lastStored.set(generationId, storedUpTo);
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

  /**
   * Stores one job's pending rows with the next quick batch (a job finishing): flushing everything
   * for each of many jobs finishing together would cut every other job's batches short too.
   */
  async flushJob(generationId: string): Promise<void> {
    const pending = this.pending.get(generationId);
    if (pending) {
      return new Promise<void>((resolve) => {
        pending.urgent = true;
        pending.stored.push(resolve);
        this.arm();
      });
    }
    // Its last rows may be in the batch in flight.
    if (this.inFlight) await this.inFlight;
  }

  forget(generationId: string): void {
    this.followedUntil.delete(generationId);
    this.lastStored.delete(generationId);
  }

  /**
   * The batch's wake-ups: a followed job's rows travel in the notification itself (its subscribers
   * elsewhere then read nothing back), once this process knows where they follow on; other jobs'
   * subscribers, and rows too large to carry, are woken to read.
   */
  private notifications(
    rows: readonly ChunkRow[],
    last: ReadonlyMap<string, number>,
    followed: ReadonlySet<string>,
  ): string[] {
    const carried: CarriedRow[] = [];
    const woken = new Set<string>();
    const previous = new Map<string, number>();
    for (const row of rows) {
      const from = previous.get(row.generationId) ?? this.lastStored.get(row.generationId);
      previous.set(row.generationId, row.seq);
      if (followed.has(row.generationId) && from !== undefined) carried.push({ ...row, from });
      else woken.add(row.generationId);
    }
    const { payloads, tooLarge } = carriedPayloads(carried);
    for (const row of tooLarge) woken.add(row.generationId);
    return [...payloads, ...notifyPayloads([...woken].map((id) => `${id}:${last.get(id) ?? 0}`))];
  }

  private arm() {
    if (this.timer || this.inFlight) return;
    // Measured from the last look, not from the end of the last batch: a batch's own time in the
    // database does not add to the next one's wait.
    this.timer = setTimeout(
      () => {
        this.timer = null;
        void this.flush(false);
      },
      Math.max(0, this.lastLook + FOLLOWED_BATCH_MS - Date.now()),
    );
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
    this.lastLook = now;
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
      const followedDue =
        followed.has(id) && (followedChars >= WORTH_A_COMMIT_BYTES || age >= FOLLOWED_MAX_BATCH_MS);
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
    for (const row of rows)
      last.set(row.generationId, Math.max(last.get(row.generationId) ?? -1, row.seq));
    const payloads = this.notifications(rows, last, followed);
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
        for (const [id, seq] of last) this.lastStored.set(id, seq);
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
