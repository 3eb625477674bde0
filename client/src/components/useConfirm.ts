/** The state behind a ConfirmDialog: what it asks about, and its Cancel and Confirm. */
import { useState } from 'react';

/**
 * `asking` is what the dialog asks about (null: closed), `ask(what)` opens it; `onConfirm` closes it and then acts on
 * what was asked about, `onCancel` only closes it.
 */
export function useConfirm<T>(act: (what: T) => void) {
  const [asking, ask] = useState<T | null>(null);
  const onCancel = () => ask(null);
  const onConfirm = () => {
    const what = asking;
    ask(null);
    if (what !== null) act(what);
  };
  return { asking, ask, onCancel, onConfirm };
}
