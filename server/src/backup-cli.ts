/**
 * Backup and restore (modules/data/backup.ts), on DATABASE_URL or the embedded database, with the bucket of the S3_*
 * variables when images live there:
 *   npm run backup [-- DIR]     writes a new backup directory (default: backups/purlwise-<time>)
 *   npm run restore -- DIR      restores it into a fresh database (migrations run first; refused if it has rows)
 */
import 'reflect-metadata';
import path from 'node:path';
import { config } from './config';
import { startEmbeddedPostgres } from './db/embedded';
import { initOrm, migrate } from './db/orm';
import { configureImageStore, imageBucket } from './modules/image/image-store';
import { backup, restore, RestoreRefused } from './modules/data/backup';

const USAGE = 'usage: backup-cli backup [DIR] | restore DIR';

async function run([command, dir]: string[]): Promise<number> {
  if ((command !== 'backup' && command !== 'restore') || (command === 'restore' && !dir)) {
    console.error(USAGE);
    return 2;
  }
  const embedded = config.databaseUrl ? null : await startEmbeddedPostgres(config.dataDir, config.embeddedPort);
  const url = config.databaseUrl || embedded!.url;
  try {
    const orm = await initOrm(url, 2);
    await migrate(orm);
    await orm.close();
    await configureImageStore({ ...config, imageStore: 'postgres' });
    if (command === 'backup') {
      const target = path.resolve(dir ?? path.join('backups', `purlwise-${new Date().toISOString().replace(/[:.]/g, '-')}`));
      const m = await backup(url, target, imageBucket());
      console.log(`backup written to ${target}: ${m.tables.reduce((n, t) => n + t.rows, 0)} rows in ${m.tables.length} tables, ${m.objects.length} bucket objects`);
    } else {
      const m = await restore(url, path.resolve(dir), imageBucket());
      console.log(`restored ${m.tables.reduce((n, t) => n + t.rows, 0)} rows in ${m.tables.length} tables and ${m.objects.length} bucket objects from the backup of ${m.createdAt}`);
    }
    return 0;
  } catch (err) {
    if (err instanceof RestoreRefused) {
      console.error(`restore refused: ${err.message}`);
      return 1;
    }
    throw err;
  } finally {
    await embedded?.stop();
  }
}

run(process.argv.slice(2)).then((code) => process.exit(code), (err: unknown) => {
  console.error(err);
  process.exit(1);
});
