import crypto from 'node:crypto';
import sharp from 'sharp';
import { clockPast, code, get, gql, gqlUpload, lyingPng, makeImage, message, newUser, newYarn, TestUser, touches, useTestDb } from '../helpers/api';
import { storedBytes } from '../helpers/stored-image';
import type { KnitItem, Picture } from '../helpers/types';

const UPDATE = `mutation($i: UpdateKnitItemInput!) { updateKnitItem(input: $i) { item { id: databaseId } } }`;
const PICTURE = `id: databaseId itemId url thumbnailUrl`;
const ADD = `mutation($i: AddPictureInput!) { addPicture(input: $i) { picture { ${PICTURE} } } }`;
const REPLACE = `mutation($i: ReplacePictureInput!) { replacePicture(input: $i) { picture { ${PICTURE} } } }`;
const DELETE = `mutation($i: DeletePictureInput!) { deletePicture(input: $i) { id: databaseId } }`;
const READ = `query($id: ID!) { knitItem(id: $id) { lastUpdated pictures { ${PICTURE} } firstPicture { id: databaseId } } }`;

const testDb = useTestDb();

/** A picture as PICTURE selects it. */
type Pic = { id: number } & Pick<Picture, 'itemId' | 'url' | 'thumbnailUrl'>;

const newItem = (user: TestUser, visibility = 'PUBLIC') => newYarn(user, 'With pictures', visibility);

const add = (user: TestUser | null, itemId: number, bytes: Buffer, name = 'photo.png') =>
  gqlUpload<{ addPicture: { picture: Pic } }>(ADD, { i: { itemId, file: null } }, 'variables.i.file', { bytes, name }, { token: user?.token });
const replace = (user: TestUser | null, id: number, bytes: Buffer) =>
  gqlUpload<{ replacePicture: { picture: Pic } }>(REPLACE, { i: { id, file: null } }, 'variables.i.file', { bytes }, { token: user?.token });

async function added(user: TestUser, itemId: number, bytes: Buffer) {
  const r = await add(user, itemId, bytes);
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data.addPicture.picture;
}

async function read(id: number, user: TestUser) {
  const r = await gql<{ knitItem: Pick<KnitItem, 'lastUpdated'> & { pictures: Pic[]; firstPicture: { id: number } | null } }>(READ, { id }, { token: user.token });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data.knitItem;
}

const imageCount = async (ownerId: number) => (await testDb.client.query<{ n: number }>('select count(*)::int as n from image where owner_id = $1', [ownerId])).rows[0].n;
const imageIdOf = async (pictureId: number) => (await testDb.client.query<{ image_id: number }>('select image_id from picture where id = $1', [pictureId])).rows[0]?.image_id as number | undefined;

