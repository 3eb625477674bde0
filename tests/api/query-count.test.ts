import { gql, gqlUpload, makeImage, newUser, TestUser, uniqueName } from '../helpers/api';
import type { Colour, KnitItem, Page, PageInfo, Picture, SearchEdge, User } from '../helpers/types';

const CREATE = `mutation($i: CreateKnitItemInput!) { createKnitItem(input: $i) { item { id: databaseId } } }`;
const ADD_PICTURE = `mutation($i: AddPictureInput!) { addPicture(input: $i) { picture { id: databaseId } } }`;
const ADD_COLOUR = `mutation($i: AddColourInput!) { addColour(input: $i) { colour { id: databaseId } } }`;
const CARDS = `query($first: Int!, $search: String) {
  publicKnitItems(first: $first, search: $search) {
    nodes { id: databaseId name type tags author lastUpdated owner { username } firstPicture { id: databaseId thumbnailUrl } }
    pageInfo { endCursor hasNextPage }
  }
}`;
const DETAILS = `query($first: Int!, $search: String) {
  publicKnitItems(first: $first, search: $search, sort: NEWEST_FIRST) {
    nodes { id: databaseId owner { username pictureUrl } pictures { url thumbnailUrl } colours { id: databaseId pictureUrl } }
  }
}`;

type Created = { createKnitItem: { item: { id: number } } };
/** A feed card as CARDS selects it. */
type Card = Pick<KnitItem, 'name' | 'type' | 'tags' | 'author' | 'lastUpdated'> & {
  id: number; owner: Pick<User, 'username'>; firstPicture: (Pick<Picture, 'thumbnailUrl'> & { id: number }) | null;
};
type Cards = { publicKnitItems: Page<Card> };
type Details = { publicKnitItems: { nodes: Array<{ pictures: Array<Pick<Picture, 'url' | 'thumbnailUrl'>>; colours: Array<Pick<Colour, 'pictureUrl'> & { id: number }> }> } };

/** Runs `fn` over `items`, `limit` at a time. */
async function inBatches<T>(items: T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += limit) await Promise.all(items.slice(i, i + limit).map(fn));
}

