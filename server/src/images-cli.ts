/**
 * Image store commands (on DATABASE_URL, or the embedded database; the bucket from the S3_* variables):
 *   npm run images:migrate -- --to s3|postgres [--batch 50] [--limit N]   move existing image bytes between the stores
 *   npm run images:sweep [-- --grace 3600]                     delete bucket objects no image row points at
 */
import 'reflect-metadata';
import { config } from './config';
import { startEmbeddedPostgres } from './db/embedded';
import { initOrm, migrate } from './db/orm';
import { configureImageStore, imageBucket } from './modules/image/image-store';
import { migrateImages } from './modules/image/image-migrate';
import { sweepOrphans } from './modules/image/image-sweep';

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
}

const USAGE = 'usage: images-cli migrate --to s3|postgres [--batch N] [--limit N] | sweep [--grace SECONDS]';

async function run(args: string[]): Promise<number> {
  const [command] = args;
  const to = option(args, 'to');
  if (command === 'migrate' && to !== 's3' && to !== 'postgres') throw new Error(`--to must be s3 or postgres\n${USAGE}`);
  if (command !== 'migrate' && command !== 'sweep') throw new Error(USAGE);
  const embedded = config.databaseUrl ? null : await startEmbeddedPostgres(config.dataDir, config.embeddedPort);
  const orm = await initOrm(config.databaseUrl || embedded!.url, 2);
  try {
    await migrate(orm);
    // Only the bucket matters here; IMAGE_STORE decides where the running app writes new images.
    await configureImageStore({ ...config, imageStore: 'postgres' });
    if (!imageBucket()) throw new Error('S3_BUCKET (with S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY) is not set');
    if (command === 'sweep') {
      const removed = await sweepOrphans(orm, Number(option(args, 'grace') ?? config.imageSweepGraceSeconds));
      console.log(`removed the objects of ${removed} images no row points at`);
      return 0;
    }
    const report = await migrateImages(orm, to as 's3' | 'postgres', {
      batch: Number(option(args, 'batch') ?? 50), limit: Number(option(args, 'limit') ?? Infinity), log: (l) => console.log(l),
    });
    console.log(`done: ${report.moved} moved, ${report.failed.length} failed${report.failed.length ? ` (${report.failed.join(', ')})` : ''}, ${report.remaining} still to move`);
    if (to === 'postgres' && config.imageStore === 's3') console.log('note: IMAGE_STORE=s3 still sends new uploads to the bucket; set IMAGE_STORE=postgres');
    if (to === 's3' && config.imageStore !== 's3') console.log('note: set IMAGE_STORE=s3 so new uploads go to the bucket too');
    return report.failed.length ? 1 : 0;
  } finally {
    await orm.close();
    await embedded?.stop();
  }
}

run(process.argv.slice(2)).then((code) => process.exit(code), (err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(2);
});
