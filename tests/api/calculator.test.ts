import { clockPast, code, type Connection, gql, type GqlResult, message, newUser, type TestUser } from '../helpers/api';
import { Client as PgClient } from 'pg';
import type { Calculator, User } from '../helpers/types';

// Project-level testTimeout in jest.config.js does not reach the tests; these calls can be slow on a busy machine.
jest.setTimeout(60_000);

const FIELDS = `id: databaseId name type visibility lastUpdated tensionRows tensionWidth tensionStitches tensionHeight
  resultRows resultWidth resultStitches resultHeight owner { id: databaseId username }`;
const CREATE = `mutation($i: CreateCalculatorInput!) { createCalculator(input: $i) { calculator { ${FIELDS} } } }`;
const UPDATE = `mutation($i: UpdateCalculatorInput!) { updateCalculator(input: $i) { calculator { ${FIELDS} } } }`;
const COPY = `mutation($i: CopyCalculatorInput!) { copyCalculator(input: $i) { calculator { ${FIELDS} } } }`;
const DELETE = `mutation($i: DeleteCalculatorInput!) { deleteCalculator(input: $i) { id: databaseId } }`;
const ONE = `query($id: ID!) { calculator(id: $id) { ${FIELDS} } }`;
const MINE = `query($first: Int, $after: String) { myCalculators(first: $first, after: $after) { nodes { id: databaseId name visibility } pageInfo { endCursor hasNextPage } } }`;
const PUBLIC = `query($first: Int, $after: String) { publicCalculators(first: $first, after: $after) { nodes { id: databaseId name visibility owner { username } } pageInfo { endCursor hasNextPage } } }`;

const MEASURES = {
  tensionRows: 30, tensionWidth: 10, tensionStitches: 22, tensionHeight: 10,
  resultRows: 90, resultWidth: 30, resultStitches: 44, resultHeight: 20,
};

type Id = { id: number };
/** A calculator as FIELDS selects it. */
type Calc = Id & Pick<Calculator, 'name' | 'type' | 'visibility' | 'lastUpdated' | 'tensionRows' | 'tensionWidth' | 'tensionStitches'
  | 'tensionHeight' | 'resultRows' | 'resultWidth' | 'resultStitches' | 'resultHeight'> & { owner: Id & Pick<User, 'username'> };
type Updated = { updateCalculator: { calculator: Calc } };
type Copied = { copyCalculator: { calculator: Calc } };
type Mine = { myCalculators: Connection<Id & Pick<Calculator, 'name' | 'visibility'>> };

async function create(u: TestUser, input: Record<string, unknown> = {}) {
  const r = await gql<{ createCalculator: { calculator: Calc } }>(CREATE, { i: input }, { token: u.token });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data.createCalculator.calculator;
}

async function read(u: TestUser | null, id: number) {
  return gql<{ calculator: Calc }>(ONE, { id }, { token: u?.token });
}

