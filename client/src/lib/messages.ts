/**
 * Messages cleared before each action (docs/product.md §4.10, issue #12). Every success or error line a screen shows
 * joins one scope; an action starting anywhere on the screen (a save, an upload, a colour saved in its modal) clears
 * them all, so no old message stays beside the result of a newer action.
 */
import { createContext, useContext, useEffect, useState, type Dispatch, type SetStateAction } from 'react';

/** The messages shown at once: each registers how to clear itself. */
export interface MessageScope {
  /** Registers a clear function; returns its removal. */
  add: (clear: () => void) => () => void;
  /** Clears every registered message. */
  clearAll: () => void;
}

/** A new, empty scope. */
export function createMessageScope(): MessageScope {
  const clears = new Set<() => void>();
  return {
    add: (clear) => { clears.add(clear); return () => { clears.delete(clear); }; },
    clearAll: () => { clears.forEach((clear) => clear()); },
  };
}

/** One scope for the app (one screen is shown at a time); tests may provide their own. */
export const MessageScopeContext = createContext<MessageScope>(createMessageScope());

/** A shown message (null: none) that any action of the screen clears. */
export function useScopedMessage(initial: string | null = null): [string | null, Dispatch<SetStateAction<string | null>>] {
  const scope = useContext(MessageScopeContext);
  const [text, setText] = useState<string | null>(initial);
  useEffect(() => scope.add(() => setText(null)), [scope]);
  return [text, setText];
}

/** Clears every message of the screen: call it as an action starts. */
export function useClearMessages(): () => void {
  return useContext(MessageScopeContext).clearAll;
}
