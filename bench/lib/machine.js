'use strict';
const fs = require('node:fs');
const os = require('node:os');
const { execSync } = require('node:child_process');
const { machineCpu, sleep, loadAverage } = require('./util');

/** nproc, CPU model, RAM, Node and PostgreSQL versions. */
async function machineInfo(pool) {
  const cpuinfo = fs.readFileSync('/proc/cpuinfo', 'utf8');
  const model = (cpuinfo.match(/^model name\s*:\s*(.*)$/m) || [])[1] || os.cpus()[0]?.model || 'unknown';
  const memKb = Number((fs.readFileSync('/proc/meminfo', 'utf8').match(/^MemTotal:\s+(\d+)/m) || [])[1]);
  let nproc = os.availableParallelism ? os.availableParallelism() : os.cpus().length;
  try { nproc = Number(execSync('nproc').toString().trim()); } catch { /* keep */ }
  const { rows: [v] } = await pool.query('select version() as version, current_setting(\'server_version\') as short');
  return {
    nproc,
    cpuModel: model.trim(),
    ramGiB: memKb / 1024 / 1024,
    node: process.version,
    postgres: v.short,
    postgresFull: v.version,
    kernel: os.release(),
  };
}

/** Share of the machine's CPU busy over `ms` (before our load starts: other people's work). */
async function idleBusyShare(ms = 3000) {
  const a = machineCpu();
  await sleep(ms);
  const b = machineCpu();
  return { busy: (b.busy - a.busy) / Math.max(1, b.total - a.total), load: loadAverage() };
}

module.exports = { machineInfo, idleBusyShare };
