/**
 * For a picture suite of the api-s3 project on a bucket and a database of its own, so that a sweep with no grace period
 * or a bucket policy cannot touch the uploads of the suites running beside it: the suite's S3 settings pointed at a
 * fresh bucket, and a server on a fresh database, started before the file's tests and stopped after them.
 */
import type { ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import { S3Client } from '@aws-sdk/client-s3';
import { Client } from 'pg';
import { ownDatabase, type OwnDatabase } from './own-database';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startServer, stopServer } = require('./servers') as {
  startServer: (db: string, env: Record<string, string>) => Promise<{ child: ChildProcess; url: string }>;
  stopServer: (child: ChildProcess) => Promise<void>;
};

/** A bucket named `<prefix>-<random>`, which a server given `env` creates; `s3()` is a client with the app's credentials. */
export function ownBucket(prefix: string): { bucket: string; env: Record<string, string>; s3: () => S3Client } {
  const bucket = `${prefix}-${crypto.randomBytes(3).toString('hex')}`;
  const env: Record<string, string> = { ...(JSON.parse(process.env.PURLWISE_S3_ENV ?? '{}') as Record<string, string>), S3_BUCKET: bucket };
  const s3 = () => new S3Client({
    endpoint: env.S3_ENDPOINT, region: env.S3_REGION, forcePathStyle: true,
    credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY },
  });
  return { bucket, env, s3 };
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
