import { compareTitles } from '@purlwise/core';
import { clockPast, code, type Connection, get, gql, type GqlResult, gqlUpload, makeImage, message, newUser, TestUser, uniqueName, useTestDb } from '../helpers/api';
import type { Colour, KnitItem, Picture, User } from '../helpers/types';

const ITEM = `id: databaseId type name producer madeIn content weight yardage needleSize notes tags visibility lastUpdated author owner { id: databaseId username }`;
const CREATE = `mutation($i: CreateKnitItemInput!) { createKnitItem(input: $i) { item { ${ITEM} } } }`;
const UPDATE = `mutation($i: UpdateKnitItemInput!) { updateKnitItem(input: $i) { item { ${ITEM} } } }`;
const DELETE = `mutation($i: DeleteKnitItemInput!) { deleteKnitItem(input: $i) { id: databaseId } }`;
const READ = `query($id: ID!) { knitItem(id: $id) { ${ITEM} pictures { id: databaseId url thumbnailUrl } firstPicture { id: databaseId } colours { id: databaseId pictureUrl } } }`;
const LIST_ARGS = `$first: Int, $after: String, $type: KnitType, $sort: KnitSort, $search: String`;
const PASS_ARGS = `first: $first, after: $after, type: $type, sort: $sort, search: $search`;
const MINE = `query(${LIST_ARGS}) { myKnitItems(${PASS_ARGS}) { nodes { id: databaseId name type visibility } pageInfo { endCursor hasNextPage } } }`;
const FEED = `query(${LIST_ARGS}) { publicKnitItems(${PASS_ARGS}) { nodes { id: databaseId name type visibility } pageInfo { endCursor hasNextPage } } }`;
const ADD_PICTURE = `mutation($i: AddPictureInput!) { addPicture(input: $i) { picture { id: databaseId url thumbnailUrl } } }`;
const ADD_COLOUR = `mutation($i: AddColourInput!) { addColour(input: $i) { colour { id: databaseId pictureUrl thumbnailUrl } } }`;

const testDb = useTestDb();

type Id = { id: number };
/** An item as ITEM selects it. */
type Item = Id & Pick<KnitItem, 'type' | 'name' | 'producer' | 'madeIn' | 'content' | 'weight' | 'yardage' | 'needleSize' | 'notes' | 'tags'
  | 'visibility' | 'lastUpdated' | 'author'> & { owner: Id & Pick<User, 'username'> };
/** An item as READ selects it. */
type Full = Item & { pictures: Array<Id & Pick<Picture, 'url' | 'thumbnailUrl'>>; firstPicture: Id | null; colours: Array<Id & Pick<Colour, 'pictureUrl'>> };
/** A node of MINE and FEED. */
type Row = Id & Pick<KnitItem, 'name' | 'type' | 'visibility'>;
type Mine = { myKnitItems: Connection<Row> };
type Feed = { publicKnitItems: Connection<Row> };

async function create(user: TestUser, input: Record<string, unknown>) {
  const r = await gql<{ createKnitItem: { item: Item } }>(CREATE, { i: { type: 'YARN', ...input } }, { token: user.token });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data.createKnitItem.item;
}

async function read(id: number, user?: TestUser) {
  return gql<{ knitItem: Full }>(READ, { id }, { token: user?.token });
}

/** Every node of a list, page by page; fails on a repeated id. */
async function pageAll(query: string, vars: Record<string, unknown>, first: number, user?: TestUser) {
  const all: Row[] = [];
  let after: string | null = null;
  for (let guard = 0; guard < 200; guard++) {
    const r: GqlResult<Partial<Mine & Feed>> = await gql(query, { ...vars, first, after }, { token: user?.token });
    expect(r.errors).toBeUndefined();
    const conn: Connection<Row> = r.data.myKnitItems ?? r.data.publicKnitItems!;
    expect(conn.nodes.length).toBeLessThanOrEqual(first);
    all.push(...conn.nodes);
    if (!conn.pageInfo.hasNextPage) break;
    expect(conn.nodes.length).toBe(first);
    after = conn.pageInfo.endCursor;
  }
  expect(new Set(all.map((n) => n.id)).size).toBe(all.length);
  return all;
}

