/**
 * Imports as background jobs (issue 27, points 3, 4, 5 and 10): the upload route checks the session before the body,
 * one import per account at a time, caps per import, pictures paid from the upload budget and processed once, and
 * the database pool stays free for everyone else while imports run.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import sharp from 'sharp';
import { zipSync, type Zippable } from 'fflate';
import { BASE, gql, makeImage, newUser, useTestDb, type GqlError, type TestUser } from '../helpers/api';
import { IMPORT_STATUS, importFile, uploadImport, waitImport, type ImportStatus } from '../helpers/export';
import type { CreatePersonalAccessTokenPayload, ImportCounts, RestError } from '../helpers/types';

const db = useTestDb();
const enc = (v: unknown) => new TextEncoder().encode(JSON.stringify(v));
const exportDoc = (items: unknown[]) => enc({ format: 'purlwise-export', version: 1, items, calculators: [] });

async function count(sql: string, user: TestUser): Promise<number> {
  return Number((await db.client.query<{ n: string }>(sql, [user.id])).rows[0].n);
}
const items = (u: TestUser) => count('select count(*) as n from knit_item where owner_id = $1', u);
const images = (u: TestUser) => count('select count(*) as n from image where owner_id = $1', u);
/** Points the account has spent from its upload budget in the current window. */
const uploadPoints = (u: TestUser) => count(`select coalesce(sum(points), 0) as n from rate_limit where key = 'upload_user:' || $1`, u);

/** A PNG of random pixels (it does not compress: a realistic photo-sized file). */
async function noisePng(side: number, seed: number): Promise<Uint8Array> {
  const raw = Buffer.alloc(side * side * 3);
  let x = seed * 2654435761 >>> 0;
  for (let i = 0; i < raw.length; i += 1) { x = (x * 1103515245 + 12345) >>> 0; raw[i] = x >>> 24; }
  return new Uint8Array(await sharp(raw, { raw: { width: side, height: side, channels: 3 } }).png().toBuffer());
}

/** Sends a multipart head declaring `declared` bytes, writes only the first bytes, and resolves with the answer's status and body. */
function answerBeforeBody(path: string, headers: Record<string, string>, declared: number): Promise<{ status: number; body: RestError; bodySent: number }> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, BASE);
    const boundary = 'x-boundary';
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.zip"\r\nContent-Type: application/zip\r\n\r\n`);
    const req = http.request({
      host: url.hostname, port: url.port, path: url.pathname, method: 'POST',
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(declared) },
    });
    let sent = head.length;
    let answered = false;
    req.on('response', (res) => {
      let text = '';
      res.on('data', (c) => { text += c; });
      res.on('end', () => { answered = true; resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as RestError, bodySent: sent }); req.destroy(); });
    });
    // The server closes the connection after its answer: only a missing answer is a failure.
    req.on('error', (err) => { if (!answered) reject(err); });
    req.write(head);
    req.write(Buffer.alloc(64 * 1024, 1));
    sent += 64 * 1024;
  });
}

