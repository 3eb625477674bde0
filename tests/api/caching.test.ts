/** Caching for tools: automatic persisted queries, queries over GET, Cache-Control on GET answers, ETag and 304. */
import crypto from 'node:crypto';
import http from 'node:http';
import { BASE, gql, newUser, newYarn } from '../helpers/api';
import type { KnitItem, User } from '../helpers/types';

const PREFLIGHT = { 'apollo-require-preflight': 'true' };
/** A refused GraphQL answer, as it comes over the wire. */
interface Refused { errors: Array<{ message: string; extensions: { code: string } }> }
/** A GraphQL answer with data, as it comes over the wire. */
interface Answer<T> { data: T }
type Feed = Answer<{ publicKnitItems: { totalCount: number; nodes: Array<Pick<KnitItem, 'name'> & { id: number }> } }>;

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

/** A GET /graphql with the query (or only its APQ hash) in the URL. */
function getQuery(params: { query?: string; variables?: unknown; hash?: string }, headers: Record<string, string> = PREFLIGHT): Promise<Response> {
  const url = new URL(`${BASE}/graphql`);
  if (params.query) url.searchParams.set('query', params.query);
  if (params.variables) url.searchParams.set('variables', JSON.stringify(params.variables));
  if (params.hash) url.searchParams.set('extensions', JSON.stringify({ persistedQuery: { version: 1, sha256Hash: params.hash } }));
  return fetch(url, { headers });
}

/**
 * A conditional GET over node:http: fetch() adds `Cache-Control: no-cache` to a request with If-None-Match (as the
 * Fetch standard says), which rightly makes every answer fresh; a tool's HTTP cache sends If-None-Match alone.
 */
function conditionalGet(params: { query: string; variables?: unknown }, etag: string): Promise<{ status: number; etag?: string; body: string }> {
  const url = new URL(`${BASE}/graphql`);
  url.searchParams.set('query', params.query);
  if (params.variables) url.searchParams.set('variables', JSON.stringify(params.variables));
  return new Promise((resolve, reject) => {
    http.get(url, { headers: { ...PREFLIGHT, 'if-none-match': etag } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => { body += c; });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, etag: res.headers.etag, body }));
    }).on('error', reject);
  });
}

describe('automatic persisted queries', () => {
  test('an unknown hash asks for the text once; afterwards the hash alone is enough, on POST and on GET', async () => {
    // A query text of its own, so no other test has registered its hash, over items of its own, so files running
    // beside it cannot change the answer between the reads compared.
    const tag = crypto.randomBytes(4).toString('hex');
    await newYarn(await newUser('apq'), `Persisted ${tag}`);
    const query = `query Feed${tag} { publicKnitItems(first: 1, search: "Persisted ${tag}") { totalCount } }`;
    const hash = sha256(query);
    const post = (body: unknown) => fetch(`${BASE}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const extensions = { persistedQuery: { version: 1, sha256Hash: hash } };

    const unknown = (await (await post({ extensions })).json()) as Refused;
    expect(unknown.errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    const registered = (await (await post({ query, extensions })).json()) as Answer<{ publicKnitItems: { totalCount: number } }>;
    expect(registered.data.publicKnitItems.totalCount).toBe(1);
    const byHash = (await (await post({ extensions })).json()) as typeof registered;
    expect(byHash).toEqual(registered);
    const viaGet = await getQuery({ hash });
    expect(viaGet.status).toBe(200);
    expect(await viaGet.json()).toEqual(registered);
  });

  test('a hash that does not match its text is refused', async () => {
    const res = await fetch(`${BASE}/graphql`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ registrationEnabled }', extensions: { persistedQuery: { version: 1, sha256Hash: sha256('something else') } } }),
    });
    const r = (await res.json()) as Refused;
    expect(res.status).toBe(400);
    expect(r.errors[0].message).toMatch(/does not match the persisted query hash/i);
    expect(r.errors[0].extensions.code).toBe('PERSISTED_QUERY_HASH_MISMATCH');
  });
});

describe('queries over GET', () => {
  const FEED = 'query($s: String) { publicKnitItems(first: 5, search: $s) { totalCount nodes { id: databaseId name } } }';

  test('an anonymous answer is public for a minute, with an ETag that gives a 304', async () => {
    const owner = await newUser('get');
    const tag = crypto.randomBytes(4).toString('hex');
    await newYarn(owner, `Cached ${tag}`);
    const first = await getQuery({ query: FEED, variables: { s: tag } });
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('public, max-age=60');
    expect(first.headers.get('vary')).toMatch(/Authorization/i);
    const body = (await first.json()) as Feed;
    expect(body.data.publicKnitItems.nodes.map((n) => n.name)).toEqual([`Cached ${tag}`]);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);

    const again = await conditionalGet({ query: FEED, variables: { s: tag } }, etag);
    expect(again.status).toBe(304);
    expect(again.body).toBe('');

    // A change makes a new answer, with a new ETag.
    await newYarn(owner, `Cached ${tag} two`);
    const changed = await conditionalGet({ query: FEED, variables: { s: tag } }, etag);
    expect(changed.status).toBe(200);
    expect(changed.etag).not.toBe(etag);
    expect((JSON.parse(changed.body) as Feed).data.publicKnitItems.totalCount).toBe(2);
  });

  test('an answer for a logged-in user or a token is private and never stored', async () => {
    const user = await newUser('get');
    const mine = await getQuery({ query: '{ me { username email } }' }, { ...PREFLIGHT, authorization: `Bearer ${user.token}` });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    expect(((await mine.json()) as Answer<{ me: Pick<User, 'username' | 'email'> }>).data.me.email).toBe(user.email);
    const made = await gql<{ createPersonalAccessToken: { token: string } }>(`mutation($i: CreatePersonalAccessTokenInput!) { createPersonalAccessToken(input: $i) { token } }`,
      { i: { name: 'get', scope: 'READ', password: user.password } }, { token: user.token });
    const viaPat = await getQuery({ query: '{ me { username } }' }, { ...PREFLIGHT, authorization: `Bearer ${made.data.createPersonalAccessToken.token}` });
    expect(viaPat.headers.get('cache-control')).toBe('private, no-store');
  });

  test('an answer with an error is not cached', async () => {
    const r = await getQuery({ query: '{ knitItem(id: 2147483000) { id: databaseId } }' });
    expect(r.headers.get('cache-control')).toBe('private, no-store');
    expect(((await r.json()) as Refused).errors[0].extensions.code).toBe('NOT_FOUND');
  });

  test('CSRF prevention: a GET without a preflight header is refused; mutations never run over GET', async () => {
    const bare = await getQuery({ query: '{ registrationEnabled }' }, {});
    expect(bare.status).toBe(400);
    const user = await newUser('get');
    const mutation = await getQuery({ query: 'mutation { logout { ok } }' }, { ...PREFLIGHT, authorization: `Bearer ${user.token}` });
    expect(mutation.status).toBe(405);
  });

  test('POST answers are not marked public', async () => {
    const r = await gql('{ registrationEnabled }');
    expect(r.headers.get('cache-control') ?? '').not.toMatch(/public/);
    expect(r.headers.get('etag')).toBeNull();
  });
});
