/** `npm run seed`: loads the demo library into DATABASE_URL (or the embedded database) and prints the demo logins. */
import 'reflect-metadata';
import { config } from '../config';
import { loadSecrets } from '../common/secrets';
import { configureImageStore } from '../modules/image/image-store';
import { startEmbeddedPostgres } from './embedded';
import { initOrm, migrate } from './orm';
import { DEMO_KNITTERS, DEMO_PASSWORD } from './seed-data';
import { seedDemoLibrary } from './seed-library';

(async () => {
  const embedded = config.databaseUrl ? null : await startEmbeddedPostgres(config.dataDir, config.embeddedPort);
  const orm = await initOrm(config.databaseUrl || embedded!.url);
  try {
    await migrate(orm);
    await configureImageStore();
    const report = await seedDemoLibrary(orm, await loadSecrets(orm));
    console.log(`demo library: added ${report.knitters} knitters, ${report.items} items, ${report.pictures} pictures, `
      + `${report.colours} colours, ${report.calculators} calculators (what was already there is kept)`);
    console.log(`log in as any of: ${DEMO_KNITTERS.map((k) => k.username).join(', ')} (password: ${DEMO_PASSWORD})`);
  } finally {
    await orm.close();
    await embedded?.stop();
  }
})().catch((err) => { console.error(err); process.exit(1); });
