/** Personal access tokens: creation, scopes, revocation, expiry, account security, throttling, on both doors. */
import crypto from 'node:crypto';
import { BASE, code, gql, newUser, useTestDb, type TestUser } from '../helpers/api';

jest.setTimeout(60_000);
const db = useTestDb();

const CREATE = `mutation($i: CreatePersonalAccessTokenInput!) {
  createPersonalAccessToken(input: $i) { token personalAccessToken { id: databaseId name scope createdAt lastUsedAt expiresAt } } }`;
const LIST = `{ personalAccessTokens { id: databaseId name scope lastUsedAt expiresAt } }`;
const REVOKE = `mutation($i: RevokePersonalAccessTokenInput!) { revokePersonalAccessToken(input: $i) { personalAccessToken { id: databaseId } } }`;
const NEW_YARN = `mutation($i: CreateKnitItemInput!) { createKnitItem(input: $i) { item { id: databaseId name } } }`;

/** Creates a token for `user` (through its session) and returns the secret and id. */
async function newToken(user: TestUser, scope: 'READ' | 'WRITE', extra: Record<string, unknown> = {}): Promise<{ token: string; id: number }> {
  const r = await gql(CREATE, { i: { name: `tool ${scope}`, scope, ...extra } }, { token: user.token });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return { token: r.data.createPersonalAccessToken.token, id: r.data.createPersonalAccessToken.personalAccessToken.id };
}

