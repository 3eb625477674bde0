/**
 * The feed's first load in a real browser (issue #11, largest contentful paint): index.html asks for a visitor's first
 * feed page itself, before the app's scripts have arrived, and the app uses that answer instead of asking again; a
 * remembered sort, or a logged-in knitter, gets the app's own request. Nothing here may break the CSP (newPage fails
 * a test on any violation, and the request is an inline script allowed by its hash).
 */
import type { ChildProcess } from 'node:child_process';
import type { Page, Request } from 'playwright-core';
import { EAGER_CARDS } from '../../client/src/features/library/eager';
import { ownDatabase, type OwnDatabase } from '../helpers/own-database';
import type { KnitItem, Picture } from '../helpers/types';
import { DESKTOP, loginViaApi, newPage, PHONE, pngBytes, seedItem, seedUser, uniqueUser, useBrowser } from './helpers';
import { seedShop, uniqueTag } from './seed';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startServer, stopServer } = require('../helpers/servers') as {
  startServer: (db: string) => Promise<{ child: ChildProcess; url: string }>;
  stopServer: (child: ChildProcess) => Promise<void>;
};

const browser = useBrowser();
const tag = uniqueTag();

beforeAll(async () => {
  // Some public items, so the suite's feed shows cards.
  await seedShop(tag);
});

/**
 * A server of its own, on a database of its own, whose feed holds two items with pictures and one without: the suite's
 * shared feed has other files' items, and which card comes first there is not this file's to say.
 */
let own: Promise<{ url: string; child: ChildProcess; db: OwnDatabase }> | undefined;
function feedWithPictures(): Promise<{ url: string }> {
  own ??= (async () => {
    const db = await ownDatabase('purlwise_firstload');
    const server = await startServer(db.url);
    const knitter = await seedUser(uniqueUser('first'), server.url);
    await seedItem(knitter.token, { type: 'YARN', name: 'Alpine merino' }, pngBytes(240, [90, 120, 60], 180), server.url);
    await seedItem(knitter.token, { type: 'PATTERN', name: 'Bramble cowl' }, pngBytes(240, [160, 60, 90], 180), server.url);
    await seedItem(knitter.token, { type: 'DETAIL', name: 'Cable cast-on' }, undefined, server.url);
    return { ...server, db };
  })();
  return own;
}

afterAll(async () => {
  if (!own) return;
  const { child, db } = await own;
  await stopServer(child);
  await db.drop();
});

/** The body of a GraphQL request the page sent. */
interface GqlBody { operationName?: string; variables: Record<string, unknown> }

/** Records every FeedPage request, and whether index.html's inline script sent the early one. */
async function watchFeedRequests(page: Page): Promise<Request[]> {
  const sent: Request[] = [];
  page.on('request', (r) => { if (r.url().endsWith('/graphql') && (r.postDataJSON() as GqlBody | null)?.operationName === 'FeedPage') sent.push(r); });
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    let value: unknown;
    Object.defineProperty(w, '__purlwiseFirstFeedPage', {
      configurable: true,
      get: () => value,
      set: (v) => { value = v; w.__earlyFeedSent = true; },
    });
  });
  return sent;
}

const earlySent = (page: Page) => page.evaluate(() => (window as unknown as Record<string, unknown>).__earlyFeedSent === true);

test("a visitor's first feed page is asked for once, by index.html itself, and shown", async () => {
  const { context, page, errors } = await newPage(browser(), DESKTOP, { serviceWorkers: 'allow' });
  const sent = await watchFeedRequests(page);
  // index.html carries the first paint's stylesheets inline: no stylesheet is fetched before the first cards (a
  // dynamic import of a chunk whose stylesheet was inlined made Vite's preload helper fetch it again, and wait).
  const stylesheets: string[] = [];
  page.on('request', (r) => { if (r.resourceType() === 'stylesheet') stylesheets.push(r.url()); });
  await page.goto('/feed');
  await page.getByTestId('knit-card').first().waitFor();
  expect(stylesheets).toEqual([]);
  expect(await earlySent(page)).toBe(true);
  expect(sent).toHaveLength(1);
  expect((sent[0].postDataJSON() as GqlBody).variables).toEqual({ sort: 'NAME_ASC' });
  expect(sent[0].headers().authorization ?? '').toBe('');
  // The app answered its own first query from that request: its cards are the ones the request returned.
  const answer = await (await sent[0].response())!.json() as { data: { publicKnitItems: { nodes: { name: string }[] } } };
  const firstTitle = await page.locator('.knit-card__title').first().textContent();
  expect(firstTitle).toBe(answer.data.publicKnitItems.nodes[0].name || 'Untitled');
  // The next page comes from the app, as before.
  expect(errors).toEqual([]);
  await context.close();
});

test('a remembered sort is asked for by the app, and index.html sends nothing', async () => {
  const { context, page, errors } = await newPage(browser(), DESKTOP, { serviceWorkers: 'allow' });
  await page.addInitScript(() => localStorage.setItem('sortPreference', 'za'));
  const sent = await watchFeedRequests(page);
  await page.goto('/');
  await page.getByTestId('knit-card').first().waitFor();
  expect(await earlySent(page)).toBe(false);
  expect(sent.map((r) => (r.postDataJSON() as GqlBody).variables.sort)).toEqual(['NAME_DESC']);
  expect(errors).toEqual([]);
  await context.close();
});

