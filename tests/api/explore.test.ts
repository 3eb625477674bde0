/** Explore over HTTP: filters by type, weight class, fibre, producer and tag; facets and counts; never a private item. */
import type { ChildProcess } from 'node:child_process';
import { code, type Connection, gql, newUser, type TestUser, uniqueName } from '../helpers/api';
import type { ExploreConnection, FacetValue, KnitItem } from '../helpers/types';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startServer } = require('../helpers/servers') as { startServer: (db: string, env: Record<string, string>) => Promise<{ child: ChildProcess; url: string }> };

const CREATE = `mutation($i: CreateKnitItemInput!) { createKnitItem(input: $i) { item { id: databaseId weightClass fibres } } }`;
const UPDATE = `mutation($i: UpdateKnitItemInput!) { updateKnitItem(input: $i) { item { id: databaseId weightClass fibres } } }`;
const EXPLORE = `query($f: ExploreFilter, $first: Int, $after: String) {
  explore(filter: $f, first: $first, after: $after) {
    totalCount
    nodes { id: databaseId name type weightClass fibres producer tags }
    pageInfo { endCursor hasNextPage }
    facets { types { value count } weightClasses { value count } fibres { value count } producers { value count } tags { value count } }
  }
}`;

type Id = { id: number };
/** An item as CREATE and UPDATE select it. */
type Saved = Id & Pick<KnitItem, 'weightClass' | 'fibres'>;
type Updated = { updateKnitItem: { item: Saved } };
/** The view EXPLORE selects. */
type View = { explore: Connection<Id & Pick<KnitItem, 'name' | 'type' | 'weightClass' | 'fibres' | 'producer' | 'tags'>> & Pick<ExploreConnection, 'totalCount' | 'facets'> };

async function create(user: TestUser, input: Record<string, unknown>): Promise<number> {
  const r = await gql<{ createKnitItem: { item: Saved } }>(CREATE, { i: { type: 'YARN', ...input } }, { token: user.token });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data.createKnitItem.item.id;
}

const asMap = (list: FacetValue[]) => Object.fromEntries(list.map((f) => [f.value, f.count]));

describe('weight class', () => {
  test('yarn takes a weight class; update changes or clears it; other kinds refuse one', async () => {
    const u = await newUser('wc');
    const r = await gql<{ createKnitItem: { item: Saved } }>(CREATE, { i: { type: 'YARN', name: 'DK', weightClass: 'LIGHT', content: '80% Laine mérinos, 20% polyamide' } }, { token: u.token });
    expect(r.errors).toBeUndefined();
    expect(r.data.createKnitItem.item).toMatchObject({ weightClass: 'LIGHT', fibres: ['wool', 'merino', 'nylon'] });
    const id = r.data.createKnitItem.item.id;
    expect((await gql<Updated>(UPDATE, { i: { id, name: 'kept' } }, { token: u.token })).data.updateKnitItem.item.weightClass).toBe('LIGHT');
    expect((await gql<Updated>(UPDATE, { i: { id, weightClass: 'JUMBO', content: 'cotton' } }, { token: u.token })).data.updateKnitItem.item)
      .toMatchObject({ weightClass: 'JUMBO', fibres: ['cotton'] });
    expect((await gql<Updated>(UPDATE, { i: { id, weightClass: null } }, { token: u.token })).data.updateKnitItem.item.weightClass).toBeNull();
    const pattern = await gql(CREATE, { i: { type: 'PATTERN', name: 'P', weightClass: 'LACE' } }, { token: u.token });
    expect(code(pattern)).toBe('BAD_USER_INPUT');
    expect((pattern.errors![0].extensions as { reason?: string }).reason).toBe('yarnOnly');
    expect(code(await gql(CREATE, { i: { type: 'YARN', weightClass: 'HEAVY' } }, { token: u.token }))).toBe('BAD_USER_INPUT');
  });
});

