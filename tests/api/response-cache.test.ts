/**
 * The public feed's response cache, on a server of its own started with FEED_CACHE_SECONDS (the suite's servers run
 * without it). A cached answer costs no SQL statement (x-sql-queries 0) and carries an Age header; every write in
 * the process, GraphQL or REST, is seen by the next read; a logged-in viewer never gets another's entry, nor a
 * session the entry of the same user's read token.
 */
import { gql, newUser, uniqueName, type GqlError, type GqlResult, type TestUser } from '../helpers/api';
import type { KnitItem, User } from '../helpers/types';
import { RestClient } from '../helpers/rest';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startServer } = require('../helpers/servers') as { startServer: (db: string, env: Record<string, string>) => Promise<{ child: import('node:child_process').ChildProcess; url: string }> };

jest.setTimeout(60_000);

const FEED = `query($search: String) { publicKnitItems(first: 20, search: $search) { nodes { id: databaseId name owner { username } } } }`;
const CREATE = `mutation($i: CreateKnitItemInput!) { createKnitItem(input: $i) { item { id: databaseId } } }`;

/** What `feed` reads of any of its queries. */
type Feed = { publicKnitItems: { nodes: Array<Pick<KnitItem, 'name'>> } };

let server: { child: import('node:child_process').ChildProcess; url: string };
let owner: TestUser;
let prefix: string;

