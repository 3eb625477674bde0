/**
 * The root layout: providers that need the router, header, page, visitors' footer, auth dialogs, scroll restoration,
 * the question before leaving unsaved changes, the offline banner and the message of the last delete (with Undo).
 */
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { AuthProvider } from '../features/auth/AuthProvider';
import { LoginModal } from '../features/auth/LoginModal';
import { RegisterModal } from '../features/auth/RegisterModal';
import { ForgotPasswordModal } from '../features/account-data/ForgotPasswordModal';
import { Footer } from '../features/header/Footer';
import { Header } from '../features/header/Header';
import { LeaveGuard } from '../features/drafts/LeaveGuard';
import { OfflineStatus } from '../features/offline/OfflineStatus';
import { SearchProvider } from '../features/search/SearchContext';
import { UndoNotice } from '../features/undo/UndoNotice';

/** A quiet loading line while a lazily loaded page arrives. */
export function PageFallback() {
  const { t } = useTranslation();
  return <div className="page-fallback" role="status"><span className="spinner" aria-hidden="true" />{t('common.loading')}</div>;
}

/** The app shell around every route. */
export function AppShell() {
  const { t } = useTranslation();
  return (
    <AuthProvider>
      <SearchProvider>
        <div className="app">
          <a href="#main" className="skip-link">{t('common.skip')}</a>
          <Header />
          <main id="main" className="app__main">
            <Suspense fallback={<PageFallback />}>
              <Outlet />
            </Suspense>
          </main>
          <Footer />
        </div>
        <LoginModal />
        <RegisterModal />
        <ForgotPasswordModal />
        <LeaveGuard />
        <OfflineStatus />
        <UndoNotice />
        <ScrollRestoration />
      </SearchProvider>
    </AuthProvider>
  );
}