describe('a page of cards costs a constant number of SQL queries', () => {
  let prefix: string;
  let big: TestUser;
  let small: TestUser;

  beforeAll(async () => {
    prefix = uniqueName('qc');
    big = await newUser('qcbig');
    small = await newUser('qcsmall');
    const make = (user: TestUser, n: number) => Array.from({ length: n }, (_, i) => ({ user, i }));
    await inBatches([...make(big, 50), ...make(small, 5)], 8, async ({ user, i }) => {
      const created = await gql<Created>(CREATE, { i: { type: i % 2 ? 'YARN' : 'PATTERN', name: `${prefix} ${user === big ? 'Big' : 'Small'} ${i}`, producer: i % 3 ? '' : 'Brand', tags: ['wool', `t${i}`] } }, { token: user.token });
      if (created.errors) throw new Error(JSON.stringify(created.errors));
      const itemId = created.data.createKnitItem.item.id;
      const pic = await gqlUpload(ADD_PICTURE, { i: { itemId, file: null } }, 'variables.i.file', { bytes: await makeImage('png', 16, 16) }, { token: user.token });
      if (pic.errors) throw new Error(JSON.stringify(pic.errors));
      const colour = await gql(ADD_COLOUR, { i: { itemId, textDescription: `c${i}` } }, { token: user.token });
      if (colour.errors) throw new Error(JSON.stringify(colour.errors));
    });
  }, 120_000);

  test.each([
    ['a visitor', () => undefined],
    ['a logged-in user', () => small.token],
  ])('feed cards for %s: 5 and 50 cards cost the same, and few, queries', async (_who, token) => {
    const five = await gql<Cards>(CARDS, { first: 5, search: prefix }, { token: token() });
    const fifty = await gql<Cards>(CARDS, { first: 50, search: prefix }, { token: token() });
    expect(five.errors).toBeUndefined();
    expect(fifty.errors).toBeUndefined();
    expect(five.data.publicKnitItems.nodes).toHaveLength(5);
    expect(fifty.data.publicKnitItems.nodes).toHaveLength(50);
    expect(fifty.data.publicKnitItems.pageInfo.hasNextPage).toBe(true);
    for (const node of fifty.data.publicKnitItems.nodes) {
      expect(node.firstPicture!.thumbnailUrl).toMatch(/^\/images\/\d+\/thumb\?s=/);
      expect(node.tags).toContain('wool');
      expect([big.username, small.username]).toContain(node.owner.username);
    }
    expect(Number.isInteger(five.queries)).toBe(true);
    expect(five.queries).toBeGreaterThan(0);
    expect(fifty.queries).toBe(five.queries);
    expect(fifty.queries).toBeLessThanOrEqual(8);
  });

  test('a visitor\'s page of cards is one statement, even though it reads only the columns the cards ask for', async () => {
    // The page reads a few columns (knit.needs.ts) and primes the items' access rules with them: the pictures' URLs,
    // which depend on the item being public, need no second read of the items.
    const page = await gql<Cards>(CARDS, { first: 50, search: prefix });
    expect(page.errors).toBeUndefined();
    expect(page.data.publicKnitItems.nodes.every((n) => n.firstPicture!.thumbnailUrl.startsWith('/images/'))).toBe(true);
    expect(page.queries).toBe(1);
  });

  test('the second page costs the same as the first', async () => {
    const first = await gql<Cards>(CARDS, { first: 50, search: prefix });
    const after = first.data.publicKnitItems.pageInfo.endCursor;
    const second = await gql<{ publicKnitItems: { nodes: Array<Pick<Card, 'id' | 'tags' | 'owner' | 'firstPicture'>> } }>(`query($first: Int!, $search: String, $after: String) {
      publicKnitItems(first: $first, search: $search, after: $after) { nodes { id: databaseId tags owner { username } firstPicture { thumbnailUrl } } }
    }`, { first: 50, search: prefix, after });
    expect(second.errors).toBeUndefined();
    expect(second.data.publicKnitItems.nodes).toHaveLength(5);
    expect(second.queries).toBe(first.queries);
  });

  test('item details (all pictures, colours, owner) also cost the same for 5 and 50 items', async () => {
    const five = await gql<Details>(DETAILS, { first: 5, search: prefix });
    const fifty = await gql<Details>(DETAILS, { first: 50, search: prefix });
    expect(fifty.errors).toBeUndefined();
    expect(fifty.data.publicKnitItems.nodes.every((n) => n.pictures.length === 1 && n.colours.length === 1)).toBe(true);
    expect(fifty.queries).toBe(five.queries);
    expect(fifty.queries).toBeLessThanOrEqual(8);
  });
  test('favourites and Explore: hearts, counts and facets cost the same for 5 and 50 cards', async () => {
    const FAV = `mutation($i: FavoriteInput!) { favorite(input: $i) { item { id: databaseId } } }`;
    const cards = await gql<{ publicKnitItems: { nodes: Array<{ id: number; owner: { id: number } }> } }>(`query($s: String) { publicKnitItems(first: 50, search: $s) { nodes { id: databaseId owner { id: databaseId } } } }`, { s: `${prefix} Big` });
    const ids = cards.data.publicKnitItems.nodes.map((n) => n.id);
    expect(ids).toHaveLength(50);
    await inBatches(ids, 8, async (itemId) => {
      const r = await gql(FAV, { i: { itemId } }, { token: small.token });
      if (r.errors) throw new Error(JSON.stringify(r.errors));
    });
    const HEARTS = `query($first: Int!, $search: String) {
      publicKnitItems(first: $first, search: $search) { nodes { id: databaseId viewerHasFavorited favoriteCount owner { username } firstPicture { thumbnailUrl } } }
    }`;
    const MINE = `query($first: Int!) { myFavorites(first: $first) { nodes { id: databaseId name viewerHasFavorited favoriteCount owner { username } firstPicture { thumbnailUrl } } } }`;
    const EXPLORE = `query($first: Int!) {
      explore(first: $first, filter: { producer: "Brand" }) {
        nodes { id: databaseId viewerHasFavorited favoriteCount owner { username } firstPicture { thumbnailUrl } }
        facets { types { value count } weightClasses { value count } fibres { value count } producers { value count } tags { value count } }
      }
    }`;
    for (const [query, vars5, vars50, token] of [
      [HEARTS, { first: 5, search: prefix }, { first: 50, search: prefix }, small.token],
      [HEARTS, { first: 5, search: prefix }, { first: 50, search: prefix }, undefined],
      [MINE, { first: 5 }, { first: 50 }, small.token],
      [EXPLORE, { first: 5 }, { first: 50 }, small.token],
    ] as const) {
      const five = await gql(query, vars5, { token });
      const fifty = await gql(query, vars50, { token });
      expect(five.errors).toBeUndefined();
      expect(fifty.errors).toBeUndefined();
      expect(fifty.queries).toBe(five.queries);
      expect(fifty.queries).toBeLessThanOrEqual(8);
    }
    const mine = await gql<{ myFavorites: { nodes: Array<Pick<KnitItem, 'name' | 'viewerHasFavorited' | 'favoriteCount'>> } }>(MINE, { first: 50 }, { token: small.token });
    expect(mine.data.myFavorites.nodes).toHaveLength(50);
    expect(mine.data.myFavorites.nodes.every((n) => n.viewerHasFavorited && n.favoriteCount === 1)).toBe(true);
  }, 120_000);
});

