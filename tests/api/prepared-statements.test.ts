/**
 * Named statements (server/src/common/sql/fast-query.ts): a list's page is sent as a prepared statement, parsed and
 * planned once per connection, after which PostgreSQL may keep a generic plan; other statements are sent unnamed; and
 * the number of names is bounded. Run on a real connection to the test database, whose own view of its prepared
 * statements (pg_prepared_statements) is read back.
 */
import 'reflect-metadata';
import { Client } from 'pg';
import { KnitType, WeightClass } from '../../server/src/common/enums';
import { fastQueryOn } from '../../server/src/common/sql/fast-query';
import { plansAlike } from '../../server/src/modules/knit/knit.page';

const client = new Client({ connectionString: process.env.PURLWISE_TEST_DATABASE_URL });
beforeAll(() => client.connect());
afterAll(() => client.end());

/** The connection shape fastQueryOn takes (a MikroORM connection), handing out this one client. */
const connection = {
  getKnex: () => ({ client: { acquireConnection: async () => client, releaseConnection: async () => undefined } }),
} as unknown as Parameters<typeof fastQueryOn>[0];

interface Prepared { name: string; statement: string; generic_plans: string; custom_plans: string }
const prepared = async (like: string) =>
  (await client.query<Prepared>('select name, statement, generic_plans, custom_plans from pg_prepared_statements where statement like $1', [like])).rows;

test('a prepared statement is parsed once on its connection, answers as an unnamed one, and gets a generic plan', async () => {
  const sql = "select ?::int + 1 as n, ?::text as word /* prepared-1 */";
  for (let i = 0; i < 12; i += 1) {
    expect(await fastQueryOn<{ n: number; word: string }>(connection, sql, [i, `w${i}`], { prepare: true })).toEqual([{ n: i + 1, word: `w${i}` }]);
  }
  const rows = await prepared('%prepared-1%');
  expect(rows).toHaveLength(1);
  expect(rows[0].name).toMatch(/^pw_[0-9a-f]{20}$/);
  expect(rows[0].statement).toBe('select $1::int + 1 as n, $2::text as word /* prepared-1 */');
  // PostgreSQL plans the first five executions with their values, then keeps the generic plan (cheaper to use).
  expect(Number(rows[0].custom_plans) + Number(rows[0].generic_plans)).toBe(12);
  expect(Number(rows[0].generic_plans)).toBeGreaterThan(0);
});

test('a statement not asked to be prepared is sent unnamed and leaves nothing on the connection', async () => {
  expect(await fastQueryOn<{ n: number }>(connection, 'select ?::int * 2 as n /* unnamed-1 */', [21])).toEqual([{ n: 42 }]);
  expect(await prepared('%unnamed-1%')).toEqual([]);
});

test('past 64 distinct prepared texts, further ones are sent unnamed (and still answer)', async () => {
  const before = (await prepared('%cap-%')).length;
  for (let i = 0; i < 80; i += 1) {
    expect(await fastQueryOn<{ n: number }>(connection, `select ?::int as n /* cap-${i} */`, [i], { prepare: true })).toEqual([{ n: i }]);
  }
  const named = (await prepared('%cap-%')).length - before;
  // The first test named one text, so 63 of these got a name.
  expect(named).toBe(63);
  expect((await client.query<{ n: string }>('select count(*) as n from pg_prepared_statements')).rows[0].n).toBe('64');
});

test('a page is named only when one plan serves every value: not with a name search or an Explore filter', () => {
  expect(plansAlike({})).toBe(true);
  expect(plansAlike({ type: KnitType.YARN, after: 'x', first: 20, search: '  ' })).toBe(true);
  for (const narrowing of [{ search: 'merino' }, { weightClass: WeightClass.LIGHT }, { fibre: 'wool' }, { producer: 'Drops' }, { tag: 'soft' }]) {
    expect(plansAlike(narrowing)).toBe(false);
  }
});
