/**
 * OAuth 2 apps (issue #25 point 13), with openid-client as the app: registration in Settings (GraphQL), the
 * authorisation-code flow with PKCE through the consent page's calls, the app's token on both doors with the rules of
 * personal tokens, and revocation in Settings, which refuses the token at once.
 */
import { BASE, code, gql, makeImage, newUser, useTestDb, gqlUpload, type GqlError, type TestUser } from '../helpers/api';
import {
  CookieJar, REDIRECT_URI, REGISTER, answer, arriveAtConsent, authorise, browse, client, discover, followToApp, registerApp, startFlow, type Registered,
} from '../helpers/oauth';
import type {
  AuthPayload, ConnectedOAuthApp, CreatePersonalAccessTokenPayload, DeleteOAuthAppPayload, KnitItem, OAuthApp, OkPayload, RestBody, RestError, User,
} from '../helpers/types';

jest.setTimeout(60_000);
const db = useTestDb();

const CONNECTED = `{ connectedOAuthApps { appId name developer scopes connectedAt logoUrl } }`;
const REVOKE = `mutation($i: RevokeOAuthAppConnectionInput!) { revokeOAuthAppConnection(input: $i) { revokedOAuthAppId } }`;
const NEW_YARN = `mutation($i: CreateKnitItemInput!) { createKnitItem(input: $i) { item { id name } } }`;
interface Connected { connectedOAuthApps: ConnectedOAuthApp[] }
interface Me { me: Pick<User, 'username'> }

