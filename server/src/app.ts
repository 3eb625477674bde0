/** Builds the express app: /graphql, /api/v1, /images, health checks and the built client. No listen here. */
import fs from 'node:fs';
import path from 'node:path';
import express, { NextFunction, Request, Response } from 'express';
import cookieParser from 'cookie-parser';
import { ApolloServer, HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { GraphQLError, OperationTypeNode, type ASTVisitor, type ValidationContext } from 'graphql';
import { expressMiddleware } from '@as-integrations/express5';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { MikroORM, EntityManager } from '@mikro-orm/postgresql';
import { config } from './config';
import { makeContext, type Ctx } from './common/context';
import { AppError, bodyError, formatGraphQLError, toAppError } from './common/errors';
import { getCachePlugin, getEtag } from './common/get-cache';
import { graphqlErrorStatus, graphqlNestingLimit, securityHeaders, setRetryAfter } from './common/http-guards';
import { takeUpload } from './common/throttle';
import { logger } from './common/logger';
import type { Secrets } from './common/secrets';
import { graphqlUploadExpress } from './common/upload';
import { queryCounter } from './db/orm';
import { noteWrite } from './db/public-read';
import { bearer, viewerFromToken } from './modules/account/tokens';
import { imageRouter } from './modules/image/image.routes';
import { exportRouter } from './modules/data/export.routes';
import { patDoor, patScopePlugin, patViewer } from './modules/token/pat.middleware';
import { MAX_IMAGE_BYTES } from '@purlwise/core';
import { getSchema } from './schema';
import { restRouter } from './rest';
import { clientRouter, compressAnswers } from './delivery';
import { invalidateOnWrite, responseCachePlugins } from './common/response-cache';
import { feedPreload } from './modules/knit/feed-preload';

/** A mutation's author reads the primary for a few seconds (read replicas: db/public-read.ts). */
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

/** The GraphQL server with its limits (depth, aliases, cost, tokens) and plugins, started. */
async function startApollo(): Promise<ApolloServer<Ctx>> {
  const armor = new ApolloArmor({
    maxDepth: { n: 12 },
    // __typename counts too: 300 aliases of it passed the limit.
    maxAliases: { n: 20, allowList: [] },
    maxDirectives: { n: 20 },
    // Armor's token plugin re-parses in a hook, so every syntax error became a 500: graphql-js counts tokens
    // itself (parseOptions below) and reports them as the 400 they are (tests/security/bugs.test.ts).
    maxTokens: { enabled: false },
    costLimit: { maxCost: 20000 },
    // formatGraphQLError drops every "Did you mean" (fields, enum values, variables); armor's mask left a stray '?'.
    blockFieldSuggestion: { enabled: false },
  });
  const protection = armor.protect();
  const apollo = new ApolloServer<Ctx>({
    schema: getSchema(),
    introspection: true,
    // A GET (or a multipart POST) must carry a preflight header such as apollo-require-preflight (docs/api.md).
    csrfPrevention: true,
    // Automatic persisted queries (Apollo's built-in APQ, in a bounded in-memory cache per process): a tool sends the
    // SHA-256 of its query and the text only once; with GET the hash-only URL is cacheable (common/get-cache.ts).
    persistedQueries: { ttl: 24 * 3600 },
    includeStacktraceInErrorResponses: false,
    parseOptions: { maxTokens: 5000 },
    formatError: formatGraphQLError,
    // The default cache-control plugin wraps every field resolver; nothing here uses cache hints.
    plugins: [...protection.plugins, patScopePlugin, getCachePlugin, ApolloServerPluginCacheControlDisabled(), ...responseCachePlugins(config.feedCacheSeconds), noteWritesPlugin, graphqlErrorStatus],
    // main.ts owns shutdown (it also stops the database); Apollo's own signal handler raced with it.
    stopOnTerminationSignals: false,
    // A subscription reached execution and came back as an INTERNAL_SERVER_ERROR: refuse it as invalid instead.
    validationRules: [...protection.validationRules, noSubscriptions],
  });
  await apollo.start();
  return apollo;
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
  app.use(securityHeaders());

  // Tests and benchmarks read how many SQL statements one request cost.
  if (config.exposeQueryCount) app.use(queryCountHeader);

  app.use(compressAnswers());

  app.get('/healthz', (_req, res) => { res.json({ status: 'ok' }); });
  app.get('/readyz', async (_req, res) => {
    try {
      await orm.em.getConnection().execute('select 1');
      res.json({ status: 'ready' });
    } catch {
      res.status(503).json({ status: 'database unavailable' });
    }
  });

  app.use(cookieParser());
  app.use(imageRouter(orm, secrets));
  app.use(exportRouter(orm, secrets));

  const apollo = await startApollo();

  // Imports (zip) may be larger than an image; readUpload still caps each image at MAX_IMAGE_BYTES.
  const uploads = graphqlUploadExpress({ maxFileSize: Math.max(MAX_IMAGE_BYTES, config.importMaxBytes) + 1, maxFiles: 5 });
  const viewerOf = async (em: EntityManager, req: Request, res: Response) =>
    patViewer(res) ?? viewerFromToken(em, secrets, bearer(req.headers.authorization));
  // Personal access tokens are checked (and throttled) before either door reads the body.
  const pats = patDoor(orm);
  app.use('/graphql',
    pats,
    getEtag,
    express.json({ limit: config.bodyLimit }),
    (req, res, next) => uploads(req, res, (err?: unknown) => {
      if (!err) return next();
      // graphql-upload answers only once the body is read: drain it, or a refused body (no boundary) hangs.
      req.resume();
      // A multipart body that breaks off or is malformed (busboy's errors carry no status) is a 400, not a 500.
      if (!(err as { status?: number }).status) return next(Object.assign(new Error('The upload is not valid'), { status: 400 }));
      next(err);
    }),
    graphqlNestingLimit(),
    expressMiddleware(apollo, {
      context: async ({ req, res }) => {
        const em = orm.em.fork();
        try {
          const ctx = makeContext(em, secrets, await viewerOf(em, req, res), req, res);
          // Every multipart request is an upload: paid for once, before any image is decoded.
          if (ctx.viewer && req.is('multipart/form-data')) await takeUpload(ctx, ctx.viewer.id);
          return ctx;
        } catch (err) {
          // E.g. the database is down while checking the token (503, not a 500), or too many uploads (429).
          const e = toAppError(err);
          const headers = new HeaderMap();
          if (e.retryAfterSeconds) headers.set('retry-after', String(e.retryAfterSeconds));
          throw new GraphQLError(e.message, { extensions: { code: e.code, http: { status: e.status, headers } } });
        }
      },
    }));

  app.use('/api/v1', invalidateOnWrite(), pats, restRouter(orm, secrets));
  // Anything else under /api is a JSON 404 too, never the client's HTML page.
  app.use('/api', (_req, res) => { const e = new AppError('NOT_FOUND', 'Not found'); res.status(e.status).json({ message: e.message }); });

  if (fs.existsSync(path.join(config.clientDir, 'index.html'))) {
    app.use(clientRouter(config.clientDir, { feedPreload: feedPreload(orm, secrets, config.feedCacheSeconds) }));
  }

  app.use((err: unknown, req: Request, res: Response, _next: NextFunction) => {
    const e = bodyError(err);
    logger.debug({ code: e.code }, 'request refused');
    setRetryAfter(res, e);
    // A GraphQL client reads errors[].extensions.code; everything else gets the legacy { message }.
    if (req.originalUrl.startsWith('/graphql')) res.status(e.status).json({ errors: [{ message: e.message, extensions: { code: e.code } }] });
    else res.status(e.status).json({ message: e.message });
  });
  return { app, apollo };
}
