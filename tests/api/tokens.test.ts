/**
 * Personal access tokens: creation (the password again, a year at most), scopes, revocation (one, or all of them when
 * the password changes), expiry, account security, throttling per token and per account, on both doors.
 */
import crypto from 'node:crypto';
import { BASE, code, gql, newUser, useTestDb, type TestUser } from '../helpers/api';
import { RestClient } from '../helpers/rest';
import type { KnitItem, PersonalAccessToken, User } from '../helpers/types';

jest.setTimeout(60_000);
const db = useTestDb();

const CREATE = `mutation($i: CreatePersonalAccessTokenInput!) {
  createPersonalAccessToken(input: $i) { token personalAccessToken { id: databaseId name scope createdAt lastUsedAt expiresAt } } }`;
const LIST = `{ personalAccessTokens { id: databaseId name scope lastUsedAt expiresAt } }`;
const REVOKE = `mutation($i: RevokePersonalAccessTokenInput!) { revokePersonalAccessToken(input: $i) { personalAccessToken { id: databaseId } } }`;
const NEW_YARN = `mutation($i: CreateKnitItemInput!) { createKnitItem(input: $i) { item { id: databaseId name } } }`;

/** A token as LIST selects it (CREATE adds createdAt). */
type Pat = Pick<PersonalAccessToken, 'name' | 'scope' | 'lastUsedAt' | 'expiresAt'> & { id: number };
interface Created { createPersonalAccessToken: { token: string; personalAccessToken: Pat & Pick<PersonalAccessToken, 'createdAt'> } }
interface Listed { personalAccessTokens: Pat[] }
interface Me { me: Pick<User, 'username'> }

/** Creates a token for `user` (through its session) and returns the secret and id. */
async function newToken(user: TestUser, scope: 'READ' | 'WRITE', extra: Record<string, unknown> = {}): Promise<{ token: string; id: number }> {
  const r = await gql<Created>(CREATE, { i: { name: `tool ${scope}`, scope, password: user.password, ...extra } }, { token: user.token });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return { token: r.data.createPersonalAccessToken.token, id: r.data.createPersonalAccessToken.personalAccessToken.id };
}

