/**
 * The item editor offline (issue #26): the context that lets a save wait in the offline queue, and the move to a
 * new item once its create, queued offline, has been sent.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { KnitTypeName } from '@purlwise/core';
import type { ItemPage_ItemFragment } from '../../gql/graphql';
import { offlineWrite } from '../../features/offline/offlineWrite';
import { onReplayed } from '../../features/offline/status';
import { useOfflineReady } from '../../features/offline/useOfflineReady';
import { editPath, type ItemForm } from './itemForm';

/** The merge key of a new item's queued create: saved twice offline, it is still created once. */
const newMerge = (kind: KnitTypeName) => `item:${kind}:new`;

/** Returns the offline context of a save of `form`; moves to the item when its queued create is sent. */
export function useItemOffline(kind: KnitTypeName | null, itemId: number | null, draftKey: string | null,
  settle: (saved: ItemPage_ItemFragment, kind: KnitTypeName) => void) {
  const { t } = useTranslation();
  useOfflineReady();
  const navigate = useNavigate();
  const settleRef = useRef(settle);
  settleRef.current = settle;

  useEffect(() => onReplayed(({ merge, data }) => {
    if (!kind || itemId !== null || merge !== newMerge(kind)) return;
    const saved = (data as { createKnitItem?: { item?: ItemPage_ItemFragment } } | null)?.createKnitItem?.item;
    if (!saved) return;
    settleRef.current(saved, kind);
    navigate(editPath(kind, saved.databaseId), { replace: true });
  }), [kind, itemId, navigate]);

  /** The context that lets a save of `form` wait offline: named for the knitter, one queued save per item. */
  return (form: ItemForm, k: KnitTypeName) => offlineWrite({
    what: { key: itemId ? 'item' : 'newItem', values: { name: form.name.trim() || t(`item.untitled.${k}`) } },
    merge: itemId ? `item:${itemId}` : newMerge(k),
    draftKey: draftKey ?? undefined,
  });
}
