/**
 * Shared machinery of the resilience and security suites: a throwaway embedded PostgreSQL that can be
 * stopped and restarted, spawned server processes, an HTTP client with a cookie jar (GraphQL, uploads,
 * REST with XSRF), request counters; images.ts adds real images and database checks (re-exported here). Loopback only; everything stops by itself.
 */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { Client as PgClient } from 'pg';

export const ROOT = path.resolve(__dirname, '..', '..');
export const MAIN = path.join(ROOT, 'server', 'dist', 'main.js');

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** Polls `fn` until it returns a truthy value or `ms` pass; returns the value or throws. */
export async function waitFor<T>(what: string, fn: () => Promise<T | null | undefined | false>, ms: number, every = 100): Promise<T> {
  const end = Date.now() + ms;
  let last: unknown;
  while (Date.now() < end) {
    try {
      const v = await fn();
      if (v) return v;
    } catch (err) { last = err; }
    await sleep(every);
  }
  throw new Error(`timed out after ${ms} ms waiting for ${what}${last ? `: ${last instanceof Error ? last.message : JSON.stringify(last)}` : ''}`);
}

// ---------------------------------------------------------------- PostgreSQL

export interface Pg {
  port: number;
  /** URL of a database on this server. */
  url(db?: string): string;
  /** Creates a fresh database and returns its URL. */
  createDatabase(prefix?: string): Promise<string>;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the server and deletes its data directory. */
  destroy(): Promise<void>;
}

