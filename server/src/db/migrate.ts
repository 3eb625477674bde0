/** `npm run db:migrate`: applies committed migrations to DATABASE_URL (or the embedded database). */
import 'reflect-metadata';
import { config } from '../config';
import { startEmbeddedPostgres } from './embedded';
import { initOrm, migrate } from './orm';

(async () => {
  const embedded = config.databaseUrl ? null : await startEmbeddedPostgres(config.dataDir, config.embeddedPort);
  const orm = await initOrm(config.databaseUrl || embedded!.url);
  await migrate(orm);
  await orm.close();
  await embedded?.stop();
  console.log('migrations applied');
})().catch((err) => { console.error(err); process.exit(1); });