describe('knit items: create, read, update', () => {
  test('create a yarn with every field; anyone can read a public item', async () => {
    const u = await newUser();
    const item = await create(u, {
      name: '  Merino Soft ', producer: 'Drops', madeIn: 'Peru', content: '100% wool', weight: '50 g', yardage: '110 m',
      needleSize: '4 mm', notes: 'soft\nand warm', tags: [' wool ', '', 'soft', 'wool', 'a,b'],
    });
    expect(item).toMatchObject({
      type: 'YARN', name: 'Merino Soft', producer: 'Drops', madeIn: 'Peru', content: '100% wool', weight: '50 g',
      yardage: '110 m', needleSize: '4 mm', notes: 'soft\nand warm', tags: ['wool', 'soft', 'a', 'b'], visibility: 'PUBLIC',
      author: 'Drops', owner: { id: u.id, username: u.username },
    });
    expect(Date.now() - new Date(item.lastUpdated).getTime()).toBeLessThan(60_000);
    const other = await newUser();
    expect((await read(item.id, other)).data.knitItem).toMatchObject({ id: item.id, name: 'Merino Soft', pictures: [], firstPicture: null, colours: [] });
    expect((await read(item.id)).data.knitItem.name).toBe('Merino Soft');
  });

  test('author: the owner for non-yarn items and for yarn without a producer', async () => {
    const u = await newUser();
    expect((await create(u, { type: 'PATTERN', name: 'Hat', producer: 'Someone' })).author).toBe(u.username);
    expect((await create(u, { name: 'No brand', producer: '  ' })).author).toBe(u.username);
    const bare = await create(u, { type: 'MODEL' });
    expect(bare).toMatchObject({ name: '', notes: '', tags: [], visibility: 'PUBLIC', type: 'MODEL' });
  });

  const long = (n: number) => 'x'.repeat(n);
  test.each([
    ['Name must be at most 200 characters', { name: long(201) }],
    ['Producer must be at most 200 characters', { producer: long(201) }],
    ['Made in must be at most 200 characters', { madeIn: long(201) }],
    ['Content must be at most 200 characters', { content: long(201) }],
    ['Weight must be at most 200 characters', { weight: long(201) }],
    ['Length must be at most 200 characters', { yardage: long(201) }],
    ['Needle size must be at most 200 characters', { needleSize: long(201) }],
    ['Notes must be at most 10000 characters', { notes: long(10_001) }],
    ['At most 50 tags are allowed', { tags: Array.from({ length: 51 }, (_, i) => `t${i}`) }],
    ['Each tag must be at most 50 characters', { tags: ['ok', long(51)] }],
    ['Name contains a character that is not allowed', { name: 'nul\u0000name' }],
    ['A tag contains a character that is not allowed', { tags: ['ok', 'nul\u0000tag'] }],
    ['Name contains a character that is not allowed', { name: 'half a pair \ud83e' }],
    ['A tag contains a character that is not allowed', { tags: ['x\ud800', 'x\udc00'] }],
  ])('create and update refuse with "%s", and nothing changes', async (msg, fields) => {
    const u = await newUser();
    const r = await gql(CREATE, { i: { type: 'YARN', ...fields } }, { token: u.token });
    expect(code(r)).toBe('BAD_USER_INPUT');
    expect(message(r)).toBe(msg);
    expect((await gql<Mine>(MINE, {}, { token: u.token })).data.myKnitItems.nodes).toEqual([]);
    const item = await create(u, { name: 'Kept' });
    const up = await gql(UPDATE, { i: { id: item.id, ...fields } }, { token: u.token });
    expect(code(up)).toBe('BAD_USER_INPUT');
    expect(message(up)).toBe(msg);
    expect((await read(item.id, u)).data.knitItem).toMatchObject({ name: 'Kept', lastUpdated: item.lastUpdated });
  });

  test('exactly at the limits is accepted (counting characters, not bytes)', async () => {
    const u = await newUser();
    const item = await create(u, { name: 'ё'.repeat(200), notes: long(10_000), tags: Array.from({ length: 50 }, () => '').map((_, i) => `${i}${'я'.repeat(48)}`) });
    expect(item.name).toHaveLength(200);
    expect(item.tags).toHaveLength(50);
  });

  test('update changes only the given fields and moves lastUpdated; the type stays', async () => {
    const u = await newUser();
    const item = await create(u, { name: 'Before', producer: 'P', tags: ['a'] });
    await clockPast(item.lastUpdated);
    const r = await gql<{ updateKnitItem: { item: Item } }>(UPDATE, { i: { id: item.id, name: ' After ', tags: ['b', ' c '], visibility: 'PRIVATE' } }, { token: u.token });
    expect(r.errors).toBeUndefined();
    expect(r.data.updateKnitItem.item).toMatchObject({ name: 'After', producer: 'P', tags: ['b', 'c'], visibility: 'PRIVATE', type: 'YARN' });
    expect(new Date(r.data.updateKnitItem.item.lastUpdated).getTime()).toBeGreaterThan(new Date(item.lastUpdated).getTime());
    const typeChange = await gql(`mutation { updateKnitItem(input: { id: ${item.id}, type: PATTERN }) { item { id: databaseId } } }`, {}, { token: u.token });
    expect(typeChange.errors).toBeDefined();
    expect((await read(item.id, u)).data.knitItem.type).toBe('YARN');
  });

  test('visitors: cannot create, update, delete or list their own; can read the feed', async () => {
    const u = await newUser();
    const item = await create(u, { name: 'Visible' });
    expect(code(await gql(CREATE, { i: { type: 'YARN', name: 'x' } }))).toBe('UNAUTHENTICATED');
    expect(code(await gql(UPDATE, { i: { id: item.id, name: 'hacked' } }))).toBe('UNAUTHENTICATED');
    expect(code(await gql(DELETE, { i: { id: item.id } }))).toBe('UNAUTHENTICATED');
    expect(code(await gql(MINE, {}))).toBe('UNAUTHENTICATED');
    const feed = await gql(FEED, { search: 'Visible', first: 100 });
    expect(feed.errors).toBeUndefined();
    expect((await read(item.id, u)).data.knitItem.name).toBe('Visible');
  });

  test('missing items are NOT_FOUND', async () => {
    const u = await newUser();
    expect(code(await read(2_000_000_000, u))).toBe('NOT_FOUND');
    expect(code(await read(-1, u))).toBe('NOT_FOUND');
    expect(code(await gql(UPDATE, { i: { id: 2_000_000_000, name: 'x' } }, { token: u.token }))).toBe('NOT_FOUND');
    expect(code(await gql(DELETE, { i: { id: 2_000_000_000 } }, { token: u.token }))).toBe('NOT_FOUND');
  });
});

