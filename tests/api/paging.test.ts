/**
 * Backward paging (Relay's connection spec): every connection takes `last`/`before` as well as `first`/`after`.
 * For each connection and each sort it offers, walking forward page by page and walking backward page by page over
 * the same data (with ties on the sort key) give the same items in the same order, with hasPreviousPage and
 * startCursor saying where the backward walk stops. `first` and `last` together are refused.
 */
import { code, gql, newUser, uniqueName, useTestDb, type TestUser } from '../helpers/api';
import type { Calculator, KnitItem, PageInfo, SearchEdge } from '../helpers/types';

jest.setTimeout(120_000);

const db = useTestDb();

interface Page { nodes: Array<{ id: string }>; pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null } }

const PAGE = 'nodes { id } pageInfo { hasNextPage hasPreviousPage startCursor endCursor }';
const VARS = '$first: Int, $after: String, $last: Int, $before: String';
const ARGS = 'first: $first, after: $after, last: $last, before: $before';

/** The `data` of a list query: the connection under its field's name. */
type Data = Record<string, Page>;

/** A list query: its text (with the paging variables) and how to find the connection in `data`. */
interface List { query: string; pick: (data: Data) => Page; vars?: Record<string, unknown>; token?: string }

async function page(list: List, paging: Record<string, unknown>): Promise<Page> {
  const r = await gql<Data>(list.query, { ...list.vars, ...paging }, { token: list.token });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return list.pick(r.data);
}

/** The ids of the whole list, page by page with `first`/`after`. */
async function forward(list: List, size: number): Promise<string[]> {
  const ids: string[] = [];
  let after: string | null = null;
  for (let n = 0; n < 100; n++) {
    const p = await page(list, { first: size, after });
    expect(p.nodes.length).toBeLessThanOrEqual(size);
    expect(p.pageInfo.hasPreviousPage).toBe(after !== null);
    ids.push(...p.nodes.map((x) => x.id));
    if (!p.pageInfo.hasNextPage) return ids;
    after = p.pageInfo.endCursor;
  }
  throw new Error('no end');
}

/** The ids of the whole list, page by page with `last`/`before`, from the end to the start. */
async function backward(list: List, size: number): Promise<string[]> {
  const pages: string[][] = [];
  let before: string | null = null;
  for (let n = 0; n < 100; n++) {
    const p = await page(list, { last: size, before });
    expect(p.nodes.length).toBeLessThanOrEqual(size);
    expect(p.pageInfo.hasNextPage).toBe(before !== null);
    pages.unshift(p.nodes.map((x) => x.id));
    if (!p.pageInfo.hasPreviousPage) return pages.flat();
    expect(p.nodes.length).toBe(size);
    before = p.pageInfo.startCursor;
  }
  throw new Error('no start');
}

/** Both directions, in pages of 2 and 3, list exactly the items of one page of 100, in its order. */
async function expectSameBothWays(list: List, expected: number): Promise<string[]> {
  const whole = (await page(list, { first: 100 })).nodes.map((x) => x.id);
  expect(whole).toHaveLength(expected);
  for (const size of [2, 3]) {
    expect(await forward(list, size)).toEqual(whole);
    expect(await backward(list, size)).toEqual(whole);
  }
  // The last page alone is the end of the list.
  expect((await page(list, { last: 3 })).nodes.map((x) => x.id)).toEqual(whole.slice(-3));
  return whole;
}

const NAMES = ['b', 'a', 'b', 'c', 'b', 'a', 'd'];
let owner: TestUser;
let fan: TestUser;
let prefix: string;
let itemIds: number[];

