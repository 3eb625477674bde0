/** A read query on the ORM's own pool straight through `pg`, for hot read paths (the feed). */
import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Knex } from '@mikro-orm/postgresql';
import { type ConnectionPool, type PooledConnection, queryCounter, type StatementConfig } from './pool';

/** How one statement is sent. */
export interface QueryOptions {
  /**
   * Send it as a named prepared statement: each pooled connection parses and plans it once, and PostgreSQL may then
   * keep one generic plan for it (after five executions, when that plan costs no more than the custom ones). Planning
   * was over half of PostgreSQL's work on a feed page (bench/RESULTS-api.md). Only for statements whose best plan
   * does not depend on their parameters' values: a page of a list without a search or a filter (knit.page.ts
   * plansAlike), with its LIMIT written into the text, so a generic plan never guesses at it.
   */
  prepare?: boolean;
}

interface Statement { text: string; name?: string }

/**
 * Statements by SQL text: the `?` placeholders turned into `$n` once, and a prepared statement's name (a hash of its
 * text, the same in every process). Past MAX_PREPARED distinct texts (a tool asking for every combination of fields
 * and page sizes), further statements are sent unnamed, so neither this map nor a connection's statements grow
 * without end: PostgreSQL keeps about 100 KB per prepared feed page and its generic plan, in each connection that ran
 * it. The web client's lists use a handful.
 */
const statements = new Map<string, Statement>();
const MAX_STATEMENTS = 2000;
const MAX_PREPARED = 64;
let prepared = 0;

function statementOf(sql: string, prepare: boolean): Statement {
  let st = statements.get(sql);
  if (!st) {
    let n = 0;
    st = { text: sql.replace(/\?/g, () => `$${++n}`) };
    // Past the map's bound a text is neither kept nor named.
    if (statements.size >= MAX_STATEMENTS) return st;
    statements.set(sql, st);
  }
  if (prepare && !st.name && prepared < MAX_PREPARED) {
    st.name = `pw_${createHash('sha1').update(st.text).digest('hex').slice(0, 20)}`;
    prepared += 1;
  }
  return st;
}

/**
 * Runs one parameterised statement (with `?` placeholders) on a pooled connection, skipping knex's query
 * builder and MikroORM's logging, which cost more CPU than the query itself on a feed page. Not for writes:
 * it ignores the EntityManager's transaction. Reads the primary; public browsing reads go through `publicRead`.
 */
export function fastQuery<T>(em: EntityManager, sql: string, params: unknown[], opts: QueryOptions = {}): Promise<T[]> {
  return fastQueryOn<T>(em.getConnection(), sql, params, opts);
}

/**
 * One statement through pg's callback form. pg's promise form (`conn.query(text, values)` without a callback) kept
 * each answer's rows alive through V8's young collections, to be promoted to the old generation and freed only by
 * its next full collection: about 1 MB per young collection under an uncached feed at 150 req/s, against 0.03 MB
 * with the callback, whose pauses made the slowest answers (bench/RESULTS-api.md, "The uncached tail, found").
 */
function send(conn: PooledConnection, statement: StatementConfig): Promise<{ rows: unknown[] }> {
  return new Promise((resolve, reject) => {
    conn.query(statement, (err, result) => {
      if (err) {
        // As pg's promise form does: a stack that leads back to the caller, not to the socket's read.
        Error.captureStackTrace(err);
        reject(err);
      } else resolve(result);
    });
  });
}

/** `fastQuery` on a given MikroORM connection (the primary's or a replica's). */
export async function fastQueryOn<T>(connection: { getKnex(): Knex }, sql: string, params: unknown[], opts: QueryOptions = {}): Promise<T[]> {
  const st = statementOf(sql, opts.prepare === true);
  const pool = connection.getKnex().client as ConnectionPool;
  const conn = await pool.acquireConnection();
  try {
    const store = queryCounter.getStore();
    if (store) store.count += 1;
    const result = await send(conn, st.name && opts.prepare ? { name: st.name, text: st.text, values: params } : { text: st.text, values: params });
    return result.rows as T[];
  } finally {
    await pool.releaseConnection(conn);
  }
}
