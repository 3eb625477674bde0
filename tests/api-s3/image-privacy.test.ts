/**
 * Private pictures in object storage (README "Running at scale"): on a bucket of its own behind the bucket gate
 * (tests/helpers/bucket-gate.js applies deploy/minio/bucket-policy.json to unsigned requests, as MinIO does), with
 * S3_PUBLIC_BASE_URL pointing at it as the compose file does. No private image is readable without a signature,
 * nobody may list the bucket, public images are read from their copies under public/, and an item or profile made
 * private has nothing left under public/ once the change is acknowledged.
 */
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { gql, gqlUpload, makeImage, uniqueName } from '../helpers/api';
import type { Colour, KnitItem, Picture, User } from '../helpers/types';
import { ownBucket } from '../helpers/own-bucket';
import { useOwnServer } from '../helpers/own-database';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startBucketGate } = require('../helpers/bucket-gate') as { startBucketGate: (endpoint: string, bucket: string) => Promise<{ url: string; close: () => Promise<void> }> };

const { bucket: BUCKET, env: S3_ENV, s3 } = ownBucket('purlwise-privacy');
let gate: { url: string; close: () => Promise<void> };
beforeAll(async () => {
  gate = await startBucketGate(S3_ENV.S3_ENDPOINT, BUCKET);
});
afterAll(async () => {
  await gate?.close();
});
const server = useOwnServer('purlwise_privacy', () => ({ ...S3_ENV, S3_PUBLIC_BASE_URL: `${gate.url}/${BUCKET}` }));

/** Every object name under `prefix`, listed with the app's credentials. */
async function objects(prefix: string): Promise<string[]> {
  const r = await s3().send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix }));
  return (r.Contents ?? []).map((o) => o.Key!);
}

/** A browser with no credentials reading the bucket directly (through the gate, as from the internet). */
const anonymous = (name: string) => fetch(`${gate.url}/${BUCKET}/${name}`);

const call = async <T = unknown>(query: string, variables: Record<string, unknown>, token?: string) => {
  const r = await gql<T>(query, variables, { token, base: server.url });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data;
};

async function knitter(): Promise<string> {
  const username = uniqueName('priv');
  const d = await call<{ register: { accessToken: string } }>(`mutation($i: RegisterInput!) { register(input: $i) { accessToken } }`,
    { i: { username, email: `${username}@example.com`, password: 'correct horse battery' } });
  return d.register.accessToken;
}

async function yarnWithPicture(token: string, visibility: 'PUBLIC' | 'PRIVATE') {
  const d = await call<{ createKnitItem: { item: Pick<KnitItem, 'id' | 'databaseId'> } }>(`mutation($i: CreateKnitItemInput!) { createKnitItem(input: $i) { item { id databaseId } } }`,
    { i: { type: 'YARN', name: 'Skein', visibility } }, token);
  const item = d.createKnitItem.item;
  const r = await gqlUpload<{ addPicture: { picture: Pick<Picture, 'databaseId' | 'url' | 'thumbnailUrl'> } }>(`mutation($i: AddPictureInput!) { addPicture(input: $i) { picture { databaseId url thumbnailUrl } } }`,
    { i: { itemId: item.id, file: null } }, 'variables.i.file', { bytes: await makeImage('png', 40, 30) }, { token, base: server.url });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  const picture = r.data.addPicture.picture;
  const imageId = (await server.db.query<{ image_id: number }>('select image_id from picture where id = $1', [picture.databaseId])).rows[0].image_id;
  return { item, picture, imageId };
}

const keysOf = async (imageId: number) => (await server.db.query('select storage_key, public_key from image where id = $1', [imageId])).rows[0] as { storage_key: string; public_key: string | null };

/** Asks the app for an image URL without following the redirect. */
const ask = (path: string) => fetch(`${server.url}${path}`, { redirect: 'manual' });

test('nobody may list the bucket, and no private image is readable without a signature', async () => {
  const token = await knitter();
  const { picture, imageId } = await yarnWithPicture(token, 'PRIVATE');
  const { storage_key: key, public_key: copy } = await keysOf(imageId);
  expect(key).toMatch(/^private\/[\w-]{22}$/);
  expect(copy).toBeNull();
  expect((await anonymous('?list-type=2')).status).toBe(403);
  expect((await fetch(`${gate.url}/${BUCKET}/?list-type=2&prefix=private/`)).status).toBe(403);
  for (const o of ['o', 't']) expect((await anonymous(`${key}/${o}`)).status).toBe(403);
  // Through the app, after its check: a presigned URL of a few minutes, which works while it lasts.
  const r = await ask(picture.url);
  expect(r.status).toBe(302);
  expect(r.headers.get('cross-origin-resource-policy')).toBe('same-site');
  const signed = new URL(r.headers.get('location')!);
  expect(signed.pathname).toBe(`/${BUCKET}/${key}/o`);
  expect(Number(signed.searchParams.get('X-Amz-Expires'))).toBeLessThanOrEqual(300);
  expect((await fetch(signed)).status).toBe(200);
  // The same object without its signature, through the public face of the bucket: refused.
  expect((await anonymous(signed.pathname.slice(BUCKET.length + 2))).status).toBe(403);
  // Its stable form is refused by the app itself.
  expect((await ask(new URL(picture.url, 'http://x').pathname)).status).toBe(404);
  expect(await objects('public/')).not.toContainEqual(expect.stringContaining(key.slice('private/'.length)));
});

