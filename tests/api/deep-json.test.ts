/**
 * Deeply nested JSON (issue 27, point 11): variables nested 5,000 deep overflowed the stack once the response cache
 * built its key (a 500 on POST and GET /graphql). Every door refuses JSON nested past 64 levels with 400
 * JSON_TOO_DEEP before anything walks it: a /graphql body, the variables and extensions of a GraphQL GET, the
 * operations of a multipart request, and a REST body; 64 levels still pass. Run against a server with the response
 * cache on (as in production) and against the suite's own. Also point 12: an APQ hash that does not match its query
 * answers 400 PERSISTED_QUERY_HASH_MISMATCH, not INTERNAL_SERVER_ERROR.
 */
import crypto from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import { BASE } from '../helpers/api';
import { visitor } from '../helpers/rest';
import type { RestBody } from '../helpers/types';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startServer } = require('../helpers/servers') as { startServer: (db: string, env: Record<string, string>) => Promise<{ child: ChildProcess; url: string }> };

jest.setTimeout(60_000);

const QUERY = 'query($ids: [ID!]!) { nodes(ids: $ids) { __typename } }';
/** A JSON array `depth` levels deep, as text (JSON.stringify itself overflows on such values). */
const deepList = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`;
/** A JSON object `depth` levels deep, as text. */
const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
/** Variables with `extra` (JSON text) next to the ones the query uses. */
const variables = (extra: string) => `{"ids":["1"],"extra":${extra}}`;

interface Answer { status: number; body: { errors?: Array<{ message: string; extensions?: { code?: string } }>; data?: unknown } }

async function post(base: string, body: string): Promise<Answer> {
  const res = await fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  return { status: res.status, body: (await res.json()) as Answer['body'] };
}

/** A GraphQL GET; the JSON's brackets stay as they are in the URL (allowed in a query string), so 5,000 levels fit a URL. */
async function get(base: string, vars: string, extensions?: string): Promise<Answer> {
  const raw = (json: string) => json.replace(/[%"{}\s&#+]/g, (c) => encodeURIComponent(c));
  let url = `${base}/graphql?query=${encodeURIComponent(QUERY)}&variables=${raw(vars)}`;
  if (extensions) url += `&extensions=${raw(extensions)}`;
  const res = await fetch(url, { headers: { 'apollo-require-preflight': 'true' } });
  return { status: res.status, body: (await res.json()) as Answer['body'] };
}

const refused = (a: Answer) => ({ status: a.status, code: a.body.errors?.[0]?.extensions?.code });
const TOO_DEEP = { status: 400, code: 'JSON_TOO_DEEP' };

describe.each([
  ['the response cache on (production default)', true],
  ['the suite\'s server', false],
])('deep JSON, %s', (_label, ownServer) => {
  let server: { child: ChildProcess; url: string } | undefined;
  let base = BASE;

  beforeAll(async () => {
    if (!ownServer) return;
    server = await startServer(process.env.PURLWISE_TEST_DATABASE_URL as string, { FEED_CACHE_SECONDS: '60' });
    base = server.url;
  });
  afterAll(() => { server?.child.kill('SIGTERM'); });

  it.each([['a list', deepList], ['an object', deepObject]])('POST /graphql: variables holding %s 5,000 deep are refused with 400 JSON_TOO_DEEP', async (_kind, deep) => {
    expect(refused(await post(base, `{"query":${JSON.stringify(QUERY)},"variables":${variables(deep(5000))}}`))).toEqual(TOO_DEEP);
    // The variables object itself, and extensions.
    expect(refused(await post(base, `{"query":"{ __typename }","variables":${deep(5000)}}`))).toEqual(TOO_DEEP);
    expect(refused(await post(base, `{"query":"{ __typename }","extensions":${deep(5000)}}`))).toEqual(TOO_DEEP);
  });

  it('GET /graphql: deep variables or extensions are refused with 400 JSON_TOO_DEEP', async () => {
    expect(refused(await get(base, variables(deepList(5000))))).toEqual(TOO_DEEP);
    expect(refused(await get(base, variables('1'), deepList(5000)))).toEqual(TOO_DEEP);
  });

  it('JSON 64 levels deep still passes on both doors; 65 does not', async () => {
    // The body, its variables, then the list: 2 + 62 levels.
    const ok = await post(base, `{"query":${JSON.stringify(QUERY)},"variables":${variables(deepList(62))}}`);
    expect(ok.status).toBe(200);
    expect(ok.body.data).toEqual({ nodes: [null] });
    expect(refused(await post(base, `{"query":${JSON.stringify(QUERY)},"variables":${variables(deepList(63))}}`))).toEqual(TOO_DEEP);
    // The variables parameter, then the list: 1 + 63 levels.
    expect((await get(base, variables(deepList(63)))).status).toBe(200);
    expect(refused(await get(base, variables(deepList(64))))).toEqual(TOO_DEEP);
  });

  it('brackets inside strings do not count', async () => {
    const answer = await post(base, JSON.stringify({ query: QUERY, variables: { ids: ['1'], extra: '['.repeat(5000) } }));
    expect(answer.status).toBe(200);
  });
});

describe('deep JSON on the other doors', () => {
  it('a multipart request whose operations are 5,000 deep is refused with 400 JSON_TOO_DEEP', async () => {
    const form = new FormData();
    form.append('operations', `{"query":${JSON.stringify(QUERY)},"variables":${variables(deepObject(5000))}}`);
    form.append('map', '{}');
    const res = await fetch(`${BASE}/graphql`, { method: 'POST', headers: { 'apollo-require-preflight': 'true' }, body: form });
    expect(refused({ status: res.status, body: (await res.json()) as Answer['body'] })).toEqual(TOO_DEEP);
  });

  it('a REST body 5,000 deep is refused with 400, the limit in its message', async () => {
    const client = await visitor();
    const r = await client.call<RestBody<'postAccountLogin', 400>>('POST', '/api/v1/account/login/', { raw: `{"username":"a","password":"b","extra":${deepList(5000)}}` });
    expect(r.status).toBe(400);
    expect(r.body.message).toMatch(/nested more than 64 levels/);
  });
});

describe('automatic persisted queries', () => {
  it('a hash that does not match the query is 400 PERSISTED_QUERY_HASH_MISMATCH, not INTERNAL_SERVER_ERROR', async () => {
    const query = '{ __typename }';
    const wrong = crypto.createHash('sha256').update(`${query} `).digest('hex');
    const answer = await post(BASE, JSON.stringify({ query, extensions: { persistedQuery: { version: 1, sha256Hash: wrong } } }));
    expect(refused(answer)).toEqual({ status: 400, code: 'PERSISTED_QUERY_HASH_MISMATCH' });
    expect(answer.body.errors?.[0]?.message).toMatch(/does not match/);
    // The right hash still registers the query.
    const right = crypto.createHash('sha256').update(query).digest('hex');
    const ok = await post(BASE, JSON.stringify({ query, extensions: { persistedQuery: { version: 1, sha256Hash: right } } }));
    expect({ status: ok.status, data: ok.body.data }).toEqual({ status: 200, data: { __typename: 'Query' } });
  });
});
