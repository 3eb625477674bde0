/**
 * The item editor: /yarn, /yarn/:id and /item/:type/:id (docs/product.md §2.9, §4.7). Pictures, the Info form and
 * colours; Save creates then updates; Delete goes back to /account.
 */
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { PageLayout } from '../../components/PageLayout';
import ColoursBlock from '../../features/colours/ColoursBlock';
import { PatternSizes } from '../../features/stash/PatternSizes';
import { YarnStash } from '../../features/stash/YarnStash';
import { SkeinNumbers } from '../../features/stash/SkeinNumbers';
import PicturesBlock from '../../features/pictures/PicturesBlock';
import { ProfilePanel } from '../../features/profile/ProfilePanel';
import { errorMessage } from '../../lib/errors';
import { useFocusOn } from '../../lib/useFocusOn';
import { draftKey } from '../../features/drafts/draftStore';
import { RestoreOffer } from '../../features/drafts/RestoreOffer';
import { useDraft } from '../../features/drafts/useDraft';
import { EditingBanner } from './EditingBanner';
import { ItemInfoForm } from './ItemInfoForm';
import { ItemMissing } from './ItemMissing';
import { useItemEditor } from './useItemEditor';
import { useItemWrites } from './useItemWrites';
import type { ItemForm } from './itemForm';

/** Two forms hold the same values. */
const sameForm = (a: ItemForm | null, b: ItemForm | null) => JSON.stringify(a) === JSON.stringify(b);
import './item.css';

/** The editor page. */
export default function ItemEditPage() {
  const { t } = useTranslation();
  const { kind, invalid, itemId, item, query, form, setForm, saved, settle, keep } = useItemEditor();
  // The Info form's unsaved state, kept as it is typed and offered back after a reload (issue #26).
  const key = form && saved && kind ? draftKey.item(kind, itemId) : null;
  const draft = useDraft<ItemForm | null>({ key, value: form, saved, same: sameForm, apply: setForm });
  const writes = useItemWrites({ kind, itemId, nodeId: item?.id ?? null, form, settle, keep, draftKey: key, clearDraft: draft.clear });
  const [asking, setAsking] = useState(false);
  // After a save, focus goes to the item's heading (the success message is announced with it).
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOn(heading, writes.success);

  if (!kind || invalid) return <NotFound />;

  // A saved item's editor names it, so changing it is never mistaken for creating one (issue #26 point 5).
  const editedName = item ? item.name?.trim() || t(`item.untitled.${kind}`) : null;
  const title = editedName ? t('item.editing.title', { name: editedName }) : t(itemId ? `item.title.edit.${kind}` : `item.title.create.${kind}`);
  const loadError = itemId && !item && query.error ? errorMessage(query.error, t) : null;
  const reload = () => query.refetch();
  // Deleting takes the pictures and colours too: say so and ask first.
  const question = asking ? t('item.confirmDelete', {
    name: form?.name.trim() || t(`item.untitled.${kind}`),
    pictures: t('item.pictureCount', { count: item?.pictures.length ?? 0 }),
    colours: t('item.colourCount', { count: item?.colours.length ?? 0 }),
  }) : null;

  return (
    <PageLayout aside={<ProfilePanel back />} className="item-page" title={title} titleRef={heading}>
      {editedName && <EditingBanner kind={kind} name={editedName} />}
      {loadError ? (
        <ItemMissing text={loadError} back="account" />
      ) : !form ? (
        <p className="item-status">{t('item.loading')}</p>
      ) : (
        <div className="item-layout">
          <PicturesBlock itemId={item?.id ?? (itemId !== null ? String(itemId) : null)} kind={kind} pictures={item?.pictures ?? []} onChanged={reload} />
          <ItemInfoForm kind={kind} form={form} setForm={setForm} saved={itemId !== null} success={writes.success}
            notice={writes.notice} error={writes.error}
            offer={draft.offer ? <RestoreOffer onRestore={draft.restore} onDiscard={draft.discard} testId="item-restore" /> : null} busy={writes.busy} onSave={writes.save} onDelete={() => setAsking(true)} />
          <ColoursBlock itemId={item?.id ?? (itemId !== null ? String(itemId) : null)} colours={item?.colours ?? []} onChanged={reload} />
          {item && kind === 'yarn' && <SkeinNumbers item={item} />}
          {item && kind === 'yarn' && <YarnStash totals={item.stashTotals} />}
          {item && kind === 'pattern' && <PatternSizes itemId={item.id} sizes={item.sizes} editable onChanged={() => void reload()} />}
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
      <ItemMissing text={t('item.notFound')} back="account" />
    </PageLayout>
  );
}
