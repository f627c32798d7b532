// Fixed-window counters kept in the database, so every server process shares one limit.
//
// Every limit counts before it works: an attempt takes its slot in one atomic upsert, and only an
// attempt that got a slot in every rule goes on to the password, passcode or send. A burst of
// requests arriving together therefore cannot all pass a check made before any of them counted.
import { rowsOf, sql, type Database } from '@pitchcraft/db';

import { AppError } from '../errors';

export interface RateLimitRule {
  /** Counter namespace and identity, e.g. `signin:ip:127.0.0.1`. */
  key: string;
  limit: number;
  windowMs: number;
  /** What the refused caller is told; the limiter's default otherwise. */
  message?: string;
}

/** Slots held by one attempt; a limit that counts only failures gives them back on success. */
export interface Reservation {
  refund(): Promise<void>;
}

export interface RateLimiter {
  /** Counts one hit; throws TOO_MANY_REQUESTS once the window's limit is passed. */
  consume(rule: RateLimitRule, message?: string): Promise<void>;
  /**
   * Takes one slot in every rule before the attempt is checked, or throws TOO_MANY_REQUESTS (with
   * the first full rule's message) and holds nothing. Call `refund()` when the attempt succeeded
   * and the limit counts failures only.
   */
  reserve(rules: readonly RateLimitRule[]): Promise<Reservation>;
  reset(key: string): Promise<void>;
}

export const DEFAULT_RATE_LIMIT_MESSAGE = 'Too many attempts. Please wait a moment and try again.';

interface Slot {
  key: string;
  count: number;
  resetAt: Date;
  /** The window's end exactly as the database holds it (microseconds), so a refund finds it. */
  window: string;
}

const NO_RESERVATION: Reservation = { refund: () => Promise.resolve() };

export function createRateLimiter(
  db: Database,
  options: { disabled?: boolean; scale?: number } = {},
): RateLimiter {
  // Every limit times `scale`: for environments where all browsers share one address (browser tests).
  const limitOf = (rule: RateLimitRule) => rule.limit * (options.scale ?? 1);
  const tooMany = (resetAt: Date, message: string) =>
    new AppError('TOO_MANY_REQUESTS', message, {
      retryAfterSeconds: Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000)),
    });

  /** One atomic increment per rule, in one statement: a new window starts at 1. */
  async function take(rules: readonly RateLimitRule[]): Promise<Slot[]> {
    const values = sql.join(
      rules.map(
        (rule) => sql`(${rule.key}, 1, now() + (${rule.windowMs} * interval '1 millisecond'))`,
      ),
      sql`, `,
    );
    const result = await db.execute(sql`
      insert into rate_limits (key, count, reset_at)
      select key, count, reset_at from (values ${values}) as v(key, count, reset_at)
      on conflict (key) do update set
        count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
        reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
      returning key, count, reset_at, reset_at::text as window`);
    return rowsOf<{ key: string; count: number; reset_at: string | Date; window: string }>(
      result,
    ).map((row) => ({
      key: row.key,
      count: Number(row.count),
      resetAt: new Date(row.reset_at),
      window: row.window,
    }));
  }

  /** Gives slots back to the windows they were taken from (never into a newer window). */
  async function giveBack(slots: readonly Slot[]): Promise<void> {
    for (const slot of slots) {
      await db.execute(sql`
        update rate_limits set count = count - 1
        where key = ${slot.key} and reset_at::text = ${slot.window} and count > 0`);
    }
  }

  return {
    async consume(rule, message) {
      if (options.disabled) return;
      const [slot] = await take([rule]);
      if (slot && slot.count > limitOf(rule))
        throw tooMany(slot.resetAt, message ?? rule.message ?? DEFAULT_RATE_LIMIT_MESSAGE);
    },
    async reserve(rules) {
      if (options.disabled || rules.length === 0) return NO_RESERVATION;
      if (new Set(rules.map((r) => r.key)).size !== rules.length)
        throw new Error('A reservation names each counter once');
      const slots = await take(rules);
      const full = rules
        .map((rule) => ({ rule, slot: slots.find((s) => s.key === rule.key) }))
        .find(({ rule, slot }) => slot !== undefined && slot.count > limitOf(rule));
      if (full?.slot) {
        // A refused attempt was never checked, so it holds nothing: no rule counts it.
        await giveBack(slots);
        throw tooMany(full.slot.resetAt, full.rule.message ?? DEFAULT_RATE_LIMIT_MESSAGE);
      }
      let held = true;
      return {
        async refund() {
          if (!held) return;
          held = false;
          await giveBack(slots);
        },
      };
    },
    async reset(key) {
      await db.execute(sql`delete from rate_limits where key = ${key}`);
    },
  };
}