describe('knit items: other people', () => {
  test('a private item is NOT_FOUND to others, and in nobody else\'s lists or the feed', async () => {
    const owner = await newUser();
    const other = await newUser();
    const prefix = uniqueName('priv');
    const item = await create(owner, { name: `${prefix} secret`, visibility: 'PRIVATE' });
    expect((await read(item.id, owner)).data.knitItem.visibility).toBe('PRIVATE');
    expect(code(await read(item.id, other))).toBe('NOT_FOUND');
    expect(code(await read(item.id))).toBe('NOT_FOUND');
    expect((await gql<Feed>(FEED, { search: prefix }, { token: owner.token })).data.publicKnitItems.nodes).toEqual([]);
    expect((await gql<Feed>(FEED, { search: prefix })).data.publicKnitItems.nodes).toEqual([]);
    expect((await gql<Mine>(MINE, { search: prefix }, { token: other.token })).data.myKnitItems.nodes).toEqual([]);
    expect((await gql<Mine>(MINE, { search: prefix }, { token: owner.token })).data.myKnitItems.nodes.map((n) => n.id)).toEqual([item.id]);

    const up = await gql(UPDATE, { i: { id: item.id, name: 'mine now' } }, { token: other.token });
    expect(code(up)).toBe('NOT_FOUND');
    expect(code(await gql(DELETE, { i: { id: item.id } }, { token: other.token }))).toBe('NOT_FOUND');
    expect((await read(item.id, owner)).data.knitItem).toMatchObject({ name: `${prefix} secret`, lastUpdated: item.lastUpdated });
  });

  test('someone else\'s public item is FORBIDDEN to change or delete, and stays as it was', async () => {
    const owner = await newUser();
    const other = await newUser();
    const item = await create(owner, { name: 'Shared', tags: ['x'] });
    const up = await gql(UPDATE, { i: { id: item.id, name: 'Taken', visibility: 'PRIVATE' } }, { token: other.token });
    expect(code(up)).toBe('FORBIDDEN');
    expect(message(up)).toBe('This item is not yours');
    expect(code(await gql(DELETE, { i: { id: item.id } }, { token: other.token }))).toBe('FORBIDDEN');
    expect((await read(item.id, owner)).data.knitItem).toMatchObject({ name: 'Shared', tags: ['x'], visibility: 'PUBLIC', lastUpdated: item.lastUpdated });
  });

  test('making an item private takes it out of the feed; public again brings it back', async () => {
    const u = await newUser();
    const prefix = uniqueName('vis');
    const item = await create(u, { name: `${prefix} toggled` });
    const feedIds = async () => (await gql<Feed>(FEED, { search: prefix })).data.publicKnitItems.nodes.map((n) => n.id);
    expect(await feedIds()).toEqual([item.id]);
    await gql(UPDATE, { i: { id: item.id, visibility: 'PRIVATE' } }, { token: u.token });
    expect(await feedIds()).toEqual([]);
    await gql(UPDATE, { i: { id: item.id, visibility: 'PUBLIC' } }, { token: u.token });
    expect(await feedIds()).toEqual([item.id]);
  });
});

