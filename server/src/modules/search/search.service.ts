/**
 * Full-text search over items (search_document, kept by triggers: see Migration20261123165237_search). A page costs
 * a constant number of statements: the query's forms, the ranked page with its highlights, the items (one batch),
 * and the count only when asked for; owners and pictures come through the request's loaders.
 */
import { isKnitType } from '@purlwise/core';
import type { Ctx, Viewer } from '../../common/context';
import { KnitType } from '../../common/enums';
import { badInput } from '../../common/errors';
import { decodeCursor, encodeCursor, MAX_PAGE, type PageInfo } from '../../common/pagination';
import { canSee } from '../../common/policy';
import { fastQuery } from '../../db/fast-query';
import type { KnitItem } from '../knit/knit.entity';
import { combineForms, highlightParts, searchWords, TYPO_MAX_WORDS, TYPO_MIN_LENGTH, type WordForm } from './search.query';
import { SearchField, type SearchEdge, type SearchHighlight } from './search.types';

/** Deepest position a page may start at: search pages by position, and nobody reads 10,000 results. */
export const MAX_SEARCH_OFFSET = 10_000;

/** What `search` answers. */
export interface SearchPage { edges: SearchEdge[]; nodes: KnitItem[]; pageInfo: PageInfo; readonly totalCount: Promise<number> }

/** The search arguments. */
export interface SearchOptions { query: unknown; type?: KnitType | null; first?: number | null; after?: string | null }

/** The search_document rows (alias `d`) the viewer may see: public ones, and their own. */
function visibleDocuments(viewer: Viewer | null): { sql: string; params: unknown[] } {
  return viewer ? { sql: `(d.visibility = 'public' or d.owner_id = ?)`, params: [viewer.id] } : { sql: `d.visibility = 'public'`, params: [] };
}

/**
 * The English and French forms of each word; in a short query, a word no document has (a typo) also brings the
 * forms of up to three known words most similar to it (pg_trgm).
 */
async function wordForms(ctx: Ctx, words: string[]): Promise<WordForm[]> {
  const widen = words.length <= TYPO_MAX_WORDS ? words : [];
  return fastQuery<WordForm>(ctx.em, `
    select t.i::int as i, plainto_tsquery('purlwise_en', t.w)::text as en, plainto_tsquery('purlwise_fr', t.w)::text as fr
      from unnest(?::text[]) with ordinality t(w, i)
    union all
    select t.i::int, plainto_tsquery('purlwise_en', s.word)::text, plainto_tsquery('purlwise_fr', s.word)::text
      from unnest(?::text[]) with ordinality t(w, i)
      cross join lateral (select lower(unaccent(t.w)) as plain) p
      cross join lateral (select word from search_word where word % p.plain order by similarity(word, p.plain) desc, word limit 3) s
      where char_length(t.w) >= ? and not exists (select 1 from search_word where word = p.plain)`,
  [words, widen.length ? words.map((w) => (widen.includes(w) ? w : '')) : [], TYPO_MIN_LENGTH]);
}

const MARKS = `'StartSel=' || chr(57344) || ', StopSel=' || chr(57345)`;
const WHOLE = `${MARKS} || ', HighlightAll=true'`;
const FRAGMENTS = `${MARKS} || ', MaxFragments=2, MaxWords=16, MinWords=5, FragmentDelimiter=" … "'`;

/** The highlighted columns of a result row, in the order they are shown. */
const HIGHLIGHTS: Array<[SearchField, string, string]> = [
  [SearchField.NAME, 'k.name', WHOLE],
  [SearchField.PRODUCER, 'k.producer', WHOLE],
  [SearchField.CONTENT, 'k.content', WHOLE],
  [SearchField.MADE_IN, 'k.made_in', WHOLE],
  [SearchField.TAGS, `array_to_string(k.tags, ', ')`, WHOLE],
  [SearchField.COLOURS, 'c.descriptions', WHOLE],
  [SearchField.OWNER, 'u.username', WHOLE],
  [SearchField.NOTES, 'k.notes', FRAGMENTS],
];

interface HitRow { id: number; rank: number; highlights: Array<string | null> }

/** The ranked page: ids, ranks and highlighted fields of `limit` visible matches after `offset`. */
function hits(ctx: Ctx, tsquery: string, type: KnitType | null, limit: number, offset: number): Promise<HitRow[]> {
  const visible = visibleDocuments(ctx.viewer);
  const typeFilter = type ? 'and d.type = ?' : '';
  return fastQuery<HitRow>(ctx.em, `
    with q as (select ?::tsquery as q),
    hits as (
      select d.item_id, ts_rank(d.document, q.q) as rank from search_document d, q
      where d.document @@ q.q and ${visible.sql} ${typeFilter}
      order by rank desc, d.item_id desc limit ? offset ?)
    select h.item_id as id, h.rank,
      array[${HIGHLIGHTS.map(([, column, options]) => `search_headline(${column}, q.q, ${options})`).join(', ')}] as highlights
    from hits h cross join q join knit_item k on k.id = h.item_id join app_user u on u.id = k.owner_id
    left join lateral (select string_agg(concat_ws(' ', co.text_description, co.code_description), ' · ' order by co.id) as descriptions
      from colour co where co.item_id = k.id) c on true
    order by h.rank desc, h.item_id desc`,
  [tsquery, ...visible.params, ...(type ? [type] : []), limit, offset]);
}

async function countMatches(ctx: Ctx, tsquery: string, type: KnitType | null): Promise<number> {
  const visible = visibleDocuments(ctx.viewer);
  const [row] = await fastQuery<{ n: number }>(ctx.em,
    `select count(*)::int as n from search_document d where d.document @@ ?::tsquery and ${visible.sql} ${type ? 'and d.type = ?' : ''}`,
    [tsquery, ...visible.params, ...(type ? [type] : [])]);
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
    get totalCount() { return (counted ??= tsquery === '' ? Promise.resolve(0) : countMatches(ctx, tsquery, type)); },
  };
}
