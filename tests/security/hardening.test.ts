/**
 * Hardening seen from outside, through HTTP: security headers on every kind of answer, Secure cookies behind an
 * HTTPS proxy, body errors as 4xx with a code, the GraphQL parser's nesting limit, no schema hints in errors, the
 * alias limit counting __typename, and logout revoking the access token on both doors.
 */
import { createHash } from 'node:crypto';
import { BASE, gql, gqlUpload, makeImage, newUser, refreshCookie } from '../helpers/api';
import type { AuthPayload, LogoutPayload, Picture, User } from '../helpers/types';
import { post, restAs } from './attacker';

const ME = '{ me { id: databaseId username } }';
type Me = { me: { id: number } & Pick<User, 'username'> };

function expectHardened(res: Response, what: string): void {
  const h = (name: string) => res.headers.get(name) ?? `${what}: no ${name}`;
  expect(h('x-content-type-options')).toBe('nosniff');
  expect(h('x-frame-options')).toBe('DENY');
  expect(h('referrer-policy')).toBe('no-referrer');
  const csp = h('content-security-policy');
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).not.toContain('unsafe-inline');
  expect(csp).not.toContain('unsafe-eval');
}

describe('security headers on every answer', () => {
  test('the page, its assets, JSON on both doors, errors and images', async () => {
    const u = await newUser('hdr');
    const item = await gql<{ createKnitItem: { item: { id: number } } }>('mutation { createKnitItem(input: { type: YARN, name: "Headers", visibility: PUBLIC }) { item { id: databaseId } } }', {}, { token: u.token });
    const pic = await gqlUpload<{ addPicture: { picture: Pick<Picture, 'url'> } }>('mutation A($i: AddPictureInput!) { addPicture(input: $i) { picture { url } } }',
      { i: { itemId: item.data.createKnitItem.item.id, file: null } }, 'variables.i.file', { bytes: await makeImage('png'), type: 'image/png' }, { token: u.token });
    const page = await fetch(`${BASE}/`);
    const html = await page.text();
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    const json = { method: 'POST', headers: { 'content-type': 'application/json' } };
    const answers: Array<[string, number, Response]> = [
      ['page', 200, page],
      ['history route', 200, await fetch(`${BASE}/settings`)],
      ['asset', 200, await fetch(`${BASE}${asset}`)],
      ['graphql', 200, await fetch(`${BASE}/graphql`, { ...json, body: '{"query":"{ registrationEnabled }"}' })],
      ['graphql error', 400, await fetch(`${BASE}/graphql`, { ...json, body: '{"query":"{"}' })],
      ['rest', 200, await fetch(`${BASE}/api/v1/knit/yarn/public/`)],
      ['rest 404', 404, await fetch(`${BASE}/api/nothing`)],
      ['image', 200, await fetch(new URL(pic.data.addPicture.picture.url, BASE))],
      ['health', 200, await fetch(`${BASE}/healthz`)],
    ];
    for (const [what, status, res] of answers) {
      expect([what, res.status]).toEqual([what, status]);
      expectHardened(res, what);
    }
  });

  test('the built page satisfies its CSP: scripts from /assets and one inline script by hash, inline styles only by hash', async () => {
    const res = await fetch(`${BASE}/`);
    const html = await res.text();
    const csp = res.headers.get('content-security-policy') ?? '';
    const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    const external = scripts.filter(([, attrs]) => attrs.trim() !== '');
    const inline = scripts.filter(([, attrs]) => attrs.trim() === '').map(([, , body]) => body);
    expect(external.length).toBeGreaterThan(0);
    for (const [, attrs, body] of external) {
      expect(attrs).toMatch(/\bsrc="\/[^/]/);
      expect(body.trim()).toBe('');
    }
    // One inline script, the visitor's first feed request (client/src/features/feed/earlyRequest.ts), allowed by its
    // SHA-256 and by nothing broader.
    expect(inline).toHaveLength(1);
    expect(inline[0]).toContain("fetch('/graphql'");
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1].split(' ') ?? [];
    expect(scriptSrc.sort()).toEqual(["'self'", sha(inline[0])].sort());
    // The stylesheets of the first paint are inlined; the CSP names each block's SHA-256 and allows no other.
    const styleSrc = /style-src ([^;]*)/.exec(csp)?.[1].split(' ') ?? [];
    const blocks = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => sha(m[1]));
    expect(blocks.length).toBeGreaterThan(0);
    expect(styleSrc.sort()).toEqual(["'self'", ...blocks].sort());
    expect([...styleSrc, ...scriptSrc]).not.toContain("'unsafe-inline'");
    expect(html).not.toMatch(/<style\s[^>]*>|\sstyle="|\son[a-z]+="/i);
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//);
  });
});

test('cookies are Secure when the proxy says the request came over HTTPS', async () => {
  const u = await newUser('tls');
  const login = { query: 'mutation L($i: LoginInput!) { login(input: $i) { accessToken } }', variables: { i: { username: u.username, password: u.password } } };
  const overHttps = await post('/graphql', login, { 'x-forwarded-proto': 'https' });
  expect(overHttps.setCookie.find((c) => c.startsWith('purlwise_refresh='))).toMatch(/;\s*Secure/i);
  const xsrf = await fetch(`${BASE}/api/v1/account/get-xsrf/`, { headers: { 'x-forwarded-proto': 'https' } });
  expect(xsrf.headers.getSetCookie().find((c) => c.startsWith('xsrf-token='))).toMatch(/;\s*Secure/i);
  // Plain HTTP in tests (SECURE_COOKIES is off): the browser would drop a Secure cookie there.
  const overHttp = await post('/graphql', login);
  expect(overHttp.setCookie.find((c) => c.startsWith('purlwise_refresh='))).not.toMatch(/;\s*Secure/i);
});

