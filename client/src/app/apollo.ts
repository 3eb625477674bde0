/**
 * The Apollo Client: bearer token on every request, one silent refresh and retry on UNAUTHENTICATED
 * (docs/product.md §4.1), a 10 s request timeout (docs/product.md §9), paginated lists merged, and offline reads
 * answered from the cache and offline saves queued (features/offline, issue #26).
 */
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';
import { REQUEST_TIMEOUT_MESSAGE, REQUEST_TIMEOUT_MS } from '@purlwise/core';
import { from, mergeMap, of, throwError } from 'rxjs';
import { freshAccessToken, refreshAccessToken } from '../features/auth/refresh';
import { loggedInUsername } from '../features/auth/session';
import { mergeConnection, type ConnectionLike } from './pagination';
import { searchField } from '../features/search/searchCache';
import type { EarlyFeedAnswer } from '../features/feed/prefetch';
import { offlineLink } from '../features/offline/offlineLink';
import { nextTask } from '../lib/nextTask';

/** fetch with the product's request timeout, still honouring Apollo's own abort signal. */
function fetchWithTimeout(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
  return fetch(input, { ...init, signal }).catch((err: unknown) => {
    if (timeout.aborted) {
      const e = new Error(REQUEST_TIMEOUT_MESSAGE);
      e.name = 'TimeoutError';
      throw e;
    }
    throw err;
  });
}

function withBearer(operation: ApolloLink.Operation, token: string | null): void {
  operation.setContext(({ headers = {} }: { headers?: Record<string, string> }) => ({
    headers: { ...headers, authorization: token ? `Bearer ${token}` : '' },
  }));
}

const authLink = new ApolloLink((operation, forward) =>
  from(freshAccessToken()).pipe(mergeMap((token) => {
    withBearer(operation, token);
    return forward(operation);
  })));

const isUnauthenticated = (error: unknown) =>
  CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED');

// Placed before authLink, so a retried operation passes through it again with the new token.
const refreshLink = new ErrorLink(({ error, operation, forward }) => {
  if (!isUnauthenticated(error) || operation.getContext().refreshed || !loggedInUsername()) return;
  operation.setContext({ refreshed: true });
  return from(refreshAccessToken()).pipe(mergeMap((token) => (token ? forward(operation) : throwError(() => error))));
});

// The feed's first query, answered by the request index.html sent before the scripts ran (features/feed/prefetch.ts);
// when that request failed, the query goes out as usual.
const earlyLink = new ApolloLink((operation, forward) => {
  const early = (operation.getContext() as { early?: EarlyFeedAnswer }).early;
  if (!early) return forward(operation);
  // The answer is taken in a task of its own: writing a page of cards into the cache is one of the longest pieces of
  // start-up work, and the answer has usually arrived before the query starts (lib/nextTask.ts).
  return from(early.then((answer) => nextTask().then(() => answer))).pipe(mergeMap((answer) => (answer ? of(answer) : forward(operation))));
});

const connection = {
  keyArgs: ['type', 'sort', 'search'],
  merge: (existing: ConnectionLike<unknown> | undefined, incoming: ConnectionLike<unknown>, { args }: { args: Record<string, unknown> | null }) =>
    mergeConnection(existing, incoming, args as { after?: string | null }),
};

/** Builds a client talking to /graphql on this origin. */
export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([earlyLink, offlineLink, refreshLink, authLink, new HttpLink({ uri: '/graphql', credentials: 'same-origin', fetch: fetchWithTimeout })]),
    cache: new InMemoryCache({
      typePolicies: {
        Query: { fields: { myKnitItems: connection, publicKnitItems: connection, search: searchField, myFavorites: connection, explore: { ...connection, keyArgs: ['filter'] },
          publicProjects: { ...connection, keyArgs: ['status'] }, searchProjects: { ...connection, keyArgs: ['query'] },
          myStash: { ...connection, keyArgs: ['weightClass', 'fibre', 'colour', 'place'] } } },
      },
    }),
  });
}

/** The app's one client. */
export const apolloClient = createApolloClient();
