/**
 * Every GraphQL answer whose operation was resolved says what it cost, in Shopify's shape:
 * `extensions.cost = { requestedQueryCost, throttleStatus? }`. With a personal access token the points are charged to
 * its budgets (token and account) before the operation runs, the RateLimit-* headers say what remains, and a budget
 * that cannot pay answers 429 RATE_LIMITED with Retry-After. A request of a token that never reaches its operation (a
 * syntax or validation error, a read token's mutation) pays 1 point. docs/api.md §5 "Limits".
 */
import { OperationTypeNode } from 'graphql';
import { type ApolloServerPlugin, type GraphQLRequestContext } from '@apollo/server';
import type { Ctx } from '../../common/context';
import { costPoints, operationCost } from '../../common/query-cost';
import { rateLimitHeaders, type Charge, type TokenBudget } from './pat.middleware';
import { graphqlRefusal } from '../../common/error-writer';
import { AppError } from '../../common/errors';

/** What `extensions.cost` carries. */
export interface CostExtension {
  /** Points of the operation: its estimated cost / 100, rounded up, at least 1. */
  requestedQueryCost: number;
  /** A token's budget after this request (the one of token and account with fewer points left). */
  throttleStatus?: { maximumAvailable: number; currentlyAvailable: number; resetSeconds: number };
}

/** What `extensions.cost.throttleStatus` says of a charge: the budget that binds, after it. */
export function throttleStatusOf({ budget }: Charge): NonNullable<CostExtension['throttleStatus']> {
  return { maximumAvailable: budget.limit, currentlyAvailable: budget.remaining, resetSeconds: budget.resetSeconds };
}

function setHeaders(rc: GraphQLRequestContext<Ctx>, charge: Charge): void {
  for (const [name, value] of Object.entries(rateLimitHeaders(charge))) rc.response.http.headers.set(name.toLowerCase(), value);
}

/** The Apollo plugin over the budgets of personal access tokens. */
export function costPlugin(budget: TokenBudget): ApolloServerPlugin<Ctx> {
  return {
    async requestDidStart({ contextValue }) {
      const viewer = contextValue.viewer?.pat ? contextValue.viewer : null;
      let cost: CostExtension | null = null;
      let charged = false;
      return {
        async didResolveOperation(rc) {
          if (!rc.operation) return;
          // A read token's mutation is refused before it runs (patScopePlugin): it pays like a refused request.
          if (viewer?.pat!.scope === 'read' && rc.operation.operation === OperationTypeNode.MUTATION) return;
          const points = costPoints(operationCost(rc.schema, rc.document, rc.operation, rc.request.variables));
          cost = { requestedQueryCost: points };
          if (!viewer) return;
          charged = true;
          const charge = await budget.charge(viewer, points);
          setHeaders(rc, charge);
          cost.throttleStatus = throttleStatusOf(charge);
          if (charge.refusal) {
            throw graphqlRefusal(new AppError('RATE_LIMITED', charge.refusal.message, {}, charge.budget.resetSeconds));
          }
        },
        async willSendResponse(rc) {
          if (viewer && !charged) {
            charged = true;
            setHeaders(rc, await budget.charge(viewer, 1));
          }
          const body = rc.response.body;
          if (cost && body.kind === 'single') {
            body.singleResult.extensions = { ...body.singleResult.extensions, cost };
          }
        },
      };
    },
  };
}
