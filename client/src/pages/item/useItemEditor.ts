/**
 * What the item editor edits: where it starts (decided once per route), the loaded item, and the form.
 * Someone else's item opens read-only; an item of another kind moves to its own route.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { skipToken } from '@apollo/client/react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import type { KnitTypeName } from '@purlwise/core';
import { useAuth } from '../../features/auth/useAuth';
import { useItemEditPageQuery } from '../../gql/hooks';
import type { ItemPage_ItemFragment } from '../../gql/graphql';
import { localStore } from '../../lib/storage';
import {
  editPath, editorStart, formFromItem, itemFromState, kindFromParam, parseIdParam, previewPath, readBackup, writeBackup,
  type ItemForm,
} from './itemForm';

/** The editor's route, loaded item and form. */
export function useItemEditor() {
  const params = useParams<{ type?: string; id?: string }>();
  const location = useLocation();
  const navigate = useNavigate();
  const { username } = useAuth();

  const kind = kindFromParam(params.type);
  const routeKey = `${params.type ?? ''}/${params.id ?? ''}`;
  // Decided once per route: the URL's id, the router state, 'new', or the local backup.
  const start = useMemo(
    () => editorStart(kind, parseIdParam(params.id), itemFromState(location.state), kind ? readBackup(localStore(), kind) : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [routeKey],
  );
  const itemId = start.kind === 'load' ? start.id : null;
  const query = useItemEditPageQuery(itemId ? { variables: { id: String(itemId) }, fetchPolicy: 'cache-and-network' } : skipToken);
  const item = itemId && query.data?.knitItem?.databaseId === itemId ? query.data.knitItem : null;

  const [form, setForm] = useState<ItemForm | null>(null);
  // The form as last loaded or saved: a form that differs from it holds unsaved changes (a draft, issue #26).
  const [saved, setSaved] = useState<ItemForm | null>(null);
  // Which route or item the form was filled from, so a refetch does not overwrite what the user typed.
  const formFor = useRef<string | null>(null);

  useEffect(() => {
    if (start.kind === 'redirect') { navigate(start.path, { replace: true }); return; }
    if (start.kind !== 'form' || !kind) return;
    const key = `route:${routeKey}`;
    if (formFor.current === key) return;
    formFor.current = key;
    setForm(start.form);
    setSaved(start.form);
    if (start.backup) writeBackup(localStore(), { type: kind, id: null, form: start.form });
  }, [start, kind, routeKey, navigate]);

  useEffect(() => {
    if (!item || !kind) return;
    const itemKind = item.type.toLowerCase() as KnitTypeName;
    if (username && item.owner.username.toLowerCase() !== username.toLowerCase()) {
      // Someone else's item opens read-only.
      navigate(previewPath(itemKind, item.databaseId), { replace: true });
      return;
    }
    if (itemKind !== kind) { navigate(editPath(itemKind, item.databaseId), { replace: true }); return; }
    const key = `id:${item.databaseId}`;
    if (formFor.current === key) return;
    formFor.current = key;
    const loaded = formFromItem(item);
    setForm(loaded);
    setSaved(loaded);
    writeBackup(localStore(), { type: kind, id: item.databaseId, form: loaded });
  }, [item, kind, username, navigate]);

  /** Shows a saved item's values and backs them up (after a create or an update). */
  function settle(saved: ItemPage_ItemFragment, k: KnitTypeName) {
    const next = formFromItem(saved);
    formFor.current = `id:${saved.databaseId}`;
    setForm(next);
    setSaved(next);
    writeBackup(localStore(), { type: k, id: saved.databaseId, form: next });
  }

  /** Takes `kept` as saved: a save queued offline (the queue keeps it, and its draft until it is sent). */
  function keep(kept: ItemForm) {
    setSaved(kept);
  }

  return { kind, invalid: !kind || start.kind === 'invalid', itemId, item, query, form, setForm, saved, settle, keep };
}
