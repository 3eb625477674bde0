/**
 * The Apollo link of working offline (issue #26). Offline, a query is answered from the cache (with what was last
 * seen, cachePersist.ts) and a save sent with offlineWrite's context is queued (queue.ts) and fails with
 * OfflineQueuedError; a save made online waits until the queued ones have gone, so the server sees them in order.
 * The queue's and the persisted cache's code load only when first needed.
 */
import { ApolloLink } from '@apollo/client';
import { OperationTypeNode } from 'graphql';
import { catchError, from, mergeMap, of, throwError } from 'rxjs';
import { OfflineQueuedError, type OfflineWrite } from './offlineWrite';
import { isOffline, offlineStatus } from './status';

const queueModule = () => import('./queue');
const persistModule = () => import('./cachePersist');

type Context = { offline?: OfflineWrite; replay?: boolean };

/** Queues `operation` and fails with OfflineQueuedError once it is kept. */
function queue(operation: ApolloLink.Operation, write: OfflineWrite) {
  return from(queueModule().then((q) => q.enqueue(operation.query, operation.variables, write)))
    .pipe(mergeMap(() => throwError(() => new OfflineQueuedError())));
}

/** The link: place it before the authentication links, so a replayed save gets a fresh token. */
export const offlineLink = new ApolloLink((operation, forward) => {
  const context = operation.getContext() as Context;
  if (operation.operationType === OperationTypeNode.QUERY) {
    if (!isOffline()) return forward(operation);
    return from(persistModule().then((p) => p.answerFromCache(operation)))
      .pipe(mergeMap((answer) => (answer ? of(answer) : forward(operation))));
  }
  const write = context.offline;
  if (operation.operationType !== OperationTypeNode.MUTATION || context.replay || !write) return forward(operation);
  if (isOffline()) return queue(operation, write);
  const { pending, replaying } = offlineStatus();
  const before = pending > 0 || replaying ? from(queueModule().then((q) => q.drained(operation.client))) : of(undefined);
  return before.pipe(
    mergeMap(() => forward(operation)),
    // The connection dropped while the save was on its way (the browser now says offline): keep it for later.
    catchError((err: unknown) => (isOffline() && err instanceof TypeError ? queue(operation, write) : throwError(() => err))),
  );
});

/** Starts, in an idle moment after the first render, keeping the cache and sending any saves left from before. */
export function startOffline(client: ApolloLink.Operation['client']): void {
  const start = () => {
    void persistModule().then((p) => p.persistCache(client.cache));
    void queueModule().then((q) => q.startQueue(client));
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 3000 }); else setTimeout(start, 1000);
  // Offline, every query may need what was kept: read it as soon as the connection goes.
  window.addEventListener('offline', () => { void persistModule().then((p) => p.restoreCache(client.cache)); });
}
