/** The remembered filter and sort as React state. */
import { useCallback, useState } from 'react';
import type { FilterKey, SortKey } from '@purlwise/core';
import { localStore as store } from '../../lib/storage';
import { FILTER_STORAGE_KEY, SORT_STORAGE_KEY, readFilter, readSort, writePreference } from './preferences';

/** Filter and sort choices, persisted on change. */
export function useLibraryPreferences() {
  const [filter, setFilterState] = useState<FilterKey>(() => readFilter(store()));
  const [sort, setSortState] = useState<SortKey>(() => readSort(store()));
  const setFilter = useCallback((f: FilterKey) => { setFilterState(f); writePreference(store(), FILTER_STORAGE_KEY, f); }, []);
  const setSort = useCallback((s: SortKey) => { setSortState(s); writePreference(store(), SORT_STORAGE_KEY, s); }, []);
  return { filter, sort, setFilter, setSort };
}
