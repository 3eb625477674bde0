/**
 * A form's draft: kept in IndexedDB as the knitter types, offered back when the form opens again, cleared once the
 * save succeeds (issue #26). The form keeps its own state; this hook only watches it.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { clearDraft, readDraft, writeDraft } from './draftStore';
import { useUnsavedChanges } from './unsaved';

export interface DraftOptions<T> {
  /** Where the draft lives (draftKey.*); null while the form is not ready (still loading, dialog closed). */
  key: string | null;
  /** What the form shows now. */
  value: T;
  /** What was last loaded or saved: a value equal to it is not a change. */
  saved: T;
  /** Equality of two values (drafts that equal the saved value are not offered). */
  same: (a: T, b: T) => boolean;
  /** Puts a restored draft into the form. */
  apply: (draft: T) => void;
  /** Applies a stored draft at once, without asking (the knitter already chose Restore elsewhere). */
  autoRestore?: boolean;
}

/** The draft's state: the offer to restore (null: none) and the actions. */
export interface Draft<T> {
  /** A stored draft waiting for the knitter's answer to "Restore your unsaved changes?". */
  offer: T | null;
  restore: () => void;
  discard: () => void;
  /** Forgets the draft: call it once the save succeeded. */
  clear: () => Promise<void>;
  /** True while the form differs from what was saved. */
  dirty: boolean;
}

/** Keeps, offers and clears the draft of one form. */
export function useDraft<T>({ key, value, saved, same, apply, autoRestore = false }: DraftOptions<T>): Draft<T> {
  const [offer, setOffer] = useState<T | null>(null);
  // The key whose stored draft has been looked at: until then nothing is written, so the stored draft survives.
  const [checked, setChecked] = useState<string | null>(null);
  const dirty = key !== null && !same(value, saved);
  useUnsavedChanges(dirty);
  const latest = useRef({ saved, same, apply, autoRestore });
  latest.current = { saved, same, apply, autoRestore };

  useEffect(() => {
    setOffer(null);
    setChecked(null);
    if (key === null) return;
    let live = true;
    void readDraft<T>(key).then((stored) => {
      if (!live) return;
      const { saved: now, same: eq, apply: put, autoRestore: auto } = latest.current;
      if (stored !== undefined && !eq(stored, now)) {
        if (auto) put(stored);
        else setOffer(stored);
      }
      setChecked(key);
    });
    return () => { live = false; };
  }, [key]);

  // Every change is written as it is typed; going back to the saved value forgets the draft. A change of what was
  // saved alone (a save, or a save kept offline) writes nothing: the draft stays until the save is done.
  const ready = key !== null && checked === key;
  const valueRef = useRef(value);
  // A change made before the stored draft was looked at (a slow device: IndexedDB answers after the first keys):
  // written once it has been, unless it is back at the saved value (then the stored draft and its offer stay).
  const typedEarly = useRef(false);
  useEffect(() => {
    const changed = valueRef.current !== value;
    valueRef.current = value;
    if (!ready) {
      if (changed && key !== null) typedEarly.current = true;
      return;
    }
    const early = typedEarly.current;
    typedEarly.current = false;
    if (!changed && !(early && !latest.current.same(value, latest.current.saved))) return;
    if (offer !== null) setOffer(null); // typing on answers the offer: the new text is the draft now
    if (latest.current.same(value, latest.current.saved)) void clearDraft(key);
    else void writeDraft(key, value);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value, ready]);

  const restore = useCallback(() => {
    if (offer === null) return;
    latest.current.apply(offer);
    setOffer(null);
  }, [offer]);
  const discard = useCallback(() => {
    setOffer(null);
    if (key) void clearDraft(key);
  }, [key]);
  const clear = useCallback(async () => { if (key) await clearDraft(key); }, [key]);

  return { offer, restore, discard, clear, dirty };
}
