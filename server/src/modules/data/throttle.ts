/**
 * The throttle of password-reset requests. `Limiter` is the small interface the shared PostgreSQL limiter
 * (rate-limiter-flexible, DESIGN.md "Throttling") plugs into; until then a per-process window stands in.
 */
import { AppError } from '../../common/errors';

/** Counts one attempt under `key`; throws TOO_MANY_ATTEMPTS when the key's budget is spent. */
export interface Limiter {
  consume(key: string): Promise<void>;
}

/** A fixed window of `points` attempts per `seconds`, kept in this process's memory. */
export class MemoryLimiter implements Limiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(private readonly points: number, private readonly seconds: number) {}

  /** Counts one attempt; refuses once the window holds `points` of them. */
  async consume(key: string): Promise<void> {
    const now = Date.now();
    const span = this.seconds * 1000;
    let w = this.windows.get(key);
    if (!w || now - w.start >= span) {
      w = { start: now, count: 0 };
      this.windows.set(key, w);
      // Forget finished windows now and then, so the map stays small.
      if (this.windows.size > 10_000) for (const [k, v] of this.windows) if (now - v.start >= span) this.windows.delete(k);
    }
    w.count += 1;
    if (w.count > this.points) {
      const minutes = Math.max(1, Math.ceil((w.start + span - now) / 60000));
      throw new AppError('TOO_MANY_ATTEMPTS', `Too many attempts. Try again in ${minutes} minute${minutes > 1 ? 's' : ''}`, { values: { minutes } });
    }
  }
}
