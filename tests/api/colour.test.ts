import sharp from 'sharp';
import { clockPast, code, get, gql, gqlUpload, lyingPng, makeImage, message, newUser, newYarn, TestUser, touches, useTestDb } from '../helpers/api';
import type { Colour, KnitItem } from '../helpers/types';

const COLOUR = `id: databaseId itemId textDescription codeDescription pictureUrl thumbnailUrl`;
const ADD = `mutation($i: AddColourInput!) { addColour(input: $i) { colour { ${COLOUR} } } }`;
const UPDATE = `mutation($i: UpdateColourInput!) { updateColour(input: $i) { colour { ${COLOUR} } } }`;
const DELETE = `mutation($i: DeleteColourInput!) { deleteColour(input: $i) { id: databaseId } }`;
const SET_PICTURE = `mutation($i: SetColourPictureInput!) { setColourPicture(input: $i) { colour { ${COLOUR} } } }`;
const CLEAR_PICTURE = `mutation($i: ClearColourPictureInput!) { clearColourPicture(input: $i) { colour { ${COLOUR} } } }`;
const READ = `query($id: ID!) { knitItem(id: $id) { lastUpdated colours { ${COLOUR} } } }`;

/** A colour as COLOUR selects it. */
type ColourT = { id: number } & Pick<Colour, 'itemId' | 'textDescription' | 'codeDescription' | 'pictureUrl' | 'thumbnailUrl'>;
type Added = { addColour: { colour: ColourT } };
type Updated = { updateColour: { colour: ColourT } };

const testDb = useTestDb();

const newItem = (user: TestUser, visibility = 'PUBLIC') => newYarn(user, 'With colours', visibility);

async function addColour(user: TestUser, input: Record<string, unknown>): Promise<ColourT> {
  const r = await gql<Added>(ADD, { i: input }, { token: user.token });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data.addColour.colour;
}

const addWithPicture = (user: TestUser | null, input: Record<string, unknown>, bytes: Buffer) =>
  gqlUpload<Added>(ADD, { i: { ...input, picture: null } }, 'variables.i.picture', { bytes }, { token: user?.token });
const setPicture = (user: TestUser | null, id: number, bytes: Buffer) =>
  gqlUpload<{ setColourPicture: { colour: ColourT } }>(SET_PICTURE, { i: { id, file: null } }, 'variables.i.file', { bytes }, { token: user?.token });

async function read(id: number, user: TestUser) {
  const r = await gql<{ knitItem: Pick<KnitItem, 'lastUpdated'> & { colours: ColourT[] } }>(READ, { id }, { token: user.token });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data.knitItem;
}

const imageCount = async (ownerId: number) => (await testDb.client.query<{ n: number }>('select count(*)::int as n from image where owner_id = $1', [ownerId])).rows[0].n;
const imageIdOf = async (colourId: number) => (await testDb.client.query<{ image_id: number | null }>('select image_id from colour where id = $1', [colourId])).rows[0]?.image_id as number | null | undefined;
const imageExists = async (id: number | null | undefined) => (await testDb.client.query<{ n: number }>('select count(*)::int as n from image where id = $1', [id])).rows[0].n === 1;
const later = (a: string, b: string) => new Date(a).getTime() > new Date(b).getTime();

