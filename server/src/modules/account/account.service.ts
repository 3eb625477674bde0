/** Accounts: registration, login with throttling, rotating refresh tokens, logout, password change. */
import crypto from 'node:crypto';
import argon2 from 'argon2';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { checkForm, checkPasswordStrength, checkUsername, checkLength, LIMITS } from '@purlwise/core';
import { config } from '../../config';
import { AppError, badInput, unauthenticated } from '../../common/errors';
import type { Ctx } from '../../common/context';
import { beginLogin, beginPasswordCheck, takeRegistration, trustPair } from '../../common/throttle';
import { User } from '../user/user.entity';
import { revokeEveryToken } from '../token/pat.service';
import { RefreshToken } from './refresh-token.entity';
import { hashToken, newRefreshToken, signAccessToken, successorToken } from './tokens';

/** Argon2id with one lane, at the configured cost: OWASP's recommendation of 19 MiB and two passes (config.ts). */
export const ARGON = { type: argon2.argon2id, memoryCost: config.passwordHash.memoryKiB, timeCost: config.passwordHash.timeCost, parallelism: 1 } as const;

export interface Session { user: User; accessToken: string; refreshToken: string }

function failIf(message: string | null): void {
  if (message) throw badInput(message);
}

/** Stores a new refresh token of `familyId` (a random one, or `next` when it is a rotation) and signs its access token. */
async function issueSession(ctx: Ctx, em: EntityManager, user: User, familyId: string = crypto.randomUUID(),
  next: { token: string; hash: string } = newRefreshToken()): Promise<Session> {
  const { token, hash } = next;
  em.create(RefreshToken, {
    userId: user.id, tokenHash: hash, familyId,
    expiresAt: new Date(Date.now() + config.refreshTokenTtlDays * 86400_000),
    rotatedAt: null, revokedAt: null, createdAt: new Date(),
  });
  await em.flush();
  return { user, accessToken: await signAccessToken(ctx.secrets, user, familyId), refreshToken: token };
}

async function findByUsername(em: EntityManager, username: string): Promise<User | null> {
  return em.createQueryBuilder(User).where('lower(username) = ?', [username.trim().toLowerCase()]).limit(1).getSingleResult();
}

/** Creates an account and logs it in. */
export async function register(ctx: Ctx, input: { username: string; email: string; password: string; confirmation?: string }): Promise<Session> {
  if (!config.registrationEnabled) throw new AppError('REGISTRATION_DISABLED', 'Registration is currently disabled');
  const username = (input.username ?? '').trim();
  const email = (input.email ?? '').trim();
  failIf(checkForm({ email, username, password: input.password ?? '', confirmation: input.confirmation }));
  failIf(checkUsername(username));
  failIf(checkLength('Email', email, LIMITS.email.max));
  failIf(checkPasswordStrength(input.password));
  await takeRegistration(ctx);
  if (await findByUsername(ctx.em, username)) throw new AppError('USERNAME_TAKEN', 'This username is already taken');
  const passwordHash = await argon2.hash(input.password, ARGON);
  try {
    const session = await ctx.em.transactional(async (em) => {
      const user = em.create(User, { username, email, passwordHash } as never);
      await em.flush();
      return issueSession(ctx, em, user);
    });
    // Whoever chose the password logs in from here without paying for strangers' failures.
    await trustPair(ctx, username);
    return session;
  } catch (err) {
    if (err instanceof UniqueConstraintViolationException) throw new AppError('USERNAME_TAKEN', 'This username is already taken');
    throw err;
  }
}

const DUMMY_HASH = argon2.hash('purlwise-timing-equaliser', ARGON);

/**
 * Checks the password. Every check is paid for first (common/throttle.ts: per username+IP, per IP, per username),
 * so a burst cannot get more guesses than the budget; an unknown username takes the same path and the same time.
 */
export async function login(ctx: Ctx, input: { username: string; password: string }): Promise<Session> {
  failIf(checkForm({ username: (input.username ?? '').trim(), password: input.password ?? '' }));
  const attempt = await beginLogin(ctx, input.username);
  const user = await findByUsername(ctx.em, input.username);
  const ok = await argon2.verify(user ? user.passwordHash : await DUMMY_HASH, input.password).catch(() => false);
  if (!user || !ok) throw new AppError('WRONG_CREDENTIALS', 'Wrong username or password');
  await attempt.succeeded();
  return ctx.em.transactional((em) => issueSession(ctx, em, user));
}

/**
 * Rotates a refresh token. Presenting an already-rotated token revokes its whole family, except within
 * REFRESH_REUSE_GRACE_SECONDS of its rotation: then it is a second tab (or a retried request) that sent the same
 * cookie at the same moment, and it gets the same successor again (Auth0's "reuse interval").
 */
