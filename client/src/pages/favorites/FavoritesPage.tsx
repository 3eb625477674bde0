/** /favorites: the public items you saved, with the account page's filter, sort and zoom menus. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { sortToApi } from '@purlwise/core';
import { PageLayout } from '../../components/PageLayout';
import { LibraryGrid, fromConnection } from '../../features/library/LibraryGrid';
import { LibraryHead } from '../../features/library/LibraryHead';
import { LibraryToolbar } from '../../features/library/LibraryToolbar';
import { filterToApi } from '../../features/library/preferences';
import { useLibraryControls } from '../../features/library/useLibraryControls';
import { useFavoritesPageQuery } from '../../gql/hooks';

/** The favourites page (login required: see the routes). */
export default function FavoritesPage() {
  const { t } = useTranslation();
  const controls = useLibraryControls();
  const { filter, sort, zoom, search } = controls;
  const { data, loading, error, fetchMore } = useFavoritesPageQuery({
    // "No" order: the list's own, the most recently saved first.
    variables: { type: filterToApi(filter), sort: sort === 'none' ? undefined : sortToApi(sort), search },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  if (error) console.warn('favourites failed to load', error);
  const page = data?.myFavorites;
  // A heart pressed off leaves the page at once: the optimistic answer marks the item, the list drops it (a failed
  // removal puts it back, as Apollo rolls the optimistic answer back). The next fetch of the list no longer has it.
  const items = (page?.nodes ?? []).filter((item) => item.viewerHasFavorited);
  const narrowed = !!search || filter !== 'all';

  return (
    <PageLayout className="favorites-page">
      <LibraryHead title={t('favorites.title')} subtitle={t('favorites.subtitle')} search={search}>
        <LibraryToolbar controls={controls} />
      </LibraryHead>
      <LibraryGrid
        {...fromConnection(page, { loading, fetchMore })}
        items={items}
        zoom={zoom}
        links="others"
        empty={
          <div className="empty-state" data-testid="favorites-empty">
            <h2>{narrowed ? t('favorites.noMatch') : t('favorites.emptyTitle')}</h2>
            {!narrowed && <p>{t('favorites.emptyText')}</p>}
            {!narrowed && <Link to="/explore" className="button button--primary">{t('favorites.toExplore')}</Link>}
          </div>
        }
      />
    </PageLayout>
  );
}
