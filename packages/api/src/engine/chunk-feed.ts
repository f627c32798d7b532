// This process's ear on the stream channels: wakes local subscribers of jobs running elsewhere,
// tells the writer which of its jobs are followed, and reads new chunks for many subscribers at once.
import { sql, type DatabaseHandle } from '@pitchcraft/db';

import type { Logger } from '../logger';
import type { ChunkWriter } from './chunk-writer';
import {
  CHUNKS_CHANNEL,
  readStreamNotice,
  readStreams,
  WATCH_CHANNEL,
  type CarriedRow,
  type ChunkRow,
  type StreamRead,
} from './live-stream';

/** A job's carried rows are kept up to this much text; a subscriber further behind reads the table. */
const MAX_CARRIED_CHARS = 256 * 1024;

const toChunkRow = ({ generationId, seq, epoch, kind, body, progress }: CarriedRow): ChunkRow => ({
  generationId,
  seq,
  epoch,
  kind,
  body,
  progress,
});

type Wake = () => void;

/** The index of the first row after seq `after` (rows in seq order): a follower reads only its few new rows. */
function firstAfter(rows: readonly CarriedRow[], after: number): number {
  let low = 0;
  let high = rows.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((rows[middle]?.seq ?? Infinity) > after) high = middle;
    else low = middle + 1;
  }
  return low;
}

/**
 * This process's ear on the two channels: wakes local subscribers of jobs running elsewhere, tells
 * the writer which of its jobs are followed, and reads new chunks for many subscribers at once.
 */
export class ChunkFeed {
  private readonly waiting = new Map<string, Set<Wake>>();
  private stops: (() => Promise<void>)[] = [];
  /**
   * Rows carried in notifications for the jobs followed here, one unbroken run per job: every row
   * stored after `from` up to `upTo`.
   */
  private readonly carried = new Map<
    string,
    { from: number; upTo: number; rows: CarriedRow[]; chars: number }
  >();
  private batch: {
    requests: {
      id: string;
      after: number;
      resolve: (read: StreamRead) => void;
      reject: (e: unknown) => void;
    }[];
  } | null = null;
  /** Whether NOTIFY reaches this process (else subscribers poll quickly). */
  listening = false;

  constructor(
    private readonly handle: Pick<DatabaseHandle, 'db' | 'listen'>,
    private readonly writer: ChunkWriter,
    private readonly log: Logger,
  ) {}

  async start(): Promise<void> {
    try {
      this.stops.push(await this.handle.listen(CHUNKS_CHANNEL, (payload) => this.heard(payload)));
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
      if (set.size > 0) return;
      this.waiting.delete(id);
      this.carried.delete(id);
    };
  }

  private heard(payload: string): void {
    const notice = readStreamNotice(payload);
    const woken = new Set([...notice.woken, ...notice.ended]);
    for (const id of notice.ended) this.carried.delete(id);
    for (const row of notice.carried) {
      // Kept only while someone here follows the job.
      if (!this.waiting.has(row.generationId)) continue;
      woken.add(row.generationId);
      const held = this.carried.get(row.generationId);
      if (held?.upTo === row.from) {
        held.rows.push(row);
        held.upTo = row.seq;
        held.chars += row.body.length;
        while (held.chars > MAX_CARRIED_CHARS && held.rows.length > 1) {
          const dropped = held.rows.shift();
          if (!dropped) break;
          held.from = dropped.seq;
          held.chars -= dropped.body.length;
        }
      } else {
        this.carried.set(row.generationId, {
          from: row.from,
          upTo: row.seq,
          rows: [row],
          chars: row.body.length,
        });
      }
    }
    for (const id of woken) for (const wake of this.waiting.get(id) ?? []) wake();
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
    // Everything after the cursor came in notifications: nothing to read back. With nothing new,
    // the table is read (the safety net learns a job ended even if its last notification was lost).
    const held = this.carried.get(id);
    if (held && held.from <= after && after < held.upTo) {
      return Promise.resolve({
        rows: held.rows.slice(firstAfter(held.rows, after)).map(toChunkRow),
        running: true,
      });
    }
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
      const { rows, running } = await readStreams(
        this.handle.db,
        [...cursors].map(([id, after]) => ({ id, after })),
      );
      for (const r of requests) {
        r.resolve({
          rows: rows.filter((row) => row.generationId === r.id && row.seq > r.after),
          running: running.has(r.id),
        });
      }
    } catch (err) {
      for (const r of requests) r.reject(err);
    }
  }
}
