/**
 * Two server processes on one database: sessions, refresh-token rotation, login throttling, XSRF and image
 * signatures all hold across both (nothing that matters lives in one process's memory).
 */
import crypto from 'node:crypto';
import { Client as PgClient } from 'pg';
import type { AuthPayload, Picture, RestBody, User } from '../helpers/types';
import { Client, globalStats, LOGIN, makeImage, PASSWORD, register, startPg, startServer, waitFor, withDb, type Pg, type ServerProc } from './lib';

let pg: Pg;
let db: string;
let a: ServerProc;
let b: ServerProc;

const ME = 'query Me { me { id: databaseId username } }';
type Me = { me: { id: number } & Pick<User, 'username'> };
type Token = Pick<AuthPayload, 'accessToken'>;
const REFRESH = 'mutation Refresh { refresh { accessToken } }';
// No reuse window (REFRESH_REUSE_GRACE_SECONDS): a replayed cookie is refused at once, as this file checks across
// servers. The window itself is tested over HTTP in tests/api/refresh.test.ts.
const NO_GRACE = { LOG_LEVEL: 'error', REFRESH_REUSE_GRACE_SECONDS: '0' };

beforeAll(async () => {
  pg = await startPg();
  db = await pg.createDatabase('purlwise_two');
  // Started at the same moment on a fresh database, as replicas are: one applies the migrations and creates
  // the secrets, the other waits for them and uses the same ones.
  [a, b] = await Promise.all([startServer(db, NO_GRACE), startServer(db, NO_GRACE)]);
}, 120_000);

afterAll(async () => {
  await a?.stop();
  await b?.stop();
  await pg?.destroy();
  console.log(`two servers: ${globalStats.requests} HTTP requests sent`);
});

/** The same browser, pointed at the other server (cookies and token travel along). */
const on = (c: Client, s: ServerProc) => c.clone(s.url);

test('two servers that find the same fresh database at the same moment both come up, with one set of secrets', async () => {
  const fresh = await pg.createDatabase('purlwise_race');
  // Make the race certain: both servers must decide what to migrate while the migration table is locked.
  const gate = new PgClient({ connectionString: fresh });
  await gate.connect();
  const up: ServerProc[] = [];
  try {
    await gate.query('create table mikro_orm_migrations (id serial primary key, name varchar(255), executed_at timestamptz default current_timestamp)');
    await gate.query('begin');
    await gate.query('lock table mikro_orm_migrations in access exclusive mode');
    const starting = [0, 1].map(() => startServer(fresh, { LOG_LEVEL: 'error' }));
    for (const p of starting) p.catch(() => undefined);
    let activity: unknown[] = [];
    await waitFor('both servers to wait on the database', async () => {
      // (Inside a transaction pg_stat_activity is a snapshot: clear it to see the servers arrive.)
      const [, { rows }] = await gate.query(`select pg_stat_clear_snapshot(); select pid, state, wait_event_type, wait_event, left(query, 80) as query
        from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`) as unknown as Array<{ rows: Array<Record<string, string>> }>;
      activity = rows;
      return rows.filter((r) => r.wait_event_type === 'Lock').length >= 2;
    }, 90_000, 50).catch((err: Error) => { throw new Error(`${err.message}; activity: ${JSON.stringify(activity)}`); });
    await gate.query('commit');
    const started = await Promise.allSettled(starting);
    for (const s of started) if (s.status === 'fulfilled') up.push(s.value);
    expect(started.map((s) => (s.status === 'fulfilled' ? 'up' : String(s.reason).slice(0, 400)))).toEqual(['up', 'up']);
    const secrets = (await gate.query<{ key: string }>('select key from app_setting order by key')).rows.map((r) => r.key);
    expect(secrets).toEqual(['image_secret', 'jwt_secret', 'oauth_signing_jwk', 'xsrf_secret']);
    // Each migration applied once.
    const applied = (await gate.query<{ name: string; n: number }>('select name, count(*)::int as n from mikro_orm_migrations group by name')).rows;
    expect(applied.length).toBeGreaterThan(0);
    expect(applied.filter((r) => r.n !== 1)).toEqual([]);
    const u = await register(up[0].url, 'race');
    expect((await on(u.client, up[1]).gql<Me>(ME)).data?.me?.id).toBe(u.id);
  } finally {
    await gate.end().catch(() => undefined);
    await Promise.all(up.map((s) => s.stop()));
  }
});

test('an access token from one server works on the other, over GraphQL and REST', async () => {
  const u = await register(a.url, 'two');
  const me = await on(u.client, b).gql<Me>(ME);
  expect(me.data?.me).toEqual({ id: u.id, username: u.username });
  const list = await on(u.client, b).rest('GET', '/knit/yarn/');
  expect(list.status).toBe(200);
  const v = await register(b.url, 'two');
  expect((await on(v.client, a).gql<Me>(ME)).data?.me?.id).toBe(v.id);
});

