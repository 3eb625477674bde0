/** MikroORM set-up: connection, committed migrations, and a per-request SQL query counter. */
import { AsyncLocalStorage } from 'node:async_hooks';
import { type EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { entities } from './entities';
import { ReplicaAwareDriver } from './replicas';
import { Migration20261121000000_initial } from './migrations/Migration20261121000000_initial';
import { Migration20261121010000_image_lookups } from './migrations/Migration20261121010000_image_lookups';
import { Migration20261123113517_personal_access_tokens } from './migrations/Migration20261123113517_personal_access_tokens';
import { Migration20261123120000_throttle } from './migrations/Migration20261123120000_throttle';
import { Migration20261123120015_password_reset } from './migrations/Migration20261123120015_password_reset';
import { Migration20261123122100_image_store } from './migrations/Migration20261123122100_image_store';
import { Migration20261123165237_search } from './migrations/Migration20261123165237_search';
import { Migration20261123181851_discover } from './migrations/Migration20261123181851_discover';
import { Migration20261124090000_calculator_ranges } from './migrations/Migration20261124090000_calculator_ranges';
import { Migration20261124190000_search_visibility } from './migrations/Migration20261124190000_search_visibility';

const migrationsList = [
  { name: 'Migration20261121000000_initial', class: Migration20261121000000_initial },
  { name: 'Migration20261121010000_image_lookups', class: Migration20261121010000_image_lookups },
  { name: 'Migration20261123113517_personal_access_tokens', class: Migration20261123113517_personal_access_tokens },
  { name: 'Migration20261123120000_throttle', class: Migration20261123120000_throttle },
  { name: 'Migration20261123120015_password_reset', class: Migration20261123120015_password_reset },
  { name: 'Migration20261123122100_image_store', class: Migration20261123122100_image_store },
  { name: 'Migration20261123165237_search', class: Migration20261123165237_search },
  { name: 'Migration20261123181851_discover', class: Migration20261123181851_discover },
  { name: 'Migration20261124090000_calculator_ranges', class: Migration20261124090000_calculator_ranges },
  { name: 'Migration20261124190000_search_visibility', class: Migration20261124190000_search_visibility },
];

/** Per-request counter of SQL statements, read by the query-count header in tests and benchmarks. */
export const queryCounter = new AsyncLocalStorage<{ count: number }>();

/**
 * Connects MikroORM to `url`. Nothing is synchronised: the schema comes from migrations only. `replicaUrls` become
 * MikroORM's read replicas, used only by `publicRead` (db/public-read.ts): ordinary reads stay on the primary.
 */
export async function initOrm(url: string, poolMax = 10, replicaUrls: readonly string[] = []): Promise<MikroORM> {
  const orm = await MikroORM.init({
    driver: ReplicaAwareDriver,
    clientUrl: url,
    replicas: replicaUrls.map((clientUrl, i) => ({ name: `replica-${i + 1}`, clientUrl })),
    preferReadReplicas: false,
    entities,
    extensions: [Migrator],
    migrations: { migrationsList, transactional: true, allOrNothing: true, snapshot: false, silent: true },
    pool: { min: 0, max: poolMax, acquireTimeoutMillis: 5000 },
    driverOptions: { connection: { connectionTimeoutMillis: 3000 } },
    discovery: { disableDynamicFileAccess: true, requireEntitiesArray: true },
    forceUtcTimezone: true,
    allowGlobalContext: false,
    debug: false,
  });
  const count = () => {
    const store = queryCounter.getStore();
    if (store) store.count += 1;
  };
  orm.em.getConnection().getKnex().on('query', count);
  for (const replica of replicaDriver(orm).replicaConnections()) replica.getKnex().on('query', count);
  return orm;
}

/** The ORM's driver, which knows the replicas' health. */
export function replicaDriver(orm: MikroORM): ReplicaAwareDriver {
  return orm.em.getDriver() as unknown as ReplicaAwareDriver;
}

/** Key of the advisory lock that serialises migrations between server processes. */
const MIGRATION_LOCK = 7_366_001;

/** A pg connection as knex's pool hands it out. */
export interface PooledConnection { query(text: string, params: unknown[]): Promise<{ rows: unknown[] }> }
/** knex's connection pool (knex types its client as `any`). */
export interface ConnectionPool {
  acquireConnection(): Promise<PooledConnection>;
  releaseConnection(conn: PooledConnection): Promise<void>;
}

/** The connection pool under an EntityManager, typed. */
export function connectionPool(em: EntityManager): ConnectionPool {
  return em.getConnection().getKnex().client as ConnectionPool;
}

/**
 * Applies pending committed migrations. Replicas starting together on a fresh database take turns (a session
 * advisory lock), so the second finds the work done instead of failing on it (tests/resilience/multi-server.test.ts).
 */
export async function migrate(orm: MikroORM): Promise<void> {
  const knex = orm.em.getConnection().getKnex();
  const pool = connectionPool(orm.em);
  const conn = await pool.acquireConnection();
  try {
    await knex.raw('select pg_advisory_lock(?)', [MIGRATION_LOCK]).connection(conn);
    try {
      await orm.getMigrator().up();
    } finally {
      await knex.raw('select pg_advisory_unlock(?)', [MIGRATION_LOCK]).connection(conn);
    }
  } finally {
    await pool.releaseConnection(conn);
  }
}
