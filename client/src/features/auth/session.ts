/**
 * The client side of a session (docs/product.md §4.1, §3.6): the `loggedIn` cookie (username, 18 hours) and the access
 * token in localStorage. The refresh token lives in an httpOnly cookie the server manages.
 */
import { LOGIN_COOKIE_HOURS } from '@purlwise/core';
import { LOCALE_KEY } from '../../i18n/resources';

/** Name of the client's login cookie. */
export const LOGIN_COOKIE = 'loggedIn';
/** localStorage key of the access token. */
export const TOKEN_KEY = 'accessToken';

type Listener = () => void;
const listeners = new Set<Listener>();

/** Calls `listener` whenever a session starts or ends; returns the unsubscribe function. */
export function onSessionChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => { listeners.delete(listener); };
}

function notify(): void {
  listeners.forEach((l) => l());
}

/** The value of cookie `name` in a `document.cookie` string, or null. */
export function readCookie(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      const raw = part.slice(eq + 1).trim();
      try { return decodeURIComponent(raw); } catch { return raw; }
    }
  }
  return null;
}

/** The `document.cookie` assignment that sets the login cookie for LOGIN_COOKIE_HOURS. */
export function loginCookie(username: string): string {
  return `${LOGIN_COOKIE}=${encodeURIComponent(username)}; Max-Age=${LOGIN_COOKIE_HOURS * 3600}; Path=/; SameSite=Lax`;
}

/** The `document.cookie` assignment that deletes the login cookie. */
export function expiredLoginCookie(): string {
  return `${LOGIN_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
}

/** The username in the login cookie, or null when logged out (or the cookie expired). */
export function loggedInUsername(): string | null {
  if (typeof document === 'undefined') return null;
  const v = readCookie(document.cookie, LOGIN_COOKIE);
  return v ? v : null;
}

/** The stored access token, or null. */
export function getAccessToken(): string | null {
  try { return localStorage.getItem(TOKEN_KEY); } catch { return null; }
}

/** Stores a new access token (after a refresh or a password change). */
export function setAccessToken(token: string): void {
  try { localStorage.setItem(TOKEN_KEY, token); } catch { /* private mode: kept for this request only */ }
}

/** Starts a session after login or registration: cookie, token, listeners. */
export function startSession(username: string, accessToken: string): void {
  document.cookie = loginCookie(username);
  setAccessToken(accessToken);
  notify();
}

/**
 * Ends the session on this device: deletes the cookie and clears localStorage (docs/product.md §4.1).
 * The chosen language is a device preference, not session data, so it is put back.
 */
export function endSession(): void {
  document.cookie = expiredLoginCookie();
  try {
    const locale = localStorage.getItem(LOCALE_KEY);
    localStorage.clear();
    if (locale) localStorage.setItem(LOCALE_KEY, locale);
  } catch { /* nothing stored */ }
  notify();
}

/** The expiry (ms since epoch) of a JWT, or null when it cannot be read. */
export function tokenExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(payload.length / 4) * 4, '='));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/** True when the token is missing, unreadable, or expires within `skewMs`. */
export function isTokenStale(token: string | null, now = Date.now(), skewMs = 15_000): boolean {
  if (!token) return true;
  const exp = tokenExpiry(token);
  return exp === null || exp - skewMs <= now;
}
