/** Issue #24: a page of the stash and of needles costs a constant number of SQL statements (docs/style.md §7). */
import { gql, newUser, type TestUser } from '../helpers/api';
import type { KnitItem } from '../helpers/types';
import { ok, stashColour, stashYarn } from './stash-helpers';

const STASH = `query($first: Int!) { myStash(first: $first) { nodes { id name stashTotals { skeins metres } colours { skeinsOnHand dyeLot } } } myStashTotals { skeins } }`;
const NEEDLES = `query($first: Int!) { needles(first: $first) { totalCount nodes { id sizeMm sizeUs lengthCm } } }`;
const SIZES = `query($first: Int!) { myKnitItems(first: $first, type: PATTERN) { nodes { id sizes { name yardageM } } } }`;

async function queries(user: TestUser, query: string, first: number): Promise<number> {
  const r = await gql(query, { first }, { token: user.token });
  expect(r.errors).toBeUndefined();
  return r.queries;
}

describe('stash pages cost a constant number of SQL statements', () => {
  let u: TestUser;
  beforeAll(async () => {
    u = await newUser('stqc');
    for (let i = 0; i < 12; i += 1) {
      const yarn = await stashYarn(u, { name: `Yarn ${i}`, metresPerSkein: 100 });
      await stashColour(u, yarn.id, { textDescription: `C${i}`, skeinsOnHand: 1 + i, dyeLot: `L${i}` });
      await stashColour(u, yarn.id, { textDescription: `D${i}`, skeinsOnHand: 1 });
      await ok(u, `mutation($i: CreateNeedleInput!) { createNeedle(input: $i) { needle { id } } }`, { i: { kind: 'CIRCULAR', sizeMm: 2 + i / 2, lengthCm: 80 } });
      const p = await ok<{ createKnitItem: { item: Pick<KnitItem, 'id'> } }>(u, `mutation($i: CreateKnitItemInput!) { createKnitItem(input: $i) { item { id } } }`, { i: { type: 'PATTERN', name: `P${i}` } });
      await ok(u, `mutation($i: AddPatternSizeInput!) { addPatternSize(input: $i) { patternSize { id } } }`, { i: { itemId: p.createKnitItem.item.id, name: 'S', yardageM: 500 } });
    }
  }, 120_000);

  test.each([['the stash', STASH], ['needles', NEEDLES], ['pattern sizes', SIZES]])('%s: 2 and 12 rows cost the same', async (_what, query) => {
    const two = await queries(u, query, 2);
    const twelve = await queries(u, query, 12);
    expect(Number.isInteger(two)).toBe(true);
    expect(twelve).toBe(two);
    expect(twelve).toBeLessThanOrEqual(8);
  });
});
