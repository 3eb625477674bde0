/**
 * Warming up before the process says it is ready (issue #22, Explore's first answer). A fresh process answers its
 * first GraphQL requests 40-90 ms slower than the next: the pool opens its first connection, and V8 compiles the HTTP
 * layers, the resolvers, the ORM's reads and the executor on first use. Measured on Explore's "every public item" at
 * 1M items: 106 ms for the first request, 19 ms for the next ones (bench/RESULTS-search.md).
 *
 * So once the port is open, the server sends itself a few visitor queries of its busiest doors over HTTP, through
 * every layer a caller's request passes: the feed, Explore with its facets, and search. /readyz answers 503 until
 * they are done, so a balancer (or a test) sends nothing before. They read what any visitor may read, write nothing,
 * and ask for no cached answer. A query that fails is logged and ignored: warming up never stops the server.
 */
import { logger } from './common/logger';

const CARD = 'id databaseId name type author weightClass tags lastUpdated owner { id username } firstPicture { id thumbnailUrl }';

/** What the client and tools ask most: the feed, Explore (facets and page), search. */
export const WARM_UP_QUERIES = [
  `query WarmUpFeed { publicKnitItems(first: 2) { nodes { ${CARD} } pageInfo { endCursor hasNextPage } } }`,
  `query WarmUpExplore { explore(first: 2) { totalCount nodes { ${CARD} favoriteCount } pageInfo { endCursor hasNextPage }
    facets { types { value count } weightClasses { value count } fibres { value count } producers { value count } tags { value count } } } }`,
  `query WarmUpSearch { search(query: "wool", first: 2) { totalCount edges { cursor highlights { field } node { ${CARD} } } } }`,
];

let warm = false;

/** False until warmUp has run: /readyz answers 503 until then. */
export function isWarm(): boolean {
  return warm;
}

/** Where this process can reach itself: its listening address, or loopback when it listens on every address. */
export function selfUrl(host: string, port: number): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return `http://127.0.0.1:${port}`;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/** Sends each warm-up query once to the server at `base`, then marks the process warm (failures are only logged). */
export async function warmUp(base: string): Promise<void> {
  const started = Date.now();
  for (const query of WARM_UP_QUERIES) {
    try {
      const res = await fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'cache-control': 'no-cache' },
        body: JSON.stringify({ query }),
        signal: AbortSignal.timeout(10_000),
      });
      const body = (await res.json()) as { errors?: { message: string }[] };
      if (!res.ok || body.errors?.length) logger.warn({ status: res.status, errors: body.errors?.map((e) => e.message) }, 'a warm-up query failed');
    } catch (err) {
      logger.warn({ err }, 'a warm-up query failed');
    }
  }
  warm = true;
  logger.debug(`warmed up in ${Date.now() - started} ms`);
}
