/** The route table (SPEC.md §2 plus shareable /yarn/:id, /yarn-preview/:id and the other kinds' item routes). */
import { isValidElement } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { RequireLogin } from '../features/auth/RequireLogin';
import { AppShell } from './AppShell';
import { lazyPage } from './lazyPage';

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

/** The routes, under the app shell. Pages needing login redirect visitors to /. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppShell />,
    children: [
      { index: true, element: <FeedPage /> },
      { path: 'feed', element: <FeedPage /> },
      { path: 'search', element: <SearchPage /> },
      { path: 'explore', element: <ExplorePage /> },
      { path: 'reset-password', element: <ResetPasswordPage /> },
      {
        element: <RequireLogin />,
        children: [
          { path: 'account', element: <AccountPage /> },
          { path: 'favorites', element: <FavoritesPage /> },
          { path: 'settings', element: <SettingsPage /> },
          { path: 'calculator', element: <CalculatorPage /> },
          { path: 'yarn', element: <ItemEditPage /> },
          { path: 'yarn/:id', element: <ItemEditPage /> },
          { path: 'yarn-preview', element: <ItemPreviewPage /> },
          { path: 'yarn-preview/:id', element: <ItemPreviewPage /> },
          { path: 'item/:type/:id', element: <ItemEditPage /> },
          { path: 'item-preview/:type/:id', element: <ItemPreviewPage /> },
        ],
      },
      { path: '*', element: <PlaceholderPage page="notFound" /> },
    ],
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
