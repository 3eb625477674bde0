/**
 * The OAuth 2 authorisation server (oidc-provider, mounted at /oauth): the authorisation-code flow with PKCE for the
 * apps knitters register, opaque access tokens stored in PostgreSQL (oauth.adapter.ts) for one resource, the
 * Purlwise API. Every authorisation goes through the consent page of the web client (/oauth/consent/:uid), where the
 * knitter, logged in to the website, allows or denies the app (oauth.routes.ts).
 */
import crypto from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import Provider, { errors, interactionPolicy, type Configuration, type JWK, type KoaContextWithOIDC } from 'oidc-provider';
import { config } from '../../config';
import type { Secrets } from '../../common/secrets';
import { postgresAdapter } from './oauth.adapter';
import { API_SCOPES } from './oauth.scopes';

/** Where the authorisation server is mounted. */
export const OAUTH_PATH = '/oauth';
/** How long an app's access token works, in seconds. */
export const APP_ACCESS_TOKEN_TTL = 3600;
/** How long a refresh token works (rotated at each use), in seconds. */
const REFRESH_TOKEN_TTL = 30 * 86400;
/** How long a knitter's allowing of an app lasts before the app must ask again, in seconds. */
const GRANT_TTL = 365 * 86400;

/** The one resource (RFC 8707) access tokens are for: the Purlwise API (GraphQL and /api/v1), named by the site's origin. */
export const apiResource = (): string => config.publicUrl;

/** The web client's consent page of an interaction. */
export const consentPath = (uid: string): string => `${OAUTH_PATH}/consent/${uid}`;

/** The key that signs ID tokens (apps that ask for `openid`): made once and kept in app_setting, like the JWT secret. */
async function signingKey(orm: MikroORM): Promise<JWK> {
  const conn = orm.em.getConnection();
  const { privateKey } = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const fresh = { ...privateKey.export({ format: 'jwk' }), kid: crypto.randomBytes(8).toString('hex'), alg: 'ES256', use: 'sig' };
  await conn.execute('insert into app_setting (key, value) values (?, ?) on conflict (key) do nothing', ['oauth_signing_jwk', JSON.stringify(fresh)]);
  const rows = await conn.execute<{ value: string }[]>('select value from app_setting where key = ?', ['oauth_signing_jwk']);
  return JSON.parse(rows[0].value) as JWK;
}

/**
 * The login prompt is always asked for, unless the knitter has just answered it: every authorisation shows the
 * consent page, so it is always the account logged in to the website that allows the app, never a session the
 * authorisation server kept from an earlier visit.
 */
function policy(): interactionPolicy.Prompt[] {
  const prompts = interactionPolicy.base();
  prompts.get('login')!.checks.add(new interactionPolicy.Check('purlwise_consent', 'The knitter allows the app on the website',
    (ctx: KoaContextWithOIDC) => (ctx.oidc.result?.login ? interactionPolicy.Check.NO_NEED_TO_PROMPT : interactionPolicy.Check.REQUEST_PROMPT)));
  return prompts;
}

/** Errors the server cannot send back to the app are shown by the web client's page, in the knitter's language. */
async function renderError(ctx: KoaContextWithOIDC, out: { error: string }): Promise<void> {
  ctx.status = 303;
  ctx.redirect(`${OAUTH_PATH}/error?error=${encodeURIComponent(String(out.error))}`);
}

/** The configuration (exported for its test of the scopes and lifetimes). */
export async function providerConfiguration(orm: MikroORM, secrets: Secrets): Promise<Configuration> {
  const cookieKey = crypto.createHmac('sha256', secrets.jwt).update('oauth-cookies').digest('base64url');
  return {
    adapter: postgresAdapter(orm),
    jwks: { keys: [await signingKey(orm)] },
    cookies: { keys: [cookieKey] },
    scopes: ['openid'],
    // ID tokens are signed with the one key (ES256).
    clientDefaults: { id_token_signed_response_alg: 'ES256' },
    responseTypes: ['code'],
    // The API's scopes are the resource's (below); discovery lists them too, for apps that read it.
    discovery: { scopes_supported: ['openid', ...API_SCOPES] },
    claims: { openid: ['sub', 'preferred_username'] },
    // Access tokens are for the API, not for a user info endpoint: the ID token carries the claims itself.
    conformIdTokenClaims: false,
    async findAccount(_ctx, sub) {
      const rows = await orm.em.getConnection().execute<{ username: string }[]>('select username from app_user where id = ?', [Number(sub) || 0]);
      if (!rows[0]) return undefined;
      return { accountId: sub, claims: async () => ({ sub, preferred_username: rows[0].username }) };
    },
    interactions: { url: async (_ctx, interaction) => consentPath(interaction.uid), policy: policy() },
    pkce: { required: () => true },
    // Every app is a public client (no secret): refresh tokens are rotated at each use and die with the grant.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    // Browser-based apps call the token endpoint from their own origin.
    clientBasedCORS: () => true,
    ttl: {
      AccessToken: APP_ACCESS_TOKEN_TTL, AuthorizationCode: 60, RefreshToken: REFRESH_TOKEN_TTL, Grant: GRANT_TTL,
      Interaction: 3600, Session: 3600, IdToken: 3600,
    },
    features: {
      devInteractions: { enabled: false },
      userinfo: { enabled: false },
      rpInitiatedLogout: { enabled: false },
      revocation: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: async () => apiResource(),
        useGrantedResource: async () => true,
        getResourceServerInfo: async (_ctx, indicator) => {
          if (indicator !== apiResource()) throw new errors.InvalidTarget();
          return { scope: API_SCOPES.join(' '), audience: apiResource(), accessTokenTTL: APP_ACCESS_TOKEN_TTL, accessTokenFormat: 'opaque' };
        },
      },
    },
    renderError,
  };
}

let current: Provider | null = null;

/** The authorisation server, issuer `PUBLIC_URL/oauth` (one per process; `oauthProvider()` returns it). */
export async function createProvider(orm: MikroORM, secrets: Secrets): Promise<Provider> {
  const provider = new Provider(`${config.publicUrl}${OAUTH_PATH}`, await providerConfiguration(orm, secrets));
  // X-Forwarded-Proto from the balancer says the connection was HTTPS (cookies are then Secure).
  provider.proxy = true;
  current = provider;
  return provider;
}

/** The process's authorisation server (the services check an app's metadata with it). */
export function oauthProvider(): Provider {
  if (!current) throw new Error('the OAuth provider is not created yet');
  return current;
}
