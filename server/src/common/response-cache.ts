/**
 * A short-lived response cache for the public feed. The feed is the same page
 * for everyone and read in loops by third-party tools: a few seconds of staleness across processes are acceptable,
 * and inside one process every write (a GraphQL mutation, a non-GET REST call) starts a new cache generation at once.
 */
import { HeaderMap, type ApolloServerPlugin, type GraphQLRequestContext, type GraphQLResponse } from '@apollo/server';
import type { RequestHandler } from 'express';
import { Kind, OperationTypeNode, type OperationDefinitionNode } from 'graphql';
import type { Ctx, Viewer } from './context';
import { countCacheRequest } from './metrics';

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
 * The private cache entry a viewer's answers go under: the user and the kind of credential, since answers depend on
 * both (`viewerCanEdit` is false for a read token, true for the same user's session). Keyed on the user alone, a
 * session was served a read token's answer for up to FEED_CACHE_SECONDS (issue 27). Visitors share the public entry.
 */
export function credentialKey(viewer: Viewer | null): string | null {
  if (!viewer) return null;
  return `u${viewer.id}:${viewer.pat ? `token-${viewer.pat.scope}` : 'session'}`;
}

/** What one cached answer keeps: the data as executed (shared read-only by every hit), when, and for which writes. */
interface Entry {
  data: Record<string, unknown>;
  storedAt: number;
  generation: number;
}

/** A computation under way for a key: every request that misses the same key meanwhile waits for it. */
interface Flight {
  done: Promise<Entry | null>;
  finish(entry: Entry | null): void;
}

/** Entries kept per process (visitors share one per query and variables; a viewer's are keyed by credential). */
const MAX_ENTRIES = 2000;

/**
 * The response cache (issue #22 point 3). For a cacheable query (public feed fields only):
 * - a fresh entry answers at once, with an Age header, and costs no SQL statement;
 * - misses of the same key are coalesced: the first request computes, the others wait for its answer (one
 *   computation, every waiter served; a failed computation lets each waiter run its own);
 * - when an entry's time is up, the first request to see it refreshes it while the others are answered with the
 *   stale entry until the refresh lands (stale-while-revalidate: no stampede at the end of each TTL; a stale answer
 *   is only ever served while its refresh is running, so it is at most one computation older than the TTL);
 * - a write in this process (a new generation) makes every older entry unusable at once, stale or not.
 * The data is kept as the executed object, not serialised: a hit is a map lookup (Apollo's own response-cache
 * plugin hashed the whole query text and parsed the stored JSON again on every hit, on the request's thread).
 */
function cachePlugin(seconds: number): ApolloServerPlugin<Ctx> {
  const maxAgeMs = seconds * 1000;
  const entries = new Map<string, Entry>();
  const flights = new Map<string, Flight>();

  const store = (key: string, entry: Entry) => {
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
  };
  const open = (key: string): Flight => {
    let finish!: (entry: Entry | null) => void;
    const done = new Promise<Entry | null>((resolve) => { finish = resolve; });
    const flight = { done, finish: (entry: Entry | null) => { flights.delete(key); finish(entry); } };
    flights.set(key, flight);
    return flight;
  };
  const answer = (rc: GraphQLRequestContext<Ctx>, entry: Entry): GraphQLResponse => {
    rc.metrics.responseCacheHit = true;
    countCacheRequest('hit');
    const headers = new HeaderMap();
    headers.set('age', String(Math.max(0, Math.floor((Date.now() - entry.storedAt) / 1000))));
    return { body: { kind: 'single', singleResult: { data: entry.data } }, http: { status: undefined, headers } };
  };

  return {
    async requestDidStart() {
      let key: string | null = null;
      let flight: Flight | null = null;
      return {
        async didResolveOperation(rc) {
          if (cacheable(rc.operation)) {
            rc.overallCachePolicy.replace({ maxAge: seconds, scope: rc.contextValue.viewer ? 'PRIVATE' : 'PUBLIC' });
          }
        },
        async responseForOperation(rc) {
          if (!cacheable(rc.operation)) return null;
          key = `${credentialKey(rc.contextValue.viewer) ?? 'visitor'}\n${rc.operationName ?? ''}\n${rc.queryHash}\n${JSON.stringify(rc.request.variables ?? {})}`;
          const fresh = wantsFresh(rc);
          const entry = entries.get(key);
          const usable = entry && entry.generation === generation ? entry : null;
          if (usable && !fresh) {
            if (Date.now() - usable.storedAt < maxAgeMs) return answer(rc, usable);
            // Stale: served while someone refreshes it; else this request refreshes it.
            if (flights.has(key)) return answer(rc, usable);
          }
          const running = flights.get(key);
          if (running && !fresh) {
            const computed = await running.done;
            if (computed && computed.generation === generation) return answer(rc, computed);
          }
          if (!flights.has(key)) flight = open(key);
          countCacheRequest('miss');
          return null;
        },
        async willSendResponse(rc) {
          if (rc.operation?.operation === OperationTypeNode.MUTATION) invalidateResponses();
          if (!flight || !key) return;
          const body = rc.response.body;
          const result = body.kind === 'single' ? body.singleResult : null;
          const entry = result?.data && !result.errors ? { data: result.data, storedAt: Date.now(), generation } : null;
          if (entry) store(key, entry);
          flight.finish(entry);
          flight = null;
        },
      };
    },
  };
}

/** The Apollo plugins of the response cache; none when `seconds` is 0 (writes still start a new generation). */
export function responseCachePlugins(seconds: number): ApolloServerPlugin<Ctx>[] {
  if (seconds <= 0) return [];
  return [cachePlugin(seconds)];
}

/** Express middleware: a REST call that may write (anything but GET/HEAD/OPTIONS) invalidates once answered. */
export function invalidateOnWrite(): RequestHandler {
  return (req, res, next) => {
    if (!['GET', 'HEAD', 'OPTIONS'].includes(req.method)) res.on('finish', invalidateResponses);
    next();
  };
}
