// Fixed-window counters kept in the database, so every server process shares one limit.
import { rowsOf, sql, type Database } from '@pitchcraft/db';
import { AppError } from '../errors';

export interface RateLimitRule {
  /** Counter namespace and identity, e.g. `signin:ip:127.0.0.1`. */
  key: string;
  limit: number;
  windowMs: number;
}

export interface RateLimiter {
  /** Counts one hit; throws TOO_MANY_REQUESTS once the window's limit is passed. */
  consume(rule: RateLimitRule, message?: string): Promise<void>;
  /** Throws when the limit is already reached, without counting (for counting failures only). */
  assertAvailable(rule: RateLimitRule, message?: string): Promise<void>;
  reset(key: string): Promise<void>;
}

const DEFAULT_MESSAGE = 'Too many attempts. Please wait a moment and try again.';

export function createRateLimiter(db: Database, options: { disabled?: boolean; scale?: number } = {}): RateLimiter {
  // Every limit times `scale`: for environments where all browsers share one address (browser tests).
  const limitOf = (rule: RateLimitRule) => rule.limit * (options.scale ?? 1);
  const tooMany = (resetAt: Date, message: string) =>
    new AppError('TOO_MANY_REQUESTS', message, {
      retryAfterSeconds: Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000)),
    });

  return {
    async consume(rule, message = DEFAULT_MESSAGE) {
      if (options.disabled) return;
      const result = await db.execute(sql`
        insert into rate_limits (key, count, reset_at)
        values (${rule.key}, 1, now() + (${rule.windowMs} * interval '1 millisecond'))
        on conflict (key) do update set
          count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
          reset_at = case when rate_limits.reset_at <= now()
            then now() + (${rule.windowMs} * interval '1 millisecond') else rate_limits.reset_at end
        returning count, reset_at`);
      const row = rowsOf<{ count: number; reset_at: string | Date }>(result)[0];
      if (row && Number(row.count) > limitOf(rule)) throw tooMany(new Date(row.reset_at), message);
    },
    async assertAvailable(rule, message = DEFAULT_MESSAGE) {
      if (options.disabled) return;
      const result = await db.execute(sql`select count, reset_at from rate_limits where key = ${rule.key} and reset_at > now()`);
      const row = rowsOf<{ count: number; reset_at: string | Date }>(result)[0];
      if (row && Number(row.count) >= limitOf(rule)) throw tooMany(new Date(row.reset_at), message);
    },
    async reset(key) {
      await db.execute(sql`delete from rate_limits where key = ${key}`);
    },
  };
}