describe('every body error is a 4xx with a code', () => {
  test.each(['latin1', 'iso-8859-1', 'x-unknown'])('charset=%s: 415 on both doors', async (charset) => {
    const gq = await post('/graphql', { query: '{ registrationEnabled }' }, { 'content-type': `application/json; charset=${charset}` });
    expect([gq.status, gq.code]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
    const u = await newUser('cs');
    const rest = await restAs(u.token, 'POST', '/knit/yarn/', { name: 'x' }, { 'content-type': `application/json; charset=${charset}` });
    expect([rest.status, typeof rest.message]).toEqual([415, 'string']);
  });

  test('malformed JSON and an unknown content encoding are the client\'s', async () => {
    const bad = await fetch(`${BASE}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query": ' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: Array<{ extensions: { code: string } }> }).errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const enc = await fetch(`${BASE}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', 'content-encoding': 'x-rot13' }, body: '{}' });
    expect(enc.status).toBe(415);
  });

  test('a list literal 2000 deep is a 400 before parsing; brackets inside strings do not count', async () => {
    const deep = await post('/graphql', { query: `{ user(username: ${'['.repeat(2000)}${']'.repeat(2000)}) { id } }` });
    expect([deep.status, deep.code]).toEqual([400, 'GRAPHQL_PARSE_FAILED']);
    const deepVar = await post('/graphql', { query: `query Q($a: String = ${'{a:'.repeat(150)}1${'}'.repeat(150)}) { registrationEnabled }` });
    expect([deepVar.status, deepVar.code]).toEqual([400, 'GRAPHQL_PARSE_FAILED']);
    const inString = await post('/graphql', { query: `{ user(username: "${'['.repeat(500)}") { id } }` });
    expect(inString.code).toBe('NOT_FOUND');
    const ok = await post<{ data: { registrationEnabled: boolean } }>('/graphql', { query: `{ registrationEnabled ${'# [[[[\n'.repeat(200)} }` });
    expect([ok.status, ok.json.data.registrationEnabled]).toEqual([200, expect.any(Boolean)]);
  });
});

describe('GraphQL errors give the schema away to nobody', () => {
  test.each([
    ['an enum literal', 'mutation { createKnitItem(input: { type: YARNN, name: "x" }) { item { id: databaseId } } }', {}],
    ['an enum variable', 'mutation C($t: KnitType!) { createKnitItem(input: { type: $t, name: "x" }) { item { id: databaseId } } }', { t: 'YARNN' }],
    ['an enum in an input variable', 'mutation C($i: CreateKnitItemInput!) { createKnitItem(input: $i) { item { id: databaseId } } }', { i: { type: 'PATERN', name: 'x' } }],
    ['a field', '{ registrationEnable }', {}],
    ['an argument', '{ publicKnitItems(frist: 2) { nodes { id: databaseId } } }', {}],
  ])('no "Did you mean" for %s', async (_what, query, variables) => {
    const r = await post('/graphql', { query, variables });
    expect(r.status).toBe(400);
    expect(r.message).toEqual(expect.any(String));
    expect(JSON.stringify(r.json)).not.toMatch(/did you mean|YARN"|PATTERN|registrationEnabled|"first"|Suggestion/i);
  });

  test('300 aliases of __typename exceed the alias limit', async () => {
    const many = await post('/graphql', { query: `{ ${Array.from({ length: 300 }, (_, i) => `t${i}: __typename`).join(' ')} }` });
    expect(many.status).toBe(400);
    expect(many.message).toMatch(/Aliases limit/);
    const few = await post<{ data: Record<string, string> }>('/graphql', { query: `{ ${Array.from({ length: 20 }, (_, i) => `t${i}: __typename`).join(' ')} }` });
    expect([few.status, few.json.data.t19]).toEqual([200, 'Query']);
  });
});

describe('logout revokes the access token at once, on both doors', () => {
  test('GraphQL logout: the session\'s access token is refused by GraphQL and REST; another session lives on', async () => {
    const u = await newUser('out');
    const other = await post<{ data: { login: Pick<AuthPayload, 'accessToken'> } }>('/graphql', { query: 'mutation L($i: LoginInput!) { login(input: $i) { accessToken } }', variables: { i: { username: u.username, password: u.password } } });
    const otherToken = other.json.data.login.accessToken;
    expect((await gql<Me>(ME, {}, { token: u.token })).data.me.username).toBe(u.username);
    expect((await gql<{ logout: LogoutPayload }>('mutation { logout { ok } }', {}, { token: u.token, cookie: u.cookie })).data.logout.ok).toBe(true);
    expect((await gql(ME, {}, { token: u.token })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await restAs(u.token, 'GET', '/knit/yarn/')).status).toBe(401);
    expect((await gql<Me>(ME, {}, { token: otherToken })).data.me.username).toBe(u.username);
    expect((await restAs(otherToken, 'GET', '/knit/yarn/')).status).toBe(200);
  });

  test('REST logout with the access token alone (no refresh cookie) revokes it', async () => {
    const u = await newUser('out');
    expect((await restAs(u.token, 'GET', '/knit/yarn/')).status).toBe(200);
    expect((await restAs(u.token, 'POST', '/account/logout/')).status).toBe(200);
    expect((await restAs(u.token, 'GET', '/knit/yarn/')).status).toBe(401);
    expect((await gql(ME, {}, { token: u.token })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    // Its refresh token belonged to the same session: it is gone too.
    const refreshed = await gql('mutation { refresh { accessToken } }', {}, { cookie: u.cookie });
    expect(refreshed.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(refreshCookie(refreshed.headers)).toMatch(/^purlwise_refresh=$|^$/);
  });
});
