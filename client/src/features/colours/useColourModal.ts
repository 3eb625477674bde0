/** The state of the colour modal: the draft, the chosen file's preview, the error and the save and delete actions. */
import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/errors';
import { clearDraft, draftKey } from '../drafts/draftStore';
import { useDraft } from '../drafts/useDraft';
import { isQueued } from '../offline/offlineWrite';
import { useClearMessages, useScopedMessage } from '../../lib/messages';
import { sameStash, stashDraftFor } from './colourStash';
import { draftFor, isImageType, planSave, shownPicture, type ColourDraft, type ColourRef } from './colourDraft';
import { useColourWrites } from './useColourWrites';

export interface ColourModalOptions {
  open: boolean;
  itemId: string | null;
  colour: ColourRef | null;
  readOnly: boolean;
  onClose: () => void;
  onChanged?: () => Promise<unknown>;
  /** Puts the colour's kept draft into the form as it opens (the knitter chose Restore in the block). */
  autoRestore?: boolean;
}

/** Two drafts hold the same values (a chosen file is the same file). */
const sameDraft = (a: ColourDraft, b: ColourDraft) => a.textDescription === b.textDescription
  && a.codeDescription === b.codeDescription && sameStash(a.stash ?? stashDraftFor(null), b.stash ?? stashDraftFor(null)) && a.pictureCleared === b.pictureCleared && (a.file ?? null) === (b.file ?? null);

/** A preview address of a chosen file, released when it is no longer shown. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) { setUrl(null); return; }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/** The modal's state and actions. */
export function useColourModal({ open, itemId, colour, readOnly, onClose, onChanged, autoRestore = false }: ColourModalOptions) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<ColourDraft>(() => draftFor(colour));
  // What the colour holds on the server, or the draft once its save is queued offline.
  const [saved, setSaved] = useState<ColourDraft>(() => draftFor(colour));
  const key = open && !readOnly && itemId ? draftKey.colour(itemId, colour?.id ?? null) : null;
  const kept = useDraft<ColourDraft>({ key, value: draft, saved, same: sameDraft, apply: setDraft, autoRestore });
  const [error, setError] = useScopedMessage();
  const [notice, setNotice] = useScopedMessage();
  const clearMessages = useClearMessages();
  const [busy, setBusy] = useState<'save' | 'delete' | null>(null);
  const writes = useColourWrites(itemId);
  const fileUrl = useObjectUrl(draft.file);

  // A fresh draft each time the dialog opens (on another colour, or again on the same one).
  useEffect(() => {
    if (!open) return;
    setDraft(draftFor(colour));
    setSaved(draftFor(colour));
    setError(null);
    setNotice(null);
    setBusy(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, colour?.id]);

  const picture = shownPicture(colour, draft);
  const pictureSrc = picture.kind === 'file' ? fileUrl : picture.kind === 'url' ? picture.url : null;

  function choose(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0] ?? null;
    e.target.value = '';
    if (!file) return;
    if (!isImageType(file.type)) { setError(t('colours.notImage')); return; }
    setError(null);
    setDraft((d) => ({ ...d, file }));
  }

  // Only the draft changes: the server hears of it on Save.
  const removePicture = () => setDraft((d) => ({ ...d, file: null, pictureCleared: true }));

  /** Runs a write with the busy state; on success reloads and closes, on failure shows the error. */
  async function run(kind: 'save' | 'delete', write: () => Promise<unknown>, reloadOnError: boolean) {
    setBusy(kind);
    try {
      await write();
      if (kind === 'save') await kept.clear();
      await onChanged?.();
      onClose();
    } catch (err) {
      if (isQueued(err)) {
        // Kept in the offline queue, which names it if the server refuses it later: the draft has done its job.
        setSaved(draft);
        if (key) await clearDraft(key);
        setNotice(errorMessage(err, t));
        return;
      }
      setError(errorMessage(err, t));
      if (reloadOnError) await onChanged?.().catch(() => undefined);
    } finally {
      setBusy(null);
    }
  }

  async function save(e: FormEvent) {
    e.preventDefault();
    if (readOnly || busy) return;
    clearMessages();
    const steps = planSave(colour, draft);
    if (steps === null) {
      console.info('Colour not saved: both descriptions are empty');
      setError(t('colours.bothEmpty'));
      return;
    }
    if (!itemId) return;
    await run('save', () => writes.send(steps, draft.textDescription.trim() || draft.codeDescription.trim()), true);
  }

  async function del() {
    if (!colour || readOnly || busy) return;
    clearMessages();
    await run('delete', () => writes.remove(colour.id), false);
  }

  return { draft, setDraft, error, notice, offer: kept.offer, restore: kept.restore, discard: kept.discard, busy, pictureSrc, progress: writes.progress, choose, removePicture, save, del };
}
