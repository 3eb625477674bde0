/** Favourites over HTTP: favorite/unfavorite idempotent and validated, counts, myFavorites, visibility at read time. */
import { code, gql, newUser, type TestUser, uniqueName, type GqlResult } from '../helpers/api';
import type { KnitItem, Page } from '../helpers/types';

const CREATE = `mutation($i: CreateKnitItemInput!) { createKnitItem(input: $i) { item { id: databaseId } } }`;
const UPDATE = `mutation($i: UpdateKnitItemInput!) { updateKnitItem(input: $i) { item { id: databaseId visibility } } }`;
const DELETE = `mutation($i: DeleteKnitItemInput!) { deleteKnitItem(input: $i) { id: databaseId } }`;
const FAV = `mutation($i: FavoriteInput!) { favorite(input: $i) { item { id: databaseId viewerHasFavorited favoriteCount } } }`;
const UNFAV = `mutation($i: UnfavoriteInput!) { unfavorite(input: $i) { item { id: databaseId viewerHasFavorited favoriteCount } } }`;
const MINE = `query($first: Int, $after: String, $type: KnitType, $sort: KnitSort, $search: String) {
  myFavorites(first: $first, after: $after, type: $type, sort: $sort, search: $search) {
    totalCount nodes { id: databaseId name type viewerHasFavorited favoriteCount } pageInfo { endCursor hasNextPage }
  }
}`;
const ITEM = `query($id: ID!) { knitItem(id: $id) { id: databaseId viewerHasFavorited favoriteCount } }`;

/** An item as FAV, UNFAV and ITEM select it. */
type Fav = Pick<KnitItem, 'viewerHasFavorited' | 'favoriteCount'> & { id: number };
type Mine = { myFavorites: Page<Fav & Pick<KnitItem, 'name' | 'type'>> & { totalCount: number } };

async function create(user: TestUser, input: Record<string, unknown>): Promise<number> {
  const r = await gql<{ createKnitItem: { item: { id: number } } }>(CREATE, { i: { type: 'YARN', ...input } }, { token: user.token });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data.createKnitItem.item.id;
}

const ids = (r: GqlResult<Mine>) => r.data.myFavorites.nodes.map((n) => n.id);

