/**
 * `npm run images:migrate` and `npm run images:sweep`, on a database and a bucket of their own (so a sweep with
 * no grace period cannot touch the uploads of the suites running beside it), with a server that keeps serving.
 */
import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { gql, gqlUpload, makeImage, uniqueName } from '../helpers/api';
import type { Picture } from '../helpers/types';
import { ownBucket } from '../helpers/own-bucket';
import { useOwnServer } from '../helpers/own-database';

const ROOT = path.resolve(__dirname, '..', '..');
const { bucket: BUCKET, env: S3_ENV, s3 } = ownBucket('purlwise-migrate');
// A server on the PostgreSQL store that knows the bucket (as during a migration); it creates the bucket.
const server = useOwnServer('purlwise_migrate', () => ({ ...S3_ENV, IMAGE_STORE: 'postgres' }));

async function cli(...args: string[]): Promise<string> {
  const env = { ...process.env, ...S3_ENV, IMAGE_STORE: 'postgres', DATABASE_URL: server.dbUrl };
  const { stdout } = await promisify(execFile)(process.execPath, [path.join(ROOT, 'server/dist/images-cli.js'), ...args], { env, cwd: ROOT });
  return stdout;
}

/** A user with `n` public pictures on the migration server; returns the picture URLs. */
async function picturesOf(n: number): Promise<string[]> {
  const username = uniqueName('mig');
  const reg = await gql<{ register: { accessToken: string } }>(`mutation($i: RegisterInput!) { register(input: $i) { accessToken } }`,
    { i: { username, email: `${username}@example.com`, password: 'correct horse battery' } }, { base: server.url });
  const token = reg.data.register.accessToken;
  const item = await gql<{ createKnitItem: { item: { id: number } } }>(`mutation($i: CreateKnitItemInput!) { createKnitItem(input: $i) { item { id: databaseId } } }`,
    { i: { type: 'YARN', name: 'Moving', visibility: 'PUBLIC' } }, { token, base: server.url });
  const urls: string[] = [];
  for (let i = 0; i < n; i += 1) {
    const r = await gqlUpload<{ addPicture: { picture: Pick<Picture, 'url' | 'thumbnailUrl'> } }>(`mutation($i: AddPictureInput!) { addPicture(input: $i) { picture { url thumbnailUrl } } }`,
      { i: { itemId: item.data.createKnitItem.item.id, file: null } }, 'variables.i.file', { bytes: await makeImage('png', 30 + i, 20) }, { token, base: server.url });
    urls.push(r.data.addPicture.picture.url, r.data.addPicture.picture.thumbnailUrl);
  }
  return urls;
}

const served = async (urls: string[]) => Promise.all(urls.map(async (u) => {
  const r = await fetch(`${server.url}${u}`);
  return `${r.status} ${crypto.createHash('sha256').update(Buffer.from(await r.arrayBuffer())).digest('hex')}`;
}));
const counts = async () => (await server.db.query(`select count(*) filter (where storage_key is null)::int as pg, count(storage_key)::int as s3 from image`)).rows[0] as { pg: number; s3: number };

test('images move to S3 and back, resumably, and are served the same all along', async () => {
  await cli('migrate', '--to', 'postgres');
  const urls = await picturesOf(4);
  const before = await served(urls);
  expect(before.every((s) => s.startsWith('200 '))).toBe(true);
  const total = (await counts()).pg;
  // A run stopped part-way (here after two images) leaves both kinds of rows; every image still serves.
  expect(await cli('migrate', '--to', 's3', '--limit', '2', '--batch', '1')).toMatch(/done: 2 moved, 0 failed/);
  expect(await counts()).toEqual({ pg: total - 2, s3: 2 });
  expect(await served(urls)).toEqual(before);
  // Run again: it carries on with what is left.
  expect(await cli('migrate', '--to', 's3')).toMatch(new RegExp(`done: ${total - 2} moved, 0 failed, 0 still to move`));
  expect(await counts()).toEqual({ pg: 0, s3: total });
  expect(await served(urls)).toEqual(before);
  // And back: the bytes return to the rows and the objects leave the bucket.
  expect(await cli('migrate', '--to', 'postgres')).toMatch(new RegExp(`done: ${total} moved, 0 failed, 0 still to move`));
  expect(await counts()).toEqual({ pg: total, s3: 0 });
  expect(await served(urls)).toEqual(before);
  // Nothing is left under any prefix: neither the originals nor the public copies made while serving.
  const listed = await s3().send(new ListObjectsV2Command({ Bucket: BUCKET }));
  expect(listed.KeyCount ?? 0).toBe(0);
});

test('the orphan sweep removes objects no row points at and keeps the others', async () => {
  const urls = await picturesOf(1);
  await cli('migrate', '--to', 's3');
  await served(urls); // public copies under public/ exist now too
  const keys = (await server.db.query<{ storage_key: string; public_key: string | null }>('select storage_key, public_key from image')).rows.flatMap((r) => [r.storage_key, r.public_key])
    .filter((k): k is string => k !== null);
  expect(keys.some((k) => k.startsWith('public/'))).toBe(true);
  // What a crash between an upload and its row's commit leaves behind, under each prefix (images/: stored before the split).
  const strays = ['private/', 'public/', 'images/'].map((prefix) => `${prefix}stray${crypto.randomBytes(4).toString('hex')}`);
  for (const stray of strays) for (const o of ['o', 't']) await s3().send(new PutObjectCommand({ Bucket: BUCKET, Key: `${stray}/${o}`, Body: Buffer.from('left over') }));
  expect(await cli('sweep', '--grace', '0')).toMatch(/removed the objects of 3 images/);
  const left = (await s3().send(new ListObjectsV2Command({ Bucket: BUCKET }))).Contents?.map((o) => o.Key).sort();
  expect(left).toEqual(keys.flatMap((k) => [`${k}/o`, `${k}/t`]).sort());
  expect((await served(urls)).every((s) => s.startsWith('200 '))).toBe(true);
});
