/** Builds the express app: /graphql, /api/v1, /images, health checks and the built client. No listen here. */
import fs from 'node:fs';
import path from 'node:path';
import express, { NextFunction, Request, Response } from 'express';
import cookieParser from 'cookie-parser';
import { ApolloServer } from '@apollo/server';
import { GraphQLError } from 'graphql';
import { expressMiddleware } from '@as-integrations/express5';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { MikroORM, EntityManager } from '@mikro-orm/postgresql';
import { config } from './config';
import { makeContext, type Ctx } from './common/context';
import { formatGraphQLError, toAppError } from './common/errors';
import { logger } from './common/logger';
import type { Secrets } from './common/secrets';
import { graphqlUploadExpress } from './common/upload';
import { queryCounter } from './db/orm';
import { bearer, viewerFromToken } from './modules/account/tokens';
import { imageRouter } from './modules/image/image.routes';
import { MAX_IMAGE_BYTES } from '@purlwise/core';
import { getSchema } from './schema';
import { restRouter } from './rest';

export interface App { app: express.Express; apollo: ApolloServer<Ctx> }

/** Creates the app over an initialised ORM. Call `apollo.stop()` on shutdown. */
export async function createApp(orm: MikroORM, secrets: Secrets): Promise<App> {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');

  if (config.exposeQueryCount) {
    // Tests and benchmarks read how many SQL statements one request cost.
    app.use((req, res, next) => {
      const store = { count: 0 };
      const writeHead = res.writeHead;
      res.writeHead = function (this: Response, ...args: unknown[]) {
        if (!res.headersSent) res.setHeader('x-sql-queries', String(store.count));
        return (writeHead as (...a: unknown[]) => Response).apply(this, args);
      } as typeof res.writeHead;
      queryCounter.run(store, () => next());
    });
  }

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

  const armor = new ApolloArmor({
    maxDepth: { n: 12 },
    maxAliases: { n: 20 },
    maxDirectives: { n: 20 },
    maxTokens: { n: 5000 },
    costLimit: { maxCost: 20000 },
    blockFieldSuggestion: { enabled: true },
  });
  const protection = armor.protect();
  const apollo = new ApolloServer<Ctx>({
    schema: getSchema(),
    introspection: true,
    csrfPrevention: true,
    includeStacktraceInErrorResponses: false,
    formatError: formatGraphQLError,
    plugins: [...protection.plugins],
    validationRules: [...protection.validationRules],
  });
  await apollo.start();

  const viewerOf = async (em: EntityManager, req: Request) => viewerFromToken(em, secrets, bearer(req.headers.authorization));
  app.use('/graphql',
    express.json({ limit: config.bodyLimit }),
    graphqlUploadExpress({ maxFileSize: MAX_IMAGE_BYTES + 1, maxFiles: 5 }),
    expressMiddleware(apollo, {
      context: async ({ req, res }) => {
        const em = orm.em.fork() as EntityManager;
        let viewer;
        try {
          viewer = await viewerOf(em, req);
        } catch (err) {
          // E.g. the database is down while checking the token: its code and HTTP status (503), not a 500.
          const e = toAppError(err);
          throw new GraphQLError(e.message, { extensions: { code: e.code, http: { status: e.status } } });
        }
        return makeContext(em, secrets, viewer, req, res);
      },
    }));

  app.use('/api/v1', restRouter(orm, secrets));

  if (fs.existsSync(path.join(config.clientDir, 'index.html'))) {
    app.use(express.static(config.clientDir, { index: false, maxAge: '1h' }));
    app.get(/^\/(?!api\/|graphql|images\/).*/, (_req, res) => {
      res.sendFile(path.join(config.clientDir, 'index.html'));
    });
  }

  app.use((err: unknown, _req: Request, res: Response, _next: NextFunction) => {
    const status = (err as { status?: number; type?: string }).status;
    if (status === 413) return res.status(413).json({ message: 'The request body is too large' });
    if (status === 400) return res.status(400).json({ message: 'The request body is not valid' });
    const e = toAppError(err);
    logger.debug({ err }, 'request failed');
    res.status(e.status).json({ message: e.message });
  });
  return { app, apollo };
}
