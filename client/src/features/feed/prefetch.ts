/**
 * The feed's first page, asked for as soon as the app's code runs on / and /feed, before React has rendered anything:
 * the feed page's own query (same document, same variables) then joins the request in flight or reads the cache
 * (Apollo deduplicates identical queries). The first pictures, the largest paint of the landing page, arrive sooner.
 */
import type { ApolloClient } from '@apollo/client';
import { sortToApi } from '@purlwise/core';
import { FeedPageDocument, type FeedPageQueryVariables } from '../../gql/graphql';
import { localStore } from '../../lib/storage';
import { filterToApi, readFilter, readSort } from '../library/preferences';

/** The variables FeedPage starts with: the remembered filter and sort, no search. */
export function initialFeedVariables(): FeedPageQueryVariables {
  const store = localStore();
  return { type: filterToApi(readFilter(store)), sort: sortToApi(readSort(store)), search: undefined };
}

/** Starts the feed's first page when the page shown is the feed. */
export function prefetchFeed(client: ApolloClient, pathname: string): void {
  if (pathname !== '/' && pathname !== '/feed') return;
  client.query({ query: FeedPageDocument, variables: initialFeedVariables() }).catch(() => undefined); // the page shows its own error
}
