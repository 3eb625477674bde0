/** The session as the interface sees it: who is logged in, and the login/logout and auth-modal actions. */
import { createContext, useContext } from 'react';

/** Which auth dialog is open. */
export type AuthModal = 'login' | 'register' | 'forgot' | null;

/** What `useAuth()` returns. */
export interface AuthState {
  /** The logged-in username (from the loggedIn cookie), or null for a visitor. */
  username: string | null;
  /** True when logged in. */
  loggedIn: boolean;
  /** Starts a session from a login/registration payload: cookie, token, modal closed, data reloaded. */
  login: (payload: { accessToken: string; user: { username: string } }) => Promise<void>;
  /** Calls `logout`; on success ends the session and goes to /. Resolves to the error text on failure, else null. */
  logout: () => Promise<string | null>;
  /** The message of the last failed logout, kept until the next attempt. */
  logoutError: string | null;
  /** The open auth dialog. */
  modal: AuthModal;
  /** The page a visitor asked for and is taken to after logging in or registering (RequireLogin), or null. */
  loginFor: string | null;
  /** Opens the login dialog saying that `path` needs an account, and remembers it for after the login. */
  askLogin: (path: string) => void;
  /** Opens the login dialog. */
  openLogin: () => void;
  /** Opens the registration dialog. */
  openRegister: () => void;
  /** Opens the forgotten-password dialog. */
  openForgot: () => void;
  /** Closes the auth dialog (and forgets the page asked for). */
  closeModal: () => void;
}

/** React context behind useAuth(); provided by AuthProvider. */
export const AuthContext = createContext<AuthState | null>(null);

/** The current session and its actions. Must be used under AuthProvider (the app shell provides it). */
export function useAuth(): AuthState {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth() must be used inside <AuthProvider>');
  return value;
}
