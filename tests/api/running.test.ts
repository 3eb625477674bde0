/**
 * Running it (issue #23 point 7): request ids on every answer and in the server's own errors, Prometheus metrics
 * behind a token, and a SIGTERM that lets every request under way finish before the process exits.
 */
import type { ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { ApolloServer } from '@apollo/server';
import { BASE, gql, newUser } from '../helpers/api';
import type { KnitItem } from '../helpers/types';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startServer } = require('../helpers/servers') as {
  startServer: (db: string, env: Record<string, string>, opts?: { captureOutput: boolean }) => Promise<{ child: ChildProcess; url: string; output(): string }>;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { requestIdPlugin } = require(path.resolve(__dirname, '../../server/dist/common/request-log.js')) as { requestIdPlugin: object };

const DB = () => process.env.PURLWISE_TEST_DATABASE_URL as string;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

async function stopped(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return child.exitCode;
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

describe('request ids', () => {
  test('every door answers X-Request-Id: a sensible id sent is kept, anything else is replaced', async () => {
    for (const url of ['/graphql?query=%7B__typename%7D', '/api/v1/knit/yarn/', '/healthz', '/feed']) {
      const r = await fetch(`${BASE}${url}`, { headers: { 'apollo-require-preflight': '1' } });
      expect({ url, id: r.headers.get('x-request-id') }).toEqual({ url, id: expect.stringMatching(UUID) as unknown });
    }
    const kept = await fetch(`${BASE}/healthz`, { headers: { 'x-request-id': 'balancer-7f3a.91' } });
    expect(kept.headers.get('x-request-id')).toBe('balancer-7f3a.91');
    for (const bad of ['short', 'has spaces in it', 'x'.repeat(65), 'quote"d-value']) {
      const r = await fetch(`${BASE}/healthz`, { headers: { 'x-request-id': bad } });
      expect(r.headers.get('x-request-id')).toMatch(UUID);
    }
    const preflight = await fetch(`${BASE}/graphql`, { method: 'OPTIONS', headers: { origin: 'https://tool.example', 'access-control-request-method': 'POST' } });
    expect(preflight.headers.get('access-control-expose-headers')).toContain('X-Request-Id');
  });

  test("a refused request's body carries no id (the same request, the same body)", async () => {
    const u = await newUser('rid');
    const bad = await gql('{ knitItem(id: "nope") { name } }', {}, { token: u.token });
    expect(bad.errors?.[0].extensions).not.toHaveProperty('requestId');
  });

  test("the server's own errors carry the request's id in extensions.requestId", async () => {
    const apollo = new ApolloServer({
      typeDefs: 'type Query { broken: Int, fine: Int }',
      resolvers: { Query: { broken: () => { throw new Error('a bug'); }, fine: () => 1 } },
      plugins: [requestIdPlugin],
      formatError: (f) => ({ message: 'Internal server error', extensions: { code: f.extensions?.code } }),
    });
    await apollo.start();
    try {
      const headers = new Map([['x-request-id', 'req-1234567']]);
      const answer = await apollo.executeOperation({ query: '{ broken fine }', http: { method: 'POST', headers, search: '', body: {} } as never });
      const single = answer.body.kind === 'single' ? answer.body.singleResult : null;
      expect(single?.data).toEqual({ broken: null, fine: 1 });
      expect(single?.errors?.[0].extensions).toEqual({ code: 'INTERNAL_SERVER_ERROR', requestId: 'req-1234567' });
    } finally {
      await apollo.stop();
    }
  });
});

describe('metrics, request logs and shutdown (a server of their own)', () => {
  let server: { child: ChildProcess; url: string; output(): string };
  beforeAll(async () => {
    // Logging at debug: every answer has its line (2xx answers are logged at debug, refusals at info).
    server = await startServer(DB(), { METRICS_TOKEN: 'scrape-me-please', FEED_CACHE_SECONDS: '30', LOG_LEVEL: 'debug' }, { captureOutput: true });
  }, 90_000);
  afterAll(async () => {
    if (server.child.exitCode === null) {
      server.child.kill('SIGKILL');
      await stopped(server.child);
    }
  });

  test('GET /metrics needs the token; it shows request times per door and operation, the pool, the queues and cache hits', async () => {
    const feed = 'query MetricsFeed { publicKnitItems(first: 3) { nodes { name } } }';
    for (let i = 0; i < 2; i += 1) {
      const r = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: feed }) });
      expect(r.status).toBe(200);
    }
    expect((await fetch(`${server.url}/api/v1/openapi.json`)).status).toBe(200);
    const refused = await fetch(`${server.url}/metrics`, { headers: { authorization: 'Bearer wrong' } });
    expect(refused.status).toBe(401);
    expect(await refused.text()).not.toContain('purlwise_');
    const graphqlCount = /purlwise_http_request_duration_seconds_count\{door="graphql",operation="MetricsFeed",status="2xx"\} (\d+)/;
    const restCount = /purlwise_http_request_duration_seconds_count\{door="rest",operation="\/api\/v1\/openapi.json",status="2xx"\} (\d+)/;
    // A request is counted once its answer has been written out, which the server may learn only after it has read the
    // next request: scrape until all three are counted.
    const count = (re: RegExp, t: string) => Number(t.match(re)?.[1] ?? 0);
    let text = '';
    while (count(graphqlCount, text) < 2 || count(restCount, text) < 1) {
      const r = await fetch(`${server.url}/metrics`, { headers: { authorization: 'Bearer scrape-me-please' } });
      expect(r.status).toBe(200);
      expect(r.headers.get('content-type')).toContain('text/plain');
      text = await r.text();
    }
    expect(text.match(graphqlCount)![1]).toBe('2');
    expect(text.match(restCount)![1]).toBe('1');
    expect(text).toMatch(/purlwise_db_pool_connections\{state="used"\} \d+/);
    expect(text).toMatch(/purlwise_db_pool_connections\{state="waiting"\} \d+/);
    expect(text).toContain('# TYPE purlwise_job_queue_jobs gauge');
    expect(text).toMatch(/purlwise_response_cache_requests_total\{result="hit"\} 1/);
    expect(text).toMatch(/purlwise_response_cache_requests_total\{result="miss"\} 1/);
    // Before saying it was ready, the server answered its busiest queries once, over HTTP (server/src/warm-up.ts).
    for (const op of ['WarmUpFeed', 'WarmUpExplore', 'WarmUpSearch']) {
      expect(text).toMatch(new RegExp(`purlwise_http_request_duration_seconds_count\\{door="graphql",operation="${op}",status="2xx"\\} 1\\b`));
    }
    expect(server.output()).toContain('warmed up in');
    expect(server.output()).not.toContain('a warm-up query failed');
    // The shared test server has no token: no metrics there.
    expect(await (await fetch(`${BASE}/metrics`, { headers: { authorization: 'Bearer scrape-me-please' } })).text()).not.toContain('purlwise_');
  });

  test('request logs: one JSON line per answer with its X-Request-Id, method, path (no query), status and time; none for health checks', async () => {
    const send = (url: string, id: string) => fetch(`${server.url}${url}`, { headers: { 'x-request-id': id } });
    expect((await send('/healthz', 'log-check-health')).status).toBe(200);
    expect((await send('/api/v1/openapi.json?token=secret-in-query', 'log-check-found')).status).toBe(200);
    expect((await send('/api/v1/no-such-path', 'log-check-missing')).status).toBe(404);
    type Line = { level: number; msg: string; req: { id: string; method: string; url: string }; res: { statusCode: number }; responseTime: number };
    const lines = (): Line[] => server.output().split('\n').filter((l) => l.includes('"log-check-')).map((l) => JSON.parse(l) as Line);
    // A line is written once its answer has been handed to the socket, which may be after the client has read its
    // headers: the OpenAPI document's line may come after the next request's.
    const lineOf = (id: string) => lines().find((l) => l.req.id === id);
    while (!lineOf('log-check-found') || !lineOf('log-check-missing')) await new Promise((resolve) => setImmediate(resolve));
    const [found, missing] = [lineOf('log-check-found')!, lineOf('log-check-missing')!];
    expect(found).toEqual({ ...found, level: 20, msg: 'request completed', req: { id: 'log-check-found', method: 'GET', url: '/api/v1/openapi.json' }, res: { statusCode: 200 } });
    expect(missing).toEqual({ ...missing, level: 30, req: { id: 'log-check-missing', method: 'GET', url: '/api/v1/no-such-path' }, res: { statusCode: 404 } });
    expect(found.responseTime).toBeGreaterThanOrEqual(0);
    // The health check was answered first and completely (a few bytes): had it been logged, its line would be there.
    expect(lineOf('log-check-health')).toBeUndefined();
    expect(lines()).toHaveLength(2);
    expect(server.output()).not.toContain('secret-in-query');
  });

  test('SIGTERM: requests under way are answered, then the process exits 0', async () => {
    const { port } = new URL(server.url);
    const body = JSON.stringify({ query: '{ publicKnitItems(first: 2) { nodes { name } } }' });
    // Each request sends its headers with Expect: 100-continue and waits: the server's "100 Continue" proves it holds
    // the request. Only then is SIGTERM sent, and only after it the bodies.
    const agent = new http.Agent({ keepAlive: true });
    const pending = Array.from({ length: 8 }, () => new Promise<{ req: http.ClientRequest; answer: Promise<{ status: number; text: string }> }>((held, fail) => {
      const req = http.request({ host: '127.0.0.1', port, path: '/graphql', method: 'POST', agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), expect: '100-continue' } });
      const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
        req.on('response', (res) => {
          let text = '';
          res.on('data', (c: Buffer) => { text += c.toString(); });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        });
        req.on('error', reject);
      });
      req.on('continue', () => held({ req, answer }));
      req.on('error', fail);
      req.flushHeaders();
    }));
    const held = await Promise.all(pending);
    server.child.kill('SIGTERM');
    // A moment for the signal to land is not needed: whenever it lands, each request is already the server's.
    for (const { req } of held) req.end(body);
    const answers = await Promise.all(held.map((h) => h.answer));
    for (const a of answers) {
      expect(a.status).toBe(200);
      expect((JSON.parse(a.text) as { data: { publicKnitItems: { nodes: Array<Pick<KnitItem, 'name'>> } } }).data.publicKnitItems.nodes).toBeInstanceOf(Array);
    }
    expect(await stopped(server.child)).toBe(0);
    agent.destroy();
  }, 60_000);
});
