/**
 * BACKGROUND_JOBS=false: a web-only process queues account imports but leaves working them to a process that works
 * the jobs, on the same database and host (README "Configuration").
 */
import type { ChildProcess } from 'node:child_process';
import { Client } from 'pg';
import { newUser } from '../helpers/api';
import { uploadImport, waitImport } from '../helpers/export';
import { ownDatabase, type OwnDatabase } from '../helpers/own-database';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startServer } = require('../helpers/servers') as { startServer: (db: string, env: Record<string, string>) => Promise<{ child: ChildProcess; url: string }> };

jest.setTimeout(120_000);

let own: OwnDatabase;
const servers: ChildProcess[] = [];

beforeAll(async () => { own = await ownDatabase('purlwise_jobs'); });

afterAll(async () => {
  await Promise.all(servers.map((child) => new Promise((resolve) => {
    if (child.exitCode !== null) resolve(null);
    else { child.once('exit', resolve); child.kill('SIGTERM'); }
  })));
  await own?.drop();
});

const doc = new TextEncoder().encode(JSON.stringify({ format: 'purlwise-export', version: 1, items: [{ type: 'yarn', name: 'Queued by the web' }], calculators: [] }));

test('an import uploaded to a web-only process is worked by the process that runs the jobs', async () => {
  const web = await startServer(own.url, { BACKGROUND_JOBS: 'false' });
  servers.push(web.child);
  const user = await newUser('jobs', { base: web.url });
  const up = await uploadImport(user.token, doc, 'export.json', web.url);
  expect([up.status, up.body.state]).toEqual([202, 'queued']);

  const worker = await startServer(own.url, {});
  servers.push(worker.child);
  const job = await waitImport(user.token, up.body.id!, web.url);
  expect([job.state, job.report?.items.created]).toEqual(['DONE', 1]);

  // The process that ran it wrote its pid on the import: the worker, never the web-only process that took the upload.
  const db = new Client({ connectionString: own.url });
  await db.connect();
  try {
    const { rows } = await db.query<{ pid: number; name: string }>(
      `select j.pid, i.name from import_job j join knit_item i on i.owner_id = j.user_id where j.id = $1`, [up.body.id]);
    expect(rows).toEqual([{ pid: worker.child.pid, name: 'Queued by the web' }]);
  } finally {
    await db.end();
  }
});

test('a process runs one job queue: imports and webhook deliveries share its one pool', async () => {
  const mine = await ownDatabase('purlwise_queue');
  const server = await startServer(mine.url, {});
  const db = new Client({ connectionString: mine.url });
  await db.connect();
  try {
    // pg-boss used its pool as the process started (its schema, the queues) and its workers poll it since.
    const { rows } = await db.query<{ name: string; n: number }>(
      `select application_name as name, count(*)::int as n from pg_stat_activity where datname = $1 and application_name like 'purlwise-%' group by 1`,
      [new URL(mine.url).pathname.slice(1)]);
    expect(rows.map((r) => r.name)).toEqual(['purlwise-jobs']);
    expect(rows[0].n).toBeLessThanOrEqual(4);
  } finally {
    await db.end();
    await new Promise((resolve) => { server.child.once('exit', resolve); server.child.kill('SIGTERM'); });
    await mine.drop();
  }
});
