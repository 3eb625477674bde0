/**
 * What the offline banner shows (issue #26): whether the browser is offline, how many saves wait in the queue,
 * whether they are being sent, how many were just sent, and the queued saves the server refused. A small store,
 * so the app shell can show it without loading the queue's code (queue.ts fills it in).
 */
import { useSyncExternalStore } from 'react';

/** A queued save the server refused on replay: what it was and the error answered, kept until dismissed. */
export interface Refusal {
  id: number;
  /** The catalogue key and values naming what was being saved ("the yarn 'Rios'"). */
  what: WriteLabel;
  /** The error as answered ({ errors } of GraphQL, or { bodyText } of a refused HTTP answer): errorMessage reads it. */
  error: unknown;
}

/** What a queued save was, for the knitter: a catalogue key under offline.what and its values. */
export interface WriteLabel {
  key: string;
  values?: Record<string, string>;
}

/** The banner's state. */
export interface OfflineStatus {
  offline: boolean;
  /** Saves waiting to be sent. */
  pending: number;
  /** True while the queue is being sent. */
  replaying: boolean;
  /** How many queued saves the last replay sent (0: none, or the message was dismissed). */
  sent: number;
  refused: Refusal[];
}

/** True when the browser says it has no connection. */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

let state: OfflineStatus = { offline: isOffline(), pending: 0, replaying: false, sent: 0, refused: [] };
const listeners = new Set<() => void>();

/** Changes the state and tells the banner. */
export function setOfflineStatus(change: Partial<OfflineStatus>): void {
  state = { ...state, ...change };
  listeners.forEach((l) => l());
}

/** The current state. */
export function offlineStatus(): OfflineStatus {
  return state;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => { listeners.delete(listener); };
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => setOfflineStatus({ offline: false }));
  window.addEventListener('offline', () => setOfflineStatus({ offline: true, sent: 0 }));
}

/** The banner's state, re-rendering on change. */
export function useOfflineStatus(): OfflineStatus {
  return useSyncExternalStore(subscribe, offlineStatus, offlineStatus);
}

/** A queued save that the replay sent successfully, with the server's answer. */
export interface Replayed {
  /** The save's merge key (offlineWrite's `merge`), e.g. item:yarn:new. */
  merge: string | null;
  data: unknown;
}

const replayListeners = new Set<(r: Replayed) => void>();

/** Calls `listener` after each queued save the replay sent; returns the unsubscribe function. */
export function onReplayed(listener: (r: Replayed) => void): () => void {
  replayListeners.add(listener);
  return () => { replayListeners.delete(listener); };
}

/** Tells the listeners that a queued save was sent. */
export function emitReplayed(r: Replayed): void {
  replayListeners.forEach((l) => l(r));
}
