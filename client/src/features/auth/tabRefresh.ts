/**
 * One refresh at a time across the tabs of this browser. The refresh cookie rotates on every refresh, so two tabs
 * refreshing with the same cookie used to log the knitter out; the server now forgives it for a few seconds, and
 * the tabs avoid it: the refresh runs under a Web Lock (`navigator.locks`), a tab that waited for the lock takes
 * the token the other tab just got instead of refreshing again, and each new token is announced on a
 * BroadcastChannel so every open tab uses it at once.
 */

/** The Web Locks name every tab of this origin refreshes under. */
export const REFRESH_LOCK = 'purlwise-refresh';
/** The BroadcastChannel name on which tabs announce new access tokens. */
export const SESSION_CHANNEL = 'purlwise-session';

/** What a tab announces to the others. */
export interface SessionMessage { type: 'token'; token: string }

/** The part of the Web Locks API used here (`navigator.locks`). */
export interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/** The part of BroadcastChannel used here. */
export interface ChannelLike {
  postMessage(message: SessionMessage): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
}

/** What a refresher needs from its tab: the network call, the token store, and the browser's shared APIs. */
export interface TabRefreshDeps {
  /** Calls the server's refresh; the new access token, or null (logged out or failed). */
  call(): Promise<string | null>;
  /** The access token this tab holds now (shared by every tab through localStorage). */
  read(): string | null;
  /** Stores an access token (a new one of this tab, or one another tab announced). */
  write(token: string): void;
  /** True when a token must be refreshed before use (expired or about to). */
  isStale(token: string | null): boolean;
  /** `navigator.locks` when the browser has it. */
  locks?: LockManagerLike | null;
  /** A BroadcastChannel on SESSION_CHANNEL when the browser has one. */
  channel?: ChannelLike | null;
}

/** A tab's refresh: `refresh()` shares one call between this tab's callers and waits for other tabs' refreshes. */
export interface TabRefresher { refresh(): Promise<string | null> }

/** True when `data` is a token announcement. */
function isTokenMessage(data: unknown): data is SessionMessage {
  const m = data as Partial<SessionMessage> | null;
  return !!m && m.type === 'token' && typeof m.token === 'string' && m.token !== '';
}

/** Builds the refresher of one tab over `deps`; it starts listening to the other tabs' announcements at once. */
export function createTabRefresher(deps: TabRefreshDeps): TabRefresher {
  deps.channel?.addEventListener('message', (event) => {
    if (isTokenMessage(event.data) && event.data.token !== deps.read()) deps.write(event.data.token);
  });
  let inFlight: Promise<string | null> | null = null;

  const underLock = async (before: string | null): Promise<string | null> => {
    // Another tab refreshed while this one waited for the lock: its token is this tab's too (the cookie it was
    // refreshed with has already rotated, so refreshing again would only spend the server's grace).
    const now = deps.read();
    if (now && now !== before && !deps.isStale(now)) return now;
    const token = await deps.call();
    if (token) {
      deps.write(token);
      deps.channel?.postMessage({ type: 'token', token });
    }
    return token;
  };

  const once = (): Promise<string | null> => {
    const before = deps.read();
    return deps.locks ? deps.locks.request(REFRESH_LOCK, () => underLock(before)) : underLock(before);
  };

  return {
    refresh() {
      inFlight ??= once().finally(() => { inFlight = null; });
      return inFlight;
    },
  };
}

/** `navigator.locks` when this browser has the Web Locks API (secure contexts), else null. */
export function browserLocks(): LockManagerLike | null {
  const locks = typeof navigator !== 'undefined' ? (navigator as { locks?: LockManagerLike }).locks : undefined;
  return locks && typeof locks.request === 'function' ? locks : null;
}

/** A BroadcastChannel on SESSION_CHANNEL when this browser has one, else null. */
export function browserChannel(): ChannelLike | null {
  return typeof BroadcastChannel === 'function' ? new BroadcastChannel(SESSION_CHANNEL) : null;
}
