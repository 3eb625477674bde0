/** MikroORM set-up: connection, committed migrations, and a per-request SQL query counter. */
import { AsyncLocalStorage } from 'node:async_hooks';
import { MikroORM, PostgreSqlDriver } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { entities } from './entities';
import { Migration20261121000000_initial } from './migrations/Migration20261121000000_initial';

const migrationsList = [{ name: 'Migration20261121000000_initial', class: Migration20261121000000_initial }];

/** Per-request counter of SQL statements, read by the query-count header in tests and benchmarks. */
export const queryCounter = new AsyncLocalStorage<{ count: number }>();

/** Connects MikroORM to `url`. Nothing is synchronised: the schema comes from migrations only. */
export async function initOrm(url: string, poolMax = 10): Promise<MikroORM> {
  const orm = await MikroORM.init({
    driver: PostgreSqlDriver,
    clientUrl: url,
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
  orm.em.getConnection().getKnex().on('query', () => {
    const store = queryCounter.getStore();
    if (store) store.count += 1;
  });
  return orm;
}

/** Applies pending committed migrations. */
export async function migrate(orm: MikroORM): Promise<void> {
  await orm.getMigrator().up();
}
