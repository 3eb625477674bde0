/**
 * Route guard: visitors without the loggedIn cookie are sent to / (docs/product.md §2.1). A visitor who opened such a
 * page (a shared item link, the calculator) is asked to log in there, told why, and taken on to it afterwards
 * (AuthProvider).
 */
import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAuth } from './useAuth';

/** Renders `children` (or the nested routes) when logged in; otherwise redirects to /. */
export function RequireLogin({ children }: { children?: ReactNode }) {
  const { loggedIn } = useAuth();
  // Decided when the page opens: a knitter who logs out (or whose session ends) on this page is simply sent home.
  const [arrivedLoggedOut] = useState(!loggedIn);
  if (!loggedIn) return arrivedLoggedOut ? <LoginFirst /> : <Navigate to="/" replace />;
  return <>{children ?? <Outlet />}</>;
}

/** Sends a visitor to / with the login dialog open, remembering the page they asked for. */
function LoginFirst() {
  const { askLogin } = useAuth();
  const { pathname, search, hash } = useLocation();
  const path = `${pathname}${search}${hash}`;
  useEffect(() => { askLogin(path); }, [askLogin, path]);
  return <Navigate to="/" replace />;
}