export async function refresh(ctx: Ctx, token: string | undefined): Promise<Session> {
  if (!token) throw unauthenticated('No session to refresh');
  const session = await ctx.em.transactional(async (em) => {
    // A concurrent rotation of the same token holds its row: this statement waits for it, then finds nothing to do.
    const rows = await em.getConnection().execute<{ user_id: number; family_id: string; expires_at: Date; revoked_at: Date | null }[]>(
      `update refresh_token set rotated_at = now() where token_hash = ? and rotated_at is null
       returning user_id, family_id, expires_at, revoked_at`, [hashToken(token)], 'all', em.getTransactionContext());
    const row = rows[0];
    if (!row) return null;
    if (row.revoked_at || new Date(row.expires_at) < new Date()) throw unauthenticated('Session expired, please log in again');
    const user = await em.findOneOrFail(User, { id: row.user_id });
    return issueSession(ctx, em, user, row.family_id, successorToken(ctx.secrets, token));
  });
  if (session) return session;
  const again = await successorWithinGrace(ctx, token);
  if (again) return again;
  // Unknown, or rotated before the grace window: a replayed token means it may be stolen, so the whole family goes.
  await revoke(ctx, token, null);
  throw unauthenticated('Session expired, please log in again');
}

/** How many rotations a late request may walk through to the live token of its family (tabs refreshing in turn). */
const MAX_GRACE_STEPS = 5;

/**
 * The live successor of `token` when `token` (and each successor on the way) was rotated within the grace window
 * and nothing in its family was revoked; null otherwise. Nothing is written: the family stays as it is.
 */
async function successorWithinGrace(ctx: Ctx, token: string): Promise<Session | null> {
  const conn = ctx.em.getConnection();
  let current = token;
  for (let step = 0; step <= MAX_GRACE_STEPS; step++) {
    const rows = await conn.execute<{ user_id: number; family_id: string; live: boolean; rotated_recently: boolean; unrotated: boolean }[]>(
      `select user_id, family_id, revoked_at is null and expires_at > now() as live, rotated_at is null as unrotated,
         rotated_at > now() - make_interval(secs => ?) as rotated_recently
       from refresh_token where token_hash = ?`, [config.refreshReuseGraceSeconds, hashToken(current)]);
    const row = rows[0];
    if (!row?.live) return null;
    if (row.unrotated) {
      // Only a successor is handed out again, never the presented token itself.
      if (step === 0) return null;
      const user = await ctx.em.findOneOrFail(User, { id: row.user_id });
      return { user, accessToken: await signAccessToken(ctx.secrets, user, row.family_id), refreshToken: current };
    }
    if (!row.rotated_recently) return null;
    current = successorToken(ctx.secrets, current).token;
  }
  return null;
}

/** Revokes the family of a refresh token and/or a session of a user (their access tokens stop working at once). */
async function revoke(ctx: Ctx, token: string | undefined, session: { id: string; userId: number } | null): Promise<void> {
  if (!token && !session) return;
  await ctx.em.getConnection().execute(
    `update refresh_token set revoked_at = now() where revoked_at is null and (family_id =
      (select family_id from refresh_token where token_hash = ?) or (family_id = ? and user_id = ?))`,
    [token ? hashToken(token) : '', session?.id ?? null, session?.userId ?? 0]);
}

/**
 * Ends the session of this refresh token and the session of the caller's access token (usually the same family);
 * their access tokens stop working at once (tokens.ts checks the session). Other devices stay logged in.
 */
export async function logout(ctx: Ctx, token: string | undefined): Promise<void> {
  const v = ctx.viewer;
  await revoke(ctx, token, v?.sessionId ? { id: v.sessionId, userId: v.id } : null);
}

/** Changes the password, revokes every other session, access token and personal access token, and returns a fresh session. */
export async function changePassword(ctx: Ctx, userId: number, input: { currentPassword: string; newPassword: string; confirmation?: string }): Promise<Session> {
  failIf(checkForm({ currentPassword: input.currentPassword ?? '', password: input.newPassword ?? '', confirmation: input.confirmation }));
  failIf(checkPasswordStrength(input.newPassword));
  const attempt = await beginPasswordCheck(ctx, userId);
  const user = await ctx.em.findOneOrFail(User, { id: userId });
  if (!(await argon2.verify(user.passwordHash, input.currentPassword).catch(() => false))) {
    throw new AppError('WRONG_CURRENT_PASSWORD', 'The current password is not correct');
  }
  await attempt.succeeded();
  const passwordHash = await argon2.hash(input.newPassword, ARGON);
  return ctx.em.transactional(async (em) => {
    await em.getConnection().execute('update refresh_token set revoked_at = now() where user_id = ? and revoked_at is null',
      [user.id], 'all', em.getTransactionContext());
    await revokeEveryToken(em, user.id);
    const fresh = await em.findOneOrFail(User, { id: user.id });
    fresh.passwordHash = passwordHash;
    fresh.sessionVersion += 1;
    fresh.lastUpdated = new Date();
    await em.flush();
    return issueSession(ctx, em, fresh);
  });
}

/** Whether new accounts may be created (REGISTRATION_ENABLED). */
export const registrationEnabled = () => config.registrationEnabled;