test('an XSRF token and an image URL signed by one server are accepted by the other', async () => {
  const u = await register(a.url, 'two');
  const ca = on(u.client, a);
  await ca.fetchXsrf();
  const cb = on(ca, b); // same cookie jar and header token, other server
  const created = await cb.rest<RestBody<'postKnitBy_type'>>('POST', '/knit/yarn/', { json: { name: 'Shared secret', visibility: 'Private' } });
  expect(created.status).toBe(200);
  const id = created.body.id;
  const up = await ca.gqlUpload<{ addPicture: { picture: { id: number } & Pick<Picture, 'url'> } }>('mutation P($i: AddPictureInput!) { addPicture(input: $i) { picture { id: databaseId url } } }', { i: { itemId: id, file: null } },
    { 'variables.i.file': { bytes: await makeImage('png', 40, 30), name: 'p.png', type: 'image/png' } });
  expect(up.errors).toBeUndefined();
  const url: string = up.data.addPicture.picture.url;
  expect(url).toMatch(/[?&]e=\d+/); // private item: an expiring signed URL
  const img = await new Client(b.url).raw('GET', url, { auth: false });
  expect(img.status).toBe(200);
  expect(img.headers.get('content-type')).toBe('image/png');
  // A forged XSRF header is refused by both.
  for (const s of [a, b]) {
    const bad = on(ca, s);
    bad.xsrf = `${ca.xsrf}x`;
    bad.cookies.set('xsrf-token', bad.xsrf);
    const r = await bad.rest('POST', '/knit/yarn/', { json: { name: 'nope' } });
    expect(r.status).toBe(403);
  }
  expect(await withDb(db, async (c) => (await c.query<{ n: number }>(`select count(*)::int as n from knit_item where owner_id = $1 and name = 'nope'`, [u.id])).rows[0].n)).toBe(0);
});

test('a refresh on one server invalidates the old refresh token on both', async () => {
  const u = await register(a.url, 'two');
  const old = u.client.clone();
  const r1 = await on(u.client, a).gql(REFRESH, {}, { auth: false });
  expect(r1.errors).toBeUndefined();
  // The old cookie, now rotated, is refused by the other server ...
  const onB = await on(old, b).gql(REFRESH, {}, { auth: false });
  expect(onB.code).toBe('UNAUTHENTICATED');
  // ... and by the one that rotated it (REST this time).
  const onA = await on(old, a).rest('GET', '/account/refresh/', { auth: false });
  expect(onA.status).toBe(401);

  // Rotation keeps working across servers: A rotates, B rotates the new one, A refuses the one B rotated.
  const v = await register(b.url, 'two');
  const c1 = on(v.client, a);
  expect((await c1.gql(REFRESH, {}, { auth: false })).errors).toBeUndefined();
  const rotatedByA = c1.clone();
  const c2 = on(c1, b);
  const r2 = await c2.rest<RestBody<'getAccountRefresh'>>('GET', '/account/refresh/', { auth: false });
  expect(r2.status).toBe(200);
  c2.token = r2.body.tokens.accessToken;
  expect((await on(c2, a).gql<Me>(ME)).data?.me?.id).toBe(v.id);
  expect((await on(rotatedByA, a).gql(REFRESH, {}, { auth: false })).code).toBe('UNAUTHENTICATED');
});

test('a password change on one server ends the other sessions on both', async () => {
  const u = await register(a.url, 'two');
  const other = await on(u.client, b).gql<{ login: Token }>(LOGIN, { i: { username: u.username, password: PASSWORD } }, { auth: false });
  const otherToken = other.data.login.accessToken;
  const changed = await on(u.client, a).gql<{ changePassword: Token }>('mutation C($i: ChangePasswordInput!) { changePassword(input: $i) { accessToken } }', { i: { currentPassword: PASSWORD, newPassword: 'another fine password' } });
  expect(changed.errors).toBeUndefined();
  for (const s of [a, b]) {
    const c = new Client(s.url);
    c.token = otherToken;
    expect((await c.gql(ME)).code).toBe('UNAUTHENTICATED');
    c.token = changed.data.changePassword.accessToken;
    expect((await c.gql<Me>(ME)).data?.me?.id).toBe(u.id);
  }
});

test('login throttling counts failures made on both servers', async () => {
  const u = await register(a.url, 'two');
  const wrong = { i: { username: u.username, password: 'not the password' } };
  const codes: string[] = [];
  for (const s of [a, b, a, b, a]) codes.push((await new Client(s.url).gql(LOGIN, wrong)).code!);
  expect(codes).toEqual(Array(5).fill('WRONG_CREDENTIALS'));
  // The budget of this username from this address is spent, on both servers.
  expect((await new Client(b.url).gql(LOGIN, wrong)).code).toBe('TOO_MANY_ATTEMPTS');
  expect((await new Client(b.url).gql(LOGIN, { i: { username: u.username, password: PASSWORD } })).code).toBe('TOO_MANY_ATTEMPTS');
  const rest = await new Client(a.url).rest('POST', '/account/login/', { json: { username: u.username, password: PASSWORD }, auth: false });
  expect(rest.status).toBe(429);
});

test('concurrent failed logins spread over both servers are all counted', async () => {
  const u = await register(b.url, 'two');
  const wrong = { i: { username: u.username, password: 'not the password' } };
  const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => new Client((i % 2 ? a : b).url).gql(LOGIN, wrong)));
  expect(answers.every((r) => r.code === 'WRONG_CREDENTIALS' || r.code === 'TOO_MANY_ATTEMPTS')).toBe(true);
  expect(answers.filter((r) => r.code === 'WRONG_CREDENTIALS').length).toBeLessThanOrEqual(5);
  // The shared table (common/throttle.ts) saw all ten attempts of this username from 127.0.0.1.
  const key = `login_pair:${crypto.createHash('sha256').update(u.username.toLowerCase()).digest('base64url').slice(0, 32)}:127.0.0.1`;
  const taken = await withDb(db, async (c) => (await c.query<{ points: number }>('select points from rate_limit where key = $1', [key])).rows[0]?.points);
  expect(taken).toBeGreaterThanOrEqual(6);
  for (const s of [a, b]) expect((await new Client(s.url).gql(LOGIN, { i: { username: u.username, password: PASSWORD } })).code).toBe('TOO_MANY_ATTEMPTS');
});
