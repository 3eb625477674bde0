/**
 * Bugs the fuzzer found, one test each (the fuzz suite finds them again only by chance).
 */
import { Client } from '../resilience/lib';
import type { KnitItem, RestBody, RestError, User } from '../helpers/types';
import { account, BASE } from './world';

/** A refused GraphQL request's errors; a profile as these tests select it. */
type Errors = Array<{ message: string; extensions: { code: string } }>;
type Profile = Pick<User, 'name' | 'bio' | 'city' | 'country' | 'email' | 'visibility'>;

/** Posts to /graphql; `T` names what the test reads of the JSON answer (undefined when it was not JSON). */
async function post<T = { errors: Errors }>(body: string | Buffer, headers: Record<string, string>): Promise<{ status: number; json: T }> {
  const res = await fetch(`${BASE}/graphql`, { method: 'POST', headers, body: typeof body === 'string' ? body : new Uint8Array(body) });
  const text = await res.text();
  let json: unknown;
  try { json = JSON.parse(text); } catch { json = undefined; }
  return { status: res.status, json: json as T };
}

describe('GraphQL syntax errors are the client\'s (400), not the server\'s (500)', () => {
  test.each(['__', '{', 'query {', '}', 'a', '{ me { id: databaseId }', 'mutation { logout { ok } } }'])('%j', async (query) => {
    const r = await post(JSON.stringify({ query }), { 'content-type': 'application/json' });
    expect(r.status).toBe(400);
    expect(r.json.errors[0].extensions.code).toBe('GRAPHQL_PARSE_FAILED');
    expect(r.json.errors[0].message).toMatch(/^Syntax Error/);
  });

  test('a document over the token limit is refused with 400', async () => {
    const r = await post(JSON.stringify({ query: `{ ${'registrationEnabled '.repeat(6000)}}` }), { 'content-type': 'application/json' });
    expect(r.status).toBe(400);
    expect(r.json.errors[0].message).toMatch(/tokens/);
  });

  test('a document under the token limit still works', async () => {
    const r = await post<{ data: Record<string, boolean> }>(JSON.stringify({ query: `{ ${Array.from({ length: 15 }, (_, i) => `a${i}: registrationEnabled`).join(' ')} }` }), { 'content-type': 'application/json' });
    expect(r.status).toBe(200);
    expect(r.json.data.a14).toEqual(expect.any(Boolean));
  });
});

describe('a GraphQL multipart body that breaks off is a 400, not a 500', () => {
  const ct = 'multipart/form-data; boundary=xYzZY';
  const ops = '--xYzZY\r\ncontent-disposition: form-data; name="operations"\r\n\r\n{"query":"{ registrationEnabled }"}\r\n';
  test.each([
    ['an empty body', ''],
    ['a body cut inside a part header', `${ops}--xYzZY\r\ncontent-disposition: form-data; name="ma`],
    ['a body without its closing boundary', `${ops}--xYzZY\r\ncontent-disposition: form-data; name="map"\r\n\r\n{}\r\n`],
  ])('%s', async (_label, body) => {
    const u = await account('mp');
    const r = await post<{ message?: string; errors?: Errors } | undefined>(body, { 'content-type': ct, 'apollo-require-preflight': 'true', authorization: `Bearer ${u.client.token}` });
    expect(r.status).toBe(400);
    expect(typeof (r.json?.message ?? r.json?.errors?.[0]?.message)).toBe('string');
    // And the server is fine.
    expect((await new Client(BASE).gql('{ registrationEnabled }')).status).toBe(200);
  });
});

describe('updateProfile with null fields keeps them (the schema allows null; it was a 500)', () => {
  test.each(['name', 'bio', 'city', 'country', 'email', 'visibility'])('%s: null', async (field) => {
    const u = await account('nul');
    const before = await u.client.gql<{ me: Profile }>('{ me { name bio city country email visibility } }');
    const r = await u.client.gql<{ updateProfile: { user: Profile } }>('mutation M($i: UpdateProfileInput!) { updateProfile(input: $i) { user { name bio city country email visibility } } }', { i: { [field]: null, bio: field === 'bio' ? null : 'kept' } });
    expect(r.errors).toBeUndefined();
    expect(r.data.updateProfile.user).toEqual({ ...before.data.me, bio: field === 'bio' ? before.data.me.bio : 'kept' });
  });
});

