/**
 * Request ids and request logs (issue #23 point 7). Every answer carries `X-Request-Id`: the caller's own id when it
 * sent a sensible one (a balancer's, say), else a new UUID. Each request is logged with that id, so a knitter's
 * or a developer's report ("request 3f2c…") finds its log line. GraphQL errors that are the server's fault also carry
 * it in `extensions.requestId` (requestIdPlugin); errors caused by the request keep their stable body.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApolloServerPlugin } from '@apollo/server';
import type { RequestHandler } from 'express';
import { logger } from './logger';

export const REQUEST_ID_HEADER = 'x-request-id';

/** A caller's id is kept when it is short and plain; anything else is replaced. */
const SENSIBLE_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/** The request's id (set by requestLog, first middleware of the app). */
export function requestIdOf(req: IncomingMessage): string {
  return String(req.headers[REQUEST_ID_HEADER] ?? '');
}

function assignId(req: IncomingMessage, res: ServerResponse): string {
  const sent = req.headers[REQUEST_ID_HEADER];
  const id = typeof sent === 'string' && SENSIBLE_ID.test(sent) ? sent : randomUUID();
  // Kept on the request's headers, so Apollo's request (which copies them) sees the same id.
  req.headers[REQUEST_ID_HEADER] = id;
  res.setHeader('X-Request-Id', id);
  return id;
}

/** The level of a finished request's line: the server's faults are errors, refusals info, the rest debug. */
const levelOf = (status: number): 'error' | 'info' | 'debug' => (status >= 500 ? 'error' : status >= 400 ? 'info' : 'debug');

/** Health checks are polled every few seconds by balancers and tests: not worth a line each. */
const UNLOGGED = new Set(['/healthz', '/readyz']);

/**
 * Middleware: gives the request its id, answers it in `X-Request-Id`, and logs one line when the answer has been
 * written (or the caller went away first): id, method, path without its query, status and time. No headers or cookies
 * (they hold tokens). A line below the logger's level costs nothing but the check: most answers are 2xx, logged at
 * debug, and the default level is info (the feed's uncached answer is measured in bench/; pino-http cost 4 % of it).
 */
export function requestLog(): RequestHandler {
  return (req, res, next) => {
    const id = assignId(req, res);
    if (UNLOGGED.has(req.url)) return next();
    const started = performance.now();
    const done = () => {
      res.off('finish', done);
      res.off('close', done);
      const level = res.writableFinished ? levelOf(res.statusCode) : 'info';
      if (!logger.isLevelEnabled(level)) return;
      const line = {
        req: { id, method: req.method, url: req.originalUrl.split('?')[0] },
        res: { statusCode: res.statusCode },
        responseTime: Math.round(performance.now() - started),
      };
      logger[level](line, res.writableFinished ? 'request completed' : 'request aborted');
    };
    res.on('finish', done);
    res.on('close', done);
    next();
  };
}

/** Codes of errors that are the server's fault: their answer says which request to look for in the logs. */
const SERVER_FAULTS = new Set(['INTERNAL_SERVER_ERROR', 'SERVICE_UNAVAILABLE']);

/** Apollo plugin: adds `extensions.requestId` to the server's own errors. */
export const requestIdPlugin: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async willSendResponse(rc) {
        const body = rc.response.body;
        const errors = body.kind === 'single' ? body.singleResult.errors : undefined;
        if (!errors?.some((e) => SERVER_FAULTS.has(String(e.extensions?.code)))) return;
        const id = rc.request.http?.headers.get(REQUEST_ID_HEADER);
        if (!id || body.kind !== 'single') return;
        body.singleResult.errors = errors.map((e) => (SERVER_FAULTS.has(String(e.extensions?.code)) ? { ...e, extensions: { ...e.extensions, requestId: id } } : e));
      },
    };
  },
};
