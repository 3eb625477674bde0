/**
 * An OAuth app for the tests, built on openid-client (a certified client library): registers the app through the
 * developer's session, sends the knitter through the authorisation-code flow with PKCE, and drives the consent step
 * over HTTP as the web client's consent page does (its cookies, the knitter's session token, `POST { allow }`).
 */
import * as client from 'openid-client';
import { BASE, gql, type TestUser } from './api';
import type { OAuthApp } from './types';

/** The issuer's origin: PUBLIC_URL of the test server (localhost), which the discovery document must match. */
export const ISSUER_ORIGIN = BASE.replace('127.0.0.1', 'localhost');
/** Where the test app says it lives: nothing listens there, the tests read the redirect instead of following it. */
export const REDIRECT_URI = 'http://127.0.0.1:59999/callback';

export const REGISTER = `mutation($i: RegisterOAuthAppInput!) { registerOAuthApp(input: $i) { oauthApp { id databaseId clientId name redirectUris logoUrl createdAt } } }`;
/** What REGISTER answers: the whole app. */
export interface Registered { registerOAuthApp: { oauthApp: OAuthApp } }

/** Registers an app as `developer`; returns its global id and client id. */
export async function registerApp(developer: TestUser, name = 'Stash Counter', redirectUris = [REDIRECT_URI]): Promise<{ id: string; clientId: string }> {
  const r = await gql<Registered>(REGISTER, { i: { name, redirectUris } }, { token: developer.token });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data.registerOAuthApp.oauthApp;
}

/** openid-client's view of the server for one app (a public client: no secret, PKCE). */
export function discover(clientId: string): Promise<client.Configuration> {
  return client.discovery(new URL(`${ISSUER_ORIGIN}/oauth`), clientId, undefined, client.None(), { execute: [client.allowInsecureRequests] });
}

/** A browser's cookies, kept per name (enough for one origin). */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  take(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(eq + 1));
    }
  }

  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

/** A GET as a browser sends it: the jar's cookies, no redirect followed. */
export async function browse(jar: CookieJar, url: string): Promise<Response> {
  const res = await fetch(new URL(url, ISSUER_ORIGIN), { redirect: 'manual', headers: { cookie: jar.header() } });
  jar.take(res);
  return res;
}

/** The start of a flow: the authorisation URL with PKCE and state, and what the app keeps to finish it. */
export async function startFlow(config: client.Configuration, scope: string, extra: Record<string, string> = {}) {
  const verifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: REDIRECT_URI, scope, state, code_challenge: await client.calculatePKCECodeChallenge(verifier), code_challenge_method: 'S256', ...extra,
  });
  return { url, verifier, state };
}

/** Follows the server's redirects from `url` until one leaves for the app (its redirect URI); answers that address. */
export async function followToApp(jar: CookieJar, url: string): Promise<URL> {
  let next = url;
  for (let hop = 0; hop < 10; hop++) {
    if (next.startsWith(REDIRECT_URI)) return new URL(next);
    const res = await browse(jar, next);
    const location = res.headers.get('location');
    if (!location) throw new Error(`no redirect from ${next}: ${res.status} ${await res.text()}`);
    next = new URL(location, new URL(next, ISSUER_ORIGIN)).toString();
  }
  throw new Error('too many redirects');
}

/** The consent page's uid, after the browser is sent from the authorisation URL to the consent page. */
export async function arriveAtConsent(jar: CookieJar, url: URL): Promise<string> {
  const res = await browse(jar, url.toString());
  const location = res.headers.get('location') ?? '';
  const m = /\/oauth\/consent\/([^/?#]+)$/.exec(location);
  if (res.status !== 303 || !m) throw new Error(`expected the consent page, got ${res.status} ${location} ${await res.text()}`);
  return m[1];
}

/** The knitter's answer on the consent page, with the website session's access token. */
export async function answer(jar: CookieJar, uid: string, token: string | null, allow: boolean): Promise<Response> {
  return fetch(`${ISSUER_ORIGIN}/oauth/consent/${uid}`, {
    method: 'POST',
    headers: { cookie: jar.header(), 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ allow }),
  });
}

/** The whole flow for `knitter`, allowing `scope`: the tokens openid-client obtained. */
export async function authorise(config: client.Configuration, knitter: TestUser, scope: string): ReturnType<typeof client.authorizationCodeGrant> {
  const jar = new CookieJar();
  const flow = await startFlow(config, scope);
  const uid = await arriveAtConsent(jar, flow.url);
  const res = await answer(jar, uid, knitter.token, true);
  if (res.status !== 200) throw new Error(`consent refused: ${res.status} ${await res.text()}`);
  const back = await followToApp(jar, ((await res.json()) as { redirectTo: string }).redirectTo);
  return client.authorizationCodeGrant(config, back, { pkceCodeVerifier: flow.verifier, expectedState: flow.state });
}

export { client };
