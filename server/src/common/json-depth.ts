/**
 * A nesting limit on JSON, checked on the raw text before anything walks it. JSON.parse itself does not recurse, but
 * what follows does (the response cache's key, graphql-js's variable coercion, loggers): variables nested 5,000
 * deep overflowed the stack, a 500 on both GraphQL doors (issue 27). Every JSON body (/graphql, /api/v1), the
 * `variables` and `extensions` of a GraphQL GET and the operations of a multipart request are measured once, without
 * recursion, and refused with JSON_TOO_DEEP (400) past MAX_JSON_DEPTH.
 */
import express, { type RequestHandler } from 'express';
import { config } from '../config';
import { AppError } from './errors';

/** Deepest nesting of arrays and objects a JSON value may have; real inputs stay below 10. */
export const MAX_JSON_DEPTH = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACKET = 0x5b;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACKET = 0x5d;
const CLOSE_BRACE = 0x7d;

/**
 * The deepest nesting of `[` and `{` in JSON text, outside strings; stops counting once past `limit`. Works on the
 * UTF-8 bytes (these characters never occur inside a multi-byte sequence) or on a string; invalid JSON is left to the
 * parser, which refuses it anyway.
 */
export function jsonDepth(text: Buffer | string, limit = MAX_JSON_DEPTH): number {
  const bytes = typeof text === 'string' ? Buffer.from(text, 'utf8') : text;
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const c = bytes[i];
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === OPEN_BRACKET || c === OPEN_BRACE) {
      depth += 1;
      if (depth > max) max = depth;
      if (max > limit) return max;
    } else if (c === CLOSE_BRACKET || c === CLOSE_BRACE) {
      depth = Math.max(0, depth - 1);
    }
  }
  return max;
}

const TOO_DEEP = `The JSON is nested more than ${MAX_JSON_DEPTH} levels deep`;

/** The refusal: JSON_TOO_DEEP, a 400 on both doors. */
export function jsonTooDeep(): AppError {
  return new AppError('JSON_TOO_DEEP', TOO_DEEP);
}

/**
 * express.json with the body limit and the nesting check on the raw bytes, before JSON.parse. body-parser turns what
 * `verify` throws into the error its handler sees; `type` tells errors.ts's bodyError to answer JSON_TOO_DEEP.
 */
export function jsonBody(): RequestHandler {
  return express.json({
    limit: config.bodyLimit,
    verify: (_req, _res, buf) => {
      if (jsonDepth(buf) > MAX_JSON_DEPTH) throw Object.assign(new Error(TOO_DEEP), { status: 400, type: 'entity.too.deep' });
    },
  });
}

/** Whether a value is an array or a plain object (what JSON.parse makes), not an upload or a class instance. */
function isJsonContainer(v: unknown): v is Record<string, unknown> | unknown[] {
  return Array.isArray(v) || (typeof v === 'object' && v !== null && Object.getPrototypeOf(v) === Object.prototype);
}

/** The deepest nesting of arrays and plain objects in a parsed value, walked with a stack of its own (no recursion); stops past `limit`. */
export function valueDepth(value: unknown, limit = MAX_JSON_DEPTH): number {
  let max = 0;
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [v, depth] = stack.pop()!;
    if (!isJsonContainer(v)) continue;
    if (depth + 1 > max) max = depth + 1;
    if (max > limit) return max;
    for (const child of Object.values(v)) if (typeof child === 'object' && child !== null) stack.push([child, depth + 1]);
  }
  return max;
}

/** The GraphQL GET parameters holding JSON (Apollo parses them itself). */
const JSON_PARAMS = ['variables', 'extensions'];

/**
 * The nesting limit on what jsonBody cannot see: the `variables` and `extensions` of a GraphQL GET (raw text, before
 * Apollo parses them), and the `operations` of a multipart request (parsed by graphql-upload, checked without
 * recursion). Mount it after the multipart parser.
 */
export function graphqlJsonDepthLimit(): RequestHandler {
  return (req, _res, next) => {
    const query = req.query as Record<string, unknown>;
    for (const name of JSON_PARAMS) {
      const values = ([] as unknown[]).concat(query[name] ?? []);
      if (values.some((v) => typeof v === 'string' && jsonDepth(v) > MAX_JSON_DEPTH)) return next(jsonTooDeep());
    }
    if (req.is('multipart/form-data') && valueDepth(req.body) > MAX_JSON_DEPTH) return next(jsonTooDeep());
    next();
  };
}