describe('a page of search results costs a constant number of SQL queries', () => {
  const SEARCH = `query($q: String!, $first: Int!, $after: String) {
    search(query: $q, first: $first, after: $after) {
      edges { cursor rank highlights { field parts { text match } } node { id: databaseId name tags author owner { username } firstPicture { thumbnailUrl } colours { id: databaseId } } }
      pageInfo { endCursor hasNextPage }
      totalCount
    }
  }`;
  type Results = { search: { edges: Array<Pick<SearchEdge, 'cursor' | 'rank' | 'highlights'>>; pageInfo: Pick<PageInfo, 'endCursor' | 'hasNextPage'>; totalCount: number } };
  let word: string;
  let user: TestUser;

  beforeAll(async () => {
    word = uniqueName('qs');
    user = await newUser('qsearch');
    await inBatches(Array.from({ length: 30 }, (_, i) => i), 8, async (i) => {
      const created = await gql<Created>(CREATE, { i: { type: 'YARN', name: `${word} Merino ${i}`, producer: 'Brand', tags: ['soft'] } }, { token: user.token });
      if (created.errors) throw new Error(JSON.stringify(created.errors));
      if (i % 3 === 0) await gql(ADD_COLOUR, { i: { itemId: created.data.createKnitItem.item.id, textDescription: `blue ${i}` } }, { token: user.token });
    });
  }, 120_000);

  test('3 and 30 results, and the next page, cost the same, and few, queries', async () => {
    const three = await gql<Results>(SEARCH, { q: `${word} merino`, first: 3 }, { token: user.token });
    const thirty = await gql<Results>(SEARCH, { q: `${word} merino`, first: 30 }, { token: user.token });
    expect(three.errors).toBeUndefined();
    expect(thirty.errors).toBeUndefined();
    expect(three.data.search.edges).toHaveLength(3);
    expect(thirty.data.search.edges).toHaveLength(30);
    expect(thirty.data.search.totalCount).toBe(30);
    const next = await gql<Results>(SEARCH, { q: `${word} merino`, first: 3, after: three.data.search.pageInfo.endCursor }, { token: user.token });
    expect(next.data.search.edges).toHaveLength(3);
    expect(thirty.queries).toBe(three.queries);
    expect(next.queries).toBe(three.queries);
    expect(thirty.queries).toBeLessThanOrEqual(8);
  });
});
