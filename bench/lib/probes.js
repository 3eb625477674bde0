'use strict';
/** Correctness first: each target's answer is checked against the baseline's before any load. */
const { cfg, state, PAGE, REST_PATH, REST_PROBE_TIMEOUT_MS, serverUrl, baselineUrl, restartServer } = require('./context');
const { firstDifference, request, gqlInit } = require('./http');
const { fmt } = require('./util');

/** The GraphQL feed, page 1 and page 2 (through the cursor), against the baseline's. A full page unless `out.expectNodes` says less. */
async function probeFeed(out, notes) {
  const expect = out.expectNodes ?? PAGE;
  const base = await request(`${baselineUrl()}/graphql`, gqlInit({ first: PAGE }));
  if (base.status !== 200 || base.json?.errors || base.json?.data?.publicKnitItems?.nodes?.length !== expect) {
    throw new Error(`the baseline answered badly: ${base.status} ${base.text.slice(0, 300)}`);
  }
  const real = await request(`${serverUrl()}/graphql`, gqlInit({ first: PAGE }));
  const ok = real.status === 200 && !real.json?.errors && real.json?.data?.publicKnitItems?.nodes?.length === expect;
  out.probes.graphql = { status: real.status, ms: real.ms, bytes: real.bytes, ok };
  if (!ok) {
    notes.push(`GraphQL feed not measured: ${real.status} ${real.text.slice(0, 200)}`);
    return { base, real: null };
  }
  const diff = firstDifference(real.json.data, base.json.data);
  out.probes.sameAsBaseline = !diff;
  if (diff) notes.push(`GraphQL answer differs from the baseline at ${diff}`);
  const after = real.json.data.publicKnitItems.pageInfo.endCursor;
  const [r2, b2] = await Promise.all([request(`${serverUrl()}/graphql`, gqlInit({ first: PAGE, after })), request(`${baselineUrl()}/graphql`, gqlInit({ first: PAGE, after }))]);
  const diff2 = r2.json?.data && b2.json?.data ? firstDifference(r2.json.data, b2.json.data) : `page 2: ${r2.text.slice(0, 200)} / ${b2.text.slice(0, 200)}`;
  out.probes.secondPageSame = !diff2;
  if (diff2) notes.push(`Second page differs from the baseline at ${diff2}`);
  return { base, real };
}

/** The legacy list: the adapter's bytes must be the REST baseline's. Resolves to the expected body, or null. */
async function probeRest(out, notes) {
  let rest;
  try {
    rest = await request(`${serverUrl()}${REST_PATH}`, {}, REST_PROBE_TIMEOUT_MS);
  } catch (err) {
    const error = err.name === 'TimeoutError' ? `no answer within ${REST_PROBE_TIMEOUT_MS / 1000} s` : err.message;
    out.probes.rest = { status: 0, error, skipped: true };
    notes.push(`REST ${REST_PATH}: ${error} (one request, unloaded); load not run, server restarted to drop the request.`);
    await restartServer();
    return null;
  }
  const base = await request(`${baselineUrl()}${REST_PATH}`);
  const rows = Array.isArray(rest.json?.data) ? rest.json.data.length : null;
  const ok = rest.status === 200 && rows !== null;
  out.probes.rest = { status: rest.status, ms: rest.ms, bytes: rest.bytes, rows, sameAsBaseline: rest.text === base.text, baselineRows: base.json?.data?.length };
  if (!ok) { notes.push(`REST ${REST_PATH} answered ${rest.status}: ${rest.text.slice(0, 200)}`); return null; }
  notes.push(`REST ${REST_PATH} answers ${fmt.n(rows)} rows, ${fmt.n(rest.bytes / 1024, 0)} KiB, in ${fmt.ms(rest.ms)} ms (one request, unloaded); `
    + (rest.text === base.text ? 'byte for byte the REST baseline\'s answer.' : '**not the same bytes as the REST baseline**.'));
  return { body: rest.text, baseBody: base.text };
}

/** A thumbnail of the first page and its revalidation (nothing when no item of the page has a picture). */
async function probeThumb(out, notes, page) {
  const thumbUrl = page.publicKnitItems.nodes.find((n) => n.firstPicture)?.firstPicture.thumbnailUrl;
  if (!thumbUrl) {
    out.probes.thumb = { url: null, status: 0, none: true };
    return { thumbUrl: null, etag: null };
  }
  const thumb = thumbUrl ? await request(`${serverUrl()}${thumbUrl}`) : { status: 0, headers: new Headers() };
  const etag = thumb.headers.get('etag');
  out.probes.thumb = { url: thumbUrl, status: thumb.status, bytes: thumb.bytes, type: thumb.headers.get('content-type'), etag, cache: thumb.headers.get('cache-control') };
  if (thumb.status !== 200) notes.push(`Thumbnail ${thumbUrl} answered ${thumb.status}`);
  if (etag) {
    const revalidate = await request(`${serverUrl()}${thumbUrl}`, { headers: { 'if-none-match': etag } });
    out.probes.revalidate = { status: revalidate.status };
    if (revalidate.status !== 304) notes.push(`Revalidation with If-None-Match answered ${revalidate.status}, not 304`);
  }
  return { thumbUrl: thumb.status === 200 ? thumbUrl : null, etag: out.probes.revalidate?.status === 304 ? etag : null };
}

module.exports = { probeFeed, probeRest, probeThumb, cfg, state };
