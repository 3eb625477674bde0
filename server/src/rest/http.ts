/**
 * The plumbing of the /api/v1 adapter: the route table type, per-request context, the signed double-submit
 * XSRF check, body parsing (zod), uploads (multer), error bodies and replies. No business rule lives here.
 */
import crypto from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import multer from 'multer';
import { z } from 'zod/v4';
import type { MikroORM } from '@mikro-orm/postgresql';
import { MAX_IMAGE_BYTES } from '@purlwise/core';
import type { Ctx } from '../common/context';
import { noteWrite } from '../common/sql/public-read';
import { Visibility } from '../common/enums';
import { AppError, badInput, bodyError, unauthenticated } from '../common/errors';
import { writeError } from '../common/error-writer';
import { takeUpload } from '../common/throttle';
import { safeEqual, type Secrets } from '../common/secrets';
import { secureCookie } from '../modules/account/session-cookie';
import { bearer } from '../modules/account/tokens';
import { requestContext, requestViewer } from '../modules/account/request-context';
import { imageTooLarge, type ImageBytes } from '../modules/image/image.service';
import { sendImage } from '../modules/image/image-responder';
import { patViewer } from '../modules/token/pat.middleware';

/** HTTP methods of the legacy routes. */
export type Method = 'get' | 'post' | 'put' | 'delete';
/** required: 401 without a valid bearer token; optional: visitors welcome (a bad token counts as none); none: token ignored. */
export type Auth = 'required' | 'optional' | 'none';

/** The bytes of an image with their real type and ETag. */
export type ImageReply = ImageBytes;

/** What a handler answers: a JSON body, or image bytes. */
export type Reply = { kind: 'json'; body: unknown; status?: number } | { kind: 'image'; image: ImageReply };

/** What a handler receives: the request context, path parameters, the parsed body and uploaded files by field. */
export interface Call<B> {
  ctx: Ctx;
  params: Record<string, string>;
  body: B;
  files: Record<string, Buffer>;
  req: Request;
  res: Response;
}

/** One legacy route: everything the router and the OpenAPI document need, in one place. */
export interface Route<B = unknown> {
  method: Method;
  /** The path as the legacy client writes it (below /api/v1), with `{param}` segments and a trailing slash. */
  path: string;
  summary: string;
  description?: string;
  tag: string;
  auth: Auth;
  /** JSON request body schema. */
  body?: z.ZodType<B>;
  /** Multipart upload: the accepted file fields and whether a file must be sent. */
  upload?: { fields: string[]; required: boolean };
  /** Success answer: a JSON schema, or image bytes. */
  response: { description: string; schema?: z.ZodType; image?: true };
  /** Checks on the path alone, run before the upload or body is read (e.g. whose account it is). */
  guard?(ctx: Ctx, params: Record<string, string>): void;
  /** Error statuses beyond the ones the route's shape implies (see openapi.ts). */
  errors?: number[];
  handle(call: Call<B>): Promise<Reply>;
}

/** Helper to keep the body type of a route checked against its handler. */
export function route<B = undefined>(r: Route<B>): Route<unknown> {
  return r;
}

/** Methods that change something: they need the XSRF token. */
export const MUTATING = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);

// ---------- replies ----------

/** `{ data }` */
export const data = (value: unknown): Reply => ({ kind: 'json', body: { data: value } });
/** `{ message }` */
export const message = (text: string): Reply => ({ kind: 'json', body: { message: text } });
/** `{ id, message }` for creations. */
export const created = (id: number, text: string): Reply => ({ kind: 'json', body: { id, message: text } });
/** Any JSON body. */
export const json = (body: unknown, status = 200): Reply => ({ kind: 'json', body, status });
/** Image bytes. */
export const image = (img: ImageReply): Reply => ({ kind: 'image', image: img });

/** Response schemas shared by many routes (also used by the OpenAPI document). */
export const schemas = {
  message: z.object({ message: z.string() }),
  created: z.object({ id: z.number().int(), message: z.string() }),
  tokens: z.object({ tokens: z.object({ accessToken: z.string() }), message: z.string() }),
  ids: z.object({ data: z.array(z.number().int()) }),
  error: z.object({ message: z.string() }),
};

// ---------- XSRF: signed double-submit ----------

