/**
 * The item editor: /yarn, /yarn/:id and /item/:type/:id (SPEC.md §2 "Yarn edit screen", §4 "Yarn screen").
 * Pictures, the Info form and colours; Save creates then updates; Delete goes back to /account.
 */
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { skipToken } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { LIMITS, type KnitTypeName } from '@purlwise/core';
import { Field } from '../../components/Field';
import { Message } from '../../components/Message';
import { PageLayout } from '../../components/PageLayout';
import ColoursBlock from '../../features/colours/ColoursBlock';
import PicturesBlock from '../../features/pictures/PicturesBlock';
import { useAuth } from '../../features/auth/useAuth';
import { ProfilePanel } from '../../features/profile/ProfilePanel';
import {
  useItemEditPageCreateMutation, useItemEditPageDeleteMutation, useItemEditPageQuery, useItemEditPageUpdateMutation,
} from '../../gql/hooks';
import type { ItemPage_ItemFragment } from '../../gql/graphql';
import { errorMessage } from '../../lib/errors';
import {
  YARN_TEXT_FIELDS, clearBackup, editPath, editorStart, formFromItem, itemFromState, itemInput, kindEnum,
  kindFromParam, parseIdParam, previewPath, readBackup, writeBackup, type ItemForm,
} from './itemForm';
import './item.css';

const storage = (): Storage | undefined => {
  try { return window.localStorage; } catch { return undefined; } // storage disabled by the browser
};

type Flash = 'created';
const flashOf = (state: unknown): Flash | null =>
  state && typeof state === 'object' && (state as { flash?: unknown }).flash === 'created' ? 'created' : null;

