/** How the API explorer sends an operation: to this server's /graphql, as the knitter or with the headers typed. */
import type { ComponentProps } from 'react';
import type { GraphiQL } from 'graphiql';

type Fetcher = ComponentProps<typeof GraphiQL>['fetcher'];

/** The knitter's access token (refreshed when stale), or null for a visitor. */
export type SessionToken = () => Promise<string | null>;

/** The headers of a request: the session's bearer token, unless the headers editor sets Authorization itself. */
async function requestHeaders(typed: Record<string, unknown> | undefined, sessionToken: SessionToken): Promise<Record<string, string>> {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' };
  const own = Object.entries(typed ?? {}).map(([k, v]) => [k.toLowerCase(), String(v)] as const);
  if (!own.some(([k]) => k === 'authorization')) {
    const token = await sessionToken();
    if (token) headers.authorization = `Bearer ${token}`;
  }
  return { ...headers, ...Object.fromEntries(own) };
}

/**
 * The operation name to send: GraphiQL 4 may still hold the previous tab's name for a moment after a tab is chosen
 * (the server then answers OPERATION_RESOLUTION_FAILURE for the one query shown), so a name that the document does
 * not define is dropped when the document names at most one operation.
 */
export function operationNameFor(query: string, name: string | null | undefined): string | null | undefined {
  if (!name) return name;
  const names = [...query.matchAll(/\b(?:query|mutation|subscription)\s+(\w+)/g)].map((m) => m[1]);
  return names.includes(name) || names.length > 1 ? name : undefined;
}

/** POSTs each operation to this server's /graphql (cookies stay same-origin, as in the app). */
export function fetcherWith(sessionToken: SessionToken): Fetcher {
  return async (params, opts) => {
    const res = await fetch('/graphql', {
      method: 'POST',
      credentials: 'same-origin',
      headers: await requestHeaders(opts?.headers, sessionToken),
      body: JSON.stringify({ ...params, operationName: operationNameFor(params.query, params.operationName) }),
    });
    return res.json() as Promise<Record<string, unknown>>;
  };
}