/** Cookie and header names of the double-submit token, as the legacy client sends them. */
export const XSRF_COOKIE = 'xsrf-token';
export const XSRF_HEADER = 'xsrf-token';
export const XSRF_MESSAGE = 'Invalid or missing XSRF token';

function xsrfSignature(secrets: Secrets, nonce: string): string {
  return crypto.createHmac('sha256', secrets.xsrf).update(`xsrf.${nonce}`).digest('base64url');
}

/** A new token: random nonce + '.' + HMAC(secret, nonce). */
export function newXsrfToken(secrets: Secrets): string {
  const nonce = crypto.randomBytes(24).toString('base64url');
  return `${nonce}.${xsrfSignature(secrets, nonce)}`;
}

/** True when `token` carries a valid signature of ours. */
export function xsrfTokenValid(secrets: Secrets, token: unknown): token is string {
  if (typeof token !== 'string' || token.length > 200) return false;
  const [nonce, sig, extra] = token.split('.');
  return !!nonce && !!sig && extra === undefined && safeEqual(sig, xsrfSignature(secrets, nonce));
}

/** The token of the XSRF cookie the browser sent, when it is one of ours. */
export function xsrfFromCookie(secrets: Secrets, req: Request): string | undefined {
  const v = (req as { cookies?: Record<string, unknown> }).cookies?.[XSRF_COOKIE];
  return xsrfTokenValid(secrets, v) ? v : undefined;
}

/** Sets the XSRF cookie (readable by scripts, SameSite=Strict). */
export function setXsrfCookie(res: Response, token: string): void {
  res.cookie(XSRF_COOKIE, token, { httpOnly: false, sameSite: 'strict', secure: secureCookie(res), path: '/' });
}

/** Middleware: a mutating call needs the header to equal the cookie and to carry a valid signature; else 403. */
export function xsrfGuard(secrets: Secrets): RequestHandler {
  return (req, res, next) => {
    // A personal access token is sent by a tool, never attached by a browser: no cross-site forgery to guard against.
    if (!MUTATING.has(req.method) || patViewer(res)) return next();
    const header = req.headers[XSRF_HEADER];
    const cookie = (req as { cookies?: Record<string, unknown> }).cookies?.[XSRF_COOKIE];
    if (typeof header === 'string' && typeof cookie === 'string' && safeEqual(header, cookie) && xsrfTokenValid(secrets, header)) return next();
    sendError(res, new AppError('BAD_XSRF', XSRF_MESSAGE));
  };
}

// ---------- parsing ----------

function describeIssue(issue: z.core.$ZodIssue): string {
  const field = issue.path.map(String).join('.');
  if (!field) return 'The request body must be a JSON object';
  if (issue.code === 'invalid_type') {
    const expected = issue.expected === 'string' ? 'text' : issue.expected === 'int' ? 'a whole number' : issue.expected === 'array' ? 'a list' : `a ${issue.expected}`;
    return `${field} must be ${expected}`;
  }
  if (issue.code === 'too_big' && issue.origin === 'string') return `${field} must be at most ${issue.maximum} characters`;
  if (issue.code === 'custom' && issue.message) return `${field} ${issue.message}`;
  return `${field} is not valid`;
}

/** Parses a JSON body with its schema; the first problem becomes a 400 with a readable message. */
export function parseBody<T>(schema: z.ZodType<T>, body: unknown): T {
  const r = schema.safeParse(body);
  if (!r.success) throw badInput(describeIssue(r.error.issues[0]));
  return r.data;
}

/** A positive whole number from a path segment, else 400. */
export function idParam(params: Record<string, string>, name: string): number {
  const raw = params[name];
  const n = /^\d{1,15}$/.test(raw ?? '') ? Number(raw) : NaN;
  if (!Number.isSafeInteger(n) || n < 1) throw badInput(`${name} must be a positive whole number`);
  return n;
}

/** 'Public'/'Private' in any case to the stored enum. Anything else goes on as given, so the service refuses it. */
export function visibilityIn(v: string | null | undefined): Visibility | undefined {
  if (v == null) return undefined;
  return v.trim().toLowerCase() as Visibility;
}

/** The legacy wire form of a visibility: 'Public' or 'Private'. */
export function visibilityOut(v: Visibility): 'Public' | 'Private' {
  return v === Visibility.PRIVATE ? 'Private' : 'Public';
}

