/** The search results page (/search?q=&type=): best matches first with what matched marked, a type filter, more on demand. */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Message } from '../../components/Message';
import { PageLayout } from '../../components/PageLayout';
import { useAuth } from '../../features/auth/useAuth';
import { itemPath, isOwnItem } from '../../features/library/itemPath';
import { loadNextPage } from '../../features/library/LibraryGrid';
import { parseType, RecentSearches, TypeFilter } from '../../features/search/SearchFilters';
import { useSearch } from '../../features/search/SearchContext';
import { SearchResult } from '../../features/search/SearchResult';
import { ProjectCards } from '../../features/projects/ProjectCards';
import type { KnitCard_ItemFragment, KnitType } from '../../gql/graphql';
import { useSearchPageQuery, useSearchProjectsQuery } from '../../gql/hooks';
import { errorMessage } from '../../lib/errors';
import '../../features/search/search.css';

/** The server counts matches up to this many (and one more, meaning "more"). */
const COUNTED = 10_000;

/** Opens an item from a result (visitors are asked to register, as on the feed). */
function useOpenItem() {
  const navigate = useNavigate();
  const auth = useAuth();
  return (item: KnitCard_ItemFragment) => {
    if (!auth.loggedIn) { auth.openRegister(); return; }
    navigate(itemPath(item, isOwnItem(item.owner, auth.username)), { state: { item } });
  };
}

/** The results of one query, with their count, the empty state and the next pages. */
function SearchResults({ query, type }: { query: string; type: KnitType | null }) {
  const { t } = useTranslation();
  const open = useOpenItem();
  const { data, loading, error, fetchMore } = useSearchPageQuery({ variables: { query, type }, notifyOnNetworkStatusChange: true });
  // The projects shown above (the same query, answered from the cache): with some, "nothing matches" would be untrue.
  const projects = useSearchProjectsQuery({ variables: { query }, skip: type !== null });
  const projectsFound = (projects.data?.searchProjects.totalCount ?? 0) > 0;
  // The server counts up to COUNTED + 1 matches.
  const countText = (n: number) => (n > COUNTED ? t('search.countMore', { count: COUNTED }) : t('search.count', { count: n }));
  if (error) return <Message kind="error" text={errorMessage(error, t)} testId="search-error" />;
  const page = data?.search;
  return (
    <>
      {page && <p className="search-count" role="status" data-testid="search-count">{countText(page.totalCount)}</p>}
      {page?.edges.length === 0 && !loading && <div className="empty-state" data-testid="search-empty"><p>{projectsFound ? t('search.noItems', { query }) : t('search.noResults', { query })}</p></div>}
      {page && page.edges.length > 0 && (
        <ol className="search-results" data-testid="search-results">
          {page.edges.map((edge) => <SearchResult key={edge.cursor} edge={edge} onOpen={open} />)}
        </ol>
      )}
      {loading && <div className="library__loading" role="status"><span className="spinner" aria-hidden="true" />{t('common.loading')}</div>}
      {page?.pageInfo.hasNextPage && !loading && (
        <button type="button" className="button button--ghost search-more" onClick={loadNextPage(page, fetchMore)} data-testid="search-more">{t('search.more')}</button>
      )}
    </>
  );
}

/** The projects that match, above the items; a type filter (a kind of item) leaves them out. */
function ProjectResults({ query }: { query: string }) {
  const { t } = useTranslation();
  const { data, loading, fetchMore } = useSearchProjectsQuery({ variables: { query }, notifyOnNetworkStatusChange: true });
  const found = data?.searchProjects;
  return (
    <ProjectCards title={t('projectCards.searchTitle')} projects={found?.nodes ?? []} testId="search-projects"
      status={found && <p className="search-count">{t('projectCards.search', { count: found.totalCount })}</p>}
      hasMore={found?.pageInfo.hasNextPage} loading={loading} onMore={loadNextPage(found, fetchMore)} />
  );
}

/** The page. */
export default function SearchPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = (params.get('q') ?? '').trim();
  const type = parseType(params.get('type'));
  const { setText, recent, remember, forget } = useSearch();
  // The box shows the query (also after a reload), and the query joins the recent searches.
  useEffect(() => {
    if (query === '') return;
    setText(query);
    remember(query);
  }, [query, setText, remember]);
  const setType = (next: KnitType | null) => {
    const p = new URLSearchParams(params);
    if (next) p.set('type', next); else p.delete('type');
    setParams(p);
  };
  return (
    <PageLayout className="search-page" title={query ? t('search.resultsFor', { query }) : t('search.title')}>
      {query === ''
        ? <RecentSearches recent={recent} onClear={forget} />
        : <><TypeFilter value={type} onChange={setType} />{!type && <ProjectResults query={query} />}<SearchResults query={query} type={type} /></>}
    </PageLayout>
  );
}
