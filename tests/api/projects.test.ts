import { BASE, code, gql, gqlUpload, makeImage, newUser, type TestUser } from '../helpers/api';
import { newCounter, newProject, ok, onHand, PROJECT_FIELDS, SET_STATUS, stashColour, UNDO_STATUS, type ProjectRead } from '../helpers/projects';
import type { DeleteProjectPayload, DeleteProjectPicturePayload, KnitItem, Project, ProjectPicture } from '../helpers/types';

jest.setTimeout(60_000);

const UPDATE = `mutation($i: UpdateProjectInput!) { updateProject(input: $i) { project { ${PROJECT_FIELDS} } } }`;
const ONE = `query($id: ID!) { project(id: $id) { ${PROJECT_FIELDS} } }`;
const QUEUE = `query { myProjects(status: QUEUED, first: 50) { nodes { id name queuePosition } totalCount } }`;
const MOVE = `mutation($i: MoveQueuedProjectInput!) { moveQueuedProject(input: $i) { queue { id name } } }`;

type One = { project: ProjectRead };
type Updated = { updateProject: { project: ProjectRead } };
type Created = { createKnitItem: { item: Pick<KnitItem, 'databaseId'> } };
type Queue = { myProjects: { nodes: Pick<Project, 'id' | 'name' | 'queuePosition'>[]; totalCount: number } };
type Moved = { moveQueuedProject: { queue: Pick<Project, 'id' | 'name'>[] } };

const setStatus = (u: TestUser, id: string, status: string) => ok<{ setProjectStatus: { project: ProjectRead } }>(u, SET_STATUS, { i: { id, status } }).then((d) => d.setProjectStatus.project);
const undo = (u: TestUser, id: string) => ok<{ undoProjectStatus: { project: ProjectRead } }>(u, UNDO_STATUS, { i: { id } }).then((d) => d.undoProjectStatus.project);

