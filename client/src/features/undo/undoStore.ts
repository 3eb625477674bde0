/**
 * Deletes with Undo (issue #26): a yarn or a picture the knitter deletes disappears at once, and a message with an Undo
 * button stays for UNDO_MS; the server delete is sent only when that time has passed, when another delete starts, or
 * when the page is left (pagehide, with a keepalive request). Undo therefore needs nothing from the server and can never
 * lose a picture or a colour: the thing was never deleted. A waiting delete is also remembered in this tab's
 * sessionStorage until the server has answered it (leftDeletes.ts): a request lost while the page was left (or a tab
 * that crashed) is sent again by the next page the tab opens, so a confirmed delete is never silently dropped.
 * The store is plain module state, read by React through useSyncExternalStore (useUndo.ts).
 */
import { forgetLeftDelete, rememberLeftDelete, type LeftDelete } from './leftDeletes';

/** How long Undo is offered after a delete. */
export const UNDO_MS = 10_000;

/** A delete waiting for its Undo time to pass. */
export interface PendingDelete {
  /** The global id of what is deleted: lists hide it meanwhile. */
  id: string;
  /** Said at once ("'Rios' deleted."). */
  message: string;
  /** Said after Undo ("'Rios' is back."). */
  restored: string;
  /** Said when the server refuses the delete; the thing shows again. */
  failed: string;
  /** Sends the delete; `keepalive` when the page is being left. */
  run: (keepalive: boolean) => Promise<unknown>;
  /** The same delete as a plain GraphQL request, sent by the tab's next page if this one is left before an answer. */
  resend: LeftDelete;
}

/** The line shown: a message, with Undo while its delete waits. */
export interface UndoNotice { text: string; kind: 'success' | 'error'; undoable: boolean; seq: number }

export interface UndoState { hidden: ReadonlySet<string>; notice: UndoNotice | null }

let state: UndoState = { hidden: new Set(), notice: null };
let seq = 0;
const pending = new Map<string, { item: PendingDelete; timer: ReturnType<typeof setTimeout> }>();
const listeners = new Set<() => void>();

function set(next: Partial<UndoState>): void {
  state = { ...state, ...next };
  listeners.forEach((l) => l());
}

function hiddenIds(): ReadonlySet<string> {
  return new Set(pending.keys());
}

/** Sends one waiting delete now; on refusal the thing shows again and the failure is said. */
function commit(id: string, keepalive: boolean): void {
  const entry = pending.get(id);
  if (!entry) return;
  clearTimeout(entry.timer);
  const { item } = entry;
  // Hidden until the server has answered, so the list does not flash it back.
  item.run(keepalive).then(
    () => {
      pending.delete(id);
      forgetLeftDelete(id);
      const current = state.notice;
      set({ hidden: hiddenIds(), notice: current && current.text === item.message ? { ...current, undoable: false } : current });
    },
    (err: unknown) => {
      console.error('Delete failed', err);
      pending.delete(id);
      forgetLeftDelete(id);
      set({ hidden: hiddenIds(), notice: { text: item.failed, kind: 'error', undoable: false, seq: ++seq } });
    },
  );
}

/** Hides `item.id` at once, says `item.message` with Undo, and sends the delete after UNDO_MS. Earlier waiting deletes are sent now. */
export function deleteLater(item: PendingDelete): void {
  for (const id of [...pending.keys()]) if (id !== item.id) commit(id, false);
  if (pending.has(item.id)) return;
  const timer = setTimeout(() => commit(item.id, false), UNDO_MS);
  pending.set(item.id, { item, timer });
  rememberLeftDelete(item.id, item.resend);
  set({ hidden: hiddenIds(), notice: { text: item.message, kind: 'success', undoable: true, seq: ++seq } });
}

/** Undoes the waiting delete (the latest one): nothing was sent, so the thing simply shows again. */
export function undoDelete(): void {
  const last = [...pending.values()].at(-1);
  if (!last) return;
  clearTimeout(last.timer);
  pending.delete(last.item.id);
  forgetLeftDelete(last.item.id);
  set({ hidden: hiddenIds(), notice: { text: last.item.restored, kind: 'success', undoable: false, seq: ++seq } });
}

/** Shows a message without Undo (after an account is deleted, for instance). */
export function showNotice(text: string, kind: UndoNotice['kind'] = 'success'): void {
  set({ notice: { text, kind, undoable: false, seq: ++seq } });
}

/** Hides the message (a waiting delete still goes ahead). */
export function dismissNotice(): void {
  set({ notice: null });
}

/** Sends every waiting delete now (the page is being left). */
export function flushDeletes(keepalive = true): void {
  for (const id of [...pending.keys()]) commit(id, keepalive);
}

/** Subscribes to changes (useSyncExternalStore). */
export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => { listeners.delete(listener); };
}

/** The current state (useSyncExternalStore). */
export function getUndoState(): UndoState {
  return state;
}

if (typeof window !== 'undefined') window.addEventListener('pagehide', () => flushDeletes(true));
