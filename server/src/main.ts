/** Boot only: config, database (embedded when DATABASE_URL is unset), migrations, listen. */
import 'reflect-metadata';
import { config } from './config';
import { logger } from './common/logger';
import { loadSecrets } from './common/secrets';
import { startEmbeddedPostgres } from './db/embedded';
import { initOrm, migrate, replicaDriver } from './db/orm';
import { createApp } from './app';
import { configureImageStore } from './modules/image/image-store';
import { startImageSweeper } from './modules/image/image-sweep';

async function main(): Promise<void> {
  const started = Date.now();
  const embedded = config.databaseUrl ? null : await startEmbeddedPostgres(config.dataDir, config.embeddedPort);
  const orm = await initOrm(config.databaseUrl || embedded!.url, 10, config.databaseReplicaUrls);
  await migrate(orm);
  // A replica down at start is left out (a warning) and taken in once it answers: the server starts without it.
  await replicaDriver(orm).watchReplicas(config.replica);
  const secrets = await loadSecrets(orm);
  const store = await configureImageStore();
  const stopSweeper = startImageSweeper(orm);
  const { app, apollo } = await createApp(orm, secrets);
  const server = app.listen(config.port, config.host, () => {
    logger.info(`Purlwise listening on http://localhost:${config.port} (${embedded ? 'embedded PostgreSQL in ' + embedded.dataDir : 'DATABASE_URL'}), images in ${store.kind}, ready in ${Date.now() - started} ms`);
    if (!process.env.LOG_LEVEL && logger.level === 'silent') return;
  });
  server.requestTimeout = 30_000;
  // Longer than any client's or balancer's idle timeout, so the server never closes a kept-alive socket just as a
  // client starts reusing it (that race gave clients EPIPE under load: tests/api/import-refusals.test.ts).
  server.keepAliveTimeout = 65_000;
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    server.close();
    stopSweeper();
    server.closeAllConnections();
    await apollo.stop().catch(() => undefined);
    await orm.close().catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((err) => {
  logger.error({ err }, 'failed to start');
  console.error(err);
  process.exit(1);
});
