import { code, gql, newUser, type TestUser } from '../helpers/api';
import { INCREMENT, newCounter, newProject, ok, SET_ROW } from '../helpers/projects';
import type { AuthPayload, DeleteRowCounterPayload, RowCounter, SetRowCounterPayload } from '../helpers/types';

jest.setTimeout(60_000);

const ROW = `query($id: ID!) { node(id: $id) { ... on RowCounter { row name targetRows repeatEvery repeatRow setAt } } }`;
type Read = { node: Pick<RowCounter, 'row' | 'name' | 'targetRows' | 'repeatEvery' | 'repeatRow' | 'setAt'> };
type SetRow = { setRowCounter: Pick<SetRowCounterPayload, 'applied'> & { rowCounter: Pick<RowCounter, 'row'> } };
const row = async (u: TestUser, id: string) => (await ok<Read>(u, ROW, { id })).node.row;
const inc = (u: TestUser, id: string, by: number) => gql(INCREMENT, { i: { id, by } }, { token: u.token });

describe('row counters over GraphQL', () => {
  let alice: TestUser;
  let bob: TestUser;
  beforeAll(async () => { [alice, bob] = await Promise.all([newUser('rowa'), newUser('rowb')]); });

  test('taps from two devices at once all count: 2 x 50 concurrent increments give +100', async () => {
    const p = await newProject(alice, { status: 'IN_PROGRESS' });
    const counter = await newCounter(alice, p.id, { name: 'Body' });
    // Two "devices": the same knitter with two sessions.
    const second = await ok<{ login: Pick<AuthPayload, 'accessToken'> }>(null, `mutation($i: LoginInput!) { login(input: $i) { accessToken } }`, { i: { username: alice.username, password: alice.password } })
      .then((d) => ({ ...alice, token: d.login.accessToken }));
    const taps = [...Array<unknown>(50)].flatMap(() => [inc(alice, counter.id, 1), inc(second, counter.id, 1)]);
    const answers = await Promise.all(taps);
    expect(answers.filter((a) => a.errors)).toEqual([]);
    expect(await row(alice, counter.id)).toBe(100);
  });

  test('a decrement takes a row away and never goes below 0', async () => {
    const p = await newProject(alice);
    const counter = await newCounter(alice, p.id);
    await inc(alice, counter.id, 2);
    await Promise.all([inc(alice, counter.id, -1), inc(alice, counter.id, -1), inc(alice, counter.id, -1)]);
    expect(await row(alice, counter.id)).toBe(0);
    expect(code(await inc(alice, counter.id, 0))).toBe('BAD_USER_INPUT');
    expect(code(await inc(alice, counter.id, 5000))).toBe('BAD_USER_INPUT');
  });

  test('an explicit value wins by client time, whatever the arrival order', async () => {
    const p = await newProject(alice);
    const counter = await newCounter(alice, p.id);
    const later = await ok<SetRow>(alice, SET_ROW, { i: { id: counter.id, row: 42, clientTime: '2026-11-25T10:00:05.000Z' } });
    expect(later.setRowCounter).toEqual({ applied: true, rowCounter: { row: 42 } });
    const earlier = await ok<SetRow>(alice, SET_ROW, { i: { id: counter.id, row: 7, clientTime: '2026-11-25T10:00:01.000Z' } });
    expect(earlier.setRowCounter).toEqual({ applied: false, rowCounter: { row: 42 } });
    // Taps after the value still count.
    await inc(alice, counter.id, 1);
    expect(await row(alice, counter.id)).toBe(43);
    expect(code(await gql(SET_ROW, { i: { id: counter.id, row: -1, clientTime: '2026-11-25T10:00:09.000Z' } }, { token: alice.token }))).toBe('BAD_USER_INPUT');
  });

  test('a repeat shows the row within it; target and name change', async () => {
    const p = await newProject(alice);
    const counter = await newCounter(alice, p.id, { repeatEvery: 8 });
    await inc(alice, counter.id, 10);
    expect((await ok<Read>(alice, ROW, { id: counter.id })).node).toMatchObject({ row: 10, repeatEvery: 8, repeatRow: 2 });
    const u = await ok<{ updateRowCounter: { rowCounter: Pick<RowCounter, 'name' | 'targetRows' | 'repeatEvery'> } }>(alice, `mutation($i: UpdateRowCounterInput!) { updateRowCounter(input: $i) { rowCounter { name targetRows repeatEvery } } }`,
      { i: { id: counter.id, name: 'Sleeve', targetRows: 40, repeatEvery: null } });
    expect(u.updateRowCounter.rowCounter).toEqual({ name: 'Sleeve', targetRows: 40, repeatEvery: null });
    expect(code(await gql(`mutation($i: UpdateRowCounterInput!) { updateRowCounter(input: $i) { rowCounter { name } } }`, { i: { id: counter.id, targetRows: 0 } }, { token: alice.token }))).toBe('BAD_USER_INPUT');
  });

  test('others cannot count on a knitter\'s counter; a private project\'s counter is not found', async () => {
    const pub = await newProject(alice);
    const priv = await newProject(alice, { visibility: 'PRIVATE' });
    const c1 = await newCounter(alice, pub.id);
    const c2 = await newCounter(alice, priv.id);
    expect(code(await inc(bob, c1.id, 1))).toBe('FORBIDDEN');
    expect(code(await inc(bob, c2.id, 1))).toBe('NOT_FOUND');
    expect(code(await gql(INCREMENT, { i: { id: c1.id, by: 1 } }))).toBe('UNAUTHENTICATED');
    expect(code(await gql(ROW, { id: c2.id }, { token: bob.token }))).toBe('NOT_FOUND');
    expect(await row(alice, c1.id)).toBe(0);
    const d = await ok<{ deleteRowCounter: Pick<DeleteRowCounterPayload, 'deletedRowCounterId'> }>(alice, `mutation($i: DeleteRowCounterInput!) { deleteRowCounter(input: $i) { deletedRowCounterId } }`, { i: { id: c1.id } });
    expect(d.deleteRowCounter.deletedRowCounterId).toBe(c1.id);
  });
});
