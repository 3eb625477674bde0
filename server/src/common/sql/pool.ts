/** The SQL layer under the modules: the per-request statement counter and knex's pool, typed (db/orm.ts sets them up). */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { EntityManager } from '@mikro-orm/postgresql';

/** Per-request counter of SQL statements, read by the query-count header in tests and benchmarks. */
export const queryCounter = new AsyncLocalStorage<{ count: number }>();

/** One statement for `pg`: a named one (`name`) is parsed once per connection. */
export interface StatementConfig { name?: string; text: string; values: unknown[] }

/**
 * A pg connection as knex's pool hands it out, used with pg's callback form only (fast-query.ts `send` says why).
 */
export interface PooledConnection {
  query(config: StatementConfig, callback: (err: Error | null, result: { rows: unknown[] }) => void): void;
}
/** knex's connection pool (knex types its client as `any`). */
export interface ConnectionPool {
  acquireConnection(): Promise<PooledConnection>;
  releaseConnection(conn: PooledConnection): Promise<void>;
}

/** The connection pool under an EntityManager, typed. */
export function connectionPool(em: EntityManager): ConnectionPool {
  return em.getConnection().getKnex().client as ConnectionPool;
}
