/**
 * Guards of every /api/v1 route, table-driven. The table is checked against the served OpenAPI document
 * (itself generated from the router's route table), so a new route without a row here fails.
 * For each route: no XSRF token -> 403; no or bad bearer -> 401; another user's item -> 403/404; malformed
 * input -> 400; and after every refused call the owner's data reads back unchanged.
 */
import { makeImage, newUser } from '../helpers/api';
import { RestClient, visitor } from '../helpers/rest';
import { CASES, fill, snapshot, type Fx, type Params, type Which } from '../helpers/rest-guard-cases';
import type { RestBody, RestError } from '../helpers/types';

// Project-level testTimeout in jest.config.js does not reach the tests; these calls can be slow on a busy machine.
jest.setTimeout(60_000);

interface Op { method: string; path: string; auth: 'required' | 'optional' | 'none' }
/** What the tests read of the OpenAPI document: each operation's ways in, and the route of the picture kinds. */
interface Doc { paths: Record<string, Record<string, { security: Array<Record<string, unknown>>; 'x-path-template'?: string }>> }
/** A list answer, as far as the tests read it. */
interface Ids { data: Array<{ id: number }> }
type Made = RestBody<'postKnitBy_type'>;

let fx: Fx;
let ops: Op[];

beforeAll(async () => {
  const owner = await newUser('gown');
  const alice = new RestClient(owner);
  alice.cookies.set(owner.cookie.split('=')[0], owner.cookie.split('=').slice(1).join('='));
  await alice.fetchXsrf();
  const bob = new RestClient(await newUser('gbob'));
  await bob.fetchXsrf();
  const guest = await visitor();
  const yarn = (await alice.post<Made>('/api/v1/knit/yarn/', { name: 'Public yarn', tags: 'a,b', visibility: 'Public' })).body.id;
  const privYarn = (await alice.post<Made>('/api/v1/knit/yarn/', { name: 'Private yarn', visibility: 'Private' })).body.id;
  const pic = (await alice.call<RestBody<'postKnitBy_typeBy_idPic'>>('POST', `/api/v1/knit/yarn/${yarn}/pic/`, { files: { pic: await makeImage() } })).body.id;
  const privPic = (await alice.call<RestBody<'postKnitBy_typeBy_idPic'>>('POST', `/api/v1/knit/yarn/${privYarn}/pic/`, { files: { pic: await makeImage() } })).body.id;
  const colour = (await alice.post<RestBody<'postKnitBy_typeBy_idColor'>>(`/api/v1/knit/yarn/${yarn}/color/`, { text_description: 'Red', code_description: 'R1' })).body.id;
  const privColour = (await alice.post<RestBody<'postKnitBy_typeBy_idColor'>>(`/api/v1/knit/yarn/${privYarn}/color/`, { text_description: 'Blue', code_description: 'B1' })).body.id;
  await alice.call('POST', `/api/v1/knit/yarn/${yarn}/color/${colour}/pic/`, { files: { colorPic: await makeImage() } });
  await alice.call('POST', `/api/v1/knit/yarn/${privYarn}/color/${privColour}/pic/`, { files: { colorPic: await makeImage() } });
  const calc = (await alice.post<RestBody<'postCalc'>>('/api/v1/calc/', { name: 'Public calc', tension_rows: 10 })).body.id;
  const privCalc = (await alice.post<RestBody<'postCalc'>>('/api/v1/calc/', { name: 'Private calc', visibility: 'Private' })).body.id;
  await alice.call('POST', `/api/v1/user/pic/${owner.username}/`, { files: { pic: await makeImage() } });
  await alice.call('POST', `/api/v1/user/back/${owner.username}/`, { files: { back: await makeImage() } });
  fx = { owner, alice, bob, guest, yarn, pic, colour, privYarn, privPic, privColour, calc, privCalc };
  for (const [k, v] of Object.entries(fx)) if (v === undefined) throw new Error(`fixture ${k} missing`);

  const doc = (await guest.get<Doc>('/api/v1/openapi.json')).body;
  // The picture kinds are documented as fixed paths (/user/pic/, /user/back/): `x-path-template` names the route
  // both are served by. An operation needs a login when every way in it lists is a session or a token.
  const byKey = new Map<string, Op>();
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const loggedIn = op.security.map((s) => 'session' in s || 'personalAccessToken' in s);
      const auth = loggedIn.every(Boolean) ? 'required' : loggedIn.some(Boolean) ? 'optional' : 'none';
      const entry: Op = { method: method.toUpperCase(), path: op['x-path-template'] ?? path, auth };
      byKey.set(key(entry), entry);
    }
  }
  ops = [...byKey.values()];
});

const key = (op: Op) => `${op.method} ${op.path}`;
const mutating = (op: Op) => op.method !== 'GET';

test('the table covers every route of the OpenAPI document and nothing else', () => {
  expect(ops.length).toBeGreaterThan(40);
  expect(ops.map(key).sort()).toEqual(Object.keys(CASES).sort());
});

