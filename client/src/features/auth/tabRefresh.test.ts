/**
 * Tabs refreshing at once (tabRefresh.ts): under a Web Lock only one tab calls the server and the others take its
 * token; each new token is announced on a BroadcastChannel. The tabs here are refreshers in one process, with a lock
 * manager that behaves like navigator.locks (one holder per name, the others queued) and Node's BroadcastChannel,
 * which delivers between instances of one process as a browser does between tabs.
 */
import { createTabRefresher, SESSION_CHANNEL, type LockManagerLike, type TabRefreshDeps } from './tabRefresh';

/** navigator.locks for one name at a time: callbacks run one after another, in the order they asked. */
function fakeLocks(): LockManagerLike & { waiting: number } {
  const tails = new Map<string, Promise<unknown>>();
  const manager = {
    waiting: 0,
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      const previous = tails.get(name) ?? Promise.resolve();
      manager.waiting += 1;
      const run = previous.then(() => { manager.waiting -= 1; return callback(); });
      tails.set(name, run.catch(() => undefined));
      return run;
    },
  };
  return manager;
}

/** A promise resolved from outside. */
function deferred<T>(): { promise: Promise<T>; resolve: (v: T) => void } {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => { resolve = r; });
  return { promise, resolve };
}

const fresh = (n: number) => `token-${n}`;
const channels: BroadcastChannel[] = [];
afterEach(() => { for (const c of channels.splice(0)) c.close(); });

/** One tab over `store` (shared by tabs of one browser, like localStorage), calling `server` to refresh. */
function tab(store: { token: string | null }, server: () => Promise<string | null>, extra: Partial<TabRefreshDeps> = {}) {
  const channel = new BroadcastChannel(SESSION_CHANNEL);
  channels.push(channel);
  return createTabRefresher({
    call: server, read: () => store.token, write: (t) => { store.token = t; }, isStale: (t) => t === null || t === 'expired',
    channel, ...extra,
  });
}

test('two tabs refreshing at once call the server once, and both get its token', async () => {
  const store = { token: 'expired' as string | null };
  const locks = fakeLocks();
  const answer = deferred<string>();
  const started = deferred<void>();
  let calls = 0;
  const server = () => { calls += 1; started.resolve(); return calls === 1 ? answer.promise : Promise.resolve(fresh(calls)); };
  const [a, b] = [tab(store, server, { locks }), tab(store, server, { locks })];
  const first = a.refresh();
  const second = b.refresh();
  // Tab b waits for the lock while tab a's refresh is on the wire.
  await started.promise;
  expect([calls, locks.waiting]).toEqual([1, 1]);
  answer.resolve(fresh(1));
  expect(await Promise.all([first, second])).toEqual([fresh(1), fresh(1)]);
  expect(calls).toBe(1);
  expect(store.token).toBe(fresh(1));
});

test('callers in one tab share one refresh', async () => {
  const store = { token: 'expired' as string | null };
  let calls = 0;
  const one = tab(store, async () => fresh(++calls), { locks: fakeLocks() });
  expect(await Promise.all([one.refresh(), one.refresh(), one.refresh()])).toEqual([fresh(1), fresh(1), fresh(1)]);
  expect(calls).toBe(1);
});

test('a tab whose waited-for token is stale refreshes itself', async () => {
  const store = { token: 'expired' as string | null };
  const locks = fakeLocks();
  let calls = 0;
  const server = async () => { calls += 1; return calls === 1 ? null : fresh(calls); };
  const [a, b] = [tab(store, server, { locks }), tab(store, server, { locks })];
  // Tab a's refresh fails (say, offline): tab b does not take that for an answer and asks the server itself.
  expect(await Promise.all([a.refresh(), b.refresh()])).toEqual([null, fresh(2)]);
  expect(calls).toBe(2);
});

test('a new token is announced to the other tabs on the BroadcastChannel', async () => {
  const mine = { token: 'expired' as string | null };
  const theirs = { token: 'old' as string | null };
  const written = deferred<string>();
  tab(theirs, async () => null, { write: (t) => { theirs.token = t; written.resolve(t); } });
  const a = tab(mine, async () => fresh(7), { locks: fakeLocks() });
  expect(await a.refresh()).toBe(fresh(7));
  expect(await written.promise).toBe(fresh(7));
  expect(theirs.token).toBe(fresh(7));
});

test('without Web Locks a tab still refreshes, once for all its callers', async () => {
  const store = { token: 'expired' as string | null };
  let calls = 0;
  const one = tab(store, async () => fresh(++calls), { locks: null });
  expect(await Promise.all([one.refresh(), one.refresh()])).toEqual([fresh(1), fresh(1)]);
  expect(await one.refresh()).toBe(fresh(2));
});
