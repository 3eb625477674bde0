/** The OpenAPI 3.1 document of the adapter, generated from the same route table the router registers. */
import { z } from 'zod/v4';
import { KNIT_TYPES } from '@purlwise/core';
import { MUTATING, XSRF_HEADER, schemas, type Route } from './http';

const ID_PARAMS = new Set(['id', 'picId', 'colorId']);
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad input: malformed body, path or value (`{ message }` says which).',
  401: 'No bearer token, or one that is expired, forged or revoked.',
  403: 'Missing or invalid XSRF token (mutating calls), or not yours to change.',
  404: 'Not found, or not visible to you.',
  409: 'Conflict: the username is taken.',
  413: 'Too large: images may be at most 10 MB.',
  415: 'Not an image of an accepted type.',
  429: 'Too many failed attempts; try again later.',
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
  if (name === 'kind') return { type: 'string', enum: ['pic', 'back'], description: 'Anything else answers 400 `Image type X is not supported`.' };
  return { type: 'string' };
}

function errorStatuses(r: Route): number[] {
  const params = pathParams(r.path);
  const set = new Set<number>(r.errors ?? []);
  if (params.length || r.body || r.upload || r.guard) set.add(400);
  if (r.auth === 'required') set.add(401);
  if (MUTATING.has(r.method.toUpperCase())) set.add(403);
  if (params.some((p) => ID_PARAMS.has(p) || p === 'username')) set.add(404);
  if (r.upload) { set.add(413); set.add(415); set.add(429); }
  return [...set].sort();
}

function operation(r: Route): Record<string, unknown> {
  const mutating = MUTATING.has(r.method.toUpperCase());
  const parameters: Array<Record<string, unknown>> = pathParams(r.path).map((name) => ({ name, in: 'path', required: true, schema: paramSchema(name) }));
  if (mutating) {
    parameters.push({
      name: XSRF_HEADER, in: 'header', required: true, schema: { type: 'string' },
      description: 'The token of `GET /account/get-xsrf/`; it must equal the `xsrf-token` cookie. Checked before anything else.',
    });
  }
  const op: Record<string, unknown> = {
    operationId: `${r.method}${r.path.replace(/\{(\w+)\}/g, 'By_$1').split(/[^A-Za-z0-9_]+/).filter(Boolean).map((s) => s[0].toUpperCase() + s.slice(1)).join('')}`,
    tags: [r.tag],
    summary: r.summary,
    ...(r.description ? { description: r.description } : {}),
    parameters,
    security: r.auth === 'required' ? [{ bearer: [] }] : r.auth === 'optional' ? [{}, { bearer: [] }] : [{}],
  };
  if (r.body) op.requestBody = { required: true, content: { 'application/json': { schema: jsonSchema(r.body, 'input') } } };
  if (r.upload) {
    const properties = Object.fromEntries(r.upload.fields.map((f) => [f, { type: 'string', contentMediaType: 'application/octet-stream' }]));
    op.requestBody = {
      required: r.upload.required,
      content: { 'multipart/form-data': { schema: { type: 'object', properties, ...(r.upload.required && r.upload.fields.length === 1 ? { required: r.upload.fields } : {}) } } },
    };
  }
  const ok = r.response.image
    ? { description: r.response.description, headers: { ETag: { schema: { type: 'string' } }, 'X-Content-Type-Options': { schema: { type: 'string', const: 'nosniff' } } }, content: Object.fromEntries(IMAGE_TYPES.map((t) => [t, { schema: { type: 'string', contentMediaType: t } }])) }
    : { description: r.response.description, content: { 'application/json': { schema: jsonSchema(r.response.schema ?? schemas.message, 'output') } } };
  const responses: Record<string, unknown> = { 200: ok };
  for (const status of errorStatuses(r)) {
    responses[status] = { description: STATUS_TEXT[status] ?? 'Error', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };
  }
  op.responses = responses;
  return op;
}

/** Builds the document. Paths are written as the legacy client calls them; the trailing slash is optional. */
export function openApiDocument(routes: readonly Route[]): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const r of routes) (paths[r.path] ??= {})[r.method] = operation(r);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Purlwise legacy REST API',
      version: '1.0.0',
      description: [
        'A thin adapter over the same services as /graphql, for the original web client.',
        'Every path answers with or without its trailing slash. Success bodies: lists `{ data: [...] }`, one object `{ data: {...} }`, creations `{ id, message }` (status 200), other mutations `{ message }`, auth `{ tokens: { accessToken }, message }`.',
        'Errors are JSON `{ message }`. Every POST, PUT and DELETE needs the `xsrf-token` header (signed double-submit with the cookie of the same name); without it: 403 and nothing changes.',
        'Send `Authorization: Bearer <accessToken>`. `/public/` variants serve anything public to anyone; plain variants need a token.',
        'Shapes are frozen as the original client knew them: newer item fields (the yarn weight class, fibres, favourites) are GraphQL only and never appear here; writing an item through this door keeps its weight class.',
      ].join('\n\n'),
    },
    servers: [{ url: '/api/v1' }],
    tags: [...new Set(routes.map((r) => r.tag))].map((name) => ({ name })),
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: { Error: jsonSchema(schemas.error, 'output') },
    },
    paths,
  };
}
