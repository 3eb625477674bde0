'use strict';
/** Load runs with autocannon's programmatic API, plus the CPU the server (and PostgreSQL) spent on them. */
const autocannon = require('autocannon');
const { paced } = require('./paced');
const { cpuMsOf, cpuMsOfTree, machineCpu, memoryOf, loadAverage } = require('./util');

function run(opts) {
  if (opts.pace === 'even') return paced({ ...opts, rate: opts.overallRate });
  return new Promise((resolve, reject) => {
    const instance = autocannon(opts, (err, result) => (err ? reject(err) : resolve(result)));
    // Keep autocannon quiet: no progress bar, no table.
    instance.on('error', () => undefined);
  });
}

/**
 * Measures one target: a short warm-up, then `seconds` of load at `connections`.
 * `expectStatus` and `expectBody` (exact text) count every other answer as an error.
 */
async function measure({ name, url, method = 'GET', headers = {}, body, expectStatus = 200, expectBody, connections, seconds, warmupSeconds, warmupRequests = 20, serverPid, pgPid, ownPids = [], overallRate, pace }) {
  // overallRate: that many requests per second over all connections (latency at a fixed rate). autocannon sends each
  // second's requests in a burst at its start; `pace: 'even'` spaces them evenly instead (paced.js).
  const base = { url, method, headers, body, connections, timeout: 30, pipelining: 1, ...(overallRate ? { overallRate, ...(pace ? { pace } : {}) } : {}) };
  // Sequential requests first: a cold process facing 50 connections at once answers none of them for seconds.
  for (let i = 0; i < warmupRequests; i++) {
    try {
      const res = await fetch(url, { method, headers, body, signal: AbortSignal.timeout(30_000) });
      await res.arrayBuffer();
    } catch { /* the load will tell */ }
  }
  if (warmupSeconds > 0) await run({ ...base, duration: warmupSeconds });
  const cpu0 = cpuMsOf(serverPid);
  const pg0 = cpuMsOfTree(pgPid);
  const m0 = machineCpu();
  const load0 = loadAverage()[0];
  const own0 = ownPids.reduce((a, p) => a + cpuMsOf(p), 0);
  const self0 = process.cpuUsage();
  const t0 = performance.now();
  const result = await run({ ...base, duration: seconds, ...(expectBody !== undefined ? { expectBody } : {}) });
  const elapsedMs = performance.now() - t0;
  const cpu1 = cpuMsOf(serverPid);
  const pg1 = cpuMsOfTree(pgPid);
  const m1 = machineCpu();
  const own1 = ownPids.reduce((a, p) => a + cpuMsOf(p), 0);
  const self1 = process.cpuUsage(self0);
  // CPU the machine spent on anything but this bench (server, baseline, PostgreSQL, load generator): other people's work.
  const ownMs = (own1 - own0) + (Number.isFinite(pg1 - pg0) ? pg1 - pg0 : 0) + (self1.user + self1.system) / 1000;
  const machineBusyMs = (m1.busy - m0.busy) * 10;
  const total = result.requests.total || 0;
  const codes = result.statusCodeStats || {};
  // Wrong status or wrong body (a mismatch may also be a wrong status, hence max), plus connection errors and timeouts.
  const bad = Math.max(total - Number(codes[expectStatus]?.count || 0), result.mismatches || 0) + (result.errors || 0);
  return {
    name,
    requests: total,
    rps: total / (elapsedMs / 1000),
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: bad,
    mismatches: result.mismatches || 0,
    statusCodes: Object.fromEntries(Object.entries(codes).map(([k, v]) => [k, Number(v.count)])),
    throughputMiBs: result.throughput.average / 1024 / 1024,
    serverCpuMsPerReq: total ? (cpu1 - cpu0) / total : NaN,
    pgCpuMsPerReq: total ? (pg1 - pg0) / total : NaN,
    machineBusy: (m1.busy - m0.busy) / Math.max(1, m1.total - m0.total),
    loadAvg1: load0,
    foreignCores: Math.max(0, machineBusyMs - ownMs) / elapsedMs,
    loadGenCores: (self1.user + self1.system) / 1000 / elapsedMs,
    memory: memoryOf(serverPid),
  };
}

module.exports = { measure };
