/**
 * Explore's counting tables (issue #22 point 5): a view with at most one filter reads its facets from counts kept by
 * triggers. After knitters create, edit, hide and delete items through the API, concurrently too, the counts answer
 * exactly what counting the items answers, before and after the deltas are folded, at one snapshot of the database
 * (other suites write at the same time); and the API's facets move at once when an item changes.
 */
import 'reflect-metadata';
import path from 'node:path';
import { Client } from 'pg';
import { gql, newUser, type TestUser, uniqueName, useTestDb } from '../helpers/api';
import type { ExploreConnection } from '../helpers/types';

/** What the tests read of FACETS. */
type Total = { explore: Pick<ExploreConnection, 'totalCount'> };
type Statement = { sql: string; params: unknown[] };
type ItemFilter = { type?: string; weightClass?: number; fibre?: string; producer?: string; tag?: string };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const explore = require(path.resolve(__dirname, '../../server/dist/modules/explore/explore.service.js')) as {
  facetsStatement(filter: ItemFilter): Statement;
  countedFacetsStatement(filter: ItemFilter): Statement | undefined;
};

const CREATE = `mutation($i: CreateKnitItemInput!) { createKnitItem(input: $i) { item { id: databaseId } } }`;
const UPDATE = `mutation($i: UpdateKnitItemInput!) { updateKnitItem(input: $i) { item { id: databaseId } } }`;
const DELETE = `mutation($i: DeleteKnitItemInput!) { deleteKnitItem(input: $i) { deletedKnitItemId } }`;
const FACETS = `query($f: ExploreFilter) { explore(filter: $f, first: 1) { totalCount facets { tags { value count } producers { value count } } } }`;

async function call(user: TestUser, query: string, i: Record<string, unknown>): Promise<number | null> {
  const r = await gql<Record<string, { item?: { id: number } }>>(query, { i }, { token: user.token });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return Object.values(r.data)[0].item?.id ?? null;
}

const db = useTestDb().client;
let ann: TestUser;
let bob: TestUser;
const brand = uniqueName('Maker');
const tag = uniqueName('tag').toLowerCase();

beforeAll(async () => {
  [ann, bob] = await Promise.all([newUser('exca'), newUser('excb')]);
}, 60_000);

/** Runs a statement with `?` placeholders. */
async function rows(s: Statement): Promise<string[]> {
  let n = 0;
  const { rows: found } = await db.query<{ dim: string; value: string; n: number }>(s.sql.replace(/\?/g, () => `$${++n}`), s.params);
  return found.map((r) => `${r.dim}|${r.value}|${r.n}`).sort();
}

const VIEWS: (() => ItemFilter)[] = [
  () => ({}), () => ({ type: 'yarn' }), () => ({ type: 'pattern' }), () => ({ weightClass: 3 }), () => ({ fibre: 'merino' }),
  () => ({ producer: brand.toUpperCase() }), () => ({ tag }), () => ({ tag: 'soft' }),
  // A type and one more filter: counted too.
  () => ({ type: 'yarn', weightClass: 3 }), () => ({ type: 'yarn', fibre: 'merino' }), () => ({ type: 'yarn', producer: brand }),
  () => ({ type: 'pattern', tag }), () => ({ type: 'yarn', tag: 'soft' }),
];

/** Every view, counted both ways at one snapshot: the counting table (plus deltas) and the items themselves. */
async function expectCountsAgree(): Promise<void> {
  await db.query('begin isolation level repeatable read');
  try {
    for (const view of VIEWS) {
      const counted = explore.countedFacetsStatement(view());
      expect(counted).toBeDefined();
      expect({ view: view(), rows: await rows(counted!) }).toEqual({ view: view(), rows: await rows(explore.facetsStatement(view())) });
    }
  } finally {
    await db.query('commit');
  }
}

test('knitters write concurrently; the counts agree with counting the items, before and after folding', async () => {
  const made = await Promise.all([
    ...Array.from({ length: 12 }, (_, i) => call(i % 2 ? ann : bob, CREATE, {
      type: 'YARN', name: `Y${i}`, producer: i % 3 ? brand : brand.toLowerCase(), content: i % 2 ? 'merino, silk' : '100% alpaca',
      weightClass: i % 2 ? 'LIGHT' : 'FINE', tags: i % 4 ? [tag, 'soft'] : [tag],
    })),
    ...Array.from({ length: 6 }, (_, i) => call(ann, CREATE, { type: 'PATTERN', name: `P${i}`, tags: [tag, `${tag}-p${i % 2}`] })),
    call(bob, CREATE, { type: 'YARN', name: 'Hidden', producer: brand, content: 'merino', weightClass: 'LIGHT', tags: [tag], visibility: 'PRIVATE' }),
  ]);
  await expectCountsAgree();
  // Edits that move items between values, hide and show them, and deletes, again concurrently.
  const [y0, y1, y2, y3] = made as number[];
  const p0 = made[12];
  await Promise.all([
    call(bob, UPDATE, { id: y0, tags: [`${tag}-moved`], content: 'merino' }),
    call(ann, UPDATE, { id: y1, visibility: 'PRIVATE' }),
    call(bob, UPDATE, { id: y2, producer: brand.toUpperCase(), weightClass: 'BULKY' }),
    call(ann, DELETE, { id: y3 }),
    call(ann, UPDATE, { id: p0, name: 'Only the name changes' }),
    call(bob, UPDATE, { id: made[18], visibility: 'PUBLIC' }),
  ]);
  await expectCountsAgree();
  const { rows: [{ folded }] } = await db.query<{ folded: boolean }>('select explore_fold() as folded');
  expect(typeof folded).toBe('boolean');
  await expectCountsAgree();
  await db.query('select explore_recount()');
  await expectCountsAgree();
}, 120_000);

