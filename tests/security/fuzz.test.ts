/**
 * Fuzzing with fast-check: thousands of random and malformed inputs to every GraphQL mutation and query
 * (their argument types read from introspection), to every /api/v1 route (read from the OpenAPI document),
 * hostile GraphQL documents, broken multipart bodies and images whose headers lie. Every answer must be below
 * 500 (and carry no INTERNAL_SERVER_ERROR), the server must keep answering /healthz, and afterwards nothing
 * stored may break the rules (lengths, ranges, decodable images, no orphans).
 */
import fc from 'fast-check';
import { Client as PgClient } from 'pg';
import { Client, globalStats, imageInvariantViolations, makeImage, undecodableImages, type HttpResult, type OpenApiDoc } from '../resilience/lib';
import type { PageInfo } from '../helpers/types';
import { account, BASE, buildWorld, DB_URL, smallImage } from './world';
import { randomIp } from './attacker';
import {
  brokenMultipartArb, documentArb, gqlValueArb, INTROSPECTION, lyingImageArb, paramArb, restBodyArb, selection, typeString,
  type FullType, type Pools,
} from './arbitraries';

const RUNS = {
  mutation: Number(process.env.FUZZ_RUNS_MUTATION ?? 120),
  query: Number(process.env.FUZZ_RUNS_QUERY ?? 60),
  documents: Number(process.env.FUZZ_RUNS_DOCUMENTS ?? 500),
  route: Number(process.env.FUZZ_RUNS_ROUTE ?? 60),
  multipart: Number(process.env.FUZZ_RUNS_MULTIPART ?? 300),
  images: Number(process.env.FUZZ_RUNS_IMAGES ?? 500),
};

let inputs = 0;
let types = new Map<string, FullType>();
let mutationType: FullType;
let queryType: FullType;
let openapi: OpenApiDoc;
let pools: Pools;
let fuzzer: Awaited<ReturnType<typeof account>>;
let own: { itemId: number; pictureId: number; colourId: number };
let real: Record<string, Buffer>;

/** Sends a request; never throws. */
async function send(method: string, path: string, init: { body?: BodyInit; headers?: Record<string, string>; token?: boolean; cookies?: boolean } = {}): Promise<HttpResult | { error: string }> {
  inputs += 1;
  // Each input from its own address (the app trusts X-Forwarded-For from loopback): thousands of random logins
  // must not use up the daily failure budget of 127.0.0.1, which the other suites of this server share.
  const headers: Record<string, string> = { 'x-forwarded-for': randomIp(), ...(init.headers ?? {}) };
  if (init.token !== false && fuzzer.client.token) headers.authorization = `Bearer ${fuzzer.client.token}`;
  if (init.cookies) headers.cookie = fuzzer.client.cookieHeader();
  try {
    const res = await fetch(`${BASE}${path}`, { method, headers, body: init.body, signal: AbortSignal.timeout(30_000) });
    const buf = Buffer.from(await res.arrayBuffer());
    const text = (res.headers.get('content-type') ?? '').includes('json') ? buf.toString('utf8') : '';
    let body: unknown;
    try { body = text ? JSON.parse(text) : undefined; } catch { body = undefined; }
    return { status: res.status, body, text, headers: res.headers, bytes: buf };
  } catch (err) {
    return { error: String(err) };
  }
}

/** What problem() reads of an answer's JSON: GraphQL's errors, or REST's message. */
type Refusal = { errors?: Array<{ message?: string; extensions?: { code?: string } }>; message?: unknown } | undefined;

