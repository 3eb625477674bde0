/**
 * Personal access tokens: create (the password again; the secret is returned once; at most a year of life), list,
 * revoke (one, or all of an account when its password changes), and authenticate a request.
 */
import crypto from 'node:crypto';
import argon2 from 'argon2';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Ctx, Viewer } from '../../common/context';
import { AppError, badInput, unauthenticated } from '../../common/errors';
import { found } from '../../common/rows';
import { requireSession } from '../../common/policy';
import { beginPasswordCheck } from '../../common/throttle';
import { hashToken } from '../account/tokens';
import { User } from '../user/user.entity';
import { PersonalAccessToken, TokenScope } from './pat.entity';

/** Every personal access token starts with this, so a bearer token is told apart from a session JWT at a glance. */
export const PAT_PREFIX = 'pw_';
/** At most this many live tokens per user. */
export const MAX_TOKENS = 50;
const NAME_MAX = 100;
/** The longest life of a token, in days: a token given no expiry stops working after it too. */
export const MAX_LIFETIME_DAYS = 365;
/** Last use is written at most once a minute per token, not on every request. */
const LAST_USE_PRECISION_MS = 60_000;

/** True when a bearer token is a personal access token rather than a session JWT. */
export const isPat = (token: string | undefined): token is string => !!token && token.startsWith(PAT_PREFIX);

/** The input of a new token: `password` is the account's, asked again so a borrowed session cannot mint tokens. */
export interface NewToken { name: string; scope: TokenScope; expiresAt?: Date | null; password: string }

/**
 * Creates a token for the logged-in user (session only), after checking the password again (a wrong one is
 * WRONG_CURRENT_PASSWORD and counts against the same budget as a password change's). The token lives at most
 * MAX_LIFETIME_DAYS: no expiry means that long, a later one is refused. The secret is in the answer and nowhere else.
 */
export async function create(ctx: Ctx, input: NewToken): Promise<{ token: string; record: PersonalAccessToken }> {
  const viewer = requireSession(ctx);
  const name = (input.name ?? '').trim();
  if (!name) throw badInput('Name the token, for example after the tool that will use it');
  if (name.length > NAME_MAX) throw badInput(`The name must be at most ${NAME_MAX} characters`);
  if (!Object.values(TokenScope).includes(input.scope)) throw badInput('The scope must be read or write');
  const now = Date.now();
  const longest = now + MAX_LIFETIME_DAYS * 86400_000;
  if (input.expiresAt && input.expiresAt.getTime() <= now) throw badInput('The expiry date must be in the future');
  if (input.expiresAt && input.expiresAt.getTime() > longest) throw badInput(`A token lives at most ${MAX_LIFETIME_DAYS} days`);
  if (!input.password) throw badInput('Enter your password to create a token');
  await checkPassword(ctx, viewer.id, input.password);
  const live = await ctx.em.count(PersonalAccessToken, liveTokensOf(viewer.id));
  if (live >= MAX_TOKENS) throw badInput(`You can have at most ${MAX_TOKENS} tokens; revoke one first`);
  const token = PAT_PREFIX + crypto.randomBytes(32).toString('base64url');
  const record = ctx.em.create(PersonalAccessToken, {
    userId: viewer.id, name, tokenHash: hashToken(token), scope: input.scope,
    createdAt: new Date(now), lastUsedAt: null, expiresAt: input.expiresAt ?? new Date(longest), revokedAt: null,
  });
  await ctx.em.flush();
  return { token, record };
}

/** The account's password, paid for first like a password change's (common/throttle.ts `beginPasswordCheck`). */
async function checkPassword(ctx: Ctx, userId: number, password: string): Promise<void> {
  const attempt = await beginPasswordCheck(ctx, userId);
  const user = await ctx.em.findOneOrFail(User, { id: userId });
  if (!(await argon2.verify(user.passwordHash, password).catch(() => false))) {
    throw new AppError('WRONG_CURRENT_PASSWORD', 'The current password is not correct');
  }
  await attempt.succeeded();
}

/**
 * Inside the caller's transaction: revokes every live token of `userId`, and every OAuth app it allowed (their grants
 * and tokens, modules/oauth/). A password change or reset calls it: a token a thief made, or an app a thief allowed,
 * with the old password must not outlive it.
 */
export async function revokeEveryToken(em: EntityManager, userId: number): Promise<void> {
  await em.getConnection().execute('update personal_access_token set revoked_at = now() where user_id = ? and revoked_at is null',
    [userId], 'all', em.getTransactionContext());
  await em.getConnection().execute('delete from oauth_payload where account_id = ?', [userId], 'all', em.getTransactionContext());
}

/**
 * The tokens of `userId` that still work: neither revoked nor expired (an expired one is refused like a revoked one,
 * so it is neither listed nor counted against MAX_TOKENS).
 */
function liveTokensOf(userId: number) {
  return { userId, revokedAt: null, expiresAt: { $gt: new Date() } };
}

/** The logged-in user's live tokens, newest first (session only). */
export async function list(ctx: Ctx): Promise<PersonalAccessToken[]> {
  const viewer = requireSession(ctx);
  return ctx.em.find(PersonalAccessToken, liveTokensOf(viewer.id), { orderBy: { id: 'desc' } });
}

/** Revokes one of the logged-in user's tokens (session only); it is refused from the next request on. */
export async function revoke(ctx: Ctx, id: number): Promise<PersonalAccessToken> {
  const viewer = requireSession(ctx);
  const record = await found(ctx.em.findOne(PersonalAccessToken, { id, userId: viewer.id, revokedAt: null }), 'Token');
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

