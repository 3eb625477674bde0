'use strict';
/**
 * Seeding through the public GraphQL API, the way knitters build a feed (and the way an independent checker does):
 * `register` for each knitter, `createKnitItem` for each item, `addColour` for some yarns, then in a second step
 * `addPicture` (a multipart upload of a real JPEG or PNG, made by sharp) for a share of the items. Every write goes
 * through the real server, a few at a time; a 429 or 503 is retried after its Retry-After.
 */
const sharp = require('sharp');
const { cfg, log } = require('./context');
const { prng, kindOf, itemInput, username, colourInput } = require('./api-words');
const { sleep } = require('./util');

const PASSWORD = 'correct horse battery';

/** `fn` over `list` with at most `limit` calls in flight; the results in order. */
async function mapLimit(list, limit, fn) {
  const out = new Array(list.length);
  let next = 0;
  const worker = async () => {
    while (next < list.length) {
      const i = next++;
      out[i] = await fn(list[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, list.length)) }, worker));
  return out;
}

/**
 * One GraphQL request; `init()` builds it afresh for each attempt (a multipart body is consumed by sending it).
 * A 429 or 503 waits Retry-After seconds (5 when absent) and tries again, up to 6 times; any GraphQL error throws.
 */
async function send(base, init, what, stats) {
  for (let attempt = 1; ; attempt++) {
    const res = await fetch(`${base}/graphql`, { ...init(), signal: AbortSignal.timeout(300_000) });
    const text = await res.text();
    if ((res.status === 429 || res.status === 503) && attempt <= 6) {
      const wait = Math.min(600, Number(res.headers.get('retry-after')) || 5);
      stats.waits.push({ what, status: res.status, seconds: wait });
      log(`${what}: ${res.status}, waiting ${wait} s (Retry-After) before trying again`);
      await sleep(wait * 1000);
      continue;
    }
    let body;
    try { body = JSON.parse(text); } catch { throw new Error(`${what}: ${res.status} ${text.slice(0, 200)}`); }
    if (res.status !== 200 || body.errors?.length) throw new Error(`${what}: ${res.status} ${JSON.stringify(body.errors ?? body).slice(0, 300)}`);
    return body.data;
  }
}

const json = (query, variables, token) => () => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  body: JSON.stringify({ query, variables }),
});

/** The multipart request of the GraphQL multipart spec, as the web client sends it (operations, map, the file part). */
const multipart = (query, variables, filePath, file, token) => () => {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query, variables }));
  form.append('map', JSON.stringify({ 0: [filePath] }));
  form.append('0', new Blob([file.bytes], { type: file.type }), file.name);
  return { method: 'POST', headers: { authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true' }, body: form };
};

/** A phone-like photo of knitted fabric: "V" stitches in a yarn colour, uneven light and grain, so it weighs what photos weigh. */
async function fabricPhoto(r) {
  const [width, height] = r.pick([[2048, 1536], [1536, 2048], [1600, 1600], [1280, 960]]);
  const base = [40 + r.int(200), 40 + r.int(200), 40 + r.int(200)];
  const sw = 18 + r.int(22);
  const sh = Math.round(sw * 0.8);
  const [lx, ly] = [r.next() * width, r.next() * height];
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const cx = x % sw;
      const leg = cx < sw / 2 ? cx / (sw / 2) : (sw - cx) / (sw / 2);
      const v = ((y % sh) / sh + leg * 0.5) % 1;
      const light = 1 - 0.35 * Math.hypot(x - lx, y - ly) / Math.hypot(width, height);
      const k = (0.62 + 0.38 * Math.sin(Math.PI * v)) * light;
      const grain = (r.next() - 0.5) * 28;
      const o = (y * width + x) * 3;
      for (let c = 0; c < 3; c++) raw[o + c] = Math.max(0, Math.min(255, base[c] * k + grain));
    }
  }
  const bytes = await sharp(raw, { raw: { width, height, channels: 3 } }).jpeg({ quality: 85 }).toBuffer();
  return { bytes, type: 'image/jpeg', name: `IMG_${1000 + r.int(9000)}.jpg` };
}

