/**
 * The OpenAPI document of /api/v1 stays in step with the routes: every route the express router registers
 * is documented with its method, every documented operation is registered, and each one answers over HTTP
 * (with and without its trailing slash) instead of falling through to "No such route".
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { RestClient } from '../helpers/rest';
import type { RestError } from '../helpers/types';

/** The parts of the OpenAPI document the tests read (a JSON schema, as far as the tests walk it). */
interface Schema { type: string; properties: Record<string, Schema>; items: Schema }
interface Operation {
  summary: string;
  operationId: string;
  parameters: Array<{ in: string; name: string; required?: boolean }>;
  security: Array<Record<string, unknown>>;
  responses: Record<string, { content: Record<string, { schema: Schema }> }>;
  requestBody: { content: Record<string, { schema: Schema }> };
  'x-path-template'?: string;
}
interface Doc { openapi: string; servers: unknown; paths: Record<string, Record<string, Operation>> }

// Project-level testTimeout in jest.config.js does not reach the tests; these calls can be slow on a busy machine.
jest.setTimeout(60_000);

/**
 * Method + express path of every route the router holds: the built router (what the test server runs) is
 * created in a plain Node process and its stack is read, so nothing here re-declares the route list.
 */
function registered(): string[] {
  const dist = path.resolve(__dirname, '../../server/dist/rest/index.js');
  const script = `
    require('reflect-metadata');
    const { restRouter } = require(${JSON.stringify(dist)});
    const secrets = { jwt: new Uint8Array(32), images: Buffer.alloc(32), xsrf: Buffer.alloc(32) };
    const out = [];
    for (const layer of restRouter({}, secrets).stack) {
      if (!layer.route) continue;
      const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
      for (const p of paths) for (const [m, on] of Object.entries(layer.route.methods)) if (on && m !== '_all') out.push(m.toUpperCase() + ' ' + p);
    }
    process.stdout.write(JSON.stringify(out));`;
  const stdout = execFileSync(process.execPath, ['-e', script], { cwd: path.resolve(__dirname, '../..'), env: { ...process.env, LOG_LEVEL: 'silent' } });
  return JSON.parse(stdout.toString('utf8')) as string[];
}

/** The express form of a documented path. */
const expressForm = (p: string) => p.replace(/\{(\w+)\}/g, ':$1').replace(/(.)\/$/, '$1');

const SAMPLE: Record<string, string> = { type: 'yarn', id: '2147483000', picId: '2147483001', colorId: '2147483002', username: 'nobody-here', kind: 'pic' };

let doc: Doc;
let client: RestClient;

beforeAll(async () => {
  client = new RestClient();
  await client.fetchXsrf();
  const r = await client.get<Doc>('/api/v1/openapi.json');
  expect(r.status).toBe(200);
  doc = r.body;
});

function documented(): Array<{ method: string; path: string; op: Operation }> {
  const out = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) out.push({ method: method.toUpperCase(), path, op });
  }
  return out;
}

/** A login is needed: neither a visitor nor (for a change) a visitor with the XSRF pair alone may call it. */
const needsLogin = (op: Operation) => op.security.every((s) => 'session' in s || 'personalAccessToken' in s);

test('it is an OpenAPI 3.1 document with operations that say how to call them', () => {
  expect(doc.openapi).toBe('3.1.0');
  expect(doc.servers).toEqual([{ url: '/api/v1' }]);
  const ops = documented();
  expect(ops.length).toBeGreaterThan(40);
  const ids = new Set<string>();
  for (const { method, path, op } of ops) {
    expect(typeof op.summary).toBe('string');
    expect(op.responses['200']).toBeDefined();
    expect(ids.has(op.operationId)).toBe(false);
    ids.add(op.operationId);
    const params = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
    expect(op.parameters.filter((p) => p.in === 'path').map((p) => p.name)).toEqual(params);
    const needsXsrf = method !== 'GET';
    // Needed with a login, not with a personal access token: the parameter is optional, the schemes say when.
    expect(op.parameters.some((p) => p.in === 'header' && p.name === 'xsrf-token' && !p.required)).toBe(needsXsrf);
    for (const s of op.security) if ('session' in s || !('personalAccessToken' in s)) expect([path, method, 'xsrfHeader' in s || !needsXsrf]).toEqual([path, method, true]);
    if (needsXsrf) expect(op.responses['403']).toBeDefined();
    expect(op.responses['401']).toBeDefined();
    expect(op.responses['429']).toBeDefined();
  }
});

