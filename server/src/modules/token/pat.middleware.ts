/**
 * The door for personal access tokens on /graphql and /api/v1: authenticates `Authorization: Bearer pw_...`, and the
 * access tokens of OAuth apps (modules/oauth/oauth.routes.ts, which may do what a personal token may)
 * (401 at once when unknown, revoked or expired), throttles per token and per account (all its tokens together)
 * with RateLimit-* headers (429 + Retry-After), keeps read tokens to REST GETs, and leaves the viewer in
 * `res.locals.viewer` for the doors. A REST request costs 1 point at this door; a GraphQL request costs the points
 * of its operation's cost, charged once the operation is known (costPlugin, modules/token/cost-plugin.ts).
 */
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';
import { OperationTypeNode } from 'graphql';
import type { ApolloServerPlugin } from '@apollo/server';
import { config } from '../../config';
import type { Ctx, Viewer } from '../../common/context';
import { AppError, toAppError } from '../../common/errors';
import { postgresLimiter, type LimitResult, type Limiter } from '../../common/rate-limit';
import { bearer } from '../account/tokens';
import { authenticate, isPat } from './pat.service';
import { graphqlRefusal } from '../../common/error-writer';

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

/** Of two budgets, the one that binds: a refused one first, else the one with fewer points left. */
function tighter(a: LimitResult, b: LimitResult): LimitResult {
  if (a.allowed !== b.allowed) return a.allowed ? b : a;
  if (!a.allowed) return a.resetSeconds >= b.resetSeconds ? a : b;
  return a.remaining <= b.remaining ? a : b;
}

/** What a charge to a token's budgets says: the budget that binds, and whose it is when it refused. */
export interface Charge { budget: LimitResult; points: number; refusal?: AppError }

/**
 * The budgets of personal access tokens, shared by every request of this process (and every process, through
 * PostgreSQL): one per token and one per account, so that making more tokens never buys more points. A request
 * takes its points from both, or is refused by the one that cannot pay and takes nothing from either.
 */
export class TokenBudget {
  constructor(private readonly limiter: Limiter, private readonly accountLimiter: Limiter) {}

  /** Charges `points` to the token and its account. */
  async charge(viewer: Viewer, points: number): Promise<Charge> {
    // An app's budget is per grant: app viewers carry no token row of their own (pat.id is 0).
    const keys = [viewer.app ? `app:${viewer.app.grantId}` : `pat:${viewer.pat!.id}`, `user:${viewer.id}`] as const;
    const [own, account] = await Promise.all([this.limiter.consume(keys[0], points), this.accountLimiter.consume(keys[1], points)]);
    if (own.allowed && !account.allowed) await this.limiter.refund(keys[0], points);
    if (account.allowed && !own.allowed) await this.accountLimiter.refund(keys[1], points);
    const budget = tighter(own, account);
    if (budget.allowed) return { budget, points };
    const whose = budget === own ? 'this token' : 'the tokens of this account';
    // A request of 1 point (every REST request) is refused with the words it always had.
    const cost = points > 1 ? `: this request costs ${points} points and ${budget.remaining} remain` : '';
    return { budget, points, refusal: new AppError('RATE_LIMITED', `Too many requests with ${whose}${cost}; try again in ${budget.resetSeconds} s`) };
  }
}

/** The budgets of PAT_RATE_LIMIT and PAT_ACCOUNT_RATE_LIMIT points per PAT_RATE_WINDOW seconds. */
export function tokenBudget(orm: MikroORM): TokenBudget {
  return new TokenBudget(tokenLimiter(orm), tokenAccountLimiter(orm));
}

/** The RateLimit-* headers of a charge (and Retry-After when it was refused). */
export function rateLimitHeaders(charge: Charge): Record<string, string> {
  const { budget } = charge;
  const headers: Record<string, string> = { 'RateLimit-Limit': String(budget.limit), 'RateLimit-Remaining': String(budget.remaining), 'RateLimit-Reset': String(budget.resetSeconds) };
  if (charge.refusal) headers['Retry-After'] = String(budget.resetSeconds);
  return headers;
}

/** How the door recognises and checks the access tokens of OAuth apps (modules/oauth/oauth.routes.ts). */
export interface AppTokens { is(token: string | undefined): token is string; check(token: string): Promise<Viewer> }

/**
 * The middleware, for personal access tokens and apps' access tokens alike. A REST request pays 1 point here; a
 * GraphQL request is authenticated here and pays for its operation in costPlugin, once the operation is known.
 */
export function patDoor(orm: MikroORM, budget: TokenBudget = tokenBudget(orm), apps?: AppTokens): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    const token = bearer(req.headers.authorization);
    if (!token) return next();
    const isApp = !isPat(token) && !!apps?.is(token);
    if (!isPat(token) && !isApp) return next();
    try {
      const viewer = isApp ? await apps!.check(token) : await authenticate(orm.em.fork(), token);
      if (!req.baseUrl.startsWith('/graphql')) {
        const charge = await budget.charge(viewer, 1);
        res.set(rateLimitHeaders(charge));
        if (charge.refusal) return refuse(req, res, charge.refusal);
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

/** Per-token budget: PAT_RATE_LIMIT points per PAT_RATE_WINDOW seconds. */
export function tokenLimiter(orm: MikroORM): Limiter {
  return postgresLimiter(orm, { tableName: 'rate_limit_token', keyPrefix: 'pat', points: config.patRateLimit, durationSeconds: config.patRateWindowSeconds });
}

/** Per-account budget over all its tokens: PAT_ACCOUNT_RATE_LIMIT (PAT_RATE_LIMIT by default) points per PAT_RATE_WINDOW seconds. */
export function tokenAccountLimiter(orm: MikroORM): Limiter {
  return postgresLimiter(orm, { tableName: 'rate_limit_token', keyPrefix: 'pat_account', points: config.patAccountRateLimit, durationSeconds: config.patRateWindowSeconds });
}

/** Apollo plugin: a read token's mutation is refused (403) before anything runs. */
export const patScopePlugin: ApolloServerPlugin<Ctx> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ contextValue, operation }) {
        if (contextValue.viewer?.pat?.scope === 'read' && operation?.operation === OperationTypeNode.MUTATION) {
          throw graphqlRefusal(new AppError('FORBIDDEN', 'This token can only read'));
        }
      },
    };
  },
};
