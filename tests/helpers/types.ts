/**
 * The types tests read answers with, all generated: the GraphQL schema's types (graphql-codegen, schema-types.ts) and
 * the legacy REST door's bodies (openapi-typescript, tests/api/openapi-types.ts). A test names the part of an answer
 * it reads: `gql<{ me: Pick<User, 'username'> }>(…)`, `rest.get<RestBody<'getKnitItem'>>(…)`.
 */
import type { operations } from '../api/openapi-types';
import type { Connection } from './api';

export type * from './schema-types';

/** The JSON body the legacy REST operation `Op` answers with status `S` (200 unless given). */
export type RestBody<Op extends keyof operations, S extends keyof operations[Op]['responses'] = 200 & keyof operations[Op]['responses']> =
  operations[Op]['responses'][S] extends { content: { 'application/json': infer B } } ? B : never;

/** The body of every REST error answer. */
export interface RestError { message: string; code?: string; [k: string]: unknown }

/** A connection page (api.ts's Connection) with the total count some lists answer. */
export type Page<N> = Connection<N> & { totalCount?: number };
