/** The httpOnly refresh-token cookie, shared by GraphQL and REST. */
import type { Request, Response } from 'express';
import { config } from '../../config';
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
