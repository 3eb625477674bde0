/** A read query on the ORM's own pool straight through `pg`, for hot read paths (the feed). */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Knex } from '@mikro-orm/postgresql';
import { type ConnectionPool, queryCounter } from './pool';

/**
 * Runs one parameterised statement (with `?` placeholders) on a pooled connection, skipping knex's query
 * builder and MikroORM's logging, which cost more CPU than the query itself on a feed page. Not for writes:
 * it ignores the EntityManager's transaction. Reads the primary; public browsing reads go through `publicRead`.
 */
export function fastQuery<T>(em: EntityManager, sql: string, params: unknown[]): Promise<T[]> {
  return fastQueryOn<T>(em.getConnection(), sql, params);
}

/** `fastQuery` on a given MikroORM connection (the primary's or a replica's). */
export async function fastQueryOn<T>(connection: { getKnex(): Knex }, sql: string, params: unknown[]): Promise<T[]> {
  let n = 0;
  const text = sql.replace(/\?/g, () => `$${++n}`);
  const pool = connection.getKnex().client as ConnectionPool;
  const conn = await pool.acquireConnection();
  try {
    const store = queryCounter.getStore();
    if (store) store.count += 1;
    const result = await conn.query(text, params);
    return result.rows as T[];
  } finally {
    await pool.releaseConnection(conn);
  }
}
