/**
 * A common word's results are the same from one request to the next. Search ranks a bounded set (search.sql.ts): the
 * first 10,001 matches and the first 1,000 name matches, the latter read by a sequential scan with a LIMIT. With
 * PostgreSQL's synchronised scans (its default), such a scan of a table larger than a quarter of shared_buffers starts
 * where another session's scan has got to: at 1,000,000 items, six requests for "merino" gave six different first
 * pages while other searches ran (bench/RESULTS-search.md). The server's sessions turn synchronised scans off.
 *
 * The suite's tables are far too small for PostgreSQL to synchronise their scans, so this reads the setting of the
 * sessions the server opens, on the primary and on a replica, through the server's own ORM set-up (in a child
 * process: the built server loads ES modules that jest's module system cannot).
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const root = path.resolve(__dirname, '../..');

// The same database as its own "replica": what matters is how the server opens each connection.
const SCRIPT = `
const { initOrm, replicaDriver } = require('./server/dist/db/orm.js');
(async () => {
  const url = process.env.PURLWISE_TEST_DATABASE_URL;
  const orm = await initOrm(url, 2, [url]);
  const show = 'show synchronize_seqscans';
  const primary = await orm.em.getConnection().execute(show);
  const replica = await replicaDriver(orm).replicaConnections()[0].execute(show);
  await orm.close();
  console.log(JSON.stringify([primary[0].synchronize_seqscans, replica[0].synchronize_seqscans]));
})().catch((err) => { console.error(err); process.exit(1); });
`;

test("the server's database sessions, primary and replica, read every table from its first page (no synchronised scans)", async () => {
  const { stdout } = await promisify(execFile)(process.execPath, ['-e', SCRIPT], { cwd: root, env: { ...process.env, LOG_LEVEL: 'silent' } });
  expect(JSON.parse(stdout.trim().split('\n').pop() as string)).toEqual(['off', 'off']);
});