test('the documented shapes are the legacy ones', () => {
  const schemaOf = (path: string, method: string) => doc.paths[path][method].responses['200'].content['application/json'].schema;
  expect(schemaOf('/account/get-xsrf/', 'get').properties).toHaveProperty('Xsrf_Token');
  expect(schemaOf('/account/login/', 'post').properties.tokens.properties).toHaveProperty('accessToken');
  expect(schemaOf('/knit/{type}/', 'post').properties).toHaveProperty('id');
  expect(schemaOf('/knit/{type}/{id}/pic/', 'get').properties.data.items.type).toBe('integer');
  const calc = schemaOf('/calc/', 'get').properties.data.items.properties;
  expect(Object.keys(calc).sort()).toEqual(['id', 'last_updated', 'name', 'result_height', 'result_rows', 'result_stitches', 'result_width', 'tension_height', 'tension_rows', 'tension_stitches', 'tension_width', 'type', 'visibility'].sort());
  expect(Object.keys(doc.paths['/knit/{type}/{id}/pic/'].post.requestBody.content['multipart/form-data'].schema.properties)).toEqual(['pic']);
  expect(Object.keys(doc.paths['/knit/{type}/{id}/color/{colorId}/pic/'].post.requestBody.content['multipart/form-data'].schema.properties)).toEqual(['colorPic']);
  expect(Object.keys(doc.paths['/user/pic/{username}/'].post.requestBody.content['multipart/form-data'].schema.properties)).toEqual(['pic']);
  expect(Object.keys(doc.paths['/user/back/{username}/'].post.requestBody.content['multipart/form-data'].schema.properties)).toEqual(['back']);
  expect(Object.keys(doc.paths['/knit/{type}/{id}/pic/{picId}/'].get.responses['200'].content)).toContain('image/png');
});

test('every route of the express router is documented with its method, and nothing else is', () => {
  const fromRouter = registered();
  // The picture kinds are documented as fixed paths; `x-path-template` names the route that serves them.
  const fromDoc = [...new Set(documented().map(({ method, path, op }) => `${method} ${expressForm(op['x-path-template'] ?? path)}`))];
  expect(new Set(fromRouter).size).toBe(fromRouter.length);
  expect([...fromRouter].sort()).toEqual([...fromDoc].sort());
});

test('no two paths are one template (OpenAPI 3.1: templated paths that differ only in names are identical)', () => {
  const shapes = Object.keys(doc.paths).map((p) => p.replace(/\{\w+\}/g, '{}'));
  expect(shapes.length).toBe(new Set(shapes).size);
});

test.each([true, false])('every documented operation answers (trailing slash: %s)', async (slash) => {
  for (const { method, path, op } of documented()) {
    let url = `/api/v1${path.replace(/\{(\w+)\}/g, (_m, k: string) => SAMPLE[k])}`;
    if (!slash && url.endsWith('/')) url = url.slice(0, -1);
    const r = await client.call<RestError | null>(method, url, { token: null });
    const label = `${method} ${url}`;
    expect([label, r.body?.message ?? '']).not.toEqual([label, expect.stringMatching(/^No such route/)]);
    if (needsLogin(op)) expect([label, r.status]).toEqual([label, 401]);
    else expect([label, r.status < 500]).toEqual([label, true]);
  }
});

test('what is not documented is not served', async () => {
  for (const [method, url] of [['PATCH', '/api/v1/calc/1/'], ['GET', '/api/v1/calc/1/'], ['POST', '/api/v1/knit/yarn/public/'], ['GET', '/api/v1/knit/yarn/1/']]) {
    const r = await client.call<RestError>(method, url, { token: null });
    expect([method, url, r.status, r.body.message]).toEqual([method, url, 404, expect.stringMatching(/^No such route/)]);
  }
});
