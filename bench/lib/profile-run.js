'use strict';
/**
 * When a target is missed (or BENCH_PROFILE=1): the SQL each request costs (pg_stat_statements), the plans the server's
 * statements really get (auto_explain, embedded PostgreSQL only), the baseline's plan, and CPU profiles of the server.
 */
const fs = require('node:fs');
const path = require('node:path');
const { cfg, state, DATA, PAGE, REST_PATH, log, serverUrl, baselineUrl, restartServer } = require('./context');
const { request, gqlInit } = require('./http');
const { measure } = require('./load');
const { waitIdle, ROOT } = require('./procs');
const { enableStatements, statementsPerRequest, explain, summarizeCpuProfile } = require('./profile');
const { sleep } = require('./util');
const { FEED_SQL } = require('../baseline');

/** SQL per request (pg_stat_statements), the plans the server's statements really got (auto_explain), a CPU profile. */
async function profile(phaseOut) {
  const server = serverUrl();
  const baseUrl = `${baselineUrl()}/graphql`;
  const prof = { sql: {}, plans: {}, cpu: {} };
  const restAvailable = !!phaseOut.rows.rest && phaseOut.probes.rest.ms < 5000;
  const thumbUrl = phaseOut.probes.thumb?.url;
  const senders = {
    'GraphQL feed, visitor (response cache)': phaseOut.rows.graphql && (() => request(`${server}/graphql`, gqlInit({ first: PAGE }))),
    // What answering costs the server, without the response cache.
    'GraphQL feed uncached': phaseOut.rows.uncached && (() => request(`${server}/graphql`, gqlInit({ first: PAGE }, { 'cache-control': 'no-cache' }))),
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
  for (const [name, target] of [['GraphQL feed, visitor (response cache)', phaseOut.rows.graphql && { url: `${server}/graphql`, ...gqlInit({ first: PAGE }) }],
    ['GraphQL feed uncached', phaseOut.rows.uncached && { url: `${server}/graphql`, ...gqlInit({ first: PAGE }, { 'cache-control': 'no-cache' }) }],
    ['REST feed', phaseOut.rows.rest && { url: `${server}${REST_PATH}` }]]) {
    if (!target) continue;
    log(`profile: CPU profile of ${name}`);
    const file = `server-${name.toLowerCase().replace(/\W+/g, '-').replace(/-$/, '')}-${Date.now()}.cpuprofile`;
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

module.exports = { profile };
