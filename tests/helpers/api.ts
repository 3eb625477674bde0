/** HTTP helpers for integration tests: GraphQL calls, multipart uploads, isolated users, real images. */
import crypto from 'node:crypto';
import sharp from 'sharp';

export const BASE = process.env.PURLWISE_URL as string;
export const BASE_NOREG = process.env.PURLWISE_URL_NOREG as string;

/** One GraphQL error as the server answers it. */
export interface GqlError { message: string; path?: Array<string | number>; extensions?: { code?: string; [k: string]: unknown } }

/**
 * One GraphQL answer. `T` is the part of `data` the test reads (named with the generated schema types of
 * tests/helpers/types.ts); `data` is null at run time when the operation failed as a whole.
 */
export interface GqlResult<T = unknown> {
  status: number;
  data: T;
  errors?: GqlError[];
  headers: Headers;
  queries: number;
}

/** One page of a GraphQL connection, as the list queries answer it. */
export interface Connection<N> {
  nodes: N[];
  pageInfo: { endCursor: string | null; hasNextPage: boolean };
}

/** Sends one GraphQL operation (JSON). */
export async function gql<T = unknown>(query: string, variables: Record<string, unknown> = {}, opts: { token?: string; cookie?: string; base?: string } = {}): Promise<GqlResult<T>> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.cookie) headers.cookie = opts.cookie;
  const res = await fetch(`${opts.base ?? BASE}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
  const body = (await res.json()) as { data: T; errors?: GqlError[] };
  return { status: res.status, data: body.data, errors: body.errors, headers: res.headers, queries: Number(res.headers.get('x-sql-queries') ?? NaN) };
}

/**
 * Sends a GraphQL multipart request (the graphql-multipart-request spec) with one file at `path`
 * (for example 'variables.input.file').
 */
export async function gqlUpload<T = unknown>(query: string, variables: Record<string, unknown>, filePath: string, file: { bytes: Buffer; name?: string; type?: string }, opts: { token?: string; base?: string } = {}): Promise<GqlResult<T>> {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query, variables }));
  form.append('map', JSON.stringify({ 0: [filePath] }));
  form.append('0', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }), file.name ?? 'upload.bin');
  const headers: Record<string, string> = { 'apollo-require-preflight': 'true' };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  const res = await fetch(`${opts.base ?? BASE}/graphql`, { method: 'POST', headers, body: form });
  const text = await res.text();
  let body: { data: T; errors?: GqlError[] };
  try { body = JSON.parse(text) as typeof body; } catch { body = { data: null as T, errors: [{ message: text }] }; }
  return { status: res.status, data: body.data, errors: body.errors, headers: res.headers, queries: Number(res.headers.get('x-sql-queries') ?? NaN) };
}

/** The first error code of a result (or undefined). */
export const code = (r: GqlResult) => r.errors?.[0]?.extensions?.code;
/** The first error message of a result (or undefined). */
export const message = (r: GqlResult) => r.errors?.[0]?.message;

/** A unique username for one test. */
export function uniqueName(prefix = 'u'): string {
  return `${prefix}${crypto.randomBytes(5).toString('hex')}`;
}

export interface TestUser { id: number; username: string; password: string; email: string; token: string; cookie: string }

/** The refresh cookie (name=value) of a response, if it set one. */
export function refreshCookie(headers: Headers): string {
  const set = headers.getSetCookie?.() ?? [];
  const c = set.find((s) => s.startsWith('purlwise_refresh='));
  return c ? c.split(';')[0] : '';
}

/** Registers a fresh user (on the suite's server, or `base`) and returns its access token and refresh cookie. */
export async function newUser(prefix = 'u', opts: { base?: string } = {}): Promise<TestUser> {
  const username = uniqueName(prefix);
  const password = 'correct horse battery';
  const email = `${username}@example.com`;
  const r = await gql<{ register: { accessToken: string; user: { id: number } } }>(`mutation($i: RegisterInput!) { register(input: $i) { accessToken user { id: databaseId } } }`, { i: { username, email, password } }, opts);
  if (r.errors) throw new Error(`register failed: ${JSON.stringify(r.errors)}`);
  return { id: r.data.register.user.id, username, password, email, token: r.data.register.accessToken, cookie: refreshCookie(r.headers) };
}

/** A real image of the given format and size, made by sharp (random colour, so each is different). */
export async function makeImage(format: 'png' | 'jpeg' | 'webp' | 'gif' = 'png', width = 64, height = 48): Promise<Buffer> {
  const [r, g, b] = crypto.randomBytes(3);
  const img = sharp({ create: { width, height, channels: 3, background: { r, g, b } } });
  return (format === 'png' ? img.png() : format === 'jpeg' ? img.jpeg() : format === 'webp' ? img.webp() : img.gif()).toBuffer();
}

/** A PNG whose header claims a huge pixel count (60000 x 60000) but that is tiny on disk. */
export function lyingPng(): Buffer {
  const sig = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(60000, 0);
  ihdr.writeUInt32BE(60000, 4);
  ihdr[8] = 8; ihdr[9] = 2; ihdr[10] = 0; ihdr[11] = 0; ihdr[12] = 0;
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4); len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4); crc.writeUInt32BE(crc32(td) >>> 0);
    return Buffer.concat([len, td, crc]);
  };
  return Buffer.concat([sig, chunk('IHDR', ihdr), chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])), chunk('IEND', Buffer.alloc(0))]);
}

function crc32(buf: Buffer): number {
  let c = ~0;
  for (const byte of buf) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c;
}

/** Fetches a URL path on the test server. */
export function get(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${BASE}${path}`, init);
}

