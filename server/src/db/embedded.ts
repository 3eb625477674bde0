/** Starts the embedded PostgreSQL under the data directory when no DATABASE_URL is given. */
import { Client } from 'pg';
import { startCluster } from './embedded-cluster';

/** A started embedded database; `dataDir` is where PostgreSQL keeps its files. */
export interface EmbeddedDb { url: string; dataDir: string; stop(): Promise<void> }

/** Initialises (first run only) and starts PostgreSQL for `dir`; returns its URL for database `purlwise`. */
export async function startEmbeddedPostgres(dir: string, port: number, database = 'purlwise'): Promise<EmbeddedDb> {
  const cluster = await startCluster({ dataDir: dir, port });
  const client = new Client({ connectionString: cluster.url() });
  await client.connect();
  try {
    const exists = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (exists.rowCount === 0) await client.query(`create database "${database}"`);
  } finally {
    await client.end();
  }
  return { url: cluster.url(database), dataDir: cluster.pgDir, stop: () => cluster.stop() };
}
