'use strict';
/**
 * Purlwise benchmark: `npm run bench` (never part of `npm test`); see bench/README.md.
 *
 * Starts PostgreSQL (DATABASE_URL's server with a throwaway database, else an embedded one under bench/.data/),
 * the real server and the raw baseline (bench/baseline.js), seeds by plain SQL, then at BENCH_SMALL and BENCH_LARGE
 * items measures the GraphQL feed (visitor, logged-in viewer, uncached, at a fixed rate), the legacy REST list, both
 * baselines, a thumbnail and its 304; then Lighthouse of /feed and the upload storm. Prints each target with
 * measured / goal / met and writes bench/RESULTS.md (hand-written notes between the notes markers are kept).
 * With `--api` (or BENCH_SEED=api) the feed is seeded through the GraphQL API instead, measured without and with
 * pictures, and reported in bench/RESULTS-api.md (lib/api-seed.js, apiRun below).
 */
const fs = require('node:fs');
const path = require('node:path');
const { Pool } = require('pg');
const { cfg, state, DATA, RESULTS, PAGE, log, elapsed, serverUrl, restartServer } = require('./lib/context');
const { seedFeed, seedPictures } = require('./lib/api-seed');
const { provisionDatabase } = require('./lib/db');
const { viewerToken } = require('./lib/http');
const { runLighthouse } = require('./lib/lighthouse');
const { machineInfo, idleBusyShare } = require('./lib/machine');
const { phase } = require('./lib/phase');
const { startBaseline, ROOT } = require('./lib/procs');
const { profile } = require('./lib/profile-run');
const { render, writeResults } = require('./lib/report');
const { seedBase, seedItems, settle } = require('./lib/seed');
const { table, targets, mark } = require('./lib/targets');
const { uploadStorm } = require('./lib/uploads');
const { freePort, fmt } = require('./lib/util');

// The figures behind the report, for --render (a BENCH_WRITE=0 run must not replace them).
const RESULTS_RUN = path.join(DATA, cfg.seed === 'api' ? 'results-api-run.json' : 'results-run.json');

/** Lighthouse of /feed (median of BENCH_LIGHTHOUSE_RUNS); `feed` names the feed it saw (API seeding). Null when off. */
async function lighthouse(feed) {
  if (cfg.lighthouseRuns <= 0) return null;
  log(`Lighthouse of /feed${feed ? ` (${feed})` : ''}, ${cfg.lighthouseRuns} runs (${elapsed()})`);
  const r = await runLighthouse(`${serverUrl()}/feed`, cfg.lighthouseRuns).catch((err) => ({ error: err.message }));
  return feed ? { feed, ...r } : r;
}

/** The upload storm on a fresh server (its peak RSS is the storm's). Null when off. */
async function uploads() {
  if (cfg.uploads <= 0) return null;
  log(`${cfg.uploads} concurrent uploads of 36 MP (${elapsed()})`);
  await restartServer();
  const r = await uploadStorm({ base: serverUrl(), pid: state.server.pid, count: cfg.uploads }).catch((err) => ({ error: err.message }));
  await restartServer();
  return r;
}

/** SQL seeding: BENCH_SMALL items, the loads, Lighthouse and uploads, then BENCH_LARGE items and the loads again. */
async function sqlRun() {
  const base = await seedBase(state.pool);
  let seeded = await seedItems(state.pool, base, 1, cfg.small);
  await settle(state.pool);
  log(`seeded ${fmt.n(seeded)} items (${elapsed()})`);
  state.baseline = await startBaseline({ databaseUrl: state.db.url, port: state.basePort });
  const token = await viewerToken(serverUrl());

  const phases = [await phase(cfg.small, token)];
  const extra = {};
  const lh = await lighthouse();
  if (lh) extra.lighthouse = lh;
  const up = await uploads();
  if (up) extra.uploads = up;
  seeded += await seedItems(state.pool, base, cfg.small + 1, cfg.large);
  await settle(state.pool);
  log(`seeded up to ${fmt.n(seeded)} items (${elapsed()})`);
  phases.push(await phase(cfg.large, token));
  return { phases, extra };
}

/**
 * API seeding (BENCH_SEED=api or --api): knitters and items through GraphQL, measured with no pictures; then pictures
 * uploaded through GraphQL on a share of the items, measured again. Each feed: visitor and uncached at
 * BENCH_CONNECTIONS (20), fixed-rate rows at 10 and 20 connections beside the baseline at the same rate, Lighthouse.
 */
