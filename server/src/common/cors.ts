/**
 * Cross-origin calls for tools (issue #25 point 10), on GitHub's model: a browser-based tool on any origin may call
 * /graphql and /api/v1 with an `Authorization: Bearer` token. Preflights are answered for any origin, and answers
 * carry `Access-Control-Allow-Origin: *` but never `Access-Control-Allow-Credentials`: a browser therefore sends no
 * cookies cross-origin, or refuses to show the answer when a page asks it to, so the website's cookie session (and
 * the refresh cookie) stays same-origin. Without a token, another origin only ever reads what any visitor reads.
 */
import cors from 'cors';
import type { RequestHandler } from 'express';

/** Headers a tool may send: the token, JSON, Apollo's preflight marker and conditional GETs. */
const ALLOWED_HEADERS = ['Authorization', 'Content-Type', 'Accept', 'apollo-require-preflight', 'x-apollo-operation-name', 'If-None-Match'];

/** Headers a tool may read: its rate budget, the cache validators and a refusal's wait. */
const EXPOSED_HEADERS = ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', 'Retry-After', 'ETag', 'Age', 'X-Request-Id'];

/** The CORS middleware of the API doors (answers preflights itself, with 204). */
export function apiCors(): RequestHandler {
  return cors({
    origin: '*',
    credentials: false,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ALLOWED_HEADERS,
    exposedHeaders: EXPOSED_HEADERS,
    maxAge: 600,
  });
}