/** A colourwork chart as a knitter exports it from a chart tool: flat squares and grid lines, a PNG. */
async function chartPng(r) {
  const cols = 24 + r.int(24);
  const rows = Math.round(cols * 1.3);
  const cell = 24;
  const palette = Array.from({ length: 2 + r.int(3) }, () => `rgb(${r.int(256)},${r.int(256)},${r.int(256)})`);
  const cells = [];
  for (let y = 0; y < rows; y++) {
    for (let x = 0; x < cols; x++) {
      const motif = (Math.abs((x % 12) - 6) + Math.abs((y % 12) - 6)) % palette.length;
      cells.push(`<rect x="${x * cell}" y="${y * cell}" width="${cell}" height="${cell}" fill="${palette[motif]}"/>`);
    }
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${cols * cell}" height="${rows * cell}">${cells.join('')}`
    + `<path d="${Array.from({ length: cols + 1 }, (_, i) => `M${i * cell} 0V${rows * cell}`).join('')}${Array.from({ length: rows + 1 }, (_, i) => `M0 ${i * cell}H${cols * cell}`).join('')}" stroke="#444" stroke-width="1"/></svg>`;
  const bytes = await sharp(Buffer.from(svg)).png().toBuffer();
  return { bytes, type: 'image/png', name: 'chart.png' };
}

/**
 * Knitters, items and colours, no pictures. `cfg.apiItems` public items and a tenth as many private ones, of the
 * four kinds, owned unevenly (a few knitters own many). Resolves to what the picture step and the report need.
 */
async function seedFeed(base) {
  const r = prng(cfg.apiSeed);
  const stats = { waits: [], started: Date.now() };
  const userCount = Math.max(1, cfg.apiUsers);
  const names = Array.from({ length: userCount }, (_, i) => username(r, i + 1));
  const users = await mapLimit(names, cfg.apiConcurrency, async (name) => {
    const d = await send(base, json('mutation($i: RegisterInput!) { register(input: $i) { accessToken } }',
      { i: { username: name, email: `${name}@example.com`, password: PASSWORD } }), `register ${name}`, stats);
    return { username: name, token: d.register.accessToken };
  });
  const privateCount = Math.round(cfg.apiItems / 10);
  const plan = Array.from({ length: cfg.apiItems + privateCount }, (_, i) => {
    const type = kindOf(r);
    return {
      owner: Math.floor(userCount * r.next() ** 1.6),
      input: { ...itemInput(r, type), visibility: i < cfg.apiItems ? 'PUBLIC' : 'PRIVATE' },
      colours: type === 'YARN' && r.chance(0.6) ? Array.from({ length: 1 + r.int(3) }, () => colourInput(r)) : [],
    };
  });
  // Created in a shuffled order, so private items are not all the newest.
  const order = plan.map((p, i) => [r.next(), i]).sort((a, b) => a[0] - b[0]).map(([, i]) => plan[i]);
  log(`API seeding: ${users.length} knitters registered; creating ${plan.length} items`);
  let colours = 0;
  await mapLimit(order, cfg.apiConcurrency, async (p) => {
    const token = users[p.owner].token;
    const d = await send(base, json('mutation($i: CreateKnitItemInput!) { createKnitItem(input: $i) { item { id } } }', { i: p.input }, token), `createKnitItem ${p.input.name}`, stats);
    p.id = d.createKnitItem.item.id;
    for (const c of p.colours) {
      await send(base, json('mutation($i: AddColourInput!) { addColour(input: $i) { colour { id } } }', { i: { itemId: p.id, ...c } }, token), 'addColour', stats);
      colours += 1;
    }
  });
  const byType = {};
  for (const p of plan) byType[p.input.type] = (byType[p.input.type] || 0) + 1;
  return {
    r, users, plan, stats,
    summary: { users: users.length, items: plan.length, publicItems: cfg.apiItems, privateItems: privateCount, byType, colours, seconds: (Date.now() - stats.started) / 1000 },
  };
}

/**
 * Pictures for `cfg.apiPictureShare` of the public items (and as many of the private ones), a second picture for
 * about one in six of them; mostly phone-sized JPEG photos, some PNG charts. The uploads alternate between owners,
 * so no one knitter's upload budget is spent first.
 */
async function seedPictures(base, seeded) {
  const { r, users, plan } = seeded;
  const stats = { waits: [], started: Date.now() };
  const pick = (list) => list.map((p) => [r.next(), p]).sort((a, b) => a[0] - b[0]).slice(0, Math.round(list.length * cfg.apiPictureShare)).map(([, p]) => p);
  const chosen = [...pick(plan.filter((p) => p.input.visibility === 'PUBLIC')), ...pick(plan.filter((p) => p.input.visibility === 'PRIVATE'))];
  const uploads = chosen.flatMap((p) => (r.chance(1 / 6) ? [p, p] : [p])).map((p) => ({ p, chart: p.input.type === 'PATTERN' && r.chance(0.5), seed: r.int(2 ** 31) }));
  // Round robin over owners: one upload of each owner in turn.
  const byOwner = new Map();
  for (const u of uploads) byOwner.set(u.p.owner, [...(byOwner.get(u.p.owner) || []), u]);
  const queue = [];
  for (let k = 0; queue.length < uploads.length; k++) for (const list of byOwner.values()) if (list[k]) queue.push(list[k]);
  log(`API seeding: ${queue.length} pictures for ${chosen.length} items`);
  let bytes = 0;
  let jpeg = 0;
  await mapLimit(queue, cfg.apiConcurrency, async (u) => {
    const rr = prng(u.seed);
    const file = u.chart ? await chartPng(rr) : await fabricPhoto(rr);
    bytes += file.bytes.length;
    if (!u.chart) jpeg += 1;
    await send(base, multipart('mutation($i: AddPictureInput!) { addPicture(input: $i) { picture { id } } }', { i: { itemId: u.p.id, file: null } },
      'variables.i.file', file, users[u.p.owner].token), `addPicture (${file.name})`, stats);
  });
  return {
    pictures: queue.length, jpeg, png: queue.length - jpeg, items: chosen.length,
    publicItems: chosen.filter((p) => p.input.visibility === 'PUBLIC').length,
    MiB: bytes / 1048576, seconds: (Date.now() - stats.started) / 1000, waits: stats.waits,
  };
}

module.exports = { seedFeed, seedPictures, mapLimit };