describe.each(Object.keys(CASES))('%s', (name) => {
  const c = CASES[name];
  const op = () => ops.find((o) => key(o) === name)!;
  // The route's call; the tests read the body of its refusals only.
  const call = (client: RestClient, which: Which, extra: { json?: unknown; raw?: string; params?: Params; files?: Record<string, Buffer>; token?: string | null; xsrf?: string | null } = {}) => {
    const o = op();
    const params = { ...(c.params?.(fx, which) ?? {}), ...(extra.params ?? {}) };
    return client.call<RestError>(o.method, fill(o.path, params), {
      json: extra.raw !== undefined || extra.files ? undefined : extra.json, raw: extra.raw, files: extra.files, token: extra.token, xsrf: extra.xsrf,
    });
  };
  const valid = async () => ({ json: c.body?.(fx), files: c.files ? await c.files() : undefined });

  test('without an XSRF token: 403 and nothing changed (mutating routes); reads need none', async () => {
    const before = await snapshot(fx);
    if (mutating(op())) {
      for (const xsrf of [null, 'forged.token']) {
        const r = await call(fx.alice, 'public', { ...(await valid()), xsrf });
        expect(r.status).toBe(403);
        expect(r.body).toEqual({ message: 'Invalid or missing XSRF token' });
        expect(r.headers.getSetCookie().some((s) => s.startsWith('purlwise_refresh='))).toBe(false);
      }
    } else {
      const r = await call(fx.alice, 'public', { xsrf: null });
      expect(r.status).not.toBe(403);
    }
    expect(await snapshot(fx)).toEqual(before);
    await c.unchanged?.(fx);
  });

  test('without or with a bad bearer token: 401 where a login is needed; nothing changed', async () => {
    const before = await snapshot(fx);
    const o = op();
    if (o.auth === 'required') {
      const none = await call(fx.alice, 'public', { ...(await valid()), token: null });
      expect(none.status).toBe(401);
      expect(none.body).toEqual({ message: 'You need to log in' });
      const bad = await call(fx.alice, 'public', { ...(await valid()), token: `${fx.owner.token.slice(0, -4)}AAAA` });
      expect(bad.status).toBe(401);
      expect(bad.body).toEqual({ message: 'Your session has expired, please log in again' });
    } else if (o.auth === 'optional' && !mutating(o)) {
      // A bad token counts as a visitor: same answer as no token at all, and never the owner's private things.
      const asGuest = await call(fx.guest, 'private', { token: null });
      const bad = await call(fx.guest, 'private', { token: 'not-a-jwt' });
      expect(bad.status).toBe(asGuest.status);
      if (c.params && name.includes('{id: databaseId}')) expect(asGuest.status).toBe(404);
    }
    expect(await snapshot(fx)).toEqual(before);
    await c.unchanged?.(fx);
  });

  test("another user's item: refused as documented; nothing changed", async () => {
    const before = await snapshot(fx);
    for (const o of c.others ?? []) {
      const r = await call(fx.bob, o.which, await valid());
      expect([name, o.which, r.status]).toEqual([name, o.which, o.status]);
      if (o.status >= 400) expect(r.body.message).toEqual(o.message ?? expect.any(String));
    }
    if (name === 'GET /knit/{type}/' || name === 'GET /calc/') {
      const r = await fx.bob.get<Ids>(name === 'GET /calc/' ? '/api/v1/calc/' : '/api/v1/knit/yarn/');
      const ids = r.body.data.map((x: { id: number }) => x.id);
      expect(ids).not.toContain(name === 'GET /calc/' ? fx.privCalc : fx.privYarn);
      expect(ids).not.toContain(name === 'GET /calc/' ? fx.calc : fx.yarn);
    }
    if (name === 'GET /knit/{type}/public/' || name === 'GET /calc/public/') {
      const r = await fx.bob.get<Ids>(name === 'GET /calc/public/' ? '/api/v1/calc/public/' : '/api/v1/knit/yarn/public/');
      const ids = r.body.data.map((x: { id: number }) => x.id);
      expect(ids).toContain(name === 'GET /calc/public/' ? fx.calc : fx.yarn);
      expect(ids).not.toContain(name === 'GET /calc/public/' ? fx.privCalc : fx.privYarn);
    }
    expect(await snapshot(fx)).toEqual(before);
  });

  test('malformed input: 400 with a message; nothing changed', async () => {
    const before = await snapshot(fx);
    for (const m of c.malformed ?? []) {
      const r = await call(fx.alice, 'public', { json: m.json, raw: m.raw, params: m.params, files: m.files ? await m.files() : undefined });
      expect([name, m, r.status]).toEqual([name, m, 400]);
      expect(r.body.message).toEqual(m.message ?? expect.any(String));
    }
    expect(await snapshot(fx)).toEqual(before);
    await c.unchanged?.(fx);
  });
});
