/**
 * The consent page's two calls to the authorisation server (server/src/modules/oauth/oauth.routes.ts). Both carry
 * this browser's interaction cookie (set for /oauth/consent/<uid>); the answer also carries the website session's
 * access token, refreshed once on 401, so that only the knitter logged in here can allow an app.
 */
import { freshAccessToken, refreshAccessToken } from '../../features/auth/refresh';

/** A scope as the GraphQL enum names it (the catalogue keys apps.scope.*). */
export type ScopeKey = 'READ_LIBRARY' | 'WRITE_LIBRARY' | 'READ_PROFILE';

/** What the app asks for. */
export interface ConsentDetails {
  app: { name: string; developer: string; logoUrl: string | null; redirectHost: string };
  scopes: ScopeKey[];
}

const SCOPE_KEYS: Record<string, ScopeKey> = { 'library:read': 'READ_LIBRARY', 'library:write': 'WRITE_LIBRARY', 'profile:read': 'READ_PROFILE' };

/** Thrown when the request is unknown, expired or belongs to another browser. */
export class ConsentExpired extends Error {}

/** The app and scopes of the interaction `uid`. */
export async function consentDetails(uid: string): Promise<ConsentDetails> {
  const res = await fetch(`/oauth/consent/${encodeURIComponent(uid)}/details`, { credentials: 'same-origin' });
  if (res.status === 404) throw new ConsentExpired();
  if (!res.ok) throw new Error(`consent details: HTTP ${res.status}`);
  const body = (await res.json()) as { app: ConsentDetails['app']; scopes: string[] };
  return { app: body.app, scopes: body.scopes.map((s) => SCOPE_KEYS[s]).filter(Boolean) };
}

async function send(uid: string, allow: boolean, token: string | null): Promise<Response> {
  return fetch(`/oauth/consent/${encodeURIComponent(uid)}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ allow }),
  });
}

/** The knitter's answer; resolves to the address to send the browser to (the server, then the app). */
export async function answerConsent(uid: string, allow: boolean): Promise<string> {
  let res = await send(uid, allow, await freshAccessToken());
  if (res.status === 401) {
    const token = await refreshAccessToken();
    if (token) res = await send(uid, allow, token);
  }
  if (res.status === 404) throw new ConsentExpired();
  if (!res.ok) throw new Error(`consent answer: HTTP ${res.status}`);
  return ((await res.json()) as { redirectTo: string }).redirectTo;
}