describe('explore', () => {
  let ann: TestUser;
  let bob: TestUser;
  const brand = uniqueName('Brand');
  const made: Record<string, number> = {};
  beforeAll(async () => {
    [ann, bob] = await Promise.all([newUser('exa'), newUser('exb')]);
    made.alpaca = await create(ann, { name: 'A', producer: brand, content: '100% alpaca', weightClass: 'FINE', tags: ['soft', 'lace'] });
    made.merino = await create(bob, { name: 'B', producer: brand, content: 'laine mérinos', weightClass: 'LIGHT', tags: ['soft'] });
    made.blend = await create(ann, { name: 'C', producer: brand, content: 'merino, silk', weightClass: 'LIGHT', tags: ['shiny'] });
    made.hidden = await create(bob, { name: 'Secret', producer: brand, content: 'merino', weightClass: 'LIGHT', tags: ['soft', 'secret'], visibility: 'PRIVATE' });
  }, 60_000);

  test('a producer view: items newest first, facets with counts, private items of others never counted', async () => {
    for (const token of [undefined, ann.token, bob.token]) {
      const r = await gql<View>(EXPLORE, { f: { producer: brand } }, { token });
      expect(r.errors).toBeUndefined();
      const view = r.data.explore;
      expect(view.nodes.map((n) => n.id)).toEqual([made.blend, made.merino, made.alpaca]);
      expect(view.totalCount).toBe(3);
      expect(view.facets.types).toEqual([{ value: 'YARN', count: 3 }]);
      expect(view.facets.weightClasses).toEqual([{ value: 'LIGHT', count: 2 }, { value: 'FINE', count: 1 }]);
      expect(asMap(view.facets.fibres)).toEqual({ merino: 2, alpaca: 1, wool: 1, silk: 1 });
      expect(view.facets.producers).toEqual([{ value: brand, count: 3 }]);
      expect(view.facets.tags).toEqual([{ value: 'soft', count: 2 }, { value: 'lace', count: 1 }, { value: 'shiny', count: 1 }]);
    }
  });

  test('each filter narrows the list and its facets; filters combine', async () => {
    const ids = async (f: Record<string, unknown>) => {
      const r = await gql<View>(EXPLORE, { f: { producer: brand, ...f } });
      expect(r.errors).toBeUndefined();
      return r.data.explore.nodes.map((n) => n.id);
    };
    expect(await ids({ fibre: 'merino' })).toEqual([made.blend, made.merino]);
    expect(await ids({ fibre: 'wool' })).toEqual([made.merino]);
    expect(await ids({ weightClass: 'FINE' })).toEqual([made.alpaca]);
    expect(await ids({ tag: 'soft' })).toEqual([made.merino, made.alpaca]);
    expect(await ids({ tag: 'secret' })).toEqual([]);
    expect(await ids({ tag: 'soft', fibre: 'merino' })).toEqual([made.merino]);
    expect(await ids({ type: 'PATTERN' })).toEqual([]);
    const narrowed = await gql<View>(EXPLORE, { f: { producer: brand, weightClass: 'LIGHT' } });
    expect(narrowed.data.explore.facets.weightClasses).toEqual([{ value: 'LIGHT', count: 2 }]);
    expect(asMap(narrowed.data.explore.facets.fibres)).toEqual({ merino: 2, wool: 1, silk: 1 });
  });

  test('pages newest first without repeats', async () => {
    const first = await gql<View>(EXPLORE, { f: { producer: brand }, first: 2 });
    expect(first.data.explore.pageInfo.hasNextPage).toBe(true);
    const second = await gql<View>(EXPLORE, { f: { producer: brand }, first: 2, after: first.data.explore.pageInfo.endCursor });
    expect(second.data.explore.nodes.map((n) => n.id)).toEqual([made.alpaca]);
    expect(second.data.explore.pageInfo.hasNextPage).toBe(false);
  });

  test('no filter: every public item, never a private one, whoever asks', async () => {
    const r = await gql<View>(EXPLORE, { first: 100 }, { token: bob.token });
    expect(r.errors).toBeUndefined();
    const ids = r.data.explore.nodes.map((n) => n.id);
    expect(ids).toContain(made.blend);
    expect(ids).not.toContain(made.hidden);
    expect(r.data.explore.facets.tags.map((t) => t.value)).not.toContain('secret');
  });

  test('producers typed in different cases are one facet value, under the most used spelling; its view has them all', async () => {
    const maker = uniqueName('Maker Alp');
    const [a, b, c] = [await create(ann, { name: 'D', producer: maker }), await create(bob, { name: 'E', producer: maker }),
      await create(ann, { name: 'F', producer: maker.toLowerCase() })];
    const view = await gql<View>(EXPLORE, { f: { producer: maker.toUpperCase() }, first: 10 });
    expect(view.errors).toBeUndefined();
    expect(view.data.explore.facets.producers).toEqual([{ value: maker, count: 3 }]);
    expect(view.data.explore.nodes.map((n) => n.id).sort()).toEqual([a, b, c].sort());
  });

  test('bad filters are refused', async () => {
    const unknown = await gql(EXPLORE, { f: { fibre: 'kevlar' } });
    expect(code(unknown)).toBe('BAD_USER_INPUT');
    expect(code(await gql(EXPLORE, { f: { weightClass: 'HEAVY' } }))).toBe('BAD_USER_INPUT');
    expect(code(await gql(EXPLORE, { f: { tag: 'x'.repeat(5000) } }))).toBe('BAD_USER_INPUT');
    expect(code(await gql(EXPLORE, { after: 'bad' }))).toBe('BAD_USER_INPUT');
  });
});