test("a logged-in knitter's feed is asked for with their token, never answered by an anonymous request", async () => {
  const { context, page, errors } = await newPage(browser(), DESKTOP, { serviceWorkers: 'allow' });
  await loginViaApi(page, uniqueUser('early'), { register: true });
  const sent = await watchFeedRequests(page);
  await page.goto('/feed');
  await page.getByTestId('knit-card').first().waitFor();
  expect(await earlySent(page)).toBe(false);
  expect(sent.length).toBeGreaterThanOrEqual(1);
  for (const r of sent) expect(r.headers().authorization).toMatch(/^Bearer \S+/);
  expect(errors).toEqual([]);
  await context.close();
});

test('English visitors never download the French catalogues; a remembered French shows French from the first render', async () => {
  const english = await newPage(browser(), DESKTOP, { serviceWorkers: 'allow' });
  const englishScripts: string[] = [];
  english.page.on('request', (r) => { if (r.resourceType() === 'script') englishScripts.push(r.url()); });
  await english.page.goto('/feed');
  await english.page.getByTestId('knit-card').first().waitFor();
  expect(await english.page.locator('h1.page__title').textContent()).toBe('Feed');
  expect(englishScripts.filter((u) => /catalogue\.fr/.test(u))).toEqual([]);
  expect(englishScripts.length).toBeGreaterThan(0);
  await english.context.close();

  const french = await newPage(browser(), DESKTOP, { serviceWorkers: 'allow' });
  await french.page.addInitScript(() => localStorage.setItem('locale', 'fr'));
  // Every title the page shows, from its first render on: never the English one.
  await french.page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __titles: string[] }).__titles = seen;
    new MutationObserver(() => {
      const t = document.querySelector('h1.page__title')?.textContent;
      if (t && seen[seen.length - 1] !== t) seen.push(t);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await french.page.goto('/feed');
  await french.page.getByTestId('knit-card').first().waitFor();
  expect(await french.page.evaluate(() => (window as unknown as { __titles: string[] }).__titles)).toEqual(['Actualités']);
  expect(await french.page.evaluate(() => document.documentElement.lang)).toBe('fr');
  expect(french.errors).toEqual([]);
  await french.context.close();
});

test("the early answer preloads the first card's picture, at high priority, before the app has rendered, and no other", async () => {
  const { url } = await feedWithPictures();
  const { context, page, errors } = await newPage(browser(), PHONE, { serviceWorkers: 'allow', baseURL: url });
  const sent = await watchFeedRequests(page);
  await page.goto('/feed');
  await page.getByTestId('knit-card').first().waitFor();
  expect(sent).toHaveLength(1);
  type Card = Pick<KnitItem, 'name'> & { firstPicture: Pick<Picture, 'thumbnailUrl'> | null };
  const answer = await (await sent[0].response())!.json() as { data: { publicKnitItems: { nodes: Card[] } } };
  const nodes = answer.data.publicKnitItems.nodes;
  expect(nodes.map((n) => n.name)).toEqual(['Alpine merino', 'Bramble cowl', 'Cable cast-on']);
  const first = [nodes[0].firstPicture!.thumbnailUrl];
  // The second card's picture waits for its card (the scripts need the network first).
  expect(nodes.slice(1, EAGER_CARDS).some((n) => n.firstPicture)).toBe(true);
  const preloads = await page.evaluate(() => [...document.querySelectorAll('link[rel=preload][as=image]')]
    .map((l) => ({ href: l.getAttribute('href'), priority: l.getAttribute('fetchpriority') })));
  expect(preloads).toEqual(first.map((href) => ({ href, priority: 'high' })));
  // The cards show those very pictures (a preload the page does not use would be downloaded twice).
  const shown = await page.locator('.knit-card__picture img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src')));
  for (const href of first) expect(shown).toContain(href);
  expect(errors).toEqual([]);
  await context.close();
});

test("the first card's picture loads alone: the other cards' pictures are asked for once it has been painted", async () => {
  const { url } = await feedWithPictures();
  const { context, page, errors } = await newPage(browser(), PHONE, { baseURL: url });
  // The first picture asked for (the first card's: the server's Link preload, then its card) is held until released.
  const asked: string[] = [];
  let release!: () => void;
  const held = new Promise<void>((resolve) => { release = resolve; });
  await page.route(/\/images\/\d+\/thumb/, async (route) => {
    const url = new URL(route.request().url());
    asked.push(url.pathname);
    if (url.pathname === asked[0]) await held;
    await route.continue();
  });
  await page.goto('/feed');
  // Every card is drawn, and the second card's picture waits, its box empty.
  await page.getByTestId('knit-card').nth(2).waitFor();
  await page.getByTestId('picture-waiting').first().waitFor({ state: 'attached' });
  expect(new Set(asked)).toEqual(new Set([asked[0]]));
  const lead = asked[0];
  expect(await page.locator('.knit-card__picture img').first().getAttribute('src')).toContain(lead);
  // Once the first picture has arrived and been painted, the others follow.
  release();
  await page.waitForFunction(() => !document.querySelector('[data-testid="picture-waiting"]'));
  await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('.knit-card__picture img[src*="/thumb"]')]
    .filter((img) => img.complete && img.naturalWidth > 0).length === 2);
  expect(asked.filter((p) => p !== lead)).toHaveLength(1);
  expect(errors).toEqual([]);
  await context.close();
});