test('a public image is served from its copy under public/, readable by anyone and by other sites', async () => {
  const token = await knitter();
  const { picture, imageId } = await yarnWithPicture(token, 'PUBLIC');
  const r = await ask(picture.thumbnailUrl);
  expect(r.status).toBe(302);
  expect(r.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  const { storage_key: key, public_key: copy } = await keysOf(imageId);
  expect(copy).toMatch(/^public\/[\w-]{22}$/);
  expect(r.headers.get('location')).toBe(`${gate.url}/${BUCKET}/${copy}/t`);
  const img = await fetch(r.headers.get('location')!);
  expect(img.status).toBe(200);
  expect(img.headers.get('content-type')).toBe('image/webp');
  // The original object stays private; the copy does not reveal its name.
  expect((await anonymous(`${key}/t`)).status).toBe(403);
  expect(copy!.slice('public/'.length)).not.toBe(key.slice('private/'.length));
  // Asked again: the same copy.
  expect((await ask(picture.url)).headers.get('location')).toBe(`${gate.url}/${BUCKET}/${copy}/o`);
});

test('an item made private has no object left under public/ when the change is acknowledged', async () => {
  const token = await knitter();
  const { item, picture, imageId } = await yarnWithPicture(token, 'PUBLIC');
  const colour = await gqlUpload<{ addColour: { colour: Pick<Colour, 'databaseId' | 'pictureUrl'> } }>(`mutation($i: AddColourInput!) { addColour(input: $i) { colour { databaseId pictureUrl } } }`,
    { i: { itemId: item.id, textDescription: 'moss', picture: null } }, 'variables.i.picture', { bytes: await makeImage('jpeg', 30, 30) }, { token, base: server.url });
  expect(colour.errors).toBeUndefined();
  const colourImage = (await server.db.query<{ image_id: number }>('select image_id from colour where id = $1', [colour.data.addColour.colour.databaseId])).rows[0].image_id;
  const publicLocations = [
    (await ask(picture.url)).headers.get('location')!, (await ask(picture.thumbnailUrl)).headers.get('location')!,
    (await ask(colour.data.addColour.colour.pictureUrl!)).headers.get('location')!,
  ];
  const copies = [(await keysOf(imageId)).public_key!, (await keysOf(colourImage)).public_key!];
  for (const c of copies) expect((await objects(`${c}/`)).sort()).toEqual([`${c}/o`, `${c}/t`]);
  for (const l of publicLocations) expect((await fetch(l)).status).toBe(200);

  await call(`mutation($i: UpdateKnitItemInput!) { updateKnitItem(input: $i) { item { visibility } } }`, { i: { id: item.id, visibility: 'PRIVATE' } }, token);
  // Right after the answer: no copy, no row pointing at one, and the addresses handed out earlier are dead.
  for (const c of copies) expect(await objects(`${c}/`)).toEqual([]);
  expect((await keysOf(imageId)).public_key).toBeNull();
  expect((await keysOf(colourImage)).public_key).toBeNull();
  for (const l of publicLocations) expect((await fetch(l)).status).toBe(404);
  expect((await ask(picture.url)).status).toBe(404);
  // The owner still sees the picture, through a short-lived signature on the private object.
  const mine = await call<{ knitItem: { pictures: Array<Pick<Picture, 'url'>> } }>(`query($id: ID!) { knitItem(id: $id) { pictures { url } } }`, { id: item.id }, token);
  const again = await ask(mine.knitItem.pictures[0].url);
  expect(again.status).toBe(302);
  expect(new URL(again.headers.get('location')!).pathname).toBe(`/${BUCKET}/${(await keysOf(imageId)).storage_key}/o`);

  // Public again: a new copy under a new name, never the old one.
  await call(`mutation($i: UpdateKnitItemInput!) { updateKnitItem(input: $i) { item { visibility } } }`, { i: { id: item.id, visibility: 'PUBLIC' } }, token);
  expect((await ask(picture.url)).status).toBe(302);
  const fresh = (await keysOf(imageId)).public_key!;
  expect(fresh).toMatch(/^public\//);
  expect(copies).not.toContain(fresh);
});

test('a profile made private takes its pictures out of public/ too', async () => {
  const token = await knitter();
  const r = await gqlUpload<{ setUserImage: { user: Pick<User, 'databaseId' | 'pictureUrl'> } }>(`mutation($i: SetUserImageInput!) { setUserImage(input: $i) { user { databaseId pictureUrl } } }`,
    { i: { kind: 'PICTURE', file: null } }, 'variables.i.file', { bytes: await makeImage('png', 50, 50) }, { token, base: server.url });
  expect(r.errors).toBeUndefined();
  const imageId = (await server.db.query<{ picture_id: number }>('select picture_id from app_user where id = $1', [r.data.setUserImage.user.databaseId])).rows[0].picture_id;
  const location = (await ask(r.data.setUserImage.user.pictureUrl!)).headers.get('location')!;
  const copy = (await keysOf(imageId)).public_key!;
  expect((await fetch(location)).status).toBe(200);
  await call(`mutation($i: UpdateProfileInput!) { updateProfile(input: $i) { user { visibility } } }`, { i: { visibility: 'PRIVATE' } }, token);
  expect(await objects(`${copy}/`)).toEqual([]);
  expect((await fetch(location)).status).toBe(404);
  expect((await keysOf(imageId)).public_key).toBeNull();
});
