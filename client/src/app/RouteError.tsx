/**
 * The error screens of the routes (issue #26 point 4), in the page's language, instead of React Router's developer
 * screen. A page whose code cannot load is either offline (said so, with "Try again") or a tab left on a build that
 * a deploy has replaced: that one reloads once to get the new build, guarded by sessionStorage against a loop.
 * Kept in the entry chunk: it must show when no other chunk can be fetched.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';
import { LogoMark } from '../components/Icons';

/** sessionStorage key of the last reload made for a missing chunk: `{ path, at }`. */
export const CHUNK_RELOAD_KEY = 'purlwise.chunkReload';
/** A second missing chunk on the same page within this time shows the error instead of reloading again. */
const RELOAD_GUARD_MS = 10 * 60 * 1000;

/** True for the errors of a dynamic import (or its preloaded stylesheet) that could not be fetched, in any browser. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /dynamically imported module|module script failed|Unable to preload CSS|ChunkLoadError|Loading (CSS )?chunk/i.test(message);
}

/**
 * Reloads the page, unless it was already reloaded for a missing chunk of `path` a moment ago (the new build lacks it
 * too, or the server keeps failing): then false, and the error is shown. No sessionStorage, no reload.
 */
export function reloadOnce(path: string, store: Storage = sessionStorage, now = Date.now(), reload = () => window.location.reload()): boolean {
  try {
    const last = JSON.parse(store.getItem(CHUNK_RELOAD_KEY) ?? 'null') as { path?: string; at?: number } | null;
    if (last?.path === path && typeof last.at === 'number' && now - last.at < RELOAD_GUARD_MS) return false;
    store.setItem(CHUNK_RELOAD_KEY, JSON.stringify({ path, at: now }));
  } catch {
    return false;
  }
  reload();
  return true;
}

/** True when the server answers: a HEAD request, which neither the HTTP cache nor the service worker answers. */
async function serverReachable(): Promise<boolean> {
  if (!navigator.onLine) return false;
  try {
    await fetch('/', { method: 'HEAD', cache: 'no-store' });
    return true;
  } catch {
    return false;
  }
}

type Screen = 'checking' | 'offline' | 'updating' | 'failed';

/** The screen for `error`: a missing chunk is checked against the network first. */
function ErrorScreen({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const chunk = isChunkLoadError(error);
  const [screen, setScreen] = useState<Screen>(chunk ? 'checking' : 'failed');
  const [stillOffline, setStillOffline] = useState(false);

  useEffect(() => {
    if (!chunk) console.error('page failed', error);
  }, [chunk, error]);

  useEffect(() => {
    if (screen !== 'checking') return;
    let live = true;
    void serverReachable().then((up) => {
      if (!live) return;
      if (!up) setScreen('offline');
      else setScreen(reloadOnce(window.location.pathname) ? 'updating' : 'failed');
    });
    return () => { live = false; };
  }, [screen]);

  const retry = async () => {
    setStillOffline(false);
    if (await serverReachable()) window.location.reload();
    else { setScreen('offline'); setStillOffline(true); }
  };

  if (screen === 'checking' || screen === 'updating') {
    return (
      <div className="page-fallback" role="status" data-testid="route-error-wait">
        <span className="spinner" aria-hidden="true" />{t(screen === 'updating' ? 'routeError.updating' : 'common.loading')}
      </div>
    );
  }
  const offline = screen === 'offline';
  return (
    <div className="empty-state empty-state--page" role="alert" data-testid={offline ? 'route-error-offline' : 'route-error'}>
      <span className="empty-state__icon"><LogoMark size={40} /></span>
      <h1>{t(offline ? 'routeError.offlineTitle' : 'routeError.failedTitle')}</h1>
      <p>{t(offline ? 'routeError.offlineText' : 'routeError.failedText')}</p>
      {stillOffline && <p role="status" data-testid="route-error-still-offline">{t('routeError.stillOffline')}</p>}
      <button type="button" className="button button--primary" onClick={() => void retry()} data-testid="route-error-retry">{t('routeError.retry')}</button>
      {!offline && <a href="/" className="link">{t('routeError.home')}</a>}
    </div>
  );
}

/** The error element of each page's route: shown in the app shell, under the header. */
export function RouteError() {
  return <ErrorScreen error={useRouteError()} />;
}

/** The error element of the root route: the shell itself failed, so the screen stands alone. */
export function RootError() {
  return (
    <div className="app">
      <main id="main" className="app__main"><ErrorScreen error={useRouteError()} /></main>
    </div>
  );
}
