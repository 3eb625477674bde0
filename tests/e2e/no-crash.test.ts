/**
 * No developer error screen, ever (issue #26 point 4): a page whose code cannot load shows the app's own screen in the
 * page's language. After a deploy removed the chunk the tab reloads once to get the new build (never in a loop);
 * offline it says so and offers "Try again". The service worker precaches the shell and the route chunks, so pages
 * open offline, and the manifest and icons let the app install on a phone's home screen.
 */
import type { Page } from 'playwright-core';
import { BASE_URL, newPage, PHONE, shot, WIDE, useBrowser } from './helpers';

const browser = useBrowser();

/** The Explore page's own chunk (its shared chunks are already loaded by the feed). */
const EXPLORE_CHUNK = /\/assets\/ExplorePage-[\w-]+\.js$/;

const TEXTS = {
  en: { explore: 'Explore', failed: 'This page could not be shown', offline: 'You are offline', retry: 'Try again', still: 'Still offline' },
  fr: { explore: 'Explorer', failed: "Cette page n'a pas pu s'afficher", offline: 'Vous êtes hors ligne', retry: 'Réessayer', still: 'Toujours hors ligne' },
} as const;
type Lang = keyof typeof TEXTS;

/** Opens the feed in `lang` (without the service worker, whose cache would answer the requests made to fail). */
async function openFeed(viewport: { width: number; height: number }, lang: Lang) {
  const opened = await newPage(browser(), viewport, { serviceWorkers: 'block' });
  if (lang === 'fr') await opened.page.addInitScript(() => localStorage.setItem('locale', 'fr'));
  await opened.page.goto('/feed');
  await opened.page.locator('h1.page__title').waitFor();
  return opened;
}

/** Follows the header's Explore link, through the menu on a phone. */
async function clickExplore(page: Page, lang: Lang): Promise<void> {
  const nav = page.getByTestId('main-nav');
  if (!(await nav.isVisible())) await page.getByTestId('menu-toggle').click();
  await nav.getByRole('link', { name: TEXTS[lang].explore, exact: true }).click();
}

/** Counts the documents the page asks for from now on (a reload is one, in-app navigation none). */
function countLoads(page: Page): () => number {
  let loads = 0;
  page.on('request', (r) => { if (r.isNavigationRequest() && r.frame() === page.mainFrame()) loads += 1; });
  return () => loads;
}

/** Fails if React Router's developer screen is showing. */
async function expectNoDeveloperScreen(page: Page): Promise<void> {
  const text = await page.locator('body').innerText();
  expect(text).not.toMatch(/Unexpected Application Error|Hey developer/i);
}

