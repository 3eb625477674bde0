/**
 * A small interface over rate-limiter-flexible, so callers neither know nor care which store counts.
 * PostgreSQL is the store in production (one table shared by every server process, DESIGN.md "Throttling").
 */
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { MikroORM } from '@mikro-orm/postgresql';

/** The outcome of one request against a budget. */
export interface LimitResult {
  allowed: boolean;
  /** Requests per window. */
  limit: number;
  remaining: number;
  /** Seconds until the window starts again. */
  resetSeconds: number;
}

/** Something that counts requests per key. */
export interface Limiter {
  consume(key: string): Promise<LimitResult>;
}

/** Budget of `points` requests per `durationSeconds`, counted in the PostgreSQL table `tableName` (made by a migration). */
export function postgresLimiter(orm: MikroORM, opts: { tableName: string; keyPrefix: string; points: number; durationSeconds: number }): Limiter {
  const limiter = new RateLimiterPostgres({
    storeClient: orm.em.getConnection().getKnex(),
    storeType: 'knex',
    tableName: opts.tableName,
    tableCreated: true,
    keyPrefix: opts.keyPrefix,
    points: opts.points,
    duration: opts.durationSeconds,
    // Expired rows are removed by the library's own periodic clean-up.
    clearExpiredByTimeout: true,
  });
  const result = (res: RateLimiterRes, allowed: boolean): LimitResult => ({
    allowed,
    limit: opts.points,
    remaining: Math.max(0, res.remainingPoints),
    resetSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
  });
  return {
    async consume(key) {
      try {
        return result(await limiter.consume(key), true);
      } catch (err) {
        // The library rejects with a RateLimiterRes when the budget is spent, and with an Error when the store fails.
        if (err instanceof RateLimiterRes) return result(err, false);
        throw err;
      }
    },
  };
}
