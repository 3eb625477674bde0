/**
 * HTTP caching of GraphQL queries sent with GET (tools, CDNs): an anonymous answer without errors is
 * `Cache-Control: public, max-age=...` (a visitor only ever sees public data); anything with a viewer, a token or
 * an error is `private, no-store`. Every GET answer carries an ETag, and a matching If-None-Match gets a 304.
 * POST answers are left alone. Mutations never run over GET (Apollo refuses them), and csrfPrevention stays on.
 */
import crypto from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type { ApolloServerPlugin } from '@apollo/server';
import { config } from '../config';
import type { Ctx } from './context';

/** Apollo plugin: the Cache-Control and Vary headers of GET answers. */
export const getCachePlugin: ApolloServerPlugin<Ctx> = {
  async requestDidStart({ request, contextValue }) {
    if (request.http?.method !== 'GET') return;
    return {
      async willSendResponse({ response }) {
        const anonymous = !contextValue.viewer && !request.http?.headers.get('authorization');
        const clean = response.body.kind === 'single' && !response.body.singleResult.errors?.length;
        const headers = response.http.headers;
        headers.set('cache-control', anonymous && clean ? `public, max-age=${config.publicGetMaxAgeSeconds}` : 'private, no-store');
        // The same URL answers differently with a token: shared caches must key on it.
        headers.set('vary', 'Authorization');
      },
    };
  },
};

/** A token's budget in `extensions.cost` (modules/token/cost-plugin.ts): it changes with every request, the data does not. */
const THROTTLE_STATUS = /,"throttleStatus":\{[^{}]*\}/;

/**
 * Express middleware for GET /graphql: an ETag of the body, so express answers 304 to a matching If-None-Match. A
 * token's remaining budget is left out of it (the RateLimit headers of the 304 say it), so that an unchanged answer
 * still matches; the ETag is weak for that reason.
 */
export function getEtag(req: Request, res: Response, next: NextFunction): void {
  if (req.method !== 'GET') return next();
  const send = res.send.bind(res);
  res.send = (body?: unknown) => {
    if (res.statusCode === 200 && typeof body === 'string') {
      const budgetless = body.replace(THROTTLE_STATUS, '');
      const tag = `"${crypto.createHash('sha1').update(budgetless).digest('base64url')}"`;
      res.setHeader('ETag', budgetless === body ? tag : `W/${tag}`);
    }
    return send(body);
  };
  next();
}
