/** What the pg-boss queues of this process (imports, webhooks) share. */
import type PgBoss from 'pg-boss';

/** How many times a queue's creation is tried when PostgreSQL picks it as a deadlock's victim. */
const CREATE_ATTEMPTS = 5;

/**
 * Creates the queue `name` if it does not exist. Two servers starting on a fresh database create the same queues at
 * the same moment, and pg-boss's `create_queue` takes its locks in an order that can deadlock: PostgreSQL then aborts
 * one of them (40P01), and that one tries again, by when the other has created the queue (tests/resilience
 * multi-server and first-start start two servers at once).
 */
export async function ensureQueue(boss: PgBoss, name: string, options: Omit<PgBoss.Queue, 'name'> = {}): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await boss.createQueue(name, { name, ...options });
      return;
    } catch (err) {
      if ((err as { code?: string }).code !== '40P01' || attempt >= CREATE_ATTEMPTS) throw err;
    }
  }
}