describe('projects over GraphQL', () => {
  let alice: TestUser;
  let bob: TestUser;
  beforeAll(async () => { [alice, bob] = await Promise.all([newUser('proja'), newUser('projb')]); });

  test('a project follows a pattern, keeps its fields and starts queued', async () => {
    const pattern = await ok<Created>(alice, `mutation { createKnitItem(input: { type: PATTERN, name: "Raglan" }) { item { databaseId } } }`);
    const p = await newProject(alice, {
      name: '  Raglan for Tom ', patternId: String(pattern.createKnitItem.item.databaseId), sizeMade: 'M', notes: 'Longer body',
      startedOn: '2026-11-01', gaugeStitches: 22, gaugeRows: 30, visibility: 'PRIVATE',
    });
    expect(p).toMatchObject({
      name: 'Raglan for Tom', status: 'QUEUED', sizeMade: 'M', notes: 'Longer body', startedOn: '2026-11-01', gaugeStitches: 22, gaugeRows: 30,
      visibility: 'PRIVATE', pattern: { name: 'Raglan' }, stashDeducted: false, viewerCanEdit: true,
    });
    expect((await ok<One>(alice, ONE, { id: p.id })).project).toEqual(p);
  });

  test('every mutation refuses bad input with BAD_USER_INPUT and writes nothing', async () => {
    const yarn = await ok<Created>(alice, `mutation { createKnitItem(input: { type: YARN, name: "Not a pattern" }) { item { databaseId } } }`);
    const cases: Record<string, unknown>[] = [
      { name: '   ' }, { name: 'x'.repeat(201) }, { startedOn: '2026-02-30' }, { progressManual: 101 }, { gaugeStitches: -1 },
      { patternId: String(yarn.createKnitItem.item.databaseId) }, { status: 'FINISHED' },
    ];
    for (const c of cases) {
      const r = await gql(`mutation($i: CreateProjectInput!) { createProject(input: $i) { project { id } } }`, { i: { name: 'ok', ...c } }, { token: alice.token });
      expect([c, code(r)]).toEqual([c, 'BAD_USER_INPUT']);
    }
    const colour = await stashColour(alice, 3);
    const r = await gql(`mutation($i: CreateProjectInput!) { createProject(input: $i) { project { id } } }`,
      { i: { name: 'ok', yarns: [{ colourId: String(colour), amount: 0, unit: 'SKEINS' }] } }, { token: alice.token });
    expect(code(r)).toBe('BAD_USER_INPUT');
    const none = await ok<{ myProjects: { nodes: Pick<Project, 'name'>[] } }>(alice, `query { myProjects(first: 100) { nodes { name } } }`);
    expect(none.myProjects.nodes.map((n: { name: string }) => n.name)).not.toContain('ok');
  });

  test('finishing deducts the yarn used; frogging gives it back; both undo', async () => {
    const skeinColour = await stashColour(alice, 5);
    const gramColour = await stashColour(alice, 4, 50);
    const p = await newProject(alice, { status: 'IN_PROGRESS', yarns: [
      { colourId: String(skeinColour), amount: 2.5, unit: 'SKEINS' }, { colourId: String(gramColour), amount: 75, unit: 'GRAMS' },
    ] });
    expect(p.startedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const finished = await setStatus(alice, p.id, 'FINISHED');
    expect(finished).toMatchObject({ status: 'FINISHED', previousStatus: 'IN_PROGRESS', stashDeducted: true });
    expect(finished.finishedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect([await onHand(alice, skeinColour), await onHand(alice, gramColour)]).toEqual([2.5, 2.5]);

    const undone = await undo(alice, p.id);
    expect(undone).toMatchObject({ status: 'IN_PROGRESS', previousStatus: null, stashDeducted: false });
    expect([await onHand(alice, skeinColour), await onHand(alice, gramColour)]).toEqual([5, 4]);

    await setStatus(alice, p.id, 'FINISHED');
    const frogged = await setStatus(alice, p.id, 'FROGGED');
    expect(frogged).toMatchObject({ status: 'FROGGED', previousStatus: 'FINISHED', stashDeducted: false });
    expect([await onHand(alice, skeinColour), await onHand(alice, gramColour)]).toEqual([5, 4]);

    const unfrogged = await undo(alice, p.id);
    expect(unfrogged).toMatchObject({ status: 'FINISHED', stashDeducted: true });
    expect([await onHand(alice, skeinColour), await onHand(alice, gramColour)]).toEqual([2.5, 2.5]);
    expect(code(await gql(UNDO_STATUS.replace(/\{ project \{[\s\S]*$/, '{ project { id } } }'), { i: { id: p.id } }, { token: alice.token }))).toBe('BAD_USER_INPUT');
  });

  test('finishing never takes the stash below zero and gives back only what it took', async () => {
    const colour = await stashColour(alice, 1);
    const p = await newProject(alice, { yarns: [{ colourId: String(colour), amount: 3, unit: 'SKEINS' }] });
    const f = await setStatus(alice, p.id, 'FINISHED');
    expect(f.yarns[0].deductedSkeins).toBe(1);
    expect(await onHand(alice, colour)).toBe(0);
    await setStatus(alice, p.id, 'FROGGED');
    expect(await onHand(alice, colour)).toBe(1);
  });

  test('finishing with grams of a yarn without a skein weight is refused whole', async () => {
    const good = await stashColour(alice, 5);
    const noWeight = await stashColour(alice, 5, null);
    const p = await newProject(alice, { yarns: [{ colourId: String(good), amount: 1, unit: 'SKEINS' }, { colourId: String(noWeight), amount: 30, unit: 'GRAMS' }] });
    const r = await gql(SET_STATUS, { i: { id: p.id, status: 'FINISHED' } }, { token: alice.token });
    expect(code(r)).toBe('BAD_USER_INPUT');
    expect((r.errors?.[0].extensions as { reason?: string } | undefined)?.reason).toBe('skeinWeightMissing');
    expect(await onHand(alice, good)).toBe(5);
    expect((await ok<One>(alice, ONE, { id: p.id })).project).toMatchObject({ status: 'QUEUED', stashDeducted: false });
  });

  test('the yarn of a finished project cannot change; another knitter\'s colour does not exist', async () => {
    const colour = await stashColour(alice, 2);
    const p = await newProject(alice, { yarns: [{ colourId: String(colour), amount: 1, unit: 'SKEINS' }] });
    await setStatus(alice, p.id, 'FINISHED');
    expect(code(await gql(UPDATE, { i: { id: p.id, yarns: [] } }, { token: alice.token }))).toBe('BAD_USER_INPUT');
    const bobs = await stashColour(bob, 9);
    expect(code(await gql(UPDATE, { i: { id: p.id, notes: 'x', yarns: [{ colourId: String(bobs), amount: 1, unit: 'SKEINS' }] } }, { token: alice.token }))).toBe('NOT_FOUND');
  });

  test('progress is set by hand, or follows the first counter with a target', async () => {
    const p = await newProject(alice);
    expect(p.progress).toBeNull();
    const counter = await newCounter(alice, p.id, { name: 'Body', targetRows: 80 });
    await ok(alice, `mutation($i: IncrementRowCounterInput!) { incrementRowCounter(input: $i) { rowCounter { row } } }`, { i: { id: counter.id, by: 20 } });
    expect((await ok<One>(alice, ONE, { id: p.id })).project.progress).toBe(25);
    const byHand = await ok<Updated>(alice, UPDATE, { i: { id: p.id, progressManual: 60 } });
    expect(byHand.updateProject.project).toMatchObject({ progress: 60, progressManual: 60 });
    const back = await ok<Updated>(alice, UPDATE, { i: { id: p.id, progressManual: null } });
    expect(back.updateProject.project.progress).toBe(25);
  });

  test('"Use this gauge" sets the project\'s gauge', async () => {
    const p = await newProject(alice);
    const r = await ok<Updated>(alice, UPDATE, { i: { id: p.id, gaugeStitches: 18.5, gaugeRows: 26 } });
    expect(r.updateProject.project).toMatchObject({ gaugeStitches: 18.5, gaugeRows: 26 });
  });

  test('the queue keeps the order the knitter sets', async () => {
    const carol = await newUser('projq');
    const a = await newProject(carol, { name: 'A' });
    const b = await newProject(carol, { name: 'B' });
    const c = await newProject(carol, { name: 'C' });
    const names = async () => (await ok<Queue>(carol, QUEUE)).myProjects.nodes.map((n: { name: string }) => n.name);
    expect(await names()).toEqual(['A', 'B', 'C']);
    const moved = await ok<Moved>(carol, MOVE, { i: { id: c.id, position: 0 } });
    expect(moved.moveQueuedProject.queue.map((n: { name: string }) => n.name)).toEqual(['C', 'A', 'B']);
    await ok(carol, MOVE, { i: { id: c.id, position: 99 } });
    expect(await names()).toEqual(['A', 'B', 'C']);
    // Concurrent moves never tie or lose a place.
    await Promise.all([ok(carol, MOVE, { i: { id: a.id, position: 2 } }), ok(carol, MOVE, { i: { id: b.id, position: 0 } })]);
    const queue = (await ok<Queue>(carol, QUEUE)).myProjects.nodes;
    expect(queue.map((n) => n.queuePosition)).toEqual([0, 1, 2]);
    expect(new Set(queue.map((n: { name: string }) => n.name))).toEqual(new Set(['A', 'B', 'C']));
    await setStatus(carol, b.id, 'IN_PROGRESS');
    expect((await ok<Queue>(carol, QUEUE)).myProjects.totalCount).toBe(2);
    expect(code(await gql(MOVE, { i: { id: b.id, position: 0 } }, { token: carol.token }))).toBe('BAD_USER_INPUT');
    expect(code(await gql(MOVE, { i: { id: a.id, position: 0 } }, { token: bob.token }))).toBe('FORBIDDEN');
  });

  test('a private project is not found for others; a public one is read-only to them', async () => {
    const priv = await newProject(alice, { visibility: 'PRIVATE' });
    const pub = await newProject(alice, { name: 'Shown' });
    expect(code(await gql(ONE, { id: priv.id }, { token: bob.token }))).toBe('NOT_FOUND');
    expect(code(await gql(ONE, { id: priv.id }))).toBe('NOT_FOUND');
    expect((await gql<One>(ONE, { id: pub.id })).data.project).toMatchObject({ name: 'Shown', viewerCanEdit: false });
    expect(code(await gql(UPDATE, { i: { id: pub.id, notes: 'x' } }, { token: bob.token }))).toBe('FORBIDDEN');
    expect(code(await gql(UPDATE, { i: { id: priv.id, notes: 'x' } }, { token: bob.token }))).toBe('NOT_FOUND');
    const listed = await gql<{ user: { projects: { nodes: Pick<Project, 'name' | 'visibility'>[] } } }>(`query($u: String!) { user(username: $u) { projects(first: 100) { nodes { name visibility } } } }`, { u: alice.username }, { token: bob.token });
    expect(listed.data.user.projects.nodes.every((n: { visibility: string }) => n.visibility === 'PUBLIC')).toBe(true);
  });

  test('deleting a project removes it with its counters', async () => {
    const p = await newProject(alice);
    const counter = await newCounter(alice, p.id);
    const d = await ok<{ deleteProject: Pick<DeleteProjectPayload, 'deletedProjectId'> }>(alice, `mutation($i: DeleteProjectInput!) { deleteProject(input: $i) { deletedProjectId } }`, { i: { id: p.id } });
    expect(d.deleteProject.deletedProjectId).toBe(p.id);
    expect(code(await gql(ONE, { id: p.id }, { token: alice.token }))).toBe('NOT_FOUND');
    expect(code(await gql(`query($id: ID!) { node(id: $id) { id } }`, { id: counter.id }, { token: alice.token }))).toBe('NOT_FOUND');
  });

  test('pictures of a project reuse the picture machinery: checked, re-encoded, served signed, deleted with it', async () => {
    const p = await newProject(alice, { visibility: 'PRIVATE' });
    const ADD = `mutation($i: AddProjectPictureInput!) { addProjectPicture(input: $i) { projectPicture { id url thumbnailUrl } } }`;
    const added = await gqlUpload<{ addProjectPicture: { projectPicture: Pick<ProjectPicture, 'id' | 'url' | 'thumbnailUrl'> } }>(ADD, { i: { projectId: p.id, file: null } }, 'variables.i.file', { bytes: await makeImage('png', 40, 30) }, { token: alice.token });
    expect(added.errors).toBeUndefined();
    const picture = added.data.addProjectPicture.projectPicture;
    expect(picture.url).toMatch(/^\/images\/\d+\?e=\d+&s=/);
    expect((await fetch(`${BASE}${picture.thumbnailUrl}`)).status).toBe(200);
    const refused = await gqlUpload(ADD, { i: { projectId: p.id, file: null } }, 'variables.i.file', { bytes: Buffer.from('not an image') }, { token: alice.token });
    expect(code(refused)).toBe('UNSUPPORTED_IMAGE');
    const others = await gqlUpload(ADD, { i: { projectId: p.id, file: null } }, 'variables.i.file', { bytes: await makeImage('png', 8, 8) }, { token: bob.token });
    expect(code(others)).toBe('NOT_FOUND');
    const read = await ok<{ project: { pictures: Pick<ProjectPicture, 'id'>[] } }>(alice, `query($id: ID!) { project(id: $id) { pictures { id } } }`, { id: p.id });
    expect(read.project.pictures).toEqual([{ id: picture.id }]);
    const d = await ok<{ deleteProjectPicture: Pick<DeleteProjectPicturePayload, 'deletedProjectPictureId'> }>(alice, `mutation($i: DeleteProjectPictureInput!) { deleteProjectPicture(input: $i) { deletedProjectPictureId } }`, { i: { id: picture.id } });
    expect(d.deleteProjectPicture.deletedProjectPictureId).toBe(picture.id);
    expect((await fetch(`${BASE}${picture.thumbnailUrl}`)).status).toBe(404);
  });
});
