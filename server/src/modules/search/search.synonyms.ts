/**
 * Both-language synonyms in search: each query word also matches by the English and French forms of its synonyms
 * (core's SYNONYMS: "laine" finds "wool", "socks" finds "chaussettes"). Synonyms are known words, so they are never
 * widened as typos; they join the forms statement, so a search still costs the same number of statements.
 */
import { synonymsOf } from '@purlwise/core';
import type { Statement } from './search.sql';

/** The (word index, synonym) pairs of a query's words; indexes count from 1, as the forms statement's do. */
export function synonymPairs(words: string[]): { indexes: number[]; synonyms: string[] } {
  const indexes: number[] = [];
  const synonyms: string[] = [];
  words.forEach((word, i) => {
    for (const synonym of synonymsOf(word)) { indexes.push(i + 1); synonyms.push(synonym); }
  });
  return { indexes, synonyms };
}

/** The forms statement (rows i, en, fr) with one more row per synonym of a word: that synonym's English and French forms. */
export function withSynonyms(forms: Statement, words: string[]): Statement {
  const { indexes, synonyms } = synonymPairs(words);
  if (synonyms.length === 0) return forms;
  return {
    sql: `select f.i, f.en, f.fr from (${forms.sql}) f
      union all
      select s.i::int, plainto_tsquery('purlwise_en', s.w)::text, plainto_tsquery('purlwise_fr', s.w)::text
        from unnest(?::int[], ?::text[]) s(i, w)`,
    params: [...forms.params, indexes, synonyms],
  };
}
