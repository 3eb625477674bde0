'use strict';
/** One-off requests of the bench (probes, profiles) and comparing answers. */

const FEED_QUERY = 'query Feed($first: Int!, $after: String) { publicKnitItems(first: $first, after: $after) '
  + '{ nodes { id name tags owner { username } firstPicture { url thumbnailUrl } } pageInfo { endCursor hasNextPage } } }';

/** JSON with keys sorted, to compare answers whatever the key order. */
function canonical(v) {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v && typeof v === 'object') return `{${Object.keys(v).sort().map((k) => `${JSON.stringify(k)}:${canonical(v[k])}`).join(',')}}`;
  return JSON.stringify(v);
}

/** Where two answers first differ, or null. */
function firstDifference(a, b, where = '') {
  if (canonical(a) === canonical(b)) return null;
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    for (const k of new Set([...Object.keys(a), ...Object.keys(b)])) {
      const d = firstDifference(a[k], b[k], `${where}.${k}`);
      if (d) return d;
    }
  }
  return `${where || '(root)'}: server ${JSON.stringify(a)?.slice(0, 120)} vs baseline ${JSON.stringify(b)?.slice(0, 120)}`;
}

/** One request; the body as text and as JSON when it is JSON, and how long it took. */
async function request(url, init = {}, timeoutMs = 60_000) {
  const started = performance.now();
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  const buf = Buffer.from(await res.arrayBuffer());
  const ms = performance.now() - started;
  let json = null;
  if ((res.headers.get('content-type') || '').includes('json')) {
    try { json = JSON.parse(buf.toString('utf8')); } catch { /* not JSON */ }
  }
  return { status: res.status, headers: res.headers, text: buf.toString('utf8'), bytes: buf.length, json, ms };
}

/** A POST of the feed query; `headers` adds to the JSON content type (a token, Cache-Control). */
const gqlInit = (variables, headers = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify({ query: FEED_QUERY, variables }),
});

/** Registers a knitter on the real server; resolves to an access token (the logged-in feed rows). */
async function viewerToken(server) {
  const username = `benchviewer${Date.now().toString(36)}`;
  const r = await request(`${server}/graphql`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: 'mutation($i: RegisterInput!) { register(input: $i) { accessToken } }', variables: { i: { username, email: `${username}@example.com`, password: 'correct horse battery' } } }),
  });
  const token = r.json?.data?.register?.accessToken;
  if (!token) throw new Error(`could not register the bench viewer: ${r.text.slice(0, 200)}`);
  return token;
}

module.exports = { FEED_QUERY, canonical, firstDifference, request, gqlInit, viewerToken };