describe('calculators over GraphQL', () => {
  let alice: TestUser;
  let bob: TestUser;
  beforeAll(async () => { [alice, bob] = await Promise.all([newUser('calca'), newUser('calcb')]); });

  test('create with no fields gives the Add defaults, owned by the viewer', async () => {
    const before = Date.now();
    const c = await create(alice);
    expect(c).toMatchObject({
      name: 'New Calc', type: 0, visibility: 'PUBLIC', owner: { id: alice.id, username: alice.username },
      tensionRows: 0, tensionWidth: 0, tensionStitches: 0, tensionHeight: 0, resultRows: 0, resultWidth: 0, resultStitches: 0, resultHeight: 0,
    });
    expect(new Date(c.lastUpdated).getTime()).toBeGreaterThanOrEqual(before - 2000);
  });

  test('create with every field keeps them (name trimmed)', async () => {
    const c = await create(alice, { name: '  Sleeve  ', type: 2, visibility: 'PRIVATE', ...MEASURES, tensionWidth: 10.5 });
    expect(c).toMatchObject({ name: 'Sleeve', type: 2, visibility: 'PRIVATE', ...MEASURES, tensionWidth: 10.5 });
    const again = await read(alice, c.id);
    expect(again.data.calculator).toEqual(c);
  });

  test('a visitor cannot create, list their own, update, copy or delete', async () => {
    const c = await create(alice);
    expect(code(await gql(CREATE, { i: {} }))).toBe('UNAUTHENTICATED');
    expect(code(await gql(MINE, {}))).toBe('UNAUTHENTICATED');
    expect(code(await gql(UPDATE, { i: { id: c.id, name: 'x' } }))).toBe('UNAUTHENTICATED');
    expect(code(await gql(COPY, { i: { id: c.id } }))).toBe('UNAUTHENTICATED');
    expect(code(await gql(DELETE, { i: { id: c.id } }))).toBe('UNAUTHENTICATED');
    expect((await read(alice, c.id)).data.calculator.name).toBe('New Calc');
  });

  test('update: rename, apply the eight measures, change visibility; last_updated moves', async () => {
    const c = await create(alice);
    await clockPast(c.lastUpdated);
    const renamed = await gql<Updated>(UPDATE, { i: { id: c.id, name: ' Body ' } }, { token: alice.token });
    expect(renamed.errors).toBeUndefined();
    expect(renamed.data.updateCalculator.calculator).toMatchObject({ name: 'Body', tensionRows: 0 });
    expect(new Date(renamed.data.updateCalculator.calculator.lastUpdated).getTime()).toBeGreaterThan(new Date(c.lastUpdated).getTime());
    const applied = await gql<Updated>(UPDATE, { i: { id: c.id, ...MEASURES, resultHeight: 20.25 } }, { token: alice.token });
    expect(applied.data.updateCalculator.calculator).toMatchObject({ name: 'Body', ...MEASURES, resultHeight: 20.25 });
    const hidden = await gql<Updated>(UPDATE, { i: { id: c.id, visibility: 'PRIVATE' } }, { token: alice.token });
    expect(hidden.data.updateCalculator.calculator).toMatchObject({ visibility: 'PRIVATE', name: 'Body', ...MEASURES, resultHeight: 20.25 });
  });

  test.each([
    [{ name: '   ' }, 'The name cannot be empty'],
    [{ name: '' }, 'The name cannot be empty'],
    [{ name: 'x'.repeat(101) }, 'The name must be at most 100 characters'],
    [{ type: -1 }, 'type must be a whole number of at least 0'],
    [{ tensionRows: -1 }, 'tensionRows must be a whole number of at least 0'],
    [{ tensionStitches: -3 }, 'tensionStitches must be a whole number of at least 0'],
    [{ resultRows: -1 }, 'resultRows must be a whole number of at least 0'],
    [{ resultStitches: -2 }, 'resultStitches must be a whole number of at least 0'],
    [{ tensionWidth: -0.5 }, 'tensionWidth must be a number of at least 0'],
    [{ tensionHeight: -1 }, 'tensionHeight must be a number of at least 0'],
    [{ resultWidth: -1 }, 'resultWidth must be a number of at least 0'],
    [{ resultHeight: -7.5 }, 'resultHeight must be a number of at least 0'],
    [{ resultRows: 1_000_001 }, 'resultRows must be at most 1000000'],
    [{ resultWidth: 1e7 }, 'resultWidth must be at most 1000000'],
  ])('update refuses %j with "%s" and changes nothing', async (fields, msg) => {
    const c = await create(alice, { name: 'Keep', ...MEASURES });
    const r = await gql(UPDATE, { i: { id: c.id, tensionRows: 5, ...fields } }, { token: alice.token });
    expect(code(r)).toBe('BAD_USER_INPUT');
    expect(message(r)).toBe(msg);
    const again = await read(alice, c.id);
    expect(again.data.calculator).toEqual(c);
  });

  test('create validates the same way', async () => {
    const r = await gql(CREATE, { i: { name: ' ' } }, { token: alice.token });
    expect(message(r)).toBe('The name cannot be empty');
    const r2 = await gql(CREATE, { i: { tensionRows: -4 } }, { token: alice.token });
    expect(message(r2)).toBe('tensionRows must be a whole number of at least 0');
  });

  test('rows and stitches are whole numbers at the GraphQL type level', async () => {
    const c = await create(alice);
    const r = await gql(UPDATE, { i: { id: c.id, tensionRows: 2.5 } }, { token: alice.token });
    expect(r.errors?.length).toBeGreaterThan(0);
    expect((await read(alice, c.id)).data.calculator.tensionRows).toBe(0);
  });

  test('unknown ids are NOT_FOUND for every operation', async () => {
    const missing = 2_000_000_000;
    expect(code(await read(alice, missing))).toBe('NOT_FOUND');
    expect(message(await read(alice, missing))).toBe('Calculator not found');
    expect(code(await gql(UPDATE, { i: { id: missing, name: 'x' } }, { token: alice.token }))).toBe('NOT_FOUND');
    expect(code(await gql(COPY, { i: { id: missing } }, { token: alice.token }))).toBe('NOT_FOUND');
    expect(code(await gql(DELETE, { i: { id: missing } }, { token: alice.token }))).toBe('NOT_FOUND');
  });

  test("another user's private calculator is NOT_FOUND to read, change, copy and delete; it is unchanged", async () => {
    const c = await create(alice, { name: 'Secret', visibility: 'PRIVATE', ...MEASURES });
    expect(code(await read(bob, c.id))).toBe('NOT_FOUND');
    expect(code(await read(null, c.id))).toBe('NOT_FOUND');
    expect(code(await gql(UPDATE, { i: { id: c.id, name: 'Mine now' } }, { token: bob.token }))).toBe('NOT_FOUND');
    expect(code(await gql(COPY, { i: { id: c.id } }, { token: bob.token }))).toBe('NOT_FOUND');
    expect(code(await gql(DELETE, { i: { id: c.id } }, { token: bob.token }))).toBe('NOT_FOUND');
    expect((await read(alice, c.id)).data.calculator).toEqual(c);
  });

  test("another user's public calculator is readable by anyone but FORBIDDEN to change or delete", async () => {
    const c = await create(alice, { name: 'Shared', ...MEASURES });
    expect((await read(bob, c.id)).data.calculator).toEqual(c);
    expect((await read(null, c.id)).data.calculator.name).toBe('Shared');
    const upd = await gql(UPDATE, { i: { id: c.id, name: 'Hijacked', tensionRows: 1 } }, { token: bob.token });
    expect(code(upd)).toBe('FORBIDDEN');
    expect(message(upd)).toBe('This calculator is not yours');
    expect(code(await gql(DELETE, { i: { id: c.id } }, { token: bob.token }))).toBe('FORBIDDEN');
    expect((await read(alice, c.id)).data.calculator).toEqual(c);
  });

  test('copy: own or public, named "Copy of", same measures, type and visibility, owned by the copier', async () => {
    const own = await create(alice, { name: 'Hat', type: 1, visibility: 'PRIVATE', ...MEASURES });
    const mine = await gql<Copied>(COPY, { i: { id: own.id } }, { token: alice.token });
    expect(mine.errors).toBeUndefined();
    expect(mine.data.copyCalculator.calculator).toMatchObject({ name: 'Copy of Hat', type: 1, visibility: 'PRIVATE', ...MEASURES, owner: { id: alice.id } });
    expect(mine.data.copyCalculator.calculator.id).not.toBe(own.id);

    const pub = await create(alice, { name: 'Scarf', ...MEASURES });
    const theirs = await gql<Copied>(COPY, { i: { id: pub.id } }, { token: bob.token });
    expect(theirs.data.copyCalculator.calculator).toMatchObject({ name: 'Copy of Scarf', visibility: 'PUBLIC', ...MEASURES, owner: { id: bob.id, username: bob.username } });
    // Bob may now change his copy; the original stays as it was.
    const copyId = theirs.data.copyCalculator.calculator.id;
    expect((await gql(UPDATE, { i: { id: copyId, name: 'Bob scarf' } }, { token: bob.token })).errors).toBeUndefined();
    expect((await read(alice, pub.id)).data.calculator).toEqual(pub);
  });

  test('copy of a name at the limit stays within the limit', async () => {
    const long = await create(alice, { name: 'n'.repeat(100) });
    const r = await gql<Copied>(COPY, { i: { id: long.id } }, { token: alice.token });
    expect(r.data.copyCalculator.calculator.name).toBe(`Copy of ${'n'.repeat(92)}`);
  });

  test('delete: gone afterwards, a second delete is NOT_FOUND', async () => {
    const c = await create(alice);
    const r = await gql<{ deleteCalculator: Id }>(DELETE, { i: { id: c.id } }, { token: alice.token });
    expect(r.data.deleteCalculator.id).toBe(c.id);
    expect(code(await read(alice, c.id))).toBe('NOT_FOUND');
    expect(code(await gql(DELETE, { i: { id: c.id } }, { token: alice.token }))).toBe('NOT_FOUND');
  });

  test('myCalculators: only mine, every visibility, by id ascending, paged by cursor', async () => {
    const carol = await newUser('calcc');
    const made = [];
    for (let i = 0; i < 5; i++) made.push(await create(carol, { name: `C${i}`, visibility: i % 2 ? 'PRIVATE' : 'PUBLIC' }));
    await create(bob, { name: 'not carols' });
    const p1 = await gql<Mine>(MINE, { first: 2 }, { token: carol.token });
    expect(p1.data.myCalculators.nodes.map((n) => n.id)).toEqual(made.slice(0, 2).map((c) => c.id));
    expect(p1.data.myCalculators.pageInfo.hasNextPage).toBe(true);
    const p2 = await gql<Mine>(MINE, { first: 2, after: p1.data.myCalculators.pageInfo.endCursor }, { token: carol.token });
    const p3 = await gql<Mine>(MINE, { first: 2, after: p2.data.myCalculators.pageInfo.endCursor }, { token: carol.token });
    const all = [...p1.data.myCalculators.nodes, ...p2.data.myCalculators.nodes, ...p3.data.myCalculators.nodes];
    expect(all.map((n) => n.id)).toEqual(made.map((c) => c.id));
    expect(all.map((n) => n.visibility)).toEqual(['PUBLIC', 'PRIVATE', 'PUBLIC', 'PRIVATE', 'PUBLIC']);
    expect(p3.data.myCalculators.pageInfo.hasNextPage).toBe(false);
    const whole = await gql<Mine>(MINE, {}, { token: carol.token });
    expect(whole.data.myCalculators.nodes).toHaveLength(5);
  });

  test('publicCalculators: public ones only, of everyone, ascending ids, visitors too', async () => {
    const dave = await newUser('calcd');
    const pub = await create(dave, { name: 'Dave public' });
    const priv = await create(dave, { name: 'Dave private', visibility: 'PRIVATE' });
    const ids: number[] = [];
    let after: string | null = null;
    for (;;) {
      const r: GqlResult<{ publicCalculators: Connection<Id & Pick<Calculator, 'visibility'>> }> = await gql(PUBLIC, { first: 100, after });
      expect(r.errors).toBeUndefined();
      for (const n of r.data.publicCalculators.nodes) {
        expect(n.visibility).toBe('PUBLIC');
        ids.push(n.id);
      }
      if (!r.data.publicCalculators.pageInfo.hasNextPage) break;
      after = r.data.publicCalculators.pageInfo.endCursor;
    }
    expect(ids).toContain(pub.id);
    expect(ids).not.toContain(priv.id);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
  });

  test('bad page arguments are refused', async () => {
    expect(code(await gql(MINE, { first: 0 }, { token: alice.token }))).toBe('BAD_USER_INPUT');
    expect(code(await gql(MINE, { first: 101 }, { token: alice.token }))).toBe('BAD_USER_INPUT');
    expect(message(await gql(MINE, { after: 'garbage' }, { token: alice.token }))).toBe('The cursor is not valid');
  });
});

describe('the database keeps the ranges too', () => {
  test('a row out of range is refused by PostgreSQL whatever path writes it (CHECK calculator_ranges)', async () => {
    const erin = await newUser('calce');
    const calc = await create(erin, { name: 'Ranges' });
    const db = new PgClient({ connectionString: process.env.PURLWISE_TEST_DATABASE_URL });
    await db.connect();
    try {
      const refused = async (set: string) => {
        try {
          await db.query(`update calculator set ${set} where id = $1`, [calc.id]);
          return 'stored';
        } catch (err) {
          return (err as { code?: string }).code;
        }
      };
      expect(await refused('tension_width = -0.5')).toBe('23514');
      expect(await refused('result_height = 1000000.5')).toBe('23514');
      expect(await refused('type = -1')).toBe('23514');
      expect(await refused('result_rows = 1000001')).toBe('23514');
      expect(await refused("name = '   '")).toBe('23514');
      expect(await refused('tension_width = 1000000, type = 1000000')).toBe('stored');
    } finally {
      await db.end();
    }
  });
});
