/** The route table (SPEC.md §2 plus shareable /yarn/:id, /yarn-preview/:id and the other kinds' item routes). */
import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RequireLogin } from '../features/auth/RequireLogin';
import { AppShell } from './AppShell';

const FeedPage = lazy(() => import('../pages/feed/FeedPage'));
const AccountPage = lazy(() => import('../pages/account/AccountPage'));
const SettingsPage = lazy(() => import('../pages/settings/SettingsPage'));
const PlaceholderPage = lazy(() => import('../pages/placeholder/PlaceholderPage'));
// Built by part 2 of the client.
const ItemEditPage = lazy(() => import('../pages/item/ItemEditPage'));
const ItemPreviewPage = lazy(() => import('../pages/item/ItemPreviewPage'));
const CalculatorPage = lazy(() => import('../pages/calculator/CalculatorPage'));
const ResetPasswordPage = lazy(() => import('../pages/reset/ResetPasswordPage'));
const SearchPage = lazy(() => import('../pages/search/SearchPage'));
const ExplorePage = lazy(() => import('../pages/explore/ExplorePage'));
const FavoritesPage = lazy(() => import('../pages/favorites/FavoritesPage'));

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

/** The history-mode router. */
export function createRouter() {
  return createBrowserRouter(routes);
}