/** Starts a throwaway embedded PostgreSQL (persistent data dir under os.tmpdir(), so it survives stop/start). */
export async function startPg(): Promise<Pg> {
  const host = fork(path.join(__dirname, 'pg-host.js'), [], { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const pending = new Map<number, { resolve: () => void; reject: (e: Error) => void }>();
  let seq = 0;
  host.on('message', (m: { id: number; ok: boolean; error?: string }) => {
    const p = pending.get(m.id);
    pending.delete(m.id);
    if (m.ok) p?.resolve(); else p?.reject(new Error(m.error));
  });
  host.on('exit', () => { for (const p of pending.values()) p.reject(new Error('pg host exited')); pending.clear(); });
  const ask = (action: string, extra: Record<string, unknown> = {}) => new Promise<void>((resolve, reject) => {
    const id = ++seq;
    pending.set(id, { resolve, reject });
    host.send({ id, action, ...extra });
  });
  const port = await freePort();
  await ask('init', { port });
  const url = (db = 'postgres') => `postgres://postgres:postgres@127.0.0.1:${port}/${db}`;
  return {
    port,
    url,
    async createDatabase(prefix = 'purlwise') {
      const name = `${prefix}_${crypto.randomBytes(4).toString('hex')}`;
      const c = new PgClient({ connectionString: url() });
      await c.connect();
      await c.query(`create database "${name}"`);
      await c.end();
      return url(name);
    },
    stop: () => ask('stop'),
    start: () => ask('start'),
    async destroy() {
      if (host.exitCode !== null) return;
      await ask('destroy').catch(() => undefined);
      host.disconnect();
      await new Promise<void>((r) => (host.exitCode !== null ? r() : host.once('exit', () => r())));
    },
  };
}

/** Runs `fn` with a connected pg client, then closes it. */
export async function withDb<T>(url: string, fn: (c: PgClient) => Promise<T>): Promise<T> {
  const c = new PgClient({ connectionString: url });
  await c.connect();
  try { return await fn(c); } finally { await c.end().catch(() => undefined); }
}

// ---------------------------------------------------------------- server processes

export interface ServerProc {
  url: string;
  port: number;
  child: ChildProcess;
  /** The last 20 kB the process wrote (for failure messages). */
  output(): string;
  /** Log lines of errors the server did not expect (toAppError's 'unexpected error', 500s). Needs LOG_LEVEL error. */
  unexpected(): string[];
  alive(): boolean;
  /** SIGTERM and wait. */
  stop(): Promise<void>;
  /** SIGKILL and wait: no shutdown hook runs. */
  kill9(): Promise<void>;
}

/** Spawns `node server/dist/main.js` on `databaseUrl`, on a free port, and waits until /readyz answers. */
export async function startServer(databaseUrl: string, env: Record<string, string> = {}, port?: number): Promise<ServerProc> {
  port ??= await freePort();
  const child = spawn(process.execPath, [MAIN], {
    cwd: ROOT,
    env: {
      ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'test',
      LOG_LEVEL: 'silent', ...env, ...(process.env.TEST_LOG_LEVEL ? { LOG_LEVEL: process.env.TEST_LOG_LEVEL } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const unexpected: string[] = [];
  let partial = '';
  const keep = (b: Buffer) => {
    if (process.env.TEST_LOG_LEVEL) process.stderr.write(b);
    out = (out + b.toString()).slice(-20000);
    const lines = (partial + b.toString()).split('\n');
    partial = lines.pop() ?? '';
    for (const l of lines) if (/unexpected error|uncaught|unhandled/i.test(l) && unexpected.length < 50) unexpected.push(l.slice(0, 3000));
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const url = `http://127.0.0.1:${port}`;
  const proc: ServerProc = {
    url, port, child,
    output: () => out,
    unexpected: () => unexpected,
    alive: () => child.exitCode === null && child.signalCode === null,
    async stop() { if (proc.alive()) { child.kill('SIGTERM'); await exited; } },
    async kill9() { if (proc.alive()) { child.kill('SIGKILL'); await exited; } },
  };
  try {
    const state = await waitFor('server ready', async () => {
      if (!proc.alive()) return 'exited';
      const r = await fetch(`${url}/readyz`);
      return r.ok ? 'ready' : null;
    }, 60_000, 100);
    if (state === 'exited') throw new Error(`server exited (${child.exitCode ?? child.signalCode}): ${out}`);
  } catch (err) {
    await proc.kill9();
    throw err;
  }
  return proc;
}

// ---------------------------------------------------------------- HTTP client

/** Counters shared by every client of a run. */
export class Stats {
  requests = 0;
  byKind = new Map<string, number>();
  count(kind: string): void {
    this.requests += 1;
    this.byKind.set(kind, (this.byKind.get(kind) ?? 0) + 1);
  }
}

export const globalStats = new Stats();

export interface HttpResult<T = unknown> {
  status: number;
  /** Parsed JSON, when the answer was JSON (undefined when it was not): `T` names what the caller reads of it. */
  body: T;
  text: string;
  headers: Headers;
  /** Raw bytes (images). */
  bytes?: Buffer;
}

/** One GraphQL error as the server answers it. */
export interface GqlAnswerError { message: string; extensions?: { code?: string; status?: number } }

/** A GraphQL answer: `T` names what the caller reads of `data` (null or missing at run time when the operation failed). */
export interface GqlAnswer<T = unknown> extends HttpResult {
  data: T;
  errors?: GqlAnswerError[];
  code?: string;
}

/** The JSON body of a GraphQL answer (undefined when the answer was not JSON). */
type GqlBody<T> = { data: T; errors?: GqlAnswerError[] } | undefined;

/** What the suites read of the REST adapter's OpenAPI document (/api/v1/openapi.json): its paths and operations. */
export interface OpenApiDoc { paths: Record<string, Record<string, OpenApiOperation>> }
export interface OpenApiOperation {
  /** The route serving an operation the document writes as fixed paths (the picture kinds). */
  'x-path-template'?: string;
  requestBody?: { content?: Record<string, { schema: { properties: Record<string, unknown> } }> };
}

export interface UploadFile { bytes: Buffer; name?: string; type?: string }

/** A browser-like client: a cookie jar, a bearer token, XSRF handled for REST mutations. */
export class Client {
  cookies = new Map<string, string>();
  token: string | undefined;
  xsrf: string | undefined;
  constructor(public base: string, public stats: Stats = globalStats) {}

  /** A copy sharing nothing (for another server with the same session). */
  clone(base = this.base): Client {
    const c = new Client(base, this.stats);
    c.cookies = new Map(this.cookies);
    c.token = this.token;
    c.xsrf = this.xsrf;
    return c;
  }

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  absorbCookies(headers: Headers): void {
    for (const line of headers.getSetCookie?.() ?? []) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attrs.some((a) => /^\s*max-age=0\s*$/i.test(a))
        || attrs.some((a) => { const m = /^\s*expires=(.*)$/i.exec(a); return !!m && new Date(m[1]).getTime() < Date.now(); });
      if (!value || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async raw<T = unknown>(method: string, p: string, init: { body?: BodyInit; headers?: Record<string, string>; auth?: boolean; kind?: string; signal?: AbortSignal } = {}): Promise<HttpResult<T>> {
    const headers: Record<string, string> = { ...(init.headers ?? {}) };
    if (init.auth !== false && this.token) headers.authorization = `Bearer ${this.token}`;
    const cookie = this.cookieHeader();
    if (cookie) headers.cookie = cookie;
    this.stats.count(init.kind ?? `${method} ${p.split('?')[0]}`);
    const res = await fetch(`${this.base}${p}`, { method, headers, body: init.body, signal: init.signal ?? AbortSignal.timeout(60_000) });
    this.absorbCookies(res.headers);
    const buf = Buffer.from(await res.arrayBuffer());
    const type = res.headers.get('content-type') ?? '';
    const text = type.includes('json') || type.startsWith('text/') ? buf.toString('utf8') : '';
    let body: T = undefined as T;
    if (type.includes('json')) { try { body = JSON.parse(text) as T; } catch { body = undefined as T; } }
    return { status: res.status, body, text, headers: res.headers, bytes: buf };
  }

  private answer<T>(r: HttpResult<GqlBody<T>>): GqlAnswer<T> {
    const b = r.body ?? ({} as NonNullable<GqlBody<T>>);
    return { ...r, data: b.data, errors: b.errors, code: b.errors?.[0]?.extensions?.code };
  }

  /** One GraphQL operation as JSON. */
  async gql<T = unknown>(query: string, variables: Record<string, unknown> = {}, opts: { auth?: boolean; kind?: string; operationName?: string } = {}): Promise<GqlAnswer<T>> {
    const r = await this.raw<GqlBody<T>>('POST', '/graphql', {
      body: JSON.stringify({ query, variables, ...(opts.operationName ? { operationName: opts.operationName } : {}) }),
      headers: { 'content-type': 'application/json' }, auth: opts.auth, kind: opts.kind ?? `gql ${opName(query)}`,
    });
    return this.answer<T>(r);
  }

  /** A GraphQL multipart request with files at the given variable paths ('variables.input.file'). */
  async gqlUpload<T = unknown>(query: string, variables: Record<string, unknown>, files: Record<string, UploadFile>, opts: { kind?: string } = {}): Promise<GqlAnswer<T>> {
    const form = new FormData();
    form.append('operations', JSON.stringify({ query, variables }));
    const keys = Object.keys(files);
    form.append('map', JSON.stringify(Object.fromEntries(keys.map((k, i) => [String(i), [k]]))));
    keys.forEach((k, i) => form.append(String(i), new Blob([new Uint8Array(files[k].bytes)], { type: files[k].type ?? 'application/octet-stream' }), files[k].name ?? 'upload.bin'));
    const r = await this.raw<GqlBody<T>>('POST', '/graphql', { body: form, headers: { 'apollo-require-preflight': 'true' }, kind: opts.kind ?? `gql ${opName(query)}` });
    return this.answer<T>(r);
  }

  /** Fetches an XSRF token (and its cookie). */
  async fetchXsrf(): Promise<string> {
    const r = await this.raw<{ Xsrf_Token?: unknown } | undefined>('GET', '/api/v1/account/get-xsrf/', { auth: false, kind: 'GET /account/get-xsrf/' });
    const token = r.body?.Xsrf_Token;
    if (r.status !== 200 || typeof token !== 'string') throw new Error(`get-xsrf answered ${r.status} ${r.text}`);
    this.xsrf = token;
    return this.xsrf;
  }

  /** A REST call below /api/v1: JSON body or multipart files; mutating calls carry the XSRF header. */
  async rest<T = unknown>(method: string, p: string, opts: { json?: unknown; files?: Record<string, UploadFile>; fields?: Record<string, string>; auth?: boolean; xsrf?: boolean; kind?: string } = {}): Promise<HttpResult<T>> {
    const headers: Record<string, string> = {};
    const mutating = method !== 'GET';
    if (mutating && opts.xsrf !== false) {
      if (!this.xsrf || !this.cookies.has('xsrf-token')) await this.fetchXsrf();
      headers['xsrf-token'] = this.xsrf!;
    }
    let body: BodyInit | undefined;
    if (opts.files || opts.fields) {
      const form = new FormData();
      for (const [k, v] of Object.entries(opts.fields ?? {})) form.append(k, v);
      for (const [k, f] of Object.entries(opts.files ?? {})) form.append(k, new Blob([new Uint8Array(f.bytes)], { type: f.type ?? 'application/octet-stream' }), f.name ?? 'upload.bin');
      body = form;
    } else if (opts.json !== undefined) {
      body = JSON.stringify(opts.json);
      headers['content-type'] = 'application/json';
    }
    return this.raw<T>(method, `/api/v1${p}`, { body, headers, auth: opts.auth, kind: opts.kind ?? `${method} ${p.replace(/\/\d+(?=\/|$)/g, '/{n}')}` });
  }
}

/** The operation name (or first field) of a query, for counters. */
export function opName(query: string): string {
  const m = /^\s*(?:query|mutation)\s*([A-Za-z_]\w*)?[^{]*\{\s*(?:\w+\s*:\s*)?([A-Za-z_]\w*)/.exec(query);
  return m ? (m[1] || m[2]) : (/\{\s*([A-Za-z_]\w*)/.exec(query)?.[1] ?? 'anonymous');
}

// ---------------------------------------------------------------- accounts

export const PASSWORD = 'correct horse battery';

export function uniqueName(prefix = 'u'): string {
  return `${prefix}${crypto.randomBytes(5).toString('hex')}`;
}

export const REGISTER = `mutation Register($i: RegisterInput!) { register(input: $i) { accessToken user { id: databaseId username } } }`;
export const LOGIN = `mutation Login($i: LoginInput!) { login(input: $i) { accessToken user { id: databaseId } } }`;
export const REFRESH = `mutation Refresh { refresh { accessToken } }`;

export interface Account { id: number; username: string; password: string; client: Client }

/** Registers a user over GraphQL; the client keeps its token and refresh cookie. */
export async function register(base: string, prefix = 'u', stats: Stats = globalStats): Promise<Account> {
  const client = new Client(base, stats);
  const username = uniqueName(prefix);
  const r = await client.gql<{ register: { accessToken: string; user: { id: number } } }>(REGISTER, { i: { username, email: `${username}@example.com`, password: PASSWORD } });
  if (r.errors || r.status !== 200) throw new Error(`register failed: ${r.status} ${r.text}`);
  client.token = r.data.register.accessToken;
  return { id: r.data.register.user.id, username, password: PASSWORD, client };
}

export { decodes, imageInvariantViolations, makeImage, undecodableImages } from './images';
