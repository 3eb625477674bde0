/**
 * Which /graphql requests a compiled feed plan answers (feed-plan.ts): a JSON POST of a query that has a plan, asking
 * for a plain JSON answer, that the response cache would not answer (it asks for no-cache, or the cache is off), from
 * a visitor (no Authorization header) or a tool with a personal or an app's access token (checked by patDoor). Those
 * are the requests that paid the whole price of answering: third-party tools reading the feed, and reloads. A token
 * pays the operation's points as it does through Apollo (costPlugin): RateLimit-* headers and `throttleStatus`; when
 * its budget cannot pay, Apollo answers the refusal. Everything else goes on to Apollo, as does any request its plan
 * declines. A knitter's session token always goes to Apollo.
 */
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { GraphQLSchema } from 'graphql';
import type { Ctx } from '../../common/context';
import { logger } from '../../common/logger';
import { endAnswer } from '../../common/compress';
import { countPlanAnswer } from '../../common/metrics';
import { requestIdOf } from '../../common/request-log';
import type { Secrets } from '../../common/secrets';
import { throttleStatusOf, type CostExtension } from '../token/cost-plugin';
import { patViewer, rateLimitHeaders, type TokenBudget } from '../token/pat.middleware';
import { compileFeedPlan, Declined, type FeedPlan } from './feed-plan';

/** Plans kept per process, by operation name and query text (null: that query has none). */
const MAX_PLANS = 500;

/** Apollo answers `application/graphql-response+json` to a client that prefers it: such requests go to Apollo. */
const acceptsPlainJson = (accept: string | undefined) =>
  accept === undefined || (!accept.includes('graphql-response') && /\*\/\*|application\/json/.test(accept));

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The request's query, operation name and variables when a plan may answer it; null otherwise. */
function planRequest(req: Request, res: Response, cacheOn: boolean): { query: string; operationName: string | null; variables: Record<string, unknown> | null } | null {
  if (req.method !== 'POST' || (req.headers.authorization !== undefined && !patViewer(res)) || !req.is('application/json')) return null;
  if (cacheOn && !/\bno-cache\b/i.test(req.headers['cache-control'] ?? '')) return null;
  if (!acceptsPlainJson(req.headers.accept)) return null;
  const body: unknown = req.body;
  if (!isRecord(body) || typeof body.query !== 'string' || body.extensions !== undefined) return null;
  const { query, operationName = null, variables = null } = body;
  if (operationName !== null && typeof operationName !== 'string') return null;
  if (variables !== null && !isRecord(variables)) return null;
  return { query, operationName, variables };
}

/**
 * The answer's `extensions.cost`, as costPlugin writes it: a token's points are charged to its budgets first (and its
 * RateLimit-* headers set); a budget that cannot pay declines, and Apollo answers the 429 (a refused charge takes
 * nothing, so nothing is paid twice).
 */
async function costOf(ctx: Ctx, budget: TokenBudget, points: number): Promise<CostExtension> {
  if (!ctx.viewer) return { requestedQueryCost: points };
  const charge = await budget.charge(ctx.viewer, points);
  if (charge.refusal) throw new Declined();
  ctx.res!.set(rateLimitHeaders(charge));
  return { requestedQueryCost: points, throttleStatus: throttleStatusOf(charge) };
}

/** Express middleware on /graphql, before Apollo: answers what a compiled feed plan answers. */
export function feedPlans(orm: MikroORM, secrets: Secrets, schema: GraphQLSchema, opts: { cacheSeconds: number; budget: TokenBudget }): RequestHandler {
  const plans = new Map<string, FeedPlan | null>();
  const planOf = (query: string, operationName: string | null): FeedPlan | null => {
    const key = `${operationName ?? ''}\n${query}`;
    let plan = plans.get(key);
    if (plan === undefined) {
      plan = compileFeedPlan(schema, query, operationName);
      if (plans.size >= MAX_PLANS) plans.delete(plans.keys().next().value as string);
      plans.set(key, plan);
    }
    return plan;
  };
  return (req: Request, res: Response, next: NextFunction) => {
    const asked = planRequest(req, res, opts.cacheSeconds > 0);
    const plan = asked && planOf(asked.query, asked.operationName);
    if (!asked || !plan) return next();
    // The ORM's own manager: a plan reads through the pool (fastQuery, publicRead) and keeps no entity. The token's
    // viewer (or none) keeps a tool that has just written on the primary (publicRead).
    const ctx: Ctx = { em: orm.em, viewer: patViewer(res) ?? null, secrets, req, res };
    plan.answer(ctx, asked.variables).then(async ({ data, points }) => {
      // Paid once the page is read: a request declined before (a refused cursor) goes to Apollo, which charges it.
      const cost = await costOf(ctx, opts.budget, points);
      res.locals.graphqlOperation = plan.label;
      countPlanAnswer();
      // Written as is: nothing of Express's send (freshness, ETag, content type lookup) applies to a POST's JSON.
      const body = `{"data":${data},"extensions":{"cost":${JSON.stringify(cost)}}}\n`;
      endAnswer(req, res, 200, { 'Content-Type': 'application/json; charset=utf-8' }, body);
    }).catch((err: unknown) => {
      // Declined: Apollo answers, and words the refusal; anything else is an error of the plan, answered there too.
      if (!(err instanceof Declined)) logger.warn({ err, requestId: requestIdOf(req) }, 'a feed plan failed; the executor answers');
      next();
    });
  };
}
