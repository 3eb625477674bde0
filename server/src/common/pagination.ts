/** Cursor (keyset) pagination: opaque cursors over (sort key, id), with first/after arguments. */
import { ArgsType, Field, Int, ObjectType } from 'type-graphql';
import { Max, Min } from 'class-validator';
import { badInput } from './errors';

export const MAX_PAGE = 100;

@ObjectType({ description: 'Where a page ends and whether another follows.' })
export class PageInfo {
  @Field(() => String, { nullable: true, description: 'Pass as `after` to get the next page.' }) endCursor!: string | null;
  @Field(() => Boolean) hasNextPage!: boolean;
}

@ArgsType()
export class PageArgs {
  @Field(() => Int, { defaultValue: 50, description: 'Page size, 1 to 100.' }) @Min(1) @Max(MAX_PAGE) first: number = 50;
  @Field(() => String, { nullable: true, description: 'The endCursor of the previous page.' }) after?: string | null;
}

/** Encodes a cursor from the sort key value and the id of the last row. */
export function encodeCursor(key: string | number | null, id: number): string {
  return Buffer.from(JSON.stringify([key, id])).toString('base64url');
}

/** Decodes a cursor; a malformed one is a BAD_USER_INPUT error, never a crash. */
export function decodeCursor(cursor: string): [string | number | null, number] {
  try {
    const v = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(v) && v.length === 2 && Number.isSafeInteger(v[1]) && ['string', 'number'].includes(typeof v[0])) return v as [string | number, number];
  } catch { /* fall through */ }
  throw badInput('The cursor is not valid');
}

/** Splits rows fetched with limit first+1 into a page and its PageInfo. */
export function toPage<T>(rows: T[], first: number, cursorOf: (row: T) => string): { nodes: T[]; pageInfo: PageInfo } {
  const nodes = rows.slice(0, first);
  return { nodes, pageInfo: { hasNextPage: rows.length > first, endCursor: nodes.length ? cursorOf(nodes[nodes.length - 1]) : null } };
}