describe('knit items: delete', () => {
  test('deleting an item deletes its pictures, colours and every image they used', async () => {
    const u = await newUser();
    const item = await create(u, { name: 'Doomed' });
    type Added = { addPicture: { picture: Id & Pick<Picture, 'url' | 'thumbnailUrl'> } };
    const p1 = await gqlUpload<Added>(ADD_PICTURE, { i: { itemId: item.id, file: null } }, 'variables.i.file', { bytes: await makeImage('png') }, { token: u.token });
    const p2 = await gqlUpload<Added>(ADD_PICTURE, { i: { itemId: item.id, file: null } }, 'variables.i.file', { bytes: await makeImage('jpeg') }, { token: u.token });
    const c1 = await gqlUpload<{ addColour: { colour: Id & Pick<Colour, 'pictureUrl' | 'thumbnailUrl'> } }>(ADD_COLOUR, { i: { itemId: item.id, textDescription: 'red', picture: null } }, 'variables.i.picture', { bytes: await makeImage('webp') }, { token: u.token });
    const c2 = await gql(ADD_COLOUR, { i: { itemId: item.id, codeDescription: 'C-2' } }, { token: u.token });
    for (const r of [p1, p2, c1, c2]) expect(r.errors).toBeUndefined();
    const urls = [p1.data.addPicture.picture.url, p1.data.addPicture.picture.thumbnailUrl, p2.data.addPicture.picture.url, c1.data.addColour.colour.pictureUrl!];
    for (const url of urls) expect((await get(url)).status).toBe(200);
    const images = (await testDb.client.query<{ image_id: number }>(
      'select image_id from picture where item_id = $1 union all select image_id from colour where item_id = $1 and image_id is not null', [item.id])).rows.map((r) => r.image_id);
    expect(images).toHaveLength(3);

    // Someone else cannot delete it.
    const other = await newUser();
    expect(code(await gql(DELETE, { i: { id: item.id } }, { token: other.token }))).toBe('FORBIDDEN');
    expect((await read(item.id, u)).data.knitItem.pictures).toHaveLength(2);

    const del = await gql<{ deleteKnitItem: Id }>(DELETE, { i: { id: item.id } }, { token: u.token });
    expect(del.errors).toBeUndefined();
    expect(del.data.deleteKnitItem.id).toBe(item.id);
    expect(code(await read(item.id, u))).toBe('NOT_FOUND');
    for (const url of urls) expect((await get(url)).status).toBe(404);
    expect((await testDb.client.query<{ n: number }>('select count(*)::int as n from image where id = any($1)', [images])).rows[0].n).toBe(0);
    expect((await testDb.client.query<{ n: number }>('select (select count(*) from picture where item_id = $1)::int + (select count(*) from colour where item_id = $1)::int as n', [item.id])).rows[0].n).toBe(0);
    expect(code(await gql(DELETE, { i: { id: item.id } }, { token: u.token }))).toBe('NOT_FOUND');
  });
});

