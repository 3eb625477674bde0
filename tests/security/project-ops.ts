/**
 * The authorisation matrix's entries for projects and row counters (issue #24). Each world gets one project of the
 * owner's, with the world's visibility (a yarn line on the world's colour and a counter), made on first use through
 * the owner's own client. Projects are not in the world's fingerprint, so every call here also compares the owner's
 * project before and after it: a non-owner's call that changed it is answered as a failure of the cell. The images of
 * project pictures are left out of the world's fingerprint (world.ts) for the same reason: the project's state covers them.
 * Kept apart from authz.test.ts, which lists the library's operations.
 */
import type { GqlAnswer } from '../resilience/lib';
import type { Project, ProjectPicture, RowCounter } from '../helpers/types';
import type { Ctx } from './matrix';
import { smallImage, type World } from './world';

/** An entry of the matrix for an operation on the owner's project. */
interface ProjectOp { cat: 'targetRead' | 'targetWrite' | 'ownRead' | 'selfWrite' | 'publicRead'; writes: boolean; call(x: Ctx): Promise<GqlAnswer>; check?(r: GqlAnswer, x: Ctx): string | null }

interface Target { projectId: string; counterId: string }

const made = new WeakMap<World, Promise<Target>>();
const FIELDS = 'id name status notes sizeMade visibility queuePosition progress owner { username } pattern { name } yarns { amount unit colour { textDescription } yarn { name } } rowCounters { id name row targetRows } pictures { id }';
const STATE = `query Q($id: ID!) { project(id: $id) { ${FIELDS} } }`;

/** The owner's project of this world (made once). */
function target(world: World): Promise<Target> {
  let t = made.get(world);
  if (!t) {
    t = (async () => {
      const c = world.owner.client;
      const p = await c.gql<{ createProject: { project: Pick<Project, 'id'> } }>('mutation M($i: CreateProjectInput!) { createProject(input: $i) { project { id } } }', { i: {
        name: `project${world.tag}`, notes: `notes${world.tag}`, visibility: world.itemVis.toUpperCase(),
        yarns: [{ colourId: String(world.colourId), amount: 1, unit: 'SKEINS' }],
      } });
      const projectId = p.data.createProject.project.id;
      const counter = await c.gql<{ addRowCounter: { rowCounter: Pick<RowCounter, 'id'> } }>('mutation M($i: AddRowCounterInput!) { addRowCounter(input: $i) { rowCounter { id } } }', { i: { projectId, name: `counter${world.tag}` } });
      return { projectId, counterId: counter.data.addRowCounter.rowCounter.id };
    })();
    made.set(world, t);
  }
  return t;
}

/** Calls `op` on the world's project; for anyone but the owner, the project must be as it was. */
function onTarget(op: (x: Ctx, t: Target) => Promise<GqlAnswer>): (x: Ctx) => Promise<GqlAnswer> {
  return async (x) => {
    const t = await target(x.world);
    const before = (await x.world.owner.client.gql(STATE, { id: t.projectId })).text;
    const r = await op(x, t);
    if (x.actor === 'owner') return r;
    const after = (await x.world.owner.client.gql(STATE, { id: t.projectId })).text;
    return before === after ? r : { ...r, status: 500, code: 'PROJECT_CHANGED', errors: [{ message: `${x.actor} changed the owner's project` }] };
  };
}

const gql = (x: Ctx, query: string, input: Record<string, unknown>) => x.client.gql(query, { i: input });