async function apiRun() {
  const seeded = await seedFeed(serverUrl());
  await settle(state.pool);
  const s = seeded.summary;
  log(`seeded through the API: ${s.users} knitters, ${s.items} items, ${s.colours} colours (${elapsed()})`);
  state.baseline = await startBaseline({ databaseUrl: state.db.url, port: state.basePort });
  const plan = { expectNodes: Math.min(PAGE, s.publicItems), viewer: false, restLoad: false, rateConnections: [10, 20], rateBaseline: true };
  const extra = { seed: { feed: { ...s, waits: seeded.stats.waits } }, lighthouse: [] };

  const bare = `${fmt.n(s.publicItems)} public, none with pictures`;
  const phases = [await phase(s.publicItems, null, { ...plan, label: bare })];
  const lh1 = await lighthouse(bare);
  if (lh1) extra.lighthouse.push(lh1);

  extra.seed.pictures = await seedPictures(serverUrl(), seeded);
  await settle(state.pool);
  log(`uploaded ${extra.seed.pictures.pictures} pictures through the API (${elapsed()})`);
  const pictured = `${fmt.n(s.publicItems)} public, ${extra.seed.pictures.publicItems} with pictures`;
  phases.push(await phase(s.publicItems, null, { ...plan, label: pictured }));
  const lh2 = await lighthouse(pictured);
  if (lh2) extra.lighthouse.push(lh2);

  const up = await uploads();
  if (up) extra.uploads = up;
  return { phases, extra };
}

async function main() {
  const started = Date.now();
  if (cfg.seed === 'sql' && cfg.small >= cfg.large) throw new Error('BENCH_SMALL must be below BENCH_LARGE');
  if (!fs.existsSync(path.join(ROOT, 'server', 'dist', 'main.js'))) throw new Error('server/dist/main.js is missing: run `npm run build` first');
  log(`config ${JSON.stringify(cfg)}`);
  const idle = await idleBusyShare(2000);
  state.db = await provisionDatabase();
  log(`database ${state.db.name} (${state.db.kind}) (${elapsed()})`);
  state.serverPort = await freePort();
  state.basePort = await freePort();
  await restartServer();
  state.pool = new Pool({ connectionString: state.db.url, max: 2 });
  const info = await machineInfo(state.pool);
  const { phases, extra } = cfg.seed === 'api' ? await apiRun() : await sqlRun();

  const missed = targets(phases, extra).some((t) => t.met === false);
  const prof = cfg.profile === '1' || cfg.profile === 'true' || (cfg.profile === 'auto' && missed) ? await profile(phases[phases.length - 1]) : null;
  const finished = Date.now();
  fs.mkdirSync(DATA, { recursive: true });
  const saved = JSON.stringify({ cfg, info, idle, phases, prof, extra, started, finished, dbKind: state.db.kind, pgPid: state.db.postmasterPid }, null, 2);
  fs.writeFileSync(path.join(DATA, 'last-run.json'), saved);
  if (cfg.write) fs.writeFileSync(RESULTS_RUN, saved);
  const report = render({ info, idle, phases, prof, extra, started, finished });
  console.log(table(phases), '\n');
  for (const t of targets(phases, extra)) console.log(`${mark(t.met).replace(/\*/g, '').padEnd(7)} ${t.target}: ${t.measured} (goal ${t.goal})`);
  fs.writeFileSync(path.join(DATA, 'last-run.md'), `${report}\n`);
  if (cfg.write) {
    writeResults(report);
    log(`wrote ${path.relative(ROOT, RESULTS)} (${elapsed()})`);
  } else {
    log(`BENCH_WRITE=0: report in bench/.data/last-run.md (${elapsed()})`);
  }
}

/**
 * `node bench/run.js --render` (`--render --api`): rewrites RESULTS.md (RESULTS-api.md) from the figures of the run
 * that wrote it, without running anything.
 */
function renderOnly() {
  const saved = JSON.parse(fs.readFileSync(RESULTS_RUN, 'utf8'));
  Object.assign(cfg, saved.cfg, { write: cfg.write });
  state.db = { kind: saved.dbKind, postmasterPid: saved.pgPid };
  writeResults(render(saved));
  console.log(table(saved.phases));
}

async function cleanup() {
  await state.baseline?.stop().catch(() => undefined);
  await state.server?.stop().catch(() => undefined);
  await state.pool?.end().catch(() => undefined);
  await state.db?.teardown();
}

let cleaning = false;
for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, async () => {
    if (cleaning) return;
    cleaning = true;
    log(`${sig}: cleaning up`);
    await cleanup();
    process.exit(130);
  });
}

if (process.argv.includes('--render')) {
  renderOnly();
  process.exit(0);
}

main().then(
  async () => { cleaning = true; await cleanup(); process.exit(0); },
  async (err) => { console.error(err); cleaning = true; await cleanup(); process.exit(1); },
);
