/**
 * Account imports as background jobs on pg-boss (a job queue in PostgreSQL, schema `pgboss`, started with the
 * server). The upload is saved to a temporary file of this host, so each host works its own queue; the table
 * `import_job` holds what the account sees (state, progress, report) and enforces one import per account at a time.
 * Temporary files go on every path: after the job, when the upload or the enqueue fails, and at start-up for
 * processes that are gone.
 */
import crypto from 'node:crypto';
import { readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ensureQueue, runningQueue, type JobQueue } from '../../common/job-queue';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { makeContext } from '../../common/context';
import { AppError, toAppError } from '../../common/errors';
import { logger } from '../../common/logger';
import type { Secrets } from '../../common/secrets';
import { isOurFault, runImport, type ImportProgress, type ImportReport } from './import.service';

/** The states of an import, as `import_job.state` stores them. */
export type ImportState = 'queued' | 'running' | 'done' | 'failed';

/** What the account sees of one import. */
export interface ImportStatus {
  id: string;
  state: ImportState;
  progress: ImportProgress;
  report: ImportReport | null;
  error: { code: string; message: string } | null;
  createdAt: Date;
  finishedAt: Date | null;
}

/** Prefix of every temporary import file, followed by the pid of the process that wrote it. */
export const TEMP_PREFIX = 'purlwise-import-';
/** Imports one server process runs at once (each re-encodes its pictures through the shared image queue). */
const WORKERS = 2;
/** A job still active after this long is taken as lost (its process died) and failed by pg-boss's retry. */
const EXPIRE_SECONDS = 4 * 3600;
/** Progress is written at most this often. */
const PROGRESS_EVERY_MS = 300;
/** A running import says it is alive this often, even while it waits (a picture, the upload budget). */
const HEARTBEAT_MS = 30_000;
/** A running import silent this long, or one queued this long, lost its host: a new import may replace it. */
const STALE_RUNNING_SECONDS = 10 * 60;
const STALE_QUEUED_SECONDS = 6 * 3600;

const host = os.hostname();
const QUEUE = `account-import-${host.replace(/[^\w-]/g, '_').slice(0, 60)}`;

/** A new temporary file name for an upload of this process. */
export function tempFileName(): string {
  return path.join(os.tmpdir(), `${TEMP_PREFIX}${process.pid}-${crypto.randomUUID()}`);
}

const alive = (pid: number) => {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists, under another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Removes the import files left by processes of this host that are gone (a crash mid-import). */
export async function sweepTempFiles(dir = os.tmpdir()): Promise<number> {
  const started = Date.now() - process.uptime() * 1000;
  let removed = 0;
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    if (!name.startsWith(TEMP_PREFIX)) continue;
    const pid = Number(name.slice(TEMP_PREFIX.length).split('-')[0]);
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => null);
    // Another live server process of this host may be importing it right now.
    if (!info || info.mtimeMs >= started || (Number.isInteger(pid) && pid > 0 && alive(pid))) continue;
    await rm(file, { force: true });
    removed += 1;
  }
  return removed;
}

/** Fails the imports of this host whose process is gone (their files were just swept). */
async function failOrphans(em: EntityManager): Promise<void> {
  const rows = await em.getConnection().execute<Array<{ id: string; pid: number }>>(
    `select id, pid from import_job where host = ? and state in ('queued', 'running')`, [host]);
  for (const row of rows.filter((r) => !alive(r.pid))) await finish(em, row.id, 'failed', null, interrupted());
}

const interrupted = () => new AppError('SERVICE_UNAVAILABLE', 'The import was interrupted by a server restart; nothing after the items already shown was written. Please import the file again.');
/** IMPORT_IN_PROGRESS: the one-import-per-account rule. */
export const importInProgress = () => new AppError('IMPORT_IN_PROGRESS', 'An import of your account is already running; wait until it is done');

