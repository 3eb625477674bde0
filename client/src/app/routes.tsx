/** The route table (docs/product.md §2.1), shareable item routes included (/yarn/:id, /item/:type/:id, ...). */
import { isValidElement } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { RequireLogin } from '../features/auth/RequireLogin';
import { freshAccessToken } from '../features/auth/refresh';
import { AppShell } from './AppShell';
import { lazyPage } from './lazyPage';
import { RootError, RouteError } from './RouteError';

const FeedPage = lazyPage(() => import('../pages/feed/FeedPage'));
const AccountPage = lazyPage(() => import('../pages/account/AccountPage'));
const SettingsPage = lazyPage(() => import('../pages/settings/SettingsPage'));
const PlaceholderPage = lazyPage(() => import('../pages/placeholder/PlaceholderPage'));
// Built by part 2 of the client.
const ItemEditPage = lazyPage(() => import('../pages/item/ItemEditPage'));
const ItemPreviewPage = lazyPage(() => import('../pages/item/ItemPreviewPage'));
const CalculatorPage = lazyPage(() => import('../pages/calculator/CalculatorPage'));
const ResetPasswordPage = lazyPage(() => import('../pages/reset/ResetPasswordPage'));
const SearchPage = lazyPage(() => import('../pages/search/SearchPage'));
const ExplorePage = lazyPage(() => import('../pages/explore/ExplorePage'));
const FavoritesPage = lazyPage(() => import('../pages/favorites/FavoritesPage'));
const StashPage = lazyPage(() => import('../pages/stash/StashPage'));
const NeedlesPage = lazyPage(() => import('../pages/needles/NeedlesPage'));
// GraphiQL and its editor live in this chunk alone: the entry and the feed never load them.
const ExplorerPage = lazyPage(() => import('../pages/explorer/ExplorerPage'));
const ProjectsPage = lazyPage(() => import('../pages/projects/ProjectsPage'));
const ProjectPage = lazyPage(() => import('../pages/projects/ProjectPage'));
const CounterPage = lazyPage(() => import('../pages/projects/CounterPage'));
const ConsentPage = lazyPage(() => import('../pages/oauth/ConsentPage'));
const OAuthErrorPage = lazyPage(() => import('../pages/oauth/OAuthErrorPage'));

/** Every page route (with a path or index) gets the error screen, shown in the shell under the header. */
function withErrorScreens(list: RouteObject[]): RouteObject[] {
  return list.map((r) => ({
    ...r,
    ...(r.path !== undefined || r.index ? { errorElement: <RouteError /> } : {}),
    ...(r.children ? { children: withErrorScreens(r.children) } : {}),
  }) as RouteObject);
}

/**
 * The routes, under the app shell (all but the API explorer). Pages needing login redirect visitors to /. Each page,
 * and the shell itself, has an error screen (RouteError.tsx): React Router's developer screen never shows.
 */
export const routes: RouteObject[] = [
  // The API explorer fills the window, outside the shell: the server answers a browser's GET /graphql with this app.
  { path: '/graphql', element: <ExplorerPage sessionToken={freshAccessToken} />, errorElement: <RootError /> },
  {
    path: '/',
    element: <AppShell />,
    errorElement: <RootError />,
    children: withErrorScreens([
      { index: true, element: <FeedPage /> },
      { path: 'feed', element: <FeedPage /> },
      { path: 'search', element: <SearchPage /> },
      { path: 'explore', element: <ExplorePage /> },
      { path: 'reset-password', element: <ResetPasswordPage /> },
      { path: 'oauth/error', element: <OAuthErrorPage /> },
      {
        element: <RequireLogin />,
        children: [
          { path: 'account', element: <AccountPage /> },
          { path: 'favorites', element: <FavoritesPage /> },
          { path: 'stash', element: <StashPage /> },
          { path: 'needles', element: <NeedlesPage /> },
          { path: 'settings', element: <SettingsPage /> },
          { path: 'calculator', element: <CalculatorPage /> },
          { path: 'projects', element: <ProjectsPage /> },
          { path: 'projects/:id', element: <ProjectPage /> },
          { path: 'projects/:id/counters/:counterId', element: <CounterPage /> },
          { path: 'yarn', element: <ItemEditPage /> },
          { path: 'yarn/:id', element: <ItemEditPage /> },
          { path: 'yarn-preview', element: <ItemPreviewPage /> },
          { path: 'yarn-preview/:id', element: <ItemPreviewPage /> },
          { path: 'item/:type/:id', element: <ItemEditPage /> },
          { path: 'item-preview/:type/:id', element: <ItemPreviewPage /> },
          { path: 'oauth/consent/:uid', element: <ConsentPage /> },
        ],
      },
      { path: '*', element: <PlaceholderPage page="notFound" /> },
    ]),
  },
];

/** Loads the code of the pages `pathname` shows, so the first render needs no Suspense fallback (lazyPage.ts). */
export async function preloadPages(pathname: string): Promise<void> {
  const loads: Promise<void>[] = [];
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    const el = route.element;
    if (isValidElement(el) && typeof el.type === 'function' && 'preload' in el.type) loads.push((el.type.preload as () => Promise<void>)());
  }
  await Promise.all(loads);
}

/** The history-mode router. */
export function createRouter() {
  return createBrowserRouter(routes);
}
