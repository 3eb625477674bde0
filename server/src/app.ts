/** Builds the express app: /graphql, /api/v1, /images, health checks and the built client. No listen here. */
import fs from 'node:fs';
import path from 'node:path';
import express, { NextFunction, Request, Response } from 'express';
import cookieParser from 'cookie-parser';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { GraphQLError, OperationTypeNode, type ASTVisitor, type ValidationContext } from 'graphql';
import { expressMiddleware } from '@as-integrations/express5';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { MikroORM } from '@mikro-orm/postgresql';
import { config } from './config';
import type { Ctx } from './common/context';
import { AppError, bodyError, formatGraphQLError } from './common/errors';
import { getCachePlugin, getEtag } from './common/get-cache';
import { graphqlErrorStatus, graphqlNestingLimit, securityHeaders } from './common/http-guards';
import { logger } from './common/logger';
import { graphqlRefusal, writeError } from './common/error-writer';
import { metricsRoute, operationNamePlugin, registerStateGauges, requestMetrics } from './common/metrics';
import { requestIdPlugin, requestLog } from './common/request-log';
import { graphqlJsonDepthLimit, jsonBody } from './common/json-depth';
import type { Secrets } from './common/secrets';
import { graphqlUploadExpress } from './common/upload';
import { queryCounter } from './common/sql/pool';
import { noteWrite } from './common/sql/public-read';
import { requestContext } from './modules/account/request-context';
import { isWarm } from './warm-up';
import { imageRouter } from './modules/image/image.routes';
import { exportRouter } from './modules/data/export.routes';
import { importRouter } from './modules/data/import.routes';
import { patDoor, patScopePlugin, tokenBudget, type TokenBudget } from './modules/token/pat.middleware';
import { costPlugin } from './modules/token/cost-plugin';
import { COST_OPTIONS } from './common/query-cost';
import { MAX_IMAGE_BYTES } from '@purlwise/core';
import { getSchema } from './schema';
import { jitGateway } from './common/jit-executor';
import { restRouter } from './rest';
import { clientRouter, compressAnswers, explorerPage } from './delivery';
import { invalidateOnWrite, responseCachePlugins } from './common/response-cache';
import { apiCors } from './common/cors';
import { feedPreload } from './modules/knit/feed-preload';
import { feedPlans } from './modules/knit/feed-plan.route';
import { appTokenCheck, isAppToken, oauthRouter } from './modules/oauth/oauth.routes';
import { OAUTH_PATH } from './modules/oauth/oauth.provider';

/** A mutation's author reads the primary for a few seconds (read replicas: common/sql/public-read.ts). */
const noteWritesPlugin: ApolloServerPlugin<Ctx> = {
  async requestDidStart() {
    return {
      async didResolveOperation(rc) {
        if (rc.operation?.operation === OperationTypeNode.MUTATION) noteWrite(rc.contextValue);
      },
    };
  },
};

export interface App { app: express.Express; apollo: ApolloServer<Ctx> }

/** Validation rule: subscription operations are refused, since the schema has no subscription type. */
function noSubscriptions(context: ValidationContext): ASTVisitor {
  return {
    OperationDefinition(node) {
      if (node.operation === OperationTypeNode.SUBSCRIPTION && !context.getSchema().getSubscriptionType()) {
        context.reportError(new GraphQLError('Subscriptions are not supported', { nodes: node }));
      }
    },
  };
}

/** Middleware: counts the SQL statements of the request and answers the count in `x-sql-queries`. */
function queryCountHeader(_req: Request, res: Response, next: NextFunction): void {
  const store = { count: 0 };
  const writeHead = res.writeHead.bind(res) as (...a: unknown[]) => Response;
  res.writeHead = ((...args: unknown[]) => {
    if (!res.headersSent) res.setHeader('x-sql-queries', String(store.count));
    return writeHead(...args);
  }) as typeof res.writeHead;
  queryCounter.run(store, () => next());
}