/** A REST call with a bearer token and no cookie or XSRF header, as a tool sends it. */
async function rest(method: string, path: string, token: string, body?: unknown): Promise<{ status: number; body: any; headers: Headers }> {
  const res = await fetch(`${BASE}/api/v1${path}`, {
    method, headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: await res.json(), headers: res.headers };
}

describe('creating and listing tokens', () => {
  test('the secret is pw_ + 32 bytes of base64url, shown once and stored as its SHA-256 only', async () => {
    const user = await newUser('pat');
    const r = await gql(CREATE, { i: { name: '  CSV export ', scope: 'READ' } }, { token: user.token });
    expect(r.errors).toBeUndefined();
    const { token, personalAccessToken: pat } = r.data.createPersonalAccessToken;
    expect(token).toMatch(/^pw_[A-Za-z0-9_-]{43}$/);
    expect(pat).toEqual({ id: expect.any(Number), name: 'CSV export', scope: 'READ', createdAt: expect.any(String), lastUsedAt: null, expiresAt: null });
    const stored = await db.client.query('select token_hash from personal_access_token where id = $1', [pat.id]);
    expect(stored.rows[0].token_hash).toBe(crypto.createHash('sha256').update(token).digest('hex'));
    const listed = await gql(LIST, {}, { token: user.token });
    expect(listed.data.personalAccessTokens).toEqual([{ id: pat.id, name: 'CSV export', scope: 'READ', lastUsedAt: null, expiresAt: null }]);
    expect(JSON.stringify(listed.data)).not.toContain(token);
  });

  test('the list shows the last use once the token has been used', async () => {
    const user = await newUser('pat');
    const { token, id } = await newToken(user, 'READ');
    expect((await gql('{ me { username } }', {}, { token })).data.me.username).toBe(user.username);
    const listed = await gql(LIST, {}, { token: user.token });
    const row = listed.data.personalAccessTokens.find((t: { id: number }) => t.id === id);
    expect(Date.parse(row.lastUsedAt)).toBeGreaterThan(Date.now() - 600_000);
  });

  test('a name, a known scope and a future expiry are required; visitors cannot create tokens', async () => {
    const user = await newUser('pat');
    expect(code(await gql(CREATE, { i: { name: '   ', scope: 'READ' } }, { token: user.token }))).toBe('BAD_USER_INPUT');
    expect(code(await gql(CREATE, { i: { name: 'x'.repeat(101), scope: 'READ' } }, { token: user.token }))).toBe('BAD_USER_INPUT');
    expect(code(await gql(CREATE, { i: { name: 'old', scope: 'READ', expiresAt: '2020-01-01T00:00:00Z' } }, { token: user.token }))).toBe('BAD_USER_INPUT');
    expect(code(await gql(CREATE, { i: { name: 'anon', scope: 'READ' } }))).toBe('UNAUTHENTICATED');
    expect((await gql(LIST, {}, { token: user.token })).data.personalAccessTokens).toEqual([]);
  });

  test("someone else's token cannot be revoked", async () => {
    const [owner, other] = await Promise.all([newUser('pat'), newUser('pat')]);
    const { token, id } = await newToken(owner, 'READ');
    expect(code(await gql(REVOKE, { i: { id } }, { token: other.token }))).toBe('NOT_FOUND');
    expect((await gql('{ me { username } }', {}, { token })).status).toBe(200);
  });
});

describe('scopes', () => {
  test('a read token reads on both doors but cannot write on either', async () => {
    const user = await newUser('pat');
    const { token } = await newToken(user, 'READ');
    const me = await gql('{ me { username } myKnitItems { nodes { id: databaseId } } }', {}, { token });
    expect(me.status).toBe(200);
    expect(me.data.me.username).toBe(user.username);
    expect((await rest('GET', '/knit/yarn/', token)).status).toBe(200);

    const write = await gql(NEW_YARN, { i: { type: 'YARN', name: 'Not allowed' } }, { token });
    expect(write.status).toBe(403);
    expect(code(write)).toBe('FORBIDDEN');
    const restWrite = await rest('POST', '/knit/yarn/', token, { name: 'Not allowed either' });
    expect(restWrite.status).toBe(403);
    const count = await db.client.query('select count(*)::int as n from knit_item where owner_id = $1', [user.id]);
    expect(count.rows[0].n).toBe(0);
  });

  test('a write token writes on GraphQL and on REST (no XSRF dance for a token)', async () => {
    const user = await newUser('pat');
    const { token } = await newToken(user, 'WRITE');
    const made = await gql(NEW_YARN, { i: { type: 'YARN', name: 'By a tool' } }, { token });
    expect(made.errors).toBeUndefined();
    expect(made.data.createKnitItem.item.name).toBe('By a tool');
    const restMade = await rest('POST', '/knit/yarn/', token, { name: 'By a REST tool' });
    expect(restMade.status).toBe(200);
    const names = await db.client.query('select name from knit_item where owner_id = $1 order by name', [user.id]);
    expect(names.rows.map((r) => r.name)).toEqual(['By a REST tool', 'By a tool']);
  });
});

describe('refusals', () => {
  test('a revoked token is refused at once with 401 on both doors', async () => {
    const user = await newUser('pat');
    const { token, id } = await newToken(user, 'WRITE');
    expect((await gql('{ me { id: databaseId } }', {}, { token })).status).toBe(200);
    expect((await gql(REVOKE, { i: { id } }, { token: user.token })).errors).toBeUndefined();
    const after = await gql('{ me { id: databaseId } }', {}, { token });
    expect(after.status).toBe(401);
    expect(code(after)).toBe('UNAUTHENTICATED');
    expect((await rest('GET', '/knit/yarn/', token)).status).toBe(401);
    expect((await gql(LIST, {}, { token: user.token })).data.personalAccessTokens).toEqual([]);
  });

  test('an expired token is refused with 401', async () => {
    const user = await newUser('pat');
    const { token, id } = await newToken(user, 'READ', { expiresAt: new Date(Date.now() + 86400_000).toISOString() });
    expect((await gql('{ me { id: databaseId } }', {}, { token })).status).toBe(200);
    await db.client.query(`update personal_access_token set expires_at = now() - interval '1 second' where id = $1`, [id]);
    const r = await gql('{ me { id: databaseId } }', {}, { token });
    expect(r.status).toBe(401);
    expect(code(r)).toBe('UNAUTHENTICATED');
    expect((await rest('GET', '/knit/yarn/', token)).status).toBe(401);
  });

  test('an unknown pw_ token is a 401, not a visitor', async () => {
    const r = await gql('{ registrationEnabled }', {}, { token: `pw_${crypto.randomBytes(32).toString('base64url')}` });
    expect(r.status).toBe(401);
    expect(code(r)).toBe('UNAUTHENTICATED');
  });
});

describe('account security stays with the session', () => {
  test('password, email and tokens cannot be changed with a write token', async () => {
    const user = await newUser('pat');
    const { token } = await newToken(user, 'WRITE');
    const pw = await gql(`mutation($i: ChangePasswordInput!) { changePassword(input: $i) { accessToken } }`,
      { i: { currentPassword: user.password, newPassword: 'another long passphrase' } }, { token });
    expect(code(pw)).toBe('FORBIDDEN');
    const email = await gql(`mutation($i: UpdateProfileInput!) { updateProfile(input: $i) { user { email } } }`,
      { i: { email: 'thief@example.com' } }, { token });
    expect(code(email)).toBe('FORBIDDEN');
    expect(code(await gql(CREATE, { i: { name: 'more', scope: 'WRITE' } }, { token }))).toBe('FORBIDDEN');
    expect(code(await gql(LIST, {}, { token }))).toBe('FORBIDDEN');
    const restPw = await rest('POST', `/user/setpassword/${user.username}/`, token, { old_password: user.password, new_password: 'another long passphrase' });
    expect(restPw.status).toBe(403);
    const restEmail = await rest('PUT', `/user/${user.username}/`, token, { email: 'thief@example.com' });
    expect(restEmail.status).toBe(403);
    const row = await db.client.query('select email, session_version from app_user where id = $1', [user.id]);
    expect(row.rows[0]).toEqual({ email: user.email, session_version: 0 });
    // Other profile fields are a tool's business.
    const name = await gql(`mutation($i: UpdateProfileInput!) { updateProfile(input: $i) { user { name } } }`, { i: { name: 'Ann' } }, { token });
    expect(name.data.updateProfile.user.name).toBe('Ann');
  });
});

describe('throttling', () => {
  test('each token has its own budget, with RateLimit headers and a 429 with Retry-After when spent', async () => {
    const user = await newUser('pat');
    const { token } = await newToken(user, 'READ');
    const first = await gql('{ registrationEnabled }', {}, { token });
    const limit = Number(first.headers.get('ratelimit-limit'));
    expect(limit).toBeGreaterThan(1);
    expect(Number(first.headers.get('ratelimit-remaining'))).toBe(limit - 1);
    expect(Number(first.headers.get('ratelimit-reset'))).toBeGreaterThan(0);
    for (let i = 1; i < limit; i++) await gql('{ registrationEnabled }', {}, { token });
    const over = await gql('{ registrationEnabled }', {}, { token });
    expect(over.status).toBe(429);
    expect(code(over)).toBe('RATE_LIMITED');
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(over.headers.get('ratelimit-remaining')).toBe('0');
    expect((await rest('GET', '/knit/yarn/', token)).status).toBe(429);
    // Another token of the same knitter is counted apart.
    const other = await newToken(user, 'READ');
    expect((await gql('{ registrationEnabled }', {}, { token: other.token })).status).toBe(200);
  });
});
