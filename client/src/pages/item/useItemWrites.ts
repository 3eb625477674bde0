/** Save (create, then update) and Delete of the item editor, with the shown success and error messages. */
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import type { KnitTypeName } from '@purlwise/core';
import { useItemEditPageCreateMutation, useItemEditPageDeleteMutation, useItemEditPageUpdateMutation } from '../../gql/hooks';
import type { ItemPage_ItemFragment } from '../../gql/graphql';
import { errorMessage } from '../../lib/errors';
import { useClearMessages, useScopedMessage } from '../../lib/messages';
import { localStore } from '../../lib/storage';
import { clearBackup, editPath, itemInput, kindEnum, type ItemForm } from './itemForm';

const flashOf = (state: unknown): boolean =>
  !!state && typeof state === 'object' && (state as { flash?: unknown }).flash === 'created';

export interface ItemWritesOptions {
  kind: KnitTypeName | null;
  itemId: number | null;
  form: ItemForm | null;
  /** Shows the saved item in the form. */
  settle: (saved: ItemPage_ItemFragment, kind: KnitTypeName) => void;
}

/** The editor's writes. */
export function useItemWrites({ kind, itemId, form, settle }: ItemWritesOptions) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const [success, setSuccess] = useScopedMessage(flashOf(location.state) ? t('item.created') : null);
  const [error, setError] = useScopedMessage();
  const clearMessages = useClearMessages();
  const [busy, setBusy] = useState<'save' | 'delete' | null>(null);
  const [create] = useItemEditPageCreateMutation();
  const [update] = useItemEditPageUpdateMutation();
  const [remove] = useItemEditPageDeleteMutation();

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
    if (itemId) {
      const r = await update({ variables: { input: { id: itemId, ...itemInput(f, k) } } });
      const saved = r.data?.updateKnitItem.item;
      if (saved) settle(saved, k);
      setSuccess(t('item.saved'));
      return;
    }
    const r = await create({ variables: { input: { type: kindEnum(k), ...itemInput(f, k) } } });
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
    } catch (err) {
      setError(errorMessage(err, t));
    } finally {
      setBusy(null);
    }
  }

  async function del() {
    if (!itemId || !begin('delete')) return;
    try {
      await remove({
        variables: { input: { id: itemId } },
        update(cache, { data }) {
          // The answer carries the global id, which is the cache's key of the item.
          const gone = data?.deleteKnitItem.id;
          if (gone) cache.evict({ id: cache.identify({ __typename: 'KnitItem', id: gone }) });
          cache.gc();
        },
      });
      clearBackup(localStore());
      navigate('/account');
    } catch (err) {
      setError(errorMessage(err, t));
      setBusy(null);
    }
  }

  return { save, del, success, error, busy };
}
