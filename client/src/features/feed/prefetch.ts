/**
 * The feed's first page, asked for as soon as the app's code runs on / and /feed, before React has rendered anything:
 * the feed page's own query (same document, same variables) then joins the request in flight or reads the cache
 * (Apollo deduplicates identical queries). The first pictures, the largest paint of the landing page, arrive sooner.
 * For a visitor's default view, index.html has already sent that request (earlyRequest.ts): its answer is used.
 */
import type { ApolloClient } from '@apollo/client';
import { sortToApi, type FilterKey, type SortKey } from '@purlwise/core';
import { FeedPageDocument, type FeedPageQuery, type FeedPageQueryVariables } from '../../gql/graphql';
import { localStore } from '../../lib/storage';
import { filterToApi, readFilter, readSort } from '../library/preferences';

/** The window property holding the request index.html sent (a promise of the answer, null when it failed). */
export const EARLY_FEED_GLOBAL = '__purlwiseFirstFeedPage';

/** An answer of the early request: a GraphQL result with data and no errors, or null. */
export type EarlyFeedAnswer = Promise<{ data: FeedPageQuery } | null>;

/**
 * FeedPage's variables for a filter, a sort and a search: the page, the prefetch below and index.html's early request
 * all build them here, so the prefetched query is the page's own (Apollo matches them by their variables).
 */
export function feedVariables(filter: FilterKey, sort: SortKey, search?: string): FeedPageQueryVariables {
  return { type: filterToApi(filter), sort: sortToApi(sort), search };
}

/** The variables FeedPage starts with when nothing is remembered. */
export function defaultFeedVariables(): FeedPageQueryVariables {
  return feedVariables('all', 'none');
}

/** The variables FeedPage starts with: the remembered filter and sort, no search. */
function initialFeedVariables(): FeedPageQueryVariables {
  const store = localStore();
  return feedVariables(readFilter(store), readSort(store));
}

/** Takes the early request's answer, once: later visits of the feed ask afresh. */
function takeEarlyAnswer(): EarlyFeedAnswer | undefined {
  const holder = window as unknown as Record<string, EarlyFeedAnswer | undefined>;
  const early = holder[EARLY_FEED_GLOBAL];
  delete holder[EARLY_FEED_GLOBAL];
  return early;
}

/** Starts the feed's first page when the page shown is the feed. */
export function prefetchFeed(client: ApolloClient, pathname: string): void {
  if (pathname !== '/' && pathname !== '/feed') return;
  // earlyLink (app/apollo.ts) answers with the early request when there was one; else the request goes out now.
  const early = takeEarlyAnswer();
  client.query({ query: FeedPageDocument, variables: initialFeedVariables(), context: { early } }).catch(() => undefined); // the page shows its own error
}
