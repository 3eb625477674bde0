/**
 * Entry point: the styles, then the landing code evaluated in stages, one task each, and the app started.
 *
 * Evaluating a module graph is one task, however large the graph: the landing page's ~700 KB of code in one piece was
 * the longest task of a phone's first load (bench/RESULTS.md). Its largest libraries come in chunks of their own
 * (`landingStages` in vite.config.ts, all preloaded by index.html) and are imported here one after another, each in
 * a task of its own; `start.tsx`, imported last, then evaluates only the app's own modules.
 */
import './styles/index.css';

/** The next task of the event loop (as lib/nextTask.ts; written here so the entry imports nothing of the landing chunk). */
const nextTask = () => new Promise<void>((resolve) => { setTimeout(resolve, 0); });

/**
 * The libraries, in the order they are evaluated (each stage's own imports come with it). Each stage reads one name
 * that the app uses: a whole namespace would keep every export of the library in the bundle.
 */
const stages: (() => Promise<unknown>)[] = [
  () => import('react-dom/client').then((m) => m.createRoot),
  () => import('react-router-dom').then((m) => m.RouterProvider),
  () => import('@apollo/client').then((m) => m.InMemoryCache),
  () => import('i18next').then((m) => m.default),
];

async function boot(): Promise<void> {
  for (const stage of stages) {
    await stage();
    await nextTask();
  }
  await import('./start');
}

// A stage that fails to load is left to start.tsx's own import, which fails the same way and shows why.
void boot().catch(() => import('./start'));