describe('favourites', () => {
  let ann: TestUser;
  let bob: TestUser;
  let cat: TestUser;
  beforeAll(async () => {
    [ann, bob, cat] = await Promise.all([newUser('fava'), newUser('favb'), newUser('favc')]);
  });

  test('favorite and unfavorite are idempotent; the count and the flag follow', async () => {
    const id = await create(bob, { name: uniqueName('Fav yarn') });
    const first = await gql<{ favorite: { item: Fav } }>(FAV, { i: { itemId: id } }, { token: ann.token });
    expect(first.errors).toBeUndefined();
    expect(first.data.favorite.item).toEqual({ id, viewerHasFavorited: true, favoriteCount: 1 });
    const again = await gql<{ favorite: { item: Fav } }>(FAV, { i: { itemId: id } }, { token: ann.token });
    expect(again.data.favorite.item).toEqual({ id, viewerHasFavorited: true, favoriteCount: 1 });
    await gql(FAV, { i: { itemId: id } }, { token: cat.token });
    expect((await gql<{ knitItem: Fav }>(ITEM, { id })).data.knitItem).toEqual({ id, viewerHasFavorited: false, favoriteCount: 2 });
    expect((await gql<{ knitItem: Fav }>(ITEM, { id }, { token: bob.token })).data.knitItem).toEqual({ id, viewerHasFavorited: false, favoriteCount: 2 });
    const off = await gql<{ unfavorite: { item: Fav } }>(UNFAV, { i: { itemId: id } }, { token: ann.token });
    expect(off.data.unfavorite.item).toEqual({ id, viewerHasFavorited: false, favoriteCount: 1 });
    const offAgain = await gql<{ unfavorite: { item: Fav } }>(UNFAV, { i: { itemId: id } }, { token: ann.token });
    expect(offAgain.errors).toBeUndefined();
    expect(offAgain.data.unfavorite.item).toEqual({ id, viewerHasFavorited: false, favoriteCount: 1 });
  });

  test('validated: login needed, own items refused, private and missing items not found, bad ids refused', async () => {
    const mine = await create(ann, { name: 'Mine' });
    const hidden = await create(bob, { name: 'Hidden', visibility: 'PRIVATE' });
    expect(code(await gql(FAV, { i: { itemId: mine } }))).toBe('UNAUTHENTICATED');
    const own = await gql(FAV, { i: { itemId: mine } }, { token: ann.token });
    expect(code(own)).toBe('BAD_USER_INPUT');
    expect((own.errors![0].extensions as { reason?: string }).reason).toBe('ownItem');
    expect(code(await gql(FAV, { i: { itemId: hidden } }, { token: ann.token }))).toBe('NOT_FOUND');
    expect(code(await gql(FAV, { i: { itemId: 2_000_000_000 } }, { token: ann.token }))).toBe('NOT_FOUND');
    expect(code(await gql(FAV, { i: { itemId: 0 } }, { token: ann.token }))).toBe('BAD_USER_INPUT');
    expect(code(await gql(UNFAV, { i: { itemId: hidden } }, { token: ann.token }))).toBe('NOT_FOUND');
    expect(code(await gql(MINE, {}))).toBe('UNAUTHENTICATED');
    const none = await gql<{ knitItem: Pick<KnitItem, 'favoriteCount'> }>('query($id: ID!) { knitItem(id: $id) { favoriteCount } }', { id: hidden }, { token: bob.token });
    expect(none.data.knitItem.favoriteCount).toBe(0);
  });

  test('myFavorites: most recently saved first, with type, search and sort; pages', async () => {
    const u = await newUser('favlist');
    const tag = uniqueName('F');
    const a = await create(bob, { name: `${tag} Alpha` });
    const b = await create(cat, { type: 'PATTERN', name: `${tag} Bravo` });
    const c = await create(bob, { name: `${tag} Charlie` });
    for (const id of [b, a, c]) expect((await gql(FAV, { i: { itemId: id } }, { token: u.token })).errors).toBeUndefined();
    const all = await gql<Mine>(MINE, {}, { token: u.token });
    expect(all.errors).toBeUndefined();
    expect(ids(all)).toEqual([c, a, b]);
    expect(all.data.myFavorites.totalCount).toBe(3);
    expect(all.data.myFavorites.nodes.every((n) => n.viewerHasFavorited)).toBe(true);
    expect(ids(await gql<Mine>(MINE, { sort: 'OLDEST_FIRST' }, { token: u.token }))).toEqual([b, a, c]);
    expect(ids(await gql<Mine>(MINE, { sort: 'NAME_ASC' }, { token: u.token }))).toEqual([a, b, c]);
    expect(ids(await gql<Mine>(MINE, { sort: 'NAME_DESC' }, { token: u.token }))).toEqual([c, b, a]);
    expect(ids(await gql<Mine>(MINE, { type: 'PATTERN' }, { token: u.token }))).toEqual([b]);
    expect(ids(await gql<Mine>(MINE, { search: 'charl' }, { token: u.token }))).toEqual([c]);
    const page1 = await gql<Mine>(MINE, { first: 2 }, { token: u.token });
    expect(ids(page1)).toEqual([c, a]);
    expect(page1.data.myFavorites.pageInfo.hasNextPage).toBe(true);
    const page2 = await gql<Mine>(MINE, { first: 2, after: page1.data.myFavorites.pageInfo.endCursor }, { token: u.token });
    expect(ids(page2)).toEqual([b]);
    expect(code(await gql(MINE, { after: 'nonsense' }, { token: u.token }))).toBe('BAD_USER_INPUT');
  });

  test('an item that turns private or is deleted leaves others\' favourites without error', async () => {
    const u = await newUser('favvis');
    const stays = await create(bob, { name: 'Stays' });
    const hides = await create(bob, { name: 'Hides' });
    const goes = await create(cat, { name: 'Goes' });
    for (const id of [stays, hides, goes]) await gql(FAV, { i: { itemId: id } }, { token: u.token });
    expect(ids(await gql<Mine>(MINE, {}, { token: u.token }))).toEqual([goes, hides, stays]);
    expect((await gql(UPDATE, { i: { id: hides, visibility: 'PRIVATE' } }, { token: bob.token })).errors).toBeUndefined();
    expect((await gql(DELETE, { i: { id: goes } }, { token: cat.token })).errors).toBeUndefined();
    const after = await gql<Mine>(MINE, {}, { token: u.token });
    expect(after.errors).toBeUndefined();
    expect(ids(after)).toEqual([stays]);
    expect(after.data.myFavorites.totalCount).toBe(1);
    // Public again: it comes back.
    await gql(UPDATE, { i: { id: hides, visibility: 'PUBLIC' } }, { token: bob.token });
    expect(ids(await gql<Mine>(MINE, {}, { token: u.token }))).toEqual([hides, stays]);
  });

  test('a read-only personal access token cannot favourite', async () => {
    const id = await create(bob, { name: 'Token target' });
    const made = await gql<{ createPersonalAccessToken: { token: string } }>(`mutation($i: CreatePersonalAccessTokenInput!) { createPersonalAccessToken(input: $i) { token } }`,
      { i: { name: 'ro', scope: 'READ', password: ann.password } }, { token: ann.token });
    expect(made.errors).toBeUndefined();
    const r = await gql(FAV, { i: { itemId: id } }, { token: made.data.createPersonalAccessToken.token });
    expect(code(r)).toBe('FORBIDDEN');
  });
});
