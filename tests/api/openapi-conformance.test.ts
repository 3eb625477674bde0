/**
 * The OpenAPI document of /api/v1 against the door's real answers: the document is valid (swagger-parser), its
 * generated types are current (openapi-typescript, tools/openapi-types.mjs), and a typed client (openapi-fetch) calls
 * operations as a tool would, with a login or a personal access token, each answer's status documented and its body
 * checked by ajv against the operation's schema for that status, headers included.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import Ajv2020, { type SchemaObject } from 'ajv/dist/2020';
import createClient, { type Client } from 'openapi-fetch';
import { BASE, gql, newUser, uniqueName, type TestUser } from '../helpers/api';
import type { AuthPayload, CreatePersonalAccessTokenPayload, RestBody } from '../helpers/types';
import type { paths } from './openapi-types';

// Project-level testTimeout in jest.config.js does not reach the tests; these calls can be slow on a busy machine.
jest.setTimeout(120_000);

type Method = 'get' | 'post' | 'put' | 'delete';
interface Answer { data?: unknown; error?: unknown; response: Response }

/** The parts of the dereferenced OpenAPI document the tests read (`conforms` checks that what it reads is there). */
interface Documented { content: Record<string, { schema: SchemaObject }>; headers: Record<string, { required?: boolean }> }
interface Doc {
  openapi: string;
  paths: Record<string, Record<Method, { security: unknown; responses: Record<string, Documented> }>>;
  components: { securitySchemes: Record<string, { description?: string }> };
}
/** The document as swagger-parser takes and answers it. */
type ParserDoc = Awaited<ReturnType<typeof SwaggerParser.dereference>>;

let doc: Doc;
const ajv = new Ajv2020({ strict: false, allErrors: true });
const checked = new Set<string>();

beforeAll(async () => {
  const raw = (await (await fetch(`${BASE}/api/v1/openapi.json`)).json()) as ParserDoc;
  await SwaggerParser.validate(structuredClone(raw));
  doc = (await SwaggerParser.dereference(structuredClone(raw))) as Doc;
});

/**
 * Checks one answer against the document: its status is documented for the operation, its body fits that status's
 * schema, and the headers the document requires are there. Returns the body, as `T` when the caller reads it.
 */
function conforms<T = unknown>(method: Method, template: string, answer: Answer): T {
  const { response } = answer;
  const body = answer.data ?? answer.error;
  const label = `${method.toUpperCase()} ${template} ${response.status}`;
  const documented = doc.paths[template]?.[method]?.responses?.[String(response.status)];
  expect([label, documented ? 'documented' : 'not documented']).toEqual([label, 'documented']);
  const type = (response.headers.get('content-type') ?? '').split(';')[0];
  const schema = documented.content?.[type]?.schema;
  expect([label, type, schema ? 'has a schema' : 'no schema']).toEqual([label, type, 'has a schema']);
  if (type === 'application/json') {
    const validate = ajv.compile(schema);
    expect([label, body, validate(body) ? [] : validate.errors]).toEqual([label, body, []]);
  }
  for (const [name, header] of Object.entries(documented.headers ?? {})) {
    if (header.required) expect([label, name, response.headers.get(name)]).toEqual([label, name, expect.stringMatching(/^\d+$/)]);
  }
  checked.add(`${method} ${template}`);
  return body as T;
}

/** A typed client of the door: `auth` is sent as the bearer token; `cookie` and `xsrf` as a browser would. */
function client(opts: { auth?: string; cookie?: () => string; xsrf?: string } = {}): Client<paths> {
  const c = createClient<paths>({ baseUrl: `${BASE}/api/v1` });
  c.use({
    onRequest({ request }) {
      if (opts.auth) request.headers.set('authorization', `Bearer ${opts.auth}`);
      if (opts.cookie?.()) request.headers.set('cookie', opts.cookie());
      if (opts.xsrf && request.method !== 'GET') request.headers.set('xsrf-token', opts.xsrf);
      return request;
    },
  });
  return c;
}

const CREATE_TOKEN = `mutation($i: CreatePersonalAccessTokenInput!) { createPersonalAccessToken(input: $i) { token } }`;

async function personalToken(user: TestUser, scope: 'READ' | 'WRITE'): Promise<string> {
  const r = await gql<{ createPersonalAccessToken: Pick<CreatePersonalAccessTokenPayload, 'token'> }>(CREATE_TOKEN, { i: { name: `conformance ${scope}`, scope, password: user.password } }, { token: user.token });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data.createPersonalAccessToken.token;
}