test('a recount waits for the item writes under way, so it never counts one twice', async () => {
  const id = await call(ann, CREATE, { type: 'YARN', name: 'Written during a recount', tags: [tag] });
  const writer = new Client({ connectionString: process.env.PURLWISE_TEST_DATABASE_URL });
  const recounter = new Client({ connectionString: process.env.PURLWISE_TEST_DATABASE_URL });
  await Promise.all([writer.connect(), recounter.connect()]);
  try {
    await writer.query('begin');
    await writer.query(`update knit_item set tags = array['${tag}', 'recounted'] where id = $1`, [id]);
    const { rows: [{ pid }] } = await recounter.query<{ pid: number }>('select pg_backend_pid() as pid');
    const recount = recounter.query('select explore_recount()');
    // The recount waits on the writer's lock (state, not time): pg_stat_activity says so.
    let waiting = false;
    for (let tries = 0; !waiting && tries < 1000; tries += 1) {
      const { rows: [row] } = await db.query<{ wait: string | null }>('select wait_event_type as wait from pg_stat_activity where pid = $1', [pid]);
      waiting = row?.wait === 'Lock';
      if (!waiting) await new Promise((r) => setTimeout(r, 10));
    }
    expect(waiting).toBe(true);
    await writer.query('commit');
    await recount;
  } finally {
    await Promise.all([writer.end(), recounter.end()]);
  }
  await expectCountsAgree();
});

test("the API's facets move at once when an item changes (a counted view is not cached)", async () => {
  const own = uniqueName('own').toLowerCase();
  const count = async () => {
    const r = await gql<Total>(FACETS, { f: { tag: own } });
    if (r.errors) throw new Error(JSON.stringify(r.errors));
    return r.data.explore.totalCount;
  };
  const id = await call(ann, CREATE, { type: 'YARN', name: 'Counted', tags: [own] });
  expect(await count()).toBe(1);
  await call(ann, CREATE, { type: 'MODEL', name: 'Counted too', tags: [own] });
  expect(await count()).toBe(2);
  await call(ann, UPDATE, { id, visibility: 'PRIVATE' });
  expect(await count()).toBe(1);
  const r = await gql<Total>(FACETS, { f: { tag: own } }, { token: ann.token });
  expect(r.data.explore.totalCount).toBe(1);
});

test('a view with two filters besides the type is counted from its items; a bad filter is refused before any counting', async () => {
  expect(explore.countedFacetsStatement({ fibre: 'merino', tag })).toBeUndefined();
  expect(explore.countedFacetsStatement({ type: 'yarn', fibre: 'merino', tag })).toBeUndefined();
  const r = await gql<Total>(FACETS, { f: { fibre: 'merino', tag } });
  expect(r.errors).toBeUndefined();
  expect(r.data.explore.totalCount).toBeGreaterThan(0);
  const bad = await gql(FACETS, { f: { fibre: 'not-a-fibre' } });
  expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
});

test('a counted view with a type finds every column it reads in the index knit_public_facets, which starts with the type', async () => {
  // Which plan PostgreSQL picks depends on the table's size and statistics (on this suite's few, fresh rows it may read
  // the table): on 1,000,000 items it reads this index alone (bench/search.js, "facets plan uses"). What is checked
  // here is what makes that possible: the statement's columns are all in the index, and its rows are the public items.
  const s = explore.facetsStatement({ type: 'yarn', weightClass: 3, fibre: 'merino' });
  const items = /^with m as materialized \((select .*? from knit_item k where .*?)\)\n/s.exec(s.sql)?.[1] ?? '';
  const read = [...new Set([...items.matchAll(/\bk\.(\w+)/g)].map((m) => m[1]))].sort();
  expect(read).toEqual(['fibres', 'producer', 'tags', 'type', 'visibility', 'weight_class']);
  expect(items).toContain("k.visibility = 'public'");
  const { rows: [index] } = await db.query<{ indexdef: string }>("select indexdef from pg_indexes where indexname = 'knit_public_facets'");
  expect(index?.indexdef).toMatch(/ON public\.knit_item USING btree \(type, weight_class\) INCLUDE \(fibres, producer, tags\) WHERE \(visibility = 'public'::text\)$/);
});
