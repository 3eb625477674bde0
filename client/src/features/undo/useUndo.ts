/** React's view of the undo store: the hidden ids and the shown message. */
import { useMemo, useSyncExternalStore } from 'react';
import { getUndoState, subscribe, type UndoState } from './undoStore';

/** The store's state, re-rendering on change. */
export function useUndoState(): UndoState {
  return useSyncExternalStore(subscribe, getUndoState, getUndoState);
}

/** `list` without the things whose delete is waiting for its Undo time (the same array when none is hidden). */
export function useWithoutPendingDeletes<T extends { id: string }>(list: readonly T[]): readonly T[] {
  const { hidden } = useUndoState();
  return useMemo(() => (hidden.size === 0 || !list.some((x) => hidden.has(x.id)) ? list : list.filter((x) => !hidden.has(x.id))), [list, hidden]);
}
