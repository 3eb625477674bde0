/** Route guard: visitors without the loggedIn cookie are sent to / (SPEC.md §2). */
import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { useAuth } from './useAuth';

/** Renders `children` (or the nested routes) when logged in; otherwise redirects to /. */
export function RequireLogin({ children }: { children?: ReactNode }) {
  const { loggedIn } = useAuth();
  if (!loggedIn) return <Navigate to="/" replace />;
  return <>{children ?? <Outlet />}</>;
}
