/**
 * A small interface over rate-limiter-flexible, so callers neither know nor care which store counts. PostgreSQL is the
 * store in production (one table shared by every server process, docs/decisions.md §11 Throttling).
 */
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { MikroORM } from '@mikro-orm/postgresql';

/** The outcome of one request against a budget. */
export interface LimitResult {
  allowed: boolean;
  /** Points per window. */
  limit: number;
  /** Points left: after this request when it was allowed, as before it when it was refused (a refusal costs nothing). */
  remaining: number;
  /** Seconds until the window starts again. */
  resetSeconds: number;
}

/** Something that counts points per key: a request takes its points, or is refused and takes none. */
export interface Limiter {
  consume(key: string, points?: number): Promise<LimitResult>;
  /** Gives back points taken by an allowed consume (another budget refused the same request). */
  refund(key: string, points: number): Promise<void>;
}

/** Budget of `points` points per `durationSeconds`, counted in the PostgreSQL table `tableName` (made by a migration). */
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
  const result = (res: RateLimiterRes, allowed: boolean, remaining = res.remainingPoints): LimitResult => ({
    allowed,
    limit: opts.points,
    remaining: Math.max(0, Math.min(opts.points, remaining)),
    resetSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
  });
  return {
    async consume(key, points = 1) {
      try {
        return result(await limiter.consume(key, points), true);
      } catch (err) {
        // The library rejects with a RateLimiterRes when the budget is spent, and with an Error when the store fails.
        if (!(err instanceof RateLimiterRes)) throw err;
        // The store counted the refused points: they are given back, so a refusal costs nothing.
        await limiter.reward(key, points);
        return result(err, false, opts.points - (err.consumedPoints - points));
      }
    },
    async refund(key, points) {
      await limiter.reward(key, points);
    },
  };
}
