/**
 * Apollo's cache kept in IndexedDB, so reads offline show what was last seen (issue #26). Written a second after the
 * cache changes, in an idle moment, and read only when the browser is offline: an online visit never waits for it.
 * Restoring merges the kept data under what this tab already holds (the tab's own answers are newer). Written by
 * hand on idb-keyval: apollo3-cache-persist, the usual choice, supports Apollo Client 3 only (its peer dependency).
 */
import type { ApolloCache, ApolloLink, NormalizedCacheObject } from '@apollo/client';
import { clear, createStore, get, set, type UseStore } from 'idb-keyval';
import { loggedInUsername, onSessionChange } from '../auth/session';

/** Above this size (characters of JSON) the cache is not kept: writing it would stall a phone. */
const MAX_CHARS = 4_000_000;
const WRITE_DELAY_MS = 1000;

let db: UseStore | null = null;
const store = (): UseStore => (db ??= createStore('purlwise-cache', 'cache'));
// A visitor's cache (public items) and each knitter's own are kept apart.
const userKey = (): string => `cache:${loggedInUsername()?.toLowerCase() ?? ''}`;

type Extractable = ApolloCache & { extract: () => NormalizedCacheObject; restore: (data: NormalizedCacheObject) => unknown };

/** `now` over `kept`, field by field: an item seen whole before and only as a card now keeps its other fields. */
function merged(kept: NormalizedCacheObject, now: NormalizedCacheObject): NormalizedCacheObject {
  const out: NormalizedCacheObject = { ...kept };
  for (const [id, fields] of Object.entries(now)) out[id] = { ...(kept[id] ?? {}), ...(fields ?? {}) };
  return out;
}

/** The kept cache of this knitter (or visitor), or an empty one. */
async function readKept(): Promise<NormalizedCacheObject> {
  const kept = await get<string>(userKey(), store()).catch(() => undefined);
  try { return kept ? JSON.parse(kept) as NormalizedCacheObject : {}; } catch { return {}; }
}

/** Writes the cache now, over what was kept before: pages seen in earlier visits stay readable offline. */
async function save(cache: Extractable): Promise<void> {
  const json = JSON.stringify(merged(await readKept(), cache.extract() as NormalizedCacheObject));
  if (json.length > MAX_CHARS) {
    // Too much kept over many visits: keep this visit's only.
    const own = JSON.stringify(cache.extract());
    if (own.length <= MAX_CHARS) await set(userKey(), own, store());
    return;
  }
  await set(userKey(), json, store());
}

let started = false;

/** Keeps `cache` in IndexedDB from now on: a second after each change, when the browser is idle. */
export function persistCache(cache: ApolloCache): void {
  if (started) return;
  started = true;
  const c = cache as Extractable;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const schedule = () => {
    if (timer) return;
    timer = setTimeout(() => {
      timer = null;
      const run = () => { void save(c).catch((err: unknown) => console.warn('Cache not kept offline', err)); };
      if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 2000 }); else run();
    }, WRITE_DELAY_MS);
  };
  // Every way data enters or leaves the cache goes through one of these.
  for (const method of ['write', 'modify', 'evict', 'writeQuery', 'writeFragment'] as const) {
    const original = (c[method] as (...args: unknown[]) => unknown).bind(c);
    (c as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => { const out = original(...args); schedule(); return out; };
  }
  // A knitter who logs out leaves nothing of theirs behind on this browser.
  onSessionChange(() => {
    if (!loggedInUsername()) void clear(store()).catch(() => undefined);
  });
  schedule();
}

let restoring: Promise<void> | null = null;
// Another knitter's kept cache is another key: look again after a login or logout.
onSessionChange(() => { restoring = null; });

/** Adds the kept cache under what `cache` holds now (once per tab; again after a new session). */
export function restoreCache(cache: ApolloCache): Promise<void> {
  restoring ??= (async () => {
    const c = cache as Extractable;
    const kept = await readKept();
    if (Object.keys(kept).length > 0) c.restore(merged(kept, c.extract() as NormalizedCacheObject));
  })();
  return restoring;
}

/** The answer to a query from the (restored) cache, or null when it does not hold all of it. */
export async function answerFromCache(operation: ApolloLink.Operation): Promise<ApolloLink.Result | null> {
  const cache = operation.client.cache;
  await restoreCache(cache).catch(() => undefined);
  try {
    const data = cache.readQuery({ query: operation.query, variables: operation.variables });
    return data ? { data } : null;
  } catch {
    return null;
  }
}
