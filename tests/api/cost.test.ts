/**
 * Query cost (docs/api.md §5 "Limits"): every GraphQL answer reports `extensions.cost` (Shopify's shape), a personal
 * access token pays the points of each operation from its budget, which the RateLimit headers count, and a budget
 * that cannot pay answers 429 RATE_LIMITED with Retry-After. On a server of its own with a budget of 30 points.
 */
import http from 'node:http';
import { gql, newUser, type GqlError, type GqlResult, type TestUser } from '../helpers/api';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startServer } = require('../helpers/servers') as { startServer: (db: string, env: Record<string, string>) => Promise<{ child: import('node:child_process').ChildProcess; url: string }> };

jest.setTimeout(60_000);

const BUDGET = 30;

/** `extensions.cost`: throttleStatus only for a personal access token. */
interface Cost { requestedQueryCost: number; throttleStatus?: { maximumAvailable: number; currentlyAvailable: number; resetSeconds: number } }

let server: { child: import('node:child_process').ChildProcess; url: string };
let user: TestUser;

/** The documented formula: graphql-armor's cost (object 2, scalar 1, each level 1.5 times, times first/last) / 100, rounded up, at least 1. */
const points = (armorCost: number) => Math.max(1, Math.ceil(armorCost / 100));
// publicKnitItems(first: n) { nodes { id name } }: n * (2 + 1.5 * (2 + 1.5 * 1 + 1.5 * 1)) = 9.5 n.
const LIST = (n: number) => points(9.5 * n);

async function newToken(u: TestUser): Promise<string> {
  const made = await gql<{ createPersonalAccessToken: { token: string } }>('mutation($i: CreatePersonalAccessTokenInput!) { createPersonalAccessToken(input: $i) { token } }',
    { i: { name: 'cost', scope: 'READ', password: u.password } }, { token: u.token, base: server.url });
  if (made.errors) throw new Error(JSON.stringify(made.errors));
  return made.data.createPersonalAccessToken.token;
}

async function call(query: string, variables: Record<string, unknown> = {}, token?: string): Promise<GqlResult & { cost?: Cost }> {
  const res = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data: unknown; errors?: GqlError[]; extensions?: { cost?: Cost } };
  return { status: res.status, data: body.data, errors: body.errors, headers: res.headers, queries: 0, cost: body.extensions?.cost };
}

const remaining = (r: GqlResult) => Number(r.headers.get('ratelimit-remaining'));

beforeAll(async () => {
  server = await startServer(process.env.PURLWISE_TEST_DATABASE_URL as string, { PAT_RATE_LIMIT: String(BUDGET) });
  user = await newUser('cost', { base: server.url });
});

afterAll(() => { server.child.kill(); });

describe('extensions.cost', () => {
  test('equals the documented formula, with sizes written, sent in variables, or left to the default page', async () => {
    const cases: Array<[string, Record<string, unknown>, number]> = [
      ['{ registrationEnabled }', {}, 1],
      ['{ publicKnitItems(first: 100) { nodes { id name } } }', {}, LIST(100)],
      ['query($n: Int) { publicKnitItems(first: $n) { nodes { id name } } }', { n: 100 }, LIST(100)],
      ['query($n: Int = 30) { publicKnitItems(last: $n) { nodes { id name } } }', {}, LIST(30)],
      ['{ publicKnitItems { nodes { id name } } }', {}, LIST(50)],
      ['{ search(query: "wool") { nodes { id name } } }', {}, LIST(20)],
    ];
    for (const [query, variables, expected] of cases) {
      const r = await call(query, variables);
      expect({ query, status: r.status, cost: r.cost }).toEqual({ query, status: 200, cost: { requestedQueryCost: expected } });
    }
    expect(LIST(100)).toBe(10);
  });

  test('one query text priced again with other variables costs what those variables ask (prices are kept per variables)', async () => {
    const query = 'query($n: Int) { publicKnitItems(first: $n) { nodes { id name } } }';
    const costs: number[] = [];
    for (const n of [100, 10, 100, 60, 10]) costs.push((await call(query, { n })).cost!.requestedQueryCost);
    expect(costs).toEqual([LIST(100), LIST(10), LIST(100), LIST(60), LIST(10)]);
    expect(new Set(costs).size).toBe(3);
  });

  test('is not given for a request refused before its operation is known', async () => {
    const r = await call('{ nope }');
    expect([r.status, r.cost]).toEqual([400, undefined]);
  });
});

