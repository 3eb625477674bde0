/**
 * One visibility rule, every door: a private item, its pictures, colours and image bytes (and a private profile
 * and calculator) are invisible to a stranger and to a visitor on GraphQL (lookups and lists), the feed, REST and
 * the image URLs, and visible to the owner. The rule is `visibilityRule` in server/src/common/policy.ts; a door
 * that checks visibility its own way shows up here as a divergence.
 */
import { code, get, gql, gqlUpload, makeImage, newUser, uniqueName, type GqlResult, type TestUser } from '../helpers/api';
import { RestClient } from '../helpers/rest';
import type { Calculator, Colour, KnitItem, Picture, RestBody, SearchConnection, User } from '../helpers/types';

type Id = { id: number };
/** An item as LOOKUP selects it. */
type Looked = { knitItem: Id & Pick<KnitItem, 'viewerCanEdit'> & {
  pictures: Array<Id & Pick<Picture, 'url' | 'thumbnailUrl'>>;
  colours: Array<Id & Pick<Colour, 'pictureUrl' | 'thumbnailUrl'>>;
} };
type Feed = { publicKnitItems: { nodes: Id[] } };
type Mine = { myKnitItems: { nodes: Id[] } };
type Found = { search: Pick<SearchConnection, 'totalCount'> & { nodes: Id[] } };
type Profile = { user: Id & Pick<User, 'viewerCanEdit' | 'pictureUrl'> };
type Calc = { calculator: Id & Pick<Calculator, 'viewerCanEdit'> };
type Created = { createKnitItem: { item: Id } };

const ITEM = `id: databaseId viewerCanEdit pictures { id: databaseId url thumbnailUrl } colours { id: databaseId pictureUrl thumbnailUrl }`;
const LOOKUP = `query($id: ID!) { knitItem(id: $id) { ${ITEM} } }`;
const FEED = `query($s: String) { publicKnitItems(search: $s, first: 100) { nodes { id: databaseId } } }`;
const MINE = `query($s: String) { myKnitItems(search: $s, first: 100) { nodes { id: databaseId } } }`;
const SEARCH = `query($q: String!) { search(query: $q, first: 100) { nodes { id: databaseId } totalCount } }`;
/** The unique word of the item's name, what full-text search looks for. */
const word = () => w.name.split(' ').at(-1)!;
const PROFILE = `query($u: String!) { user(username: $u) { id: databaseId viewerCanEdit pictureUrl } }`;
const CALC = `query($id: ID!) { calculator(id: $id) { id: databaseId viewerCanEdit } }`;

interface World {
  owner: TestUser; stranger: TestUser; name: string; itemId: number; pictureId: number; colourId: number; calcId: number;
  /** Image URLs handed out while the item and the profile were public (stable ones). */
  stableUrls: string[];
}

async function ok<T>(p: Promise<GqlResult<T>>): Promise<T> {
  const r = await p;
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data;
}

const upload = async <T>(user: TestUser, mutation: string, i: Record<string, unknown>, field: string) =>
  ok(gqlUpload<T>(mutation, { i }, `variables.i.${field}`, { bytes: await makeImage('png', 40, 30), type: 'image/png', name: 'p.png' }, { token: user.token }));