beforeAll(async () => {
  [owner, fan] = await Promise.all([newUser('pg'), newUser('pgfan')]);
  prefix = uniqueName('pg');
  itemIds = [];
  for (const name of NAMES) {
    const r = await gql<{ createKnitItem: { item: { id: number } } }>(`mutation($i: CreateKnitItemInput!) { createKnitItem(input: $i) { item { id: databaseId } } }`,
      { i: { type: 'YARN', name: `${prefix} ${name}`, visibility: 'PUBLIC', tags: [prefix] } }, { token: owner.token });
    if (r.errors) throw new Error(JSON.stringify(r.errors));
    itemIds.push(r.data.createKnitItem.item.id);
    const f = await gql(`mutation($i: FavoriteInput!) { favorite(input: $i) { item { id } } }`, { i: { itemId: r.data.createKnitItem.item.id } }, { token: fan.token });
    if (f.errors) throw new Error(JSON.stringify(f.errors));
  }
  // Ties on the dates: three items share one change time, and three favourites one saving time.
  await db.client.query(`update knit_item set last_updated = '2026-11-20T10:00:00.123456Z' where id = any($1)`, [itemIds.slice(1, 4)]);
  await db.client.query(`update favourite set created_at = '2026-11-20T10:00:00.123456Z' where user_id = $1 and item_id = any($2)`, [fan.id, itemIds.slice(2, 5)]);
});

const SORTS = ['NAME_ASC', 'NAME_DESC', 'OLDEST_FIRST', 'NEWEST_FIRST'];

describe('KnitItemConnection', () => {
  test.each(SORTS)('myKnitItems sorted %s: forward and backward give the same sequence', async (sort) => {
    await expectSameBothWays({
      query: `query(${VARS}, $sort: KnitSort, $search: String) { myKnitItems(${ARGS}, sort: $sort, search: $search) { ${PAGE} } }`,
      pick: (d) => d.myKnitItems, vars: { sort, search: prefix }, token: owner.token,
    }, NAMES.length);
  });

  test.each(SORTS)('publicKnitItems sorted %s: forward and backward give the same sequence', async (sort) => {
    const list = {
      query: `query(${VARS}, $sort: KnitSort, $search: String) { publicKnitItems(${ARGS}, sort: $sort, search: $search, type: YARN) { ${PAGE} } }`,
      pick: (d: Data) => d.publicKnitItems, vars: { sort, search: prefix },
    };
    const whole = await expectSameBothWays(list, NAMES.length);
    if (sort === 'NAME_ASC') {
      // Ties on the name are ordered by id in both directions.
      const names = (await gql<{ publicKnitItems: { nodes: Array<Pick<KnitItem, 'id' | 'name' | 'databaseId'>> } }>(`query($s: String) { publicKnitItems(first: 100, search: $s) { nodes { id name databaseId } } }`, { s: prefix })).data.publicKnitItems.nodes;
      expect(names.map((n) => n.id)).toEqual(whole);
      const bs = names.filter((n) => n.name === `${prefix} b`).map((n) => n.databaseId);
      expect(bs).toEqual([...bs].sort((a, b) => a - b));
    }
  });

  test.each(SORTS)('myFavorites sorted %s: forward and backward give the same sequence', async (sort) => {
    await expectSameBothWays({
      query: `query(${VARS}, $sort: KnitSort) { myFavorites(${ARGS}, sort: $sort) { ${PAGE} } }`,
      pick: (d) => d.myFavorites, vars: { sort }, token: fan.token,
    }, NAMES.length);
  });

  test('after and before together bound a page from both sides', async () => {
    const list: List = { query: `query(${VARS}, $search: String) { myKnitItems(${ARGS}, search: $search) { ${PAGE} } }`, pick: (d) => d.myKnitItems, vars: { search: prefix }, token: owner.token };
    const all = await page(list, { first: 100 });
    const edges = await gql<{ myKnitItems: { edges: Array<{ cursor: string }> } }>(`query($search: String) { myKnitItems(first: 100, search: $search) { edges { cursor node { id } } } }`, { search: prefix }, { token: owner.token });
    const cursors = edges.data.myKnitItems.edges.map((e) => e.cursor);
    const between = await page(list, { first: 10, after: cursors[1], before: cursors[5] });
    expect(between.nodes.map((n) => n.id)).toEqual(all.nodes.slice(2, 5).map((n) => n.id));
    expect(between.pageInfo.hasNextPage).toBe(false);
    const lastTwo = await page(list, { last: 2, after: cursors[1], before: cursors[5] });
    expect(lastTwo.nodes.map((n) => n.id)).toEqual(all.nodes.slice(3, 5).map((n) => n.id));
    expect(lastTwo.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: true });
  });
});