/** A number, or a decimal number sent as text (legacy forms send either). */
export const numeric = z.union([z.number(), z.string().trim().regex(/^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/).transform(Number)]);

/** Legacy lists are not paginated: every page of a service list, up to `cap` rows. */
export async function collect<T>(fetch: (after: string | null) => Promise<{ nodes: T[]; pageInfo: { endCursor: string | null; hasNextPage: boolean } }>, cap = 1000): Promise<T[]> {
  const out: T[] = [];
  let after: string | null = null;
  for (;;) {
    const page = await fetch(after);
    out.push(...page.nodes);
    if (!page.pageInfo.hasNextPage || out.length >= cap || !page.pageInfo.endCursor) break;
    after = page.pageInfo.endCursor;
  }
  return out.slice(0, cap);
}

// ---------- uploads ----------

const uploader = multer({
  storage: multer.memoryStorage(),
  // One byte over the limit lets processImage give the same 413 for a file just too large.
  limits: { fileSize: MAX_IMAGE_BYTES + 1, files: 1, fields: 20, parts: 25, fieldSize: 64 * 1024 },
});

function receive(req: Request, res: Response, upload: { fields: string[]; required: boolean }): Promise<Record<string, Buffer>> {
  const handler = uploader.fields(upload.fields.map((name) => ({ name, maxCount: 1 })));
  const names = upload.fields.join(' or ');
  return new Promise((resolve, reject) => {
    handler(req, res, (err: unknown) => {
      if (err instanceof multer.MulterError) {
        if (err.code === 'LIMIT_FILE_SIZE') return reject(imageTooLarge());
        if (err.code === 'LIMIT_UNEXPECTED_FILE') return reject(badInput(`Send the image under the field ${names}`));
        if (err.code === 'LIMIT_FILE_COUNT') return reject(badInput('Send one image at a time'));
        return reject(badInput('The upload is not valid'));
      }
      if (err) return reject(badInput('The upload is not valid'));
      const files: Record<string, Buffer> = {};
      const got = (req as { files?: Record<string, Express.Multer.File[]> }).files ?? {};
      for (const name of upload.fields) if (got[name]?.[0]) files[name] = got[name][0].buffer;
      if (upload.required && !Object.keys(files).length) return reject(badInput(`No image was sent under the field ${names}`));
      resolve(files);
    });
  });
}

// ---------- the pipeline ----------

/**
 * Answers an error with the status of the error table and the legacy `{ message }` body; a refusal of a personal
 * access token adds its `code`, as the token door's own refusals do (pat.middleware.ts).
 */
export function sendError(res: Response, err: unknown): void {
  writeError('legacy', res, err);
}

function send(req: Request, res: Response, reply: Reply): void {
  if (reply.kind === 'json') {
    res.status(reply.status ?? 200).set('Cache-Control', 'no-store').json(reply.body);
    return;
  }
  sendImage(req, res, reply.image, 'private, no-cache');
}

/** The express handler of one route: context (one EntityManager fork), bearer viewer, upload, body, handler, reply. */
export function handlerOf(r: Route, orm: MikroORM, secrets: Secrets): RequestHandler {
  return async (req: Request, res: Response) => {
    try {
      const em = orm.em.fork();
      const viewer = r.auth === 'none' ? null : await requestViewer(em, secrets, req, res);
      if (r.auth === 'required' && !viewer) throw unauthenticated(bearer(req.headers.authorization) ? 'Your session has expired, please log in again' : 'You need to log in');
      const ctx = await requestContext(em, secrets, req, res, { viewer });
      if (!['GET', 'HEAD', 'OPTIONS'].includes(req.method)) noteWrite(ctx);
      const params = req.params as Record<string, string>;
      r.guard?.(ctx, params);
      // Paid for after the guard (a refused request costs nothing), before the body is read.
      if (r.upload && viewer) await takeUpload(ctx, viewer.id);
      const files = r.upload ? await receive(req, res, r.upload) : {};
      const body = r.body ? parseBody(r.body, req.body) : undefined;
      send(req, res, await r.handle({ ctx, params, body, files, req, res }));
    } catch (err) {
      sendError(res, err);
    }
  };
}

/** Error middleware for what express itself refuses (malformed JSON, too large a body). */
export function bodyErrors(err: unknown, _req: Request, res: Response, next: NextFunction): void {
  if (err) { sendError(res, bodyError(err)); return; }
  next();
}
