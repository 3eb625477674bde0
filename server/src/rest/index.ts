/** The /api/v1 legacy REST adapter: one file per resource, each route parse -> service -> present. */
import { Router } from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';
import { z } from 'zod/v4';
import type { Secrets } from '../common/secrets';
import { accountRoutes } from './account';
import { calcRoutes } from './calc';
import { colourRoutes } from './colour';
import { AppError } from '../common/errors';
import { jsonBody } from '../common/json-depth';
import { bodyErrors, handlerOf, json, route, sendError, xsrfGuard, type Route } from './http';
import { knitRoutes } from './knit';
import { openApiDocument, pathParams } from './openapi';
import { pictureRoutes } from './picture';
import { userRoutes } from './user';

let document: Record<string, unknown> | undefined;

const openApiRoute = route({
  method: 'get', path: '/openapi.json', tag: 'meta', auth: 'none',
  summary: 'This document',
  response: { description: 'OpenAPI 3.1.', schema: z.object({ openapi: z.string() }).loose() },
  handle: async () => json((document ??= openApiDocument(ROUTES))),
});

/** The single route table: the router registers it and the OpenAPI document describes it. */
export const ROUTES: readonly Route[] = [...accountRoutes, ...userRoutes, ...knitRoutes, ...pictureRoutes, ...colourRoutes, ...calcRoutes, openApiRoute];

/** The express form of a table path: `{id}` becomes `:id`; the trailing slash is dropped (non-strict routing accepts both). */
export function expressPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1').replace(/(.)\/$/, '$1');
}

/** Literal segments win over parameters: '/user/setpassword/:username' before '/user/:kind/:username'. */
function registrationOrder(routes: readonly Route[]): Route[] {
  return [...routes].sort((a, b) => pathParams(a.path).length - pathParams(b.path).length);
}

/** Mounts every legacy route. XSRF is checked first, then the body is read, then the route runs. */
export function restRouter(orm: MikroORM, secrets: Secrets): Router {
  const router = Router({ strict: false });
  router.use(xsrfGuard(secrets));
  router.use(jsonBody());
  for (const r of registrationOrder(ROUTES)) router[r.method](expressPath(r.path), handlerOf(r, orm, secrets));
  router.use((req, res) => { sendError(res, new AppError('NOT_FOUND', `No such route: ${req.method} /api/v1${req.path}`)); });
  router.use(bodyErrors);
  return router;
}
