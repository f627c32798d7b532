// Generation jobs: durable, so progress survives a page reload or a reconnect, a subscriber on
// another server process reads the same state, and a crashed job is detected and ended.
import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

import { sessions, users } from './accounts';

/** The stored shape of `generations.input`; the API's zod schema (ZStoredGenerationInput) gives it meaning. */
export interface StoredGenerationInput {
  client: Record<string, unknown>;
  strategy?: Record<string, unknown>;
  analysis?: unknown;
  clientId?: string | null;
  presentationId?: string;
  brand?: unknown;
  now?: string;
  keySource?: 'advisor' | 'server';
}

export const generations = pgTable(
  'generations',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<'running' | 'succeeded' | 'failed'>().notNull().default('running'),
    provider: text('provider').notNull(),
    progress: integer('progress').notNull().default(0),
    message: text('message').notNull().default('Initializing...'),
    /** What a failed job had written (kept for diagnosis); while running, the stream is in generation_chunks. */
    partialText: text('partial_text').notNull().default(''),
    /**
     * The epoch a restarted stream begins at: bumped when a job is started again on another process
     * (the chunks carry the epoch of each vendor retry), so readers drop what they had.
     */
    streamEpoch: integer('stream_epoch').notNull().default(0),
    notice: jsonb('notice').$type<{ title: string; description: string; at: string } | null>(),
    html: text('html'),
    /** The document of sections: the completed ones while running, the whole document once done. */
    document: jsonb('document').$type<Record<string, unknown>>(),
    error: text('error'),
    errorReason: text('error_reason'),
    /**
     * What the job writes: null for a whole presentation; for one section of a saved
     * presentation, { kind: 'section', presentationId, sectionId, instruction }.
     */
    target: jsonb('target').$type<{
      kind: 'section';
      presentationId: string;
      sectionId: string;
      instruction: string;
    } | null>(),
    /**
     * What the presentation was generated from (never the AI key), as the API's
     * ZStoredGenerationInput describes it: written through that schema's input type, parsed with it
     * on every read.
     */
    input: jsonb('input').$type<StoredGenerationInput>().notNull(),
    inputTokens: bigint('input_tokens', { mode: 'number' }),
    outputTokens: bigint('output_tokens', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('generations_user_created_idx').on(t.userId, t.createdAt.desc())],
);

/**
 * A running generation's stream as it grows, appended and never rewritten: text in batches, each
 * completed section, retry notices. Read by subscribers on other processes (woken by NOTIFY) from
 * their cursor on; deleted when the job finishes (its result is one row of `generations`).
 * UNLOGGED (migration 0009): it is a live buffer that a restarted job rewrites from scratch at a
 * new epoch, so it needs no write-ahead log (PostgreSQL empties it after a crash).
 */
export const generationChunks = pgTable(
  'generation_chunks',
  {
    // No foreign key: its check would lock the generation's (logged) row for every batch, writing
    // WAL for each. Rows are stored only for an existing generation (the batch checks), and the
    // sweep drops those of generations deleted since (dropFinishedStreams).
    generationId: text('generation_id').notNull(),
    seq: integer('seq').notNull(),
    epoch: integer('epoch').notNull(),
    /** text | section (a stored document section, JSON) | notice (JSON) */
    kind: text('kind').$type<'text' | 'section' | 'notice'>().notNull(),
    body: text('body').notNull(),
    progress: smallint('progress').notNull(),
  },
  (t) => [primaryKey({ columns: [t.generationId, t.seq] })],
);

/**
 * The generation event streams open right now, per session, on any server process: a session may
 * hold a few (the oldest is closed past the limit), and signing out (which deletes the session)
 * removes its rows, which ends its streams wherever they run.
 */
export const generationStreams = pgTable(
  'generation_streams',
  {
    id: text('id').primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    // clock_timestamp(): two streams opened in one transaction still have an order.
    openedAt: timestamp('opened_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [index('generation_streams_session_idx').on(t.sessionId, t.openedAt)],
);
