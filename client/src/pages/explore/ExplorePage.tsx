/** /explore: everyone's public items narrowed by type, weight class, fibre, producer and tag (URL parameters), newest first. */
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageLayout } from '../../components/PageLayout';
import { LibraryGrid, loadNextPage, fromConnection } from '../../features/library/LibraryGrid';
import { LibraryHead } from '../../features/library/LibraryHead';
import { useCardWidth } from '../../features/library/useCardWidth';
import { ProjectCards } from '../../features/projects/ProjectCards';
import { useExplorePageQuery, usePublicProjectsQuery } from '../../gql/hooks';
import { ExploreFacets } from './ExploreFacets';
import { filterFromParams } from './exploreParams';
import './explore.css';

/** The Explore page. */
export default function ExplorePage() {
  const { t } = useTranslation();
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
  const narrowed = Object.keys(filter).length > 0;
  // The facets narrow items only: projects show on the whole view, above its items.
  const projects = usePublicProjectsQuery({ skip: narrowed, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  const shared = projects.data?.publicProjects;

  return (
    <PageLayout className="explore-page" aside={<ExploreFacets facets={page?.facets} params={params} />}>
      <LibraryHead title={t('explore.title')} subtitle={t('explore.subtitle')}
        note={page && <p className="explore__count" data-testid="explore-count" role="status">{t('explore.count', { count: page.totalCount })}</p>} />
      {!narrowed && (
        <ProjectCards title={t('projectCards.explore')} projects={shared?.nodes ?? []} testId="explore-projects"
          hasMore={shared?.pageInfo.hasNextPage} loading={projects.loading} onMore={loadNextPage(shared, projects.fetchMore)} />
      )}
      <LibraryGrid
        {...fromConnection(page, { loading, fetchMore })}
        zoom={zoom}
        links="public"
        empty={<div className="empty-state" data-testid="explore-empty"><p>{narrowed ? t('explore.noMatch') : t('explore.none')}</p></div>}
      />
    </PageLayout>
  );
}
