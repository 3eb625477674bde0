/**
 * PUBLIC BROWSING READS: `publicRead(ctx, (db) => ...)` is the one way to read from the read replicas
 * (DATABASE_REPLICA_URLS; README "Read replicas").
 *
 * Use it for reads any visitor could make and that may be a moment old: the public feed, public lists, search,
 * explore. Never for a viewer's own library, a read that decides a write, or anything inside a transaction: those
 * use `ctx.em` as always, which reads and writes the primary.
 *
 *     const rows = await publicRead(ctx, (db) => db.query<Row>('select ... where k.visibility = ? limit ?', params));
 *     const calcs = await publicRead(ctx, (db) => ctx.em.find(Calculator, where, { connectionType: db.connectionType }));
 *
 * `db.query` runs one statement (`?` placeholders, as `fastQuery`); `db.connectionType` goes into MikroORM's options
 * (`em.find`, `em.count`, `em.createQueryBuilder(X, 'x', db.connectionType)`); `db.connection` is the MikroORM
 * connection itself (`execute`, `getKnex`).
 *
 * Where it reads: a replica that passed its last health check and is less than DATABASE_REPLICA_MAX_LAG_SECONDS
 * behind, else the primary. Someone who wrote in the last DATABASE_REPLICA_STICKY_SECONDS (known by their user id
 * in this process and by a cookie across processes) reads the primary, so their own writes show at once. A replica
 * failing mid-read: the replicas are checked again and the read runs once more on the primary, so `read` may run
 * twice: keep it free of side effects. Without replicas it is simply a read on the primary.
 */
import type { ConnectionType } from '@mikro-orm/core';
import type { PostgreSqlConnection } from '@mikro-orm/postgresql';
import type { Ctx } from '../context';
import { isDatabaseDown } from '../errors';
import { logger } from '../logger';
import { config } from '../../config';
import { fastQueryOn, type QueryOptions } from './fast-query';
import type { ReplicaAwareDriver } from './replicas';

/** Where a public browsing read runs. */
export interface PublicDb {
  /** One statement with `?` placeholders, rows as the driver gives them (fast-query.ts: `prepare`). */
  query<T>(sql: string, params: unknown[], opts?: QueryOptions): Promise<T[]>;
  /** For MikroORM options: 'read' (a replica) or 'write' (the primary). */
  connectionType: ConnectionType;
  connection: PostgreSqlConnection;
}

/** The cookie that keeps a browser on the primary for a few seconds after it wrote (value: until, epoch ms). */
export const WROTE_COOKIE = 'pw_wrote';
const recentWriters = new Map<number, number>();

function driverOf(ctx: Ctx): ReplicaAwareDriver {
  return ctx.em.getDriver() as unknown as ReplicaAwareDriver;
}

function dbOn(ctx: Ctx, connectionType: ConnectionType): PublicDb {
  const connection = driverOf(ctx).getConnection(connectionType);
  return { connectionType, connection, query: (sql, params, opts) => fastQueryOn(connection, sql, params, opts) };
}

/** True when this request's author wrote within DATABASE_REPLICA_STICKY_SECONDS. */
function wroteLately(ctx: Ctx): boolean {
  const now = Date.now();
  const mine = ctx.viewer ? recentWriters.get(ctx.viewer.id) ?? 0 : 0;
  const cookie = Number((ctx.req?.cookies as Record<string, unknown> | undefined)?.[WROTE_COOKIE]);
  return mine > now || (Number.isFinite(cookie) && cookie > now);
}

/** A replica refused or lost the read (down, restarting, or a query cancelled by replay): the primary can answer. */
function replicaFailed(err: unknown): boolean {
  return isDatabaseDown(err) || (err as { code?: unknown } | undefined)?.code === '40001';
}

/** Runs a public browsing read on a healthy replica when there is one and the requester did not just write. */
export async function publicRead<T>(ctx: Ctx, read: (db: PublicDb) => Promise<T>): Promise<T> {
  const driver = driverOf(ctx);
  if (!driver.hasHealthyReplica() || wroteLately(ctx)) return read(dbOn(ctx, 'write'));
  const db = dbOn(ctx, 'read');
  try {
    return await read(db);
  } catch (err) {
    if (!replicaFailed(err)) throw err;
    logger.warn({ err: err instanceof Error ? err.message : String(err) }, 'read replica failed a read: retried on the primary');
    void driver.checkReplicas(config.replica.maxLagSeconds);
    return read(dbOn(ctx, 'write'));
  }
}

/**
 * Records that the request's author writes (a GraphQL mutation, a REST call other than GET): their public browsing
 * reads go to the primary for DATABASE_REPLICA_STICKY_SECONDS. Nothing happens without replicas.
 */
export function noteWrite(ctx: Ctx): void {
  if (config.databaseReplicaUrls.length === 0 || config.replica.stickySeconds <= 0) return;
  const now = Date.now();
  const until = now + config.replica.stickySeconds * 1000;
  if (recentWriters.size > 10_000) for (const [id, t] of recentWriters) if (t <= now) recentWriters.delete(id);
  if (ctx.viewer) recentWriters.set(ctx.viewer.id, until);
  if (ctx.res && !ctx.res.headersSent) {
    ctx.res.cookie(WROTE_COOKIE, String(until), {
      httpOnly: true, sameSite: 'lax', secure: config.secureCookies, maxAge: config.replica.stickySeconds * 1000, path: '/',
    });
  }
}
