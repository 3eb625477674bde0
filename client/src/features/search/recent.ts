/** Recent searches, kept in this browser only (localStorage), newest first. */

/** localStorage key of the recent searches. */
export const RECENT_KEY = 'recentSearches';
/** How many recent searches are kept. */
export const RECENT_MAX = 8;

/** The list with `query` put first (trimmed; the same text in another case replaces the older one), at most RECENT_MAX long. */
export function withRecent(list: readonly string[], query: string): string[] {
  const text = query.trim();
  if (text === '') return [...list];
  return [text, ...list.filter((q) => q.toLowerCase() !== text.toLowerCase())].slice(0, RECENT_MAX);
}

/** The stored recent searches; anything unreadable counts as none. */
export function loadRecent(storage: Pick<Storage, 'getItem'> | null = safeStorage()): string[] {
  try {
    const value: unknown = JSON.parse(storage?.getItem(RECENT_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((q): q is string => typeof q === 'string' && q.trim() !== '').slice(0, RECENT_MAX) : [];
  } catch {
    return [];
  }
}

/** Stores `query` as the newest recent search and returns the new list (storage full or blocked: the list is not kept). */
export function rememberSearch(query: string, storage: Pick<Storage, 'getItem' | 'setItem'> | null = safeStorage()): string[] {
  const list = withRecent(loadRecent(storage), query);
  try { storage?.setItem(RECENT_KEY, JSON.stringify(list)); } catch { /* private mode or full: not kept */ }
  return list;
}

/** Forgets every recent search. */
export function clearRecent(storage: Pick<Storage, 'removeItem'> | null = safeStorage()): void {
  try { storage?.removeItem(RECENT_KEY); } catch { /* nothing kept anyway */ }
}

function safeStorage(): Storage | null {
  try { return typeof localStorage === 'undefined' ? null : localStorage; } catch { return null; }
}

/** The /search address of a query (and a type filter). */
export function searchPath(query: string, type?: string | null): string {
  const params = new URLSearchParams({ q: query.trim() });
  if (type) params.set('type', type);
  return `/search?${params.toString()}`;
}
