/** Moving keyboard and screen-reader focus to what an action produced (a saved item's heading, a new picture). */
import { useEffect, type RefObject } from 'react';

/**
 * Focuses `ref`'s element whenever `signal` changes to something other than null (a success message, say), so a
 * screen reader announces where the knitter now is and Tab goes on from there.
 */
export function useFocusOn(ref: RefObject<HTMLElement | null>, signal: unknown): void {
  useEffect(() => {
    if (signal !== null && signal !== undefined) ref.current?.focus();
  }, [ref, signal]);
}
