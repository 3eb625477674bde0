/** The SQL layer under the modules: the per-request statement counter and knex's pool, typed (db/orm.ts sets them up). */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { EntityManager } from '@mikro-orm/postgresql';

/** Per-request counter of SQL statements, read by the query-count header in tests and benchmarks. */
export const queryCounter = new AsyncLocalStorage<{ count: number }>();

/** A pg connection as knex's pool hands it out. */
export interface PooledConnection {
  query(text: string, params: unknown[]): Promise<{ rows: unknown[] }>;
  /** A named (prepared) statement: `pg` parses it once per connection. */
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
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
