/**
 * Database outages, one behaviour at a time (each was a bug found by the load suite):
 * a logged-in user gets 503 (not 401) while the database is down; a refresh during an outage keeps the
 * session; repeated restarts under concurrent writes give 200s and clear 503s only, never a 500.
 */
import { Client, globalStats, register, sleep, startPg, startServer, waitFor, type Account, type Pg, type ServerProc } from './lib';
import type { AuthPayload, RestError } from '../helpers/types';

let pg: Pg;
let server: ServerProc;
let user: Account;

const ME = 'query Me { me { id: databaseId } }';
type Me = { me: { id: number } };

beforeAll(async () => {
  pg = await startPg();
  server = await startServer(await pg.createDatabase('purlwise_outage'), { LOG_LEVEL: 'error' });
  user = await register(server.url, 'outage');
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await pg?.destroy();
  console.log(`outage suite: ${globalStats.requests} HTTP requests sent`);
});

async function recovered(): Promise<void> {
  await waitFor('recovery', async () => (await user.client.gql<Me>(ME)).data?.me?.id === user.id, 20_000, 200);
}

test('while the database is down a logged-in user is told 503, not logged out with a 401', async () => {
  await pg.stop();
  try {
    const g = await user.client.gql(ME);
    expect([g.status, g.code]).toEqual([503, 'SERVICE_UNAVAILABLE']);
    expect(g.errors?.[0]?.message).toMatch(/temporarily unavailable/);
    const create = await user.client.gql('mutation { createKnitItem(input: { type: YARN, name: "x" }) { item { id: databaseId } } }');
    expect(create.code).toBe('SERVICE_UNAVAILABLE');
    const rest = await user.client.rest<RestError | undefined>('GET', '/knit/yarn/');
    expect([rest.status, rest.body?.message]).toEqual([503, 'The service is temporarily unavailable, please try again']);
    const visitor = await new Client(server.url).gql('{ publicKnitItems(first: 1) { nodes { id: databaseId } } }');
    expect(visitor.code).toBe('SERVICE_UNAVAILABLE');
  } finally {
    await pg.start();
  }
  await recovered();
});

test('a refresh during an outage keeps the session: the same refresh cookie works afterwards', async () => {
  const c = user.client.clone();
  const before = c.cookies.get('purlwise_refresh');
  expect(before).toBeTruthy();
  await pg.stop();
  try {
    const g = await c.gql('mutation { refresh { accessToken } }', {}, { auth: false });
    expect(g.code).toBe('SERVICE_UNAVAILABLE');
    const r = await c.rest('GET', '/account/refresh/', { auth: false });
    expect(r.status).toBe(503);
    expect(c.cookies.get('purlwise_refresh')).toBe(before);
  } finally {
    await pg.start();
  }
  await recovered();
  const after = await c.gql<{ refresh: Pick<AuthPayload, 'accessToken'> }>('mutation { refresh { accessToken } }', {}, { auth: false });
  expect(after.errors).toBeUndefined();
  expect(after.data.refresh.accessToken).toEqual(expect.any(String));
});

test('repeated restarts under concurrent logins and writes: only successes and clear 503s, never a 500', async () => {
  const users = await Promise.all(Array.from({ length: 6 }, () => register(server.url, 'flap')));
  const seen = new Map<string, number>();
  const note = (k: string) => seen.set(k, (seen.get(k) ?? 0) + 1);
  let stop = false;
  const loops = users.map(async (u) => {
    const c = new Client(server.url);
    c.token = u.client.token;
    const until = Date.now() + 120_000; // bounded, whatever happens below
    while (!stop && Date.now() < until) {
      try {
        const r = await c.rest('POST', '/account/login/', { json: { username: u.username, password: u.password }, auth: false });
        note(`REST login ${r.status}`);
        const g = await c.gql('mutation L($i: LoginInput!) { login(input: $i) { accessToken } }', { i: { username: u.username, password: u.password } });
        note(`gql login ${g.code ?? g.status}`);
        const w = await c.gql('mutation { createKnitItem(input: { type: PATTERN, name: "flap" }) { item { id: databaseId } } }');
        note(`gql create ${w.code ?? w.status}`);
      } catch (err) {
        note(`no answer: ${String(err)}`);
        await sleep(100);
      }
    }
  });
  try {
    for (let i = 0; i < 5; i++) {
      await sleep(1200);
      await pg.stop();
      await sleep(800);
      await pg.start();
    }
    await recovered();
  } finally {
    stop = true;
    await Promise.allSettled(loops);
  }
  const allowed = new Set(['REST login 200', 'REST login 503', 'gql login 200', 'gql login SERVICE_UNAVAILABLE', 'gql create 200', 'gql create SERVICE_UNAVAILABLE']);
  expect([...seen.keys()].filter((k) => !allowed.has(k)).map((k) => `${k} x${seen.get(k)}`)).toEqual([]);
  expect(seen.get('REST login 503') ?? 0).toBeGreaterThan(0);
  expect(server.unexpected()).toEqual([]);
  expect(server.alive()).toBe(true);
});
