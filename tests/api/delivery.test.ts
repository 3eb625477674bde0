/**
 * Delivery over HTTP: the built client's files precompressed (brotli, gzip) with their cache rules, the history-mode
 * fallback, robots.txt, and on-the-fly compression of JSON answers. Raw node:http, so encodings are seen as sent.
 */
import http from 'node:http';
import zlib from 'node:zlib';
import { BASE, useTestDb, whileWritesHeld } from '../helpers/api';
import { buildItem, buildUser } from '../helpers/factories';

interface Raw { status: number; headers: http.IncomingHttpHeaders; body: Buffer }

/** One request; the body exactly as it came over the wire (not decompressed). */
function raw(path: string, headers: Record<string, string> = {}, body?: string): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${BASE}${path}`, { method: body ? 'POST' : 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** The body decoded according to its Content-Encoding. */
function decoded(r: Raw): string {
  const enc = r.headers['content-encoding'];
  const bytes = enc === 'br' ? zlib.brotliDecompressSync(r.body) : enc === 'gzip' ? zlib.gunzipSync(r.body) : r.body;
  return bytes.toString('utf8');
}

const BR = { 'accept-encoding': 'gzip, deflate, br' };
const GZIP = { 'accept-encoding': 'gzip' };

/** The entry script named by index.html. */
async function entryScript(): Promise<string> {
  const html = decoded(await raw('/', BR));
  const m = html.match(/<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/);
  if (!m) throw new Error(`no entry script in index.html: ${html}`);
  return m[1];
}

describe('the web client', () => {
  it('answers index.html brotli-compressed, revalidated on every visit, with a description and the feed page code preloaded in a few files', async () => {
    const r = await raw('/', BR);
    expect(r.status).toBe(200);
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.headers['content-type']).toMatch(/^text\/html/);
    expect(r.headers['cache-control']).toBe('no-cache');
    expect(r.headers.vary).toMatch(/Accept-Encoding/i);
    const html = decoded(r);
    expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
    // The entry and the feed page's modules come in one chunk, preloaded beside the entry, and not in some thirty
    // (client/vite.config.ts, landingChunk): each file is a round trip on a phone's slow network.
    const preloads = [...html.matchAll(/<link rel="modulepreload" fetchpriority="low" crossorigin href="(\/assets\/[^"]+\.js)">/g)].map((m) => m[1]);
    expect(preloads.length).toBeLessThanOrEqual(4);
    const landing = preloads.find((p) => /\/landing-[^/]+\.js$/.test(p));
    expect(landing).toBeDefined();
    const code = decoded(await raw(landing!, BR));
    expect(code).toContain('feed-hero');
    // No other page's query rides along: the item editor's is fetched with the editor.
    expect(code).not.toContain('ItemEditPageUpdate');
    // A budget for the landing code (about 700 KB): a dynamic import of a library's whole namespace, say, keeps
    // every export of it (react-router's doubled in size when that was tried).
    const sizes = await Promise.all([await entryScript(), ...preloads].map(async (p) => (await raw(p)).body.length));
    expect(sizes.reduce((a, b) => a + b, 0)).toBeLessThan(760_000);
  });

  it('answers a history-mode route with the same no-cache page, gzip when brotli is not accepted', async () => {
    const r = await raw('/settings', GZIP);
    expect(r.status).toBe(200);
    expect(r.headers['content-encoding']).toBe('gzip');
    expect(r.headers['cache-control']).toBe('no-cache');
    expect(decoded(r)).toContain('<div id="root">');
  });

  it('serves hashed scripts precompressed and immutable for a year, the same bytes in every encoding', async () => {
    const src = await entryScript();
    const [br, gz, plain] = await Promise.all([raw(src, BR), raw(src, GZIP), raw(src)]);
    for (const r of [br, gz, plain]) {
      expect(r.status).toBe(200);
      expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(r.headers['content-type']).toMatch(/javascript/);
    }
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    expect(decoded(br)).toBe(plain.body.toString('utf8'));
    expect(decoded(gz)).toBe(plain.body.toString('utf8'));
  });

  it('answers a missing hashed asset 404, never the HTML page', async () => {
    const r = await raw('/assets/index-gone1234.js', BR);
    expect(r.status).toBe(404);
    expect(r.headers['content-type']).not.toMatch(/html/);
  });

  it('serves robots.txt with a short cache', async () => {
    const r = await raw('/robots.txt', BR);
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toMatch(/^text\/plain/);
    expect(r.headers['cache-control']).toBe('public, max-age=3600');
    expect(decoded(r)).toMatch(/^User-agent: \*/m);
  });
});

describe('JSON answers', () => {
  const db = useTestDb();
  const query = JSON.stringify({ query: '{ __schema { types { name description } } }' });
  const json = { 'content-type': 'application/json' };

  it('compresses a GraphQL answer when the client accepts it, and not otherwise', async () => {
    const [gz, br, plain, identity] = await Promise.all([
      raw('/graphql', { ...json, ...GZIP }, query),
      raw('/graphql', { ...json, ...BR }, query),
      raw('/graphql', json, query),
      raw('/graphql', { ...json, 'accept-encoding': 'identity' }, query),
    ]);
    expect(gz.status).toBe(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.equals(plain.body)).toBe(true);
    expect(JSON.parse(decoded(gz))).toEqual(JSON.parse(plain.body.toString('utf8')));
    expect(JSON.parse(decoded(br))).toEqual(JSON.parse(plain.body.toString('utf8')));
    expect(gz.body.length).toBeLessThan(plain.body.length / 2);
  });

  it('compresses an uncached feed page that a compiled plan answers in one piece, as it compresses the executor\'s', async () => {
    // An uncached feed query from a visitor: its compiled plan answers it (modules/knit/feed-plan.ts) and compresses it
    // in one call (common/compress.ts endAnswer), where other answers go through the `compression` middleware.
    const feed = JSON.stringify({ query: 'query Feed($first: Int!) { publicKnitItems(first: $first) { nodes { id name tags } pageInfo { endCursor } } }', variables: { first: 40 } });
    const fresh = { ...json, 'cache-control': 'no-cache' };
    const knitter = await buildUser('deliver');
    for (let i = 0; i < 12; i += 1) await buildItem(knitter, { tags: ['soft', 'warm', `skein${i}`] });
    // Other files add, change and delete public items meanwhile: knit_item is held against writes (reads pass) while
    // the four answers are made, so all four are of the same feed.
    const [br, gz, plain, deflateOnly] = await whileWritesHeld(db.client, 'knit_item', () => Promise.all([
      raw('/graphql', { ...fresh, ...BR }, feed), raw('/graphql', { ...fresh, ...GZIP }, feed), raw('/graphql', fresh, feed),
      raw('/graphql', { ...fresh, 'accept-encoding': 'deflate;q=1, br;q=0' }, feed),
    ]));
    const text = plain.body.toString('utf8');
    // Big enough to be worth compressing (the threshold is 1 KB), so the test can see it.
    expect(text.length).toBeGreaterThan(1024);
    expect((JSON.parse(text) as { data: { publicKnitItems: { nodes: unknown[] } } }).data.publicKnitItems.nodes.length).toBeGreaterThan(0);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-length']).toBe(String(plain.body.length));
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    for (const r of [br, gz]) {
      expect(r.status).toBe(200);
      expect(r.headers.vary).toMatch(/Accept-Encoding/i);
      expect(r.headers['content-length']).toBe(String(r.body.length));
      expect(r.body.length).toBeLessThan(plain.body.length / 2);
      expect(decoded(r)).toBe(text);
    }
    // deflate alone (br refused by q=0) is not what one-piece answers make: sent as is, never as br.
    expect(deflateOnly.headers['content-encoding']).toBeUndefined();
    expect(deflateOnly.body.toString('utf8')).toBe(text);
  });

  it('compresses the legacy REST door too', async () => {
    const [gz, plain] = await Promise.all([raw('/api/v1/openapi.json', GZIP), raw('/api/v1/openapi.json')]);
    expect(gz.status).toBe(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(decoded(gz)).toBe(plain.body.toString('utf8'));
  });
});
