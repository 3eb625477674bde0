/**
 * Full-text search over items (search_document, kept by triggers: see Migration20261123165237_search). A page costs
 * a constant number of statements: the query's forms, the ranked and counted page with its highlights, the items (one
 * batch), and a count only for a page past the last result; owners and pictures come through the request's loaders.
 */
import { isKnitType } from '@purlwise/core';
import type { Ctx, Viewer } from '../../common/context';
import { KnitType } from '../../common/enums';
import { badInput } from '../../common/errors';
import { decodeCursor, encodeCursor, LazyPage, MAX_PAGE, pageWindow, type PageInfo, type PageRequest } from '../../common/pagination';
import { canSee, visibleItemsSql } from '../../common/policy';
import { publicRead } from '../../common/sql/public-read';
import type { KnitItem } from '../knit/knit.entity';
import { combineForms, highlightParts, searchWords, type WordForm } from './search.query';
import { COUNT_CAP, countStatement, formsStatement, HIGHLIGHTS, pageStatement, type Visible } from './search.sql';
import { withSynonyms } from './search.synonyms';
import type { SearchEdge, SearchHighlight } from './search.types';
import { itemById } from '../knit/knit.loaders';

/** Deepest position a page may start at: search pages by position, and nobody reads 10,000 results. */
export const MAX_SEARCH_OFFSET = 10_000;

/** What `search` answers. */
export interface SearchPage { edges: SearchEdge[]; nodes: KnitItem[]; pageInfo: PageInfo; readonly totalCount: Promise<number> }

/** The search arguments. */
export interface SearchOptions extends PageRequest { query: unknown; type?: KnitType | null }

/** The page size of a search when neither `first` nor `last` is given. */
export const SEARCH_DEFAULT_PAGE = 20;

/** The search_document rows (alias `d`, with the item's visibility and owner_id) the viewer may see: the one rule of policy.ts. */
function visibleDocuments(viewer: Viewer | null): Visible {
  return visibleItemsSql(viewer, 'd');
}

/** The English and French forms of each word and of its synonyms, widened in short queries over the viewer's words (see formsStatement). */
function wordForms(ctx: Ctx, words: string[]): Promise<WordForm[]> {
  const { sql, params } = withSynonyms(formsStatement(words, ctx.viewer?.id ?? null), words);
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

/** The position of a result from its cursor: results are paged by position in the ranking. */
function positionOf(cursor: string, max: number): number {
  const [position, id] = decodeCursor(cursor);
  if (typeof position !== 'number' || !Number.isInteger(position) || position < 0 || position > max || id < 1) {
    throw badInput('The cursor is not valid');
  }
  return position;
}

/**
 * Which positions of the ranking a page asks for: from `start` (inclusive) to `end` (exclusive; null: no bound).
 * Forward, the first `size` after `after` (and before `before`); backward, the last `size` before `before` (or the
 * end of the results, which needs their count: `last` without `before` is refused when that count is capped).
 */
interface Span { start: number; end: number | null; size: number; backward: boolean; bounded: boolean }

function checkOptions(opts: SearchOptions): { type: KnitType | null; span: Span } {
  const window = pageWindow(opts, SEARCH_DEFAULT_PAGE);
  if (opts.type != null && !isKnitType(opts.type)) throw badInput('The item type must be yarn, pattern, detail or model');
  const after = window.after ? positionOf(window.after, MAX_SEARCH_OFFSET - 1) + 1 : 0;
  const before = window.before ? positionOf(window.before, MAX_SEARCH_OFFSET + MAX_PAGE) : null;
  const span = { start: after, end: before, size: window.size, backward: window.backward, bounded: !!window.before };
  return { type: opts.type ?? null, span };
}

/**
 * The offset and limit of the ranked page statement for a span; backward without `before`, the end is the count of
 * the matches, which is exact only below COUNT_CAP: past it, "the last results" cannot be told, and are refused.
 */
async function bounds(ctx: Ctx, tsquery: string, type: KnitType | null, span: Span): Promise<{ offset: number; limit: number }> {
  if (!span.backward) {
    const room = span.end === null ? span.size + 1 : Math.max(0, Math.min(span.size + 1, span.end - span.start));
    return { offset: span.start, limit: room };
  }
  let end = span.end;
  if (end === null) {
    end = await countMatches(ctx, tsquery, type);
    if (end >= COUNT_CAP || end > MAX_SEARCH_OFFSET) {
      throw badInput(`This search has more than ${MAX_SEARCH_OFFSET} results, so its last ones cannot be told: page with \`first\`, or with \`last\` and \`before\``, { reason: 'lastUnbounded' });
    }
  }
  const offset = Math.max(span.start, end - span.size);
  return { offset, limit: Math.max(0, end - offset) };
}

function toHighlights(row: HitRow): SearchHighlight[] {
  return HIGHLIGHTS.flatMap(([field], i) => {
    const text = row.highlights[i];
    return text ? [{ field, parts: highlightParts(text) }] : [];
  });
}

/**
 * One page of the items matching `query` that the viewer may see (public ones, and their own private ones), best
 * first. Pages are positions in the ranking (rank, then id), so paging backward (`last`/`before`) lists the same
 * results in the same order as paging forward.
 */
export async function search(ctx: Ctx, opts: SearchOptions): Promise<SearchPage> {
  const words = searchWords(opts.query);
  const { type, span } = checkOptions(opts);
  const tsquery = combineForms(await wordForms(ctx, words));
  const { offset, limit } = tsquery === '' ? { offset: span.start, limit: 0 } : await bounds(ctx, tsquery, type, span);
  const rows = limit === 0 ? [] : await hits(ctx, tsquery, type, limit, offset);
  const shown = span.backward ? rows : rows.slice(0, span.size);
  const found = await itemById(ctx).loadMany(shown.map((r) => r.id));
  const edges: SearchEdge[] = [];
  shown.forEach((row, i) => {
    const node = found[i];
    // Re-checked: the item may have changed between the two statements.
    if (node instanceof Error || !node || !canSee(ctx.viewer, node)) return;
    edges.push({ cursor: encodeCursor(offset + i, row.id), node, rank: row.rank, highlights: toHighlights(row) });
  });
  // The page statement counted the matches it ranked; only a page past the last result needs its own count.
  const total = rows.length > 0 ? Promise.resolve(Math.min(rows[0].total, COUNT_CAP)) : undefined;
  return new LazyPage(edges.map((e) => e.node), {
    hasNextPage: span.backward ? span.bounded : rows.length > span.size,
    hasPreviousPage: span.backward ? offset > span.start : offset > 0,
    startCursor: edges[0]?.cursor ?? null,
    endCursor: edges.at(-1)?.cursor ?? null,
  }, () => edges, () => total ?? (tsquery === '' || offset === 0 ? Promise.resolve(0) : countMatches(ctx, tsquery, type)));
}
