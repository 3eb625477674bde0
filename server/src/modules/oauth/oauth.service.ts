/**
 * OAuth apps: registering (name, redirect URIs, logo), listing and deleting one's own apps; the apps a knitter
 * allowed (oidc-provider's grants) and revoking them, which deletes their codes and tokens at once.
 */
import crypto from 'node:crypto';
import sharp from 'sharp';
import type Provider from 'oidc-provider';
import type { Ctx } from '../../common/context';
import { badInput } from '../../common/errors';
import { found } from '../../common/rows';
import { requireSession } from '../../common/policy';
import { processImage } from '../image/image.service';
import { ConnectedOAuthApp, OAuthApp, logoUrlOf } from './oauth-app.entity';
import { clientMetadata } from './oauth.adapter';
import { apiScopesOf } from './oauth.scopes';
import { oauthProvider } from './oauth.provider';
import { toGlobalId } from '../../common/node';

const NAME_MAX = 100;
/** At most this many redirect URIs per app, and apps per developer. */
export const MAX_REDIRECT_URIS = 10;
export const MAX_APPS = 20;
/** Logos are re-encoded as squares of this many pixels. */
const LOGO_SIZE = 128;

/** What a developer registers. */
export interface NewApp { name: string; redirectUris: string[]; logo?: Buffer | null }

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** A redirect URI an app may register: absolute, without a fragment; https, or http on this machine (development). */
function checkRedirectUri(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw badInput(`Not an address: ${raw}`, { reason: 'redirectUri' });
  }
  if (url.hash) throw badInput(`A redirect URI cannot have a fragment (#): ${raw}`, { reason: 'redirectUri' });
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOOPBACK.has(url.hostname))) {
    throw badInput(`A redirect URI must use https (http only on localhost): ${raw}`, { reason: 'redirectUri' });
  }
  if (url.username || url.password) throw badInput(`A redirect URI cannot hold a user or password: ${raw}`, { reason: 'redirectUri' });
  return raw.trim();
}

/** The logo as a square PNG, after the checks every upload gets (bytes, size, pixels). */
async function logoOf(bytes: Buffer): Promise<Buffer> {
  const checked = await processImage(bytes);
  return sharp(checked.data).resize(LOGO_SIZE, LOGO_SIZE, { fit: 'cover' }).png().toBuffer();
}

/** Registers an app of the logged-in knitter (session only); it can be used at once. */
export async function register(ctx: Ctx, input: NewApp, provider: Provider = oauthProvider()): Promise<OAuthApp> {
  const viewer = requireSession(ctx);
  const name = (input.name ?? '').trim();
  if (!name) throw badInput('Name the app: knitters see its name when they allow it');
  if (name.length > NAME_MAX) throw badInput(`The name must be at most ${NAME_MAX} characters`);
  const redirectUris = [...new Set((input.redirectUris ?? []).map(checkRedirectUri))];
  if (!redirectUris.length) throw badInput('Give at least one redirect URI', { reason: 'redirectUri' });
  if (redirectUris.length > MAX_REDIRECT_URIS) throw badInput(`At most ${MAX_REDIRECT_URIS} redirect URIs`, { reason: 'redirectUri' });
  if (await ctx.em.count(OAuthApp, { ownerId: viewer.id }) >= MAX_APPS) throw badInput(`You can register at most ${MAX_APPS} apps; delete one first`);
  const clientId = `app_${crypto.randomBytes(16).toString('base64url')}`;
  // oidc-provider's own checks of the metadata, so that an app that registers is an app it accepts.
  try {
    await provider.Client.validate(clientMetadata({ client_id: clientId, name, redirect_uris: redirectUris }));
  } catch (err) {
    throw badInput(`The app is not valid: ${(err as { error_description?: string }).error_description ?? 'check its redirect URIs'}`, { reason: 'redirectUri' });
  }
  const logo = input.logo ? await logoOf(input.logo) : null;
  const app = ctx.em.create(OAuthApp, {
    ownerId: viewer.id, clientId, name, redirectUris, logo,
    logoEtag: logo ? crypto.createHash('sha256').update(logo).digest('base64url').slice(0, 16) : null, createdAt: new Date(),
  });
  await ctx.em.flush();
  return app;
}

/** The logged-in knitter's apps, newest first (session only). */
export async function listOwn(ctx: Ctx): Promise<OAuthApp[]> {
  const viewer = requireSession(ctx);
  return ctx.em.find(OAuthApp, { ownerId: viewer.id }, { orderBy: { id: 'desc' } });
}

/** Deletes one of the logged-in knitter's apps (session only), and with it every grant and token issued to it. */
export async function remove(ctx: Ctx, id: number): Promise<void> {
  const viewer = requireSession(ctx);
  const app = await found(ctx.em.findOne(OAuthApp, { id, ownerId: viewer.id }), 'App');
  // oauth_payload rows cascade with the app's client_id.
  await ctx.em.nativeDelete(OAuthApp, { id: app.id });
}

interface GrantRow { app_id: number; name: string; logo_etag: string | null; client_id: string; developer: string; resources: Record<string, string> | null; iat: number }

/** The apps the logged-in knitter allowed and not revoked, latest first (session only). */
export async function connected(ctx: Ctx): Promise<ConnectedOAuthApp[]> {
  const viewer = requireSession(ctx);
  const rows = await ctx.em.getConnection().execute<GrantRow[]>(
    `select a.id as app_id, a.name, a.logo_etag, a.client_id, u.username as developer, p.payload -> 'resources' as resources,
       (p.payload ->> 'iat')::bigint as iat
     from oauth_payload p join oauth_app a on a.client_id = p.client_id join app_user u on u.id = a.owner_id
     where p.model = 'Grant' and p.account_id = ? and (p.expires_at is null or p.expires_at > now())
     order by iat desc`, [viewer.id]);
  const byApp = new Map<number, ConnectedOAuthApp>();
  for (const row of rows) {
    const scopes = apiScopesOf(Object.values(row.resources ?? {}).join(' '));
    const seen = byApp.get(row.app_id);
    if (seen) {
      seen.scopes = apiScopesOf([...seen.scopes, ...scopes].join(' '));
      continue;
    }
    byApp.set(row.app_id, Object.assign(new ConnectedOAuthApp(), {
      appId: toGlobalId('OAuthApp', row.app_id), name: row.name, logoUrl: logoUrlOf(row.client_id, row.logo_etag),
      developer: row.developer, scopes, connectedAt: new Date(Number(row.iat) * 1000),
    }));
  }
  return [...byApp.values()];
}

/**
 * Revokes what the logged-in knitter allowed an app (session only): its grants, codes, access and refresh tokens are
 * deleted in one statement, so its next request is refused (401). Revoking an app that holds nothing of theirs
 * changes nothing; NOT_FOUND when there is no such app.
 */
export async function revokeConnection(ctx: Ctx, appId: number): Promise<void> {
  const viewer = requireSession(ctx);
  const app = await found(ctx.em.findOne(OAuthApp, { id: appId }, { fields: ['clientId'] }), 'App');
  await ctx.em.getConnection().execute(
    `delete from oauth_payload where grant_id in (
       select g.id from oauth_payload g where g.model = 'Grant' and g.account_id = ? and g.client_id = ?)`, [viewer.id, app.clientId]);
}
