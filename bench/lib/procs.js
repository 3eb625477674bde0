'use strict';
/** Child processes of the bench: the real server (node server/dist/main.js) and the baseline. */
const { spawn } = require('node:child_process');
const path = require('node:path');
const { waitForHttp, sleep, cpuMsOf } = require('./util');

const ROOT = path.resolve(__dirname, '..', '..');

function startNode({ name, script, env, nodeFlags = [], readyUrl, timeoutMs = 60_000 }) {
  const child = spawn(process.execPath, [...nodeFlags, script], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  const tail = [];
  const keep = (chunk) => {
    for (const line of String(chunk).split('\n')) if (line.trim()) tail.push(line);
    while (tail.length > 40) tail.shift();
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited = null;
  const startedAt = Date.now();
  const exitPromise = new Promise((resolve) => child.on('exit', (code, signal) => { exited = { code, signal }; resolve(exited); }));
  const proc = {
    name,
    pid: child.pid,
    startedAt,
    readyAt: 0,
    get exited() { return exited; },
    tail: () => tail.join('\n'),
    async ready() {
      try {
        await waitForHttp(readyUrl, timeoutMs, () => !exited);
        proc.readyAt = Date.now();
      } catch (err) {
        throw new Error(`${name} did not become ready: ${err.message}\n--- ${name} output ---\n${tail.join('\n')}`);
      }
      return proc;
    },
    /**
     * SIGTERM, then SIGKILL after `graceMs`; resolves when the process is gone. A --cpu-prof profile is only
     * written on a clean exit, so profiling runs pass a long grace (the server takes ~30 s to stop, see RESULTS.md).
     */
    async stop(graceMs = 3000) {
      if (exited) return exited;
      child.kill('SIGTERM');
      const timer = setTimeout(() => { if (!exited) child.kill('SIGKILL'); }, graceMs);
      const r = await exitPromise;
      clearTimeout(timer);
      return r;
    },
  };
  return proc;
}

/** The real server on `databaseUrl`; it applies the migrations itself. */
function startServer({ databaseUrl, port, nodeFlags = [], extraEnv = {} }) {
  return startNode({
    name: 'server',
    script: 'server/dist/main.js',
    nodeFlags,
    env: {
      DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1',
      LOG_LEVEL: 'silent', EXPOSE_QUERY_COUNT: 'false', NODE_ENV: 'production',
      // Production refuses to start without a public origin for mailed links (nothing is mailed here).
      PUBLIC_URL: 'https://bench.purlwise.example',
      // As `npm start` and the Dockerfile run it (fewer malloc arenas: see the Dockerfile).
      MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX || '2',
      MALLOC_MMAP_THRESHOLD_: process.env.MALLOC_MMAP_THRESHOLD_ || '131072',
      NODE_OPTIONS: process.env.NODE_OPTIONS || '--max-old-space-size=256',
      ...extraEnv,
    },
    readyUrl: `http://127.0.0.1:${port}/readyz`,
  }).ready();
}

function startBaseline({ databaseUrl, port }) {
  return startNode({
    name: 'baseline',
    script: 'bench/baseline.js',
    env: { DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production' },
    readyUrl: `http://127.0.0.1:${port}/healthz`,
  }).ready();
}

/**
 * Waits until a process has (almost) stopped using CPU: the requests a load left in flight are finished,
 * so they do not bill the next measurement. False when it is still busy after `maxMs`.
 */
async function waitIdle(pid, { windowMs = 300, threshold = 0.1, maxMs = 20_000 } = {}) {
  const until = Date.now() + maxMs;
  let last = cpuMsOf(pid);
  while (Date.now() < until) {
    await sleep(windowMs);
    const now = cpuMsOf(pid);
    if (!Number.isFinite(now)) return true;
    if (now - last <= windowMs * threshold) return true;
    last = now;
  }
  return false;
}

module.exports = { waitIdle, startServer, startBaseline, sleep, ROOT };
