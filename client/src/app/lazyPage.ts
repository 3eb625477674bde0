/**
 * A page loaded on demand that need not suspend: `preload()` starts loading it, and once it is loaded it renders
 * directly instead of through React.lazy. The page a tab opens on is preloaded before the first render
 * (main.tsx), so that render shows the page at once, without the Suspense fallback, and without React's 300 ms
 * throttle on revealing a fallback's content, which delayed the feed's first cards (its largest paint, issue #11).
 */
import { createElement, lazy, type ComponentType, type ReactElement } from 'react';

/** A page component with `preload`, which loads its code and resolves once it renders without suspending. */
export type LazyPage<P extends object> = ((props: P) => ReactElement) & { preload: () => Promise<void> };

/** A page from `load` (a dynamic import of a module whose default export is the page). */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyPage<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const start = () => {
    loading ??= load().then((m) => { loaded = m.default; return m; }, (err: unknown) => { loading = null; throw err; });
    return loading;
  };
  const Lazy = lazy(start);
  const Page = (props: P) => createElement(loaded ?? Lazy, props);
  return Object.assign(Page, { preload: () => start().then(() => undefined) });
}