/** A website session: the XSRF pair from get-xsrf (checked too), then a login's access token. */
async function session(user: TestUser): Promise<{ api: Client<paths>; xsrf: string }> {
  let cookie = '';
  const anon = client({ cookie: () => cookie });
  const got = await anon.GET('/account/get-xsrf/');
  const xsrf = conforms<RestBody<'getAccountGetXsrf'>>('get', '/account/get-xsrf/', got).Xsrf_Token;
  cookie = `xsrf-token=${xsrf}`;
  const login = await client({ cookie: () => cookie, xsrf }).POST('/account/login/', { body: { username: user.username, password: user.password } });
  const accessToken = conforms<RestBody<'postAccountLogin'>>('post', '/account/login/', login).tokens.accessToken;
  return { api: client({ auth: accessToken, cookie: () => cookie, xsrf }), xsrf };
}

test('the document is valid OpenAPI 3.1, and its generated types are current', async () => {
  expect(doc.openapi).toBe('3.1.0');
  const root = path.resolve(__dirname, '../..');
  // Exits 1 (and the test fails) when tests/api/openapi-types.ts is not what the document generates now.
  execFileSync(process.execPath, [path.join(root, 'tools/openapi-types.mjs'), '--check'], { cwd: root, env: { ...process.env, LOG_LEVEL: 'silent' } });
});

test('the schemes say how to get in: a login with the XSRF pair, or a personal token without it', () => {
  const schemes = doc.components.securitySchemes;
  expect(schemes.personalAccessToken).toMatchObject({ type: 'http', scheme: 'bearer' });
  expect(schemes.personalAccessToken.description).toMatch(/No XSRF header or cookie is needed/);
  expect(schemes.xsrfHeader).toMatchObject({ type: 'apiKey', in: 'header', name: 'xsrf-token' });
  expect(schemes.xsrfCookie).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'xsrf-token' });
  expect(doc.paths['/knit/{type}/'].post.security).toEqual([{ session: [], xsrfHeader: [], xsrfCookie: [] }, { personalAccessToken: [] }]);
  expect(doc.paths['/knit/{type}/public/'].get.security).toEqual([{}, { session: [] }, { personalAccessToken: [] }]);
  expect(Object.keys(doc.paths['/knit/{type}/'].get.responses['429'].headers).sort()).toEqual(['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', 'Retry-After']);
});

test('a tool with a personal access token: items, colours, refusals, without any XSRF token', async () => {
  const user = await newUser('oas');
  const [write, read] = [await personalToken(user, 'WRITE'), await personalToken(user, 'READ')];
  const tool = client({ auth: write });
  const type = { type: 'yarn' as const };

  const made = await tool.POST('/knit/{type}/', { params: { path: type }, body: { name: 'Conformant merino', producer: 'OAS' } });
  const id = conforms<RestBody<'postKnitBy_type'>>('post', '/knit/{type}/', made).id;
  expect(made.response.headers.get('ratelimit-remaining')).toMatch(/^\d+$/);
  const mine = await tool.GET('/knit/{type}/', { params: { path: type } });
  expect(conforms<RestBody<'getKnitBy_type'>>('get', '/knit/{type}/', mine).data.map((i: { id: number }) => i.id)).toContain(id);
  conforms('put', '/knit/{type}/{id}/', await tool.PUT('/knit/{type}/{id}/', { params: { path: { ...type, id } }, body: { notes: 'soft' } }));
  const colour = await tool.POST('/knit/{type}/{id}/color/', { params: { path: { ...type, id } }, body: { text_description: 'moss' } });
  const colorId = conforms<RestBody<'postKnitBy_typeBy_idColor'>>('post', '/knit/{type}/{id}/color/', colour).id;
  conforms('get', '/knit/{type}/{id}/color/info/{colorId}/', await tool.GET('/knit/{type}/{id}/color/info/{colorId}/', { params: { path: { ...type, id, colorId } } }));
  conforms('get', '/knit/{type}/{id}/pic/', await tool.GET('/knit/{type}/{id}/pic/', { params: { path: { ...type, id } } }));
  // Refusals: a picture that does not exist, a bad id, a READ token writing, an account-security call with a token.
  conforms('get', '/knit/{type}/{id}/pic/{picId}/', await tool.GET('/knit/{type}/{id}/pic/{picId}/', { params: { path: { ...type, id, picId: 2147483000 } } }));
  conforms('put', '/knit/{type}/{id}/', await tool.PUT('/knit/{type}/{id}/', { params: { path: { ...type, id: 0 } }, body: {} }));
  const readOnly = await client({ auth: read }).POST('/knit/{type}/', { params: { path: type }, body: { name: 'no' } });
  expect(conforms('post', '/knit/{type}/', readOnly)).toMatchObject({ code: 'FORBIDDEN' });
  const password = await tool.POST('/user/setpassword/{username}/', { params: { path: { username: user.username } }, body: { currentPassword: user.password, newPassword: 'another long one' } });
  expect([password.response.status, conforms('post', '/user/setpassword/{username}/', password)]).toEqual([403, expect.objectContaining({ code: 'FORBIDDEN' })]);
  const email = await tool.PUT('/user/{username}/', { params: { path: { username: user.username } }, body: { email: `${uniqueName()}@example.com` } });
  expect(email.response.status).toBe(403);
  conforms('put', '/user/{username}/', email);
  conforms('delete', '/knit/{type}/{id}/', await tool.DELETE('/knit/{type}/{id}/', { params: { path: { ...type, id } } }));
  const unknown = await client({ auth: `pw_${'x'.repeat(43)}` }).GET('/calc/');
  expect([unknown.response.status, conforms('get', '/calc/', unknown)]).toEqual([401, expect.objectContaining({ code: 'UNAUTHENTICATED' })]);
});

