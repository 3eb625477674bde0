/**
 * HTTP hardening shared by every door: security headers (helmet, a strict CSP the built client satisfies), a nesting
 * limit on GraphQL documents checked before graphql-js parses them, and the HTTP status of GraphQL answers that
 * carry a 429 or a 503 (with Retry-After).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import type { ApolloServerPlugin } from '@apollo/server';
import { config } from '../config';
import { AppError, isDatabaseDown } from './errors';
import { writeRequestError } from './error-writer';

/** Origins images may be redirected to: the S3 endpoint (presigned URLs) and a public base URL or CDN, when set. */
function imageOrigins(): string[] {
  const origins: string[] = [];
  for (const url of [config.s3.endpoint, config.s3.publicBaseUrl]) {
    try {
      if (url) origins.push(new URL(url).origin);
    } catch {
      // Not a URL: the store refuses it at start; nothing to allow here.
    }
  }
  return origins;
}

/**
 * The CSP sources of the inline <style> or <script> blocks of the built index.html, by their SHA-256: the client build
 * inlines the stylesheets of the first paint and the script that asks for a visitor's first feed page
 * (client/vite.config.ts), and only those exact blocks may apply or run.
 */
export function inlineHashes(tag: 'style' | 'script', indexHtml = path.join(config.clientDir, 'index.html')): string[] {
  if (!fs.existsSync(indexHtml)) return [];
  const html = fs.readFileSync(indexHtml, 'utf8');
  return [...html.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g'))].map((m) => `'sha256-${createHash('sha256').update(m[1]).digest('base64')}'`);
}

/**
 * helmet with a CSP without 'unsafe-inline': the client is module scripts from /assets and one inline script, and
 * stylesheets from /assets or inlined in index.html (inline blocks allowed by hash); React sets styles through the
 * CSSOM (which CSP does not govern), and previews of chosen files are blob: URLs.
 * nosniff, frame-ancestors 'none' + X-Frame-Options DENY and no-referrer go on every answer (pages, JSON, images).
 */
export function securityHeaders(): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", ...inlineHashes('script')],
        'style-src': ["'self'", ...inlineHashes('style')],
        'img-src': ["'self'", 'data:', 'blob:', ...imageOrigins()],
        'font-src': ["'self'"],
        'connect-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    // Public image URLs may be shown by other sites of the owner's choosing; everything else stays same-site.
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
}

/** Deepest bracket nesting ({ [ ( together) a GraphQL document may have; real queries stay far below. */
export const MAX_DOCUMENT_NESTING = 100;

/** The deepest nesting of brackets in a GraphQL document, outside strings and comments; stops counting past `limit`. */
export function documentNesting(doc: string, limit = MAX_DOCUMENT_NESTING): number {
  let depth = 0;
  let max = 0;
  for (let i = 0; i < doc.length; i++) {
    const c = doc[i];
    if (c === '#') {
      while (i < doc.length && doc[i] !== '\n' && doc[i] !== '\r') i++;
    } else if (c === '"') {
      if (doc.startsWith('"""', i)) {
        const end = doc.indexOf('"""', i + 3);
        i = end < 0 ? doc.length : end + 2;
      } else {
        for (i++; i < doc.length && doc[i] !== '"' && doc[i] !== '\n'; i++) if (doc[i] === '\\') i++;
      }
    } else if (c === '{' || c === '[' || c === '(') {
      depth += 1;
      if (depth > max) max = depth;
      if (max > limit) return max;
    } else if (c === '}' || c === ']' || c === ')') {
      depth = Math.max(0, depth - 1);
    }
  }
  return max;
}

/**
 * Refuses a GraphQL document nested deeper than MAX_DOCUMENT_NESTING with a 400 before graphql-js parses it: its
 * recursive parser overflowed the stack on a list literal 2000 deep (an INTERNAL_SERVER_ERROR and a logged stack).
 */
export function graphqlNestingLimit(): RequestHandler {
  return (req, res, next) => {
    const bodies: unknown[] = Array.isArray(req.body) ? req.body : [req.body, req.query];
    const tooDeep = bodies.some((b) => {
      const query = (b as { query?: unknown } | undefined)?.query;
      return typeof query === 'string' && documentNesting(query) > MAX_DOCUMENT_NESTING;
    });
    if (!tooDeep) return next();
    writeRequestError(res, 'GRAPHQL_PARSE_FAILED', `The document is nested more than ${MAX_DOCUMENT_NESTING} levels deep (the limit)`);
  };
}

/**
 * GraphQL answers whose errors mean "slow down" or "the database is down" get that HTTP status (429, 503) and
 * Retry-After, like the REST door; other errors keep GraphQL's usual 200.
 */
export const graphqlErrorStatus: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async willSendResponse({ response, errors }) {
        for (const err of errors ?? []) {
          const original = err.originalError ?? err;
          if (original instanceof AppError && original.code === 'TOO_MANY_ATTEMPTS') {
            response.http.status = 429;
            if (original.retryAfterSeconds) response.http.headers.set('retry-after', String(original.retryAfterSeconds));
            return;
          }
          if (isDatabaseDown(original) || (original instanceof AppError && original.code === 'SERVICE_UNAVAILABLE')) {
            response.http.status = 503;
            response.http.headers.set('retry-after', '5');
            return;
          }
        }
      },
    };
  },
};