async function finish(em: EntityManager, id: string, state: 'done' | 'failed', report: ImportReport | null, error: AppError | null): Promise<void> {
  await em.getConnection().execute(`update import_job set state = ?, report = ?, error_code = ?, error_message = ?, file = null,
    finished_at = now(), updated_at = now() where id = ?`, [state, report ? JSON.stringify(report) : null, error?.code ?? null, error?.message.slice(0, 1000) ?? null, id]);
}

/**
 * Fails the account's imports whose host is gone for good (a replaced container: no process of that host will run
 * or fail them): running without a heartbeat for STALE_RUNNING, or queued for longer than STALE_QUEUED.
 */
async function failStale(em: EntityManager, userId: number): Promise<void> {
  await em.getConnection().execute(`update import_job set state = 'failed', error_code = 'SERVICE_UNAVAILABLE', error_message = ?, file = null,
      finished_at = now(), updated_at = now()
    where user_id = ? and ((state = 'running' and updated_at < now() - make_interval(secs => ?))
      or (state = 'queued' and created_at < now() - make_interval(secs => ?)))`, [interrupted().message, userId, STALE_RUNNING_SECONDS, STALE_QUEUED_SECONDS]);
}

/** True when the account has an import queued or running (checked before an upload is read). */
export async function importRunning(em: EntityManager, userId: number): Promise<boolean> {
  await failStale(em, userId);
  const rows = await em.getConnection().execute(`select 1 from import_job where user_id = ? and state in ('queued', 'running')`, [userId]);
  return rows.length > 0;
}

/**
 * Queues the import of the saved file `file` for account `userId` and returns its id. The file belongs to the job
 * from here on; when queueing fails (IMPORT_IN_PROGRESS, an outage) it is removed.
 */
export async function enqueueImport(em: EntityManager, userId: number, file: string): Promise<string> {
  const id = crypto.randomUUID();
  try {
    const boss = runningQueue();
    if (!boss) throw new AppError('SERVICE_UNAVAILABLE', 'Imports are not available right now');
    await failStale(em, userId);
    try {
      await em.getConnection().execute(`insert into import_job (id, user_id, state, file, host, pid) values (?, ?, 'queued', ?, ?, ?)`,
        [id, userId, file, host, process.pid]);
    } catch (err) {
      if ((err as { code?: string }).code === '23505') throw importInProgress();
      throw err;
    }
    try {
      await boss.send(QUEUE, { importId: id, file } satisfies JobData);
    } catch (err) {
      await em.getConnection().execute(`delete from import_job where id = ?`, [id]).catch(() => undefined);
      throw err;
    }
    return id;
  } catch (err) {
    await rm(file, { force: true });
    throw err;
  }
}

interface Row {
  id: string; state: ImportState; file: string | null; user_id: number;
  items_total: number; items_done: number; calculators_total: number; calculators_done: number;
  report: ImportReport | string | null; error_code: string | null; error_message: string | null; created_at: string | Date; finished_at: string | Date | null;
}

/** A report of an import made before needles were exported has no needle counts: zeros. */
const withNeedles = (report: ImportReport | null): ImportReport | null =>
  report && { ...report, needles: report.needles ?? { created: 0, skipped: 0, refused: 0 } };

// Raw statements answer timestamps as text, and jsonb as text or parsed depending on the driver's settings.
const toStatus = (r: Row): ImportStatus => ({
  id: r.id, state: r.state, createdAt: new Date(r.created_at), finishedAt: r.finished_at ? new Date(r.finished_at) : null,
  report: withNeedles(typeof r.report === 'string' ? JSON.parse(r.report) as ImportReport : r.report),
  progress: { itemsTotal: r.items_total, itemsDone: r.items_done, calculatorsTotal: r.calculators_total, calculatorsDone: r.calculators_done },
  error: r.error_code ? { code: r.error_code, message: r.error_message ?? '' } : null,
});

/** The account's import `id`, or its latest when `id` is null; null when there is none. */
export async function importStatus(em: EntityManager, userId: number, id: string | null): Promise<ImportStatus | null> {
  if (id !== null && !/^[0-9a-f-]{36}$/i.test(id)) return null;
  const rows = await em.getConnection().execute<Row[]>(
    `select * from import_job where user_id = ? ${id ? 'and id = ?' : ''} order by created_at desc limit 1`, id ? [userId, id] : [userId]);
  return rows.length ? toStatus(rows[0]) : null;
}

