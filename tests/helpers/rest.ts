/** REST helpers for the legacy /api/v1 adapter: a client with a cookie jar, the XSRF dance, JSON and multipart calls. */
import { BASE, newUser, type TestUser } from './api';

export interface RestResult<T = unknown> {
  status: number;
  body: T;
  bytes: Buffer;
  headers: Headers;
}

export interface CallOptions {
  json?: unknown;
  /** Raw body text, sent with `contentType` (default application/json). */
  raw?: string;
  contentType?: string;
  /** Multipart files: field name -> bytes. */
  files?: Record<string, Buffer>;
  /** Override the bearer token; null sends none. */
  token?: string | null;
  /** Override the XSRF header; null sends none. */
  xsrf?: string | null;
  headers?: Record<string, string>;
}

/** A legacy client: keeps cookies like a browser, fetches the XSRF token before mutating calls, sends its bearer token. */
export class RestClient {
  cookies = new Map<string, string>();
  token?: string;
  xsrf?: string;

  /** `base`: another server than the suite's (e.g. one started with other settings). */
  constructor(public user?: TestUser, public base: string = BASE) {
    this.token = user?.token;
  }

  /** The Cookie header of the jar. */
  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private keep(headers: Headers): void {
    for (const c of headers.getSetCookie?.() ?? []) {
      const [pair, ...attrs] = c.split(';');
      const i = pair.indexOf('=');
      const name = pair.slice(0, i).trim();
      const value = pair.slice(i + 1).trim();
      const expired = attrs.some((a) => /^\s*expires=/i.test(a) && new Date(a.split('=')[1]).getTime() < Date.now());
      if (value === '' || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** GET /account/get-xsrf/ and remember the token (the cookie lands in the jar). */
  async fetchXsrf(): Promise<string> {
    const r = await this.call<{ Xsrf_Token: string }>('GET', '/api/v1/account/get-xsrf/');
    if (r.status !== 200) throw new Error(`get-xsrf failed: ${r.status}`);
    this.xsrf = r.body.Xsrf_Token;
    return this.xsrf;
  }

  /** One call. Mutating calls fetch an XSRF token first when none is known, as the original client did. */
  async call<T = unknown>(method: string, path: string, opts: CallOptions = {}): Promise<RestResult<T>> {
    const mutating = !['GET', 'HEAD'].includes(method);
    if (mutating && opts.xsrf === undefined && !this.xsrf) await this.fetchXsrf();
    const headers: Record<string, string> = { ...(opts.headers ?? {}) };
    const token = opts.token === undefined ? this.token : opts.token;
    if (token) headers.authorization = `Bearer ${token}`;
    const xsrf = opts.xsrf === undefined ? this.xsrf : opts.xsrf;
    if (mutating && xsrf) headers['xsrf-token'] = xsrf;
    const cookie = this.cookieHeader();
    if (cookie) headers.cookie = cookie;
    let body: BodyInit | undefined;
    if (opts.files) {
      const form = new FormData();
      for (const [field, bytes] of Object.entries(opts.files)) form.append(field, new Blob([new Uint8Array(bytes)], { type: 'application/octet-stream' }), `${field}.bin`);
      body = form;
    } else if (opts.raw !== undefined) {
      headers['content-type'] = opts.contentType ?? 'application/json';
      body = opts.raw;
    } else if (opts.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(opts.json);
    }
    const res = await fetch(`${this.base}${path}`, { method, headers, body });
    this.keep(res.headers);
    const bytes = Buffer.from(await res.arrayBuffer());
    let parsed: T = null as T;
    if ((res.headers.get('content-type') ?? '').includes('json')) {
      try { parsed = JSON.parse(bytes.toString('utf8')) as T; } catch { parsed = null as T; }
    }
    return { status: res.status, body: parsed, bytes, headers: res.headers };
  }

  get<T = unknown>(path: string, opts?: CallOptions) { return this.call<T>('GET', path, opts); }
  post<T = unknown>(path: string, json?: unknown, opts: CallOptions = {}) { return this.call<T>('POST', path, { json, ...opts }); }
  put<T = unknown>(path: string, json?: unknown, opts: CallOptions = {}) { return this.call<T>('PUT', path, { json, ...opts }); }
  del<T = unknown>(path: string, opts?: CallOptions) { return this.call<T>('DELETE', path, opts); }
}

/** A freshly registered user (through GraphQL) with a REST client that holds their token and an XSRF token. */
export async function restUser(prefix = 'r'): Promise<RestClient> {
  const c = new RestClient(await newUser(prefix));
  await c.fetchXsrf();
  return c;
}

/** A visitor with an XSRF token but no login. */
export async function visitor(): Promise<RestClient> {
  const c = new RestClient();
  await c.fetchXsrf();
  return c;
}
