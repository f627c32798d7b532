// A running generation's stream in the database: appended in batches by the process that runs the
// job (chunk-writer.ts: one statement per batch for every job of the process), read from a cursor
// by subscribers on other processes, who are woken by NOTIFY instead of polling (chunk-feed.ts).
//
// What it costs: the table is UNLOGGED (a restarted job rewrites its stream at a new epoch, so the
// buffer needs no write-ahead log), and a batch is one statement — one commit record whatever it
// holds. Text waits up to a second for its batch unless a subscriber on another process follows
// the job (it says so on the watch channel): then its batch goes out within FOLLOWED_BATCH_MS.
import { generationChunks, generations, rowsOf, sql, type Database } from '@pitchcraft/db';

/**
 * Wakes subscribers: payload "id:seq id:seq …" (the last seq stored), or "id:end" when a job
 * finished; or, for the jobs followed from another process, the stored rows themselves (a JSON
 * list of carried rows, see `carriedPayloads`), so their subscribers need not read them back.
 * A finished job's stream stays a minute, so a subscriber behind reads it to the end.
 */
export const CHUNKS_CHANNEL = 'pitchcraft_generation';
/** A subscriber on another process following a job: payload is the generation id. */
export const WATCH_CHANNEL = 'pitchcraft_generation_watch';

/**
 * How often the pending rows of followed jobs are looked at (one batch in flight at a time): half
 * of it is what a chunk waits on average. 30 ms rather than 50: with 200 generations at once, the
 * median chunk arrives 10 ms sooner and the slowest no later, on an idle machine and with other
 * work taking 70% of a core (bench/RESULTS.md), for about 5 more batches a second per process.
 */
export const FOLLOWED_BATCH_MS = 30;
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

/**
 * A stored row carried in a notification: `from` is the job's previous stored row's seq, so a
 * reader knows the rows it holds follow one another with nothing stored between them.
 */
export interface CarriedRow extends ChunkRow {
  from: number;
}

type CarriedEntry = [
  id: string,
  from: number,
  seq: number,
  epoch: number,
  kind: ChunkKind,
  body: string,
  progress: number,
];

const carriedEntry = (row: CarriedRow): string =>
  JSON.stringify([
    row.generationId,
    row.from,
    row.seq,
    row.epoch,
    row.kind,
    row.body,
    row.progress,
  ] satisfies CarriedEntry);

/**
 * The rows as JSON-list payloads under the NOTIFY limit, in order; a row too large to carry is
 * returned in `tooLarge` (its job's subscribers are woken to read it instead).
 */
export function carriedPayloads(rows: readonly CarriedRow[]): {
  payloads: string[];
  tooLarge: CarriedRow[];
} {
  const payloads: string[] = [];
  const tooLarge: CarriedRow[] = [];
  let current: string[] = [];
  let size = 2;
  for (const row of rows) {
    const entry = carriedEntry(row);
    const bytes = Buffer.byteLength(entry);
    if (bytes + 2 > NOTIFY_PAYLOAD_BYTES) {
      tooLarge.push(row);
      continue;
    }
    if (current.length > 0 && size + bytes + 1 > NOTIFY_PAYLOAD_BYTES) {
      payloads.push(`[${current.join(',')}]`);
      current = [];
      size = 2;
    }
    current.push(entry);
    size += bytes + 1;
  }
  if (current.length > 0) payloads.push(`[${current.join(',')}]`);
  return { payloads, tooLarge };
}

export interface StreamNotice {
  /** Jobs whose stream grew (read it) or ended. */
  woken: string[];
  ended: string[];
  carried: CarriedRow[];
}

const CHUNK_KINDS: readonly string[] = ['text', 'section', 'notice'] satisfies ChunkKind[];

function isCarriedEntry(value: unknown): value is CarriedEntry {
  return (
    Array.isArray(value) &&
    value.length === 7 &&
    typeof value[0] === 'string' &&
    Number.isInteger(value[1]) &&
    Number.isInteger(value[2]) &&
    Number.isInteger(value[3]) &&
    CHUNK_KINDS.includes(String(value[4])) &&
    typeof value[5] === 'string' &&
    typeof value[6] === 'number'
  );
}