describe('pictures: uploads', () => {
  test.each([
    ['png', 'image/png', 64, 48],
    ['jpeg', 'image/jpeg', 50, 70],
    ['webp', 'image/webp', 33, 21],
    ['gif', 'image/gif', 40, 40],
  ] as const)('%s is accepted, served with its real type and size, with a thumbnail', async (format, mime, width, height) => {
    const u = await newUser();
    const item = await newItem(u);
    await clockPast(item.lastUpdated);
    const picture = await added(u, item.id, await makeImage(format, width, height));
    expect(picture.itemId).toBe(item.id);
    expect(picture.url).toMatch(new RegExp(`^/images/\\d+\\?s=`));
    const res = await get(picture.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(mime);
    // Our own answer (the bytes, or with IMAGE_STORE=s3 the redirect to the bucket) forbids sniffing.
    expect((await get(picture.url, { redirect: 'manual' })).headers.get('x-content-type-options')).toBe('nosniff');
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect(meta.format).toBe(format);
    expect([meta.width, meta.pageHeight ?? meta.height]).toEqual([width, height]);
    const thumb = await get(picture.thumbnailUrl);
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await thumb.arrayBuffer())).metadata()).width).toBe(width);
    const after = await read(item.id, u);
    expect(after.pictures).toEqual([picture]);
    expect(after.firstPicture).toEqual({ id: picture.id });
    expect(new Date(after.lastUpdated).getTime()).toBeGreaterThan(new Date(item.lastUpdated).getTime());
  });

  test('a large picture gets a thumbnail of at most 480 pixels', async () => {
    const u = await newUser();
    const item = await newItem(u);
    const picture = await added(u, item.id, await makeImage('png', 1200, 600));
    const thumb = await sharp(Buffer.from(await (await get(picture.thumbnailUrl)).arrayBuffer())).metadata();
    expect([thumb.width, thumb.height]).toEqual([480, 240]);
  });

  test('a private item\'s picture URLs are signed and expire; the stable form is 404', async () => {
    const u = await newUser();
    const item = await newItem(u, 'PRIVATE');
    const picture = await added(u, item.id, await makeImage('png'));
    for (const url of [picture.url, picture.thumbnailUrl]) {
      const parsed = new URL(url, 'http://x');
      expect(Number(parsed.searchParams.get('e'))).toBeGreaterThan(Date.now() / 1000);
      expect(parsed.searchParams.get('s')).toBeTruthy();
      const res = await get(url);
      expect(res.status).toBe(200);
      expect((await get(url, { redirect: 'manual' })).headers.get('cache-control')).toMatch(/^private/);
      expect((await get(parsed.pathname)).status).toBe(404);
      expect((await get(`${parsed.pathname}?s=${parsed.searchParams.get('s')}`)).status).toBe(404);
      expect((await get(`${parsed.pathname}?e=${Number(parsed.searchParams.get('e')) + 3600}&s=${parsed.searchParams.get('s')}`)).status).toBe(404);
    }
  });

  test('a public picture\'s stable URL stops working once the item turns private', async () => {
    const u = await newUser();
    const item = await newItem(u);
    const picture = await added(u, item.id, await makeImage('png'));
    expect((await get(picture.url)).status).toBe(200);
    await gql(UPDATE, { i: { id: item.id, visibility: 'PRIVATE' } }, { token: u.token });
    expect((await get(picture.url)).status).toBe(404);
    const [now] = (await read(item.id, u)).pictures;
    expect(now.url).toMatch(/[?&]e=\d+/);
    expect((await get(now.url)).status).toBe(200);
  });

  test('a renamed text file is refused as UNSUPPORTED_IMAGE and nothing is stored', async () => {
    const u = await newUser();
    const item = await newItem(u);
    const r = await add(u, item.id, Buffer.from('this is not a picture at all, only text\n'.repeat(20)), 'cat.png');
    expect(code(r)).toBe('UNSUPPORTED_IMAGE');
    expect(message(r)).toBe('Only PNG, JPEG, WebP and GIF images are accepted');
    const broken = await add(u, item.id, Buffer.concat([(await makeImage('png')).subarray(0, 40), crypto.randomBytes(200)]));
    expect(code(broken)).toBe('UNSUPPORTED_IMAGE');
    expect((await read(item.id, u))).toMatchObject({ pictures: [], lastUpdated: item.lastUpdated });
    expect(await imageCount(u.id)).toBe(0);
  });

  test.each([
    ['more than 10 MB', () => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), crypto.randomBytes(11 * 1024 * 1024)]),
      'Images may be at most 10 MB'],
    ['a PNG claiming 60000 x 60000 pixels', lyingPng, 'Images may be at most 40 megapixels'],
  ])('%s is refused as IMAGE_TOO_LARGE and nothing is stored', async (_, bytes, refusal) => {
    const u = await newUser();
    const item = await newItem(u);
    const r = await add(u, item.id, bytes());
    expect(code(r)).toBe('IMAGE_TOO_LARGE');
    expect(message(r)).toBe(refusal);
    expect((await read(item.id, u)).pictures).toEqual([]);
    expect(await imageCount(u.id)).toBe(0);
  });

  test('EXIF data (GPS position) is stripped from what is stored', async () => {
    const u = await newUser();
    const item = await newItem(u);
    const withGps = await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 10, g: 120, b: 200 } } })
      .jpeg().withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '2/1 21/1 0/1' } }).toBuffer();
    expect((await sharp(withGps).metadata()).exif).toBeDefined();
    const picture = await added(u, item.id, withGps);
    const served = Buffer.from(await (await get(picture.url)).arrayBuffer());
    expect((await sharp(served).metadata()).exif).toBeUndefined();
    const stored = await storedBytes(testDb.client, (await imageIdOf(picture.id))!);
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
    expect(stored.includes(Buffer.from('GPS'))).toBe(false);
  });
});

