/** Helpers of the stash, needle and pattern-size API tests: create things over GraphQL and fail loudly. */
import { gql, type TestUser } from '../helpers/api';
import type { Colour, KnitItem, PatternSize } from '../helpers/types';

/** Runs a GraphQL operation as `user` and returns its data; throws with the errors when it has any. */
export async function ok<T = unknown>(user: TestUser | null, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const r = await gql<T>(query, variables, { token: user?.token });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data;
}

/** A yarn of `user` with its skein numbers; returns its global and database ids. */
export async function stashYarn(user: TestUser, fields: Record<string, unknown>): Promise<{ id: string; databaseId: number }> {
  const d = await ok<{ createKnitItem: { item: Pick<KnitItem, 'id' | 'databaseId'> } }>(user,
    `mutation($i: CreateKnitItemInput!) { createKnitItem(input: $i) { item { id databaseId } } }`,
    { i: { type: 'YARN', name: 'Stash yarn', ...fields } });
  return d.createKnitItem.item;
}

/** A colour with stash fields on `itemId`; returns its global id. */
export async function stashColour(user: TestUser, itemId: string, fields: Record<string, unknown>): Promise<string> {
  const d = await ok<{ addColour: { colour: Pick<Colour, 'id'> } }>(user, `mutation($i: AddColourInput!) { addColour(input: $i) { colour { id } } }`, { i: { itemId, ...fields } });
  return d.addColour.colour.id;
}

/** A pattern of `user` with one size; returns the pattern's and the size's global ids. */
export async function patternWithSize(user: TestUser, size: Record<string, unknown>, visibility = 'PUBLIC'): Promise<{ patternId: string; sizeId: string }> {
  const p = await ok<{ createKnitItem: { item: Pick<KnitItem, 'id'> } }>(user,
    `mutation($i: CreateKnitItemInput!) { createKnitItem(input: $i) { item { id } } }`, { i: { type: 'PATTERN', name: 'Sweater', visibility } });
  const s = await ok<{ addPatternSize: { patternSize: Pick<PatternSize, 'id'> } }>(user,
    `mutation($i: AddPatternSizeInput!) { addPatternSize(input: $i) { patternSize { id } } }`, { i: { itemId: p.createKnitItem.item.id, ...size } });
  return { patternId: p.createKnitItem.item.id, sizeId: s.addPatternSize.patternSize.id };
}
