/** The OpenAPI 3.1 document of the adapter, generated from the same route table the router registers. */
import { z } from 'zod/v4';
import { KNIT_TYPES } from '@purlwise/core';
import { MUTATING, XSRF_HEADER, schemas, type Route } from './http';
import { errorAnswers, errorResponses, errorSchemas, headers, securityOf, securitySchemes, successHeaders } from './openapi-answers';

const ID_PARAMS = new Set(['id', 'picId', 'colorId']);
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];
const TAG_TEXT: Record<string, string> = {
  account: 'The XSRF token, login, registration, logout and refresh of a website session.',
  user: 'Password change, profiles (and the preferred unit), profile and background pictures.',
  knit: 'Items of the four kinds: yarn, pattern, detail, model.',
  picture: 'The pictures of an item.',
  colour: 'The colours of an item, and their pictures.',
  calc: 'Saved gauge calculators.',
  meta: 'This document.',
};

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  const out = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as Record<string, unknown>;
  delete out.$schema;
  return out;
}

/** Path parameter names of a route path, in order. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
}

function paramSchema(name: string): Record<string, unknown> {
  if (ID_PARAMS.has(name)) return { type: 'integer', minimum: 1 };
  if (name === 'type') return { type: 'string', enum: [...KNIT_TYPES] };
  return { type: 'string' };
}

/** A path as documented: `{kind}` written out as each fixed kind (`pic`, `back`), else `/user/{kind}/` and `/user/{username}/` would be one template. */
interface DocPath { path: string; kind?: string }

const KINDS = ['pic', 'back'];

function docPaths(path: string): DocPath[] {
  if (!path.includes('{kind}')) return [{ path }];
  return KINDS.map((kind) => ({ path: path.replace('{kind}', kind), kind }));
}

function operationId(method: string, path: string): string {
  return `${method}${path.replace(/\{(\w+)\}/g, 'By_$1').split(/[^A-Za-z0-9_]+/).filter(Boolean).map((s) => s[0].toUpperCase() + s.slice(1)).join('')}`;
}

function requestBody(r: Route, kind: string | undefined): Record<string, unknown> | undefined {
  if (r.body) return { required: true, content: { 'application/json': { schema: jsonSchema(r.body, 'input') } } };
  if (!r.upload) return undefined;
  // On a fixed kind's path, the image goes under the field named like it (the other field is 400).
  const fields = kind ? r.upload.fields.filter((f) => f === kind) : r.upload.fields;
  const properties = Object.fromEntries(fields.map((f) => [f, { type: 'string', contentMediaType: 'application/octet-stream' }]));
  return {
    required: r.upload.required,
    content: { 'multipart/form-data': { schema: { type: 'object', properties, ...(r.upload.required && fields.length === 1 ? { required: fields } : {}) } } },
  };
}

function success(r: Route): Record<string, unknown> {
  if (!r.response.image) {
    return { description: r.response.description, headers: successHeaders, content: { 'application/json': { schema: jsonSchema(r.response.schema ?? schemas.message, 'output') } } };
  }
  return {
    description: r.response.description,
    headers: { ...successHeaders, ETag: { schema: { type: 'string' } }, 'X-Content-Type-Options': { schema: { type: 'string', const: 'nosniff' } } },
    content: Object.fromEntries(IMAGE_TYPES.map((t) => [t, { schema: { type: 'string', contentMediaType: t } }])),
  };
}

function operation(r: Route, at: DocPath): Record<string, unknown> {
  const mutating = MUTATING.has(r.method.toUpperCase());
  const params = pathParams(at.path);
  const parameters: Array<Record<string, unknown>> = params.map((name) => ({ name, in: 'path', required: true, schema: paramSchema(name) }));
  if (mutating) {
    parameters.push({
      name: XSRF_HEADER, in: 'header', required: false, schema: { type: 'string' },
      description: 'The token of `GET /account/get-xsrf/`, equal to the `xsrf-token` cookie: required without a personal access token (else 403), not needed with one. Checked before anything else.',
    });
  }
  const body = requestBody(r, at.kind);
  return {
    operationId: operationId(r.method, at.path),
    tags: [r.tag],
    summary: r.summary,
    ...(r.description ? { description: r.description } : {}),
    ...(at.kind ? { 'x-path-template': r.path } : {}),
    parameters,
    security: securityOf(r),
    ...(body ? { requestBody: body } : {}),
    responses: { 200: success(r), ...errorAnswers(r, params) },
  };
}

/** Builds the document. Paths are written as the legacy client calls them; the trailing slash is optional. */
export function openApiDocument(routes: readonly Route[]): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const r of routes) for (const at of docPaths(r.path)) (paths[at.path] ??= {})[r.method] = operation(r, at);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Purlwise legacy REST API',
      version: '1.0.0',
      description: [
        'A thin adapter over the same services as /graphql, for the original web client.',
        'Every path answers with or without its trailing slash. Success bodies: lists `{ data: [...] }`, one object `{ data: {...} }`, creations `{ id, message }` (status 200), other mutations `{ message }`, auth `{ tokens: { accessToken }, message }`.',
        'Two ways in (`securitySchemes`): a login\'s access token (`session`), whose POST, PUT and DELETE also send the XSRF pair (`xsrf-token` header equal to the `xsrf-token` cookie, from `GET /account/get-xsrf/`); or a personal access token (`personalAccessToken`, `pw_...`), which needs no XSRF header or cookie.',
        'Errors are JSON `{ message }`; a refusal of a personal access token adds `code` (`UNAUTHENTICATED` 401, `FORBIDDEN` 403, `RATE_LIMITED` 429). Answers to a personal access token carry `RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset`; a 429 carries `Retry-After`, and so does a 503 (database unreachable).',
        '`/public/` variants serve anything public to anyone; plain variants need a login or a token.',
        'The profile and background pictures are written as fixed paths (`/user/pic/...`, `/user/back/...`): the router takes any kind there (`x-path-template`) and answers 400 `Image type X is not supported` for another.',
        'Shapes are frozen as the original client knew them: newer item fields (the yarn weight class, fibres, favourites) are GraphQL only and never appear here; writing an item through this door keeps its weight class.',
      ].join('\n\n'),
    },
    servers: [{ url: '/api/v1' }],
    tags: [...new Set(routes.map((r) => r.tag))].map((name) => ({ name, ...(TAG_TEXT[name] ? { description: TAG_TEXT[name] } : {}) })),
    components: {
      securitySchemes,
      schemas: errorSchemas,
      responses: errorResponses,
      headers,
    },
    paths,
  };
}