describe('counts of big views with two or more filters are kept a while; other views are counted at once', () => {
  test('a view of at least EXPLORE_CACHE_MIN_ITEMS items with two filters keeps its counts; one-filter views never do', async () => {
    const u = await newUser('exc');
    const brand = uniqueName('Kept');
    await create(u, { name: 'one', producer: brand, tags: ['kept'] });
    const view = { f: { producer: brand } };
    const both = { f: { producer: brand, tag: 'kept' } };
    const counts = async (base?: string, v = view) => {
      const r = await gql<View>(EXPLORE, v, { base });
      expect(r.errors).toBeUndefined();
      return { total: r.data.explore.totalCount, tags: asMap(r.data.explore.facets.tags), shown: r.data.explore.nodes.length };
    };
    // The shared test server (views under 10,000 items are never kept): the second item is counted at once.
    expect(await counts()).toEqual({ total: 1, tags: { kept: 1 }, shown: 1 });
    await create(u, { name: 'two', producer: brand, tags: ['kept'] });
    expect(await counts()).toEqual({ total: 2, tags: { kept: 2 }, shown: 2 });
    // A server that treats a view of one item as big: a view with two filters keeps its counts (the items themselves
    // are always live); a view with one filter reads the counting table and is never kept.
    const { child, url } = await startServer(process.env.PURLWISE_TEST_DATABASE_URL as string, { EXPLORE_CACHE_MIN_ITEMS: '1', EXPLORE_CACHE_SECONDS: '600' });
    try {
      expect(await counts(url, both)).toEqual({ total: 2, tags: { kept: 2 }, shown: 2 });
      expect(await counts(url)).toEqual({ total: 2, tags: { kept: 2 }, shown: 2 });
      await create(u, { name: 'three', producer: brand, tags: ['kept'] });
      expect(await counts(url, both)).toEqual({ total: 2, tags: { kept: 2 }, shown: 3 });
      expect(await counts(url)).toEqual({ total: 3, tags: { kept: 3 }, shown: 3 });
      expect(await counts()).toEqual({ total: 3, tags: { kept: 3 }, shown: 3 });
    } finally {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
    }
  });
});
