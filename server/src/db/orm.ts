/** MikroORM set-up: connection, committed migrations, and a per-request SQL query counter. */
import { MikroORM } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { entities } from './entities';
import { ReplicaAwareDriver } from '../common/sql/replicas';
import { connectionPool, queryCounter } from '../common/sql/pool';
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
import { Migration20261125130000_image_public_copies } from './migrations/Migration20261125130000_image_public_copies';
import { Migration20261126090000_import_jobs } from './migrations/Migration20261126090000_import_jobs';
import { Migration20261126120000_token_lifetime } from './migrations/Migration20261126120000_token_lifetime';
import { Migration20261126150000_producer_case } from './migrations/Migration20261126150000_producer_case';
import { Migration20261126170000_search_words } from './migrations/Migration20261126170000_search_words';
import { Migration20261127090000_fibre_forms } from './migrations/Migration20261127090000_fibre_forms';
import { Migration20261127120000_webhooks } from './migrations/Migration20261127120000_webhooks';
import { Migration20261128090000_explore_counts } from './migrations/Migration20261128090000_explore_counts';
import { Migration20261127120000_oauth_apps } from './migrations/Migration20261127120000_oauth_apps';
import { Migration20261201000000_stash } from './migrations/Migration20261201000000_stash';
import { Migration20261202100000_projects } from './migrations/Migration20261202100000_projects';
import { Migration20261203090000_explore_type_pairs } from './migrations/Migration20261203090000_explore_type_pairs';
import { Migration20261204090000_explore_recount_lock } from './migrations/Migration20261204090000_explore_recount_lock';
import { Migration20261205090000_explore_facets_index } from './migrations/Migration20261205090000_explore_facets_index';
import { Migration20261206090000_null_tags } from './migrations/Migration20261206090000_null_tags';

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
  { name: 'Migration20261125130000_image_public_copies', class: Migration20261125130000_image_public_copies },
  { name: 'Migration20261126090000_import_jobs', class: Migration20261126090000_import_jobs },
  { name: 'Migration20261126120000_token_lifetime', class: Migration20261126120000_token_lifetime },
  { name: 'Migration20261126150000_producer_case', class: Migration20261126150000_producer_case },
  { name: 'Migration20261126170000_search_words', class: Migration20261126170000_search_words },
  { name: 'Migration20261127090000_fibre_forms', class: Migration20261127090000_fibre_forms },
  { name: 'Migration20261127120000_webhooks', class: Migration20261127120000_webhooks },
  { name: 'Migration20261128090000_explore_counts', class: Migration20261128090000_explore_counts },
  { name: 'Migration20261127120000_oauth_apps', class: Migration20261127120000_oauth_apps },
  { name: 'Migration20261201000000_stash', class: Migration20261201000000_stash },
  { name: 'Migration20261202100000_projects', class: Migration20261202100000_projects },
  { name: 'Migration20261203090000_explore_type_pairs', class: Migration20261203090000_explore_type_pairs },
  { name: 'Migration20261204090000_explore_recount_lock', class: Migration20261204090000_explore_recount_lock },
  { name: 'Migration20261205090000_explore_facets_index', class: Migration20261205090000_explore_facets_index },
  { name: 'Migration20261206090000_null_tags', class: Migration20261206090000_null_tags },
];

/**
 * Connects MikroORM to `url`. Nothing is synchronised: the schema comes from migrations only. `replicaUrls` become
 * MikroORM's read replicas, used only by `publicRead` (common/sql/public-read.ts): ordinary reads stay on the primary.
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
    // Every session reads a table from its first page: with PostgreSQL's synchronised scans (the default), a scan with a
    // LIMIT starts where another session's scan of the same big table has got to, so search's first name matches of a
    // common word (search.sql.ts, `named`), and with them the first page, changed from one request to the next.
    driverOptions: { connection: { connectionTimeoutMillis: 3000, options: '-c synchronize_seqscans=off' } },
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