describe('knit items: lists and pagination', () => {
  const NAMES: Array<[string, string]> = [
    ['Yarn 2', 'YARN'], ['Yarn 10', 'YARN'], ['Yarn 1', 'YARN'], ['Yarn 22', 'YARN'], ['Альпака', 'YARN'], ['Мохер', 'YARN'],
    ['Шерсть 3', 'YARN'], ['Шерсть 12', 'YARN'], ['Ёлочка', 'PATTERN'], ['alpaca', 'YARN'], ['Beta', 'DETAIL'], ['beta 2', 'DETAIL'],
    ['Cardigan', 'PATTERN'], ['Mittens 5', 'PATTERN'], ['Mittens 40', 'PATTERN'], ['Cuff', 'DETAIL'], ['Sweater', 'MODEL'],
    ['a%b', 'MODEL'], ['50_50', 'MODEL'], ['Item 1', 'PATTERN'], ['Item 3', 'YARN'], ['Item 20', 'YARN'], ['Item 100', 'DETAIL'],
    ['Zephyr', 'YARN'], ['Яблоко', 'PATTERN'],
  ];
  let u: TestUser;
  let prefix: string;
  let items: Array<{ id: number; name: string; type: string; visibility: string; ts: string }>;

  beforeAll(async () => {
    u = await newUser('page');
    prefix = uniqueName('pg');
    items = [];
    for (const [i, [name, type]] of NAMES.entries()) {
      const visibility = i % 4 === 3 ? 'PRIVATE' : 'PUBLIC';
      const it = await create(u, { name: `${prefix} ${name}`, type, visibility });
      items.push({ id: it.id, name: it.name, type: it.type, visibility, ts: '' });
    }
    // Three timestamps one microsecond apart, each shared by many rows, in an order unrelated to the ids.
    const stamps = ['2021-03-04T05:06:07.000002Z', '2021-03-04T05:06:07.000001Z', '2021-03-04T05:06:07.000003Z'];
    for (const [i, it] of items.entries()) {
      it.ts = stamps[(i * 7) % 3];
      await testDb.client.query('update knit_item set last_updated = $1 where id = $2', [it.ts, it.id]);
    }
  });

  const byName = (a: { name: string; id: number }, b: { name: string; id: number }) => compareTitles(a.name, b.name) || a.id - b.id;
  const byDate = (a: { ts: string; id: number }, b: { ts: string; id: number }) => (a.ts < b.ts ? -1 : a.ts > b.ts ? 1 : a.id - b.id);

  test('names sort numeric-aware with Russian collation: Yarn 2 before Yarn 10, Cyrillic in its order', async () => {
    const all = await pageAll(MINE, { search: prefix }, 100, u);
    const names = all.map((n) => n.name.slice(prefix.length + 1));
    expect(names.indexOf('Yarn 2')).toBeLessThan(names.indexOf('Yarn 10'));
    expect(names.indexOf('Yarn 10')).toBeLessThan(names.indexOf('Yarn 22'));
    expect(names.indexOf('Item 20')).toBeLessThan(names.indexOf('Item 100'));
    expect(names.indexOf('Альпака')).toBeLessThan(names.indexOf('Мохер'));
    expect(names.indexOf('Шерсть 3')).toBeLessThan(names.indexOf('Шерсть 12'));
    expect(names.indexOf('Ёлочка')).toBeLessThan(names.indexOf('Мохер'));
    expect(names.indexOf('Мохер')).toBeLessThan(names.indexOf('Яблоко'));
    expect(all.map((n) => n.id)).toEqual([...items].sort(byName).map((i) => i.id));
  });

  test.each([1, 3, 7])('every sort order pages without skips or repeats (page size %i)', async (first) => {
    const expected: Record<string, number[]> = {
      NAME_ASC: [...items].sort(byName).map((i) => i.id),
      NAME_DESC: [...items].sort(byName).reverse().map((i) => i.id),
      OLDEST_FIRST: [...items].sort(byDate).map((i) => i.id),
      NEWEST_FIRST: [...items].sort(byDate).reverse().map((i) => i.id),
    };
    for (const [sort, ids] of Object.entries(expected)) {
      const all = await pageAll(MINE, { search: prefix, sort }, first, u);
      expect({ sort, ids: all.map((n) => n.id) }).toEqual({ sort, ids });
    }
  });

  test('the type filter pages through one type only', async () => {
    for (const type of ['YARN', 'PATTERN', 'DETAIL', 'MODEL']) {
      const all = await pageAll(MINE, { search: prefix, type }, 2, u);
      expect(all.map((n) => n.id)).toEqual(items.filter((i) => i.type === type).sort(byName).map((i) => i.id));
    }
  });

  test('the feed pages through the public items only, for visitors and users alike', async () => {
    const publicItems = items.filter((i) => i.visibility === 'PUBLIC');
    expect(publicItems.length).toBeLessThan(items.length);
    for (const sort of ['NAME_ASC', 'NEWEST_FIRST']) {
      const expected = [...publicItems].sort(sort === 'NAME_ASC' ? byName : (a, b) => byDate(b, a)).map((i) => i.id);
      expect((await pageAll(FEED, { search: prefix, sort }, 4)).map((n) => n.id)).toEqual(expected);
      expect((await pageAll(FEED, { search: prefix, sort }, 5, u)).map((n) => n.id)).toEqual(expected);
    }
    const patterns = await pageAll(FEED, { search: prefix, type: 'PATTERN' }, 2);
    expect(patterns.map((n) => n.id)).toEqual(publicItems.filter((i) => i.type === 'PATTERN').sort(byName).map((i) => i.id));
  });

  test('search is a case-insensitive substring; % and _ are plain characters', async () => {
    const names = async (search: string) => (await pageAll(MINE, { search }, 100, u)).map((n) => n.name).filter((n) => n.startsWith(prefix));
    expect(await names(`${prefix} yarn 2`)).toEqual([`${prefix} Yarn 2`, `${prefix} Yarn 22`]);
    expect(await names(`${prefix} МОХЕР`)).toEqual([`${prefix} Мохер`]);
    expect(await names(`${prefix} a%`)).toEqual([`${prefix} a%b`]);
    expect(await names(`${prefix} 50_`)).toEqual([`${prefix} 50_50`]);
    expect(await names(`${prefix} %`)).toEqual([]);
    expect(await names(`${prefix} Item _`)).toEqual([]);
  });

  test('bad page arguments are BAD_USER_INPUT', async () => {
    expect(code(await gql(MINE, { first: 0 }, { token: u.token }))).toBe('BAD_USER_INPUT');
    expect(code(await gql(MINE, { first: 101 }, { token: u.token }))).toBe('BAD_USER_INPUT');
    const bad = await gql(FEED, { after: 'not-a-cursor' });
    expect(code(bad)).toBe('BAD_USER_INPUT');
    expect(message(bad)).toBe('The cursor is not valid');
    // A name cursor cannot be used for a date order.
    const page = await gql<Mine>(MINE, { search: prefix, first: 1 }, { token: u.token });
    const wrong = await gql(MINE, { search: prefix, first: 1, sort: 'NEWEST_FIRST', after: page.data.myKnitItems.pageInfo.endCursor }, { token: u.token });
    expect(message(wrong)).toBe('The cursor is not valid');
    expect(message(await gql(FEED, { search: 'x'.repeat(201) }))).toBe('Search must be at most 200 characters');
    const impossibleDate = Buffer.from(JSON.stringify(['2021-13-45T00:00:00.000000Z', 1])).toString('base64url');
    expect(message(await gql(FEED, { sort: 'OLDEST_FIRST', after: impossibleDate }))).toBe('The cursor is not valid');
    const hugeId = Buffer.from(JSON.stringify(['abc', 2 ** 40])).toString('base64url');
    expect(message(await gql(FEED, { after: hugeId }))).toBe('The cursor is not valid');
    // A well-formed cursor that points past the end gives an empty page, not an error.
    const last = Buffer.from(JSON.stringify(['\uffff', 2_000_000_000])).toString('base64url');
    expect((await gql<Mine>(MINE, { search: prefix, after: last }, { token: u.token })).data.myKnitItems).toEqual({ nodes: [], pageInfo: { endCursor: null, hasNextPage: false } });
  });
});
