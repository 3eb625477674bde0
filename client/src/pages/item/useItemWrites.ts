/** Save (create, then update) and Delete of the item editor, with the shown success and error messages. */
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import type { KnitTypeName } from '@purlwise/core';
import { print } from 'graphql';
import { useItemEditPageCreateMutation, useItemEditPageDeleteMutation, useItemEditPageUpdateMutation } from '../../gql/hooks';
import { ItemEditPageDeleteDocument, type ItemPage_ItemFragment } from '../../gql/graphql';
import { errorMessage } from '../../lib/errors';
import { leaveWithoutAsking } from '../../features/drafts/unsaved';
import { isQueued } from '../../features/offline/offlineWrite';
import { deleteLater } from '../../features/undo/undoStore';
import { useClearMessages, useScopedMessage } from '../../lib/messages';
import { localStore } from '../../lib/storage';
import { clearBackup, editPath, itemInput, kindEnum, type ItemForm } from './itemForm';
import { useItemOffline } from './useItemOffline';

const flashOf = (state: unknown): boolean =>
  !!state && typeof state === 'object' && (state as { flash?: unknown }).flash === 'created';

export interface ItemWritesOptions {
  kind: KnitTypeName | null;
  itemId: number | null;
  /** The saved item's global id (what lists key it by), for hiding it while its delete waits. */
  nodeId: string | null;
  form: ItemForm | null;
  /** Shows the saved item in the form. */
  settle: (saved: ItemPage_ItemFragment, kind: KnitTypeName) => void;
  /** Takes the form as saved once its save is queued offline. */
  keep: (form: ItemForm) => void;
  /** The form's draft key (draftKey.item), forgotten once the save is sent. */
  draftKey: string | null;
  /** Forgets the form's draft (after a successful save). */
  clearDraft: () => Promise<void>;
}

/** The editor's writes. */
export function useItemWrites({ kind, itemId, nodeId, form, settle, keep, draftKey, clearDraft }: ItemWritesOptions) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const [success, setSuccess] = useScopedMessage(flashOf(location.state) ? t('item.created') : null);
  const [error, setError] = useScopedMessage();
  const [notice, setNotice] = useScopedMessage();
  const clearMessages = useClearMessages();
  const [busy, setBusy] = useState<'save' | 'delete' | null>(null);
  const [create] = useItemEditPageCreateMutation();
  const [update] = useItemEditPageUpdateMutation();
  const [remove] = useItemEditPageDeleteMutation();
  const offlineContext = useItemOffline(kind, itemId, draftKey, settle);

  // The "created" flash travels in router state; drop it so a reload does not show it again.
  useEffect(() => {
    if (flashOf(location.state)) navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [location, navigate]);

  /** Starts a write: clears the messages; false when one is already running. */
  function begin(what: 'save' | 'delete'): boolean {
    if (busy) return false;
    clearMessages();
    setBusy(what);
    return true;
  }

  async function saveItem(f: ItemForm, k: KnitTypeName) {
    const context = offlineContext(f, k);
    if (itemId) {
      const r = await update({ variables: { input: { id: itemId, ...itemInput(f, k) } }, context });
      const saved = r.data?.updateKnitItem.item;
      if (saved) settle(saved, k);
      setSuccess(t('item.saved'));
      return;
    }
    const r = await create({ variables: { input: { type: kindEnum(k), ...itemInput(f, k) } }, context });
    const saved = r.data?.createKnitItem.item;
    if (!saved) throw new Error('no item');
    settle(saved, k);
    setSuccess(t('item.created'));
    // Later saves update this item, and a reload of the page keeps it.
    navigate(editPath(k, saved.databaseId), { replace: true, state: { flash: 'created' } });
  }

  async function save(e: FormEvent) {
    e.preventDefault();
    if (!form || !kind || !begin('save')) return;
    try {
      await saveItem(form, kind);
      await clearDraft();
    } catch (err) {
      if (isQueued(err)) { keep(form); setNotice(errorMessage(err, t)); return; }
      setError(errorMessage(err, t));
    } finally {
      setBusy(null);
    }
  }

  /**
   * Deletes the item (the page asked first): it leaves the lists at once and the library opens saying so, with Undo;
   * the server delete waits for Undo's time (features/undo), so Undo gives back the item with its pictures and colours.
   */
  async function del() {
    if (!itemId || !kind || !nodeId || !begin('delete')) return;
    const id = itemId;
    const name = form?.name.trim() || t(`item.untitled.${kind}`);
    deleteLater({
      id: nodeId,
      message: t('item.deleted', { name }),
      restored: t('item.restored', { name }),
      failed: t('item.deleteFailed', { name }),
      resend: { query: print(ItemEditPageDeleteDocument), variables: { input: { id } } },
      run: (keepalive) => remove({
        variables: { input: { id } },
        context: keepalive ? { fetchOptions: { keepalive: true } } : undefined,
        update(cache, { data }) {
          // The answer carries the global id, which is the cache's key of the item.
          const gone = data?.deleteKnitItem.deletedKnitItemId;
          if (gone) cache.evict({ id: cache.identify({ __typename: 'KnitItem', id: gone }) });
          cache.gc();
        },
      }),
    });
    clearBackup(localStore());
    await clearDraft();
    leaveWithoutAsking();
    navigate('/account');
  }

  return { save, del, success, error, notice, busy };
}