describe('pictures: replace and delete', () => {
  test('replace keeps the id, serves the new image and deletes the old one', async () => {
    const u = await newUser();
    const item = await newItem(u);
    const first = await added(u, item.id, await makeImage('png', 20, 20));
    const oldImage = await imageIdOf(first.id);
    const after = await touches(() => read(item.id, u), async () => {
      const r = await replace(u, first.id, await makeImage('jpeg', 30, 10));
      expect(r.errors).toBeUndefined();
      const now = r.data.replacePicture.picture;
      expect(now.id).toBe(first.id);
      expect(now.url).not.toBe(first.url);
      const res = await get(now.url);
      expect(res.headers.get('content-type')).toBe('image/jpeg');
      expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(30);
    });
    expect((await get(first.url)).status).toBe(404);
    expect((await testDb.client.query<{ n: number }>('select count(*)::int as n from image where id = $1', [oldImage])).rows[0].n).toBe(0);
    expect(after.pictures.map((p) => p.id)).toEqual([first.id]);
    expect(await imageCount(u.id)).toBe(1);
  });

  test('a bad replacement changes nothing', async () => {
    const u = await newUser();
    const item = await newItem(u);
    const picture = await added(u, item.id, await makeImage('png'));
    const before = await read(item.id, u);
    expect(code(await replace(u, picture.id, Buffer.from('GIF89a but not really')))).toBe('UNSUPPORTED_IMAGE');
    expect(code(await replace(u, picture.id, lyingPng()))).toBe('IMAGE_TOO_LARGE');
    expect(await read(item.id, u)).toEqual(before);
    expect((await get(picture.url)).status).toBe(200);
    expect(await imageCount(u.id)).toBe(1);
  });

  test('delete removes the picture and its image; the next one becomes the first', async () => {
    const u = await newUser();
    const item = await newItem(u);
    const a = await added(u, item.id, await makeImage('png'));
    const b = await added(u, item.id, await makeImage('webp'));
    expect((await read(item.id, u)).firstPicture).toEqual({ id: a.id });
    const imageA = await imageIdOf(a.id);
    const after = await touches(() => read(item.id, u), async () => {
      const r = await gql<{ deletePicture: { id: number } }>(DELETE, { i: { id: a.id } }, { token: u.token });
      expect(r.errors).toBeUndefined();
      expect(r.data.deletePicture.id).toBe(a.id);
    });
    expect(after.pictures.map((p) => p.id)).toEqual([b.id]);
    expect(after.firstPicture).toEqual({ id: b.id });
    expect((await get(a.url)).status).toBe(404);
    expect((await testDb.client.query<{ n: number }>('select count(*)::int as n from image where id = $1', [imageA])).rows[0].n).toBe(0);
    expect(code(await gql(DELETE, { i: { id: a.id } }, { token: u.token }))).toBe('NOT_FOUND');
  });

  test('missing items and pictures are NOT_FOUND', async () => {
    const u = await newUser();
    expect(code(await add(u, 2_000_000_000, await makeImage('png')))).toBe('NOT_FOUND');
    expect(code(await replace(u, 2_000_000_000, await makeImage('png')))).toBe('NOT_FOUND');
    expect(code(await gql(DELETE, { i: { id: 2_000_000_000 } }, { token: u.token }))).toBe('NOT_FOUND');
    expect(await imageCount(u.id)).toBe(0);
  });
});

