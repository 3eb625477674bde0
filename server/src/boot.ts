/** Boot (main.ts loads it once the configuration passed): database (embedded when DATABASE_URL is unset), migrations, listen. */
import 'reflect-metadata';
import http from 'node:http';
import type { Express } from 'express';
import { config } from './config';
import { listenError } from './config-check';
import { logger } from './common/logger';
import { loadSecrets } from './common/secrets';
import { startEmbeddedPostgres } from './db/embedded';
import { initOrm, migrate, replicaDriver } from './db/orm';
import { createApp } from './app';
import { appServer } from './app-server';
import { selfUrl, warmUp } from './warm-up';
import { configureImageStore } from './modules/image/image-store';
import { startImageSweeper } from './modules/image/image-sweep';
import { startJobQueue } from './common/job-queue';
import { startImportJobs } from './modules/data/import-jobs';
import { startWebhookJobs } from './modules/webhook/webhook.jobs';
import { startExploreFolding } from './modules/explore/explore.service';

/**
 * Listens on the port, or rejects with a StartupError (port in use, not allowed): express's `app.listen` calls its
 * callback on an error too, so a busy port logged "ready" and the process ran on with no socket.
 */
function listen(app: Express, port: number, host: string): Promise<http.Server> {
  return new Promise((resolve, reject) => {
    const server = appServer(app);
    server.once('error', (err: NodeJS.ErrnoException) => reject(listenError(err, port, host)));
    server.listen(port, host, () => resolve(server));
  });
}

/** How long a stopping server lets the requests under way finish before it closes their connections. */
const SHUTDOWN_GRACE_MS = 25_000;

/**
 * Stops accepting connections and resolves once every request under way has been answered (or after `graceMs`):
 * idle kept-alive connections close at once, busy ones as soon as their answer has gone (tests/api/running.test.ts, SIGTERM).
 */
function drain(server: http.Server, graceMs: number): Promise<void> {
  return new Promise((resolve) => {
    const idle = setInterval(() => server.closeIdleConnections(), 50);
    const deadline = setTimeout(() => server.closeAllConnections(), graceMs);
    server.close(() => {
      clearInterval(idle);
      clearTimeout(deadline);
      resolve();
    });
  });
}

/** Starts everything and listens; rejects (a StartupError when it is a known refusal) when the server cannot serve. */
export async function boot(started: number): Promise<void> {
  const embedded = config.databaseUrl ? null : await startEmbeddedPostgres(config.dataDir, config.embeddedPort);
  const orm = await initOrm(config.databaseUrl || embedded!.url, 10, config.databaseReplicaUrls);
  await migrate(orm);
  // A replica down at start is left out (a warning) and taken in once it answers: the server starts without it.
  await replicaDriver(orm).watchReplicas(config.replica);
  const secrets = await loadSecrets(orm);
  const store = await configureImageStore();
  const stopSweeper = startImageSweeper(orm);
  const stopFolding = startExploreFolding(orm);
  // pg-boss on the same database (its own schema): account imports run as its jobs, and webhook deliveries too
  // (their rows and jobs are written with the writes they tell about).
  const jobs = await startJobQueue(config.databaseUrl || embedded!.url);
  await startImportJobs(orm, secrets, jobs, config.backgroundJobs);
  await startWebhookJobs(orm, jobs, config.backgroundJobs);
  const { app, apollo } = await createApp(orm, secrets);
  /** Stops the jobs, Apollo, the pool and the embedded cluster: what runs beside the HTTP server. */
  const release = async () => {
    stopSweeper();
    stopFolding();
    await jobs.stop();
    await apollo.stop().catch(() => undefined);
    await orm.close().catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
  };
  const server = await listen(app, config.port, config.host).catch(async (err: unknown) => {
    // Nothing is served: let go of the database (and the embedded cluster) before main's catch exits.
    await release();
    throw err;
  });
  server.requestTimeout = 30_000;
  // Longer than any client's or balancer's idle timeout, so the server never closes a kept-alive socket just as a
  // client starts reusing it (that race gave clients EPIPE under load: tests/api/import-refusals.test.ts).
  server.keepAliveTimeout = 65_000;
  let stopping = false;
  // While stopping, every answer closes its connection, so keep-alive clients open their next request elsewhere.
  server.on('request', (_req: unknown, res: { headersSent: boolean; setHeader(n: string, v: string): void }) => {
    if (stopping && !res.headersSent) res.setHeader('Connection', 'close');
  });
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    logger.info('stopping: no new connections; finishing the requests under way');
    await drain(server, SHUTDOWN_GRACE_MS);
    await release();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
  // /readyz says ready once the process has answered its busiest queries once (warm-up.ts).
  await warmUp(selfUrl(config.host, config.port));
  logger.info(`Purlwise listening on http://localhost:${config.port} (${embedded ? 'embedded PostgreSQL in ' + embedded.dataDir : 'DATABASE_URL'}), images in ${store.kind}, ready in ${Date.now() - started} ms`);
}