/** Reads a notification on the chunks channel (either form); anything unreadable wakes no one. */
export function readStreamNotice(payload: string): StreamNotice {
  const notice: StreamNotice = { woken: [], ended: [], carried: [] };
  if (payload.startsWith('[')) {
    let entries: unknown;
    try {
      entries = JSON.parse(payload);
    } catch {
      return notice;
    }
    if (!Array.isArray(entries)) return notice;
    for (const entry of entries) {
      if (!isCarriedEntry(entry)) continue;
      const [generationId, from, seq, epoch, kind, body, progress] = entry;
      notice.carried.push({ generationId, from, seq, epoch, kind, body, progress });
    }
    return notice;
  }
  for (const entry of payload.split(' ')) {
    const colon = entry.lastIndexOf(':');
    if (colon <= 0) continue;
    const id = entry.slice(0, colon);
    if (entry.slice(colon + 1) === 'end') notice.ended.push(id);
    else notice.woken.push(id);
  }
  return notice;
}

export interface StreamRead {
  rows: ChunkRow[];
  /** False once the job has finished (its result is in its row; the rows are what was left to read). */
  running: boolean;
}

/** Where a follower stands in a job's stream: it has every row up to seq `after` (-1: none). */
export interface StreamCursor {
  id: string;
  after: number;
}

/**
 * One cursor's chunks, read through the primary key. As a lateral subquery with its own order it
 * is run once per cursor: joined plainly, the planner (which expects a hundred cursors from the
 * JSON) read every running job's stream in full to pick out the few new rows, 6 ms a read with
 * 200 jobs streaming.
 */
const chunksAfterCursor = sql`
  select c.seq, c.epoch, c.kind, c.body, c.progress
  from ${generationChunks} c
  where c.generation_id = w.id and c.seq > w.after
  order by c.seq`;

/** Each job's chunks after its cursor, in order, and which of the jobs are still running. */
export const readStreamsQuery = (cursors: StreamCursor[]) => sql`
    select w.id, g.status, c.seq, c.epoch, c.kind, c.body, c.progress
    from json_to_recordset(${JSON.stringify(cursors)}::json) as w(id text, after int)
    join ${generations} g on g.id = w.id
    left join lateral (${chunksAfterCursor}) c on true
    order by w.id, c.seq`;

export async function readStreams(
  db: Database,
  cursors: StreamCursor[],
): Promise<{ rows: ChunkRow[]; running: Set<string> }> {
  if (cursors.length === 0) return { rows: [], running: new Set() };
  const result = await db.execute(readStreamsQuery(cursors));
  const running = new Set<string>();
  const rows: ChunkRow[] = [];
  for (const r of rowsOf(result)) {
    if (r.status === 'running') running.add(String(r.id));
    if (r.seq === null || r.seq === undefined) continue;
    rows.push({
      generationId: String(r.id),
      seq: Number(r.seq),
      epoch: Number(r.epoch),
      kind: r.kind as ChunkKind,
      body: String(r.body),
      progress: Number(r.progress),
    });
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

export const readChunksQuery = (cursors: StreamCursor[]) => sql`
    select w.id as generation_id, c.seq, c.epoch, c.kind, c.body, c.progress
    from json_to_recordset(${JSON.stringify(cursors)}::json) as w(id text, after int)
    join lateral (${chunksAfterCursor}) c on true
    order by w.id, c.seq`;

/** The chunks of each job after its cursor, in order. */
export async function readChunks(db: Database, cursors: StreamCursor[]): Promise<ChunkRow[]> {
  if (cursors.length === 0) return [];
  const result = await db.execute(readChunksQuery(cursors));
  return rowsOf(result).map((r) => ({
    generationId: String(r.generation_id),
    seq: Number(r.seq),
    epoch: Number(r.epoch),
    kind: r.kind as ChunkKind,
    body: String(r.body),
    progress: Number(r.progress),
  }));
}
