/**
 * One embedded PostgreSQL cluster: initdb on first use, then the postmaster as a child process, stopped with
 * the app. Shared by the server, the test set-up, the resilience suites and the benchmarks.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { clusterLayout, prepareDataDir, removeCluster, type ClusterLayout } from './embedded-access';

/** Options of a cluster. `throwaway` removes its data on stop. */
export interface ClusterOptions { dataDir: string; port: number; flags?: string[]; onLog?: (line: string) => void; throwaway?: boolean }

/** A running cluster. */
export interface Cluster {
  port: number;
  pgDir: string;
  /** The postmaster's pid. */
  pid: number;
  /** URL of `database` on this cluster (user postgres). */
  url(database?: string): string;
  stop(): Promise<void>;
  /** Starts it again after stop() (data kept). */
  start(): Promise<void>;
}

const PASSWORD = 'postgres';

function bestLocale(): string {
  try {
    const have = new Set(execFileSync('locale', ['-a'], { encoding: 'utf8' }).split(/\r?\n/).map((l) => l.trim()));
    for (const l of ['en_US.UTF-8', 'en_US.utf8', 'C.UTF-8', 'C.utf8']) if (have.has(l)) return l;
  } catch { /* no locale command */ }
  return 'C';
}

function run(layout: ClusterLayout, bin: string, args: string[], log: (l: string) => void): ChildProcess {
  // cwd '/': the postgres user may not be allowed into ours.
  const child = spawn(path.join(layout.binDir, bin), args, {
    cwd: '/', ...(layout.runAs ?? {}), env: { ...process.env, LC_MESSAGES: 'C' }, stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d: Buffer) => log(d.toString()));
  child.stderr.on('data', (d: Buffer) => log(d.toString()));
  return child;
}

async function initdb(layout: ClusterLayout, log: (l: string) => void): Promise<void> {
  prepareDataDir(layout);
  const pwFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'purlwise-pw-')), 'pw');
  fs.writeFileSync(pwFile, `${PASSWORD}\n`, { mode: 0o600 });
  if (layout.runAs) {
    fs.chownSync(path.dirname(pwFile), layout.runAs.uid, layout.runAs.gid);
    fs.chownSync(pwFile, layout.runAs.uid, layout.runAs.gid);
  }
  try {
    const locale = bestLocale();
    const child = run(layout, 'initdb', [`--pgdata=${layout.pgDir}`, '--auth=scram-sha-256', '--username=postgres',
      `--pwfile=${pwFile}`, '--encoding=UTF8', `--locale=${locale}`, '--lc-messages=C'], log);
    const code = await new Promise<number | null>((resolve, reject) => { child.on('error', reject); child.on('close', resolve); });
    if (code !== 0) throw new Error(`initdb exited with ${code}`);
  } finally {
    fs.rmSync(path.dirname(pwFile), { recursive: true, force: true });
  }
}

/** Removes the pid file a crashed earlier run left behind (PostgreSQL refuses to start over it). */
function clearStalePid(pgDir: string): void {
  const pidFile = path.join(pgDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  try {
    process.kill(pid, 0);
    throw new Error(`another PostgreSQL (pid ${pid}) is already running on ${pgDir}`);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ESRCH') throw err;
    fs.rmSync(pidFile);
  }
}

async function waitAccepting(child: ChildProcess, url: string): Promise<void> {
  const end = Date.now() + 60_000;
  while (Date.now() < end) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`postgres exited with ${child.exitCode ?? child.signalCode}`);
    const c = new Client({ connectionString: url, connectionTimeoutMillis: 2000 });
    try {
      await c.connect();
      await c.end();
      return;
    } catch {
      await c.end().catch(() => undefined);
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  throw new Error('postgres did not accept connections within 60 s');
}

/** The error shown when the embedded PostgreSQL cannot start: what happened, its log, and the way out. */
function startError(err: unknown, lines: string[]): Error {
  const reason = err instanceof Error ? err.message : String(err);
  return new Error(`The embedded PostgreSQL could not start: ${reason}\n${lines.slice(-15).join('').trim()}\n`
    + 'Set DATABASE_URL=postgres://user:password@host:5432/database to use a PostgreSQL server of your own instead.');
}

/** Initialises (first use only) and starts a cluster for `opts.dataDir`; see embedded-access.ts for where it lives. */
export async function startCluster(opts: ClusterOptions): Promise<Cluster> {
  const lines: string[] = [];
  const log = (l: string) => { lines.push(l); if (lines.length > 200) lines.shift(); opts.onLog?.(l); };
  let child: ChildProcess | null = null;
  const url = (database = 'postgres') => `postgres://postgres:${PASSWORD}@127.0.0.1:${opts.port}/${database}`;
  const kill = () => { if (child && child.exitCode === null) child.kill('SIGINT'); };
  let layout: ClusterLayout;
  const start = async () => {
    clearStalePid(layout.pgDir);
    child = run(layout, 'postgres', ['-D', layout.pgDir, '-p', String(opts.port), '-c', 'listen_addresses=127.0.0.1',
      '-c', 'unix_socket_directories=', ...(opts.flags ?? [])], log);
    child.on('error', (e) => log(`${e.message}\n`));
    await waitAccepting(child, url());
  };
  try {
    layout = clusterLayout(opts.dataDir);
    if (!fs.existsSync(path.join(layout.pgDir, 'PG_VERSION'))) await initdb(layout, log);
    await start();
  } catch (err) {
    kill();
    throw startError(err, lines);
  }
  // The postmaster is our child but not in our process group's fate: stop it when we exit for any reason.
  process.once('exit', kill);
  const cluster: Cluster = {
    port: opts.port,
    pgDir: layout.pgDir,
    get pid() { return child?.pid ?? 0; },
    url,
    async stop() {
      const c = child;
      if (c && c.exitCode === null && c.signalCode === null) {
        const exited = new Promise((r) => c.once('exit', r));
        c.kill('SIGINT');
        await exited;
      }
      child = null;
      if (opts.throwaway) {
        removeCluster(layout);
        fs.rmSync(opts.dataDir, { recursive: true, force: true });
      }
    },
    start,
  };
  return cluster;
}
