/** The httpOnly refresh-token cookie, shared by GraphQL and REST. */
import type { Request, Response } from 'express';
import type { Ctx } from '../../common/context';
import { AppError } from '../../common/errors';
import { config } from '../../config';
import { refresh, type Session } from './account.service';
import { REFRESH_COOKIE } from './tokens';

/** Whether cookies get the Secure flag: SECURE_COOKIES, or the request came over HTTPS (directly or via the proxy). */
export function secureCookie(res: Response | undefined): boolean {
  return config.secureCookies || !!res?.req?.secure;
}

/** Sets the refresh cookie (httpOnly, SameSite=Strict). */
export function setRefreshCookie(res: Response | undefined, token: string): void {
  res?.cookie(REFRESH_COOKIE, token, {
    httpOnly: true, sameSite: 'strict', secure: secureCookie(res), path: '/',
    maxAge: config.refreshTokenTtlDays * 86400_000,
  });
}

/** Clears the refresh cookie. */
export function clearRefreshCookie(res: Response | undefined): void {
  res?.clearCookie(REFRESH_COOKIE, { httpOnly: true, sameSite: 'strict', secure: secureCookie(res), path: '/' });
}

/** The refresh token the browser sent, if any. */
export function readRefreshCookie(req: Request | undefined): string | undefined {
  const v = (req as { cookies?: Record<string, string> } | undefined)?.cookies?.[REFRESH_COOKIE];
  return typeof v === 'string' && v ? v : undefined;
}

/**
 * Starts a session on this response, for both doors: the refresh cookie is set and the new access token's user is
 * the viewer for the rest of the request (e.g. the email field of `user` in the same GraphQL answer).
 */
export function beginSession(ctx: Ctx, s: Session): Session {
  setRefreshCookie(ctx.res, s.refreshToken);
  ctx.viewer = { id: s.user.id, username: s.user.username };
  return s;
}

/**
 * Exchanges the refresh cookie of the request for a new session, for both doors (which then `beginSession` it).
 * Only a refused session loses its cookie; an outage (503) must not log the user out.
 */
export async function refreshWithCookie(ctx: Ctx): Promise<Session> {
  try {
    return await refresh(ctx, readRefreshCookie(ctx.req));
  } catch (err) {
    if (err instanceof AppError && err.code === 'UNAUTHENTICATED') clearRefreshCookie(ctx.res);
    throw err;
  }
}
