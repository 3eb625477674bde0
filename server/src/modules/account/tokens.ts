/** Access tokens (short JWTs) and refresh tokens (opaque, random, stored hashed). */
import crypto from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { EntityManager } from '@mikro-orm/postgresql';
import { config } from '../../config';
import type { Secrets } from '../../common/secrets';
import { isDatabaseDown } from '../../common/errors';
import type { Viewer } from '../../common/context';
import type { User } from '../user/user.entity';

/**
 * Signs a 15-minute access token. `v` ties it to the user's session version (bumped on password change) and `sid`
 * to its session (the refresh-token family): logging out revokes the family, and with it the access token.
 */
export function signAccessToken(secrets: Secrets, user: User, sessionId: string): Promise<string> {
  return new SignJWT({ u: user.username, v: user.sessionVersion, sid: sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(user.id))
    .setIssuedAt()
    .setExpirationTime(`${config.accessTokenTtlSeconds}s`)
    .sign(secrets.jwt);
}

/**
 * Returns the viewer of a bearer token, or null when it is missing, expired, forged or revoked (its session logged
 * out, or the password changed). One query: the user row and whether the session is still live.
 */
export async function viewerFromToken(em: EntityManager, secrets: Secrets, token: string | undefined): Promise<Viewer | null> {
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, secrets.jwt, { algorithms: ['HS256'] });
    const id = Number(payload.sub);
    if (!Number.isSafeInteger(id) || typeof payload.sid !== 'string') return null;
    const rows = await em.getConnection().execute<{ username: string; session_version: number; live: boolean }[]>(
      `select u.username, u.session_version, exists (select 1 from refresh_token r
         where r.family_id = ? and r.user_id = u.id and r.revoked_at is null) as live
       from app_user u where u.id = ?`, [payload.sid, id]);
    if (!rows.length || rows[0].session_version !== payload.v || !rows[0].live) return null;
    return { id, username: rows[0].username, sessionId: payload.sid };
  } catch (err) {
    // A database outage is not a bad token: answer 503, never log the user out (tests/resilience/load.test.ts).
    if (isDatabaseDown(err)) throw err;
    return null;
  }
}

/** Reads a bearer token from an Authorization header. */
export function bearer(header: string | undefined): string | undefined {
  const m = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return m ? m[1] : undefined;
}

/** A new opaque refresh token and the hash that is stored. */
export function newRefreshToken(): { token: string; hash: string } {
  const token = crypto.randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

/**
 * The refresh token that succeeds `token` when it is rotated: an HMAC of it under the JWT secret. Being derived, not
 * drawn, the successor of a token rotated a moment ago can be handed out again (account.service.ts `refresh`)
 * without keeping any token in clear; only the holder of `token` (and the server) can compute it.
 */
export function successorToken(secrets: Secrets, token: string): { token: string; hash: string } {
  const next = crypto.createHmac('sha256', secrets.jwt).update(`refresh-successor:${token}`).digest('base64url');
  return { token: next, hash: hashToken(next) };
}

/** SHA-256 of a refresh token: enough for 256 random bits, and lets us look it up by equality. */
export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

export const REFRESH_COOKIE = 'purlwise_refresh';