/** The editor page. */
export default function ItemEditPage() {
  const { t } = useTranslation();
  const params = useParams<{ type?: string; id?: string }>();
  const location = useLocation();
  const navigate = useNavigate();
  const { username } = useAuth();
  const uid = useId();

  const kind = kindFromParam(params.type);
  const routeKey = `${params.type ?? ''}/${params.id ?? ''}`;
  // Decided once per route: the URL's id, the router state, 'new', or the local backup.
  const start = useMemo(
    () => editorStart(kind, parseIdParam(params.id), itemFromState(location.state), kind ? readBackup(storage(), kind) : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [routeKey],
  );
  const itemId = start.kind === 'load' ? start.id : null;
  const query = useItemEditPageQuery(itemId ? { variables: { id: itemId }, fetchPolicy: 'cache-and-network' } : skipToken);
  const item = itemId && query.data?.knitItem?.id === itemId ? query.data.knitItem : null;

  const [form, setForm] = useState<ItemForm | null>(null);
  const formFor = useRef<string | null>(null);
  const [success, setSuccess] = useState<string | null>(() => (flashOf(location.state) ? t('item.created') : null));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'save' | 'delete' | null>(null);

  const [create] = useItemEditPageCreateMutation();
  const [update] = useItemEditPageUpdateMutation();
  const [remove] = useItemEditPageDeleteMutation();

  // The "created" flash travels in router state; drop it so a reload does not show it again.
  useEffect(() => {
    if (flashOf(location.state)) navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [location, navigate]);

  useEffect(() => {
    if (start.kind === 'redirect') { navigate(start.path, { replace: true }); return; }
    if (start.kind !== 'form' || !kind) return;
    const key = `route:${routeKey}`;
    if (formFor.current === key) return;
    formFor.current = key;
    setForm(start.form);
    if (start.backup) writeBackup(storage(), { type: kind, id: null, form: start.form });
  }, [start, kind, routeKey, navigate]);

  useEffect(() => {
    if (!item || !kind) return;
    const itemKind = item.type.toLowerCase() as KnitTypeName;
    if (username && item.owner.username.toLowerCase() !== username.toLowerCase()) {
      // Someone else's item opens read-only.
      navigate(previewPath(itemKind, item.id), { replace: true });
      return;
    }
    if (itemKind !== kind) { navigate(editPath(itemKind, item.id), { replace: true }); return; }
    const key = `id:${item.id}`;
    if (formFor.current === key) return;
    formFor.current = key;
    const loaded = formFromItem(item);
    setForm(loaded);
    writeBackup(storage(), { type: kind, id: item.id, form: loaded });
  }, [item, kind, username, navigate]);

  if (!kind || start.kind === 'invalid') return <NotFound />;

  const title = t(itemId ? `item.title.edit.${kind}` : `item.title.create.${kind}`);
  const set = (field: keyof ItemForm) => (e: { target: { value: string } }) =>
    setForm((f) => (f ? { ...f, [field]: e.target.value } : f));

  async function save(e: FormEvent) {
    e.preventDefault();
    if (!form || !kind || busy) return;
    setSuccess(null);
    setError(null);
    setBusy('save');
    try {
      if (itemId) {
        const r = await update({ variables: { input: { id: itemId, ...itemInput(form, kind) } } });
        const saved = r.data?.updateKnitItem.item;
        if (saved) settle(saved, kind);
        setSuccess(t('item.saved'));
      } else {
        const r = await create({ variables: { input: { type: kindEnum(kind), ...itemInput(form, kind) } } });
        const saved = r.data?.createKnitItem.item;
        if (!saved) throw new Error('no item');
        settle(saved, kind);
        setSuccess(t('item.created'));
        // Later saves update this item, and a reload of the page keeps it.
        navigate(editPath(kind, saved.id), { replace: true, state: { flash: 'created' } });
      }
    } catch (err) {
      setError(errorMessage(err, t));
    } finally {
      setBusy(null);
    }
  }

  function settle(saved: ItemPage_ItemFragment, k: KnitTypeName) {
    const next = formFromItem(saved);
    formFor.current = `id:${saved.id}`;
    setForm(next);
    writeBackup(storage(), { type: k, id: saved.id, form: next });
  }

  async function del() {
    if (!itemId || busy) return;
    setSuccess(null);
    setError(null);
    setBusy('delete');
    try {
      await remove({
        variables: { input: { id: itemId } },
        update(cache) {
          cache.evict({ id: cache.identify({ __typename: 'KnitItem', id: itemId }) });
          cache.gc();
        },
      });
      clearBackup(storage());
      navigate('/account');
    } catch (err) {
      setError(errorMessage(err, t));
      setBusy(null);
    }
  }

  const loadError = itemId && !item && query.error ? errorMessage(query.error, t) : null;

  return (
    <PageLayout aside={<ProfilePanel back />} className="item-page" title={title}>
      {loadError ? (
        <div className="item-card item-missing" role="alert">
          <p>{loadError}</p>
          <Link to="/account" className="item-link">{t('item.toAccount')}</Link>
        </div>
      ) : !form ? (
        <p className="item-status">{t('item.loading')}</p>
      ) : (
        <div className="item-layout">
          <PicturesBlock itemId={itemId} kind={kind} pictures={item?.pictures ?? []} onChanged={() => query.refetch()} />

          <section className="item-card item-info" aria-labelledby={`${uid}-info`}>
            <h2 id={`${uid}-info`} className="item-card__title">{t(`item.info.${kind}`)}</h2>
            <Message kind="success" text={success} testId="item-success" />
            <Message kind="error" text={error} testId="item-error" />
            <form className="form item-form" onSubmit={save} noValidate>
              <div className="item-form__grid">
                {(kind === 'yarn' ? YARN_TEXT_FIELDS : (['name'] as const)).map((field) => (
                  <Field key={field} label={t(`item.field.${field}`)} name={field} value={form[field]} onChange={set(field)}
                    maxLength={LIMITS.knitText.max} autoComplete="off" className={field === 'name' ? 'item-form__wide' : ''} />
                ))}
              </div>
              <Field multiline label={t('item.field.tags')} name="tags" rows={3} value={form.tags} onChange={set('tags')}
                aria-describedby={`${uid}-tags-hint`} className="item-form__tags" />
              <p id={`${uid}-tags-hint`} className="item-hint item-hint--under">{t('item.tagsHint')}</p>
              {kind !== 'yarn' && (
                <Field multiline label={t('item.field.notes')} name="notes" rows={6} value={form.notes} onChange={set('notes')}
                  maxLength={LIMITS.notes.max} />
              )}
              <fieldset className="choice item-form__visibility">
                <legend className="field__label">{t('item.field.visibility')}</legend>
                {(['PUBLIC', 'PRIVATE'] as const).map((v) => (
                  <label key={v} className="choice__option">
                    <input type="radio" name={`${uid}-visibility`} value={v} checked={form.visibility === v}
                      onChange={() => setForm((f) => (f ? { ...f, visibility: v } : f))} />
                    <span>{t(`item.visibility.${v.toLowerCase()}`)}</span>
                  </label>
                ))}
              </fieldset>
              <div className="form__actions item-form__actions">
                <button type="submit" className="button button--primary" disabled={busy !== null}>
                  {busy === 'save' ? t('item.saving') : t('item.save')}
                </button>
              </div>
            </form>
            {itemId && (
              <div className="item-danger">
                <hr className="item-divider" />
                <button type="button" className="button button--danger" onClick={del} disabled={busy !== null}>
                  {busy === 'delete' ? t('item.deleting') : t(`item.delete.${kind}`)}
                </button>
              </div>
            )}
          </section>

          <ColoursBlock itemId={itemId} colours={item?.colours ?? []} onChanged={() => query.refetch()} />
        </div>
      )}
    </PageLayout>
  );
}

/** Shown for an unknown kind or a malformed id in the URL. */
function NotFound() {
  const { t } = useTranslation();
  return (
    <PageLayout aside={<ProfilePanel back />} className="item-page" title={t('item.notFoundTitle')}>
      <div className="item-card item-missing" role="alert">
        <p>{t('item.notFound')}</p>
        <Link to="/account" className="item-link">{t('item.toAccount')}</Link>
      </div>
    </PageLayout>
  );
}
