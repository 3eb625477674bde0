/** Projects, stash yarns and counters made over GraphQL for the project suites. */
import { gql, type TestUser } from './api';
import type { Colour, KnitItem, Project, ProjectYarn, RowCounter } from './types';

export const PROJECT_FIELDS = `id databaseId name status previousStatus sizeMade startedOn finishedOn notes visibility progress progressManual
  gaugeStitches gaugeRows queuePosition stashDeducted viewerCanEdit pattern { databaseId name }
  yarns { amount unit deductedSkeins colour { databaseId skeinsOnHand } }
  rowCounters { id databaseId name row targetRows repeatEvery repeatRow }`;

/** A project as PROJECT_FIELDS selects it. */
export type ProjectRead = Pick<Project, 'id' | 'databaseId' | 'name' | 'status' | 'previousStatus' | 'sizeMade' | 'startedOn' | 'finishedOn'
  | 'notes' | 'visibility' | 'progress' | 'progressManual' | 'gaugeStitches' | 'gaugeRows' | 'queuePosition' | 'stashDeducted' | 'viewerCanEdit'> & {
  pattern: Pick<KnitItem, 'databaseId' | 'name'> | null;
  yarns: Array<Pick<ProjectYarn, 'amount' | 'unit' | 'deductedSkeins'> & { colour: Pick<Colour, 'databaseId' | 'skeinsOnHand'> | null }>;
  rowCounters: Array<Pick<RowCounter, 'id' | 'databaseId' | 'name' | 'row' | 'targetRows' | 'repeatEvery' | 'repeatRow'>>;
};

/** A counter as newCounter answers it. */
export type CounterRead = Pick<RowCounter, 'id' | 'databaseId' | 'row' | 'targetRows' | 'repeatEvery' | 'repeatRow'>;

/** Runs a GraphQL operation and returns its data, failing on any error. */
export async function ok<T = unknown>(user: TestUser | null, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const r = await gql<T>(query, variables, { token: user?.token });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data;
}

/** A yarn of `user` with a colour holding `skeins` on hand (null: not tracked) and an optional skein weight. */
export async function stashColour(user: TestUser, skeins: number | null, gramsPerSkein: number | null = null, name = 'Stash yarn'): Promise<number> {
  const item = await ok<{ createKnitItem: { item: Pick<KnitItem, 'databaseId'> } }>(user,
    `mutation($i: CreateKnitItemInput!) { createKnitItem(input: $i) { item { databaseId } } }`,
    { i: { type: 'YARN', name, gramsPerSkein } });
  const colour = await ok<{ addColour: { colour: Pick<Colour, 'databaseId'> } }>(user,
    `mutation($i: AddColourInput!) { addColour(input: $i) { colour { databaseId } } }`,
    { i: { itemId: String(item.createKnitItem.item.databaseId), textDescription: 'Moss', skeinsOnHand: skeins } });
  return colour.addColour.colour.databaseId;
}

/** The skeins on hand of a colour as its owner reads it. */
export async function onHand(user: TestUser, colourId: number): Promise<number | null> {
  const { node } = await ok<{ node: Pick<Colour, 'skeinsOnHand'> }>(user, `query($id: ID!) { node(id: $id) { ... on Colour { skeinsOnHand } } }`,
    { id: Buffer.from(`Colour:${colourId}`).toString('base64') });
  return node.skeinsOnHand;
}

/** Creates a project and answers it. */
export async function newProject(user: TestUser, input: Record<string, unknown> = {}): Promise<ProjectRead> {
  const data = await ok<{ createProject: { project: ProjectRead } }>(user,
    `mutation($i: CreateProjectInput!) { createProject(input: $i) { project { ${PROJECT_FIELDS} } } }`, { i: { name: 'Sweater', ...input } });
  return data.createProject.project;
}

/** Adds a counter to a project and answers it. */
export async function newCounter(user: TestUser, projectId: string, input: Record<string, unknown> = {}): Promise<CounterRead> {
  const data = await ok<{ addRowCounter: { rowCounter: CounterRead } }>(user,
    `mutation($i: AddRowCounterInput!) { addRowCounter(input: $i) { rowCounter { id databaseId row targetRows repeatEvery repeatRow } } }`,
    { i: { projectId, ...input } });
  return data.addRowCounter.rowCounter;
}

export const SET_STATUS = `mutation($i: SetProjectStatusInput!) { setProjectStatus(input: $i) { project { ${PROJECT_FIELDS} } } }`;
export const UNDO_STATUS = `mutation($i: UndoProjectStatusInput!) { undoProjectStatus(input: $i) { project { ${PROJECT_FIELDS} } } }`;
export const INCREMENT = `mutation($i: IncrementRowCounterInput!) { incrementRowCounter(input: $i) { rowCounter { row } } }`;
export const SET_ROW = `mutation($i: SetRowCounterInput!) { setRowCounter(input: $i) { applied rowCounter { row } } }`;
