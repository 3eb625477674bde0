/**
 * The item editor: /yarn, /yarn/:id and /item/:type/:id (SPEC.md §2 "Yarn edit screen", §4 "Yarn screen").
 * Pictures, the Info form and colours; Save creates then updates; Delete goes back to /account.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Link } from 'react-router-dom';
import { PageLayout } from '../../components/PageLayout';
import ColoursBlock from '../../features/colours/ColoursBlock';
import PicturesBlock from '../../features/pictures/PicturesBlock';
import { ProfilePanel } from '../../features/profile/ProfilePanel';
import { errorMessage } from '../../lib/errors';
import { ItemInfoForm } from './ItemInfoForm';
import { useItemEditor } from './useItemEditor';
import { useItemWrites } from './useItemWrites';
import './item.css';

/** The editor page. */
export default function ItemEditPage() {
  const { t } = useTranslation();
  const { kind, invalid, itemId, item, query, form, setForm, settle } = useItemEditor();
  const writes = useItemWrites({ kind, itemId, form, settle });
  const [asking, setAsking] = useState(false);

  if (!kind || invalid) return <NotFound />;

  const title = t(itemId ? `item.title.edit.${kind}` : `item.title.create.${kind}`);
  const loadError = itemId && !item && query.error ? errorMessage(query.error, t) : null;
  const reload = () => query.refetch();
  // Deleting takes the pictures and colours too: say so and ask first.
  const question = asking ? t('item.confirmDelete', {
    name: form?.name.trim() || t(`item.untitled.${kind}`),
    pictures: t('item.pictureCount', { count: item?.pictures.length ?? 0 }),
    colours: t('item.colourCount', { count: item?.colours.length ?? 0 }),
  }) : null;

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
          <PicturesBlock itemId={item?.id ?? (itemId !== null ? String(itemId) : null)} kind={kind} pictures={item?.pictures ?? []} onChanged={reload} />
          <ItemInfoForm kind={kind} form={form} setForm={setForm} saved={itemId !== null} success={writes.success}
            error={writes.error} busy={writes.busy} onSave={writes.save} onDelete={() => setAsking(true)} />
          <ColoursBlock itemId={item?.id ?? (itemId !== null ? String(itemId) : null)} colours={item?.colours ?? []} onChanged={reload} />
        </div>
      )}
      <ConfirmDialog question={question} confirmLabel={t('item.deleteYes')} onCancel={() => setAsking(false)}
        onConfirm={() => { setAsking(false); void writes.del(); }} />
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