describe('colours: add and update', () => {
  test('add with a description, a code or both; listed oldest first; the item is touched', async () => {
    const u = await newUser();
    const item = await newItem(u);
    await clockPast(item.lastUpdated);
    const a = await addColour(u, { itemId: item.id, textDescription: '  Forest green ' });
    const b = await addColour(u, { itemId: item.id, codeDescription: 'FG-102' });
    const c = await addColour(u, { itemId: item.id, textDescription: 'Red', codeDescription: ' R1 ' });
    expect(a).toMatchObject({ itemId: item.id, textDescription: 'Forest green', codeDescription: '', pictureUrl: null, thumbnailUrl: null });
    expect(b).toMatchObject({ textDescription: '', codeDescription: 'FG-102' });
    expect(c).toMatchObject({ textDescription: 'Red', codeDescription: 'R1' });
    const after = await read(item.id, u);
    expect(after.colours).toEqual([a, b, c]);
    expect(later(after.lastUpdated, item.lastUpdated)).toBe(true);
    // Anyone can read the colours of a public item.
    const other = await newUser();
    expect((await read(item.id, other)).colours).toEqual([a, b, c]);
  });

  test.each([
    ['A colour needs a description or a code', 'both empty', { textDescription: '', codeDescription: '' }],
    ['A colour needs a description or a code', 'both blank', { textDescription: '   ', codeDescription: ' \t ' }],
    ['A colour needs a description or a code', 'both omitted', {}],
    ['Text description must be at most 200 characters', 'a long text', { textDescription: 'x'.repeat(201) }],
    ['Code description must be at most 200 characters', 'a long code', { codeDescription: 'x'.repeat(201), textDescription: 'ok' }],
    ['Text description contains a character that is not allowed', 'a NUL character', { textDescription: 'a\u0000b' }],
    ['Code description contains a character that is not allowed', 'a lone surrogate', { textDescription: 'ok', codeDescription: '\udfff12' }],
  ])('add refuses with "%s" (%s) and stores nothing', async (msg, _case, fields) => {
    const u = await newUser();
    const item = await newItem(u);
    const r = await gql(ADD, { i: { itemId: item.id, ...fields } }, { token: u.token });
    expect(code(r)).toBe('BAD_USER_INPUT');
    expect(message(r)).toBe(msg);
    const withPicture = await addWithPicture(u, { itemId: item.id, ...fields }, await makeImage('png'));
    expect(message(withPicture)).toBe(msg);
    expect(await read(item.id, u)).toEqual({ lastUpdated: item.lastUpdated, colours: [] });
    expect(await imageCount(u.id)).toBe(0);
  });

  test('update changes the given description, keeps the other, and refuses to empty both', async () => {
    const u = await newUser();
    const item = await newItem(u);
    const colour = await addColour(u, { itemId: item.id, textDescription: 'Blue', codeDescription: 'B-7' });
    await touches(() => read(item.id, u), async () => {
      const r = await gql<Updated>(UPDATE, { i: { id: colour.id, textDescription: ' Navy ' } }, { token: u.token });
      expect(r.errors).toBeUndefined();
      expect(r.data.updateColour.colour).toMatchObject({ id: colour.id, textDescription: 'Navy', codeDescription: 'B-7' });
    });

    expect((await gql<Updated>(UPDATE, { i: { id: colour.id, codeDescription: '' } }, { token: u.token })).data.updateColour.colour.codeDescription).toBe('');
    const empty = await gql(UPDATE, { i: { id: colour.id, textDescription: '  ' } }, { token: u.token });
    expect(code(empty)).toBe('BAD_USER_INPUT');
    expect(message(empty)).toBe('A colour needs a description or a code');
    expect(message(await gql(UPDATE, { i: { id: colour.id, textDescription: 'x'.repeat(201) } }, { token: u.token }))).toBe('Text description must be at most 200 characters');
    expect(message(await gql(UPDATE, { i: { id: colour.id, codeDescription: 'x'.repeat(201) } }, { token: u.token }))).toBe('Code description must be at most 200 characters');
    expect((await read(item.id, u)).colours).toEqual([{ ...colour, textDescription: 'Navy', codeDescription: '' }]);
  });
});

