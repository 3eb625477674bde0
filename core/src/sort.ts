/** Sorting and filtering of item cards (docs/product.md §4.3): numeric-aware Russian title collation. */

/** The sort choices of the sort menu: No, A-Z, Z-A, Date down, Date up. */
export type SortKey = 'none' | 'az' | 'za' | 'dateDown' | 'dateUp';

/** The sort choices in menu order. */
export const SORT_KEYS: readonly SortKey[] = ['none', 'az', 'za', 'dateDown', 'dateUp'];

/** The filter choices of the filter menu: All, Yarn, Pattern, Detail, Model. */
export const FILTER_KEYS = ['all', 'yarn', 'pattern', 'detail', 'model'] as const;

/** One filter choice. */
export type FilterKey = (typeof FILTER_KEYS)[number];

/** The GraphQL sort enum values. */
export type ApiSort = 'NAME_ASC' | 'NAME_DESC' | 'OLDEST_FIRST' | 'NEWEST_FIRST';

/** True when `s` is a known sort key (e.g. a value read back from storage). */
export function isSortKey(s: unknown): s is SortKey {
  return typeof s === 'string' && (SORT_KEYS as readonly string[]).includes(s);
}

/** True when `s` is a known filter key (e.g. a value read back from storage). */
export function isFilterKey(s: unknown): s is FilterKey {
  return typeof s === 'string' && (FILTER_KEYS as readonly string[]).includes(s);
}

let collator: Intl.Collator | undefined;

/** Compares two titles: Russian collation, case-insensitive, numbers by value ('Yarn 2' < 'Yarn 10'). */
export function compareTitles(a: string, b: string): number {
  collator ??= new Intl.Collator('ru', { numeric: true, sensitivity: 'base' });
  return collator.compare(a, b);
}

function time(d: string | Date): number {
  const t = (d instanceof Date ? d : new Date(d)).getTime();
  // An unreadable date sorts as the oldest rather than breaking the comparison.
  return Number.isNaN(t) ? -Infinity : t;
}

function byDate(a: string | Date, b: string | Date): number {
  const ta = time(a), tb = time(b);
  return ta === tb ? 0 : ta < tb ? -1 : 1;
}

/** A new array sorted by `sort`: none = A-Z; dateDown = oldest first; dateUp = newest first. */
export function sortItems<T extends { title: string; lastUpdated: string | Date }>(
  items: readonly T[],
  sort: SortKey,
): T[] {
  const out = [...items];
  switch (sort) {
    case 'za':
      return out.sort((a, b) => compareTitles(b.title, a.title));
    case 'dateDown':
      return out.sort((a, b) => byDate(a.lastUpdated, b.lastUpdated) || compareTitles(a.title, b.title));
    case 'dateUp':
      return out.sort((a, b) => byDate(b.lastUpdated, a.lastUpdated) || compareTitles(a.title, b.title));
    default:
      return out.sort((a, b) => compareTitles(a.title, b.title));
  }
}

/** The items whose type is the lowercase of `filter`; 'all' keeps everything. */
export function filterItems<T extends { type: string }>(items: readonly T[], filter: string): T[] {
  const wanted = filter.toLowerCase();
  if (wanted === 'all') return [...items];
  return items.filter((item) => item.type.toLowerCase() === wanted);
}

/** The GraphQL sort enum value for a sort menu choice. */
export function sortToApi(sort: SortKey): ApiSort {
  switch (sort) {
    case 'za': return 'NAME_DESC';
    case 'dateDown': return 'OLDEST_FIRST';
    case 'dateUp': return 'NEWEST_FIRST';
    default: return 'NAME_ASC';
  }
}
