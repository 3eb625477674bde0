/**
 * Search in a real browser (issue #13): '/' focuses the header box, Enter opens /search with ranked results and
 * what matched marked; the type filter narrows them and lives in the URL, so a reload shows the same view; recent
 * searches are offered; no-result and start states. Screenshot of the results at 1280 px.
 */
import type { Page } from 'playwright-core';
import { DESKTOP, newPage, shot, useBrowser, waitForCount } from './helpers';
import { seedShop, uniqueTag } from './seed';

const browser = useBrowser();
// One shop for the file: its tests only search it, each in a fresh context.
const tag = uniqueTag();
beforeAll(async () => {
  await seedShop(tag);
});

const results = (page: Page) => page.getByTestId('search-result');
const resultCount = (page: Page, n: number) => waitForCount(page, '[data-testid="search-result"]', n);

test("'/' then typing then Enter shows results; the type filter narrows them and survives a reload", async () => {
  const { context, page, errors } = await newPage(browser(), DESKTOP);
  await page.goto('/');
  await page.getByTestId('search-input').waitFor();
  await page.locator('body').click({ position: { x: 5, y: 300 } });
  await page.keyboard.press('/');
  expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('search-input');
  await page.keyboard.type(`drops ${tag}`);
  await page.keyboard.press('Enter');
  await page.waitForURL((u) => u.pathname === '/search' && u.searchParams.get('q') === `drops ${tag}`);
  await resultCount(page, 1);
  expect(await results(page).first().textContent()).toContain(`Alpaca Cloud ${tag}`);
  // What matched is marked: the tag in the name, the producer in its own line.
  expect(await results(page).first().locator('mark').allTextContents()).toEqual([tag, 'Drops']);
  expect(await results(page).first().locator('[data-field="PRODUCER"] dt').textContent()).toBe('Producer');

  await page.getByTestId('search-input').fill(tag);
  await page.keyboard.press('Enter');
  await resultCount(page, 6);
  expect(await page.getByTestId('search-count').textContent()).toBe('6 items found');
  await shot(page, 'search-1280');
  await page.getByTestId('search-types').getByRole('button', { name: 'Yarn' }).click();
  await page.waitForURL((u) => u.searchParams.get('type') === 'YARN');
  await resultCount(page, 3);

  await page.reload();
  await resultCount(page, 3);
  expect(await page.getByTestId('search-input').inputValue()).toBe(tag);
  expect(await page.getByTestId('search-types').getByRole('button', { name: 'Yarn' }).getAttribute('aria-pressed')).toBe('true');
  expect((await results(page).allTextContents()).every((text) => text.includes(tag))).toBe(true);
  expect(errors).toEqual([]);
  await context.close();
});

test('recent searches are offered, a search without results says so, a typo still finds', async () => {
  const { context, page, errors } = await newPage(browser(), DESKTOP);
  await page.goto(`/search?q=${encodeURIComponent(`harbour sweeter ${tag}`)}`);
  await resultCount(page, 1);
  expect(await results(page).first().textContent()).toContain(`Harbour Sweater ${tag}`);
  await page.goto(`/search?q=${encodeURIComponent(`nothingatall ${tag}`)}`);
  await page.getByTestId('search-empty').waitFor();
  expect(await results(page).count()).toBe(0);

  await page.goto('/search');
  const recent = page.getByTestId('search-recent');
  await recent.waitFor();
  expect(await recent.getByRole('link').allTextContents()).toEqual([`nothingatall ${tag}`, `harbour sweeter ${tag}`]);
  expect(await page.locator('#recent-searches option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value)))
    .toEqual([`nothingatall ${tag}`, `harbour sweeter ${tag}`]);
  await recent.getByRole('link', { name: `harbour sweeter ${tag}` }).click();
  await resultCount(page, 1);
  await page.goto('/search');
  await page.getByTestId('search-recent').getByRole('button').click();
  await page.getByTestId('search-start').waitFor();
  expect(errors).toEqual([]);
  await context.close();
});