/** A call on the REST door with a bearer token, as a tool sends it (no cookie, no XSRF header). */
async function rest<T = unknown>(method: string, path: string, token: string, body?: unknown): Promise<{ status: number; body: T }> {
  const res = await fetch(`${BASE}/api/v1${path}`, {
    method, headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as T };
}

/** A GraphQL answer's body. */
interface Answer<T> { data: T; errors?: GqlError[] }

/** A GraphQL call with the HTTP status. */
async function gqlStatus<T = unknown>(query: string, token: string, variables: Record<string, unknown> = {}): Promise<{ status: number; body: Answer<T> }> {
  const res = await fetch(`${BASE}/graphql`, {
    method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, body: (await res.json()) as Answer<T> };
}

let developer: TestUser;
let app: { id: string; clientId: string };
let config: client.Configuration;

beforeAll(async () => {
  developer = await newUser('dev');
  app = await registerApp(developer);
  config = await discover(app.clientId);
});

describe('the whole flow, openid-client as the app', () => {
  test('a read token reads { me } and /api/v1, cannot write; revoking the app in Settings refuses it at once (401)', async () => {
    const knitter = await newUser('knit');
    await gql(NEW_YARN, { i: { type: 'YARN', name: 'Merino for the app', visibility: 'PRIVATE' } }, { token: knitter.token });
    const tokens = await authorise(config, knitter, 'library:read profile:read');
    expect(tokens.token_type.toLowerCase()).toBe('bearer');
    expect(tokens.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(tokens.scope?.split(' ').sort()).toEqual(['library:read', 'profile:read']);
    expect(tokens.refresh_token).toBeTruthy();
    const at = tokens.access_token;

    const me = await gqlStatus('{ me { username } }', at);
    expect({ status: me.status, data: me.body.data }).toEqual({ status: 200, data: { me: { username: knitter.username } } });
    const yarns = await rest('GET', '/knit/yarn/', at);
    expect(yarns.status).toBe(200);
    expect(JSON.stringify(yarns.body)).toContain('Merino for the app');

    // Read only: a mutation is refused before it runs, on both doors, and nothing is written.
    const write = await gqlStatus(NEW_YARN, at, { i: { type: 'YARN', name: 'Sneaky' } });
    expect(write.status).toBe(403);
    expect(write.body.errors![0].extensions!.code).toBe('FORBIDDEN');
    expect((await rest('POST', '/knit/yarn/', at, { name: 'Sneaky' })).status).toBe(403);
    expect((await db.client.query(`select 1 from knit_item where name = 'Sneaky'`)).rowCount).toBe(0);

    const listed = await gql<Connected>(CONNECTED, {}, { token: knitter.token });
    expect(listed.data.connectedOAuthApps).toEqual([{
      appId: app.id, name: 'Stash Counter', developer: developer.username, scopes: ['READ_LIBRARY', 'READ_PROFILE'], connectedAt: expect.any(String) as unknown, logoUrl: null,
    }]);
    const revoked = await gql(REVOKE, { i: { appId: app.id } }, { token: knitter.token });
    expect(revoked.data).toEqual({ revokeOAuthAppConnection: { revokedOAuthAppId: app.id } });

    const after = await gqlStatus('{ me { username } }', at);
    expect(after.status).toBe(401);
    expect(after.body.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
    expect(await rest('GET', '/knit/yarn/', at)).toEqual({ status: 401, body: { message: expect.any(String) as unknown, code: 'UNAUTHENTICATED' } });
    await expect(client.refreshTokenGrant(config, tokens.refresh_token!)).rejects.toMatchObject({ error: 'invalid_grant' });
    expect((await gql<Connected>(CONNECTED, {}, { token: knitter.token })).data.connectedOAuthApps).toEqual([]);
  });

  test('a write token writes; its refresh token gives a new access token', async () => {
    const knitter = await newUser('knit');
    const tokens = await authorise(config, knitter, 'library:write');
    const created = await gqlStatus<{ createKnitItem: { item: Pick<KnitItem, 'name'> } }>(NEW_YARN, tokens.access_token, { i: { type: 'YARN', name: 'Made by the app' } });
    expect(created.status).toBe(200);
    expect(created.body.data.createKnitItem.item.name).toBe('Made by the app');
    const rows = await db.client.query('select owner_id from knit_item where name = $1', ['Made by the app']);
    expect(rows.rows).toEqual([{ owner_id: knitter.id }]);
    const refreshed = await client.refreshTokenGrant(config, tokens.refresh_token!);
    expect(refreshed.access_token).not.toBe(tokens.access_token);
    expect((await gqlStatus<Me>('{ me { username } }', refreshed.access_token)).body.data.me.username).toBe(knitter.username);
  });

  test('a write token writes on the REST door without an XSRF cookie; the app may revoke its own token (RFC 7009)', async () => {
    const knitter = await newUser('knit');
    const tokens = await authorise(config, knitter, 'library:write');
    const made = await rest('POST', '/knit/yarn/', tokens.access_token, { name: 'Posted by the app' });
    expect(made.status).toBe(200);
    expect((await rest<RestBody<'getKnitBy_type'>>('GET', '/knit/yarn/', tokens.access_token)).body.data.map((y) => y.name)).toEqual(['Posted by the app']);
    await client.tokenRevocation(config, tokens.access_token);
    expect((await gqlStatus('{ me { username } }', tokens.access_token)).status).toBe(401);
  });

  test('with openid the app also gets an ID token naming the knitter', async () => {
    const knitter = await newUser('knit');
    const tokens = await authorise(config, knitter, 'openid profile:read');
    expect(tokens.claims()).toMatchObject({ sub: String(knitter.id), preferred_username: knitter.username, iss: expect.stringMatching(/\/oauth$/) as unknown, aud: app.clientId });
    // The access token is for the API (its resource); there is no user info endpoint: the ID token says it all.
    expect(config.serverMetadata().userinfo_endpoint).toBeUndefined();
  });

  test('deleting the account deletes what its apps held', async () => {
    const knitter = await newUser('knit');
    const tokens = await authorise(config, knitter, 'library:read');
    const gone = await gql<{ deleteAccount: OkPayload }>('mutation($i: DeleteAccountInput!) { deleteAccount(input: $i) { ok } }', { i: { password: knitter.password } }, { token: knitter.token });
    expect(gone.data.deleteAccount.ok).toBe(true);
    expect((await gqlStatus('{ me { username } }', tokens.access_token)).status).toBe(401);
    expect((await db.client.query<{ n: number }>('select count(*)::int as n from oauth_payload where account_id = $1', [knitter.id])).rows[0].n).toBe(0);
  });

  test('changing the password disconnects every app, like it revokes every personal token', async () => {
    const knitter = await newUser('knit');
    const tokens = await authorise(config, knitter, 'library:read');
    const changed = await gql<{ changePassword: Pick<AuthPayload, 'accessToken'> }>('mutation($i: ChangePasswordInput!) { changePassword(input: $i) { accessToken } }',
      { i: { currentPassword: knitter.password, newPassword: 'another long passphrase', confirmation: 'another long passphrase' } }, { token: knitter.token });
    expect(changed.errors).toBeUndefined();
    expect((await gqlStatus('{ me { username } }', tokens.access_token)).status).toBe(401);
    await expect(client.refreshTokenGrant(config, tokens.refresh_token!)).rejects.toMatchObject({ error: 'invalid_grant' });
    expect((await gql<Connected>(CONNECTED, {}, { token: changed.data.changePassword.accessToken })).data.connectedOAuthApps).toEqual([]);
  });

  test('an app token can never do what a personal token never may', async () => {
    const knitter = await newUser('knit');
    const { access_token: at } = await authorise(config, knitter, 'library:write profile:read');
    const forbidden = async (query: string, variables: Record<string, unknown> = {}) => {
      const r = await gqlStatus(query, at, variables);
      expect([query.slice(0, 40), r.status, r.body.errors?.[0]?.extensions?.code]).toEqual([query.slice(0, 40), 200, 'FORBIDDEN']);
    };
    await forbidden('mutation($i: CreatePersonalAccessTokenInput!) { createPersonalAccessToken(input: $i) { token } }', { i: { name: 'x', scope: 'READ', password: knitter.password } });
    await forbidden('{ personalAccessTokens { id } }');
    await forbidden('{ oauthApps { id } }');
    await forbidden(CONNECTED);
    await forbidden(REGISTER, { i: { name: 'Mine now', redirectUris: [REDIRECT_URI] } });
    await forbidden(REVOKE, { i: { appId: app.id } });
    await forbidden('mutation($i: ChangePasswordInput!) { changePassword(input: $i) { accessToken } }', { i: { currentPassword: knitter.password, newPassword: 'another long passphrase', confirmation: 'another long passphrase' } });
    await forbidden('mutation { exportData { expiresAt } }');
    await forbidden('mutation($i: DeleteAccountInput!) { deleteAccount(input: $i) { ok } }', { i: { password: knitter.password } });
    const email = await rest<RestError>('PUT', `/user/${knitter.username}/`, at, { email: 'elsewhere@example.com' });
    expect([email.status, email.body.code]).toEqual([403, 'FORBIDDEN']);
    const imported = await fetch(`${BASE}/api/account/import`, { method: 'POST', headers: { authorization: `Bearer ${at}` } });
    expect([401, 403]).toContain(imported.status);
    expect((await db.client.query<{ email: string }>('select email from app_user where id = $1', [knitter.id])).rows[0].email).toBe(knitter.email);
    expect((await gqlStatus('{ me { username } }', at)).status).toBe(200);
  });
});

describe('the consent step', () => {
  test('the consent page is the web client; its details name the app and the scopes; denying sends access_denied back', async () => {
    const knitter = await newUser('knit');
    const jar = new CookieJar();
    const flow = await startFlow(config, 'library:read library:write');
    const uid = await arriveAtConsent(jar, flow.url);
    const page = await browse(jar, `/oauth/consent/${uid}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    const details = await browse(jar, `/oauth/consent/${uid}/details`);
    expect(await details.json()).toEqual({
      app: { name: 'Stash Counter', developer: developer.username, logoUrl: null, redirectHost: '127.0.0.1:59999' }, scopes: ['library:read', 'library:write'],
    });
    const res = await answer(jar, uid, knitter.token, false);
    const back = await followToApp(jar, ((await res.json()) as { redirectTo: string }).redirectTo);
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('state')).toBe(flow.state);
    expect((await gql<Connected>(CONNECTED, {}, { token: knitter.token })).data.connectedOAuthApps).toEqual([]);
  });

  test('the answer needs the website session (not a token) and the browser that started the request', async () => {
    const knitter = await newUser('knit');
    const jar = new CookieJar();
    const uid = await arriveAtConsent(jar, (await startFlow(config, 'library:read')).url);
    expect((await answer(jar, uid, null, true)).status).toBe(401);
    const patR = await gql<{ createPersonalAccessToken: Pick<CreatePersonalAccessTokenPayload, 'token'> }>('mutation($i: CreatePersonalAccessTokenInput!) { createPersonalAccessToken(input: $i) { token } }', { i: { name: 'x', scope: 'WRITE', password: knitter.password } }, { token: knitter.token });
    expect((await answer(jar, uid, patR.data.createPersonalAccessToken.token, true)).status).toBe(401);
    // Another browser (without this one's interaction cookie) cannot answer for it.
    const other = await answer(new CookieJar(), uid, knitter.token, true);
    expect([other.status, ((await other.json()) as { code: string }).code]).toEqual([404, 'NOT_FOUND']);
  });

  test('PKCE is required: a request without code_challenge is sent back with invalid_request', async () => {
    const url = client.buildAuthorizationUrl(config, { redirect_uri: REDIRECT_URI, scope: 'library:read', state: 'no-pkce' });
    const back = await followToApp(new CookieJar(), url.toString());
    expect(back.searchParams.get('error')).toBe('invalid_request');
    expect(back.searchParams.get('error_description')).toMatch(/PKCE/);
  });

  test('an unregistered redirect URI is never redirected to: the error page of the web client says why', async () => {
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: 'https://evil.example/cb', scope: 'library:read', code_challenge: 'x'.repeat(43), code_challenge_method: 'S256',
    });
    const res = await browse(new CookieJar(), url.toString());
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/oauth/error?error=invalid_redirect_uri');
  });
});

describe('registering apps', () => {
  test('name and redirect URIs are checked; the app is listed; a logo is re-encoded and served; deleting kills its tokens', async () => {
    const dev = await newUser('dev');
    for (const redirectUris of [[], ['http://example.com/cb'], ['https://example.com/cb#frag'], ['not a url']]) {
      expect(code(await gql(REGISTER, { i: { name: 'Bad', redirectUris } }, { token: dev.token }))).toBe('BAD_USER_INPUT');
    }
    expect(code(await gql(REGISTER, { i: { name: '  ', redirectUris: [REDIRECT_URI] } }, { token: dev.token }))).toBe('BAD_USER_INPUT');
    expect(code(await gql(REGISTER, { i: { name: 'Anon', redirectUris: [REDIRECT_URI] } }))).toBe('UNAUTHENTICATED');

    const withLogo = await gqlUpload<Registered>(REGISTER, { i: { name: 'Logo app', redirectUris: ['https://app.example/cb', REDIRECT_URI], logo: null } }, 'variables.i.logo', { bytes: await makeImage('jpeg', 300, 200), name: 'logo.jpg', type: 'image/jpeg' }, { token: dev.token });
    expect(withLogo.errors).toBeUndefined();
    const registered = withLogo.data.registerOAuthApp.oauthApp;
    expect(registered.clientId).toMatch(/^app_[A-Za-z0-9_-]{22}$/);
    expect(registered.logoUrl).toMatch(/^\/oauth\/apps\/app_[^/]+\/logo\?v=/);
    const logo = await fetch(`${BASE}${registered.logoUrl}`);
    expect(logo.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await logo.arrayBuffer());
    expect(bytes.readUInt32BE(16)).toBe(128);

    const mine = await gql<{ oauthApps: Array<Pick<OAuthApp, 'id' | 'name' | 'redirectUris'>> }>('{ oauthApps { id name redirectUris } }', {}, { token: dev.token });
    expect(mine.data.oauthApps).toEqual([{ id: registered.id, name: 'Logo app', redirectUris: ['https://app.example/cb', REDIRECT_URI] }]);
    expect((await gql<{ node: Pick<OAuthApp, 'name'> | null }>('query($id: ID!) { node(id: $id) { ... on OAuthApp { name } } }', { id: registered.id }, { token: dev.token })).data.node).toEqual({ name: 'Logo app' });
    expect(code(await gql('query($id: ID!) { node(id: $id) { id } }', { id: registered.id }, { token: developer.token }))).toBe('NOT_FOUND');

    const knitter = await newUser('knit');
    const { access_token: at } = await authorise(await discover(registered.clientId), knitter, 'library:read');
    expect((await gqlStatus('{ me { username } }', at)).status).toBe(200);
    // Only its developer may delete it.
    expect(code(await gql('mutation($i: DeleteOAuthAppInput!) { deleteOAuthApp(input: $i) { deletedOAuthAppId } }', { i: { id: registered.id } }, { token: knitter.token }))).toBe('NOT_FOUND');
    const gone = await gql<{ deleteOAuthApp: Pick<DeleteOAuthAppPayload, 'deletedOAuthAppId'> }>('mutation($i: DeleteOAuthAppInput!) { deleteOAuthApp(input: $i) { deletedOAuthAppId } }', { i: { id: registered.id } }, { token: dev.token });
    expect(gone.data.deleteOAuthApp.deletedOAuthAppId).toBe(registered.id);
    expect((await gqlStatus('{ me { username } }', at)).status).toBe(401);
    expect((await db.client.query<{ n: number }>('select count(*)::int as n from oauth_payload where client_id = $1', [registered.clientId])).rows[0].n).toBe(0);
  });
});
