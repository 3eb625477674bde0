/**
 * How every door writes a refusal (issue #23 point 2): the status always comes from the error table (errors.ts
 * ERROR_STATUS, through AppError), and each door has one body shape:
 * - `graphql`: `{ errors: [{ message, extensions: { code } }] }`, for what is refused before Apollo runs;
 *   `graphqlRefusal` gives Apollo the same refusal as a GraphQLError (plugins, context);
 * - `legacy` (/api/v1): `{ message }` as the original product answered, `{ message, code }` for a token refusal;
 * - `routes` (pictures, export, import, OAuth's own routes): `{ message, code }`;
 * - `oauth` (the authorisation server's endpoints, refused before oidc-provider reads them): OAuth's
 *   `{ error, error_description }` (RFC 6749 §5.2), which apps' OAuth libraries read.
 * Each sets Retry-After when the error says how long to wait, and logs what is the server's fault.
 */
import type { Response } from 'express';
import { GraphQLError } from 'graphql';
import { HeaderMap } from '@apollo/server';
import { type AppError, REQUEST_ERROR_STATUS, toAppError, TokenRefusal } from './errors';
import { logger } from './logger';

export type Door = 'graphql' | 'legacy' | 'routes' | 'oauth';

/** OAuth's registered error codes for our refusals: `slow_down` (RFC 8628) asks the client to wait, as Retry-After says. */
const OAUTH_ERROR: Partial<Record<AppError['code'], string>> = { TOO_MANY_ATTEMPTS: 'slow_down', SERVICE_UNAVAILABLE: 'temporarily_unavailable' };

function bodyOf(door: Door, e: AppError): unknown {
  if (door === 'oauth') return { error: OAUTH_ERROR[e.code] ?? 'server_error', error_description: e.message };
  if (door === 'graphql') return { errors: [{ message: e.message, extensions: { code: e.code } }] };
  if (door === 'legacy' && !(e instanceof TokenRefusal)) return { message: e.message };
  return { message: e.message, code: e.code };
}

/** Answers `err` on `door` (nothing when an answer has already begun). No-store: a refusal is never cached. */
export function writeError(door: Door, res: Response, err: unknown): void {
  const e = toAppError(err);
  if (e.status >= 500 && e.code !== 'SERVICE_UNAVAILABLE') logger.error({ err }, `${door} request failed`);
  if (res.headersSent) return;
  if (e.retryAfterSeconds) res.set('Retry-After', String(e.retryAfterSeconds));
  res.status(e.status).set('Cache-Control', 'no-store').json(bodyOf(door, e));
}

/** The refusal as Apollo answers it: the table's status (and Retry-After) in `extensions.http`, the code beside it. */
export function graphqlRefusal(err: unknown): GraphQLError {
  const e = toAppError(err);
  const headers = new HeaderMap();
  if (e.retryAfterSeconds) headers.set('retry-after', String(e.retryAfterSeconds));
  return new GraphQLError(e.message, { extensions: { code: e.code, http: { status: e.status, headers } } });
}

/** Refuses a GraphQL request before Apollo reads it, with a code of the request errors' table (REQUEST_ERROR_STATUS). */
export function writeRequestError(res: Response, code: keyof typeof REQUEST_ERROR_STATUS, message: string): void {
  res.status(REQUEST_ERROR_STATUS[code]).set('Cache-Control', 'no-store').json({ errors: [{ message, extensions: { code } }] });
}