describe.each([
  ['en', WIDE],
  ['fr', PHONE],
] as const)('a missing chunk (%s, %o)', (lang, viewport) => {
  test('reloads once, then shows the app\'s error screen, not the developer screen', async () => {
    const { context, page, errors } = await openFeed(viewport, lang);
    const loads = countLoads(page);
    let asked = 0;
    // The chunk is gone for good (a deploy removed it and the new build fails too).
    await page.route(EXPLORE_CHUNK, (route) => { asked += 1; return route.abort(); });
    await clickExplore(page, lang);
    const screen = page.getByTestId('route-error');
    // After the reload the whole app loads again: a busy machine may take a while.
    await screen.waitFor({ timeout: 45_000 });
    expect(await screen.locator('h1').innerText()).toBe(TEXTS[lang].failed);
    await screen.getByRole('button', { name: TEXTS[lang].retry }).waitFor();
    // One reload to fetch the new build, which asked for the chunk again; no loop.
    expect(loads()).toBe(1);
    expect(asked).toBeGreaterThanOrEqual(2);
    expect(new URL(page.url()).pathname).toBe('/explore');
    // The header stays: the error is the page's, inside the app.
    await page.locator('.site-header .brand').waitFor();
    await expectNoDeveloperScreen(page);
    await shot(page, `no-crash-missing-chunk-${lang}-${viewport.width}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});

test('after a deploy, the reload gets the new build and the page opens', async () => {
  const { context, page, errors } = await openFeed(WIDE, 'en');
  const loads = countLoads(page);
  // The old build's chunk is gone from this tab's point of view; after the reload the page's code is there again.
  await page.route(EXPLORE_CHUNK, (route) => (loads() === 0 ? route.abort() : route.continue()));
  await clickExplore(page, 'en');
  await page.getByRole('heading', { level: 1, name: 'Explore' }).waitFor();
  expect(loads()).toBe(1);
  expect(await page.evaluate(() => (JSON.parse(sessionStorage.getItem('purlwise.chunkReload') ?? 'null') as { path: string } | null)?.path)).toBe('/explore');
  await expectNoDeveloperScreen(page);
  expect(errors).toEqual([]);
  await context.close();
});

describe.each([
  ['en', WIDE],
  ['fr', PHONE],
  ['en', PHONE],
] as const)('offline (%s, %o)', (lang, viewport) => {
  test('a page whose code is not there says so and offers "Try again", which opens it once back online', async () => {
    const { context, page, errors } = await openFeed(viewport, lang);
    await context.setOffline(true);
    await clickExplore(page, lang);
    const screen = page.getByTestId('route-error-offline');
    await screen.waitFor();
    expect(await screen.locator('h1').innerText()).toBe(TEXTS[lang].offline);
    await expectNoDeveloperScreen(page);
    await shot(page, `no-crash-offline-${lang}-${viewport.width}`);
    // Still offline: the screen stays and says so.
    const retry = screen.getByRole('button', { name: TEXTS[lang].retry });
    await retry.click();
    await page.getByTestId('route-error-still-offline').getByText(TEXTS[lang].still).waitFor();
    // Back online: the page opens.
    await context.setOffline(false);
    await retry.click();
    await page.getByRole('heading', { level: 1, name: TEXTS[lang].explore, exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/explore');
    // Other modules loaded on demand fail offline too and report it; nothing else may go wrong.
    expect(errors.filter((e) => !e.startsWith('Failed to fetch dynamically imported module'))).toEqual([]);
    await context.close();
  });
});

test('the service worker keeps the shell and the pages: they open offline', async () => {
  const { context, page, errors } = await newPage(browser(), PHONE, { serviceWorkers: 'allow' });
  await page.goto('/feed');
  await page.locator('h1.page__title').waitFor();
  // Registered after the first render; once it controls the page, its precache is complete (installed, then active).
  await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === 'activated', undefined, { timeout: 60_000 });
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${BASE_URL}/sw.js`);
  expect(errors).toEqual([]);

  await context.setOffline(true);
  // A fresh load of a page, offline: the worker answers with the shell and the page's code.
  await page.goto('/explore');
  await page.getByRole('heading', { level: 1, name: 'Explore' }).waitFor();
  expect(await page.getByTestId('route-error-offline').count()).toBe(0);
  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'Explore' }).waitFor();
  // In-app navigation offline too.
  await page.getByTestId('menu-toggle').click();
  await page.getByTestId('main-nav').getByRole('link', { name: 'Feed', exact: true }).click();
  await page.locator('h1.page__title', { hasText: 'Feed' }).waitFor();
  await expectNoDeveloperScreen(page);
  await shot(page, 'no-crash-offline-shell-375');
  await context.setOffline(false);
  await context.close();
});

test('sw.js is never cached long; the manifest and its icons make the app installable', async () => {
  const sw = await fetch(`${BASE_URL}/sw.js`);
  expect(sw.status).toBe(200);
  expect(sw.headers.get('cache-control')).toBe('no-cache');

  const html = await (await fetch(`${BASE_URL}/feed`)).text();
  expect(html).toMatch(/<link rel="manifest" href="\/manifest.webmanifest">/);
  const res = await fetch(`${BASE_URL}/manifest.webmanifest`);
  expect(res.status).toBe(200);
  const manifest = await res.json() as { name: string; start_url: string; display: string; icons: { src: string; sizes: string; purpose?: string }[] };
  expect(manifest).toMatchObject({ name: 'Purlwise', start_url: '/', display: 'standalone' });
  const sizes = new Set<string>();
  for (const icon of manifest.icons) {
    const png = await fetch(`${BASE_URL}${icon.src}`);
    expect([icon.src, png.status, png.headers.get('content-type')]).toEqual([icon.src, 200, 'image/png']);
    const bytes = Buffer.from(await png.arrayBuffer());
    // A real PNG of the stated size (IHDR width and height).
    expect(`${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`).toBe(icon.sizes);
    sizes.add(`${icon.sizes} ${icon.purpose ?? 'any'}`);
  }
  expect([...sizes].sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);

  // Chromium's own install check: no errors once the worker controls the page.
  const { context, page, errors } = await newPage(browser(), PHONE, { serviceWorkers: 'allow' });
  await page.goto('/feed');
  await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === 'activated', undefined, { timeout: 60_000 });
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors') as { installabilityErrors: { errorId: string }[] };
  // A test browser's context is incognito-like, which Chromium reports on its own; everything else must pass.
  expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});
