/** Issue #24 point 4: needles and hooks, private to their owner; "Do I own a 4 mm 80 cm circular?". */
import { code, gql, newUser } from '../helpers/api';
import type { DeleteNeedlePayload, Needle, NeedleConnection, Page, Project } from '../helpers/types';
import { ok } from './stash-helpers';

const NEEDLE = 'id databaseId kind sizeMm sizeUs sizeUk lengthCm material count notes';
const CREATE = `mutation($i: CreateNeedleInput!) { createNeedle(input: $i) { needle { ${NEEDLE} } } }`;
const UPDATE = `mutation($i: UpdateNeedleInput!) { updateNeedle(input: $i) { needle { ${NEEDLE} } } }`;
const DELETE = `mutation($i: DeleteNeedleInput!) { deleteNeedle(input: $i) { deletedNeedleId } }`;

/** A needle as NEEDLE selects it. */
type Read = Pick<Needle, 'id' | 'databaseId' | 'kind' | 'sizeMm' | 'sizeUs' | 'sizeUk' | 'lengthCm' | 'material' | 'count' | 'notes'>;
type Created = { createNeedle: { needle: Read } };
type Count = { needles: Pick<NeedleConnection, 'totalCount'> };
type Nodes<K extends keyof Needle> = { needles: { nodes: Pick<Needle, K>[] } };

describe('needles', () => {
  test('create, list by size, answer "do I own a 4 mm 80 cm circular?", update, delete', async () => {
    const u = await newUser();
    const add = async (i: Record<string, unknown>) => (await ok<Created>(u, CREATE, { i })).createNeedle.needle;
    const circ = await add({ kind: 'CIRCULAR', sizeMm: 4, lengthCm: 80, material: ' birch ' });
    await add({ kind: 'CIRCULAR', sizeMm: 4, lengthCm: 40 });
    await add({ kind: 'DOUBLE_POINTED', sizeMm: 2.5, lengthCm: 20, count: 5 });
    await add({ kind: 'CROCHET_HOOK', sizeMm: 6 });
    expect(circ).toMatchObject({ kind: 'CIRCULAR', sizeMm: 4, sizeUs: '6', sizeUk: '8', lengthCm: 80, material: 'birch', count: 1, notes: '' });
    const all = await ok<Count & Nodes<'sizeMm' | 'kind'>>(u, '{ needles { totalCount nodes { sizeMm kind } } }');
    expect(all.needles.nodes.map((n: { sizeMm: number }) => n.sizeMm)).toEqual([2.5, 4, 4, 6]);
    const own = await ok<Nodes<'databaseId'>>(u, '{ needles(kind: CIRCULAR, sizeMm: 4, lengthCm: 80) { nodes { databaseId } } }');
    expect(own.needles.nodes).toEqual([{ databaseId: circ.databaseId }]);
    const none = await ok<Nodes<'databaseId'>>(u, '{ needles(kind: CIRCULAR, sizeMm: 4.5, lengthCm: 80) { nodes { databaseId } } }');
    expect(none.needles.nodes).toEqual([]);
    const changed = (await ok<{ updateNeedle: { needle: Read } }>(u, UPDATE, { i: { id: circ.id, lengthCm: null, count: 2 } })).updateNeedle.needle;
    expect(changed).toMatchObject({ lengthCm: null, count: 2, sizeMm: 4, material: 'birch' });
    expect((await ok<{ deleteNeedle: Pick<DeleteNeedlePayload, 'deletedNeedleId'> }>(u, DELETE, { i: { id: circ.id } })).deleteNeedle.deletedNeedleId).toBe(circ.id);
    expect((await ok<Count>(u, '{ needles { totalCount } }')).needles.totalCount).toBe(3);
  });

  test('paging by size is complete and in order', async () => {
    const u = await newUser();
    for (const sizeMm of [5, 3, 4, 3, 2]) await ok(u, CREATE, { i: { kind: 'STRAIGHT', sizeMm } });
    const seen: number[] = [];
    let after: string | null = null;
    for (;;) {
      const page: { needles: Page<Pick<Needle, 'sizeMm'>> } = await ok(u, 'query($a: String) { needles(first: 2, after: $a) { nodes { sizeMm } pageInfo { hasNextPage endCursor } } }', { a: after });
      seen.push(...page.needles.nodes.map((n: { sizeMm: number }) => n.sizeMm));
      if (!page.needles.pageInfo.hasNextPage) break;
      after = page.needles.pageInfo.endCursor;
    }
    expect(seen).toEqual([2, 3, 3, 4, 5]);
  });

  test('bad fields are BAD_USER_INPUT; needles are invisible to others and visitors', async () => {
    const u = await newUser();
    const other = await newUser();
    for (const bad of [{ kind: 'CIRCULAR', sizeMm: 0 }, { kind: 'CIRCULAR', sizeMm: 101 }, { kind: 'CABLE', sizeMm: 4, lengthCm: -1 }, { kind: 'STRAIGHT', sizeMm: 4, count: -1 }, { kind: 'STRAIGHT', sizeMm: 4, material: 'x'.repeat(201) }]) {
      expect([bad, code(await gql(CREATE, { i: bad }, { token: u.token }))]).toEqual([bad, 'BAD_USER_INPUT']);
    }
    const mine = (await ok<Created>(u, CREATE, { i: { kind: 'CIRCULAR', sizeMm: 3.5, lengthCm: 60 } })).createNeedle.needle;
    expect((await ok<Count>(other, '{ needles { totalCount } }')).needles.totalCount).toBe(0);
    expect(code(await gql(`query($id: ID!) { node(id: $id) { id } }`, { id: mine.id }, { token: other.token }))).toBe('NOT_FOUND');
    expect(code(await gql(UPDATE, { i: { id: mine.id, count: 9 } }, { token: other.token }))).toBe('NOT_FOUND');
    expect(code(await gql(DELETE, { i: { id: mine.id } }, { token: other.token }))).toBe('NOT_FOUND');
    expect(code(await gql('{ needles { totalCount } }'))).toBe('UNAUTHENTICATED');
    expect(code(await gql(CREATE, { i: { kind: 'CIRCULAR', sizeMm: 4 } }))).toBe('UNAUTHENTICATED');
    expect((await ok<{ node: Pick<Needle, 'count'> }>(u, `query($id: ID!) { node(id: $id) { ... on Needle { count } } }`, { id: mine.id })).node).toEqual({ count: 1 });
  });
});