describe('ExploreConnection', () => {
  test('explore (most recently changed first, with ties): forward and backward give the same sequence', async () => {
    await expectSameBothWays({
      query: `query(${VARS}, $tag: String) { explore(${ARGS}, filter: { tag: $tag }) { ${PAGE} } }`,
      pick: (d) => d.explore, vars: { tag: prefix },
    }, NAMES.length);
  });
});

describe('CalculatorConnection', () => {
  let calcIds: string[];
  beforeAll(async () => {
    calcIds = [];
    for (let i = 0; i < 7; i++) {
      const r = await gql<{ createCalculator: { calculator: Pick<Calculator, 'id'> } }>(`mutation($i: CreateCalculatorInput!) { createCalculator(input: $i) { calculator { id } } }`,
        { i: { name: `calc ${i % 2}`, visibility: 'PUBLIC' } }, { token: owner.token });
      if (r.errors) throw new Error(JSON.stringify(r.errors));
      calcIds.push(r.data.createCalculator.calculator.id);
    }
  });

  test('myCalculators: forward and backward give the same sequence', async () => {
    const whole = await expectSameBothWays({ query: `query(${VARS}) { myCalculators(${ARGS}) { ${PAGE} } }`, pick: (d) => d.myCalculators, token: owner.token }, 7);
    expect(whole).toEqual(calcIds);
  });

  test('publicCalculators, between two cursors: forward and backward give the same sequence', async () => {
    // Everyone's public calculators are many (other suites add theirs): the walk is bounded by cursors around ours.
    const mine = await gql<{ myCalculators: { edges: Array<{ cursor: string }> } }>(`{ myCalculators(first: 100) { edges { cursor } } }`, {}, { token: owner.token });
    const cursors = mine.data.myCalculators.edges.map((e) => e.cursor);
    const list: List = { query: `query(${VARS}) { publicCalculators(${ARGS}) { ${PAGE} } }`, pick: (d) => d.publicCalculators };
    const inner = await page(list, { first: 100, after: cursors[0], before: cursors[6] });
    expect(inner.nodes.map((n) => n.id)).toEqual(expect.arrayContaining(calcIds.slice(1, 6)));
    const fwd: string[] = [];
    let after: string | null = cursors[0];
    for (;;) {
      const p = await page(list, { first: 2, after, before: cursors[6] });
      fwd.push(...p.nodes.map((n) => n.id));
      if (!p.pageInfo.hasNextPage) break;
      after = p.pageInfo.endCursor;
    }
    const back: string[][] = [];
    let before: string | null = cursors[6];
    for (;;) {
      const p = await page(list, { last: 2, before, after: cursors[0] });
      back.unshift(p.nodes.map((n) => n.id));
      if (!p.pageInfo.hasPreviousPage) break;
      before = p.pageInfo.startCursor;
    }
    expect(fwd).toEqual(inner.nodes.map((n) => n.id));
    expect(back.flat()).toEqual(fwd);
  });
});

describe('SearchConnection', () => {
  test('search (best match first, with ties on the rank): forward and backward give the same sequence', async () => {
    const word = uniqueName('zq').replace(/\d/g, 'x');
    // Five items rank the same (the word in the name only), two rank lower (the word in the notes).
    for (let i = 0; i < 7; i++) {
      const fields = i < 5 ? { name: word } : { name: 'other', notes: `about ${word}` };
      const r = await gql(`mutation($i: CreateKnitItemInput!) { createKnitItem(input: $i) { item { id } } }`,
        { i: { type: 'PATTERN', visibility: 'PUBLIC', ...fields } }, { token: owner.token });
      if (r.errors) throw new Error(JSON.stringify(r.errors));
    }
    const list: List = { query: `query(${VARS}, $q: String!) { search(query: $q, ${ARGS}) { ${PAGE} edges { rank } } }`, pick: (d) => d.search, vars: { q: word } };
    const whole = await expectSameBothWays(list, 7);
    const ranks = (await gql<{ search: { edges: Array<Pick<SearchEdge, 'rank'>> } }>(list.query, { q: word, first: 100 })).data.search.edges.map((e) => e.rank);
    expect(new Set(ranks).size).toBeLessThan(ranks.length);
    expect(whole).toHaveLength(7);
  });
});

