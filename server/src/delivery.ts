/** Delivery of answers: compression of dynamic answers, and the built web client with precompressed files and cache rules. */
import path from 'node:path';
import type { ServerResponse } from 'node:http';
import express, { type Request, type RequestHandler } from 'express';
import compression from 'compression';
import expressStaticGzip from 'express-static-gzip';
import { BROTLI_PARAMS, COMPRESSIBLE } from './common/compress';

/** Vite writes content-hashed names under /assets only: those never change, so browsers may keep them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * index.html names the current hashed assets, and the service worker (sw.js) lists them for its precache: both are
 * always revalidated, so a deploy is seen at once and never waits for a cached copy to expire.
 */
const REVALIDATE = 'no-cache';
/** Unhashed files that must be revalidated on every request. */
const ALWAYS_FRESH = new Set(['index.html', 'sw.js']);
/** The paths that show the feed first. */
const FEED_PATHS = new Set(['/', '/feed']);
/** Unhashed public files (favicon, robots.txt): short-lived. */
const SHORT = 'public, max-age=3600';

/**
 * gzip/brotli for JSON and text answers (GraphQL, REST, errors). Files already compressed at build time carry a
 * Content-Encoding and are left alone; images are not compressible types and are skipped by the default filter.
 * A request that accepts no compression (many API tools, curl without --compressed) skips the middleware altogether:
 * wrapping its answer's writes would cost CPU for nothing.
 */
export function compressAnswers(): RequestHandler {
  const compress = compression({ brotli: { params: BROTLI_PARAMS } });
  return (req, res, next) => {
    const accepted = req.headers['accept-encoding'];
    // A plain answer suits every client, so a shared cache may keep it whatever the next client accepts.
    if (!accepted || !COMPRESSIBLE.test(accepted)) {
      next();
      return;
    }
    void compress(req, res, next);
  };
}

/** Cache-Control of one client file, from its path inside the client's directory (compressed twins included). */
export function clientCacheControl(file: string): string {
  const name = file.replace(/\.(br|gz)$/, '');
  if (name.split(path.sep).includes('assets')) return IMMUTABLE;
  if (ALWAYS_FRESH.has(path.basename(name))) return REVALIDATE;
  return SHORT;
}

/** The client's files, precompressed when the browser accepts it, each with its cache rule. */
function clientFiles(clientDir: string): RequestHandler {
  return expressStaticGzip(clientDir, {
    enableBrotli: true,
    orderPreference: ['br'],
    index: false,
    serveStatic: {
      cacheControl: false,
      setHeaders: (res: ServerResponse, file: string) => res.setHeader('Cache-Control', clientCacheControl(path.relative(clientDir, file))),
    },
  });
}

/** Whether a GET /graphql is a browser opening the page (it prefers HTML and asks nothing) rather than a query. */
export function wantsExplorer(req: Request): boolean {
  const q = req.query as Record<string, unknown>;
  if (q.query !== undefined || q.extensions !== undefined) return false;
  return req.accepts(['application/graphql-response+json', 'application/json', 'text/html']) === 'text/html';
}

/**
 * GET /graphql from a browser: the client's index.html, whose router shows the API explorer (client/src/pages/explorer);
 * any other GET goes on to GraphQL. Served like every page of the client: precompressed, no-cache, under the CSP.
 */
export function explorerPage(clientDir: string): RequestHandler {
  const files = clientFiles(clientDir);
  return (req, res, next) => {
    if (!wantsExplorer(req)) return next();
    res.vary('Accept');
    const url = req.url;
    req.url = '/index.html';
    files(req, res, (err?: unknown) => { req.url = url; next(err); });
  };
}

/**
 * The built web client: files served in their precompressed brotli/gzip form when the browser accepts it, each with
 * its cache rule; history-mode routes answer index.html (no-cache); a missing hashed asset is a 404, never the HTML
 * page (a stale tab asking for last deploy's chunk must fail as a script load, not parse HTML as JavaScript). The
 * pages of the feed name its first picture in a `Link: rel=preload` header when `hints.feedPreload` finds one.
 */
export function clientRouter(clientDir: string, hints: { feedPreload?: () => Promise<string | null> } = {}): express.Router {
  const router = express.Router();
  const files = clientFiles(clientDir);
  router.use(files);
  router.use('/assets', (_req, res) => { res.status(404).type('text/plain').send('Not found'); });
  router.get(/^\/(?!api\/|graphql|images\/).*/, async (req, res, next) => {
    // The feed is the landing page: its first picture downloads with the scripts (server/src/modules/knit/feed-preload.ts).
    if (hints.feedPreload && FEED_PATHS.has(req.path)) {
      const link = await hints.feedPreload();
      if (link) res.setHeader('Link', link);
    }
    // Served through the same middleware, so the fallback page is precompressed and no-cache too.
    req.url = '/index.html';
    files(req, res, next);
  });
  return router;
}
