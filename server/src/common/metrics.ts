/**
 * Prometheus metrics (issue #23 point 7), on GET /metrics for a scraper holding METRICS_TOKEN (a bearer token; no
 * token configured: the route answers 404, as any unknown path). What they show:
 * - purlwise_http_request_duration_seconds{door, operation, status}: each request's time, by door (graphql, rest,
 *   images, export, import, oauth, client, health) and operation (a GraphQL operation's name, a REST route with its
 *   ids as :id). Operation names come from callers: beyond MAX_OPERATIONS distinct ones they count as "other".
 * - purlwise_db_pool_connections{state}: connections in use and free, and requests waiting for one.
 * - purlwise_job_queue_jobs{queue, state}: pg-boss jobs waiting (created, retry) and running (active).
 * - purlwise_response_cache_requests_total{result}: the response cache's hits and misses.
 * Plus prom-client's default process metrics (CPU, memory, event-loop lag, GC).
 */
import type { MikroORM } from '@mikro-orm/postgresql';
import type { ApolloServerPlugin } from '@apollo/server';
import type { Request, RequestHandler, Response } from 'express';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { config } from '../config';
import type { Ctx } from './context';
import { logger } from './logger';
import { writeError } from './error-writer';
import { unauthenticated } from './errors';

export const registry = new Registry();
collectDefaultMetrics({ register: registry, prefix: 'purlwise_' });

const duration = new Histogram({
  name: 'purlwise_http_request_duration_seconds',
  help: 'Time from a request to the end of its answer, by door, operation and status class.',
  labelNames: ['door', 'operation', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
  registers: [registry],
});

const cacheRequests = new Counter({
  name: 'purlwise_response_cache_requests_total',
  help: 'Cacheable GraphQL requests answered from the response cache (hit) or computed (miss).',
  labelNames: ['result'] as const,
  registers: [registry],
});

const planAnswers = new Counter({
  name: 'purlwise_feed_plan_answers_total',
  help: 'GraphQL requests answered by a compiled feed plan (modules/knit/feed-plan.ts) instead of the executor.',
  registers: [registry],
});

/** Counts one request a compiled feed plan answered. */
export function countPlanAnswer(): void {
  planAnswers.inc();
}

/** Counts one cacheable request of the response cache. */
export function countCacheRequest(result: 'hit' | 'miss'): void {
  cacheRequests.inc({ result });
}

/** Distinct operation labels kept; more would let callers grow the scrape without bound. */
const MAX_OPERATIONS = 200;
const operations = new Set<string>();

function operationLabel(name: string): string {
  if (operations.has(name)) return name;
  if (operations.size >= MAX_OPERATIONS) return 'other';
  operations.add(name);
  return name;
}

const DOORS: [RegExp, string][] = [
  [/^\/graphql/, 'graphql'], [/^\/api\//, 'rest'], [/^\/images\//, 'images'], [/^\/export/, 'export'],
  [/^\/import/, 'import'], [/^\/oauth/, 'oauth'], [/^\/(healthz|readyz|metrics)$/, 'health'],
];

function doorOf(path: string): string {
  return DOORS.find(([re]) => re.test(path))?.[1] ?? 'client';
}

/** The operation of a finished request: the GraphQL operation's name, else its path with ids as :id. */
function operationOf(req: Request, res: Response, door: string): string {
  if (door === 'graphql') return operationLabel(String(res.locals.graphqlOperation ?? 'unnamed').slice(0, 100));
  if (door === 'client' || door === 'images') return door;
  // The whole path (req.path is the mounted router's own at this point).
  const path = req.originalUrl.split('?')[0];
  return operationLabel(path.replace(/\/\d+(?=\/|$)/g, '/:id').replace(/\/[0-9a-f-]{32,}(?=\/|$)/gi, '/:id').slice(0, 100));
}

/** Middleware: times every request, labelled when its answer ends. */
export function requestMetrics(): RequestHandler {
  return (req, res, next) => {
    const end = duration.startTimer();
    const path = req.path;
    res.on('finish', () => {
      const door = doorOf(path);
      end({ door, operation: operationOf(req, res, door), status: `${Math.floor(res.statusCode / 100)}xx` });
    });
    next();
  };
}

/** Apollo plugin: names the operation of a GraphQL request for requestMetrics. */
export const operationNamePlugin: ApolloServerPlugin<Ctx> = {
  async requestDidStart() {
    return {
      async didResolveOperation(rc) {
        const res = rc.contextValue.res;
        if (res) res.locals.graphqlOperation = rc.operationName ?? `anonymous ${rc.operation?.operation ?? ''}`.trim();
      },
    };
  },
};

/** knex's tarn pool, as far as the gauges read it. */
interface TarnPool { numUsed(): number; numFree(): number; numPendingAcquires(): number }

/** Gauges read at scrape time: the primary's pool and the job queues. */
export function registerStateGauges(orm: MikroORM): void {
  const pool = () => (orm.em.getConnection().getKnex().client as { pool?: TarnPool }).pool;
  // One app per process, but a second createApp (tests) replaces the gauges rather than failing on their names.
  registry.removeSingleMetric('purlwise_db_pool_connections');
  registry.removeSingleMetric('purlwise_job_queue_jobs');
  new Gauge({
    name: 'purlwise_db_pool_connections',
    help: 'Connections of the primary database pool: in use, free, and requests waiting for one.',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const p = pool();
      this.set({ state: 'used' }, p?.numUsed() ?? 0);
      this.set({ state: 'free' }, p?.numFree() ?? 0);
      this.set({ state: 'waiting' }, p?.numPendingAcquires() ?? 0);
    },
  });
  new Gauge({
    name: 'purlwise_job_queue_jobs',
    help: 'pg-boss jobs by queue and state: waiting (created, retry) and running (active).',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      try {
        const rows = await orm.em.getConnection().execute<{ name: string; state: string; n: number }[]>(
          `select name, state::text, count(*)::int as n from pgboss.job where state in ('created', 'retry', 'active') group by 1, 2`);
        for (const r of rows) this.set({ queue: r.name, state: r.state }, r.n);
      } catch (err) {
        logger.debug({ err }, 'job queue metrics unavailable');
      }
    },
  });
}

/** GET /metrics for a scraper with `Authorization: Bearer <METRICS_TOKEN>`; 404 when no token is configured. */
export function metricsRoute(): RequestHandler {
  return async (req, res, next) => {
    if (req.path !== '/metrics' || req.method !== 'GET' || !config.metricsToken) return next();
    if (req.headers.authorization !== `Bearer ${config.metricsToken}`) {
      res.set('WWW-Authenticate', 'Bearer realm="metrics"');
      writeError('routes', res, unauthenticated('A metrics token is required'));
      return;
    }
    res.set('Content-Type', registry.contentType).set('Cache-Control', 'no-store').send(await registry.metrics());
  };
}
