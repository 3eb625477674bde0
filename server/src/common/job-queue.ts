/**
 * The process's one pg-boss instance (a job queue in PostgreSQL, schema `pgboss`), which its queues share: account
 * imports and webhook deliveries. One instance means one pool, one maintenance loop and one graceful stop.
 */
import PgBoss from 'pg-boss';
import { logger } from './logger';

/** Connections of the queue's pool: its workers' polls and the jobs sent outside a transaction. */
const POOL_SIZE = 4;
/** How long a stop waits for the jobs under way before it lets them go (pg-boss retries or expires them). */
const STOP_GRACE_MS = 5000;

/** The running queue and its stop, which waits for the jobs under way (at most STOP_GRACE_MS). */
export interface JobQueue {
  boss: PgBoss;
  stop: () => Promise<void>;
}

/** The queue of this process while it runs: null before it started, once it is stopping, and in scripts. */
let running: PgBoss | null = null;

/** The running queue, for sending jobs; null when none runs (a script, or a process that is stopping). */
export function runningQueue(): PgBoss | null {
  return running;
}

/**
 * Starts pg-boss on the database at `connectionString` (the embedded one or DATABASE_URL), creating its schema on first
 * use. Its stop takes no new job first, then lets the jobs under way finish.
 */
export async function startJobQueue(connectionString: string): Promise<JobQueue> {
  const boss = new PgBoss({ connectionString, max: POOL_SIZE, application_name: 'purlwise-jobs', schedule: false });
  boss.on('error', (err) => logger.warn({ err }, 'job queue error'));
  await boss.start();
  running = boss;
  return {
    boss,
    stop: () => {
      running = null;
      return boss.stop({ graceful: true, timeout: STOP_GRACE_MS, wait: true }).catch(() => undefined);
    },
  };
}

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
