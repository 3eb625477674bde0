/**
 * Answering a page must not keep it alive (issue #22, "tails"). Under an uncached feed load the server used to
 * promote 1.0-1.5 MB of each young collection's survivors to V8's old generation: pages built as object literals
 * with getters of their own, and pg's promise form, kept every request's rows and response alive until the next full
 * collection, as did the `compression` middleware's zlib stream for every client that accepts gzip or br. Those
 * collections, and young collections slowed by copying what survived, made the slowest answers
 * (bench/RESULTS-api.md, "The uncached tail, found").
 *
 * This test runs the built server under `--trace-gc-nvp` (V8 prints one line per collection, with the bytes it
 * promoted), sends visitors' feed pages (cached), then uncached ones accepting br and gzip, as browsers do,
 * until the server has made enough young collections, and holds the promotion to what a server that frees its answers leaves: a few tens of KB
 * per collection. It counts bytes, not time.
 */
import type { ChildProcess } from 'node:child_process';
import http from 'node:http';
import zlib from 'node:zlib';
import { buildItem, buildPicture, buildUser } from '../helpers/factories';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startServer, stopServer } = require('../helpers/servers') as {
  startServer: (db: string, env: Record<string, string>, opts: { captureOutput?: boolean; nodeFlags?: string[] }) => Promise<{ child: ChildProcess; url: string; output: () => string }>;
  stopServer: (child: ChildProcess) => Promise<void>;
};

jest.setTimeout(120_000);

/**
 * The web client's feed page, which a compiled feed plan answers (modules/knit/feed-plan.ts). Queries the executor
 * answers still promote about 1 MB per young collection (bench/RESULTS-api.md notes): not held here yet.
 */
const FEED = 'query Feed($first: Int!) { publicKnitItems(first: $first) { nodes { id name tags owner { username } firstPicture { url thumbnailUrl } } pageInfo { endCursor hasNextPage } } }';
/** Young collections to see before judging (about 80 feed pages each with V8's default young generation). */
const SCAVENGES = 10;
/** Young collections of visitors' (cached) requests before the uncached load. */
const VISITOR_SCAVENGES = 8;
/** Young collections of the uncached load before it is measured. */
const WARM_UP_SCAVENGES = 4;
/** Past this many requests without that many collections, the test fails rather than run on. */
const MAX_REQUESTS = 20_000;
/** Promoted per young collection, on average: 20-40 KB once pages are freed; 1.0-1.5 MB when they were kept. */
const MAX_PROMOTED_PER_SCAVENGE = 300 * 1024;

/** The young collections (`gc=s`) in V8's --trace-gc-nvp lines, with the bytes each promoted. */
function scavenges(text: string): number[] {
  return [...text.matchAll(/\bgc=s\b.*?\bpromoted=(\d+)/g)].map((m) => Number(m[1]));
}

describe('an uncached feed load', () => {
  let server: { child: ChildProcess; url: string; output: () => string };

  beforeAll(async () => {
    // A full first page, half of it with pictures, whatever else the suite's database holds.
    const knitter = await buildUser('gcfeed');
    for (let i = 0; i < 24; i += 1) {
      const item = await buildItem(knitter, { type: (['YARN', 'PATTERN', 'DETAIL', 'MODEL'] as const)[i % 4], tags: ['soft', `tag${i}`] });
      if (i % 2 === 0) await buildPicture(knitter, item);
    }
    // As in production: without the statement counter the tests' servers answer in a header, whose per-request
    // AsyncLocalStorage store keeps some of each request alive on its own (about 0.5 MB per young collection).
    server = await startServer(process.env.PURLWISE_TEST_DATABASE_URL as string, { EXPOSE_QUERY_COUNT: 'false' }, { captureOutput: true, nodeFlags: ['--trace-gc-nvp'] });
  });

  afterAll(async () => {
    if (server) await stopServer(server.child);
  });

  it('promotes almost nothing of its answers to the old generation, after visitors\' cached requests too', async () => {
    let before = server.output().length;
    const seen = () => scavenges(server.output().slice(before));
    let sent = 0;
    // Six requests in flight, as a few browsers and tools would keep; each answer is checked.
    const agent = new http.Agent({ keepAlive: true });
    const payload = JSON.stringify({ query: FEED, variables: { first: 24 } });
    /** One feed page over node:http: visitors' as a tool sends them (no compression), uncached ones as a browser. */
    const page = (fresh: boolean) => new Promise<{ status: number; text: string }>((resolve, reject) => {
      const headers: Record<string, string> = { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) };
      if (fresh) Object.assign(headers, { 'cache-control': 'no-cache', 'accept-encoding': 'gzip, deflate, br' });
      const req = http.request(`${server.url}/graphql`, { method: 'POST', agent, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const bytes = Buffer.concat(chunks);
          const enc = res.headers['content-encoding'];
          const text = (enc === 'br' ? zlib.brotliDecompressSync(bytes) : enc === 'gzip' ? zlib.gunzipSync(bytes) : bytes).toString('utf8');
          resolve({ status: res.statusCode ?? 0, text });
        });
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(payload);
    });
    const worker = async (until: number, fresh: boolean): Promise<void> => {
      while (seen().length < until && sent < MAX_REQUESTS) {
        sent += 1;
        const res = await page(fresh);
        const body = JSON.parse(res.text) as { data?: { publicKnitItems: { nodes: unknown[] } }; errors?: unknown };
        expect(res.status).toBe(200);
        expect(body.errors).toBeUndefined();
        expect(body.data?.publicKnitItems.nodes).toHaveLength(24);
      }
    };
    const load = async (until: number, fresh: boolean) => {
      before = server.output().length;
      sent = 0;
      await Promise.all(Array.from({ length: 6 }, () => worker(until, fresh)));
    };
    // Visitors first, answered by the response cache, as a server's traffic mixes both. (The case of V8's pretenuring
    // after such requests, server/src/v8-flags.ts, does not show in this closed loop: this test passes with it on.
    // bench/RESULTS-api.md's notes measure it under an evenly spaced load.)
    await load(VISITOR_SCAVENGES, false);
    // The first young collections of the uncached load are not judged: they promote what came before it (the start's
    // warm-up, compiled code, caches filled once).
    await load(WARM_UP_SCAVENGES, true);
    await load(SCAVENGES, true);
    const promoted = seen();
    expect(promoted.length).toBeGreaterThanOrEqual(SCAVENGES);
    const mean = promoted.reduce((a, b) => a + b, 0) / promoted.length;
    // Printed for the record: what this run promoted per young collection, over how many requests.
    console.log(`${sent} uncached feed requests, ${promoted.length} young collections, ${Math.round(mean / 1024)} KB promoted per collection (max ${Math.round(Math.max(...promoted) / 1024)} KB)`);
    agent.destroy();
    expect(mean).toBeLessThan(MAX_PROMOTED_PER_SCAVENGE);
  });
});
