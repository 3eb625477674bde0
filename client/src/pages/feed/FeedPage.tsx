/** The feed (/ and /feed, docs/product.md §2.6): every public item, filtered and sorted on the server, more on scroll. */
import { useTranslation } from 'react-i18next';
import { PageLayout } from '../../components/PageLayout';
import { useAuth } from '../../features/auth/useAuth';
import { feedVariables } from '../../features/feed/prefetch';
import { LibraryGrid, fromConnection } from '../../features/library/LibraryGrid';
import { LibraryHead } from '../../features/library/LibraryHead';
import { LibraryToolbar } from '../../features/library/LibraryToolbar';
import { useLibraryControls } from '../../features/library/useLibraryControls';
import { useFeedPageQuery } from '../../gql/hooks';

/** The feed page. */
export default function FeedPage() {
  const { t } = useTranslation();
  const auth = useAuth();
  const controls = useLibraryControls();
  const { filter, sort, zoom, search } = controls;
  const { data, loading, error, fetchMore } = useFeedPageQuery({
    variables: feedVariables(filter, sort, search),
    notifyOnNetworkStatusChange: true,
  });
  if (error) console.warn('feed failed to load', error);

  const page = data?.publicKnitItems;

  return (
    <PageLayout className="feed-page">
      {!auth.loggedIn && (
        <section className="hero" data-testid="feed-hero">
          <div>
            <p className="hero__kicker">{t('feed.kicker')}</p>
            <h1 className="hero__title">{t('feed.heroTitle')}</h1>
            <p className="hero__text">{t('feed.heroText')}</p>
          </div>
          <div className="hero__actions">
            <button type="button" className="button button--berry" onClick={auth.openRegister}>{t('feed.heroJoin')}</button>
            <button type="button" className="button button--ghost" onClick={auth.openLogin}>{t('feed.heroLogin')}</button>
          </div>
        </section>
      )}
      <LibraryHead title={t('feed.title')} subtitle={t('feed.subtitle')} search={search}>
        <LibraryToolbar controls={controls} />
      </LibraryHead>
      <LibraryGrid
        {...fromConnection(page, { loading, fetchMore })}
        zoom={zoom}
        links="public"
        empty={<div className="empty-state" data-testid="feed-empty"><p>{search ? t('feed.noMatch') : t('feed.empty')}</p></div>}
      />
    </PageLayout>
  );
}
