'use strict';
/**
 * Memory under big uploads: one knitter sends `count` pictures of `megapixels` at once (GraphQL multipart addPicture)
 * while the server's RSS is sampled. Every upload must be answered with a picture (queued, not refused).
 */
const crypto = require('node:crypto');
const sharp = require('sharp');
const { memoryOf, sleep } = require('./util');

async function gql(base, query, variables, token) {
  const headers = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${base}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
  const body = await res.json();
  if (body.errors) throw new Error(`${query.slice(0, 40)}: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** A knitter with one item to hang the pictures on. */
async function knitterWithItem(base) {
  const username = `bench${crypto.randomBytes(4).toString('hex')}`;
  const reg = await gql(base, 'mutation($i: RegisterInput!) { register(input: $i) { accessToken } }',
    { i: { username, email: `${username}@example.com`, password: 'correct horse battery' } });
  const token = reg.register.accessToken;
  const made = await gql(base, 'mutation($i: CreateKnitItemInput!) { createKnitItem(input: $i) { item { id } } }',
    { i: { type: 'YARN', name: 'Upload bench' } }, token);
  return { token, itemId: made.createKnitItem.item.id };
}

/** A JPEG of about `megapixels` (square): a smooth gradient, so the file stays under the upload limit. */
async function bigJpeg(megapixels) {
  const side = Math.round(Math.sqrt(megapixels * 1e6));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}"><defs><linearGradient id="g" x2="1" y2="1">`
    + '<stop offset="0" stop-color="#b5476b"/><stop offset="1" stop-color="#2f6f6a"/></linearGradient></defs>'
    + `<rect width="${side}" height="${side}" fill="url(#g)"/></svg>`;
  const bytes = await sharp(Buffer.from(svg), { limitInputPixels: false }).jpeg({ quality: 85 }).toBuffer();
  return { bytes, side };
}

async function upload(base, token, itemId, bytes) {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query: 'mutation($i: AddPictureInput!) { addPicture(input: $i) { picture { id } } }', variables: { i: { itemId, file: null } } }));
  form.append('map', JSON.stringify({ 0: ['variables.i.file'] }));
  form.append('0', new Blob([bytes], { type: 'image/jpeg' }), 'big.jpg');
  const started = performance.now();
  try {
    const res = await fetch(`${base}/graphql`, {
      method: 'POST', headers: { authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true' }, body: form, signal: AbortSignal.timeout(600_000),
    });
    const body = await res.json().catch(() => ({}));
    return { ok: res.status === 200 && !!body.data?.addPicture?.picture?.id, status: res.status, code: body.errors?.[0]?.extensions?.code, ms: performance.now() - started };
  } catch (err) {
    return { ok: false, status: 0, code: err.name, ms: performance.now() - started };
  }
}

/** Runs the storm against a freshly started server (so its VmHWM is the storm's peak); resolves to the figures. */
async function uploadStorm({ base, pid, count = 16, megapixels = 36 }) {
  const { token, itemId } = await knitterWithItem(base);
  const { bytes, side } = await bigJpeg(megapixels);
  const before = memoryOf(pid);
  let peak = before.rssMiB;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, memoryOf(pid).rssMiB || 0);
      await sleep(50);
    }
  })();
  const started = performance.now();
  const results = await Promise.all(Array.from({ length: count }, () => upload(base, token, itemId, bytes)));
  const seconds = (performance.now() - started) / 1000;
  sampling = false;
  await sampler;
  const after = memoryOf(pid);
  return {
    count, side, megapixels: (side * side) / 1e6, fileMiB: bytes.length / 1048576, seconds,
    answered: results.filter((r) => r.ok).length,
    failures: results.filter((r) => !r.ok).map((r) => `${r.status} ${r.code ?? ''}`.trim()),
    slowestMs: Math.max(...results.map((r) => r.ms)),
    rssBeforeMiB: before.rssMiB, peakRssMiB: Math.max(peak, after.hwmMiB || 0), rssAfterMiB: after.rssMiB,
  };
}

module.exports = { uploadStorm };
