/**
 * A server of its own, on a database of its own, with small budgets set by environment: registrations and uploads
 * are throttled (429 with Retry-After on both doors), refused bodies leave no stack in the log, and while the
 * database refuses connections (ALLOW_CONNECTIONS false, backends terminated: SQLSTATE 55000) every API call is a
 * 503 with a clear message, never a 401 or a 500; afterwards the same session goes on.
 */
import { Client as PgClient } from 'pg';
import { Client, makeImage, PASSWORD, startServer, uniqueName, type GqlAnswer, type GqlAnswerError, type ServerProc } from '../resilience/lib';
import type { KnitItem, RestError } from '../helpers/types';

const UNAVAILABLE = 'The service is temporarily unavailable, please try again';
let server: ServerProc;
let admin: PgClient;
let dbName: string;

beforeAll(async () => {
  admin = new PgClient({ connectionString: process.env.PURLWISE_TEST_DATABASE_URL });
  await admin.connect();
  dbName = `purlwise_outage_${process.pid}_${Date.now()}`;
  await admin.query(`create database "${dbName}"`);
  const url = new URL(process.env.PURLWISE_TEST_DATABASE_URL as string);
  url.pathname = `/${dbName}`;
  server = await startServer(url.toString(), { THROTTLE_REGISTRATIONS_PER_IP_PER_HOUR: '3', THROTTLE_UPLOADS_PER_USER_PER_10_MIN: '2', LOG_LEVEL: 'debug' });
});

afterAll(async () => {
  await server?.stop();
  await admin.query(`alter database "${dbName}" allow_connections true`);
  await admin.query(`drop database if exists "${dbName}" with (force)`);
  await admin.end();
});

const ADD = 'mutation A($i: AddPictureInput!) { addPicture(input: $i) { picture { id: databaseId } } }';

type Registered = { register: { accessToken: string; user: { id: number } } };

/** Registers from `ip` (each test its own address: the registration budget here is 3 an hour). */
async function registerFrom(ip: string): Promise<{ answer: GqlAnswer<Registered>; client: Client; id: number; username: string }> {
  const client = new Client(server.url);
  const username = uniqueName('r');
  const r = await client.raw<{ data: Registered; errors?: GqlAnswerError[] } | undefined>('POST', '/graphql', {
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ query: 'mutation R($i: RegisterInput!) { register(input: $i) { accessToken user { id: databaseId } } }', variables: { i: { username, email: 'r@example.com', password: PASSWORD } } }),
  });
  const answer = { ...r, data: r.body?.data, errors: r.body?.errors, code: r.body?.errors?.[0]?.extensions?.code } as GqlAnswer<Registered>;
  client.token = answer.data?.register?.accessToken;
  return { answer, client, id: answer.data?.register?.user?.id, username };
}

test('registrations from one address beyond the budget: 429 with Retry-After on both doors', async () => {
  const ip = '198.51.100.7';
  for (let i = 0; i < 3; i++) expect((await registerFrom(ip)).answer.status).toBe(200);
  const refused = (await registerFrom(ip)).answer;
  expect([refused.status, refused.code, Number(refused.headers.get('retry-after')) > 0]).toEqual([429, 'TOO_MANY_ATTEMPTS', true]);
  const c = new Client(server.url);
  const xsrf = await c.fetchXsrf();
  const rest = await c.raw<RestError>('POST', '/api/v1/account/registration/', {
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, 'xsrf-token': xsrf },
    body: JSON.stringify({ username: uniqueName('r'), email: 'r@example.com', password: PASSWORD }),
  });
  expect([rest.status, typeof rest.body.message, Number(rest.headers.get('retry-after')) > 0]).toEqual([429, 'string', true]);
  // Another address still registers.
  expect((await registerFrom('198.51.100.8')).client.token).toEqual(expect.any(String));
});

