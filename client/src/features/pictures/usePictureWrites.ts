/**
 * Adding, replacing and deleting the pictures of an item, with upload progress and a shown error. A delete asks first,
 * then the picture goes at once with Undo offered; the server delete waits for Undo's time (features/undo).
 */
import { useState, type ChangeEvent } from 'react';
import { print } from 'graphql';
import { useTranslation } from 'react-i18next';
import { usePicturesBlockDeleteMutation } from '../../gql/hooks';
import { PicturesBlockAddDocument, PicturesBlockDeleteDocument, PicturesBlockReplaceDocument } from '../../gql/graphql';
import { errorMessage } from '../../lib/errors';
import { useClearMessages, useScopedMessage } from '../../lib/messages';
import { isImageType } from '../colours/colourDraft';
import { deleteLater } from '../undo/undoStore';
import { useUpload } from '../upload/useUpload';

export interface PictureWritesOptions {
  /** The item's id; null until it is saved (adding is then quietly skipped, docs/product.md §4.7). */
  itemId: string | null;
  /** The selected picture's id, and whether it is a real picture (not the empty placeholder). */
  selectedId: string;
  isReal: boolean;
  /** Called with the id of each uploaded picture, so the carousel selects it. */
  onUploaded: (id: string) => void;
  /** Refetches the item after a write. */
  onChanged?: () => Promise<unknown>;
}

/** The write actions of the pictures block. */
export function usePictureWrites({ itemId, selectedId, isReal, onUploaded, onChanged }: PictureWritesOptions) {
  const { t } = useTranslation();
  const [error, setError] = useScopedMessage();
  const clearMessages = useClearMessages();
  const [queue, setQueue] = useState<{ index: number; total: number } | null>(null);
  const add = useUpload(PicturesBlockAddDocument);
  const replace = useUpload(PicturesBlockReplaceDocument);
  const [remove] = usePicturesBlockDeleteMutation();
  const [asking, setAsking] = useState<string | null>(null);

  async function refresh() {
    try { await onChanged?.(); } catch (e) { console.error('Reloading pictures failed', e); }
  }

  async function onAdd(e: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(e.target.files ?? []);
    e.target.value = '';
    if (!itemId || files.length === 0) return; // no id yet: quietly skipped (docs/product.md §4.7)
    clearMessages();
    if (files.some((f) => !isImageType(f.type))) { setError(t('pictures.notImage')); return; }
    try {
      for (let i = 0; i < files.length; i++) {
        setQueue({ index: i + 1, total: files.length });
        const data = await add.upload({ input: { itemId, file: files[i] } });
        onUploaded(data.addPicture.picture.id);
      }
    } catch (err) {
      setError(errorMessage(err, t));
    } finally {
      setQueue(null);
      await refresh();
    }
  }

  async function onReplace(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file || !isReal) return;
    clearMessages();
    if (!isImageType(file.type)) { setError(t('pictures.notImage')); return; }
    try {
      await replace.upload({ input: { id: selectedId, file } });
    } catch (err) {
      setError(errorMessage(err, t));
    }
    await refresh();
  }

  /** Asks before the selected picture is deleted. */
  function onDelete() {
    if (!isReal) return;
    clearMessages();
    setAsking(selectedId);
  }

  /** The knitter said yes: the picture goes now, the server delete after Undo's time. */
  function confirmDelete() {
    const id = asking;
    setAsking(null);
    if (!id) return;
    deleteLater({
      id,
      message: t('pictures.deleted'),
      restored: t('pictures.restored'),
      failed: t('pictures.deleteFailed'),
      resend: { query: print(PicturesBlockDeleteDocument), variables: { input: { id } } },
      run: async (keepalive) => {
        await remove({
          variables: { input: { id } },
          context: keepalive ? { fetchOptions: { keepalive: true } } : undefined,
          update(cache) {
            cache.evict({ id: cache.identify({ __typename: 'Picture', id }) });
            cache.gc();
          },
        });
        void refresh();
      },
    });
  }

  return {
    onAdd, onReplace, onDelete, error, queue,
    /** The delete question while it is asked (null: not asking), and its answers. */
    question: asking ? t('pictures.confirmDelete') : null,
    confirmDelete, cancelDelete: () => setAsking(null),
    /** 0..1 while an upload is sent, else null. */
    progress: add.progress ?? replace.progress,
    busy: queue !== null || replace.uploading,
  };
}
