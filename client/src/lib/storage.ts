/** The browser's localStorage as the client uses it: optional, because a browser may disable it. */

/** The part of Storage the client uses (window.localStorage in the app, a Map-backed fake in tests). */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** window.localStorage, or undefined when the browser refuses access (storage disabled). */
export function localStore(): Storage | undefined {
  try { return window.localStorage; } catch { return undefined; }
}

/** window.sessionStorage (this tab only, kept across reloads), or undefined when the browser refuses access. */
export function sessionStore(): Storage | undefined {
  try { return window.sessionStorage; } catch { return undefined; }
}
