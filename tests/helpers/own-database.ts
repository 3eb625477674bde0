/**
 * A throwaway database of a test file's own, on the server of the suite's database: for a file that starts a server
 * whose job queue, orphan sweep or bucket must not be shared with the suite's servers.
 */
import type { ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import { Client } from 'pg';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startServer, stopServer } = require('./servers') as {
  startServer: (db: string, env: Record<string, string>) => Promise<{ child: ChildProcess; url: string }>;
  stopServer: (child: ChildProcess) => Promise<void>;
};

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

/** A server of the file's own (`url`), its database (`dbUrl`) and a pg client on it (`db`), read inside tests. */
export interface OwnServer { url: string; dbUrl: string; db: Client }

/**
 * Starts a server on a database of its own before the file's tests, with the environment `env()` answers then (after
 * the hooks declared before this call), and connects a pg client to the database; afterwards closes the client, stops
 * the server and drops the database.
 */
export function useOwnServer(prefix: string, env: () => Record<string, string>): OwnServer {
  let own: OwnDatabase | undefined;
  let server: { child: ChildProcess; url: string } | undefined;
  let db: Client | undefined;
  beforeAll(async () => {
    own = await ownDatabase(prefix);
    server = await startServer(own.url, env());
    db = new Client({ connectionString: own.url });
    await db.connect();
  });
  afterAll(async () => {
    await db?.end();
    if (server) await stopServer(server.child);
    await own?.drop();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('useOwnServer(): the server starts before the tests, not while the file loads');
    return value;
  };
  return {
    get url() { return started(server).url; },
    get dbUrl() { return started(own).url; },
    get db() { return started(db); },
  };
}