test('uploads beyond the per-account budget: 429 with Retry-After on both doors, nothing stored', async () => {
  const u = await registerFrom('198.51.100.9');
  const item = await u.client.gql<{ createKnitItem: { item: { id: number } } }>('mutation { createKnitItem(input: { type: YARN, name: "Uploads" }) { item { id: databaseId } } }');
  const itemId = item.data.createKnitItem.item.id;
  const file = async () => ({ 'variables.i.file': { bytes: await makeImage('png'), type: 'image/png' } });
  for (let i = 0; i < 2; i++) expect((await u.client.gqlUpload(ADD, { i: { itemId, file: null } }, await file())).errors).toBeUndefined();
  const refused = await u.client.gqlUpload(ADD, { i: { itemId, file: null } }, await file());
  expect([refused.status, refused.code, Number(refused.headers.get('retry-after')) > 0]).toEqual([429, 'TOO_MANY_ATTEMPTS', true]);
  const rest = await u.client.rest<RestError>('POST', `/knit/yarn/${itemId}/pic/`, { files: { pic: { bytes: await makeImage('png'), type: 'image/png' } } });
  expect([rest.status, typeof rest.body.message, Number(rest.headers.get('retry-after')) > 0]).toEqual([429, 'string', true]);
  const pics = await u.client.gql<{ knitItem: { pictures: Array<{ id: number }> } }>('query K($id: ID!) { knitItem(id: $id) { pictures { id: databaseId } } }', { id: itemId });
  expect(pics.data.knitItem.pictures).toHaveLength(2);
});

test('refused bodies leave no stack trace in the log', async () => {
  const send = (body: string, contentType: string) => fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': contentType }, body });
  expect((await send('{"query":"{ registrationEnabled }"}', 'application/json; charset=latin1')).status).toBe(415);
  expect((await send(JSON.stringify({ query: `{ user(username: ${'['.repeat(2000)}${']'.repeat(2000)}) { id: databaseId } }` }), 'application/json')).status).toBe(400);
  expect((await send('{"query": [', 'application/json')).status).toBe(400);
  expect(server.unexpected()).toEqual([]);
  expect(server.output()).not.toMatch(/RangeError|Maximum call stack|\n\s+at \S+ \(/);
});

describe('while the database refuses connections', () => {
  let owner: Awaited<ReturnType<typeof registerFrom>>;
  let visitor: Client;

  beforeAll(async () => {
    owner = await registerFrom('198.51.100.10');
    await owner.client.fetchXsrf();
    visitor = new Client(server.url);
    await visitor.fetchXsrf();
    await admin.query(`alter database "${dbName}" allow_connections false`);
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [dbName]);
  });

  afterAll(async () => {
    await admin.query(`alter database "${dbName}" allow_connections true`);
  });

  test('every GraphQL call answers 503 SERVICE_UNAVAILABLE, signed in or not', async () => {
    const calls = [
      owner.client.gql('{ me { id: databaseId } }'),
      owner.client.gql('mutation { createKnitItem(input: { type: YARN, name: "During" }) { item { id: databaseId } } }'),
      visitor.gql('{ publicKnitItems(first: 2) { nodes { id: databaseId } } }'),
      visitor.gql('mutation L($i: LoginInput!) { login(input: $i) { accessToken } }', { i: { username: owner.username, password: PASSWORD } }),
      visitor.gql('mutation R($i: RegisterInput!) { register(input: $i) { accessToken } }', { i: { username: uniqueName('d'), email: 'd@example.com', password: PASSWORD } }),
    ];
    for (const r of await Promise.all(calls)) {
      expect([r.status, r.code, r.errors?.[0]?.message]).toEqual([503, 'SERVICE_UNAVAILABLE', UNAVAILABLE]);
    }
  });

  test('every REST call answers 503 with the message', async () => {
    const calls = [
      owner.client.rest('GET', '/knit/yarn/'),
      owner.client.rest('POST', '/knit/yarn/', { json: { name: 'During' } }),
      visitor.rest('GET', '/knit/yarn/public/'),
      visitor.rest('POST', '/account/login/', { json: { username: owner.username, password: PASSWORD } }),
      visitor.rest('GET', `/user/${owner.username}/`),
    ];
    for (const r of await Promise.all(calls)) expect([r.status, (r.body as RestError | undefined)?.message]).toEqual([503, UNAVAILABLE]);
  });

  test('afterwards the same session goes on and nothing was half-written', async () => {
    await admin.query(`alter database "${dbName}" allow_connections true`);
    const me = await owner.client.gql<{ me: { id: number } }>('{ me { id: databaseId } }');
    expect(me.data?.me?.id).toBe(owner.id);
    const mine = await owner.client.gql<{ myKnitItems: { nodes: Array<Pick<KnitItem, 'name'>> } }>('{ myKnitItems(first: 10) { nodes { name } } }');
    expect(mine.data.myKnitItems.nodes).toEqual([]);
  });
});
