/**
 * Cross-origin calls (issue #25 point 10): a browser-based tool on another origin may call both API doors with a
 * bearer token, GitHub's model. Preflights are answered for any origin; answers say `Access-Control-Allow-Origin: *`
 * and never allow credentials, so cookie sessions stay same-origin.
 */
import { BASE, gql, newUser, type TestUser } from '../helpers/api';
import type { CreatePersonalAccessTokenPayload, RestBody, User } from '../helpers/types';

const TOOL = 'https://knitting-tool.example';
let user: TestUser;
let pat: string;

beforeAll(async () => {
  user = await newUser('cors');
  const made = await gql<{ createPersonalAccessToken: Pick<CreatePersonalAccessTokenPayload, 'token'> }>(`mutation($i: CreatePersonalAccessTokenInput!) { createPersonalAccessToken(input: $i) { token } }`,
    { i: { name: 'browser tool', scope: 'WRITE', password: user.password } }, { token: user.token });
  expect(made.errors).toBeUndefined();
  pat = made.data.createPersonalAccessToken.token;
});

/** A preflight as a browser sends it before a tool's POST with a token. */
function preflight(path: string, method: string): Promise<Response> {
  return fetch(`${BASE}${path}`, {
    method: 'OPTIONS',
    headers: { origin: TOOL, 'access-control-request-method': method, 'access-control-request-headers': 'authorization,content-type' },
  });
}

describe.each([
  ['/graphql', 'POST'],
  ['/api/v1/knit/yarn/', 'GET'],
  ['/api/v1/knit/yarn/', 'PUT'],
])('the preflight of %s (%s)', (path, method) => {
  it('is answered for any origin, with the token header allowed and no credentials', async () => {
    const res = await preflight(path, method);
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-methods')).toContain(method);
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
  });
});

describe('a tool on another origin', () => {
  it('reads GraphQL with its token, and may read its rate budget', async () => {
    const res = await fetch(`${BASE}/graphql`, {
      method: 'POST',
      headers: { origin: TOOL, authorization: `Bearer ${pat}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ me { username } }' }),
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: { me: Pick<User, 'username'> } }).data.me.username).toBe(user.username);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    expect(res.headers.get('access-control-expose-headers')).toContain('RateLimit-Remaining');
    expect(res.headers.get('ratelimit-remaining')).toMatch(/^\d+$/);
  });

  it('reads the legacy door with its token', async () => {
    const res = await fetch(`${BASE}/api/v1/knit/yarn/`, { headers: { origin: TOOL, authorization: `Bearer ${pat}` } });
    expect(res.status).toBe(200);
    expect(Array.isArray(((await res.json()) as RestBody<'getKnitBy_type'>).data)).toBe(true);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('is never granted credentials, so a cookie session stays same-origin', async () => {
    // The browser only shows a credentialed cross-origin answer when the server allows credentials for that origin:
    // it never does, whatever the request carries.
    const res = await fetch(`${BASE}/graphql`, {
      method: 'POST',
      headers: { origin: TOOL, cookie: user.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'mutation { refresh { accessToken } }' }),
    });
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    expect(res.headers.get('access-control-allow-origin')).not.toBe(TOOL);
    const pre = await fetch(`${BASE}/graphql`, {
      method: 'OPTIONS',
      headers: { origin: TOOL, cookie: user.cookie, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(pre.headers.get('access-control-allow-credentials')).toBeNull();
    expect(pre.headers.get('access-control-allow-origin')).toBe('*');
  });
});
