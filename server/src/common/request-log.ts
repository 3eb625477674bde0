/**
 * Request ids and request logs (issue #23 point 7). Every answer carries `X-Request-Id`: the caller's own id when it
 * sent a sensible one (a balancer's, say), else a new UUID. pino-http logs each request with that id, so a knitter's
 * or a developer's report ("request 3f2c…") finds its log line. GraphQL errors that are the server's fault also carry
 * it in `extensions.requestId` (requestIdPlugin); errors caused by the request keep their stable body.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApolloServerPlugin } from '@apollo/server';
import type { RequestHandler } from 'express';
import { pinoHttp } from 'pino-http';
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

/** Middleware: gives the request its id, answers it in `X-Request-Id`, and logs the request when it ends. */
export function requestLog(): RequestHandler {
  return pinoHttp({
    logger,
    genReqId: assignId,
    // Health checks are polled every few seconds by balancers and tests: not worth a line each.
    autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
    customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'info' : 'debug'),
    // No headers or cookies in the logs (they hold tokens).
    serializers: {
      req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url.split('?')[0] }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
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
