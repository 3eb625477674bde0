/**
 * /oauth: the authorisation server (oidc-provider) and what surrounds it: the consent page's two calls (what the
 * app asks for; the knitter's answer, with the website session's access token), the apps' logos, and the door check
 * of an app's access token on /graphql and /api/v1 (pat.middleware.ts calls it).
 */
import express, { type Request, type Response } from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';
import type Provider from 'oidc-provider';
import type { Secrets } from '../../common/secrets';
import type { Viewer } from '../../common/context';
import { AppError, toAppError, unauthenticated } from '../../common/errors';
import { logger } from '../../common/logger';
import { bearer, viewerFromToken } from '../account/tokens';
import { logoUrlOf } from './oauth-app.entity';
import { apiResource, createProvider } from './oauth.provider';
import { accessOf, apiScopesOf } from './oauth.scopes';
import { writeError } from '../../common/error-writer';
import { requestContext } from '../account/request-context';
import { takeOAuthToken } from '../../common/throttle';

/** True when a bearer token has the shape of oidc-provider's opaque tokens (256 random bits in base64url). */
export const isAppToken = (token: string | undefined): token is string => !!token && /^[A-Za-z0-9_-]{43}$/.test(token);

/**
 * The viewer an app's access token stands for, by oidc-provider's own lookup: UNAUTHENTICATED (401) when it is
 * unknown, expired or revoked (revoking deletes it). It may do what a personal token of its access may do
 * (`library:write` is WRITE, the read scopes READ) and never more: `pat` is set, so every session-only operation
 * refuses it alike.
 */
export function appTokenCheck(provider: Provider, orm: MikroORM): (token: string) => Promise<Viewer> {
  return async (token) => {
    const at = await provider.AccessToken.find(token);
    const access = at ? accessOf(apiScopesOf(at.scope)) : null;
    if (!at || !access || !at.accountId || !at.grantId) throw unauthenticated('This token is not valid');
    const rows = await orm.em.getConnection().execute<{ username: string }[]>(
      `select u.username from app_user u where u.id = ? and exists (select 1 from oauth_payload g where g.model = 'Grant' and g.id = ?)`,
      [Number(at.accountId), at.grantId]);
    if (!rows[0]) throw unauthenticated('This token has been revoked');
    return { id: Number(at.accountId), username: rows[0].username, pat: { id: 0, scope: access }, app: { clientId: at.clientId!, grantId: at.grantId } };
  };
}

function refuse(res: Response, e: AppError): void {
  writeError('routes', res, e);
}

/** The interaction of this browser (its signed cookie) named by the URL, or NOT_FOUND. */
async function interactionOf(provider: Provider, req: Request, res: Response) {
  try {
    const interaction = await provider.interactionDetails(req, res);
    if (interaction.uid === req.params.uid) return interaction;
  } catch (err) {
    logger.debug({ err }, 'oauth interaction not found');
  }
  throw new AppError('NOT_FOUND', 'This request has expired or was started in another browser; start again from the app', { values: { what: 'Interaction' } });
}

/** The space-separated scope an interaction asked for. */
const askedScope = (params: Record<string, unknown>): string => (typeof params.scope === 'string' ? params.scope : '');

interface AppRow { name: string; client_id: string; logo_etag: string | null; developer: string }

/** The consent page's calls: GET what the app asks for; POST { allow } with the website session's access token. */
function consentRoutes(router: express.Router, provider: Provider, orm: MikroORM, secrets: Secrets): void {
  router.get('/consent/:uid/details', async (req, res) => {
    try {
      const interaction = await interactionOf(provider, req, res);
      const clientId = String(interaction.params.client_id);
      const rows = await orm.em.getConnection().execute<AppRow[]>(
        `select a.name, a.client_id, a.logo_etag, u.username as developer from oauth_app a join app_user u on u.id = a.owner_id
         where a.client_id = ?`, [clientId]);
      if (!rows[0]) throw new AppError('NOT_FOUND', 'This app no longer exists', { values: { what: 'App' } });
      const redirect = new URL(String(interaction.params.redirect_uri));
      res.set('Cache-Control', 'no-store').json({
        app: { name: rows[0].name, developer: rows[0].developer, logoUrl: logoUrlOf(rows[0].client_id, rows[0].logo_etag), redirectHost: redirect.host },
        scopes: apiScopesOf(askedScope(interaction.params)),
      });
    } catch (err) {
      refuse(res, toAppError(err));
    }
  });

  router.post('/consent/:uid', express.json({ limit: '1kb' }), async (req, res) => {
    try {
      // The website session only (a JWT): a personal or an app's token is no knitter's answer.
      const viewer = await viewerFromToken(orm.em.fork(), secrets, bearer(req.headers.authorization));
      if (!viewer) throw unauthenticated();
      const interaction = await interactionOf(provider, req, res);
      const scopes = apiScopesOf(askedScope(interaction.params));
      let result;
      if ((req.body as { allow?: unknown })?.allow !== true) {
        result = { error: 'access_denied', error_description: 'The knitter did not allow the app' };
      } else if (!scopes.length) {
        result = { error: 'invalid_scope', error_description: 'Ask for library:read, library:write or profile:read' };
      } else {
        const grant = new provider.Grant({ accountId: String(viewer.id), clientId: String(interaction.params.client_id) });
        grant.addResourceScope(apiResource(), scopes.join(' '));
        if (askedScope(interaction.params).split(' ').includes('openid')) grant.addOIDCScope('openid');
        result = { login: { accountId: String(viewer.id) }, consent: { grantId: await grant.save() } };
      }
      const redirectTo = await provider.interactionResult(req, res, result, { mergeWithLastSubmission: false });
      res.set('Cache-Control', 'no-store').json({ redirectTo });
    } catch (err) {
      refuse(res, toAppError(err));
    }
  });
}

/** An app's logo: public (the consent screen shows it to any knitter), immutable under its versioned address. */
function logoRoute(router: express.Router, orm: MikroORM): void {
  router.get('/apps/:clientId/logo', async (req, res) => {
    const rows = await orm.em.getConnection().execute<{ logo: Buffer | null; logo_etag: string | null }[]>(
      'select logo, logo_etag from oauth_app where client_id = ?', [req.params.clientId]);
    if (!rows[0]?.logo) return refuse(res, new AppError('NOT_FOUND', 'Not found'));
    res.set({ 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=86400', ETag: `"${rows[0].logo_etag}"`, 'Cross-Origin-Resource-Policy': 'cross-origin' });
    res.send(rows[0].logo);
  });
}

/**
 * The router mounted at /oauth, and the provider. `/oauth/consent/:uid` and `/oauth/error` themselves are pages of
 * the web client: they fall through to it.
 */
export async function oauthRouter(orm: MikroORM, secrets: Secrets): Promise<{ router: express.Router; provider: Provider }> {
  const provider = await createProvider(orm, secrets);
  const router = express.Router();
  logoRoute(router, orm);
  consentRoutes(router, provider, orm, secrets);
  // The token endpoint pays a point per request from its address before oidc-provider reads it (config.throttle).
  router.post('/token', (req, res, next) => {
    requestContext(orm.em.fork(), secrets, req, res, { viewer: null }).then(takeOAuthToken).then(() => next(), (err: unknown) => writeError('oauth', res, err));
  });
  const callback = provider.callback();
  router.use((req, res, next) => {
    if (req.method === 'GET' && (/^\/consent\/[^/]+\/?$/.test(req.path) || req.path === '/error')) return next('router');
    void callback(req, res);
  });
  return { router, provider };
}