describe('pictures: other people', () => {
  test('visitors cannot add, replace or delete pictures', async () => {
    const u = await newUser();
    const item = await newItem(u);
    const picture = await added(u, item.id, await makeImage('png'));
    const before = await read(item.id, u);
    expect(code(await add(null, item.id, await makeImage('png')))).toBe('UNAUTHENTICATED');
    expect(code(await replace(null, picture.id, await makeImage('png')))).toBe('UNAUTHENTICATED');
    expect(code(await gql(DELETE, { i: { id: picture.id } }))).toBe('UNAUTHENTICATED');
    expect(await read(item.id, u)).toEqual(before);
  });

  test('someone else\'s public item: FORBIDDEN, and nothing changes', async () => {
    const owner = await newUser();
    const other = await newUser();
    const item = await newItem(owner);
    const picture = await added(owner, item.id, await makeImage('png'));
    const before = await read(item.id, owner);
    const addR = await add(other, item.id, await makeImage('png'));
    expect(code(addR)).toBe('FORBIDDEN');
    expect(message(addR)).toBe('This item is not yours');
    const rep = await replace(other, picture.id, await makeImage('png'));
    expect(code(rep)).toBe('FORBIDDEN');
    expect(message(rep)).toBe('This picture is not yours');
    expect(code(await gql(DELETE, { i: { id: picture.id } }, { token: other.token }))).toBe('FORBIDDEN');
    expect(await read(item.id, owner)).toEqual(before);
    expect((await get(picture.url)).status).toBe(200);
    expect(await imageCount(other.id)).toBe(0);
    // Others see the public pictures.
    expect((await read(item.id, other)).pictures).toEqual(before.pictures);
  });

  test('someone else\'s private item: NOT_FOUND, and nothing changes', async () => {
    const owner = await newUser();
    const other = await newUser();
    const item = await newItem(owner, 'PRIVATE');
    const picture = await added(owner, item.id, await makeImage('png'));
    const before = await read(item.id, owner);
    const addR = await add(other, item.id, await makeImage('png'));
    expect(code(addR)).toBe('NOT_FOUND');
    expect(code(await replace(other, picture.id, await makeImage('png')))).toBe('NOT_FOUND');
    expect(message(await gql(DELETE, { i: { id: picture.id } }, { token: other.token }))).toBe('Picture not found');
    expect((await read(item.id, owner)).pictures.map((p) => p.id)).toEqual(before.pictures.map((p) => p.id));
    expect((await read(item.id, owner)).lastUpdated).toBe(before.lastUpdated);
    expect(await imageIdOf(picture.id)).toBeDefined();
    expect(await imageCount(other.id)).toBe(0);
  });
});

test('public image answers may be shown by other sites (Cross-Origin-Resource-Policy: cross-origin); private ones only by ours', async () => {
  const u = await newUser();
  const open = await added(u, (await newItem(u)).id, await makeImage('png', 20, 20));
  const hidden = await added(u, (await newItem(u, 'PRIVATE')).id, await makeImage('png', 20, 20));
  for (const url of [open.url, open.thumbnailUrl]) {
    const r = await get(url, { redirect: 'manual' });
    expect([200, 302]).toContain(r.status);
    expect(r.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  }
  for (const url of [hidden.url, hidden.thumbnailUrl]) {
    const r = await get(url, { redirect: 'manual' });
    expect([200, 302]).toContain(r.status);
    expect(r.headers.get('cross-origin-resource-policy')).toBe('same-site');
  }
  // A refusal is no image: it keeps the site-wide same-site policy.
  const refused = await get(new URL(hidden.url, 'http://x').pathname);
  expect(refused.status).toBe(404);
  expect(refused.headers.get('cross-origin-resource-policy')).toBe('same-site');
});