/** The feed of items named with this suite's prefix, through the caching server. */
async function feed(opts: { token?: string; fresh?: boolean; query?: string; base?: string } = {}): Promise<GqlResult<Feed> & { age: string | null; names: string[] }> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.fresh) headers['cache-control'] = 'no-cache';
  const res = await fetch(`${opts.base ?? server.url}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query: opts.query ?? FEED, variables: { search: prefix } }) });
  const body = (await res.json()) as { data: Feed; errors?: GqlError[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return {
    status: res.status, data: body.data, headers: res.headers, queries: Number(res.headers.get('x-sql-queries')),
    age: res.headers.get('age'), names: body.data.publicKnitItems.nodes.map((n) => n.name),
  };
}

beforeAll(async () => {
  server = await startServer(process.env.PURLWISE_TEST_DATABASE_URL as string, { FEED_CACHE_SECONDS: '60' });
  owner = await newUser('rc');
  prefix = uniqueName('rc');
  const made = await gql(CREATE, { i: { type: 'YARN', name: `${prefix} first`, visibility: 'PUBLIC' } }, { token: owner.token, base: server.url });
  expect(made.errors).toBeUndefined();
});

afterAll(() => { server?.child.kill('SIGTERM'); });

describe('the feed response cache', () => {
  it('answers a repeated visitor query from the cache, without SQL, the same data', async () => {
    const first = await feed();
    const second = await feed();
    expect(first.queries).toBeGreaterThan(0);
    expect(first.age).toBeNull();
    expect(second.queries).toBe(0);
    expect(second.age).toMatch(/^\d+$/);
    expect(second.data).toEqual(first.data);
    expect(second.names).toEqual([`${prefix} first`]);
  });

  it('skips the cache for a request with Cache-Control: no-cache', async () => {
    await feed();
    const fresh = await feed({ fresh: true });
    expect(fresh.queries).toBeGreaterThan(0);
    expect(fresh.age).toBeNull();
  });

  it('sees a GraphQL write at once', async () => {
    await feed();
    const name = `${prefix} by graphql`;
    const made = await gql(CREATE, { i: { type: 'YARN', name, visibility: 'PUBLIC' } }, { token: owner.token, base: server.url });
    expect(made.errors).toBeUndefined();
    const after = await feed();
    expect(after.queries).toBeGreaterThan(0);
    expect(after.names).toContain(name);
  });

  it('sees a REST write at once', async () => {
    await feed();
    const name = `${prefix} by rest`;
    const client = new RestClient(owner, server.url);
    const made = await client.post('/api/v1/knit/yarn/', { name, producer: '', made_in: '', content: '', weight: '', yardage: '', needle_size: '', tags: '', visibility: 'Public' });
    expect(made.status).toBeLessThan(300);
    const after = await feed();
    expect(after.names).toContain(name);
  });

  it('keeps a logged-in viewer\'s answers to that viewer', async () => {
    const other = await newUser('rc2');
    await feed();
    const mine = await feed({ token: owner.token });
    expect(mine.queries).toBeGreaterThan(0);
    // A hit still checks the token (one statement: the session is alive), nothing more.
    const hit = await feed({ token: owner.token });
    expect(hit.age).toMatch(/^\d+$/);
    expect(hit.queries).toBeLessThan(mine.queries);
    const theirs = await feed({ token: other.token });
    expect(theirs.age).toBeNull();
    expect(theirs.queries).toBe(mine.queries);
    expect(theirs.data).toEqual(mine.data);
  });

  it('keeps a session\'s answers apart from the same user\'s read token (viewerCanEdit)', async () => {
    // Keyed on the user alone, the session got the token's viewerCanEdit: false for the cache's lifetime (issue 27).
    const query = `query($search: String) { publicKnitItems(first: 20, search: $search) { nodes { name viewerCanEdit } } }`;
    type Editable = { publicKnitItems: { nodes: Array<Pick<KnitItem, 'name' | 'viewerCanEdit'>> } };
    const made = await gql<{ createPersonalAccessToken: { token: string } }>(`mutation($i: CreatePersonalAccessTokenInput!) { createPersonalAccessToken(input: $i) { token } }`,
      { i: { name: 'cache reader', scope: 'READ', password: owner.password } }, { token: owner.token, base: server.url });
    expect(made.errors).toBeUndefined();
    const readToken = made.data.createPersonalAccessToken.token;
    const asToken = await gql<Editable>(query, { search: prefix }, { token: readToken, base: server.url });
    expect(asToken.errors).toBeUndefined();
    expect(asToken.data.publicKnitItems.nodes.length).toBeGreaterThan(0);
    expect(asToken.data.publicKnitItems.nodes.every((n) => !n.viewerCanEdit)).toBe(true);
    const asSession = await gql<Editable>(query, { search: prefix }, { token: owner.token, base: server.url });
    expect(asSession.errors).toBeUndefined();
    expect(asSession.data.publicKnitItems.nodes.every((n) => n.viewerCanEdit)).toBe(true);
    // Each credential still has its own cached answer: the token's second read is a hit, and still read-only.
    const again = await gql(query, { search: prefix }, { token: readToken, base: server.url });
    expect(again.headers.get('age')).toMatch(/^\d+$/);
    expect(again.data).toEqual(asToken.data);
  });

  it('never caches other queries', async () => {
    const me = `query { me { username } }`;
    const a = await gql<{ me: Pick<User, 'username'> }>(me, {}, { token: owner.token, base: server.url });
    const b = await gql(me, {}, { token: owner.token, base: server.url });
    expect(a.data.me.username).toBe(owner.username);
    expect(b.queries).toBeGreaterThan(0);
    expect(b.headers.get('age')).toBeNull();
  });

  it('computes concurrent misses of the same query once, and serves every request', async () => {
    // A query text of its own (no entry yet), with pictures and colours (several statements, so the requests
    // overlap): sixteen requests at once, one computes, the others wait for its answer.
    const query = `query Coalesced${uniqueName('q')} ($search: String) {
      publicKnitItems(first: 20, search: $search) { nodes { id: databaseId name owner { username pictureUrl } pictures { url } colours { id } } }
    }`;
    const answers = await Promise.all(Array.from({ length: 16 }, () => feed({ query })));
    expect(answers.filter((a) => a.queries > 0)).toHaveLength(1);
    for (const a of answers) expect(a.data).toEqual(answers[0].data);
    expect(answers[0].names).toContain(`${prefix} first`);
  });
});

describe('the end of an entry\'s time', () => {
  let shortLived: { child: import('node:child_process').ChildProcess; url: string };

  beforeAll(async () => {
    shortLived = await startServer(process.env.PURLWISE_TEST_DATABASE_URL as string, { FEED_CACHE_SECONDS: '3' });
  });

  afterAll(() => { shortLived?.child.kill('SIGTERM'); });

  it('is refreshed by one request while the others are served the last answer (no stampede)', async () => {
    const filled = await feed({ base: shortLived.url });
    expect(filled.queries).toBeGreaterThan(0);
    const storedAt = Date.now();
    const hit = await feed({ base: shortLived.url });
    expect(hit.queries).toBe(0);
    // The entry's three seconds are the state waited for: only then is it stale.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, storedAt + 3_100 - Date.now())));
    const burst = await Promise.all(Array.from({ length: 12 }, () => feed({ base: shortLived.url })));
    expect(burst.filter((a) => a.queries > 0)).toHaveLength(1);
    // The others had the stale answer (age 3 or more) or, once the refresh landed, the new one.
    for (const a of burst.filter((b) => b.queries === 0)) expect(a.age).toMatch(/^\d+$/);
    for (const a of burst) expect(a.names).toEqual(filled.names);
  });
});