/** The GraphQL server with its limits (depth, aliases, cost, tokens) and plugins, started; tokens pay the cost of their operations from `budget`. */
async function startApollo(budget: TokenBudget): Promise<ApolloServer<Ctx>> {
  const armor = new ApolloArmor({
    maxDepth: { n: 12 },
    // __typename counts too: 300 aliases of it passed the limit.
    maxAliases: { n: 20, allowList: [] },
    maxDirectives: { n: 20 },
    // Armor's token plugin re-parses in a hook, so every syntax error became a 500: graphql-js counts tokens
    // itself (parseOptions below) and reports them as the 400 they are (tests/security/bugs.test.ts).
    maxTokens: { enabled: false },
    // The same estimator prices each operation for extensions.cost and tokens' budgets (common/query-cost.ts).
    costLimit: COST_OPTIONS,
    // formatGraphQLError drops every "Did you mean" (fields, enum values, variables); armor's mask left a stray '?'.
    blockFieldSuggestion: { enabled: false },
  });
  const protection = armor.protect();
  // Compiled execution (common/jit-executor.ts) unless GRAPHQL_JIT=false: graphql-js then interprets every request.
  const schemaOrGateway = config.graphqlJit ? { gateway: jitGateway(getSchema()) } : { schema: getSchema() };
  const apollo = new ApolloServer<Ctx>({
    ...schemaOrGateway,
    introspection: true,
    // A GET (or a multipart POST) must carry a preflight header such as apollo-require-preflight (docs/api.md).
    csrfPrevention: true,
    // Automatic persisted queries (Apollo's built-in APQ, in a bounded in-memory cache per process): a tool sends the
    // SHA-256 of its query and the text only once; with GET the hash-only URL is cacheable (common/get-cache.ts).
    persistedQueries: { ttl: 24 * 3600 },
    includeStacktraceInErrorResponses: false,
    parseOptions: { maxTokens: 5000 },
    formatError: formatGraphQLError,
    // The default cache-control plugin wraps every field resolver; nothing here uses cache hints. Apollo's landing
    // page loads its sandbox from Apollo's CDN: a browser's GET /graphql gets the client's own explorer instead.
    plugins: [...protection.plugins, requestIdPlugin, operationNamePlugin, patScopePlugin, costPlugin(budget), getCachePlugin, ApolloServerPluginCacheControlDisabled(), ApolloServerPluginLandingPageDisabled(), ...responseCachePlugins(config.feedCacheSeconds), noteWritesPlugin, graphqlErrorStatus],
    // boot.ts owns shutdown (it also stops the database); Apollo's own signal handler raced with it.
    stopOnTerminationSignals: false,
    // A subscription reached execution and came back as an INTERNAL_SERVER_ERROR: refuse it as invalid instead.
    validationRules: [...protection.validationRules, noSubscriptions],
  });
  await apollo.start();
  return apollo;
}

/**
 * Refuses a multipart body declared larger than `maxBytes` with 413 at once, before any of it is parsed or stored. Up
 * to 64 MB the rest of the body is read and dropped (nothing kept), so a client still sending reads the answer instead
 * of a reset; beyond that the connection is closed.
 */
function refuseLargeMultipart(maxBytes: number): express.RequestHandler {
  return (req, res, next) => {
    const declared = Number(req.headers['content-length']);
    if (!req.is('multipart/form-data') || !(declared > maxBytes)) return next();
    let answered = false;
    const refuse = () => {
      if (answered) return;
      answered = true;
      next(new AppError('PAYLOAD_TOO_LARGE', `The request body is too large: each file may be at most ${MAX_IMAGE_BYTES / 1024 / 1024} MB`));
    };
    if (declared > 64 * 1024 * 1024) {
      res.set('Connection', 'close');
      return refuse();
    }
    req.resume();
    refuse();
  };
}

