/** The filter and sort choices, remembered in localStorage and shared by the account and feed pages (docs/product.md §4.3). */
import { isFilterKey, isSortKey, type FilterKey, type SortKey } from '@purlwise/core';
import type { KnitType } from '../../gql/graphql';
import type { KeyValueStore as FullStore } from '../../lib/storage';

/** localStorage key of the filter choice ('all', 'yarn', ...). */
export const FILTER_STORAGE_KEY = 'filterPreference';
/** localStorage key of the sort choice ('none', 'az', ...). */
export const SORT_STORAGE_KEY = 'sortPreference';

/** localStorage key of the card width chosen by zoom (px). */
export const CARD_WIDTH_STORAGE_KEY = 'cardWidthPreference';

/** The part of Storage used here. */
export type KeyValueStore = Pick<FullStore, 'getItem' | 'setItem'>;

function safeGet(store: KeyValueStore | undefined, key: string): string | null {
  try { return store?.getItem(key) ?? null; } catch { return null; }
}

/** The remembered filter, 'all' when none or unreadable. */
export function readFilter(store: KeyValueStore | undefined): FilterKey {
  const v = safeGet(store, FILTER_STORAGE_KEY);
  return isFilterKey(v) ? v : 'all';
}

/** The remembered sort, 'none' when none or unreadable. */
export function readSort(store: KeyValueStore | undefined): SortKey {
  const v = safeGet(store, SORT_STORAGE_KEY);
  return isSortKey(v) ? v : 'none';
}

/** The remembered card width in px, or null when none or unreadable (core's restoreCardWidth checks it). */
export function readCardWidth(store: KeyValueStore | undefined): number | null {
  const v = safeGet(store, CARD_WIDTH_STORAGE_KEY);
  return v !== null && /^\d+$/.test(v) ? Number(v) : null;
}

/** Remembers a choice; storage failures (private mode, quota) only lose the memory. */
export function writePreference(store: KeyValueStore | undefined, key: string, value: string): void {
  try { store?.setItem(key, value); } catch { /* not remembered */ }
}

/** The GraphQL KnitType for a filter choice (the uppercase of it), or undefined for 'all'. */
export function filterToApi(filter: FilterKey): KnitType | undefined {
  return filter === 'all' ? undefined : (filter.toUpperCase() as KnitType);
}