async function build(): Promise<World> {
  const [owner, stranger] = [await newUser('own'), await newUser('str')];
  const t = { token: owner.token };
  // A leading "0" puts the item early in the name-ordered whole lists (capped at 1000).
  const name = `0 doors ${uniqueName('y')}`;
  const itemId = (await ok(gql<Created>(`mutation($i: CreateKnitItemInput!) { createKnitItem(input: $i) { item { id: databaseId } } }`,
    { i: { type: 'YARN', name, visibility: 'PUBLIC' } }, t))).createKnitItem.item.id;
  const pic = (await upload<{ addPicture: { picture: Id } }>(owner, `mutation($i: AddPictureInput!) { addPicture(input: $i) { picture { id: databaseId } } }`, { itemId, file: null }, 'file')).addPicture.picture;
  const col = (await upload<{ addColour: { colour: Id } }>(owner, `mutation($i: AddColourInput!) { addColour(input: $i) { colour { id: databaseId } } }`,
    { itemId, textDescription: 'Moss', picture: null }, 'picture')).addColour.colour;
  await upload(owner, `mutation($i: SetUserImageInput!) { setUserImage(input: $i) { user { id: databaseId } } }`, { kind: 'PICTURE', file: null }, 'file');
  const calcId = (await ok(gql<{ createCalculator: { calculator: Id } }>(`mutation($i: CreateCalculatorInput!) { createCalculator(input: $i) { calculator { id: databaseId } } }`,
    { i: { name: 'Secret swatch', visibility: 'PRIVATE' } }, t))).createCalculator.calculator.id;
  const publicItem = (await ok(gql<Looked>(LOOKUP, { id: itemId }))).knitItem;
  const publicProfile = (await ok(gql<Profile>(PROFILE, { u: owner.username }))).user;
  const stableUrls = [publicItem.pictures[0].url, publicItem.pictures[0].thumbnailUrl, publicItem.colours[0].pictureUrl,
    publicItem.colours[0].thumbnailUrl, publicProfile.pictureUrl] as string[];
  for (const url of stableUrls) expect((await get(url)).status).toBe(200);
  await ok(gql(`mutation($i: UpdateKnitItemInput!) { updateKnitItem(input: $i) { item { id: databaseId } } }`, { i: { id: itemId, visibility: 'PRIVATE' } }, t));
  await ok(gql(`mutation($i: UpdateProfileInput!) { updateProfile(input: $i) { user { id: databaseId } } }`, { i: { visibility: 'PRIVATE' } }, t));
  return { owner, stranger, name, itemId, pictureId: pic.id, colourId: col.id, calcId, stableUrls };
}

let w: World;
beforeAll(async () => { w = await build(); });

/** The REST paths of the item, its pictures and colours; `pub` picks the `/public/` forms. */
function restPaths(pub: boolean): string[] {
  const base = `/api/v1/knit/yarn/${w.itemId}`;
  const p = pub ? 'public/' : '';
  return [`${base}/pic/${p}`, `${base}/pic/${p}${w.pictureId}/`, `${base}/color/${p}`, `${base}/color/info/${p}${w.colourId}/`,
    `${base}/color/pic/${p}${w.colourId}/`];
}

const ids = (nodes: Array<{ id: number }>) => nodes.map((n) => n.id);

describe.each([['a visitor', () => null], ['a stranger', () => w.stranger]] as Array<[string, () => TestUser | null]>)('%s', (_who, viewer) => {
  const token = () => viewer()?.token;

  test('GraphQL: the item, the profile and the calculator are not found', async () => {
    const item = await gql<Looked>(LOOKUP, { id: w.itemId }, { token: token() });
    expect([item.data.knitItem, code(item)]).toEqual([null, 'NOT_FOUND']);
    const profile = await gql<Profile>(PROFILE, { u: w.owner.username }, { token: token() });
    expect([profile.data.user, code(profile)]).toEqual([null, 'NOT_FOUND']);
    const calc = await gql<Calc>(CALC, { id: w.calcId }, { token: token() });
    expect([calc.data.calculator, code(calc)]).toEqual([null, 'NOT_FOUND']);
  });

  test('GraphQL lists and the feed do not hold the item', async () => {
    expect(ids((await ok(gql<Feed>(FEED, { s: w.name }, { token: token() }))).publicKnitItems.nodes)).not.toContain(w.itemId);
    if (viewer()) expect(ids((await ok(gql<Mine>(MINE, { s: w.name }, { token: token() }))).myKnitItems.nodes)).not.toContain(w.itemId);
    const found = (await ok(gql<Found>(SEARCH, { q: word() }, { token: token() }))).search;
    expect([ids(found.nodes), found.totalCount]).toEqual([[], 0]);
  });

  test('REST: lists, the item\'s pictures, colours and their bytes, the profile and its picture are not there', async () => {
    const rest = new RestClient(viewer() ?? undefined);
    const list = await rest.get<RestBody<'getKnitBy_typePublic'>>('/api/v1/knit/yarn/public/');
    expect(list.status).toBe(200);
    expect(ids(list.body.data)).not.toContain(w.itemId);
    for (const path of [...restPaths(true), ...restPaths(false)]) {
      const r = await rest.get(path);
      expect([path, r.status]).toEqual([path, viewer() || path.includes('/public/') ? 404 : 401]);
    }
    for (const path of [`/api/v1/user/${w.owner.username}/`, `/api/v1/user/pic/${w.owner.username}/`]) {
      expect([path, (await rest.get(path)).status]).toEqual([path, 404]);
    }
  });

  test('image URLs handed out while public stop working', async () => {
    for (const url of w.stableUrls) expect([url, (await get(url)).status]).toEqual([url, 404]);
  });
});

