/**
 * Jest global set-up: a fresh database (on DATABASE_URL's server, or an embedded PostgreSQL),
 * and the built server started on it twice: once as configured, once with registration switched off.
 * Tests reach them over HTTP through PURLWISE_URL and PURLWISE_URL_NOREG.
 */
const path = require('node:path');
const { Client } = require('pg');
const { freePort, startServer, root } = require('./servers');

/** Creates a throwaway database on the server of `baseUrl`; returns its URL. */
async function createDatabase(baseUrl) {
  const name = `purlwise_test_${process.pid}_${Date.now()}_${Math.random().toString(36).slice(2, 6)}`;
  const admin = new Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const u = new URL(baseUrl);
  u.pathname = `/${name}`;
  return { url: u.toString(), name };
}

async function globalSetup() {
  if (globalThis.__PURLWISE__) return; // several jest projects share one set-up (global-setup-s3.js calls it too)
  let embedded = null;
  let base = process.env.DATABASE_URL;
  if (!base) {
    // The server's own launcher (built): it also works as root in a private checkout.
    const { startCluster } = require(path.join(root, 'server/dist/db/embedded-cluster.js'));
    embedded = await startCluster({ dataDir: path.join(root, '.data', `test-pg-${process.pid}`), port: await freePort(), throwaway: true });
    base = embedded.url();
  }
  const db = await createDatabase(base);
  const main = await startServer(db.url);
  const noreg = await startServer(db.url, { REGISTRATION_ENABLED: 'false' });
  process.env.PURLWISE_URL = main.url;
  process.env.PURLWISE_URL_NOREG = noreg.url;
  process.env.PURLWISE_TEST_DATABASE_URL = db.url;
  globalThis.__PURLWISE__ = { embedded, base, db, servers: [main, noreg], databases: [], closers: [] };
}

module.exports = globalSetup;
module.exports.createDatabase = createDatabase;
