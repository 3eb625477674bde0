/**
 * Full-text search over items (search_document, kept by triggers: see Migration20261123165237_search). A page costs
 * a constant number of statements: the query's forms, the ranked and counted page with its highlights, the items (one
 * batch), and a count only for a page past the last result; owners and pictures come through the request's loaders.
 */
import { isKnitType } from '@purlwise/core';
import type { Ctx, Viewer } from '../../common/context';
import { KnitType } from '../../common/enums';
import { badInput } from '../../common/errors';
import { decodeCursor, encodeCursor, MAX_PAGE, type PageInfo } from '../../common/pagination';
import { canSee, visibleItemsSql } from '../../common/policy';
import { publicRead } from '../../db/public-read';
import type { KnitItem } from '../knit/knit.entity';
import { combineForms, highlightParts, searchWords, type WordForm } from './search.query';
import { COUNT_CAP, countStatement, formsStatement, HIGHLIGHTS, pageStatement, type Visible } from './search.sql';
import type { SearchEdge, SearchHighlight } from './search.types';

/** Deepest position a page may start at: search pages by position, and nobody reads 10,000 results. */
export const MAX_SEARCH_OFFSET = 10_000;

/** What `search` answers. */
export interface SearchPage { edges: SearchEdge[]; nodes: KnitItem[]; pageInfo: PageInfo; readonly totalCount: Promise<number> }

/** The search arguments. */
export interface SearchOptions { query: unknown; type?: KnitType | null; first?: number | null; after?: string | null }

/** The search_document rows (alias `d`, with the item's visibility and owner_id) the viewer may see: the one rule of policy.ts. */
function visibleDocuments(viewer: Viewer | null): Visible {
  return visibleItemsSql(viewer, 'd');
}

/** The English and French forms of each word, widened in short queries (see formsStatement). */
function wordForms(ctx: Ctx, words: string[]): Promise<WordForm[]> {
  const { sql, params } = formsStatement(words);
  return read<WordForm>(ctx, sql, params);
}

/**
 * Search is a public browsing read: a read replica when there is one (the viewer's own private items may be a moment
 * old there, except right after they wrote: publicRead then reads the primary).
 */
function read<T>(ctx: Ctx, sql: string, params: unknown[]): Promise<T[]> {
  return publicRead(ctx, (db) => db.query<T>(sql, params));
}

interface HitRow { id: number; rank: number; total: number; highlights: Array<string | null> }

function hits(ctx: Ctx, tsquery: string, type: KnitType | null, limit: number, offset: number): Promise<HitRow[]> {
  const { sql, params } = pageStatement(visibleDocuments(ctx.viewer), tsquery, type, limit, offset);
  return read<HitRow>(ctx, sql, params);
}

async function countMatches(ctx: Ctx, tsquery: string, type: KnitType | null): Promise<number> {
  const { sql, params } = countStatement(visibleDocuments(ctx.viewer), tsquery, type);
  const [row] = await read<{ n: number }>(ctx, sql, params);
  return row.n;
}

/** The position a page starts at, from the cursor of the previous page's last result. */
function offsetAfter(after: string | null | undefined): number {
  if (!after) return 0;
  const [position, id] = decodeCursor(after);
  if (typeof position !== 'number' || !Number.isInteger(position) || position < 0 || position >= MAX_SEARCH_OFFSET || id < 1) {
    throw badInput('The cursor is not valid');
  }
  return position + 1;
}

function checkOptions(opts: SearchOptions): { type: KnitType | null; first: number; offset: number } {
  const first = opts.first ?? 20;
  if (!Number.isInteger(first) || first < 1 || first > MAX_PAGE) throw badInput(`first must be between 1 and ${MAX_PAGE}`);
  if (opts.type != null && !isKnitType(opts.type)) throw badInput('The item type must be yarn, pattern, detail or model');
  return { type: opts.type ?? null, first, offset: offsetAfter(opts.after) };
}

function toHighlights(row: HitRow): SearchHighlight[] {
  return HIGHLIGHTS.flatMap(([field], i) => {
    const text = row.highlights[i];
    return text ? [{ field, parts: highlightParts(text) }] : [];
  });
}

/** One page of the items matching `query` that the viewer may see (public ones, and their own private ones), best first. */
export async function search(ctx: Ctx, opts: SearchOptions): Promise<SearchPage> {
  const words = searchWords(opts.query);
  const { type, first, offset } = checkOptions(opts);
  const tsquery = combineForms(await wordForms(ctx, words));
  const rows = tsquery === '' ? [] : await hits(ctx, tsquery, type, first + 1, offset);
  const found = await ctx.loaders.itemById.loadMany(rows.slice(0, first).map((r) => r.id));
  const edges: SearchEdge[] = [];
  rows.slice(0, first).forEach((row, i) => {
    const node = found[i];
    // Re-checked: the item may have changed between the two statements.
    if (node instanceof Error || !node || !canSee(ctx.viewer, node)) return;
    edges.push({ cursor: encodeCursor(offset + i, row.id), node, rank: row.rank, highlights: toHighlights(row) });
  });
  // The page statement counted the matches it ranked; only a page past the last result needs its own count.
  const total = rows.length > 0 ? Promise.resolve(Math.min(rows[0].total, COUNT_CAP)) : undefined;
  let counted: Promise<number> | undefined;
  return {
    edges,
    nodes: edges.map((e) => e.node),
    pageInfo: {
      hasNextPage: rows.length > first,
      hasPreviousPage: offset > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
    get totalCount() { return (counted ??= total ?? (tsquery === '' || offset === 0 ? Promise.resolve(0) : countMatches(ctx, tsquery, type))); },
  };
}
