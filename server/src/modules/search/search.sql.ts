/**
 * The statements of a search page, as text with `?` placeholders and their values: the service runs them, and the
 * search bench (bench/search.js) times exactly these.
 */
import { KnitType } from '../../common/enums';
import { TYPO_MAX_WORDS, TYPO_MIN_LENGTH } from './search.query';
import { SearchField } from './search.types';

/** A statement and its values. */
export interface Statement { sql: string; params: unknown[] }
/** A visibility condition over search_document (alias `d`). */
export type Visible = Statement;

/** The word-list scope of public documents; a user's private documents are counted under their id (search_word). */
export const PUBLIC_WORDS = 0;

/**
 * The English and French forms of each word (rows i, en, fr); in a short query, a word the viewer's word list lacks
 * (a typo) also brings the forms of up to three words of that list most similar to it (pg_trgm). The viewer's list
 * is the words of public documents, plus their own private documents' for a knitter (`viewerId`), never anyone
 * else's: what others keep private, or deleted, can neither be told apart from a typo nor be offered as a correction
 * (Migration20261126170000_search_words keeps the counts). Usernames are not in search_word (an account's deletion
 * must leave no trace of its name), so a username is known by app_user.
 */
export function formsStatement(words: string[], viewerId: number | null = null): Statement {
  const widen = words.length <= TYPO_MAX_WORDS ? words : [];
  const scopes = viewerId ? [PUBLIC_WORDS, viewerId] : [PUBLIC_WORDS];
  return {
    sql: `select t.i::int as i, plainto_tsquery('purlwise_en', t.w)::text as en, plainto_tsquery('purlwise_fr', t.w)::text as fr
        from unnest(?::text[]) with ordinality t(w, i)
      union all
      select t.i::int, plainto_tsquery('purlwise_en', s.word)::text, plainto_tsquery('purlwise_fr', s.word)::text
        from unnest(?::text[]) with ordinality t(w, i)
        cross join (select ?::int[] as scopes) v
        cross join lateral (select lower(unaccent(t.w)) as plain) p
        cross join lateral (select sw.word from search_word sw where sw.scope = any(v.scopes) and sw.word % p.plain
          group by sw.word order by max(similarity(sw.word, p.plain)) desc, sw.word limit 3) s
        where char_length(t.w) >= ? and not exists (select 1 from search_word sw where sw.scope = any(v.scopes) and sw.word = p.plain)
          and not exists (select 1 from app_user where lower(username) = p.plain)`,
    params: [words, widen, scopes, TYPO_MIN_LENGTH],
  };
}

const MARKS = `'StartSel=' || chr(57344) || ', StopSel=' || chr(57345)`;
const WHOLE = `${MARKS} || ', HighlightAll=true'`;
const FRAGMENTS = `${MARKS} || ', MaxFragments=2, MaxWords=16, MinWords=5, FragmentDelimiter=" … "'`;

/** The highlighted columns of a result row, in the order they are shown. */
export const HIGHLIGHTS: Array<[SearchField, string, string]> = [
  [SearchField.NAME, 'k.name', WHOLE],
  [SearchField.PRODUCER, 'k.producer', WHOLE],
  [SearchField.CONTENT, 'k.content', WHOLE],
  [SearchField.MADE_IN, 'k.made_in', WHOLE],
  [SearchField.TAGS, `array_to_string(k.tags, ', ')`, WHOLE],
  [SearchField.COLOURS, 'c.descriptions', WHOLE],
  [SearchField.OWNER, 'u.username', WHOLE],
  [SearchField.NOTES, 'k.notes', FRAGMENTS],
];

/** The first matches by name that join the ranking when a word is in COUNT_CAP items or more. */
export const RANKED_NAME_MATCHES = 1000;
/** Matches ranked and counted at most: totalCount is exact up to COUNT_CAP - 1; COUNT_CAP means "at least that many". */
export const COUNT_CAP = 10_001;

/** The tsquery restricted to name matches (weight A): each lexeme of PostgreSQL's tsquery text gets `:A`. */
export function nameOnly(tsquery: string): string {
  return tsquery.replace(/'(?:[^']|'')*'/g, (lexeme) => `${lexeme}:A`);
}

/**
 * The ranked page, counted on the way: ids, ranks and highlighted fields of `limit` visible matches after `offset`,
 * and `total`, how many visible items match (exact below COUNT_CAP). Ranking every match of a common word (100,000
 * items say "wool") would cost more than a page may, so ts_rank orders a bounded set: the first COUNT_CAP visible
 * matches (one GIN bitmap scan, ranked and counted together) and, only when a word is that common, the first
 * RANKED_NAME_MATCHES matches by name, so an item named after the word is not lost among thousands that merely
 * mention it. The tsquery is a parameter of each scan (not read from the CTE `q`) so that PostgreSQL plans with its
 * value and picks the index that fits the visibility rule (bench/RESULTS.md). A name match already among the first
 * matches has the same rank there, so it is left out of the second set rather than merged by a grouping, and the total
 * is the first set's count: the second set is read only when the first is full, and the total is then capped anyway.
 */
export function pageStatement(visible: Visible, tsquery: string, type: KnitType | null, limit: number, offset: number): Statement {
  const where = `${visible.sql} ${type ? 'and d.type = ?' : ''}`;
  const filter = [...visible.params, ...(type ? [type] : [])];
  const cap = Math.max(COUNT_CAP, offset + limit);
  return {
    sql: `with q as (select ?::tsquery as q),
      matches as (
        select d.item_id, ts_rank(d.document, q.q) as rank from search_document d, q where d.document @@ ?::tsquery and ${where} limit ?),
      named as (
        select d.item_id, ts_rank(d.document, q.q) as rank from search_document d, q
        where (select count(*) from matches) >= ? and d.document @@ ?::tsquery and ${where} limit ?),
      hits as (
        select c.item_id, c.rank
        from (select * from matches union all select * from named n where n.item_id not in (select item_id from matches)) c
        order by c.rank desc, c.item_id desc limit ? offset ?)
      select h.item_id as id, h.rank, (select count(*) from matches)::int as total,
        array[${HIGHLIGHTS.map(([, column, options]) => `search_headline(${column}, q.q, ${options})`).join(', ')}] as highlights
      from hits h cross join q join knit_item k on k.id = h.item_id join app_user u on u.id = k.owner_id
      left join lateral (select string_agg(concat_ws(' ', co.text_description, co.code_description), ' · ' order by co.id) as descriptions
        from colour co where co.item_id = k.id) c on true
      order by h.rank desc, h.item_id desc`,
    params: [tsquery, tsquery, ...filter, cap, cap, nameOnly(tsquery), ...filter, RANKED_NAME_MATCHES, limit, offset],
  };
}

/** How many visible items match, up to COUNT_CAP: for a page past the last result, which has no row to carry the total. */
export function countStatement(visible: Visible, tsquery: string, type: KnitType | null): Statement {
  return {
    sql: `select count(*)::int as n from (select 1 from search_document d where d.document @@ ?::tsquery and ${visible.sql} ${type ? 'and d.type = ?' : ''} limit ?) m`,
    params: [tsquery, ...visible.params, ...(type ? [type] : []), COUNT_CAP],
  };
}
