/**
 * Silent refresh (docs/product.md §4.1): trade the httpOnly refresh cookie for a new access token, once at a time in
 * this tab and across tabs (tabRefresh.ts: a Web Lock, and the new token shared on a BroadcastChannel).
 */
import { print } from 'graphql';
import { RefreshSessionDocument, type RefreshSessionMutation } from '../../gql/graphql';
import { endSession, getAccessToken, isTokenStale, loggedInUsername, setAccessToken } from './session';
import { browserChannel, browserLocks, createTabRefresher, type TabRefresher } from './tabRefresh';

let refresher: TabRefresher | undefined;

async function callRefresh(): Promise<string | null> {
  try {
    const res = await fetch('/graphql', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ operationName: 'RefreshSession', query: print(RefreshSessionDocument), variables: {} }),
    });
    const body = (await res.json()) as { data?: RefreshSessionMutation | null; errors?: { extensions?: { code?: string } }[] };
    const token = body.data?.refresh.accessToken;
    if (token) return token;
    // The refresh cookie is gone or revoked: this device is logged out.
    if (body.errors?.some((e) => e.extensions?.code === 'UNAUTHENTICATED')) endSession();
    return null;
  } catch (err) {
    console.warn('session refresh failed', err);
    return null;
  }
}

/**
 * Calls `refresh` (sharing one call between this tab's concurrent callers, and waiting for another tab's refresh
 * rather than racing it); the new token, or null.
 */
export function refreshAccessToken(): Promise<string | null> {
  refresher ??= createTabRefresher({
    call: callRefresh, read: getAccessToken, write: setAccessToken, isStale: (token) => isTokenStale(token),
    locks: browserLocks(), channel: browserChannel(),
  });
  return refresher.refresh();
}

/** A usable access token for the next request: null when logged out, refreshed first when expired. */
export async function freshAccessToken(): Promise<string | null> {
  if (!loggedInUsername()) return null;
  const token = getAccessToken();
  return isTokenStale(token) ? refreshAccessToken() : token;
}
