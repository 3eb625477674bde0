/**
 * The ways into /api/v1 and the answers it refuses with, as OpenAPI components: the security schemes (a login's
 * access token with the XSRF pair, or a personal access token without it), the RateLimit headers of a token's
 * answers, and the error bodies of each status (`{ message }`; a refusal of a personal access token adds `code`).
 * They describe what the adapter already answers (http.ts, modules/token/pat.middleware.ts): nothing here decides.
 */
import { MUTATING, XSRF_COOKIE, XSRF_HEADER, type Route } from './http';

const ref = (kind: string, name: string) => ({ $ref: `#/components/${kind}/${name}` });

/** A scheme of a bearer token of the form `bearerFormat`. */
const bearer = (bearerFormat: string, description: string) => ({ type: 'http', scheme: 'bearer', bearerFormat, description });
/** A scheme of a key sent as the header or cookie `name`. */
const apiKey = (place: 'header' | 'cookie', name: string, description: string) => ({ type: 'apiKey', in: place, name, description });

/** The security schemes: names used by `security` below. */
export const securitySchemes = {
  session: bearer('JWT', 'The `tokens.accessToken` of a login, registration, refresh or password change (15 minutes). POST, PUT and DELETE also need the XSRF pair (`xsrfHeader` and `xsrfCookie`); an expired token is 401 `Your session has expired, please log in again`.'),
  personalAccessToken: bearer('pw_ followed by 43 characters', 'A personal access token made in Settings. **No XSRF header or cookie is needed with it.** A READ token may only GET (anything else: 403 `{ message, code: "FORBIDDEN" }`); no token may change the password (403, same body). An unknown, revoked or expired token is 401 `{ message, code: "UNAUTHENTICATED" }` before anything runs. Every answer carries `RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset`; a spent budget (per token, and per account over all its tokens) is 429 `{ message, code: "RATE_LIMITED" }` with `Retry-After`.'),
  xsrfHeader: apiKey('header', XSRF_HEADER, 'The `Xsrf_Token` of `GET /account/get-xsrf/`, equal to the `xsrf-token` cookie: needed on POST, PUT and DELETE without a personal access token (else 403 `Invalid or missing XSRF token`). Checked before anything else.'),
  xsrfCookie: apiKey('cookie', XSRF_COOKIE, 'Set by `GET /account/get-xsrf/` (readable by scripts, SameSite=Strict); the header must equal it.'),
};

const XSRF = { xsrfHeader: [], xsrfCookie: [] };

/** The ways into one route: none, a login's token (with XSRF when it changes something), a personal access token. */
export function securityOf(r: Route): Array<Record<string, string[]>> {
  const mutating = MUTATING.has(r.method.toUpperCase());
  const session = mutating ? { session: [], ...XSRF } : { session: [] };
  const anonymous = mutating ? XSRF : {};
  if (r.auth === 'required') return [session, { personalAccessToken: [] }];
  if (r.auth === 'optional') return [anonymous, session, { personalAccessToken: [] }];
  return [anonymous];
}

const INT = { type: 'integer', minimum: 0 };
const rateHeaders = {
  'RateLimit-Limit': { ...ref('headers', 'RateLimit-Limit') },
  'RateLimit-Remaining': { ...ref('headers', 'RateLimit-Remaining') },
  'RateLimit-Reset': { ...ref('headers', 'RateLimit-Reset') },
};

/** Reusable headers. */
export const headers = {
  'RateLimit-Limit': { description: 'Points the binding budget allows per window; a REST request costs 1 point (requests with a personal access token only).', schema: INT },
  'RateLimit-Remaining': { description: 'Points left in that budget (requests with a personal access token only).', schema: INT },
  'RateLimit-Reset': { description: 'Seconds until that budget is full again (requests with a personal access token only).', schema: INT },
  'Retry-After': { description: 'Seconds to wait before trying again.', required: true, schema: INT },
};

const refusal = (code: string) => ({
  type: 'object', required: ['message', 'code'], additionalProperties: false,
  properties: { message: { type: 'string' }, code: { const: code } },
});

