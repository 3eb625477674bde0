/** The header search text, shared with the pages it filters (feed, account). */
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

interface SearchState {
  /** What is typed in the search box. */
  text: string;
  setText: (text: string) => void;
  /** The trimmed text, settled for a moment: what the lists send as `search` (undefined when empty). */
  query: string | undefined;
}

const SearchContext = createContext<SearchState>({ text: '', setText: () => {}, query: undefined });

/** How long typing must pause before the lists are asked again (ms). */
export const SEARCH_DEBOUNCE_MS = 300;

/** Provides useSearch(). */
export function SearchProvider({ children }: { children: ReactNode }) {
  const [text, setText] = useState('');
  const [query, setQuery] = useState<string | undefined>(undefined);
  useEffect(() => {
    const id = setTimeout(() => setQuery(text.trim() === '' ? undefined : text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(id);
  }, [text]);
  const value = useMemo(() => ({ text, setText, query }), [text, query]);
  return <SearchContext.Provider value={value}>{children}</SearchContext.Provider>;
}

/** The shared search state. */
export function useSearch(): SearchState {
  return useContext(SearchContext);
}