describe('a token pays the cost of each request', () => {
  test('two requests lower RateLimit-Remaining by their costs; throttleStatus says the same', async () => {
    const token = await newToken(user);
    const first = await call('{ publicKnitItems(first: 100) { nodes { id name } } }', {}, token);
    expect(remaining(first)).toBe(BUDGET - 10);
    expect(first.cost).toEqual({ requestedQueryCost: 10, throttleStatus: { maximumAvailable: BUDGET, currentlyAvailable: BUDGET - 10, resetSeconds: expect.any(Number) as unknown } });
    expect(first.cost!.throttleStatus!.resetSeconds).toBe(Number(first.headers.get('ratelimit-reset')));
    const second = await call('{ publicKnitItems { nodes { id name } } }', {}, token);
    expect(remaining(second)).toBe(BUDGET - 10 - 5);
    expect(second.cost!.throttleStatus!.currentlyAvailable).toBe(BUDGET - 15);
    expect(Number(second.headers.get('ratelimit-limit'))).toBe(BUDGET);
  });

  test('a REST request costs 1; a request that never runs (invalid) costs 1 and reports no cost', async () => {
    const other = await newUser('cost', { base: server.url });
    const token = await newToken(other);
    const rest = await fetch(`${server.url}/api/v1/knit/yarn/`, { headers: { authorization: `Bearer ${token}` } });
    expect([rest.status, rest.headers.get('ratelimit-remaining')]).toEqual([200, String(BUDGET - 1)]);
    const invalid = await call('{ nope }', {}, token);
    expect([invalid.status, remaining(invalid), invalid.cost]).toEqual([400, BUDGET - 2, undefined]);
  });

  test('a budget that cannot pay answers 429 RATE_LIMITED with Retry-After, and the refusal costs nothing', async () => {
    const other = await newUser('cost', { base: server.url });
    const token = await newToken(other);
    for (let spent = 0; spent < 20; spent += 10) expect((await call('{ publicKnitItems(first: 100) { nodes { id name } } }', {}, token)).status).toBe(200);
    // 10 points remain: a request of 20 is refused, and leaves them.
    const over = await call('{ publicKnitItems(first: 100) { nodes { id name description: notes producer } } }', {}, token);
    expect(over.cost!.requestedQueryCost).toBeGreaterThan(10);
    expect([over.status, over.errors?.[0]?.extensions?.code, over.data, remaining(over)]).toEqual([429, 'RATE_LIMITED', undefined, 10]);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(over.errors?.[0]?.message).toMatch(/costs \d+ points and 10 remain/);
    // What remains can still be spent, to the last point; then every request waits, on both doors.
    expect(remaining(await call('{ publicKnitItems(first: 100) { nodes { id name } } }', {}, token))).toBe(0);
    const spent = await call('{ registrationEnabled }', {}, token);
    expect([spent.status, spent.errors?.[0]?.extensions?.code, remaining(spent)]).toEqual([429, 'RATE_LIMITED', 0]);
    expect(Number(spent.headers.get('retry-after'))).toBeGreaterThan(0);
    const rest = await fetch(`${server.url}/api/v1/knit/yarn/`, { headers: { authorization: `Bearer ${token}` } });
    expect([rest.status, rest.headers.get('retry-after') !== null]).toEqual([429, true]);
  });

  test('a GET answer to a token keeps its (weak) ETag while the data is unchanged, though its budget moves', async () => {
    const token = await newToken(await newUser('cost', { base: server.url }));
    const url = `${server.url}/graphql?query=${encodeURIComponent('{ registrationEnabled }')}`;
    const headers = { 'apollo-require-preflight': 'true', authorization: `Bearer ${token}` };
    const first = await fetch(url, { headers });
    expect(((await first.json()) as { extensions: { cost: Required<Cost> } }).extensions.cost.throttleStatus.currentlyAvailable).toBe(BUDGET - 1);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\/".+"$/);
    // node:http, not fetch: fetch adds `Cache-Control: no-cache` to a conditional request, and that asks for no 304.
    const again = await new Promise<http.IncomingMessage>((resolve, reject) => {
      http.get(url, { headers: { ...headers, 'if-none-match': etag } }, (res) => { res.resume(); res.on('end', () => resolve(res)); }).on('error', reject);
    });
    expect([again.statusCode, again.headers['ratelimit-remaining']]).toEqual([304, String(BUDGET - 2)]);
  });
});