describe('text with a NUL character is refused with 400 and nothing is stored (PostgreSQL cannot store it; it was a 500)', () => {
  test('GraphQL: create, update, profile and lookups', async () => {
    const u = await account('nul');
    const create = await u.client.gql('mutation { createKnitItem(input: { type: YARN, name: "a\\u0000b" }) { item { id: databaseId } } }');
    expect(create.code).toBe('BAD_USER_INPUT');
    const ok = await u.client.gql<{ createKnitItem: { item: { id: number } } }>('mutation { createKnitItem(input: { type: YARN, name: "fine" }) { item { id: databaseId } } }');
    const id = ok.data.createKnitItem.item.id;
    const update = await u.client.gql('mutation M($i: UpdateKnitItemInput!) { updateKnitItem(input: $i) { item { id: databaseId } } }', { i: { id, notes: 'x\u0000' } });
    expect(update.code).toBe('BAD_USER_INPUT');
    const profile = await u.client.gql('mutation M($i: UpdateProfileInput!) { updateProfile(input: $i) { user { id: databaseId } } }', { i: { name: '\u0000' } });
    expect(profile.code).toBe('BAD_USER_INPUT');
    const calc = await u.client.gql('mutation M($i: CreateCalculatorInput!) { createCalculator(input: $i) { calculator { id: databaseId } } }', { i: { name: 'c\u0000' } });
    expect(calc.code).toBe('BAD_USER_INPUT');
    const user = await new Client(BASE).gql('query U($u: String!) { user(username: $u) { id: databaseId } }', { u: 'a\u0000b' });
    expect(['BAD_USER_INPUT', 'NOT_FOUND']).toContain(user.code);
    const mine = await u.client.gql<{ myKnitItems: { nodes: Array<Pick<KnitItem, 'name' | 'notes'>> } }>('{ myKnitItems(first: 10) { nodes { name notes } } }');
    expect(mine.data.myKnitItems.nodes).toEqual([{ name: 'fine', notes: '' }]);
  });

  test('REST: create and lookups', async () => {
    const u = await account('nul');
    const r = await u.client.rest<RestError>('POST', '/knit/yarn/', { json: { name: 'a\u0000b' } });
    expect(r.status).toBe(400);
    expect(typeof r.body.message).toBe('string');
    const get = await new Client(BASE).rest('GET', '/user/a%00b/');
    expect([400, 404]).toContain(get.status);
    expect((await u.client.rest<RestBody<'getKnitBy_type'>>('GET', '/knit/yarn/')).body.data).toEqual([]);
  });
});

test('a subscription (the schema has none) is refused as a bad request, not reported as an internal error', async () => {
  const r = await post(JSON.stringify({ query: 'subscription { me { id } }' }), { 'content-type': 'application/json' });
  expect(r.status).toBe(400);
  expect(r.json.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
});

test('a multipart request without a boundary is answered at once with 400 (it hung until the request timeout)', async () => {
  const res = await fetch(`${BASE}/graphql`, {
    method: 'POST', headers: { 'content-type': 'multipart/form-data', 'apollo-require-preflight': 'true' },
    body: '--x\r\ncontent-disposition: form-data; name="operations"\r\n\r\n{}\r\n--x--\r\n', signal: AbortSignal.timeout(10_000),
  });
  expect(res.status).toBe(400);
});

test('variables with more than 50 invalid values are a bad input (400), not an internal error (500)', async () => {
  const yarns = Array.from({ length: 60 }, () => ({ colourId: null, amount: null, unit: null }));
  const query = 'mutation M($i: CreateProjectInput!) { createProject(input: $i) { project { id } } }';
  const r = await post(JSON.stringify({ query, variables: { i: { name: 'x', yarns } } }), { 'content-type': 'application/json' });
  expect(r.status).toBe(400);
  expect(new Set(r.json.errors.map((e: { extensions: { code: string } }) => e.extensions.code))).toEqual(new Set(['BAD_USER_INPUT']));
  expect(r.json.errors.at(-1)!.message).toBe('The variables have too many invalid values (more than 50)');
});
