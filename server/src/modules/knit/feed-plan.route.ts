/**
 * Which /graphql requests a compiled feed plan answers (feed-plan.ts): a visitor's (no Authorization header) JSON POST
 * of a query that has a plan, asking for a plain JSON answer, that the response cache would not answer (it asks for
 * no-cache, or the cache is off). Those are the requests that paid the whole price of answering: third-party tools
 * reading the feed, and reloads. Everything else goes on to Apollo, as does any request its plan declines.
 */
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { GraphQLSchema } from 'graphql';
import type { Ctx } from '../../common/context';
import { countPlanAnswer } from '../../common/metrics';
import type { Secrets } from '../../common/secrets';
import { compileFeedPlan, Declined, type FeedPlan } from './feed-plan';

/** Plans kept per process, by operation name and query text (null: that query has none). */
const MAX_PLANS = 500;

/** Apollo answers `application/graphql-response+json` to a client that prefers it: such requests go to Apollo. */
const acceptsPlainJson = (accept: string | undefined) =>
  accept === undefined || (!accept.includes('graphql-response') && /\*\/\*|application\/json/.test(accept));

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The request's query, operation name and variables when a plan may answer it; null otherwise. */
function planRequest(req: Request, cacheOn: boolean): { query: string; operationName: string | null; variables: Record<string, unknown> | null } | null {
  if (req.method !== 'POST' || req.headers.authorization !== undefined || !req.is('application/json')) return null;
  if (cacheOn && !/\bno-cache\b/i.test(req.headers['cache-control'] ?? '')) return null;
  if (!acceptsPlainJson(req.headers.accept)) return null;
  const body: unknown = req.body;
  if (!isRecord(body) || typeof body.query !== 'string' || body.extensions !== undefined) return null;
  const { query, operationName = null, variables = null } = body;
  if (operationName !== null && typeof operationName !== 'string') return null;
  if (variables !== null && !isRecord(variables)) return null;
  return { query, operationName, variables };
}

/** Express middleware on /graphql, before Apollo: answers what a compiled feed plan answers. */
export function feedPlans(orm: MikroORM, secrets: Secrets, schema: GraphQLSchema, opts: { cacheSeconds: number }): RequestHandler {
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
    const asked = planRequest(req, opts.cacheSeconds > 0);
    const plan = asked && planOf(asked.query, asked.operationName);
    if (!asked || !plan) return next();
    // A visitor's context on the ORM's own manager: a plan reads through the pool (fastQuery, publicRead) and keeps no entity.
    const ctx: Ctx = { em: orm.em, viewer: null, secrets, req, res };
    plan.answer(ctx, asked.variables).then((text) => {
      res.locals.graphqlOperation = plan.label;
      countPlanAnswer();
      res.status(200).type('application/json; charset=utf-8').send(text);
    }, (err: unknown) => {
      // Declined: Apollo answers, and words the refusal; anything else is an error of the plan, answered there too.
      if (!(err instanceof Declined)) req.log?.warn({ err }, 'a feed plan failed; the executor answers');
      next();
    });
  };
}
