/** Entry point: styles, then the app into #root. */
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/index.css';
import { App } from './app/App';
import { preloadPages } from './app/routes';
import { localeReady } from './i18n';
import { apolloClient } from './app/apollo';
import { prefetchFeed } from './features/feed/prefetch';
import { registerServiceWorker } from './app/serviceWorker';
import { freshAccessToken } from './features/auth/refresh';
import { hasLeftDeletes, sendLeftDeletes } from './features/undo/leftDeletes';
import { nextTask } from './lib/nextTask';

// Start-up runs in several short tasks rather than one long one (lib/nextTask.ts): this module's evaluation, then the
// first feed query's start (the first query through Apollo Client is costly), then the rest.
const started = nextTask().then(() => {
  prefetchFeed(apolloClient, window.location.pathname);
  // Deletes confirmed on this tab's previous page and not answered before it was left (features/undo/leftDeletes.ts).
  if (hasLeftDeletes()) void freshAccessToken().then(sendLeftDeletes);
});

// The first render is a transition: React renders it in slices of a few milliseconds and lets the browser paint the
// static header of index.html in between, instead of holding the main thread for the whole first page (a phone's
// CPU takes hundreds of milliseconds over it; Lighthouse counts such a task as blocking time, bench/RESULTS.md).
// It waits for the code of the page shown (preloaded by index.html for the feed) and for the remembered language's
// catalogues, so it shows that page at once, in that language; and for the feed's prefetch to have started, so the
// page's own query joins it instead of sending a second request.
function render(): void {
  startTransition(() => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

// A page whose code fails to load renders anyway: the route's own Suspense and error handling take over; a language
// whose catalogues fail to load shows English. The service worker is registered after, once the page has loaded.
void Promise.all([started, preloadPages(window.location.pathname), localeReady()]).then(render, render).then(registerServiceWorker);
