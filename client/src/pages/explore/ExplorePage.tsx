/** /explore: everyone's public items narrowed by type, weight class, fibre, producer and tag (URL parameters), newest first. */
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageLayout } from '../../components/PageLayout';
import { useAuth } from '../../features/auth/useAuth';
import { itemPath, isOwnItem } from '../../features/library/itemPath';
import { LibraryGrid, loadNextPage } from '../../features/library/LibraryGrid';
import { useCardWidth } from '../../features/library/useCardWidth';
import { ProjectCards } from '../../features/projects/ProjectCards';
import type { KnitCard_ItemFragment } from '../../gql/graphql';
import { useExplorePageQuery, usePublicProjectsQuery } from '../../gql/hooks';
import { ExploreFacets } from './ExploreFacets';
import { filterFromParams } from './exploreParams';
import './explore.css';

/** The Explore page. */
export default function ExplorePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const auth = useAuth();
  const [params] = useSearchParams();
  const zoom = useCardWidth();
  const filter = filterFromParams(params);
  const { data, loading, error, fetchMore } = useExplorePageQuery({
    variables: { filter },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  if (error) console.warn('explore failed to load', error);
  const page = data?.explore;
  const open = (item: KnitCard_ItemFragment) => {
    if (!auth.loggedIn) { auth.openRegister(); return; }
    navigate(itemPath(item, isOwnItem(item.owner, auth.username)), { state: { item } });
  };
  const narrowed = Object.keys(filter).length > 0;
  // The facets narrow items only: projects show on the whole view, above its items.
  const projects = usePublicProjectsQuery({ skip: narrowed, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  const shared = projects.data?.publicProjects;

  return (
    <PageLayout className="explore-page" aside={<ExploreFacets facets={page?.facets} params={params} />}>
      <div className="page__head">
        <div>
          <h1 className="page__title">{t('explore.title')}</h1>
          <p className="page__subtitle">{t('explore.subtitle')}</p>
          {page && <p className="explore__count" data-testid="explore-count" role="status">{t('explore.count', { count: page.totalCount })}</p>}
        </div>
      </div>
      {!narrowed && (
        <ProjectCards title={t('projectCards.explore')} projects={shared?.nodes ?? []} testId="explore-projects"
          hasMore={shared?.pageInfo.hasNextPage} loading={projects.loading} onMore={loadNextPage(shared, projects.fetchMore)} />
      )}
      <LibraryGrid
        items={page?.nodes ?? []}
        cardWidth={zoom.width}
        hrefOf={(item) => itemPath(item, isOwnItem(item.owner, auth.username))}
        onOpen={open}
        loading={loading}
        hasMore={page?.pageInfo.hasNextPage}
        onLoadMore={loadNextPage(page, fetchMore)}
        empty={<div className="empty-state" data-testid="explore-empty"><p>{narrowed ? t('explore.noMatch') : t('explore.none')}</p></div>}
      />
    </PageLayout>
  );
}