describe('the import route', () => {
  test('refuses visitors, personal access tokens and oversized declarations before reading the body', async () => {
    const declared = 150 * 1024 * 1024;
    const anonymous = await answerBeforeBody('/api/account/import', {}, declared);
    expect([anonymous.status, anonymous.body.code]).toEqual([401, 'UNAUTHENTICATED']);
    expect(anonymous.bodySent).toBeLessThan(declared);

    const u = await newUser('imroute');
    const made = await gql<{ createPersonalAccessToken: Pick<CreatePersonalAccessTokenPayload, 'token'> }>(`mutation($i: CreatePersonalAccessTokenInput!) { createPersonalAccessToken(input: $i) { token } }`,
      { i: { name: 'tool', scope: 'WRITE', password: u.password } }, { token: u.token });
    const pat = made.data.createPersonalAccessToken.token;
    const byPat = await answerBeforeBody('/api/account/import', { authorization: `Bearer ${pat}` }, declared);
    expect([byPat.status, byPat.body.code]).toEqual([403, 'FORBIDDEN']);
    // Over IMPORT_MAX_BYTES (200 MB by default) as declared: refused at once, for the session too.
    const tooBig = await answerBeforeBody('/api/account/import', { authorization: `Bearer ${u.token}` }, 300 * 1024 * 1024);
    expect([tooBig.status, tooBig.body.code]).toEqual([413, 'IMPORT_TOO_LARGE']);
    expect(await items(u)).toBe(0);
  });

  test('answers 202 with an id; accountImport shows the state, the progress and the report', async () => {
    const u = await newUser('imjob');
    const doc = exportDoc([{ type: 'yarn', name: 'First' }, { type: 'pattern', name: 'Second' }, { type: 'sock', name: 'Refused' }]);
    const up = await uploadImport(u.token, doc, 'export.json');
    expect(up.status).toBe(202);
    expect(up.body).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown, state: 'queued' });
    const job = await waitImport(u.token, up.body.id!);
    expect(job).toMatchObject({
      id: up.body.id, state: 'DONE', error: null, finishedAt: expect.any(String) as unknown,
      progress: { itemsTotal: 3, itemsDone: 3, calculatorsTotal: 0, calculatorsDone: 0 },
      report: { items: { created: 2, skipped: 0, refused: 1 }, refusals: [expect.objectContaining({ index: 2, code: 'BAD_USER_INPUT' })] },
    });
    // Without an id: the latest; someone else's id: null.
    expect((await gql<ImportStatus>(IMPORT_STATUS, {}, { token: u.token })).data.accountImport!.id).toBe(up.body.id);
    const other = await newUser('imjobo');
    expect((await gql<ImportStatus>(IMPORT_STATUS, { id: up.body.id }, { token: other.token })).data.accountImport).toBeNull();
    expect((await gql(IMPORT_STATUS, { id: up.body.id })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  test('a refused file is the job\'s error, and nothing is written', async () => {
    const u = await newUser('imjobf');
    const up = await uploadImport(u.token, Buffer.from('{"format":"other"}'), 'export.json');
    const job = await waitImport(u.token, up.body.id!);
    expect(job).toMatchObject({ state: 'FAILED', report: null, error: { code: 'IMPORT_NOT_OURS', message: expect.stringMatching(/"format": "purlwise-export"/) as unknown } });
    expect(await items(u)).toBe(0);
  });
});

describe('one import per account (point 10)', () => {
  test('five concurrent uploads of one 30-item file: the others are refused with IMPORT_IN_PROGRESS, and 30 items exist', async () => {
    const u = await newUser('imconc');
    const doc = exportDoc(Array.from({ length: 30 }, (_, i) => ({ type: 'yarn', name: `Yarn ${i}`, notes: 'x'.repeat(500) })));
    const answers = await Promise.all(Array.from({ length: 5 }, () => uploadImport(u.token, doc, 'export.json')));
    const accepted = answers.filter((a) => a.status === 202);
    const refused = answers.filter((a) => a.status !== 202);
    expect(accepted.length).toBeGreaterThanOrEqual(1);
    for (const r of refused) expect([r.status, r.body.code]).toEqual([409, 'IMPORT_IN_PROGRESS']);
    const jobs = await Promise.all(accepted.map((a) => waitImport(u.token, a.body.id!)));
    expect(jobs.every((j) => j.state === 'DONE')).toBe(true);
    expect(jobs.reduce((n, j) => n + j.report!.items.created, 0)).toBe(30);
    expect(await items(u)).toBe(30);
  });

  test('an import whose host is gone for good (no heartbeat for long) does not block the account', async () => {
    const u = await newUser('imstale');
    const stale = crypto.randomUUID();
    await db.client.query(`insert into import_job (id, user_id, state, host, pid, updated_at, created_at)
      values ($1, $2, 'running', 'a-replaced-container', 1, now() - interval '1 hour', now() - interval '1 hour')`, [stale, u.id]);
    const up = await uploadImport(u.token, exportDoc([{ type: 'yarn', name: 'Fresh' }]), 'export.json');
    expect(up.status).toBe(202);
    expect((await waitImport(u.token, up.body.id!)).state).toBe('DONE');
    const old = await gql<ImportStatus>(IMPORT_STATUS, { id: stale }, { token: u.token });
    expect(old.data.accountImport).toMatchObject({ state: 'FAILED', error: { code: 'SERVICE_UNAVAILABLE' } });
  });

  test('the deprecated importData mutation queues a job too, and is refused while another import runs', async () => {
    const u = await newUser('imdep');
    const big = exportDoc(Array.from({ length: 100 }, (_, i) => ({ type: 'pattern', name: `Pattern ${i}`, notes: 'y'.repeat(2000) })));
    const up = await uploadImport(u.token, big, 'export.json');
    expect(up.status).toBe(202);
    const mutation = `mutation($i: ImportDataInput!) { importData(input: $i) { items { created } } }`;
    type Answer = { data: { importData: { items: Pick<ImportCounts, 'created'> } }; errors?: GqlError[] };
    const form = new FormData();
    form.append('operations', JSON.stringify({ query: mutation, variables: { i: { file: null } } }));
    form.append('map', JSON.stringify({ 0: ['variables.i.file'] }));
    form.append('0', new Blob([new Uint8Array(exportDoc([{ type: 'yarn', name: 'Later' }]))]), 'export.json');
    const status = (await gql<ImportStatus>(IMPORT_STATUS, { id: up.body.id }, { token: u.token })).data.accountImport!.state;
    const second = (await (await fetch(`${BASE}/graphql`, { method: 'POST', headers: { authorization: `Bearer ${u.token}`, 'apollo-require-preflight': 'true' }, body: form })).json()) as Answer;
    const job = await waitImport(u.token, up.body.id!);
    // Refused while the first was queued or running; had it already finished, the mutation itself imports.
    if (status !== 'DONE' && second.errors) expect(second.errors[0].extensions!.code).toBe('IMPORT_IN_PROGRESS');
    else expect(second.data.importData.items.created).toBe(1);
    expect(job.report!.items.created).toBe(100);
    const again = await importFile(u, exportDoc([{ type: 'yarn', name: 'After' }]), 'export.json');
    expect(again.data.importData.items.created).toBe(1);
  });
});

describe('pictures of an import (point 4)', () => {
  const zip = (files: Zippable) => Buffer.from(zipSync(files, { level: 9 }));

  test('one image referenced 200 times in each of 2 items is processed once, paid once, and stored once per item', async () => {
    const u = await newUser('imdup');
    const png = await makeImage('png', 8, 8);
    const item = (name: string) => ({ type: 'yarn', name, pictures: Array.from({ length: 200 }, () => ({ file: 'images/1.png' })) });
    const bytes = zip({ 'purlwise-export.json': exportDoc([item('One'), item('Two')]), 'images/1.png': png });
    expect(bytes.length).toBeLessThan(2000);
    const before = await uploadPoints(u);
    const r = await importFile(u, bytes);
    expect(r.errors).toBeUndefined();
    expect(r.data.importData.items.created).toBe(2);
    // Identical bytes within an item are one picture; across items, one processing (one point), one row per picture.
    expect(await images(u)).toBe(2);
    expect(await uploadPoints(u) - before).toBe(1);
    // Importing it again skips both: the fingerprint counts the pictures as stored.
    const again = await importFile(u, bytes);
    expect(again.data.importData.items).toEqual({ created: 0, skipped: 2, refused: 0 });
  });

  test('distinct pictures each pay one point of the upload budget', async () => {
    const u = await newUser('impaid');
    const files: Zippable = {};
    for (let i = 0; i < 3; i += 1) files[`images/${i}.png`] = await makeImage('png', 10 + i, 10);
    files['purlwise-export.json'] = exportDoc([{ type: 'model', name: 'Hat', pictures: [0, 1, 2].map((i) => ({ file: `images/${i}.png` })) }]);
    const r = await importFile(u, zip(files));
    expect(r.data.importData.items.created).toBe(1);
    expect(await uploadPoints(u)).toBe(3);
  });

  test('more than 500 pictures or 2,000 items are refused whole', async () => {
    const u = await newUser('imcap');
    const png = await makeImage('png', 8, 8);
    const many = (n: number) => Array.from({ length: n }, () => ({ file: 'images/1.png' }));
    const pictures = zip({ 'purlwise-export.json': exportDoc([{ type: 'yarn', name: 'A', pictures: many(200) }, { type: 'yarn', name: 'B', pictures: many(200) }, { type: 'yarn', name: 'C', pictures: many(101) }]), 'images/1.png': png });
    const r = await importFile(u, pictures);
    expect([r.errors?.[0].extensions?.code, r.errors?.[0].message]).toEqual(['IMPORT_TOO_LARGE', 'The file is too large to import: at most 500 pictures']);
    const itemsDoc = exportDoc(Array.from({ length: 2001 }, (_, i) => ({ type: 'yarn', name: `Y${i}` })));
    const r2 = await importFile(u, itemsDoc, 'export.json');
    expect([r2.errors?.[0].extensions?.code, r2.errors?.[0].message]).toEqual(['IMPORT_TOO_LARGE', 'The file is too large to import: at most 2000 items']);
    expect(await items(u)).toBe(0);
    expect(await images(u)).toBe(0);
  });
});

describe('the pool while imports run (point 3)', () => {
  test('ten accounts import 30 pictures each; /readyz and the feed answer as usual all along', async () => {
    const pngs = await Promise.all(Array.from({ length: 30 }, (_, i) => noisePng(200, i + 1)));
    const files: Zippable = { 'purlwise-export.json': exportDoc([{ type: 'model', name: 'Thirty pictures', pictures: pngs.map((_, i) => ({ file: `images/${i}.png` })) }]) };
    pngs.forEach((p, i) => { files[`images/${i}.png`] = [p, { level: 0 }]; });
    const bytes = Buffer.from(zipSync(files));
    const users = await Promise.all(Array.from({ length: 10 }, (_, i) => newUser(`impool${i}`)));
    const ups = await Promise.all(users.map((u) => uploadImport(u.token, bytes)));
    expect(ups.map((u) => u.status)).toEqual(Array(10).fill(202));

    const states = async () => Promise.all(users.map(async (u, i) => (await gql<ImportStatus>(IMPORT_STATUS, { id: ups[i].body.id }, { token: u.token })).data.accountImport!.state as string));
    // Wait until the jobs have started, then check the other doors for as long as any import is not finished.
    const deadline = Date.now() + 240_000;
    let current = await states();
    while (!current.includes('RUNNING') && current.some((s) => s === 'QUEUED') && Date.now() < deadline) current = await states();
    let checks = 0;
    while (current.some((s) => s === 'QUEUED' || s === 'RUNNING') && Date.now() < deadline) {
      const [ready, feed] = await Promise.all([
        fetch(`${BASE}/readyz`),
        gql('{ publicKnitItems(first: 5) { nodes { name } } }'),
      ]);
      expect(ready.status).toBe(200);
      expect([feed.status, feed.errors]).toEqual([200, undefined]);
      checks += 1;
      current = await states();
    }
    expect(current).toEqual(Array(10).fill('DONE'));
    expect(checks).toBeGreaterThan(0);
    for (const u of users) expect(await images(u)).toBe(30);
  }, 300_000);
});
