'use strict';
/** What one bench run shares: its settings, the processes and database it holds, and restarting the server. */
const path = require('node:path');
const { startServer, waitIdle } = require('./procs');

const int = (v, d) => (v !== undefined && v !== '' && Number.isFinite(Number(v)) ? Number(v) : d);
// `--api` or BENCH_SEED=api: the feed is seeded through the GraphQL API, as knitters (and independent checkers) make it.
const seed = process.argv.includes('--api') ? 'api' : (process.env.BENCH_SEED || 'sql').toLowerCase();
if (!['sql', 'api'].includes(seed)) throw new Error(`BENCH_SEED must be sql or api, not ${seed}`);
const cfg = {
  seed,
  seconds: int(process.env.BENCH_SECONDS, 10),
  warmup: int(process.env.BENCH_WARMUP, 2),
  // The API-seeded run compares at 20 connections, as the independent check did.
  connections: int(process.env.BENCH_CONNECTIONS, seed === 'api' ? 20 : 50),
  small: int(process.env.BENCH_SMALL, 10_000),
  large: int(process.env.BENCH_LARGE, 1_000_000),
  profile: (process.env.BENCH_PROFILE || 'auto').toLowerCase(),
  write: !['0', 'false', 'no'].includes(String(process.env.BENCH_WRITE || '1').toLowerCase()),
  lighthouseRuns: int(process.env.BENCH_LIGHTHOUSE_RUNS, 3),
  rate: int(process.env.BENCH_RATE, 150),
  // Rounds of the fixed-rate loads beside the baseline (the API-seeded run); each row keeps its median round.
  rounds: Math.max(1, int(process.env.BENCH_RATE_ROUNDS, 3)),
  uploads: int(process.env.BENCH_UPLOADS, 16),
  // API seeding (BENCH_SEED=api): public items in the feed (plus a tenth as many private ones), knitters, the share
  // of items given pictures in the second feed, requests in flight while seeding, and the seed of the name generator.
  apiItems: int(process.env.BENCH_API_ITEMS, 120),
  apiUsers: int(process.env.BENCH_API_USERS, 30),
  apiPictureShare: Math.min(1, Math.max(0, int(process.env.BENCH_API_PICTURES, 0.5))),
  apiConcurrency: int(process.env.BENCH_API_CONCURRENCY, 4),
  apiSeed: int(process.env.BENCH_API_SEED, 22),
};

const DATA = path.join(__dirname, '..', '.data');
// The API-seeded run reports in a file of its own: RESULTS.md keeps the 1,000,000-item figures of the SQL-seeded run.
const RESULTS = path.join(__dirname, '..', seed === 'api' ? 'RESULTS-api.md' : 'RESULTS.md');
const PAGE = 50;
const REST_PATH = '/api/v1/knit/yarn/public/';
const REST_PROBE_TIMEOUT_MS = int(process.env.BENCH_REST_TIMEOUT, 30) * 1000;
// The goals of issue #11.
const GOALS = { ratio: 0.6, fixedRateP99: 50, p99VsBaseline: 2, growth: 2, rssMiB: 250, uploadMiB: 600, lighthouse: 95, lcpMs: 2500, cls: 0.1,
  // Issue #22, on the API-seeded feed: p99 at a fixed rate against the baseline's at the same rate and connections.
  visitorRateP99VsBaseline: 1.5, uncachedRateP99VsBaseline: 2, tbtMs: 200 };
// Long enough for a whole run: the logged-in rows use one access token.
const SERVER_ENV = { ACCESS_TOKEN_TTL: String(24 * 3600) };

const log = (...a) => console.error('[bench]', ...a);
const t0 = Date.now();
const elapsed = () => `${((Date.now() - t0) / 1000).toFixed(0)} s`;

/** Everything one run holds, so cleanup can find it. */
const state = { db: null, pool: null, server: null, baseline: null, serverPort: 0, basePort: 0 };

const serverUrl = () => `http://127.0.0.1:${state.serverPort}`;
const baselineUrl = () => `http://127.0.0.1:${state.basePort}`;

/** (Re)starts the real server, with extra node flags (a profiler) or environment. */
async function restartServer(nodeFlags = [], extraEnv = {}) {
  if (state.server) await state.server.stop();
  state.server = null;
  state.server = await startServer({ databaseUrl: state.db.url, port: state.serverPort, nodeFlags, extraEnv: { ...SERVER_ENV, ...extraEnv } });
  return state.server;
}

/** After a load: the server must be alive and idle (requests left in flight would bill the next target). */
async function ensureServer(phaseNotes, what) {
  if (state.server && !state.server.exited) {
    if (await waitIdle(state.server.pid)) return;
    phaseNotes.push(`The server was still busy 20 s after the "${what}" load (requests left in flight); restarted it.`);
    log(`server still busy after ${what}; restarting`);
    await restartServer();
    return;
  }
  const why = state.server?.exited ? `exit code ${state.server.exited.code}, signal ${state.server.exited.signal}` : 'not running';
  phaseNotes.push(`The server died during "${what}" (${why}); restarted. Last output: ${state.server?.tail().split('\n').slice(-3).join(' | ')}`);
  log(`server died during ${what} (${why}); restarting`);
  await restartServer();
}

module.exports = { cfg, state, DATA, RESULTS, PAGE, REST_PATH, REST_PROBE_TIMEOUT_MS, GOALS, log, elapsed, serverUrl, baselineUrl, restartServer, ensureServer };
