/**
 * A throwaway database of a test file's own, on the server of the suite's database: for a file that starts a server
 * whose job queue, orphan sweep or bucket must not be shared with the suite's servers.
 */
import crypto from 'node:crypto';
import { Client } from 'pg';

/** The database's URL, and `drop()` to remove it after the file's tests (connections are closed by force). */
export interface OwnDatabase { url: string; drop: () => Promise<void> }

/** The URL of database `name` on the suite's PostgreSQL server. */
function urlOf(name: string): string {
  const u = new URL(process.env.PURLWISE_TEST_DATABASE_URL as string);
  u.pathname = `/${name}`;
  return u.toString();
}

async function asAdmin(sql: string): Promise<void> {
  const admin = new Client({ connectionString: urlOf('postgres') });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** Creates an empty database named `<prefix>_<random>`. */
export async function ownDatabase(prefix: string): Promise<OwnDatabase> {
  const name = `${prefix}_${crypto.randomBytes(4).toString('hex')}`;
  await asAdmin(`create database "${name}"`);
  return { url: urlOf(name), drop: () => asAdmin(`drop database if exists "${name}" with (force)`) };
}