describe('a needle in use', () => {
  test('is busy while a project in progress uses it, and free when the project is queued or finished', async () => {
    const u = await newUser('busy');
    const add = async (i: Record<string, unknown>) => (await ok<Created>(u, CREATE, { i })).createNeedle.needle;
    const [used, spare] = [await add({ kind: 'CIRCULAR', sizeMm: 4, lengthCm: 80 }), await add({ kind: 'STRAIGHT', sizeMm: 5 })];
    const busy = async () => Object.fromEntries((await ok<Nodes<'id' | 'busy'>>(u, '{ needles { nodes { id busy } } }')).needles.nodes.map((n) => [n.id, n.busy]));
    const project = (await ok<{ createProject: { project: Pick<Project, 'id' | 'status'> } }>(u, 'mutation($i: CreateProjectInput!) { createProject(input: $i) { project { id status } } }',
      { i: { name: 'Hat', status: 'QUEUED', needleIds: [used.id] } })).createProject.project;
    expect(await busy()).toEqual({ [used.id]: false, [spare.id]: false });
    const setStatus = (status: string) => ok(u, 'mutation($i: SetProjectStatusInput!) { setProjectStatus(input: $i) { project { status } } }', { i: { id: project.id, status } });
    await setStatus('IN_PROGRESS');
    expect(await busy()).toEqual({ [used.id]: true, [spare.id]: false });
    await setStatus('FINISHED');
    expect(await busy()).toEqual({ [used.id]: false, [spare.id]: false });
  });
});
