/**
 * Cursor (keyset) pagination: opaque cursors over (sort key, id), with first/after (forward) or last/before
 * (backward) arguments as Relay's connection spec has them, and Relay-style connections (edges with cursors, nodes,
 * pageInfo in both directions, totalCount counted only when asked for).
 */
import { ArgsType, Field, Int, ObjectType, type ClassType } from 'type-graphql';
import { IsOptional, Max, Min } from 'class-validator';
import { badInput } from './errors';

export const MAX_PAGE = 100;
/** The page size of a list when neither `first` nor `last` is given. */
export const DEFAULT_PAGE = 50;

@ObjectType({ description: 'Where a page starts and ends, and whether pages come before or after it.' })
export class PageInfo {
  @Field(() => String, { nullable: true, description: 'The cursor of the first node of the page; pass it as `before` (with `last`) to get the previous page; null when the page is empty.' }) startCursor!: string | null;
  @Field(() => String, { nullable: true, description: 'The cursor of the last node; pass it as `after` to get the next page.' }) endCursor!: string | null;
  @Field(() => Boolean, { description: 'Paging forward (`first`): whether another page follows this one. Paging backward (`last`): whether this page was asked for before a cursor, so that pages come after it.' }) hasNextPage!: boolean;
  @Field(() => Boolean, { description: 'Paging backward (`last`): whether another page comes before this one. Paging forward (`first`): whether this page was asked for after a cursor, so that pages come before it.' }) hasPreviousPage!: boolean;
}

/** What `first`, `after`, `last` and `before` say, for lists whose default page size differs. */
export interface PageRequest { first?: number | null; after?: string | null; last?: number | null; before?: string | null }

@ArgsType()
export class PageArgs implements PageRequest {
  @Field(() => Int, { nullable: true, description: `Page forward: the first 1 to ${MAX_PAGE} nodes (after \`after\` when given); ${DEFAULT_PAGE} when neither \`first\` nor \`last\` is given. Not with \`last\`.` })
  @IsOptional() @Min(1) @Max(MAX_PAGE) first?: number | null;
  @Field(() => String, { nullable: true, description: 'The endCursor of the previous page (or the cursor of an edge): the page starts after it.' }) after?: string | null;
  @Field(() => Int, { nullable: true, description: `Page backward: the last 1 to ${MAX_PAGE} nodes (before \`before\` when given), in the list's order. Not with \`first\`.` })
  @IsOptional() @Min(1) @Max(MAX_PAGE) last?: number | null;
  @Field(() => String, { nullable: true, description: 'The startCursor of the next page (or the cursor of an edge): the page ends before it.' }) before?: string | null;
}

/**
 * A checked page request: its size, its direction (`backward` with `last`: fetch in reverse order, limit size + 1,
 * then reverse), and the cursors that bound it. `first` and `last` together are refused (BAD_USER_INPUT).
 */
export interface PageWindow { size: number; backward: boolean; after: string | null; before: string | null }

/** Checks first/after/last/before; `defaultSize` when neither size is given. */
export function pageWindow(req: PageRequest, defaultSize = DEFAULT_PAGE): PageWindow {
  if (req.first != null && req.last != null) throw badInput('Give `first` or `last`, not both', { reason: 'firstAndLast' });
  const backward = req.last != null;
  const size = (backward ? req.last : req.first) ?? defaultSize;
  const name = backward ? 'last' : 'first';
  if (!Number.isInteger(size) || size < 1 || size > MAX_PAGE) throw badInput(`${name} must be between 1 and ${MAX_PAGE}`);
  return { size, backward, after: req.after || null, before: req.before || null };
}

/** One node of a page with its cursor. */
export interface Edge<T> { cursor: string; node: T }

/** A page of a list: what every connection type resolves from. `totalCount` is counted on first read. */
export interface Page<T> { nodes: T[]; edges: Edge<T>[]; pageInfo: PageInfo; readonly totalCount: Promise<number> }

/** The GraphQL `<Name>Connection` and `<Name>Edge` types of a node type. */
export function connectionType<T extends object>(node: ClassType<T>, name: string, what: string): ClassType<Page<T>> {
  @ObjectType(`${name}Edge`, { description: `One ${what} of a page, with its cursor.` })
  class EdgeType {
    @Field(() => String, { description: 'Pass as `after` to get what follows this one, or as `before` to get what precedes it.' }) cursor!: string;
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

/** The largest id of a row (the id columns are PostgreSQL integers). */
const MAX_ROW_ID = 2_147_483_647;

/** Decodes a cursor; a malformed one is a BAD_USER_INPUT error, never a crash. */
export function decodeCursor(cursor: string): [string | number | null, number] {
  try {
    const v: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    // The second element is always a row id: one past the id columns' range would fail in SQL, not here.
    if (Array.isArray(v) && v.length === 2 && Number.isInteger(v[1]) && v[1] > 0 && v[1] <= MAX_ROW_ID && ['string', 'number'].includes(typeof v[0])) {
      return v as [string | number, number];
    }
  } catch { /* fall through */ }
  throw badInput('The cursor is not valid');
}

/**
 * A page whose edges and total are worked out when first read: `count` runs only if a client reads totalCount (the
 * default field resolver reads the getter), so lists that do not ask for it cost no extra statement.
 *
 * A class, not an object literal with `get` properties. With getters written afresh for each page (each a closure of
 * its own), V8 promoted each request's rows and response to its old generation instead of freeing them in young
 * collections: replacing that literal alone took an uncached feed load from 1.7 to 0.03 MB promoted per young
 * collection, and those promotions and the full collections they brought made its slowest answers (bench/RESULTS-api.md,
 * "The uncached tail, found", which gives the likely reason: a hidden class per page, kept in the old generation).
 * Here the getters are on the prototype, once.
 */
export class LazyPage<T, E extends Edge<T> = Edge<T>> implements Page<T> {
  #edges: E[] | undefined;
  #total: Promise<number> | undefined;

  constructor(
    readonly nodes: T[],
    readonly pageInfo: PageInfo,
    private readonly edgesOf: () => E[],
    private count: () => Promise<number>,
  ) {}

  get edges(): E[] { return (this.#edges ??= this.edgesOf()); }

  get totalCount(): Promise<number> { return (this.#total ??= this.count()); }

  /** Counts the whole list another way (Explore: from its facets), unless totalCount was already read. */
  countWith(count: () => Promise<number>): this {
    this.count = count;
    return this;
  }
}

/**
 * Splits rows fetched with limit size+1 into a page: in the list's order when paging forward, in reverse order
 * (then turned back) when paging backward. Each node's cursor is encoded only when `edges` is read: most pages are
 * asked for nodes and the end cursor alone.
 */
export function toPage<T>(rows: T[], window: PageWindow, cursorOf: (row: T) => string, opts: { count: () => Promise<number> }): Page<T> {
  const { size, backward } = window;
  const nodes = rows.slice(0, size);
  if (backward) nodes.reverse();
  const more = rows.length > size;
  return new LazyPage(nodes, {
    hasNextPage: backward ? !!window.before : more,
    hasPreviousPage: backward ? more : !!window.after,
    startCursor: nodes.length ? cursorOf(nodes[0]) : null,
    endCursor: nodes.length ? cursorOf(nodes[nodes.length - 1]) : null,
  }, () => nodes.map((node) => ({ cursor: cursorOf(node), node })), opts.count);
}
