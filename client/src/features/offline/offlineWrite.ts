/**
 * Saves that may wait for the connection (issue #26). A mutation sent with `context: offlineWrite(...)` is kept in
 * a queue when the browser is offline and fails with OfflineQueuedError, which the form shows as "You are offline:
 * your changes are kept and will be saved when you are back". Other mutations (login, tokens, ...) are not queued.
 */
import type { WriteLabel } from './status';

/** What the offline link needs to queue a save. */
export interface OfflineWrite {
  /** Names the save for the knitter (offline.what.* in the catalogues), shown if the server refuses it later. */
  what: WriteLabel;
  /** A later queued save with the same key replaces this one (the same item saved twice while offline). */
  merge?: string;
  /** The draft to forget once the queued save is sent (draftKey.*). */
  draftKey?: string;
}

/** The operation context that lets a mutation wait in the offline queue. */
export function offlineWrite(write: OfflineWrite): { offline: OfflineWrite } {
  return { offline: write };
}

/** The error a queued save fails with: nothing failed, the save waits for the connection. */
export class OfflineQueuedError extends Error {
  constructor() {
    super('Saved offline: queued until the connection returns');
    this.name = 'OfflineQueuedError';
  }
}

/** True when `err` says the save was queued (offline), not refused. */
export function isQueued(err: unknown): boolean {
  return !!err && typeof err === 'object' && (err as { name?: unknown }).name === 'OfflineQueuedError';
}
