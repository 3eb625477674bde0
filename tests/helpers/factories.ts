/**
 * Test data factories, as Outline's tests have them: each builds one thing the way a knitter makes it (through the
 * GraphQL API of the suite's server), fills in what the test does not care about, and answers what tests need, typed.
 * Overrides are the GraphQL input's own fields, typed by the generated client types (client/src/gql/graphql.ts), so
 * a renamed or retyped input field fails to compile here instead of failing at run time in every test that sends it.
 *
 *   const knitter = await buildUser();
 *   const yarn = await buildItem(knitter, { name: 'Alpaca', visibility: 'PRIVATE' });
 *   const colour = await buildColour(knitter, yarn, { skeinsOnHand: 2.5 });
 */
import type {
  AddColourInput, CreateCalculatorInput, CreateKnitItemInput, CreateNeedleInput, CreateProjectInput, KnitType, NeedleKind, Visibility,
} from '../../client/src/gql/graphql';
import { gql, gqlUpload, makeImage, newUser, uniqueName, type TestUser } from './api';

/** What a factory's mutation answers: its data, or a thrown error naming what the server refused. */
async function build<T>(user: TestUser, what: string, query: string, input: Record<string, unknown>): Promise<T> {
  const r = await gql<T>(query, { i: input }, { token: user.token });
  if (r.errors || !r.data) throw new Error(`could not build ${what}: ${JSON.stringify(r.errors ?? r.status)}`);
  return r.data;
}

/** A registered knitter with an access token (`prefix` starts the username). */
export function buildUser(prefix = 'f'): Promise<TestUser> {
  return newUser(prefix);
}

/** An item as built: its global and database ids, and the fields tests usually check. */
export interface BuiltItem { id: string; databaseId: number; type: KnitType; name: string; visibility: Visibility; lastUpdated: string }

/** An item of `user`: a public yarn with a unique name unless the overrides say otherwise. */
export async function buildItem(user: TestUser, overrides: Partial<CreateKnitItemInput> = {}): Promise<BuiltItem> {
  const data = await build<{ createKnitItem: { item: BuiltItem } }>(user, 'an item',
    'mutation($i: CreateKnitItemInput!) { createKnitItem(input: $i) { item { id databaseId type name visibility lastUpdated } } }',
    { type: 'YARN', name: uniqueName('Yarn '), ...overrides });
  return data.createKnitItem.item;
}

/** A colour as built. */
export interface BuiltColour { id: string; databaseId: number; textDescription: string; skeinsOnHand: number | null }

/** A colour of `item` (one of `user`'s), described in words unless the overrides say otherwise. */
export async function buildColour(user: TestUser, item: Pick<BuiltItem, 'id'>, overrides: Partial<Omit<AddColourInput, 'itemId' | 'picture'>> = {}): Promise<BuiltColour> {
  const data = await build<{ addColour: { colour: BuiltColour } }>(user, 'a colour',
    'mutation($i: AddColourInput!) { addColour(input: $i) { colour { id databaseId textDescription skeinsOnHand } } }',
    { itemId: item.id, textDescription: 'Forest green', ...overrides });
  return data.addColour.colour;
}

/** A picture as built. */
export interface BuiltPicture { id: string; databaseId: number; url: string }

/** A picture of `item` (one of `user`'s): real image bytes, a fresh PNG unless `bytes` are given. */
export async function buildPicture(user: TestUser, item: Pick<BuiltItem, 'id'>, bytes?: Buffer): Promise<BuiltPicture> {
  const file = { bytes: bytes ?? await makeImage('png'), name: 'picture.png', type: 'image/png' };
  const r = await gqlUpload<{ addPicture: { picture: BuiltPicture } }>(
    'mutation($i: AddPictureInput!) { addPicture(input: $i) { picture { id databaseId url } } }',
    { i: { itemId: item.id, file: null } }, 'variables.i.file', file, { token: user.token });
  if (r.errors || !r.data) throw new Error(`could not build a picture: ${JSON.stringify(r.errors ?? r.status)}`);
  return r.data.addPicture.picture;
}

/** A calculator as built. */
export interface BuiltCalculator { id: string; databaseId: number; name: string; visibility: Visibility }

/** A saved calculator of `user`: the server's defaults ('New Calc', public, zeros) unless the overrides say otherwise. */
export async function buildCalculator(user: TestUser, overrides: Partial<CreateCalculatorInput> = {}): Promise<BuiltCalculator> {
  const data = await build<{ createCalculator: { calculator: BuiltCalculator } }>(user, 'a calculator',
    'mutation($i: CreateCalculatorInput!) { createCalculator(input: $i) { calculator { id databaseId name visibility } } }', overrides);
  return data.createCalculator.calculator;
}

/** A project as built. */
export interface BuiltProject { id: string; databaseId: number; name: string; status: string; visibility: Visibility }

/** A project of `user`, named 'Sweater' unless the overrides say otherwise. */
export async function buildProject(user: TestUser, overrides: Partial<CreateProjectInput> = {}): Promise<BuiltProject> {
  const data = await build<{ createProject: { project: BuiltProject } }>(user, 'a project',
    'mutation($i: CreateProjectInput!) { createProject(input: $i) { project { id databaseId name status visibility } } }',
    { name: 'Sweater', ...overrides });
  return data.createProject.project;
}

/** A needle as built. */
export interface BuiltNeedle { id: string; databaseId: number; kind: NeedleKind; sizeMm: number; lengthCm: number | null }

/** A needle of `user`: a 4 mm 80 cm circular unless the overrides say otherwise. */
export async function buildNeedle(user: TestUser, overrides: Partial<CreateNeedleInput> = {}): Promise<BuiltNeedle> {
  const data = await build<{ createNeedle: { needle: BuiltNeedle } }>(user, 'a needle',
    'mutation($i: CreateNeedleInput!) { createNeedle(input: $i) { needle { id databaseId kind sizeMm lengthCm } } }',
    { kind: 'CIRCULAR', sizeMm: 4, lengthCm: 80, ...overrides });
  return data.createNeedle.needle;
}