/**
 * A pg client on the test database, connected before the file's tests and closed after them. Call at the
 * top level of a test file; read `.client` inside tests.
 */
export function useTestDb(): { client: import('pg').Client } {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { Client } = require('pg') as typeof import('pg');
  const holder = { client: new Client({ connectionString: process.env.PURLWISE_TEST_DATABASE_URL }) };
  beforeAll(() => holder.client.connect());
  afterAll(() => holder.client.end());
  return holder;
}

/**
 * Runs `body` while `client`'s transaction holds `table` against writes (reads still pass), and lets go after: what
 * other files write meanwhile waits, and a request that must write there waits too.
 */
export async function whileWritesHeld<T>(client: import('pg').Client, table: string, body: () => Promise<T>): Promise<T> {
  await client.query('begin');
  try {
    await client.query(`lock table ${table} in exclusive mode`);
    return await body();
  } finally {
    await client.query('commit');
  }
}

/**
 * Waits until this machine's clock is past `time` (an ISO date the server wrote): a change made after that cannot have
 * the same millisecond. The server and the tests share the clock.
 */
export async function clockPast(time: string): Promise<void> {
  while (Date.now() <= Date.parse(time)) await new Promise((r) => setImmediate(r));
}

/**
 * Runs `change` and checks that it moved forward the `lastUpdated` of what `read` answers (an item); returns that
 * answer after the change. The change starts once the clock has passed the time read: the column keeps milliseconds,
 * and a change within the same one would look like none.
 */
export async function touches<T extends { lastUpdated: string }>(read: () => Promise<T>, change: () => Promise<unknown>): Promise<T> {
  const before = (await read()).lastUpdated;
  await clockPast(before);
  await change();
  const after = await read();
  expect(Date.parse(after.lastUpdated)).toBeGreaterThan(Date.parse(before));
  return after;
}

/** Creates a yarn of `user` with the given name and visibility; returns its id and lastUpdated. */
export async function newYarn(user: TestUser, name: string, visibility = 'PUBLIC'): Promise<{ id: number; lastUpdated: string }> {
  const r = await gql<{ createKnitItem: { item: { id: number; lastUpdated: string } } }>(`mutation($i: CreateKnitItemInput!) { createKnitItem(input: $i) { item { id: databaseId lastUpdated } } }`,
    { i: { type: 'YARN', name, visibility } }, { token: user.token });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data.createKnitItem.item;
}
