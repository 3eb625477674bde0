/**
 * Cursor (keyset) pagination: opaque cursors over (sort key, id), with first/after arguments, and Relay-style
 * connections (edges with cursors, nodes, pageInfo in both directions, totalCount counted only when asked for).
 */
import { ArgsType, Field, Int, ObjectType, type ClassType } from 'type-graphql';
import { Max, Min } from 'class-validator';
import { badInput } from './errors';

export const MAX_PAGE = 100;

@ObjectType({ description: 'Where a page starts and ends, and whether pages come before or after it.' })
export class PageInfo {
  @Field(() => String, { nullable: true, description: 'The cursor of the first node of the page; null when the page is empty.' }) startCursor!: string | null;
  @Field(() => String, { nullable: true, description: 'The cursor of the last node; pass it as `after` to get the next page.' }) endCursor!: string | null;
  @Field(() => Boolean, { description: 'Whether another page follows this one.' }) hasNextPage!: boolean;
  @Field(() => Boolean, { description: 'Whether this page was asked for after a cursor, so that pages come before it.' }) hasPreviousPage!: boolean;
}

@ArgsType()
export class PageArgs {
  @Field(() => Int, { defaultValue: 50, description: 'Page size, 1 to 100.' }) @Min(1) @Max(MAX_PAGE) first: number = 50;
  @Field(() => String, { nullable: true, description: 'The endCursor of the previous page (or the cursor of an edge): the page starts after it.' }) after?: string | null;
}

/** One node of a page with its cursor. */
export interface Edge<T> { cursor: string; node: T }

/** A page of a list: what every connection type resolves from. `totalCount` is counted on first read. */
export interface Page<T> { nodes: T[]; edges: Edge<T>[]; pageInfo: PageInfo; readonly totalCount: Promise<number> }

/** The GraphQL `<Name>Connection` and `<Name>Edge` types of a node type. */
export function connectionType<T extends object>(node: ClassType<T>, name: string, what: string): ClassType<Page<T>> {
  @ObjectType(`${name}Edge`, { description: `One ${what} of a page, with its cursor.` })
  class EdgeType {
    @Field(() => String, { description: 'Pass as `after` to get what follows this one.' }) cursor!: string;
    @Field(() => node, { description: `The ${what}.` }) node!: T;
  }

  @ObjectType(`${name}Connection`, { description: `A page of ${what}s.` })
  class ConnectionType {
    @Field(() => [EdgeType], { description: `The ${what}s of the page with their cursors.` }) edges!: Edge<T>[];
    @Field(() => [node], { description: `The ${what}s of the page, for when cursors are not needed.` }) nodes!: T[];
    @Field(() => PageInfo, { description: 'Where the page starts and ends.' }) pageInfo!: PageInfo;
    @Field(() => Int, { description: `How many ${what}s the whole list has, with the same filters (counted only when asked for).` })
    totalCount!: Promise<number>;
  }
  return ConnectionType;
}

/** Encodes a cursor from the sort key value and the id of the last row. */
export function encodeCursor(key: string | number | null, id: number): string {
  return Buffer.from(JSON.stringify([key, id])).toString('base64url');
}

/** Decodes a cursor; a malformed one is a BAD_USER_INPUT error, never a crash. */
export function decodeCursor(cursor: string): [string | number | null, number] {
  try {
    const v: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(v) && v.length === 2 && Number.isSafeInteger(v[1]) && ['string', 'number'].includes(typeof v[0])) return v as [string | number, number];
  } catch { /* fall through */ }
  throw badInput('The cursor is not valid');
}

/**
 * Splits rows fetched with limit first+1 into a page. `count` runs only if a client reads totalCount (the
 * default field resolver reads the getter), so lists that do not ask for it cost no extra statement.
 */
export function toPage<T>(rows: T[], first: number, cursorOf: (row: T) => string, opts: { after?: string | null; count: () => Promise<number> }): Page<T> {
  const nodes = rows.slice(0, first);
  const edges = nodes.map((node) => ({ cursor: cursorOf(node), node }));
  let counted: Promise<number> | undefined;
  return {
    nodes,
    edges,
    pageInfo: {
      hasNextPage: rows.length > first,
      hasPreviousPage: !!opts.after,
      startCursor: edges.length ? edges[0].cursor : null,
      endCursor: edges.length ? edges[edges.length - 1].cursor : null,
    },
    get totalCount() { return (counted ??= opts.count()); },
  };
}
