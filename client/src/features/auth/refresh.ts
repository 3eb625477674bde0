/** Silent refresh (SPEC.md §4): trade the httpOnly refresh cookie for a new access token, once at a time. */
import { print } from 'graphql';
import { RefreshSessionDocument, type RefreshSessionMutation } from '../../gql/graphql';
import { endSession, getAccessToken, isTokenStale, loggedInUsername, setAccessToken } from './session';

let inFlight: Promise<string | null> | null = null;

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
    if (token) {
      setAccessToken(token);
      return token;
    }
    // The refresh cookie is gone or revoked: this device is logged out.
    if (body.errors?.some((e) => e.extensions?.code === 'UNAUTHENTICATED')) endSession();
    return null;
  } catch (err) {
    console.warn('session refresh failed', err);
    return null;
  }
}

/** Calls `refresh` (sharing one call between concurrent callers); the new token, or null. */
export function refreshAccessToken(): Promise<string | null> {
  inFlight ??= callRefresh().finally(() => { inFlight = null; });
  return inFlight;
}

/** A usable access token for the next request: null when logged out, refreshed first when expired. */
export async function freshAccessToken(): Promise<string | null> {
  if (!loggedInUsername()) return null;
  const token = getAccessToken();
  return isTokenStale(token) ? refreshAccessToken() : token;
}
