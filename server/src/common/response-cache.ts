/**
 * A short-lived response cache for the public feed (@apollo/server-plugin-response-cache). The feed is the same page
 * for everyone and read in loops by third-party tools: a few seconds of staleness across processes are acceptable,
 * and inside one process every write (a GraphQL mutation, a non-GET REST call) starts a new cache generation at once.
 */
import type { ApolloServerPlugin, GraphQLRequestContext } from '@apollo/server';
import responseCachePlugin from '@apollo/server-plugin-response-cache';
import type { RequestHandler } from 'express';
import { Kind, OperationTypeNode, type OperationDefinitionNode } from 'graphql';
import type { Ctx } from './context';

/** Root fields whose answer depends only on their arguments and on public data. */
const CACHEABLE_ROOT_FIELDS = new Set(['publicKnitItems', '__typename']);

let generation = 0;

/** Starts a new cache generation: answers cached before a write are never served after it (in this process). */
export function invalidateResponses(): void {
  generation += 1;
}

/** The current generation: anything derived from public data before the last write is stale once it changes. */
export function responseGeneration(): number {
  return generation;
}

/** True when every root selection of a query is a cacheable field (fragments at the root are not looked into). */
function cacheable(op: OperationDefinitionNode | undefined): boolean {
  return op?.operation === OperationTypeNode.QUERY
    && op.selectionSet.selections.every((s) => s.kind === Kind.FIELD && CACHEABLE_ROOT_FIELDS.has(s.name.value));
}

/** A request carrying `Cache-Control: no-cache` (a reload, or a client that must see fresh data) skips the cache. */
function wantsFresh(rc: GraphQLRequestContext<Ctx>): boolean {
  return /\bno-cache\b/i.test(rc.request.http?.headers.get('cache-control') ?? '');
}

/**
 * The cache policy. Apollo's cache-control plugin stays disabled (it wraps every field resolver, a measurable cost
 * on every request): this one sets the policy of whole operations instead, from their root fields. A visitor's
 * answer is shared by all visitors; a logged-in viewer's is kept per user (PRIVATE), so a field that one day
 * depends on the viewer can never leak to another.
 */
function policyPlugin(seconds: number): ApolloServerPlugin<Ctx> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation(rc) {
          if (cacheable(rc.operation)) {
            rc.overallCachePolicy.replace({ maxAge: seconds, scope: rc.contextValue.viewer ? 'PRIVATE' : 'PUBLIC' });
          }
        },
        async willSendResponse(rc) {
          if (rc.operation?.operation === OperationTypeNode.MUTATION) invalidateResponses();
        },
      };
    },
  };
}

/** The Apollo plugins of the response cache; none when `seconds` is 0. */
export function responseCachePlugins(seconds: number): ApolloServerPlugin<Ctx>[] {
  if (seconds <= 0) return [];
  return [
    policyPlugin(seconds),
    responseCachePlugin<Ctx>({
      sessionId: async (rc) => (rc.contextValue.viewer ? `u${rc.contextValue.viewer.id}` : null),
      extraCacheKeyData: async () => generation,
      shouldReadFromCache: async (rc) => !wantsFresh(rc),
    }),
  ];
}

/** Express middleware: a REST call that may write (anything but GET/HEAD/OPTIONS) invalidates once answered. */
export function invalidateOnWrite(): RequestHandler {
  return (req, res, next) => {
    if (!['GET', 'HEAD', 'OPTIONS'].includes(req.method)) res.on('finish', invalidateResponses);
    next();
  };
}