describe('refusals', () => {
  test('first and last together, or a size out of range, are BAD_USER_INPUT on every connection', async () => {
    const queries = [
      `{ publicKnitItems(first: 2, last: 2) { nodes { id } } }`,
      `{ explore(first: 2, last: 2) { nodes { id } } }`,
      `{ publicCalculators(first: 2, last: 2) { nodes { id } } }`,
      `{ search(query: "wool", first: 2, last: 2) { nodes { id } } }`,
    ];
    for (const q of queries) {
      const r = await gql(q);
      expect([q, code(r), r.errors?.[0]?.message]).toEqual([q, 'BAD_USER_INPUT', 'Give `first` or `last`, not both']);
    }
    for (const q of [`{ publicKnitItems(last: 0) { nodes { id } } }`, `{ publicCalculators(last: 101) { nodes { id } } }`]) {
      expect(code(await gql(q))).toBe('BAD_USER_INPUT');
    }
    const mine = await gql(`{ myFavorites(first: 1, last: 1) { nodes { id } } }`, {}, { token: fan.token });
    expect(code(mine)).toBe('BAD_USER_INPUT');
  });

  test('a cursor of another list, or one with numbers past the columns\' range, is BAD_USER_INPUT on every connection', async () => {
    const cursor = (key: unknown, id: unknown) => Buffer.from(JSON.stringify([key, id])).toString('base64url');
    // The fuzzer's find: a feed's name cursor given to the queue of projects (ordered by queue position).
    const refused: Array<[string, string]> = [
      ['{ myProjects(status: QUEUED, after: $c) { nodes { id } } }', cursor('Fuzz target', 445)],
      ['{ myProjects(status: QUEUED, before: $c) { nodes { id } } }', cursor(2 ** 40, 1)],
      ['{ myProjects(after: $c) { nodes { id } } }', cursor(1, 2 ** 40)],
      ['{ publicProjects(after: $c) { nodes { id } } }', cursor(1, 0)],
      ['{ searchProjects(query: "wool", after: $c) { nodes { id } } }', cursor(1, 2 ** 40)],
      ['{ myCalculators(after: $c) { nodes { id } } }', cursor(1, 2 ** 40)],
      ['{ publicCalculators(before: $c) { nodes { id } } }', cursor(1, -5)],
      ['{ needles(after: $c) { nodes { id } } }', cursor(1e300, 1)],
      ['{ needles(after: $c) { nodes { id } } }', cursor('4 mm', 1)],
      ['{ myStash(after: $c) { nodes { id } } }', cursor(1, 2 ** 40)],
    ];
    for (const [q, c] of refused) {
      const r = await gql(q.replace('{ ', 'query($c: String) { '), { c }, { token: fan.token });
      expect([q, code(r), r.errors?.[0]?.message]).toEqual([q, 'BAD_USER_INPUT', 'The cursor is not valid']);
    }
  });

  test('neither first nor last still answers the default page of 50', async () => {
    const r = await gql<{ publicKnitItems: { nodes: Array<Pick<KnitItem, 'id'>>; pageInfo: Pick<PageInfo, 'hasPreviousPage'> } }>(`{ publicKnitItems { nodes { id } pageInfo { hasPreviousPage } } }`);
    expect(r.errors).toBeUndefined();
    expect(r.data.publicKnitItems.nodes.length).toBeLessThanOrEqual(50);
    expect(r.data.publicKnitItems.pageInfo.hasPreviousPage).toBe(false);
  });
});
