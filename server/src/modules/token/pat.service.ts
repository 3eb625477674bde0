/** Personal access tokens: create (the secret is returned once), list, revoke, and authenticate a request. */
import crypto from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Ctx, Viewer } from '../../common/context';
import { badInput, notFound, unauthenticated } from '../../common/errors';
import { requireSession } from '../../common/policy';
import { hashToken } from '../account/tokens';
import { PersonalAccessToken, TokenScope } from './pat.entity';

/** Every personal access token starts with this, so a bearer token is told apart from a session JWT at a glance. */
export const PAT_PREFIX = 'pw_';
/** At most this many live (not revoked) tokens per user. */
export const MAX_TOKENS = 50;
const NAME_MAX = 100;
/** Last use is written at most once a minute per token, not on every request. */
const LAST_USE_PRECISION_MS = 60_000;

/** True when a bearer token is a personal access token rather than a session JWT. */
export const isPat = (token: string | undefined): token is string => !!token && token.startsWith(PAT_PREFIX);

/** The input of a new token. */
export interface NewToken { name: string; scope: TokenScope; expiresAt?: Date | null }

/** Creates a token for the logged-in user (session only); the secret is in the answer and nowhere else. */
export async function create(ctx: Ctx, input: NewToken): Promise<{ token: string; record: PersonalAccessToken }> {
  const viewer = requireSession(ctx);
  const name = (input.name ?? '').trim();
  if (!name) throw badInput('Name the token, for example after the tool that will use it');
  if (name.length > NAME_MAX) throw badInput(`The name must be at most ${NAME_MAX} characters`);
  if (!Object.values(TokenScope).includes(input.scope)) throw badInput('The scope must be read or write');
  if (input.expiresAt && input.expiresAt.getTime() <= Date.now()) throw badInput('The expiry date must be in the future');
  const live = await ctx.em.count(PersonalAccessToken, { userId: viewer.id, revokedAt: null });
  if (live >= MAX_TOKENS) throw badInput(`You can have at most ${MAX_TOKENS} tokens; revoke one first`);
  const token = PAT_PREFIX + crypto.randomBytes(32).toString('base64url');
  const record = ctx.em.create(PersonalAccessToken, {
    userId: viewer.id, name, tokenHash: hashToken(token), scope: input.scope,
    createdAt: new Date(), lastUsedAt: null, expiresAt: input.expiresAt ?? null, revokedAt: null,
  });
  await ctx.em.flush();
  return { token, record };
}

/** The logged-in user's live tokens, newest first (session only). */
export async function list(ctx: Ctx): Promise<PersonalAccessToken[]> {
  const viewer = requireSession(ctx);
  return ctx.em.find(PersonalAccessToken, { userId: viewer.id, revokedAt: null }, { orderBy: { id: 'desc' } });
}

/** Revokes one of the logged-in user's tokens (session only); it is refused from the next request on. */
export async function revoke(ctx: Ctx, id: number): Promise<PersonalAccessToken> {
  const viewer = requireSession(ctx);
  const record = await ctx.em.findOne(PersonalAccessToken, { id, userId: viewer.id, revokedAt: null });
  if (!record) throw notFound('Token');
  record.revokedAt = new Date();
  await ctx.em.flush();
  return record;
}

interface TokenRow { id: number; user_id: number; username: string; scope: TokenScope; last_used_at: Date | null; expires_at: Date | null; revoked_at: Date | null }

/** The viewer a personal access token stands for; UNAUTHENTICATED (401) when it is unknown, revoked or expired. */
export async function authenticate(em: EntityManager, token: string): Promise<Viewer> {
  const conn = em.getConnection();
  const rows = await conn.execute<TokenRow[]>(
    `select t.id, t.user_id, u.username, t.scope, t.last_used_at, t.expires_at, t.revoked_at
     from personal_access_token t join app_user u on u.id = t.user_id where t.token_hash = ?`, [hashToken(token)]);
  const row = rows[0];
  if (!row) throw unauthenticated('This token is not valid');
  if (row.revoked_at) throw unauthenticated('This token has been revoked');
  if (row.expires_at && new Date(row.expires_at).getTime() <= Date.now()) throw unauthenticated('This token has expired');
  if (!row.last_used_at || Date.now() - new Date(row.last_used_at).getTime() > LAST_USE_PRECISION_MS) {
    await conn.execute('update personal_access_token set last_used_at = now() where id = ?', [row.id]);
  }
  return { id: row.user_id, username: row.username, pat: { id: row.id, scope: row.scope } };
}