describe('colours: pictures', () => {
  test('add with a picture: URLs serve the image and its thumbnail', async () => {
    const u = await newUser();
    const item = await newItem(u);
    const r = await addWithPicture(u, { itemId: item.id, textDescription: 'Sunset' }, await makeImage('jpeg', 44, 22));
    expect(r.errors).toBeUndefined();
    const colour: ColourT = r.data.addColour.colour;
    expect(colour.pictureUrl).toMatch(/^\/images\/\d+\?s=/);
    const res = await get(colour.pictureUrl!);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([44, 22]);
    const thumb = await get(colour.thumbnailUrl!);
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('content-type')).toBe('image/webp');
    expect((await read(item.id, u)).colours).toEqual([colour]);
  });

  test('a bad picture refuses the whole colour: nothing is stored', async () => {
    const u = await newUser();
    const item = await newItem(u);
    const r = await addWithPicture(u, { itemId: item.id, textDescription: 'Broken' }, Buffer.from('plain text, renamed to .png'));
    expect(code(r)).toBe('UNSUPPORTED_IMAGE');
    expect(code(await addWithPicture(u, { itemId: item.id, textDescription: 'Huge' }, lyingPng()))).toBe('IMAGE_TOO_LARGE');
    expect(await read(item.id, u)).toEqual({ lastUpdated: item.lastUpdated, colours: [] });
    expect(await imageCount(u.id)).toBe(0);
  });

  test('set, replace and clear the picture; old images are deleted', async () => {
    const u = await newUser();
    const item = await newItem(u);
    const colour = await addColour(u, { itemId: item.id, codeDescription: 'C1' });
    const set = await setPicture(u, colour.id, await makeImage('png', 10, 12));
    expect(set.errors).toBeUndefined();
    const first = set.data.setColourPicture.colour;
    const firstImage = await imageIdOf(colour.id);
    expect((await get(first.pictureUrl!)).status).toBe(200);

    const replaced = (await setPicture(u, colour.id, await makeImage('gif', 16, 8))).data.setColourPicture.colour;
    expect(replaced.id).toBe(colour.id);
    expect(replaced.pictureUrl).not.toBe(first.pictureUrl);
    const res = await get(replaced.pictureUrl!);
    expect(res.headers.get('content-type')).toBe('image/gif');
    expect((await get(first.pictureUrl!)).status).toBe(404);
    expect(await imageExists(firstImage)).toBe(false);

    // A bad picture leaves the current one in place.
    expect(code(await setPicture(u, colour.id, Buffer.from('nope')))).toBe('UNSUPPORTED_IMAGE');
    expect((await read(item.id, u)).colours[0].pictureUrl).toBe(replaced.pictureUrl);

    const secondImage = await imageIdOf(colour.id);
    await touches(() => read(item.id, u), async () => {
      const cleared = await gql<{ clearColourPicture: { colour: ColourT } }>(CLEAR_PICTURE, { i: { id: colour.id } }, { token: u.token });
      expect(cleared.errors).toBeUndefined();
      expect(cleared.data.clearColourPicture.colour).toMatchObject({ id: colour.id, codeDescription: 'C1', pictureUrl: null, thumbnailUrl: null });
    });
    expect((await get(replaced.pictureUrl!)).status).toBe(404);
    expect(await imageExists(secondImage)).toBe(false);
    expect(await imageCount(u.id)).toBe(0);
    // Clearing again is harmless.
    expect((await gql(CLEAR_PICTURE, { i: { id: colour.id } }, { token: u.token })).errors).toBeUndefined();
  });

  test('a private item\'s colour picture URL is signed and expires', async () => {
    const u = await newUser();
    const item = await newItem(u, 'PRIVATE');
    const r = await addWithPicture(u, { itemId: item.id, textDescription: 'Hidden' }, await makeImage('webp'));
    const colour: ColourT = r.data.addColour.colour;
    expect(colour.pictureUrl).toMatch(/[?&]e=\d+&s=/);
    expect((await get(colour.pictureUrl!)).status).toBe(200);
    expect((await get(colour.thumbnailUrl!)).status).toBe(200);
    expect((await get(new URL(colour.pictureUrl!, 'http://x').pathname)).status).toBe(404);
  });

  test('delete removes the colour and its image', async () => {
    const u = await newUser();
    const item = await newItem(u);
    const keep = await addColour(u, { itemId: item.id, textDescription: 'Keep' });
    const r = await addWithPicture(u, { itemId: item.id, textDescription: 'Drop' }, await makeImage('png'));
    const drop: ColourT = r.data.addColour.colour;
    const image = await imageIdOf(drop.id);
    const after = await touches(() => read(item.id, u), async () => {
      const del = await gql<{ deleteColour: { id: number } }>(DELETE, { i: { id: drop.id } }, { token: u.token });
      expect(del.errors).toBeUndefined();
      expect(del.data.deleteColour.id).toBe(drop.id);
    });
    expect(after.colours).toEqual([keep]);
    expect((await get(drop.pictureUrl!)).status).toBe(404);
    expect(await imageExists(image)).toBe(false);
    expect(code(await gql(DELETE, { i: { id: drop.id } }, { token: u.token }))).toBe('NOT_FOUND');
  });
});

