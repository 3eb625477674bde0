/** Holds the session state for the interface and performs login and logout (docs/product.md §4.1). */
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useLogoutMutation } from '../../gql/hooks';
import { errorMessage } from '../../lib/errors';
import { endSession, loggedInUsername, onSessionChange, startSession } from './session';
import { AuthContext, type AuthModal, type AuthState } from './useAuth';

/** Provides useAuth() to its children. Must sit inside the router and the Apollo provider. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const navigate = useNavigate();
  const [username, setUsername] = useState<string | null>(() => loggedInUsername());
  const [modal, setModal] = useState<AuthModal>(null);
  // The page a visitor asked for before being sent to log in: they go on to it once logged in.
  const [loginFor, setLoginFor] = useState<string | null>(null);
  const [logoutError, setLogoutError] = useState<string | null>(null);
  const [logoutMutation] = useLogoutMutation();

  useEffect(() => {
    const sync = () => setUsername(loggedInUsername());
    // The cookie expires on its own after 18 hours: look again when the tab comes back.
    const onVisible = () => { if (document.visibilityState === 'visible') sync(); };
    document.addEventListener('visibilitychange', onVisible);
    const off = onSessionChange(sync);
    return () => { off(); document.removeEventListener('visibilitychange', onVisible); };
  }, []);

  const login = useCallback<AuthState['login']>(async ({ accessToken, user }) => {
    startSession(user.username, accessToken);
    // Set here too (the listener also does), so the page asked for renders logged in and does not send them back.
    setUsername(user.username);
    setModal(null);
    setLogoutError(null);
    if (loginFor) {
      setLoginFor(null);
      void navigate(loginFor);
    }
    // Lists seen as a visitor may differ once logged in: refetch what is on screen.
    await client.resetStore().catch((err: unknown) => console.warn('reloading after login failed', err));
  }, [client, loginFor, navigate]);

  const logout = useCallback<AuthState['logout']>(async () => {
    setLogoutError(null);
    try {
      await logoutMutation();
    } catch (err) {
      const text = errorMessage(err, t);
      setLogoutError(text);
      return text;
    }
    endSession();
    await client.clearStore();
    navigate('/');
    return null;
  }, [client, logoutMutation, navigate, t]);

  // Stable, so the guard that calls it once does not call it again when the dialog is closed.
  const askLogin = useCallback((path: string) => { setLoginFor(path); setModal('login'); }, []);

  const value = useMemo<AuthState>(() => ({
    username,
    loggedIn: username !== null,
    login,
    logout,
    logoutError,
    modal,
    loginFor,
    askLogin,
    openLogin: () => setModal('login'),
    openRegister: () => setModal('register'),
    openForgot: () => setModal('forgot'),
    closeModal: () => { setModal(null); setLoginFor(null); },
  }), [username, login, logout, logoutError, modal, loginFor, askLogin]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