/** Creates the app over an initialised ORM. Call `apollo.stop()` on shutdown. */
export async function createApp(orm: MikroORM, secrets: Secrets): Promise<App> {
  const app = express();
  app.disable('x-powered-by');
  // Nothing caches POST answers; hashing every /graphql body for an ETag is wasted CPU.
  app.set('etag', false);
  // A reverse proxy on this host may say who the client is (X-Forwarded-For: throttling keys) and that the
  // connection was HTTPS (X-Forwarded-Proto: req.secure, which makes cookies Secure).
  app.set('trust proxy', 'loopback');
  // Every answer carries X-Request-Id and is logged with it, and timed for /metrics (common/request-log.ts, metrics.ts).
  app.use(requestLog());
  app.use(requestMetrics());
  app.use(securityHeaders());
  registerStateGauges(orm);
  app.use(metricsRoute());

  // Tests and benchmarks read how many SQL statements one request cost.
  if (config.exposeQueryCount) app.use(queryCountHeader);

  // /graphql compresses its own answers, after the compiled feed plans (below), which compress theirs in one piece.
  const compress = compressAnswers();
  app.use((req, res, next) => (req.path === '/graphql' ? next() : compress(req, res, next)));

  // GraphQL first: the door third-party tools call most, and the feed's uncached answer (bench/) pays for every layer
  // a request passes on its way. The routes below it share no path with it.
  const budget = tokenBudget(orm);
  const apollo = await startApollo(budget);

  // Every upload on /graphql is one picture (imports have their own route, data/import.routes.ts): 10 MB, and a
  // body declared larger than that and its operations (1 MB at most) is refused before a byte is read or written.
  const uploads = graphqlUploadExpress({ maxFileSize: MAX_IMAGE_BYTES + 1, maxFiles: 5 });
  const maxMultipartBytes = MAX_IMAGE_BYTES + 1 + 1024 * 1024 + 64 * 1024;
  // OAuth 2 apps: the authorisation server and the consent page's calls (modules/oauth/).
  const oauth = await oauthRouter(orm, secrets);
  app.use(OAUTH_PATH, oauth.router);
  // Personal access tokens and apps' access tokens are checked (and throttled) before either door reads the body.
  const pats = patDoor(orm, budget, { is: isAppToken, check: appTokenCheck(oauth.provider, orm) });
  const crossOrigin = apiCors();
  // A browser opening /graphql (HTML preferred, no query) gets the API explorer, a page of the built client.
  const hasClient = fs.existsSync(path.join(config.clientDir, 'index.html'));
  if (hasClient) app.get('/graphql', explorerPage(config.clientDir));
  // Cookies: the refresh token's (refresh, logout) and the one that keeps a knitter who has just written on the primary.
  // Parsed on /graphql first, then for the routes below it.
  const cookies = cookieParser();
  app.use('/graphql',
    cookies,
    crossOrigin,
    pats,
    getEtag,
    jsonBody(),
    refuseLargeMultipart(maxMultipartBytes),
    (req, res, next) => uploads(req, res, (err?: unknown) => {
      if (!err) return next();
      // graphql-upload answers only once the body is read: drain it, or a refused body (no boundary) hangs.
      req.resume();
      // A multipart body that breaks off or is malformed (busboy's errors carry no status) is a 400, not a 500.
      if (!(err as { status?: number }).status) return next(Object.assign(new Error('The upload is not valid'), { status: 400 }));
      next(err);
    }),
    graphqlJsonDepthLimit(),
    graphqlNestingLimit(),
    // An uncached query of the feed by a visitor or a token, answered by its compiled plan (modules/knit/feed-plan.ts) when it has one.
    ...(config.feedPlans ? [feedPlans(orm, secrets, getSchema(), { cacheSeconds: config.feedCacheSeconds, budget })] : []),
    compress,
    expressMiddleware(apollo, {
      context: async ({ req, res }) => {
        try {
          // Every multipart request is an upload: paid for once, before any image is decoded.
          return await requestContext(orm.em.fork(), secrets, req, res, { upload: !!req.is('multipart/form-data') });
        } catch (err) {
          // E.g. the database is down while checking the token (503, not a 500), or too many uploads (429).
          throw graphqlRefusal(err);
        }
      },
    }));

  app.get('/healthz', (_req, res) => { res.json({ status: 'ok' }); });
  app.get('/readyz', async (_req, res) => {
    // Not before the process has answered its busiest queries once (warm-up.ts).
    if (!isWarm()) {
      res.status(503).json({ status: 'warming up' });
      return;
    }
    try {
      await orm.em.getConnection().execute('select 1');
      res.json({ status: 'ready' });
    } catch {
      res.status(503).json({ status: 'database unavailable' });
    }
  });

  app.use(cookies);
  app.use(imageRouter(orm, secrets));
  app.use(exportRouter(orm, secrets));
  app.use(importRouter(orm, secrets));

  app.use('/api/v1', crossOrigin, invalidateOnWrite(), pats, restRouter(orm, secrets));
  // Anything else under /api is a JSON 404 too, never the client's HTML page.
  app.use('/api', (_req, res) => { writeError('legacy', res, new AppError('NOT_FOUND', 'Not found')); });

  if (hasClient) {
    app.use(clientRouter(config.clientDir, { feedPreload: feedPreload(orm, secrets, config.feedCacheSeconds) }));
  }

  app.use((err: unknown, req: Request, res: Response, _next: NextFunction) => {
    const e = bodyError(err);
    logger.debug({ code: e.code }, 'request refused');
    // A GraphQL client reads errors[].extensions.code; everything else gets the legacy { message }.
    writeError(req.originalUrl.startsWith('/graphql') ? 'graphql' : 'legacy', res, e);
  });
  return { app, apollo };
}
