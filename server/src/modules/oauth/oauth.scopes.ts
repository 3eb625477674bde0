/** The scopes an OAuth app may ask for, and what an app's token may do with them (the rules of personal tokens). */
import { OAuthScope } from './oauth-app.entity';

/** The scopes of the Purlwise API, as apps write them in `scope`. */
export const API_SCOPES: readonly string[] = Object.values(OAuthScope);

/** The API scopes among a space-separated `scope` value, in the order of API_SCOPES. */
export function apiScopesOf(scope: string | undefined): OAuthScope[] {
  const asked = new Set((scope ?? '').split(' '));
  return Object.values(OAuthScope).filter((s) => asked.has(s));
}

/**
 * What a token with these scopes may do, as a personal token's access: `library:write` is WRITE; `library:read` and
 * `profile:read` are READ; null when it has no scope of the API (it may do nothing).
 */
export function accessOf(scopes: readonly OAuthScope[]): 'read' | 'write' | null {
  if (scopes.includes(OAuthScope.WRITE_LIBRARY)) return 'write';
  return scopes.length ? 'read' : null;
}
