/**
 * Backup and restore (issue #23 point 7): every table of the app's schema as CSV through COPY (pg-copy-streams), the
 * list of migrations it was taken at, and, when images live in a bucket, every object of the app's prefixes. The
 * embedded PostgreSQL ships no pg_dump (and a system pg_dump older than the server refuses to dump it), so the backup
 * speaks SQL itself; a restore runs the migrations on a fresh database, then copies the rows back with triggers and
 * foreign keys off (the counts and search documents derived by triggers are in the backup as they were), and moves
 * each sequence past its table's largest id. Background jobs (pg-boss's own schema) are not kept.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Client } from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import sharp from 'sharp';
import type { Bucket } from '../image/s3-bucket';

/** What a backup directory holds besides its files. */
export interface Manifest {
  format: 1;
  createdAt: string;
  migrations: string[];
  tables: { name: string; rows: number }[];
  objects: { key: string; contentType: string }[];
}

/** The app's tables (schema public), without the migrations' own bookkeeping. */
async function appTables(db: Client): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(`select tablename as name from pg_tables
    where schemaname = 'public' and tablename <> 'mikro_orm_migrations' order by tablename`);
  return rows.map((r) => r.name);
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function contentTypeOf(bytes: Buffer): Promise<string> {
  try {
    const { format } = await sharp(bytes).metadata();
    return format ? `image/${format === 'heif' ? 'avif' : format}` : 'application/octet-stream';
  } catch {
    return 'application/octet-stream';
  }
}

/** Writes a backup of the database at `url` (and of `bucket`'s objects) into the new directory `dir`. */
export async function backup(url: string, dir: string, bucket: Bucket | null): Promise<Manifest> {
  fs.mkdirSync(path.join(dir, 'tables'), { recursive: true });
  const db = new Client({ connectionString: url });
  await db.connect();
  try {
    // One snapshot for every table: the rows agree with each other as of one moment.
    await db.query('begin isolation level repeatable read read only');
    const { rows: done } = await db.query<{ name: string }>('select name from mikro_orm_migrations order by id');
    const tables: Manifest['tables'] = [];
    for (const name of await appTables(db)) {
      const out = fs.createWriteStream(path.join(dir, 'tables', `${name}.csv`));
      await pipeline(db.query(copyTo(`copy ${quoted(name)} to stdout with (format csv, header)`)), out);
      const { rows: [{ n }] } = await db.query<{ n: number }>(`select count(*)::int as n from ${quoted(name)}`);
      tables.push({ name, rows: n });
    }
    await db.query('commit');
    const objects: Manifest['objects'] = [];
    if (bucket) {
      for await (const page of bucket.list()) {
        for (const { key } of page) {
          const bytes = await bucket.get(key);
          if (!bytes) continue;
          const file = path.join(dir, 'objects', key);
          fs.mkdirSync(path.dirname(file), { recursive: true });
          fs.writeFileSync(file, bytes);
          objects.push({ key, contentType: await contentTypeOf(bytes) });
        }
      }
    }
    const manifest: Manifest = { format: 1, createdAt: new Date().toISOString(), migrations: done.map((m) => m.name), tables, objects };
    fs.writeFileSync(path.join(dir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    return manifest;
  } finally {
    await db.end();
  }
}

/** Thrown when a backup cannot go into this database. */
export class RestoreRefused extends Error {}

/**
 * Restores the backup in `dir` into the database at `url`, whose migrations have just run: it must hold no rows yet
 * (a fresh database), and this code must know every migration the backup was taken at.
 */
export async function restore(url: string, dir: string, bucket: Bucket | null): Promise<Manifest> {
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as Manifest;
  if (manifest.format !== 1) throw new RestoreRefused(`unknown backup format ${String(manifest.format)}`);
  if (manifest.objects.length && !bucket) throw new RestoreRefused('the backup holds bucket objects: configure S3_* to restore them');
  const db = new Client({ connectionString: url });
  await db.connect();
  try {
    const { rows: known } = await db.query<{ name: string }>('select name from mikro_orm_migrations');
    const unknown = manifest.migrations.filter((m) => !known.some((k) => k.name === m));
    if (unknown.length) throw new RestoreRefused(`the backup is newer than this code (unknown migrations: ${unknown.join(', ')})`);
    const tables = await appTables(db);
    for (const name of tables) {
      const { rows: [{ any }] } = await db.query<{ any: boolean }>(`select exists (select 1 from ${quoted(name)}) as any`);
      if (any) throw new RestoreRefused(`the database is not empty (table ${name} has rows): restore into a fresh database`);
    }
    await db.query('begin');
    // Triggers and foreign keys off for this session: rows go in table by table, derived tables as they were.
    await db.query('set local session_replication_role = replica');
    for (const { name } of manifest.tables) {
      if (!tables.includes(name)) throw new RestoreRefused(`the backup has a table this code does not know: ${name}`);
      const file = path.join(dir, 'tables', `${name}.csv`);
      const header = fs.readFileSync(file, 'utf8').split('\n', 1)[0];
      if (!header) continue;
      const columns = header.split(',').map((c) => quoted(c.replace(/^"|"$/g, ''))).join(', ');
      await pipeline(fs.createReadStream(file), db.query(copyFrom(`copy ${quoted(name)} (${columns}) from stdin with (format csv, header)`)));
    }
    // Every sequence owned by a column goes past that column's largest value.
    const { rows: sequences } = await db.query<{ seq: string; tbl: string; col: string }>(`select s.relname as seq, t.relname as tbl, a.attname as col
      from pg_class s join pg_depend d on d.objid = s.oid and d.deptype in ('a', 'i')
      join pg_class t on t.oid = d.refobjid join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
      join pg_namespace n on n.oid = t.relnamespace
      where s.relkind = 'S' and n.nspname = 'public'`);
    for (const s of sequences) {
      await db.query(`select setval('public.${quoted(s.seq)}', coalesce((select max(${quoted(s.col)}) from ${quoted(s.tbl)}), 0) + 1, false)`);
    }
    await db.query('commit');
  } catch (err) {
    await db.query('rollback').catch(() => undefined);
    throw err;
  } finally {
    await db.end();
  }
  for (const { key, contentType } of manifest.objects) await bucket!.put(key, fs.readFileSync(path.join(dir, 'objects', key)), contentType);
  return manifest;
}
