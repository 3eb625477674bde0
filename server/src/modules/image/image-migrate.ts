/**
 * Moving image bytes between the stores (`npm run images:migrate -- --to s3|postgres`). Row by row, each move
 * is one atomic update guarded by the row's current state, so the command can be stopped at any moment and run
 * again: it continues with the rows still in the old store. The app may keep serving meanwhile: a row always
 * points at bytes that exist (objects are written before the row points at them, deleted after it stops).
 */
import type { MikroORM } from '@mikro-orm/postgresql';
import { requireBucket } from './image-store';
import { newImageKey, objectName } from './s3-bucket';

/** What a run did. `failed` lists images whose bytes could not be moved (left where they were). */
export interface MigrationReport { moved: number; failed: number[]; remaining: number }

type Execute = <T>(sql: string, params?: unknown[]) => Promise<T>;

interface PgRow { id: number; data: Buffer; thumb: Buffer; mime: string; thumb_mime: string }
interface S3Row { id: number; storage_key: string; public_key: string | null }

async function toS3(execute: Execute, row: PgRow): Promise<boolean> {
  const bucket = requireBucket();
  const key = newImageKey();
  await Promise.all([bucket.put(objectName(key, false), row.data, row.mime), bucket.put(objectName(key, true), row.thumb, row.thumb_mime)]);
  const done = await execute<{ affectedRows?: number; rowCount?: number }>(
    'update image set storage_key = ?, data = null, thumb = null where id = ? and storage_key is null', [key, row.id]);
  if ((done.affectedRows ?? done.rowCount ?? 0) === 1) return true;
  // Deleted (or moved by another run) meanwhile: our copy is nobody's.
  await bucket.remove([objectName(key, false), objectName(key, true)]);
  return false;
}

async function toPostgres(execute: Execute, row: S3Row): Promise<boolean> {
  const bucket = requireBucket();
  const [data, thumb] = await Promise.all([bucket.get(objectName(row.storage_key, false)), bucket.get(objectName(row.storage_key, true))]);
  if (!data || !thumb) throw new Error(`the objects of image ${row.id} are missing from the bucket`);
  const done = await execute<{ affectedRows?: number; rowCount?: number }>(
    'update image set data = ?, thumb = ?, storage_key = null, public_key = null where id = ? and storage_key = ?', [data, thumb, row.id, row.storage_key]);
  // Either way the objects are nobody's now (moved here, or the image was deleted meanwhile), its public copy too.
  const keys = row.public_key ? [row.storage_key, row.public_key] : [row.storage_key];
  await bucket.remove(keys.flatMap((k) => [objectName(k, false), objectName(k, true)]));
  return (done.affectedRows ?? done.rowCount ?? 0) === 1;
}

/** Options of a run: rows per query, at most `limit` moves (a partial run), where progress goes. */
export interface MigrationOptions { batch?: number; limit?: number; log?: (line: string) => void }

/** Moves the images whose bytes are not in `to` yet (all of them, or `limit`). */
export async function migrateImages(orm: MikroORM, to: 's3' | 'postgres', opts: MigrationOptions = {}): Promise<MigrationReport> {
  const { batch = 50, limit = Infinity, log = () => undefined } = opts;
  const conn = orm.em.fork().getConnection();
  const execute: Execute = (sql, params = []) => conn.execute(sql, params, 'run') as never;
  const pending = to === 's3' ? 'storage_key is null' : 'storage_key is not null';
  const report: MigrationReport = { moved: 0, failed: [], remaining: 0 };
  let after = 0;
  while (report.moved < limit) {
    const rows = await conn.execute<Array<PgRow & S3Row>>(
      `select id, ${to === 's3' ? 'data, thumb, mime, thumb_mime' : 'storage_key, public_key'} from image where ${pending} and id > ? order by id limit ?`, [after, batch]);
    if (!rows.length) break;
    for (const row of rows) {
      if (report.moved >= limit) break;
      try {
        if (await (to === 's3' ? toS3(execute, row) : toPostgres(execute, row))) report.moved += 1;
      } catch (err) {
        report.failed.push(row.id);
        log(`image ${row.id}: ${(err as Error).message}`);
      }
    }
    after = rows[rows.length - 1].id;
    log(`${report.moved} images moved to ${to}`);
  }
  const [{ n }] = await conn.execute<{ n: number }[]>(`select count(*)::int as n from image where ${pending}`);
  report.remaining = n;
  return report;
}