describe('colours: not found and other people', () => {
  test('missing items and colours are NOT_FOUND', async () => {
    const u = await newUser();
    const missing = 2_000_000_000;
    expect(code(await gql(ADD, { i: { itemId: missing, textDescription: 'x' } }, { token: u.token }))).toBe('NOT_FOUND');
    expect(code(await gql(UPDATE, { i: { id: missing, textDescription: 'x' } }, { token: u.token }))).toBe('NOT_FOUND');
    expect(code(await gql(DELETE, { i: { id: missing } }, { token: u.token }))).toBe('NOT_FOUND');
    expect(code(await setPicture(u, missing, await makeImage('png')))).toBe('NOT_FOUND');
    expect(code(await gql(CLEAR_PICTURE, { i: { id: missing } }, { token: u.token }))).toBe('NOT_FOUND');
    expect(await imageCount(u.id)).toBe(0);
  });

  test('visitors are UNAUTHENTICATED for every colour change', async () => {
    const u = await newUser();
    const item = await newItem(u);
    const colour = await addColour(u, { itemId: item.id, textDescription: 'Mine' });
    const before = await read(item.id, u);
    expect(code(await gql(ADD, { i: { itemId: item.id, textDescription: 'x' } }))).toBe('UNAUTHENTICATED');
    expect(code(await addWithPicture(null, { itemId: item.id, textDescription: 'x' }, await makeImage('png')))).toBe('UNAUTHENTICATED');
    expect(code(await gql(UPDATE, { i: { id: colour.id, textDescription: 'x' } }))).toBe('UNAUTHENTICATED');
    expect(code(await gql(DELETE, { i: { id: colour.id } }))).toBe('UNAUTHENTICATED');
    expect(code(await setPicture(null, colour.id, await makeImage('png')))).toBe('UNAUTHENTICATED');
    expect(code(await gql(CLEAR_PICTURE, { i: { id: colour.id } }))).toBe('UNAUTHENTICATED');
    expect(await read(item.id, u)).toEqual(before);
  });

  test.each([
    ['PUBLIC', 'FORBIDDEN'],
    ['PRIVATE', 'NOT_FOUND'],
  ])('someone else\'s %s item: %s for every colour change, and nothing changes', async (visibility, expected) => {
    const owner = await newUser();
    const other = await newUser();
    const item = await newItem(owner, visibility);
    const plain = await addColour(owner, { itemId: item.id, textDescription: 'Plain' });
    const pictured = (await addWithPicture(owner, { itemId: item.id, codeDescription: 'P-1' }, await makeImage('png'))).data.addColour.colour;
    const before = await read(item.id, owner);
    const t = { token: other.token };
    expect(code(await gql(ADD, { i: { itemId: item.id, textDescription: 'intruder' } }, t))).toBe(expected);
    expect(code(await addWithPicture(other, { itemId: item.id, textDescription: 'intruder' }, await makeImage('png')))).toBe(expected);
    expect(code(await gql(UPDATE, { i: { id: plain.id, textDescription: 'changed' } }, t))).toBe(expected);
    expect(code(await gql(DELETE, { i: { id: plain.id } }, t))).toBe(expected);
    expect(code(await setPicture(other, plain.id, await makeImage('png')))).toBe(expected);
    expect(code(await gql(CLEAR_PICTURE, { i: { id: pictured.id } }, t))).toBe(expected);
    expect(code(await gql(DELETE, { i: { id: pictured.id } }, t))).toBe(expected);
    const after = await read(item.id, owner);
    expect(after.lastUpdated).toBe(before.lastUpdated);
    expect(after.colours.map((c) => [c.id, c.textDescription, c.codeDescription, c.pictureUrl !== null])).toEqual([
      [plain.id, 'Plain', '', false], [pictured.id, '', 'P-1', true]]);
    expect(await imageExists(await imageIdOf(pictured.id))).toBe(true);
    expect(await imageCount(other.id)).toBe(0);
  });
});
