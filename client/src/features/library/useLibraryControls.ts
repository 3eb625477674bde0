/** What a library page's toolbar controls, as one object: the page reads its list with it and the toolbar changes it. */
import { useSearch } from '../search/SearchContext';
import { useCardWidth } from './useCardWidth';
import { useLibraryPreferences } from './useLibraryPreferences';

/** The remembered filter, sort and zoom (docs/product.md §2.4, §4.5) and the header's search. */
export function useLibraryControls() {
  const preferences = useLibraryPreferences();
  const zoom = useCardWidth();
  const { query: search } = useSearch();
  return { ...preferences, zoom, search };
}

/** What useLibraryControls gives a page. */
export type LibraryControls = ReturnType<typeof useLibraryControls>;