/** What is wrong with an answer, or null. */
function problem(r: HttpResult | { error: string }, gqlEndpoint: boolean): string | null {
  if ('error' in r) return `no answer: ${r.error}`;
  const body = r.body as Refusal;
  if (r.status >= 500) return `status ${r.status}: ${r.text.slice(0, 300)}`;
  const json = (r.headers.get('content-type') ?? '').includes('json');
  if (r.status !== 200 && r.status !== 304 && !json) return `status ${r.status} without a JSON body`;
  if (json && r.body === undefined) return `invalid JSON: ${r.text.slice(0, 200)}`;
  if (gqlEndpoint && Array.isArray(body?.errors)) {
    const bad = body.errors.find((e) => !e.extensions?.code || e.extensions.code === 'INTERNAL_SERVER_ERROR' || /stack|at \S+ \(/.test(e.message ?? ''));
    if (bad) return `GraphQL error ${JSON.stringify(bad).slice(0, 300)}`;
  }
  if (!gqlEndpoint && r.status >= 400 && typeof body?.message !== 'string') return `error without a message: ${r.text.slice(0, 200)}`;
  return null;
}

async function healthy(): Promise<boolean> {
  try { return (await fetch(`${BASE}/healthz`, { signal: AbortSignal.timeout(10_000) })).ok; } catch { return false; }
}

/** Runs a property; returns the failure (with fast-check's shrunk counterexample) instead of throwing. */
async function check<T>(label: string, arb: fc.Arbitrary<T>, numRuns: number, run: (v: T) => Promise<string | null>): Promise<string | null> {
  try {
    await fc.assert(fc.asyncProperty(arb, async (v) => {
      const p = await run(v);
      if (p) throw new Error(p);
    }), { numRuns, endOnFailure: process.env.FUZZ_NO_SHRINK === '1', includeErrorInReport: true });
  } catch (err) {
    return `${label}: ${String((err as Error).message).slice(0, 2500)}`;
  }
  if (!(await healthy())) return `${label}: the server stopped answering /healthz`;
  return null;
}

/** An object as selected by `id: databaseId`; a connection as selected for its end cursor. */
type Id = { id: number };
type Cursor = { pageInfo: Pick<PageInfo, 'endCursor'> };

beforeAll(async () => {
  const intro = await new Client(BASE).gql<{ __schema: { types: FullType[] } & Record<'queryType' | 'mutationType', { name: string }> }>(INTROSPECTION);
  types = new Map(intro.data.__schema.types.map((t) => [t.name, t]));
  mutationType = types.get(intro.data.__schema.mutationType.name)!;
  queryType = types.get(intro.data.__schema.queryType.name)!;
  openapi = (await new Client(BASE).raw<OpenApiDoc>('GET', '/api/v1/openapi.json')).body;

  fuzzer = await account('fuzz');
  await fuzzer.client.fetchXsrf();
  const c = fuzzer.client;
  const ids: number[] = [];
  for (let i = 0; i < 3; i++) {
    const item = await c.gql<{ createKnitItem: { item: Id } }>('mutation { createKnitItem(input: { type: YARN, name: "Fuzz target", tags: ["a"] }) { item { id: databaseId } } }');
    const itemId = item.data.createKnitItem.item.id;
    const pic = await c.gqlUpload<{ addPicture: { picture: Id } }>('mutation A($i: AddPictureInput!) { addPicture(input: $i) { picture { id: databaseId } } }', { i: { itemId, file: null } }, { 'variables.i.file': { bytes: await smallImage(), type: 'image/png' } });
    const colour = await c.gql<{ addColour: { colour: Id } }>('mutation C($i: AddColourInput!) { addColour(input: $i) { colour { id: databaseId } } }', { i: { itemId, textDescription: 'red' } });
    const calc = await c.gql<{ createCalculator: { calculator: Id } }>('mutation { createCalculator(input: { name: "Fuzz calc" }) { calculator { id: databaseId } } }');
    ids.push(itemId, pic.data.addPicture.picture.id, colour.data.addColour.colour.id, calc.data.createCalculator.calculator.id);
    if (i === 0) own = { itemId, pictureId: pic.data.addPicture.picture.id, colourId: colour.data.addColour.colour.id };
  }
  const worlds = [await buildWorld('public'), await buildWorld('private')];
  for (const w of worlds) ids.push(w.itemId, w.pictureId, w.colourId, w.calcId);
  const cursors = [
    (await c.gql<{ publicKnitItems: Cursor }>('{ publicKnitItems(first: 1) { pageInfo { endCursor } } }')).data.publicKnitItems.pageInfo.endCursor,
    (await c.gql<{ publicKnitItems: Cursor }>('{ publicKnitItems(first: 1, sort: NEWEST_FIRST) { pageInfo { endCursor } } }')).data.publicKnitItems.pageInfo.endCursor,
    (await c.gql<{ myCalculators: Cursor }>('{ myCalculators(first: 1) { pageInfo { endCursor } } }')).data.myCalculators.pageInfo.endCursor,
  ].filter((cursor): cursor is string => Boolean(cursor));
  pools = { ids, usernames: [fuzzer.username, ...worlds.map((w) => w.owner.username), 'nobody-here'], cursors };
  real = { png: await makeImage('png', 64, 48), jpeg: await makeImage('jpeg', 64, 48, true), gif: await makeImage('gif', 32, 32), webp: await makeImage('webp', 64, 48, true) };
}, 120_000);

afterAll(() => {
  console.log(`fuzzing: ${inputs} inputs tried (plus ${globalStats.requests} set-up requests)`);
});

/**
 * A document calling `field` of the query or mutation type with each of its arguments as a variable, and the arbitrary
 * of those variables (any of them may be left out).
 */
function fuzzCall(operation: 'query' | 'mutation', field: NonNullable<FullType['fields']>[number]) {
  const vars = fc.record(Object.fromEntries(field.args.map((a) => [a.name, gqlValueArb(a.type, a.name, types, pools)])), { requiredKeys: [] });
  const defs = field.args.length ? `(${field.args.map((a) => `$${a.name}: ${typeString(a.type)}`).join(', ')})` : '';
  const call = field.args.length ? `(${field.args.map((a) => `${a.name}: $${a.name}`).join(', ')})` : '';
  return { vars, query: `${operation} Fuzz${defs} { ${field.name}${call} ${selection(field.type, types)} }` };
}

test('every GraphQL mutation (from introspection): random and malformed variables never give a 5xx', async () => {
  const mutations = mutationType.fields ?? [];
  expect(mutations.length).toBeGreaterThan(20);
  const failures: string[] = [];
  for (const m of mutations) {
    const { vars, query } = fuzzCall('mutation', m);
    const failure = await check(`mutation ${m.name}`, fc.tuple(vars, fc.boolean()), RUNS.mutation, async ([variables, anonymous]) => {
      // logout with the fuzzer's token would end its session (access tokens die with it) and blind the rest.
      const r = await send('POST', '/graphql', { body: JSON.stringify({ query, variables }), headers: { 'content-type': 'application/json' }, token: !anonymous && m.name !== 'logout' });
      return problem(r, true);
    });
    if (failure) failures.push(failure);
  }
  expect(failures).toEqual([]);
});

test('every GraphQL query (from introspection): random and malformed arguments never give a 5xx', async () => {
  const fields = queryType.fields ?? [];
  const failures: string[] = [];
  for (const f of fields) {
    const { vars, query } = fuzzCall('query', f);
    const failure = await check(`query ${f.name}`, fc.tuple(vars, fc.boolean()), RUNS.query, async ([variables, anonymous]) =>
      problem(await send('POST', '/graphql', { body: JSON.stringify({ query, variables }), headers: { 'content-type': 'application/json' }, token: !anonymous }), true));
    if (failure) failures.push(failure);
  }
  expect(failures).toEqual([]);
});

test('hostile GraphQL documents (deep, aliased, huge, cyclic, batched, not JSON) never give a 5xx', async () => {
  const failure = await check('documents', documentArb, RUNS.documents, async (d) => {
    if (d.method === 'GET_MUTATION') return problem(await send('GET', `/graphql?query=${encodeURIComponent('mutation { logout { ok } }')}`, { headers: { 'apollo-require-preflight': 'true' } }), true);
    const r = await send('POST', '/graphql', { body: d.body, headers: { 'content-type': d.contentType ?? 'application/json' } });
    const p = problem(r, true);
    return p ? `${d.label}: ${p}` : null;
  });
  expect(failure).toBeNull();
});

test('every REST route (from openapi.json): random path parameters and bodies never give a 5xx', async () => {
  const routes = Object.entries(openapi.paths).flatMap(([p, ops]) => Object.entries(ops).map(([m, op]) => ({ method: m.toUpperCase(), path: p, op })));
  expect(routes.length).toBeGreaterThan(20);
  const failures: string[] = [];
  for (const { method, path, op } of routes) {
    const names = [...path.matchAll(/\{(\w+)\}/g)].map((x) => x[1]);
    const params = fc.record(Object.fromEntries(names.map((n) => [n, paramArb(n, pools)])));
    const jsonProps = Object.keys(op.requestBody?.content?.['application/json']?.schema?.properties ?? {});
    const multipart = op.requestBody?.content?.['multipart/form-data'];
    const field = multipart ? Object.keys(multipart.schema.properties)[0] : 'pic';
    const body = multipart ? lyingImageArb(real).map((img) => ({ img })) : restBodyArb(jsonProps);
    const failure = await check(`${method} ${path}`, fc.tuple(params, body, fc.boolean(), fc.integer({ min: 0, max: 9 })), RUNS.route, async ([ps, b, anonymous, xsrfDice]) => {
      const url = `/api/v1${path.replace(/\{(\w+)\}/g, (_, n: string) => ps[n])}`;
      const headers: Record<string, string> = {};
      if (method !== 'GET' && xsrfDice > 0) headers['xsrf-token'] = fuzzer.client.xsrf!;
      let payload: BodyInit | undefined;
      if ('img' in b) {
        const form = new FormData();
        form.append(field, new Blob([new Uint8Array(b.img.bytes)], { type: b.img.type }), b.img.name);
        payload = form;
      } else if (method === 'GET') {
        // GET carries no body.
      } else if (b.raw !== undefined) {
        payload = b.raw;
        headers['content-type'] = 'application/json';
      } else if (b.json !== undefined) {
        payload = JSON.stringify(b.json);
        headers['content-type'] = 'application/json';
      }
      const r = await send(method, url, { body: payload, headers, token: !anonymous, cookies: true });
      // '%2e%2e/..' segments walk out of /api/v1 (URLs normalise them): there only the status is the adapter's business.
      const outside = !new URL(`${BASE}${url}`).pathname.startsWith('/api/v1/');
      const p = outside ? ('error' in r ? r.error : r.status >= 500 ? `status ${r.status}` : null) : problem(r, false);
      return p ? `${method} ${url}: ${p}` : null;
    });
    if (failure) failures.push(failure);
  }
  expect(failures).toEqual([]);
});

test('broken multipart bodies to GraphQL uploads and REST upload routes never give a 5xx', async () => {
  const operations = JSON.stringify({ query: 'mutation A($i: AddPictureInput!) { addPicture(input: $i) { picture { id: databaseId } } }', variables: { i: { itemId: own.itemId, file: null } } });
  const targets: Array<{ path: string; field: string; headers: Record<string, string> }> = [
    { path: '/graphql', field: '0', headers: { 'apollo-require-preflight': 'true' } },
    { path: `/api/v1/knit/yarn/${own.itemId}/pic/`, field: 'pic', headers: { 'xsrf-token': fuzzer.client.xsrf! } },
    { path: `/api/v1/knit/yarn/${own.itemId}/color/${own.colourId}/pic/`, field: 'colorPic', headers: { 'xsrf-token': fuzzer.client.xsrf! } },
    { path: `/api/v1/user/pic/${fuzzer.username}/`, field: 'pic', headers: { 'xsrf-token': fuzzer.client.xsrf! } },
  ];
  const arb = fc.constantFrom(...targets).chain((t) => brokenMultipartArb(operations, t.field, real.png).map((b) => ({ t, b })));
  const failure = await check('multipart', arb, RUNS.multipart, async ({ t, b }) => {
    const r = await send('POST', t.path, { body: new Uint8Array(b.body), headers: { ...t.headers, 'content-type': b.contentType }, cookies: true });
    const p = problem(r, t.path === '/graphql');
    return p ? `${t.path} ${b.label}: ${p}` : null;
  });
  expect(failure).toBeNull();
});

test('images with lying headers, through every upload, never give a 5xx', async () => {
  const gql = (query: string, variables: Record<string, unknown>) => ({ kind: 'gql' as const, query, variables });
  const targets = [
    gql('mutation A($i: AddPictureInput!) { addPicture(input: $i) { picture { id: databaseId } } }', { i: { itemId: own.itemId, file: null } }),
    gql('mutation R($i: ReplacePictureInput!) { replacePicture(input: $i) { picture { id: databaseId } } }', { i: { id: own.pictureId, file: null } }),
    gql('mutation S($i: SetColourPictureInput!) { setColourPicture(input: $i) { colour { id: databaseId } } }', { i: { id: own.colourId, file: null } }),
    gql('mutation U($i: SetUserImageInput!) { setUserImage(input: $i) { user { id: databaseId } } }', { i: { kind: 'BACKGROUND', file: null } }),
    gql('mutation C($i: AddColourInput!) { addColour(input: $i) { colour { id: databaseId } } }', { i: { itemId: own.itemId, textDescription: 'fuzz', picture: null } }),
    { kind: 'rest' as const, path: `/knit/yarn/${own.itemId}/pic/`, method: 'POST', field: 'pic' },
    { kind: 'rest' as const, path: `/knit/yarn/${own.itemId}/pic/${own.pictureId}/`, method: 'PUT', field: 'pic' },
    { kind: 'rest' as const, path: `/knit/yarn/${own.itemId}/color/${own.colourId}/pic/`, method: 'POST', field: 'colorPic' },
    { kind: 'rest' as const, path: `/user/pic/${fuzzer.username}/`, method: 'POST', field: 'pic' },
  ];
  const failure = await check('lying images', fc.tuple(fc.constantFrom(...targets), lyingImageArb(real)), RUNS.images, async ([t, img]) => {
    const form = new FormData();
    let r: HttpResult | { error: string };
    if (t.kind === 'gql') {
      const filePath = t.query.includes('AddColourInput') ? 'variables.i.picture' : 'variables.i.file';
      form.append('operations', JSON.stringify({ query: t.query, variables: t.variables }));
      form.append('map', JSON.stringify({ 0: [filePath] }));
      form.append('0', new Blob([new Uint8Array(img.bytes)], { type: img.type }), img.name);
      r = await send('POST', '/graphql', { body: form, headers: { 'apollo-require-preflight': 'true' } });
    } else {
      form.append(t.field, new Blob([new Uint8Array(img.bytes)], { type: img.type }), img.name);
      r = await send(t.method, `/api/v1${t.path}`, { body: form, headers: { 'xsrf-token': fuzzer.client.xsrf! }, cookies: true });
    }
    const p = problem(r, t.kind === 'gql');
    return p ? `${img.label} (${img.type}) -> ${t.kind === 'gql' ? t.query.slice(9, 40) : t.path}: ${p}` : null;
  });
  expect(failure).toBeNull();
});

test('afterwards: the server still answers, and nothing stored breaks the rules', async () => {
  expect(await healthy()).toBe(true);
  const db = new PgClient({ connectionString: DB_URL });
  await db.connect();
  try {
    const q = async (sql: string) => (await db.query(sql)).rows.map((r) => JSON.stringify(r).slice(0, 300));
    expect(await q(`select id, name, producer, made_in, content, weight, yardage, needle_size, tags from knit_item where char_length(name) > 200 or char_length(producer) > 200 or char_length(made_in) > 200
      or char_length(content) > 200 or char_length(weight) > 200 or char_length(yardage) > 200 or char_length(needle_size) > 200
      or char_length(notes) > 10000 or name <> btrim(name) or cardinality(tags) > 50
      or exists (select 1 from unnest(tags) t where t = '' or char_length(t) > 50 or t <> btrim(t) or position(',' in t) > 0)
      or (select count(distinct t) from unnest(tags) t) <> cardinality(tags)`)).toEqual([]);
    expect(await q(`select * from calculator where btrim(name) = '' or char_length(name) > 100 or type < 0 or type > 1000000
      or least(tension_rows, tension_stitches, result_rows, result_stitches) < 0 or greatest(tension_rows, tension_stitches, result_rows, result_stitches) > 1000000
      or not (tension_width between 0 and 1000000) or not (tension_height between 0 and 1000000)
      or not (result_width between 0 and 1000000) or not (result_height between 0 and 1000000)`)).toEqual([]);
    expect(await q(`select id from colour where (btrim(text_description) = '' and btrim(code_description) = '')
      or char_length(text_description) > 200 or char_length(code_description) > 200`)).toEqual([]);
    expect(await q(`select id, username from app_user where username !~ '^[A-Za-z0-9_.-]{3,32}$' or char_length(email) > 254
      or email !~ '^[A-Za-z0-9._+-]+@([A-Za-z0-9-]+\\.)+[A-Za-z]{2,}$'
      or char_length(name) > 100 or char_length(bio) > 2000 or char_length(city) > 100 or char_length(country) > 100`)).toEqual([]);
    expect(await q(`select lower(username), count(*) from app_user group by 1 having count(*) > 1`)).toEqual([]);
    expect(await q(`select id from image where byte_size > 10485760 or width * height > 40000000 or width < 1 or height < 1`)).toEqual([]);
    expect(await imageInvariantViolations(db as never)).toEqual([]);
    expect(await undecodableImages(db as never)).toEqual([]);
  } finally {
    await db.end();
  }
});
