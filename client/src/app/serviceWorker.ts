/**
 * Registers the service worker built by vite-plugin-pwa (vite.config.ts): it precaches the shell and the route
 * chunks so pages seen before open offline. Registered once the page has loaded and the browser is idle, so its
 * downloads never compete with the feed's first load.
 */

/** Registers /sw.js after the load event, when idle; nothing in development or where service workers are missing. */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((err: unknown) => console.warn('service worker not registered', err));
  };
  const whenIdle = () => ('requestIdleCallback' in window ? window.requestIdleCallback(register, { timeout: 5000 }) : setTimeout(register, 0));
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
