/** The account page (/account, docs/product.md §2.4): profile panel, Add / filter / sort / zoom, the user's items as cards. */
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { KNIT_TYPES, sortToApi, type KnitTypeName } from '@purlwise/core';
import { Dropdown } from '../../components/Dropdown';
import { emptyPictureUrl } from '../../components/EmptyPicture';
import { PlusIcon } from '../../components/Icons';
import { PageLayout } from '../../components/PageLayout';
import { newItemPath } from '../../features/library/itemPath';
import { LibraryGrid, fromConnection } from '../../features/library/LibraryGrid';
import { LibraryHead } from '../../features/library/LibraryHead';
import { LibraryToolbar } from '../../features/library/LibraryToolbar';
import { filterToApi } from '../../features/library/preferences';
import { useLibraryControls } from '../../features/library/useLibraryControls';
import { ProfilePanel } from '../../features/profile/ProfilePanel';
import { useAccountPageQuery } from '../../gql/hooks';

/** The account page. */
export default function AccountPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const controls = useLibraryControls();
  const { filter, sort, zoom, search } = controls;
  const { data, loading, error, fetchMore } = useAccountPageQuery({
    variables: { type: filterToApi(filter), sort: sortToApi(sort), search },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  if (error) console.warn('library failed to load', error);

  const page = data?.myKnitItems;
  const add = (type: KnitTypeName) => {
    // A new yarn starts as an empty entry in shared state (docs/product.md §2.4); the others open their 'new' editor.
    navigate(newItemPath(type), type === 'yarn' ? { state: { item: { type: 'yarn' } } } : undefined);
  };

  return (
    <PageLayout aside={<ProfilePanel />} className="account-page">
      <LibraryHead title={t('account.title')} subtitle={t('account.subtitle')} search={search}>
        <LibraryToolbar controls={controls}>
          <Dropdown
            testId="add-menu"
            className="dropdown--primary"
            label={<><PlusIcon size={18} /><span>{t('account.add')}</span></>}
            items={KNIT_TYPES.map((key) => ({ key, label: t(`library.type.${key}`), icon: <img src={emptyPictureUrl(key)} alt="" className="dropdown__thumb" /> }))}
            onSelect={add}
          />
        </LibraryToolbar>
      </LibraryHead>
      <LibraryGrid
        {...fromConnection(page, { loading, fetchMore })}
        zoom={zoom}
        links="mine"
        empty={
          <div className="empty-state" data-testid="library-empty">
            <img src={emptyPictureUrl('yarn')} alt="" className="empty-state__picture" />
            <h2>{search || filter !== 'all' ? t('account.noMatch') : t('account.emptyTitle')}</h2>
            {!search && filter === 'all' && <p>{t('account.emptyText')}</p>}
            {!search && filter === 'all' && (
              <button type="button" className="button button--primary" onClick={() => add('yarn')}><PlusIcon size={18} />{t('account.addFirst')}</button>
            )}
          </div>
        }
      />
    </PageLayout>
  );
}