/** What a queued job carries: its import, and its file (to remove it even when the account was deleted meanwhile). */
interface JobData { importId: string; file: string }

/** Removes a job's file, when it is one of ours. */
async function removeFile(file: string | null | undefined): Promise<void> {
  // Any process of this host may run the job (one queue per host), and its temporary folder may differ from the
  // receiving process's: the name, which only this module writes, is what marks the file as an import's.
  if (file && path.isAbsolute(file) && path.basename(file).startsWith(TEMP_PREFIX)) await rm(file, { force: true });
}

/** Runs one queued import. Never throws for the import's own failures: they are the job's result. */
async function runJob(orm: MikroORM, secrets: Secrets, data: JobData): Promise<void> {
  const { importId } = data;
  const em = orm.em.fork();
  const conn = em.getConnection();
  const rows = await conn.execute<Row[]>(`select * from import_job where id = ?`, [importId]);
  const row = rows[0];
  if (!row || row.state === 'done' || row.state === 'failed') {
    await removeFile(data.file);
    return;
  }
  const file = row.file;
  let heartbeat: NodeJS.Timeout | undefined;
  try {
    if (row.state === 'running' || !file) {
      // pg-boss handed it out again: the process that ran it died mid-way.
      await finish(em, importId, 'failed', null, interrupted());
      return;
    }
    await conn.execute(`update import_job set state = 'running', pid = ?, updated_at = now() where id = ?`, [process.pid, importId]);
    const users = await conn.execute<Array<{ id: number; username: string }>>('select id, username from app_user where id = ?', [row.user_id]);
    if (!users.length) return;
    const ctx = makeContext(em, secrets, { id: users[0].id, username: users[0].username });
    heartbeat = setInterval(() => {
      void conn.execute(`update import_job set updated_at = now() where id = ? and state = 'running'`, [importId]).catch(() => undefined);
    }, HEARTBEAT_MS);
    let last = 0;
    const report = await runImport(ctx, file, {
      progress: async (p) => {
        if (Date.now() - last < PROGRESS_EVERY_MS && p.itemsDone + p.calculatorsDone < p.itemsTotal + p.calculatorsTotal) return;
        last = Date.now();
        await conn.execute(`update import_job set items_total = ?, items_done = ?, calculators_total = ?, calculators_done = ?, updated_at = now() where id = ?`,
          [p.itemsTotal, p.itemsDone, p.calculatorsTotal, p.calculatorsDone, importId]);
      },
      waitForBudget: (ms) => new Promise((resolve) => setTimeout(resolve, Math.min(ms, 10 * 60_000))),
    });
    await removeFile(file);
    await finish(em, importId, 'done', report, null);
  } catch (err) {
    await removeFile(file).catch(() => undefined);
    const e = toAppError(err);
    if (isOurFault(err)) logger.error({ err, importId }, 'import failed');
    await finish(em, importId, 'failed', null, e).catch((failure) => logger.error({ err: failure, importId }, 'import state not saved'));
  } finally {
    clearInterval(heartbeat);
    await removeFile(file);
  }
}

/**
 * Starts the imports on the process's job queue: sweeps what a dead process left, creates the queue, and starts this
 * process's workers (when `work`). The queue's stop queues no import after it, and lets a running import finish (one
 * cut short is failed at the next start, or by pg-boss's retry).
 */
export async function startImportJobs(orm: MikroORM, secrets: Secrets, queue: JobQueue, work = true): Promise<void> {
  await sweepTempFiles();
  await failOrphans(orm.em.fork());
  await ensureQueue(queue.boss, QUEUE, { retryLimit: 1, retryDelay: 0, expireInSeconds: EXPIRE_SECONDS });
  for (let i = 0; work && i < WORKERS; i += 1) {
    await queue.boss.work<JobData>(QUEUE, { batchSize: 1, pollingIntervalSeconds: 1 }, async ([job]) => runJob(orm, secrets, job.data));
  }
}
