/**
 * The S3 image store (the `api-s3` project: a server with IMAGE_STORE=s3 on s3rver): rows hold keys, the bucket
 * holds originals and thumbnails, the app redirects to the bucket, deleting deletes objects. The sweep and the
 * migration command: image-migrate.test.ts.
 */
import { code, get, gql, gqlUpload, makeImage, newUser, newYarn, type TestUser, useTestDb } from '../helpers/api';
import { bucketObjects, ON_S3, storageKeyOf } from '../helpers/stored-image';
import type { Picture } from '../helpers/types';
import { untilTrue } from '../helpers/until';

const ADD = `mutation($i: AddPictureInput!) { addPicture(input: $i) { picture { id: databaseId url thumbnailUrl } } }`;
const ADD_COLOUR = `mutation($i: AddColourInput!) { addColour(input: $i) { colour { id: databaseId pictureUrl } } }`;
const DELETE_ITEM = `mutation($i: DeleteKnitItemInput!) { deleteKnitItem(input: $i) { id: databaseId } }`;
const S3_ENV = JSON.parse(process.env.PURLWISE_S3_ENV ?? '{}') as Record<string, string>;

const testDb = useTestDb();

async function addPicture(u: TestUser, itemId: number, bytes: Buffer) {
  const r = await gqlUpload<{ addPicture: { picture: Pick<Picture, 'url' | 'thumbnailUrl'> & { id: number } } }>(ADD, { i: { itemId, file: null } }, 'variables.i.file', { bytes }, { token: u.token });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  const picture = r.data.addPicture.picture;
  const imageId = (await testDb.client.query<{ image_id: number }>('select image_id from picture where id = $1', [picture.id])).rows[0].image_id;
  return { ...picture, imageId };
}

test('this project really runs on the S3 store', () => {
  expect(ON_S3).toBe(true);
  expect(S3_ENV.S3_ENDPOINT).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
});

test('an upload puts the original and the thumbnail in the bucket; the row holds only their key', async () => {
  const u = await newUser();
  const item = await newYarn(u, 'In the bucket');
  const bytes = await makeImage('png', 60, 40);
  const p = await addPicture(u, item.id, bytes);
  const row = (await testDb.client.query<{ data: Buffer | null; thumb: Buffer | null; storage_key: string }>('select data, thumb, storage_key from image where id = $1', [p.imageId])).rows[0];
  expect(row.data).toBeNull();
  expect(row.thumb).toBeNull();
  expect(row.storage_key).toMatch(/^private\/[\w-]{22}$/);
  expect((await bucketObjects(`${row.storage_key}/`)).sort()).toEqual([`${row.storage_key}/o`, `${row.storage_key}/t`]);
});

test('a public image is a redirect to the bucket; a private one to a short-lived presigned URL', async () => {
  const u = await newUser();
  const open = await addPicture(u, (await newYarn(u, 'Public')).id, await makeImage('jpeg', 30, 20));
  const hidden = await addPicture(u, (await newYarn(u, 'Private', 'PRIVATE')).id, await makeImage('png', 20, 30));
  const pub = await get(open.url, { redirect: 'manual' });
  expect(pub.status).toBe(302);
  // Public images are read from their copy under public/ (made on the first request), never from the private object.
  const copy = (await testDb.client.query<{ public_key: string }>('select public_key from image where id = $1', [open.imageId])).rows[0].public_key;
  expect(copy).toMatch(/^public\//);
  expect(pub.headers.get('location')).toContain(`${S3_ENV.S3_ENDPOINT}/${S3_ENV.S3_BUCKET}/${copy}/o`);
  expect(pub.headers.get('cache-control')).toMatch(/^public/);
  const followed = await fetch(pub.headers.get('location')!);
  expect(followed.status).toBe(200);
  expect(followed.headers.get('content-type')).toBe('image/jpeg');
  const priv = await get(hidden.thumbnailUrl, { redirect: 'manual' });
  expect(priv.status).toBe(302);
  const location = new URL(priv.headers.get('location')!);
  expect(location.pathname).toBe(`/${S3_ENV.S3_BUCKET}/${await storageKeyOf(testDb.client, hidden.imageId)}/t`);
  expect(location.searchParams.get('X-Amz-Signature')).toBeTruthy();
  expect(Number(location.searchParams.get('X-Amz-Expires'))).toBeLessThanOrEqual(660);
  expect(priv.headers.get('cache-control')).toMatch(/^private/);
  expect((await fetch(location)).status).toBe(200);
  // The stable form of a private image is still refused by the app before any redirect.
  expect((await get(new URL(hidden.url, 'http://x').pathname, { redirect: 'manual' })).status).toBe(404);
});

test('deleting an item deletes the objects of its pictures and colour pictures', async () => {
  const u = await newUser();
  const item = await newYarn(u, 'Going away');
  const a = await addPicture(u, item.id, await makeImage('png'));
  const b = await addPicture(u, item.id, await makeImage('webp'));
  const c = await gqlUpload(ADD_COLOUR, { i: { itemId: item.id, textDescription: 'red', picture: null } }, 'variables.i.picture', { bytes: await makeImage('gif') }, { token: u.token });
  expect(c.errors).toBeUndefined();
  expect((await get(a.url, { redirect: 'manual' })).status).toBe(302); // makes a's public copy
  const rows = (await testDb.client.query('select storage_key, public_key from image where owner_id = $1', [u.id])).rows as Array<{ storage_key: string; public_key: string | null }>;
  expect(rows).toHaveLength(3);
  const keys = rows.flatMap((r) => (r.public_key ? [r.storage_key, r.public_key] : [r.storage_key]));
  expect(keys).toHaveLength(4);
  for (const k of keys) expect(await bucketObjects(`${k}/`)).toHaveLength(2);
  expect((await gql(DELETE_ITEM, { i: { id: item.id } }, { token: u.token })).errors).toBeUndefined();
  await untilTrue(async () => (await Promise.all(keys.map((k) => bucketObjects(`${k}/`)))).every((l) => l.length === 0), 'the objects are gone');
  expect((await get(a.url)).status).toBe(404);
  expect(code(await gql(DELETE_ITEM, { i: { id: item.id } }, { token: u.token }))).toBe('NOT_FOUND');
  expect((await get(b.thumbnailUrl)).status).toBe(404);
});
