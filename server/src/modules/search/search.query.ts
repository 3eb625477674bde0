/** The search text: validated, split into words, and turned into a PostgreSQL tsquery (English | French stems, typo widening). */
import { checkChars } from '../knit/knit.service';
import { badInput, tooLong } from '../../common/errors';

/** Longest search text, in characters. */
export const SEARCH_MAX_LENGTH = 200;
/** Most words a search may have. */
export const SEARCH_MAX_WORDS = 10;
/** Queries of at most this many words are "short": an unknown word of theirs is widened to similar known words. */
export const TYPO_MAX_WORDS = 3;
/** Words shorter than this are never widened (a trigram match of two letters means nothing). */
export const TYPO_MIN_LENGTH = 4;

const CONTROL = /\p{Cc}/u;
const WORD = /[\p{L}\p{M}\p{N}]+/gu;

/** Checks the search text (BAD_USER_INPUT with a reason) and returns its words, lowercased, without repeats. */
export function searchWords(query: unknown): string[] {
  if (typeof query !== 'string') throw badInput('The search must be text', { reason: 'searchEmpty' });
  const text = query.trim();
  if (text === '') throw badInput('Type something to search for', { reason: 'searchEmpty' });
  if ([...text].length > SEARCH_MAX_LENGTH) throw tooLong('query', 'Search', SEARCH_MAX_LENGTH);
  if (checkChars('Search', text) || CONTROL.test(text)) {
    throw badInput('Search contains a character that is not allowed', { reason: 'badCharacter', values: { field: 'query' } });
  }
  const words = [...new Set(text.normalize('NFC').toLowerCase().match(WORD) ?? [])];
  if (words.length === 0) throw badInput('The search has no word to look for', { reason: 'searchNoWords' });
  if (words.length > SEARCH_MAX_WORDS) {
    throw badInput(`A search has at most ${SEARCH_MAX_WORDS} words`, { reason: 'searchTooManyWords', values: { max: SEARCH_MAX_WORDS } });
  }
  return words;
}

/** One way to read a query word: its English and French tsquery texts (as PostgreSQL printed them). */
export interface WordForm { i: number; en: string; fr: string }

/**
 * The tsquery text of the search: each word matches by any of its forms (its own English or French stem, or
 * those of the similar words it was widened to), and every word must match. Empty when all words are stop words.
 * The parts come from PostgreSQL's own tsquery output, so they are quoted and safe to combine.
 */
export function combineForms(forms: WordForm[]): string {
  const byWord = new Map<number, Set<string>>();
  for (const f of forms) {
    const set = byWord.get(f.i) ?? new Set<string>();
    for (const part of [f.en, f.fr]) if (part !== '') set.add(`(${part})`);
    byWord.set(f.i, set);
  }
  return [...byWord.keys()].sort((a, b) => a - b)
    .map((i) => [...byWord.get(i)!])
    .filter((parts) => parts.length > 0)
    .map((parts) => (parts.length === 1 ? parts[0] : `(${parts.join(' | ')})`))
    .join(' & ');
}

/** Splits a highlighted text (matches between U+E000 and U+E001) into parts. */
export function highlightParts(text: string): Array<{ text: string; match: boolean }> {
  const parts: Array<{ text: string; match: boolean }> = [];
  for (const [i, piece] of text.split(/[\uE000\uE001]/).entries()) {
    if (piece !== '') parts.push({ text: piece, match: i % 2 === 1 });
  }
  return parts;
}