describe('the owner', () => {
  test('GraphQL: finds the item with its pictures and colours, the profile and the calculator, and may edit them', async () => {
    const t = { token: w.owner.token };
    const item = (await ok(gql<Looked>(LOOKUP, { id: w.itemId }, t))).knitItem;
    expect([item.viewerCanEdit, ids(item.pictures), ids(item.colours)]).toEqual([true, [w.pictureId], [w.colourId]]);
    expect((await ok(gql<Profile>(PROFILE, { u: w.owner.username }, t))).user.viewerCanEdit).toBe(true);
    expect((await ok(gql<Calc>(CALC, { id: w.calcId }, t))).calculator.viewerCanEdit).toBe(true);
    expect(ids((await ok(gql<Mine>(MINE, { s: w.name }, t))).myKnitItems.nodes)).toEqual([w.itemId]);
    expect(ids((await ok(gql<Feed>(FEED, { s: w.name }, t))).publicKnitItems.nodes)).not.toContain(w.itemId);
    expect(ids((await ok(gql<Found>(SEARCH, { q: word() }, t))).search.nodes)).toEqual([w.itemId]);
  });

  test('image URLs given to the owner serve the bytes', async () => {
    const item = (await ok(gql<Looked>(LOOKUP, { id: w.itemId }, { token: w.owner.token }))).knitItem;
    const profile = (await ok(gql<Profile>(PROFILE, { u: w.owner.username }, { token: w.owner.token }))).user;
    const urls = [item.pictures[0].url, item.pictures[0].thumbnailUrl, item.colours[0].pictureUrl, item.colours[0].thumbnailUrl, profile.pictureUrl] as string[];
    for (const url of urls) {
      expect(w.stableUrls).not.toContain(url);
      const r = await get(url);
      expect([url, r.status, r.headers.get('content-type')?.startsWith('image/')]).toEqual([url, 200, true]);
    }
  });

  test('REST: the item\'s pictures, colours and bytes, and the profile picture', async () => {
    const rest = new RestClient(w.owner);
    expect(ids((await rest.get<RestBody<'getKnitBy_type'>>('/api/v1/knit/yarn/')).body.data)).toContain(w.itemId);
    for (const path of restPaths(false)) expect([path, (await rest.get(path)).status]).toEqual([path, 200]);
    for (const path of restPaths(true)) expect([path, (await rest.get(path)).status]).toEqual([path, 404]);
    expect((await rest.get(`/api/v1/user/pic/${w.owner.username}/`)).status).toBe(200);
  });
});

describe('someone else\'s public things', () => {
  test('are visible but not editable', async () => {
    const name = `0 doors ${uniqueName('p')}`;
    const id = (await ok(gql<Created>(`mutation($i: CreateKnitItemInput!) { createKnitItem(input: $i) { item { id: databaseId } } }`,
      { i: { type: 'YARN', name, visibility: 'PUBLIC' } }, { token: w.owner.token }))).createKnitItem.item.id;
    for (const token of [w.stranger.token, undefined]) {
      expect((await ok(gql<Looked>(LOOKUP, { id }, { token }))).knitItem.viewerCanEdit).toBe(false);
      expect(ids((await ok(gql<Feed>(FEED, { s: name }, { token }))).publicKnitItems.nodes)).toEqual([id]);
    }
    const list = await new RestClient().get<RestBody<'getKnitBy_typePublic'>>('/api/v1/knit/yarn/public/');
    expect(ids(list.body.data)).toContain(id);
  });
});