test('a spent budget is 429 RATE_LIMITED with Retry-After and the RateLimit headers', async () => {
  const user = await newUser('oas');
  const tool = client({ auth: await personalToken(user, 'READ') });
  let last = await tool.GET('/calc/public/');
  conforms('get', '/calc/public/', last);
  const limit = Number(last.response.headers.get('ratelimit-limit'));
  for (let i = 1; i < limit; i++) last = await tool.GET('/calc/public/');
  last = await tool.GET('/calc/public/');
  expect([last.response.status, conforms('get', '/calc/public/', last)]).toEqual([429, expect.objectContaining({ code: 'RATE_LIMITED' })]);
  expect(last.response.headers.get('ratelimit-remaining')).toBe('0');
});

test('the website\'s session: profile, calculators, and the legacy refusals', async () => {
  const user = await newUser('oas');
  const { api } = await session(user);
  const me = { username: user.username };
  expect(conforms<RestBody<'getUserBy_username'>>('get', '/user/{username}/', await api.GET('/user/{username}/', { params: { path: me } })).data.email).toBe(user.email);
  conforms('put', '/user/{username}/', await api.PUT('/user/{username}/', { params: { path: me }, body: { preferred_unit: 'Imperial' } }));
  conforms('get', '/user/{username}/', await api.GET('/user/{username}/', { params: { path: { username: 'nobody-of-that-name' } } }));
  conforms('get', '/user/pic/{username}/', await api.GET('/user/pic/{username}/', { params: { path: me } }));
  conforms('delete', '/user/back/{username}/', await api.DELETE('/user/back/{username}/', { params: { path: me } }));
  const calc = await api.POST('/calc/', { body: { name: 'Swatch' } });
  const id = conforms<RestBody<'postCalc'>>('post', '/calc/', calc).id;
  conforms('get', '/calc/', await api.GET('/calc/'));
  conforms('put', '/calc/{id}/', await api.PUT('/calc/{id}/', { params: { path: { id } }, body: { tension_rows: -1 } }));
  // Without the XSRF header a login's change is refused: 403 `{ message }`, no code.
  const noXsrf = await client({ auth: (await gql<{ login: Pick<AuthPayload, 'accessToken'> }>('mutation($i: LoginInput!) { login(input: $i) { accessToken } }', { i: { username: user.username, password: user.password } })).data.login.accessToken }).DELETE('/calc/{id}/', { params: { path: { id } } });
  expect([noXsrf.response.status, conforms('delete', '/calc/{id}/', noXsrf)]).toEqual([403, { message: 'Invalid or missing XSRF token' }]);
  conforms('delete', '/calc/{id}/', await api.DELETE('/calc/{id}/', { params: { path: { id } } }));
  const visitor = client();
  conforms('get', '/calc/', await visitor.GET('/calc/'));
  conforms('get', '/knit/{type}/public/', await visitor.GET('/knit/{type}/public/', { params: { path: { type: 'pattern' } } }));
  const wrong = await (await session(user)).api.POST('/account/login/', { body: { username: user.username, password: 'not the password' } });
  expect([wrong.response.status, conforms('post', '/account/login/', wrong)]).toEqual([401, expect.objectContaining({ message: expect.any(String) as unknown })]);
});

afterAll(() => {
  // At least ten operations were called, successes and refusals.
  expect(checked.size).toBeGreaterThanOrEqual(10);
});