/** A REST call with a bearer token and no cookie or XSRF header, as a tool sends it. */
async function rest(method: string, path: string, token: string, body?: unknown): Promise<{ status: number; body: unknown; headers: Headers }> {
  const res = await fetch(`${BASE}/api/v1${path}`, {
    method, headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as unknown, headers: res.headers };
}

describe('creating and listing tokens', () => {
  test('the secret is pw_ + 32 bytes of base64url, shown once and stored as its SHA-256 only', async () => {
    const user = await newUser('pat');
    const r = await gql<Created>(CREATE, { i: { name: '  CSV export ', scope: 'READ', password: user.password } }, { token: user.token });
    expect(r.errors).toBeUndefined();
    const { token, personalAccessToken: pat } = r.data.createPersonalAccessToken;
    expect(token).toMatch(/^pw_[A-Za-z0-9_-]{43}$/);
    expect(pat).toEqual({ id: expect.any(Number) as unknown, name: 'CSV export', scope: 'READ', createdAt: expect.any(String) as unknown, lastUsedAt: null, expiresAt: expect.any(String) as unknown });
    const stored = await db.client.query<{ token_hash: string }>('select token_hash from personal_access_token where id = $1', [pat.id]);
    expect(stored.rows[0].token_hash).toBe(crypto.createHash('sha256').update(token).digest('hex'));
    const listed = await gql<Listed>(LIST, {}, { token: user.token });
    expect(listed.data.personalAccessTokens).toEqual([{ id: pat.id, name: 'CSV export', scope: 'READ', lastUsedAt: null, expiresAt: pat.expiresAt }]);
    expect(JSON.stringify(listed.data)).not.toContain(token);
  });

  test('the list shows the last use once the token has been used', async () => {
    const user = await newUser('pat');
    const { token, id } = await newToken(user, 'READ');
    expect((await gql<Me>('{ me { username } }', {}, { token })).data.me.username).toBe(user.username);
    const listed = await gql<Listed>(LIST, {}, { token: user.token });
    const row = listed.data.personalAccessTokens.find((t) => t.id === id);
    expect(Date.parse(row!.lastUsedAt!)).toBeGreaterThan(Date.now() - 600_000);
  });

  test('a name, a known scope and a future expiry are required; visitors cannot create tokens', async () => {
    const user = await newUser('pat');
    const password = user.password;
    expect(code(await gql(CREATE, { i: { name: '   ', scope: 'READ', password } }, { token: user.token }))).toBe('BAD_USER_INPUT');
    expect(code(await gql(CREATE, { i: { name: 'x'.repeat(101), scope: 'READ', password } }, { token: user.token }))).toBe('BAD_USER_INPUT');
    expect(code(await gql(CREATE, { i: { name: 'old', scope: 'READ', password, expiresAt: '2020-01-01T00:00:00Z' } }, { token: user.token }))).toBe('BAD_USER_INPUT');
    expect(code(await gql(CREATE, { i: { name: 'anon', scope: 'READ', password } }))).toBe('UNAUTHENTICATED');
    expect((await gql<Listed>(LIST, {}, { token: user.token })).data.personalAccessTokens).toEqual([]);
  });

  test('creating a token asks for the password again: a wrong one is refused and counts against the password budget', async () => {
    const user = await newUser('pat');
    const attempt = (password?: string) => gql(CREATE, { i: { name: 'tool', scope: 'WRITE', ...(password === undefined ? {} : { password }) } }, { token: user.token });
    // Without the password the request is not even valid.
    expect((await attempt()).errors?.[0]?.message).toMatch(/password/);
    expect(code(await attempt(''))).toBe('BAD_USER_INPUT');
    // Five wrong passwords (THROTTLE_PASSWORD_FAILURES), then even the right one waits, as for a password change.
    for (let i = 0; i < 5; i++) expect(code(await attempt('not my password'))).toBe('WRONG_CURRENT_PASSWORD');
    const blocked = await attempt(user.password);
    expect([blocked.status, code(blocked)]).toEqual([429, 'TOO_MANY_ATTEMPTS']);
    const CHANGE = `mutation($i: ChangePasswordInput!) { changePassword(input: $i) { accessToken } }`;
    expect(code(await gql(CHANGE, { i: { currentPassword: user.password, newPassword: 'another long passphrase' } }, { token: user.token }))).toBe('TOO_MANY_ATTEMPTS');
    const { rows } = await db.client.query<{ n: number }>('select count(*)::int as n from personal_access_token where user_id = $1', [user.id]);
    expect(rows[0].n).toBe(0);
  });

  test('the right password clears the count of wrong ones', async () => {
    const user = await newUser('pat');
    for (let i = 0; i < 4; i++) expect(code(await gql(CREATE, { i: { name: 'tool', scope: 'READ', password: 'nope nope' } }, { token: user.token }))).toBe('WRONG_CURRENT_PASSWORD');
    await newToken(user, 'READ');
    for (let i = 0; i < 4; i++) expect(code(await gql(CREATE, { i: { name: 'tool', scope: 'READ', password: 'nope nope' } }, { token: user.token }))).toBe('WRONG_CURRENT_PASSWORD');
    await newToken(user, 'READ');
  });

  test('a token lives at most a year: a later expiry is refused, and no expiry means a year', async () => {
    const user = await newUser('pat');
    const day = 86400_000;
    const late = await gql(CREATE, { i: { name: 'forever', scope: 'READ', password: user.password, expiresAt: new Date(Date.now() + 366 * day).toISOString() } }, { token: user.token });
    expect(code(late)).toBe('BAD_USER_INPUT');
    const r = await gql<Created>(CREATE, { i: { name: 'default', scope: 'READ', password: user.password } }, { token: user.token });
    expect(r.errors).toBeUndefined();
    const pat = r.data.createPersonalAccessToken.personalAccessToken;
    expect(Date.parse(pat.expiresAt) - Date.parse(pat.createdAt)).toBe(365 * day);
    const { rows } = await db.client.query<{ year: boolean }>(`select expires_at - created_at = interval '365 days' as year from personal_access_token where id = $1`, [pat.id]);
    expect(rows[0].year).toBe(true);
    const inAYear = await gql(CREATE, { i: { name: 'a year', scope: 'READ', password: user.password, expiresAt: new Date(Date.now() + 364 * day).toISOString() } }, { token: user.token });
    expect(inAYear.errors).toBeUndefined();
  });

  test('the list is of live tokens: an expired one is neither listed nor counted against the limit of 50', async () => {
    const user = await newUser('pat');
    const live = await newToken(user, 'READ');
    const expiring = await newToken(user, 'WRITE');
    await db.client.query(`update personal_access_token set expires_at = now() - interval '1 second' where id = $1`, [expiring.id]);
    expect((await gql<Listed>(LIST, {}, { token: user.token })).data.personalAccessTokens.map((t) => t.id)).toEqual([live.id]);
    // 50 more expired tokens (MAX_TOKENS) leave room for a new one: they no longer work, so they are not the account's.
    await db.client.query(`insert into personal_access_token (user_id, name, token_hash, scope, created_at, expires_at)
      select $1, 'old', md5(random()::text || g), 'read', now() - interval '2 days', now() - interval '1 day' from generate_series(1, 50) g`, [user.id]);
    const fresh = await newToken(user, 'READ');
    expect((await gql<Listed>(LIST, {}, { token: user.token })).data.personalAccessTokens.map((t) => t.id)).toEqual([fresh.id, live.id]);
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
    const me = await gql<Me>('{ me { username } myKnitItems { nodes { id: databaseId } } }', {}, { token });
    expect(me.status).toBe(200);
    expect(me.data.me.username).toBe(user.username);
    expect((await rest('GET', '/knit/yarn/', token)).status).toBe(200);

    const write = await gql(NEW_YARN, { i: { type: 'YARN', name: 'Not allowed' } }, { token });
    expect(write.status).toBe(403);
    expect(code(write)).toBe('FORBIDDEN');
    const restWrite = await rest('POST', '/knit/yarn/', token, { name: 'Not allowed either' });
    expect(restWrite.status).toBe(403);
    const count = await db.client.query<{ n: number }>('select count(*)::int as n from knit_item where owner_id = $1', [user.id]);
    expect(count.rows[0].n).toBe(0);
  });

  test('a write token writes on GraphQL and on REST (no XSRF dance for a token)', async () => {
    const user = await newUser('pat');
    const { token } = await newToken(user, 'WRITE');
    const made = await gql<{ createKnitItem: { item: Pick<KnitItem, 'name'> } }>(NEW_YARN, { i: { type: 'YARN', name: 'By a tool' } }, { token });
    expect(made.errors).toBeUndefined();
    expect(made.data.createKnitItem.item.name).toBe('By a tool');
    const restMade = await rest('POST', '/knit/yarn/', token, { name: 'By a REST tool' });
    expect(restMade.status).toBe(200);
    const names = await db.client.query<{ name: string }>('select name from knit_item where owner_id = $1 order by name', [user.id]);
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
    expect((await gql<Listed>(LIST, {}, { token: user.token })).data.personalAccessTokens).toEqual([]);
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
    // GraphQL: the operation ran, so HTTP 200, with FORBIDDEN at the field and no status in extensions (docs/api.md §4).
    const refusedAtField = (r: Awaited<ReturnType<typeof gql>>, field: string) =>
      expect([r.status, r.errors]).toEqual([200, [{ message: 'A personal access token cannot do this; log in on the website', path: [field], extensions: { code: 'FORBIDDEN' } }]]);
    const pw = await gql(`mutation($i: ChangePasswordInput!) { changePassword(input: $i) { accessToken } }`,
      { i: { currentPassword: user.password, newPassword: 'another long passphrase' } }, { token });
    refusedAtField(pw, 'changePassword');
    const email = await gql(`mutation($i: UpdateProfileInput!) { updateProfile(input: $i) { user { email } } }`,
      { i: { email: 'thief@example.com' } }, { token });
    refusedAtField(email, 'updateProfile');
    refusedAtField(await gql(CREATE, { i: { name: 'more', scope: 'WRITE', password: user.password } }, { token }), 'createPersonalAccessToken');
    refusedAtField(await gql(LIST, {}, { token }), 'personalAccessTokens');
    // REST: 403 as ever, with the code every refusal of a token carries.
    const refusal = { status: 403, body: { message: 'A personal access token cannot do this; log in on the website', code: 'FORBIDDEN' } };
    const restPw = await rest('POST', `/user/setpassword/${user.username}/`, token, { old_password: user.password, new_password: 'another long passphrase' });
    expect({ status: restPw.status, body: restPw.body }).toEqual(refusal);
    const restEmail = await rest('PUT', `/user/${user.username}/`, token, { email: 'thief@example.com' });
    expect({ status: restEmail.status, body: restEmail.body }).toEqual(refusal);
    const row = await db.client.query<{ email: string; session_version: number }>('select email, session_version from app_user where id = $1', [user.id]);
    expect(row.rows[0]).toEqual({ email: user.email, session_version: 0 });
    // Other profile fields are a tool's business.
    const name = await gql<{ updateProfile: { user: Pick<User, 'name'> } }>(`mutation($i: UpdateProfileInput!) { updateProfile(input: $i) { user { name } } }`, { i: { name: 'Ann' } }, { token });
    expect(name.data.updateProfile.user.name).toBe('Ann');
  });
});

describe('a new password ends every token', () => {
  test.each(['GraphQL', 'REST'] as const)('a password change (%s) revokes every token of the account, not another account\'s', async (door) => {
    const [user, other] = await Promise.all([newUser('pat'), newUser('pat')]);
    const tokens = [await newToken(user, 'READ'), await newToken(user, 'WRITE')];
    const others = await newToken(other, 'READ');
    for (const { token } of tokens) expect((await gql('{ me { username } }', {}, { token })).status).toBe(200);
    if (door === 'GraphQL') {
      const changed = await gql(`mutation($i: ChangePasswordInput!) { changePassword(input: $i) { accessToken } }`,
        { i: { currentPassword: user.password, newPassword: 'another long passphrase' } }, { token: user.token });
      expect(changed.errors).toBeUndefined();
    } else {
      const c = new RestClient(user);
      await c.fetchXsrf();
      const changed = await c.post(`/api/v1/user/setpassword/${user.username}/`, { currentPassword: user.password, newPassword: 'another long passphrase' });
      expect(changed.status).toBe(200);
    }
    for (const { token } of tokens) {
      expect(code(await gql('{ me { username } }', {}, { token }))).toBe('UNAUTHENTICATED');
      expect((await rest('GET', '/knit/yarn/', token)).status).toBe(401);
    }
    expect((await gql('{ me { username } }', {}, { token: others.token })).status).toBe(200);
  });
});

describe('throttling', () => {
  test('a token has a budget, with RateLimit headers and a 429 with Retry-After when spent', async () => {
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
  });

  test('the budget is the account\'s as well: spent across several tokens, every token of the account waits', async () => {
    const [user, other] = await Promise.all([newUser('pat'), newUser('pat')]);
    const tokens = [];
    for (let i = 0; i < 4; i++) tokens.push((await newToken(user, 'READ')).token);
    const limit = Number((await gql('{ registrationEnabled }', {}, { token: tokens[0] })).headers.get('ratelimit-limit'));
    // The rest of the budget, spread over the four tokens: no single token comes near its own limit.
    for (let i = 1; i < limit; i++) {
      const r = await gql('{ registrationEnabled }', {}, { token: tokens[i % tokens.length] });
      expect(r.status).toBe(200);
      expect(Number(r.headers.get('ratelimit-remaining'))).toBe(limit - 1 - i);
    }
    for (const token of tokens) {
      const over = await gql('{ registrationEnabled }', {}, { token });
      expect([over.status, code(over), over.headers.get('ratelimit-remaining')]).toEqual([429, 'RATE_LIMITED', '0']);
      expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // A token made now has no budget of its own to spend either, on any door.
    const fresh = await newToken(user, 'READ');
    expect((await gql('{ registrationEnabled }', {}, { token: fresh.token })).status).toBe(429);
    expect((await rest('GET', '/knit/yarn/', fresh.token)).status).toBe(429);
    // Another knitter's tokens are counted apart.
    expect((await gql('{ registrationEnabled }', {}, { token: (await newToken(other, 'READ')).token })).status).toBe(200);
  });
});
