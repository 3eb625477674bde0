/**
 * An attacker's HTTP helpers for the throttling and hardening suites: logins and password changes on both doors
 * from a chosen client address. The app trusts X-Forwarded-For from loopback (a reverse proxy on the host), so a
 * test speaks for many addresses by setting it.
 */
import crypto from 'node:crypto';
import type { AuthPayload, RestBody } from '../helpers/types';

export const BASE = process.env.PURLWISE_URL as string;

/** A fresh address from the TEST-NET-3 block, so tests never share a throttling budget. */
export function randomIp(): string {
  const b = crypto.randomBytes(2);
  return `203.0.${b[0]}.${b[1] % 254 + 1}`;
}

/** What a refusal or an answer looked like, the same shape for both doors. */
export interface Answer { status: number; code?: string; message?: string; retryAfter: string | null; token?: string; setCookie: string[] }

/** What `post` reads of any JSON answer: GraphQL's errors, or REST's message. */
interface Refusal { errors?: Array<{ message?: string; extensions?: { code?: string } }>; message?: string }

/** Sends a JSON POST and reads the answer; `T` names what the caller reads of its JSON (undefined when it was not JSON). */
export async function post<T = unknown>(path: string, body: unknown, headers: Record<string, string> = {}, base = BASE): Promise<Answer & { json: T }> {
  const res = await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const text = await res.text();
  let json: unknown;
  try { json = JSON.parse(text); } catch { json = undefined; }
  const seen = json as Refusal | undefined;
  const error = seen?.errors?.[0];
  return {
    status: res.status, json: json as T, code: error?.extensions?.code, message: error?.message ?? seen?.message,
    retryAfter: res.headers.get('retry-after'), setCookie: res.headers.getSetCookie?.() ?? [],
  };
}

const LOGIN = 'mutation L($i: LoginInput!) { login(input: $i) { accessToken } }';
/** A valid double-submit pair for REST mutations (any token the server signed: fetched once). */
let xsrf: { header: string; cookie: string } | undefined;

async function xsrfPair(base: string): Promise<{ header: string; cookie: string }> {
  if (xsrf) return xsrf;
  const res = await fetch(`${base}/api/v1/account/get-xsrf/`);
  const token = ((await res.json()) as { Xsrf_Token: string }).Xsrf_Token;
  xsrf = { header: token, cookie: `xsrf-token=${token}` };
  return xsrf;
}

/** A GraphQL login from `ip`. */
export async function gqlLogin(ip: string, username: string, password: string, base = BASE): Promise<Answer> {
  const r = await post<{ data?: { login: Pick<AuthPayload, 'accessToken'> | null } } | undefined>('/graphql', { query: LOGIN, variables: { i: { username, password } } }, { 'x-forwarded-for': ip }, base);
  return { ...r, token: r.json?.data?.login?.accessToken };
}

/** A REST login from `ip`. */
export async function restLogin(ip: string, username: string, password: string, base = BASE): Promise<Answer> {
  const x = await xsrfPair(base);
  const r = await post<RestBody<'postAccountLogin'> | undefined>('/api/v1/account/login/', { username, password }, { 'x-forwarded-for': ip, 'xsrf-token': x.header, cookie: x.cookie }, base);
  return { ...r, token: r.json?.tokens?.accessToken };
}

/** A REST call with a bearer token and the XSRF pair (for mutations). */
export async function restAs<T = unknown>(token: string, method: string, path: string, body?: unknown, extra: Record<string, string> = {}): Promise<Answer & { json: T }> {
  const x = await xsrfPair(BASE);
  const res = await fetch(`${BASE}/api/v1${path}`, {
    method, body: body === undefined ? undefined : JSON.stringify(body),
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'xsrf-token': x.header, cookie: x.cookie, ...extra },
  });
  const json: unknown = await res.json().catch(() => undefined);
  return { status: res.status, json: json as T, message: (json as Refusal | undefined)?.message, retryAfter: res.headers.get('retry-after'), setCookie: res.headers.getSetCookie?.() ?? [] };
}

/** Status, code and message only: what an outsider can compare between two answers. */
export const face = (a: Answer) => ({ status: a.status, code: a.code, message: a.message, throttled: a.retryAfter !== null });
