/**
 * The queue of saves made offline (issue #26), in IndexedDB (idb-keyval) so a reload or a closed tab keeps them,
 * replayed in order once the connection returns. A save the server refuses on replay (the item was deleted, a
 * conflict, a rule) is kept as a refusal and shown until dismissed, never dropped. Loaded on demand (offlineLink.ts,
 * OfflineStatus.tsx): the feed's first load does not need it.
 */
import type { ApolloClient, DocumentNode, OperationVariables } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { createStore, get, update, type UseStore } from 'idb-keyval';
import { loggedInUsername } from '../auth/session';
import { clearDraft } from '../drafts/draftStore';
import type { OfflineWrite } from './offlineWrite';
import { emitReplayed, isOffline, setOfflineStatus, type Refusal } from './status';

/** One queued save: the mutation as sent, and what the offline link was told about it. */
interface QueuedWrite extends OfflineWrite {
  id: number;
  query: DocumentNode;
  variables: OperationVariables;
}

/** A knitter's queue and refusals. */
interface UserQueue {
  next: number;
  writes: QueuedWrite[];
  refused: Refusal[];
}

let db: UseStore | null = null;
const store = (): UseStore => (db ??= createStore('purlwise-queue', 'queue'));

// Per user: a queued save goes out with the token of the knitter who made it, never with another's.
const userKey = (): string | null => loggedInUsername()?.toLowerCase() ?? null;
const empty = (): UserQueue => ({ next: 1, writes: [], refused: [] });

async function read(user: string): Promise<UserQueue> {
  return (await get<UserQueue>(user, store())) ?? empty();
}

async function change(user: string, edit: (q: UserQueue) => UserQueue): Promise<UserQueue> {
  let after = empty();
  await update<UserQueue>(user, (q) => (after = edit(q ?? empty())), store());
  return after;
}

function show(q: UserQueue): void {
  setOfflineStatus({ pending: q.writes.length, refused: q.refused });
}

/** The document without its source locations (large, and of no use to send it again). */
function plain(doc: DocumentNode): DocumentNode {
  return JSON.parse(JSON.stringify(doc, (k, v: unknown) => (k === 'loc' ? undefined : v))) as DocumentNode;
}

/** Keeps a save for later; a queued save with the same merge key is replaced in place (its order kept). */
export async function enqueue(query: DocumentNode, variables: OperationVariables, write: OfflineWrite): Promise<void> {
  const user = userKey();
  if (!user) throw new Error('No session: nothing to queue for');
  const q = await change(user, (q) => {
    const entry: QueuedWrite = { ...write, id: q.next, query: plain(query), variables };
    const at = write.merge ? q.writes.findIndex((w) => w.merge === write.merge) : -1;
    const writes = at < 0 ? [...q.writes, entry] : q.writes.map((w, i) => (i === at ? { ...entry, id: w.id } : w));
    return { ...q, next: q.next + 1, writes };
  });
  show(q);
}

/** The error kept of a refusal: what errorMessage needs to say it in the knitter's language. */
function keptError(err: unknown): unknown {
  if (CombinedGraphQLErrors.is(err)) return { errors: JSON.parse(JSON.stringify(err.errors)) as unknown };
  if (ServerError.is(err)) return { bodyText: err.bodyText, statusCode: err.statusCode };
  return { message: err instanceof Error ? err.message : String(err) };
}

/** True when the server answered (a refusal); false when the request did not get through (still offline). */
function answered(err: unknown): boolean {
  return CombinedGraphQLErrors.is(err) || ServerError.is(err);
}

let running: Promise<void> | null = null;

/** Sends the knitter's queued saves in order, one at a time; stops at the first one that does not get through. */
export function replay(client: ApolloClient): Promise<void> {
  running ??= sendQueue(client).finally(() => { running = null; }).then(async (sent) => {
    // What is on screen may have changed on the server meanwhile: show the server's version.
    if (sent > 0) await client.refetchQueries({ include: 'active' }).catch(() => undefined);
  });
  return running;
}

/** One pass of `replay`; answers how many saves it sent. */
async function sendQueue(client: ApolloClient): Promise<number> {
  const user = userKey();
  // Nothing waits (every page load of a knitter comes here): the banner has nothing to announce.
  if (!user || (await read(user)).writes.length === 0) return 0;
  let sent = 0;
  setOfflineStatus({ replaying: true, sent: 0 });
  try {
    for (;;) {
      if (isOffline()) break;
      const next = (await read(user)).writes[0];
      if (!next) break;
      try {
        const result = await client.mutate({ mutation: next.query, variables: next.variables, context: { replay: true } });
        sent += 1;
        // Counted as it goes, so once the last one is out the banner says they are saved, never "saving 0".
        setOfflineStatus({ sent });
        show(await change(user, (q) => ({ ...q, writes: q.writes.filter((w) => w.id !== next.id) })));
        if (next.draftKey) await clearDraft(next.draftKey);
        emitReplayed({ merge: next.merge ?? null, data: result.data });
      } catch (err) {
        if (!answered(err)) break;
        const refusal: Refusal = { id: next.id, what: next.what, error: keptError(err) };
        show(await change(user, (q) => ({ ...q, writes: q.writes.filter((w) => w.id !== next.id), refused: [...q.refused, refusal] })));
      }
    }
  } finally {
    setOfflineStatus({ replaying: false });
  }
  return sent;
}

/** Resolves once no queued save of this knitter waits (at once when none): a new save then goes after them. */
export async function drained(client: ApolloClient): Promise<void> {
  const user = userKey();
  if (!user || (await read(user)).writes.length === 0) return;
  await replay(client);
}

/** Forgets a refusal the knitter has read. */
export async function dismissRefusal(id: number): Promise<void> {
  const user = userKey();
  if (!user) return;
  show(await change(user, (q) => ({ ...q, refused: q.refused.filter((r) => r.id !== id) })));
}

/** Reads the knitter's queue into the banner and sends it when online (again after a login as someone else). */
export async function reloadQueue(client: ApolloClient): Promise<void> {
  const user = userKey();
  show(user ? await read(user) : empty());
  if (user && !isOffline()) await replay(client);
}

/** Starts the queue: loads it now, and sends it whenever the connection returns. */
export async function startQueue(client: ApolloClient): Promise<void> {
  window.addEventListener('online', () => { void reloadQueue(client); });
  await reloadQueue(client);
}