export const PROJECT_OPS: Record<string, ProjectOp> = {
  project: { cat: 'targetRead', writes: false, call: onTarget((x, t) => x.client.gql(STATE, { id: t.projectId })) },
  myProjects: { cat: 'ownRead', writes: false, call: onTarget((x) => x.client.gql(`{ myProjects(first: 100) { nodes { ${FIELDS} } } }`)),
    check: (r, x) => (x.actor === 'owner' && !r.text.includes(`project${x.world.tag}`) ? 'own project missing' : null) },
  createProject: { cat: 'selfWrite', writes: false, call: (x) => gql(x, 'mutation M($i: CreateProjectInput!) { createProject(input: $i) { project { id } } }', { name: 'Mine' }) },
  updateProject: { cat: 'targetWrite', writes: false, call: onTarget((x, t) => gql(x, 'mutation M($i: UpdateProjectInput!) { updateProject(input: $i) { project { id } } }', { id: t.projectId, name: 'Taken over', notes: 'x' })) },
  setProjectStatus: { cat: 'targetWrite', writes: false, call: onTarget((x, t) => gql(x, 'mutation M($i: SetProjectStatusInput!) { setProjectStatus(input: $i) { project { id } } }', { id: t.projectId, status: 'FINISHED' })) },
  // The owner first changes the status, so that there is something to undo.
  undoProjectStatus: { cat: 'targetWrite', writes: false, call: onTarget(async (x, t) => {
    if (x.actor === 'owner') await gql(x, 'mutation M($i: SetProjectStatusInput!) { setProjectStatus(input: $i) { project { id } } }', { id: t.projectId, status: 'IN_PROGRESS' });
    return gql(x, 'mutation M($i: UndoProjectStatusInput!) { undoProjectStatus(input: $i) { project { id status } } }', { id: t.projectId });
  }) },
  moveQueuedProject: { cat: 'targetWrite', writes: false, call: onTarget((x, t) => gql(x, 'mutation M($i: MoveQueuedProjectInput!) { moveQueuedProject(input: $i) { queue { id } } }', { id: t.projectId, position: 0 })) },
  deleteProject: { cat: 'targetWrite', writes: false, call: onTarget((x, t) => gql(x, 'mutation M($i: DeleteProjectInput!) { deleteProject(input: $i) { deletedProjectId } }', { id: t.projectId })) },
  addRowCounter: { cat: 'targetWrite', writes: false, call: onTarget((x, t) => gql(x, 'mutation M($i: AddRowCounterInput!) { addRowCounter(input: $i) { rowCounter { id } } }', { projectId: t.projectId, name: 'Mine' })) },
  updateRowCounter: { cat: 'targetWrite', writes: false, call: onTarget((x, t) => gql(x, 'mutation M($i: UpdateRowCounterInput!) { updateRowCounter(input: $i) { rowCounter { id } } }', { id: t.counterId, name: 'Taken over' })) },
  incrementRowCounter: { cat: 'targetWrite', writes: false, call: onTarget((x, t) => gql(x, 'mutation M($i: IncrementRowCounterInput!) { incrementRowCounter(input: $i) { rowCounter { row } } }', { id: t.counterId, by: 1 })) },
  setRowCounter: { cat: 'targetWrite', writes: false, call: onTarget((x, t) => gql(x, 'mutation M($i: SetRowCounterInput!) { setRowCounter(input: $i) { applied } }', { id: t.counterId, row: 9, clientTime: new Date().toISOString() })) },
  addProjectPicture: { cat: 'targetWrite', writes: false, call: onTarget(async (x, t) => x.client.gqlUpload('mutation M($i: AddProjectPictureInput!) { addProjectPicture(input: $i) { projectPicture { id } } }',
    { i: { projectId: t.projectId, file: null } }, { 'variables.i.file': { bytes: await smallImage(), type: 'image/png', name: 'p.png' } })) },
  // Deletes a picture of the owner's project, added by the owner before the project's state is taken.
  deleteProjectPicture: { cat: 'targetWrite', writes: false, call: async (x) => {
    const t = await target(x.world);
    const made = await x.world.owner.client.gqlUpload<{ addProjectPicture: { projectPicture: Pick<ProjectPicture, 'id'> } }>('mutation M($i: AddProjectPictureInput!) { addProjectPicture(input: $i) { projectPicture { id } } }',
      { i: { projectId: t.projectId, file: null } }, { 'variables.i.file': { bytes: await smallImage(), type: 'image/png', name: 'p.png' } });
    const id = made.data.addProjectPicture.projectPicture.id;
    return onTarget((y) => gql(y, 'mutation M($i: DeleteProjectPictureInput!) { deleteProjectPicture(input: $i) { deletedProjectPictureId } }', { id }))(x);
  } },
  // Finds projects by their words: the owner's project for anyone when public, for the owner only when private.
  searchProjects: { cat: 'publicRead', writes: false, call: onTarget((x) => x.client.gql('query Q($q: String!) { searchProjects(query: $q, first: 20) { nodes { id name notes } } }', { q: `project${x.world.tag}` })),
    check: (r, x) => {
      const found = r.text.includes(`project${x.world.tag}`);
      const shouldFind = x.actor === 'owner' || x.world.itemVis === 'public';
      return found === shouldFind ? null : found ? 'a private project was found by another' : 'the project was not found';
    } },
  // Every knitter's public projects: the owner's project for anyone when public, for no one (its owner included) when private.
  publicProjects: { cat: 'publicRead', writes: false, call: onTarget((x) => x.client.gql('query Q { publicProjects(first: 50) { nodes { id name notes } } }')),
    check: (r, x) => {
      const found = r.text.includes(`project${x.world.tag}`);
      if (x.world.itemVis !== 'public') return found ? 'a private project is listed' : null;
      // Other worlds add public projects too: the project must be there while the page is not full.
      const listed = (JSON.parse(r.text) as { data: { publicProjects: { nodes: unknown[] } } }).data.publicProjects.nodes.length;
      return found || listed === 50 ? null : 'the public project is not listed';
    } },
  deleteRowCounter: { cat: 'targetWrite', writes: false, call: onTarget((x, t) => gql(x, 'mutation M($i: DeleteRowCounterInput!) { deleteRowCounter(input: $i) { deletedRowCounterId } }', { id: t.counterId })) },
};
