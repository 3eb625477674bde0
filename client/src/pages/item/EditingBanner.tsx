/**
 * The editor's banner over a saved item (issue #26 point 5): it names the item being changed, so /yarn (which reopens
 * the current yarn, docs/product.md §4.7) is never mistaken for a new one, and offers a blank editor instead.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { KnitTypeName } from '@purlwise/core';
import { newItemPath, newItemState } from '../../features/library/itemPath';

/** "You are changing your saved yarn 'Rios – Azules'" with a link to start an empty one. */
export function EditingBanner({ kind, name }: { kind: KnitTypeName; name: string }) {
  const { t } = useTranslation();
  return (
    <p className="item-editing" role="note" data-testid="editing-banner">
      <span>{t(`item.editing.banner.${kind}`, { name })}</span>{' '}
      <Link to={newItemPath(kind)} state={newItemState(kind)} className="item-link" data-testid="editing-new">
        {t(`item.editing.startNew.${kind}`)}
      </Link>
    </p>
  );
}
