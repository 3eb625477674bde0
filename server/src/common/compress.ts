/** Compression of answers made per request: the settings the `compression` middleware and one-shot answers share. */
import type { OutgoingHttpHeaders } from 'node:http';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';

/** The encodings `compression` can produce; a request that accepts none of them is answered as is. */
export const COMPRESSIBLE = /\b(gzip|deflate|br)\b/i;

/**
 * Brotli as fast as gzip for answers made per request. The `compression` package's default (quality 4, a 4 MiB window)
 * spent 0.19 ms of CPU on a 9 KB feed page, three times gzip's, and a browser always offers br. Quality 2 with a 64 KiB
 * window spends 0.07 ms and is as small (792 bytes against 832; gzip 1,041): measured by compressing the same page
 * 3,000 times each way. Answers are far smaller than the window (a legacy list of 1,000 yarns is the largest).
 */
export const BROTLI_PARAMS = { [zlibConstants.BROTLI_PARAM_QUALITY]: 2, [zlibConstants.BROTLI_PARAM_LGWIN]: 16 };

/** Answers smaller than this go as they are: the `compression` package's own threshold (1 KB). */
const COMPRESS_FROM = 1024;

/**
 * Ends `res` with `body`, compressed in one call when the client accepts br or gzip (`compression`'s settings and
 * threshold), for answers made in one piece on a hot path: a compiled feed plan's page. Through the `compression`
 * middleware, each answer went through a zlib stream of its own, and under an uncached feed load from a client that
 * accepts compression (a browser, fetch) V8 promoted about 0.5 MB per young collection where a client that accepts
 * none left 0.03 MB, and the slowest answers took 18 ms instead of 5: something of each stream kept its request alive
 * through young collections (tests/api/feed-memory.test.ts, bench/RESULTS-api.md notes).
 */
export function endAnswer(req: Request, res: Response, status: number, headers: OutgoingHttpHeaders, body: string): void {
  const accepted = req.headers['accept-encoding'];
  const offered = accepted !== undefined && COMPRESSIBLE.test(accepted);
  // br first whenever it is accepted, whatever the client's order, as `compression` chooses.
  const encoding = !offered || Buffer.byteLength(body) < COMPRESS_FROM ? false
    : req.acceptsEncodings('br') === 'br' ? 'br' : req.acceptsEncodings('gzip') === 'gzip' ? 'gzip' : false;
  const payload = encoding === 'br' ? brotliCompressSync(body, { params: BROTLI_PARAMS })
    : encoding === 'gzip' ? gzipSync(body) : Buffer.from(body);
  res.writeHead(status, {
    ...headers,
    // As `compression` says it: the answer depends on what the client accepts.
    ...(offered ? { Vary: 'Accept-Encoding' } : {}),
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
    'Content-Length': payload.length,
  });
  res.end(payload);
}
