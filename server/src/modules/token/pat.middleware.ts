/**
 * The door for personal access tokens on /graphql and /api/v1: authenticates `Authorization: Bearer pw_...`
 * (401 at once when unknown, revoked or expired), throttles per token with RateLimit-* headers (429 +
 * Retry-After), keeps read tokens to REST GETs, and leaves the viewer in `res.locals.viewer` for the doors.
 */
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';
import { GraphQLError, OperationTypeNode } from 'graphql';
import type { ApolloServerPlugin } from '@apollo/server';
import { config } from '../../config';
import type { Ctx, Viewer } from '../../common/context';
import { AppError, toAppError } from '../../common/errors';
import { postgresLimiter, type Limiter } from '../../common/rate-limit';
import { bearer } from '../account/tokens';
import { authenticate, isPat } from './pat.service';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The viewer a personal access token stood for, when the request carried one (set by patDoor). */
export function patViewer(res: Response | undefined): Viewer | undefined {
  return res?.locals.patViewer as Viewer | undefined;
}

function refuse(req: Request, res: Response, e: AppError): void {
  res.status(e.status).set('Cache-Control', 'no-store');
  // Each door answers in its own error shape.
  if (req.baseUrl.startsWith('/graphql')) res.json({ errors: [{ message: e.message, extensions: { code: e.code } }] });
  else res.json({ message: e.message, code: e.code });
}

/** The middleware, with one limiter shared by every request of this process (and every process, through PostgreSQL). */
export function patDoor(orm: MikroORM, limiter: Limiter = tokenLimiter(orm)): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    const token = bearer(req.headers.authorization);
    if (!isPat(token)) return next();
    try {
      const viewer = await authenticate(orm.em.fork(), token);
      const budget = await limiter.consume(`pat:${viewer.pat!.id}`);
      res.set({ 'RateLimit-Limit': String(budget.limit), 'RateLimit-Remaining': String(budget.remaining), 'RateLimit-Reset': String(budget.resetSeconds) });
      if (!budget.allowed) {
        res.set('Retry-After', String(budget.resetSeconds));
        return refuse(req, res, new AppError('RATE_LIMITED', `Too many requests with this token; try again in ${budget.resetSeconds} s`));
      }
      if (req.baseUrl.startsWith('/api') && viewer.pat!.scope === 'read' && !READ_METHODS.has(req.method)) {
        return refuse(req, res, new AppError('FORBIDDEN', 'This token can only read'));
      }
      res.locals.patViewer = viewer;
      next();
    } catch (err) {
      refuse(req, res, toAppError(err));
    }
  };
}

/** Per-token budget: PAT_RATE_LIMIT requests per PAT_RATE_WINDOW seconds. */
export function tokenLimiter(orm: MikroORM): Limiter {
  return postgresLimiter(orm, { tableName: 'rate_limit_token', keyPrefix: 'pat', points: config.patRateLimit, durationSeconds: config.patRateWindowSeconds });
}

/** Apollo plugin: a read token's mutation is refused (403) before anything runs. */
export const patScopePlugin: ApolloServerPlugin<Ctx> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ contextValue, operation }) {
        if (contextValue.viewer?.pat?.scope === 'read' && operation?.operation === OperationTypeNode.MUTATION) {
          throw new GraphQLError('This token can only read', { extensions: { code: 'FORBIDDEN', http: { status: 403 } } });
        }
      },
    };
  },
};