/** Reusable error bodies. */
export const errorSchemas = {
  Error: {
    type: 'object', required: ['message'], additionalProperties: false,
    properties: { message: { type: 'string', description: 'English, safe to show.' } },
    description: 'The legacy error body.',
  },
  TokenUnauthenticated: { ...refusal('UNAUTHENTICATED'), description: 'A personal access token that is unknown, revoked or expired.' },
  TokenForbidden: { ...refusal('FORBIDDEN'), description: 'A personal access token that may not do this: a READ token on POST, PUT or DELETE, or any token on an account-security call.' },
  RateLimited: { ...refusal('RATE_LIMITED'), description: "The budget of the personal access token, or of its account's tokens together, is spent." },
};

const json = (schema: unknown) => ({ 'application/json': { schema } });
const anyOf = (...names: string[]) => ({ anyOf: names.map((n) => ref('schemas', n)) });

/** Reusable responses, one per error status. */
export const errorResponses: Record<string, Record<string, unknown>> = {
  BadRequest: { description: 'Bad input: a body that is not JSON or not an object, a field\'s rule, a path id that is not a positive whole number, an id in the body that differs from the path, a wrong current password (`message` says which).', headers: rateHeaders, content: json(ref('schemas', 'Error')) },
  Unauthorized: { description: 'No valid login where one is needed (`You need to log in`, or `Your session has expired, please log in again` when a token was sent), a wrong username or password; or a personal access token that is unknown, revoked or expired (with `code`), on any route.', content: json(anyOf('Error', 'TokenUnauthenticated')) },
  Forbidden: { description: 'Without a personal access token: a missing or invalid XSRF pair (`Invalid or missing XSRF token`), someone else\'s public thing or account, registration switched off. With one (adds `code`): a READ token on POST, PUT or DELETE, or an account-security call.', headers: rateHeaders, content: json(anyOf('Error', 'TokenForbidden')) },
  NotFound: { description: 'Missing, or private and not yours.', headers: rateHeaders, content: json(ref('schemas', 'Error')) },
  Conflict: { description: 'The username is taken (any case).', content: json(ref('schemas', 'Error')) },
  TooLarge: { description: 'Too large: a body over 1 MB of JSON, or an image over 10 MB or 40 megapixels.', headers: rateHeaders, content: json(ref('schemas', 'Error')) },
  Unsupported: { description: 'An upload that is not a PNG, JPEG, WebP or GIF image; a body in an unknown charset or content encoding.', headers: rateHeaders, content: json(ref('schemas', 'Error')) },
  TooMany: {
    description: 'Wait `Retry-After` seconds: the budget of a personal access token is spent (`code` RATE_LIMITED), or too many attempts (failed logins, password checks, registrations, uploads: `{ message }` alone).',
    headers: { ...rateHeaders, 'Retry-After': ref('headers', 'Retry-After') },
    content: json(anyOf('Error', 'RateLimited')),
  },
  Unavailable: { description: 'The database cannot be reached: retry after `Retry-After` seconds.', headers: { 'Retry-After': ref('headers', 'Retry-After') }, content: json(ref('schemas', 'Error')) },
};

const RESPONSE_OF: Record<number, string> = {
  400: 'BadRequest', 401: 'Unauthorized', 403: 'Forbidden', 404: 'NotFound', 409: 'Conflict', 413: 'TooLarge', 415: 'Unsupported', 429: 'TooMany', 503: 'Unavailable',
};

/** Path parameters that name one thing: a missing one is 404. */
const LOOKUP_PARAMS = new Set(['id', 'picId', 'colorId', 'username']);

/**
 * The error statuses one route may answer. Any request with a personal access token may be refused by the token's
 * door (401, 429), and any may meet the database down (503); a body is read on every change (400, 413, 415).
 */
export function errorStatuses(r: Route, params: string[]): number[] {
  const mutating = MUTATING.has(r.method.toUpperCase());
  const set = new Set<number>([...(r.errors ?? []), 401, 429, 503]);
  if (params.length || r.body || r.upload || r.guard || mutating) set.add(400);
  if (mutating) { set.add(403); set.add(413); set.add(415); }
  if (params.some((p) => LOOKUP_PARAMS.has(p))) set.add(404);
  if (r.upload) { set.add(413); set.add(415); }
  return [...set].sort((a, b) => a - b);
}

/** The `responses` entries of a route's error statuses, by reference. */
export function errorAnswers(r: Route, params: string[]): Record<string, unknown> {
  return Object.fromEntries(errorStatuses(r, params).map((s) => [String(s), ref('responses', RESPONSE_OF[s])]));
}

/** RateLimit headers of a success (present when the request carried a personal access token). */
export const successHeaders = rateHeaders;
