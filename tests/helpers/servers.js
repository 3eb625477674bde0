/** Starting the built server for tests: a free port, the process, and waiting until it is ready. */
const { spawn } = require('node:child_process');
const net = require('node:net');
const fs = require('node:fs');
const path = require('node:path');

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

// PAT_RATE_LIMIT is small so tests/api/tokens.test.ts can spend a token's budget in a few requests. Every suite
// registers its users from 127.0.0.1, so the registration budget is lifted; the other throttling budgets stay as in
// production (the throttling suites speak from their own addresses through X-Forwarded-For). Webhooks may reach the
// tests' receiver on loopback, and retry after a second (then two, four...) instead of thirty. Passwords are hashed with
// argon2id at 1 MiB and one pass, about 1 ms instead of 30 for each of the suite's thousand registrations and logins
// (production ignores ARGON2_*: tests/api/startup.test.ts checks its hashes).
/**
 * Starts server/dist/main.js on `databaseUrl` with extra environment (PORT chooses the port); resolves to
 * { child, url, output } once ready. With `opts.captureOutput`, `output()` returns what it printed so far;
 * `opts.nodeFlags` go to node before the script (V8's --trace-gc-nvp, say).
 */
async function startServer(databaseUrl, extraEnv = {}, opts = {}) {
  // A free port can be taken by another process between freePort() closing it and the server listening on it: then the
  // server says the port is in use, and it is started again on another one.
  for (let attempt = 1; ; attempt += 1) {
    const port = extraEnv.PORT ? Number(extraEnv.PORT) : await freePort();
    try {
      return await startOn(port, databaseUrl, extraEnv, opts);
    } catch (err) {
      if (extraEnv.PORT || attempt === 3 || !err.portInUse) throw err;
    }
  }
}

/**
 * True when process `pid` holds the socket listening on 127.0.0.1:`port`, read from Linux's /proc; true where /proc
 * cannot tell.
 */
function listensOn(pid, port) {
  let table;
  try { table = fs.readFileSync('/proc/net/tcp', 'utf8'); } catch { return true; }
  const hex = `:${port.toString(16).toUpperCase().padStart(4, '0')}`;
  const sockets = new Set(table.split('\n').slice(1).map((line) => line.trim().split(/\s+/))
    .filter((f) => f[1]?.endsWith(hex) && f[3] === '0A').map((f) => `socket:[${f[9]}]`));
  try {
    return fs.readdirSync(`/proc/${pid}/fd`).some((fd) => { try { return sockets.has(fs.readlinkSync(`/proc/${pid}/fd/${fd}`)); } catch { return false; } });
  } catch { return true; }
}

async function startOn(port, databaseUrl, extraEnv, opts) {
  // A server a test file starts on the suite's shared database leaves the background jobs (imports, webhook
  // deliveries) to the suite's servers: files run in parallel, and it would take another file's jobs and be stopped
  // with its own file, in the middle of them.
  const jobs = databaseUrl === process.env.PURLWISE_TEST_DATABASE_URL ? { BACKGROUND_JOBS: 'false' } : {};
  const child = spawn(process.execPath, [...(opts.nodeFlags ?? []), path.join(root, 'server/dist/main.js')], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'test', EXPOSE_QUERY_COUNT: 'true', PAT_RATE_LIMIT: process.env.PAT_RATE_LIMIT || '40', THROTTLE_REGISTRATIONS_PER_IP_PER_HOUR: '1000000', WEBHOOK_ALLOW_LOOPBACK: 'true', WEBHOOK_RETRY_DELAY_SECONDS: '1', ARGON2_MEMORY_KIB: '1024', ARGON2_TIME_COST: '1', LOG_LEVEL: process.env.TEST_LOG_LEVEL || 'silent', ...jobs, ...extraEnv },
    stdio: ['ignore', opts.captureOutput ? 'pipe' : 'inherit', 'pipe'],
  });
  let printed = '';
  let errors = '';
  child.stdout?.on('data', (chunk) => { printed += chunk.toString('utf8'); });
  // What it writes to stderr still reaches the test's output; the start's part is kept to tell a taken port.
  child.stderr.on('data', (chunk) => { process.stderr.write(chunk); if (errors.length < 10000) errors += chunk.toString('utf8'); });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitReady(url, child);
  } catch (err) {
    // All of a process that has exited is read before its words are looked at.
    if (child.exitCode !== null && !child.stderr.readableEnded) await new Promise((resolve) => child.stderr.once('end', resolve));
    err.portInUse = /port \d+ is in use/.test(errors);
    throw err;
  }
  // Another file's server may hold the port: it answers ready while this one fails to listen (CI failed on it once).
  if (!listensOn(child.pid, port)) {
    child.kill('SIGKILL');
    throw Object.assign(new Error(`port ${port} is in use by another process`), { portInUse: true });
  }
  return { child, url, output: () => printed };
}

/** Stops a server started by startServer (SIGTERM) and resolves once it has exited. */
function stopServer(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

module.exports = { freePort, waitReady, startServer, stopServer, root };
