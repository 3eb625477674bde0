'use strict';
const fs = require('node:fs');
const net = require('node:net');

/** A TCP port free on 127.0.0.1 right now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** VmRSS and VmHWM of a process in MiB, from /proc/<pid>/status. */
function memoryOf(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key) => Number((status.match(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm')) || [])[1] || NaN);
    return { rssMiB: kb('VmRSS') / 1024, hwmMiB: kb('VmHWM') / 1024 };
  } catch {
    return { rssMiB: NaN, hwmMiB: NaN };
  }
}

/** User + system CPU time of a process in ms, from /proc/<pid>/stat (clock ticks are 100 Hz on Linux). */
function cpuMsOf(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10; // utime, stime (fields 14 and 15 of the full line)
  } catch {
    return NaN;
  }
}

/**
 * CPU ms of a postmaster and its backends: its own time, the time of backends it has already reaped
 * (cutime + cstime, so a pooled connection that closes does not take its CPU away), and of live backends.
 */
function cpuMsOfTree(ppid) {
  if (!ppid) return NaN;
  let total;
  try {
    const stat = fs.readFileSync(`/proc/${ppid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    total = (Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14])) * 10;
  } catch {
    return NaN;
  }
  for (const d of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${d}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[1]) === ppid) total += (Number(fields[11]) + Number(fields[12])) * 10;
    } catch { /* gone */ }
  }
  return total;
}

/** Busy and total jiffies of the whole machine, from /proc/stat. */
function machineCpu() {
  const line = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  const idle = line[3] + (line[4] || 0);
  const total = line.slice(0, 8).reduce((a, b) => a + b, 0);
  return { busy: total - idle, total };
}

function loadAverage() {
  return fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).map(Number);
}

/** Polls `url` until it answers 200 or `timeoutMs` passes. */
async function waitForHttp(url, timeoutMs, isAlive = () => true) {
  const until = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < until) {
    if (!isAlive()) throw new Error(`process exited while waiting for ${url}`);
    try {
      const res = await fetch(url);
      if (res.status === 200) return;
      last = `status ${res.status}`;
    } catch (err) {
      last = err.message;
    }
    await sleep(200);
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms (${last})`);
}

const fmt = {
  n: (v, d = 0) => (Number.isFinite(v) ? v.toLocaleString('en-US', { minimumFractionDigits: d, maximumFractionDigits: d }) : 'n/a'),
  ms: (v) => (Number.isFinite(v) ? (v < 10 ? v.toFixed(2) : v < 100 ? v.toFixed(1) : v.toFixed(0)) : 'n/a'),
  pct: (v) => (Number.isFinite(v) ? `${Math.round(v * 100)} %` : 'n/a'),
};

module.exports = { freePort, sleep, memoryOf, cpuMsOf, cpuMsOfTree, machineCpu, loadAverage, waitForHttp, fmt };
