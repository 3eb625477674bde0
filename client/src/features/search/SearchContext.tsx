/** The header search text, shared with the pages it filters (feed, account) and the results page; the recent searches. */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { clearRecent, loadRecent, rememberSearch } from './recent';

interface SearchState {
  /** What is typed in the search box. */
  text: string;
  setText: (text: string) => void;
  /** The trimmed text, settled for a moment: what the lists send as `search` (undefined when empty). */
  query: string | undefined;
  /** This browser's recent searches, newest first. */
  recent: readonly string[];
  /** Records a search made (the results page does, for each query it shows). */
  remember: (query: string) => void;
  /** Forgets the recent searches. */
  forget: () => void;
}

const SearchContext = createContext<SearchState>({ text: '', setText: () => {}, query: undefined, recent: [], remember: () => {}, forget: () => {} });

/** How long typing must pause before the lists are asked again (ms). */
export const SEARCH_DEBOUNCE_MS = 300;

/** Provides useSearch(). */
export function SearchProvider({ children }: { children: ReactNode }) {
  const [text, setText] = useState('');
  const [query, setQuery] = useState<string | undefined>(undefined);
  const [recent, setRecent] = useState<readonly string[]>(() => loadRecent());
  useEffect(() => {
    const id = setTimeout(() => setQuery(text.trim() === '' ? undefined : text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(id);
  }, [text]);
  const remember = useCallback((q: string) => setRecent(rememberSearch(q)), []);
  const forget = useCallback(() => { clearRecent(); setRecent([]); }, []);
  const value = useMemo(() => ({ text, setText, query, recent, remember, forget }), [text, query, recent, remember, forget]);
  return <SearchContext.Provider value={value}>{children}</SearchContext.Provider>;
}

/** The shared search state. */
export function useSearch(): SearchState {
  return useContext(SearchContext);
}
