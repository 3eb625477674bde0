/**
 * Removing bucket objects no row points at. Deleted images: their objects go once the deleting transaction has
 * committed (checked from outside it; a rolled-back deletion keeps them). Crashes between an object upload and
 * its row, or between a commit and the object removal: the orphan sweep, at start-up, on a timer and by
 * `npm run images:sweep`. One process sweeps at a time (an advisory lock).
 */
import type { MikroORM } from '@mikro-orm/postgresql';
import { config } from '../../config';
import { connectionPool } from '../../common/sql/pool';
import { logger } from '../../common/logger';
import { imageBucket } from './image-store';
import { keyOfObject, objectName } from './s3-bucket';

let orm: MikroORM | null = null;
const SWEEP_LOCK = 7_366_016;

async function existingKeys(db: MikroORM, keys: string[]): Promise<Set<string>> {
  if (!keys.length) return new Set();
  const list = keys.map(() => '?').join(', ');
  const rows = await db.em.fork().getConnection().execute<{ key: string }[]>(
    `select storage_key as key from image where storage_key in (${list}) union select public_key from image where public_key in (${list})`, [...keys, ...keys]);
  return new Set(rows.map((r) => r.key));
}

/**
 * Removes the objects of `keys` once no committed row holds them. Called inside the deleting transaction: the
 * check runs from another connection and retries with a growing delay until the commit is visible; a deletion
 * that rolls back keeps its row, so its objects stay (after the last try the sweep is the safety net).
 */
export function removeObjectsAfterCommit(keys: string[]): void {
  const bucket = imageBucket();
  if (!keys.length || !bucket || !orm) return;
  const db = orm;
  let pending = [...keys];
  let delay = 20;
  const attempt = async () => {
    try {
      const still = await existingKeys(db, pending);
      const gone = pending.filter((k) => !still.has(k));
      if (gone.length) await bucket.remove(gone.flatMap((k) => [objectName(k, false), objectName(k, true)]));
      pending = pending.filter((k) => still.has(k));
    } catch (err) {
      logger.warn({ err }, 'image objects not removed yet; the orphan sweep will');
      return;
    }
    delay *= 2;
    if (pending.length && delay < 30_000) setTimeout(() => void attempt(), delay).unref();
  };
  setTimeout(() => void attempt(), delay).unref();
}

/** Deletes objects of keys no row holds, when older than `graceSeconds`. Returns how many keys went. */
export async function sweepOrphans(db: MikroORM, graceSeconds = config.imageSweepGraceSeconds): Promise<number> {
  const bucket = imageBucket();
  if (!bucket) return 0;
  const knex = db.em.getConnection().getKnex();
  const pool = connectionPool(db.em);
  const conn = await pool.acquireConnection();
  let removed = 0;
  try {
    const [{ locked }] = (await knex.raw<{ rows: Array<{ locked: boolean }> }>('select pg_try_advisory_lock(?) as locked', [SWEEP_LOCK]).connection(conn)).rows;
    if (!locked) return 0;
    try {
      const cutoff = Date.now() - graceSeconds * 1000;
      for await (const page of bucket.list()) {
        const old = page.filter((o) => o.lastModified.getTime() <= cutoff);
        const keys = [...new Set(old.map((o) => keyOfObject(o.key)))];
        const live = await existingKeys(db, keys);
        const orphans = old.filter((o) => !live.has(keyOfObject(o.key)));
        if (orphans.length) await bucket.remove(orphans.map((o) => o.key));
        removed += new Set(orphans.map((o) => keyOfObject(o.key))).size;
      }
    } finally {
      await knex.raw('select pg_advisory_unlock(?)', [SWEEP_LOCK]).connection(conn);
    }
  } finally {
    await pool.releaseConnection(conn);
  }
  if (removed) logger.info(`image sweep: removed the objects of ${removed} images no row points at`);
  return removed;
}

/** Remembers the ORM for deferred removals and, with a bucket, sweeps soon after start-up and then on a timer. */
export function startImageSweeper(db: MikroORM): () => void {
  orm = db;
  if (!imageBucket()) return () => undefined;
  const run = () => { sweepOrphans(db).catch((err) => logger.warn({ err }, 'image sweep failed')); };
  const first = setTimeout(run, 30_000);
  const every = setInterval(run, config.imageSweepEverySeconds * 1000);
  first.unref();
  every.unref();
  return () => { clearTimeout(first); clearInterval(every); orm = null; };
}
