'use strict';
/** Profiling helpers: the SQL a request costs (pg_stat_statements, EXPLAIN) and a CPU profile summary. */
const fs = require('node:fs');
const path = require('node:path');

async function enableStatements(pool) {
  try {
    await pool.query('create extension if not exists pg_stat_statements');
    await pool.query('select pg_stat_statements_reset()');
    return true;
  } catch {
    return false;
  }
}

/**
 * Runs `count` sequential requests with `send()` after resetting pg_stat_statements, and returns the statements
 * of this database they caused: calls per request, mean execution time and rows.
 */
async function statementsPerRequest(pool, send, count) {
  await pool.query('select pg_stat_statements_reset()');
  for (let i = 0; i < count; i++) await send();
  const { rows } = await pool.query(`
    select query, calls::int, total_exec_time, mean_exec_time, rows::bigint
    from pg_stat_statements
    where dbid = (select oid from pg_database where datname = current_database())
      and query not ilike '%pg_stat_statements%'
    order by total_exec_time desc`);
  return rows.map((r) => ({
    query: r.query.replace(/\s+/g, ' ').trim(),
    callsPerRequest: r.calls / count,
    meanMs: r.mean_exec_time,
    dbMsPerRequest: r.total_exec_time / count,
    rowsPerCall: Number(r.rows) / Math.max(1, r.calls),
  }));
}

/** EXPLAIN of a normalised statement: ANALYZE when every $n can be given a value, else the generic plan. */
async function explain(pool, query, values) {
  const client = await pool.connect();
  try {
    if (values) {
      const { rows } = await client.query(`explain (analyze, buffers, costs off, summary on) ${query}`, values);
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    }
    const { rows } = await client.query(`explain (generic_plan, costs off) ${query}`);
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  } catch (err) {
    return `(explain failed: ${err.message})`;
  } finally {
    client.release();
  }
}

function packageOf(url) {
  if (!url) return '(native / V8)';
  if (url.startsWith('node:')) return 'node: ' + url.slice(5).split('/')[0];
  const nm = url.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = url.slice(nm + 'node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  const m = url.match(/\/(server|core)\/dist\/(.*)$/);
  if (m) return `${m[1]}/dist/${m[2].split('/').slice(0, -1).join('/') || m[2]}`;
  return url.replace(/^file:\/\//, '');
}

/**
 * Self time by package and by function, and inclusive time by package (share of busy samples with the package
 * anywhere on the stack), of a .cpuprofile written by --cpu-prof. Samples in the first `skipMs` (start-up:
 * module loading, migrations) and after `untilMs` (shutdown) are left out.
 */
function summarizeCpuProfile(file, top = 20, skipMs = 0, untilMs = Infinity) {
  const prof = JSON.parse(fs.readFileSync(file, 'utf8'));
  const byId = new Map(prof.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of prof.nodes) for (const c of n.children || []) parent.set(c, n.id);
  const self = new Map();
  let t = prof.startTime;
  const from = prof.startTime + skipMs * 1000;
  for (let i = 0; i < prof.samples.length; i++) {
    const dt = prof.timeDeltas[i] || 0;
    t += dt;
    if (t < from || t > prof.startTime + untilMs * 1000) continue;
    self.set(prof.samples[i], (self.get(prof.samples[i]) || 0) + dt);
  }
  const inclusive = new Map();
  const pkgOfNode = (n) => {
    const fn = n.callFrame.functionName;
    if (fn === '(garbage collector)' || fn === '(program)' || fn === '(idle)' || fn === '(root)') return fn;
    return packageOf(n.callFrame.url);
  };
  for (const [id, us] of self) {
    if (byId.get(id).callFrame.functionName === '(idle)') continue;
    const seen = new Set();
    for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
      const pkg = pkgOfNode(byId.get(cur));
      if (pkg === '(root)' || seen.has(pkg)) continue;
      seen.add(pkg);
      inclusive.set(pkg, (inclusive.get(pkg) || 0) + us);
    }
  }
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const pkgs = new Map();
  const fns = new Map();
  let idle = 0;
  for (const [id, us] of self) {
    const { callFrame } = byId.get(id);
    const fn = callFrame.functionName || '(anonymous)';
    if (fn === '(idle)') { idle += us; continue; }
    const pkg = fn === '(garbage collector)' ? '(garbage collector)' : fn === '(program)' ? '(program)' : packageOf(callFrame.url);
    pkgs.set(pkg, (pkgs.get(pkg) || 0) + us);
    const key = `${fn} ${callFrame.url ? path.basename(callFrame.url) + ':' + (callFrame.lineNumber + 1) : ''} [${pkg}]`;
    fns.set(key, (fns.get(key) || 0) + us);
  }
  const busy = total - idle;
  const rank = (m) => [...m.entries()].sort((a, b) => b[1] - a[1]).slice(0, top).map(([name, us]) => ({ name, ms: us / 1000, share: us / busy }));
  return { totalMs: total / 1000, busyMs: busy / 1000, idleShare: idle / total, packages: rank(pkgs), functions: rank(fns), inclusive: rank(inclusive) };
}

module.exports = { enableStatements, statementsPerRequest, explain, summarizeCpuProfile };
