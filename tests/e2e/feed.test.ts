/**
 * The feed and the shell in a real browser (issue "Web client, part 1"): the feed for visitors and for
 * knitters, the search box, menus at 375 px, registration switched off, paging on scroll. Each test seeds
 * its own knitters and items through the API and finds them by a tag in their names.
 * Screenshots of the feed at 1280 and 375 px.
 */
import type { Page } from 'playwright-core';
import {
  BASE_URL_NOREG, DESKTOP, PHONE, loginViaApi, newPage, pngBytes, registerViaApi, seedItem, seedUser, shot, uniqueUser, useBrowser, waitForCount,
} from './helpers';
import { seedShop, uniqueTag } from './seed';

const browser = useBrowser();

const cards = (page: Page) => page.getByTestId('knit-card');
const cardCount = (page: Page, n: number) => waitForCount(page, '[data-testid="knit-card"]', n);

test('a visitor browses the feed and is asked to register when opening a card', async () => {
  const tag = uniqueTag();
  await seedShop(tag);
  const { context, page, errors, consoleErrors } = await newPage(browser(), DESKTOP);
  await page.goto('/');
  await cards(page).first().waitFor();
  expect(await cards(page).count()).toBeGreaterThanOrEqual(6);
  await expect(page.getByTestId('visitor-footer').isVisible()).resolves.toBe(true);
  expect(await page.locator('[data-avatar="login"]').count()).toBe(1);
  // Visitors see only the public links.
  expect(await page.getByTestId('main-nav').getByRole('link').allTextContents()).toEqual(['Calculator', 'Feed', 'Explore']);
  await shot(page, 'feed-1280-visitor');

  // '/' focuses the search box; typing filters the feed on the server.
  await page.locator('body').click({ position: { x: 5, y: 300 } });
  await page.keyboard.press('/');
  expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('search-input');
  await page.keyboard.type(`alpaca cloud ${tag}`);
  await cardCount(page, 1);
  expect(await cards(page).first().textContent()).toContain(`Alpaca Cloud ${tag}`);
  await page.getByTestId('search-input').fill(tag);
  await cardCount(page, 6);
  // A card without a picture shows its type's empty picture.
  expect(await page.locator('img[data-empty="pattern"]').count()).toBe(1);

  await cards(page).filter({ hasText: `Cabled Beanie ${tag}` }).click();
  await page.getByTestId('register-form').waitFor();
  await shot(page, 'register-modal-1280');
  await page.keyboard.press('Escape');
  await page.getByTestId('register-form').waitFor({ state: 'detached' });

  // Pages that need a login send visitors home.
  await page.goto('/settings');
  await page.waitForURL((u) => u.pathname === '/');
  expect(errors).toEqual([]);
  expect(consoleErrors).toEqual([]);
  await context.close();
});

test('the small-screen menu opens, and closes on outside click, Escape and a wider window', async () => {
  const seller = await seedUser(uniqueUser('shop'));
  await seedItem(seller.token, { type: 'YARN', name: `Merino Sky ${uniqueTag()}` }, pngBytes(240, [31, 95, 91], 200));
  const { context, page } = await newPage(browser(), PHONE);
  await page.goto('/feed');
  await cards(page).first().waitFor();
  const nav = page.getByTestId('main-nav');
  const toggle = page.getByTestId('menu-toggle');
  expect(await nav.isVisible()).toBe(false);
  await shot(page, 'feed-375-visitor');

  await toggle.click();
  await nav.waitFor({ state: 'visible' });
  await shot(page, 'feed-375-menu-open');
  await page.locator('.page__subtitle').click();
  await nav.waitFor({ state: 'hidden' });

  await toggle.click();
  await nav.waitFor({ state: 'visible' });
  await page.keyboard.press('Escape');
  await nav.waitFor({ state: 'hidden' });

  await toggle.click();
  await nav.waitFor({ state: 'visible' });
  await page.setViewportSize({ width: 900, height: 780 });
  await page.waitForFunction(() => document.querySelector('[data-testid="menu-toggle"]')?.getAttribute('aria-expanded') === 'false');
  // Back to a phone: the header follows at its next frame, with the panel still closed.
  await page.setViewportSize(PHONE);
  await nav.waitFor({ state: 'hidden' });
  expect(await toggle.getAttribute('aria-expanded')).toBe('false');

  // The account menu closes on Escape too.
  await page.getByTestId('avatar-button').click();
  await page.getByTestId('account-menu').waitFor();
  await page.keyboard.press('Escape');
  await page.getByTestId('account-menu').waitFor({ state: 'detached' });
  await context.close();
});

test('registration shows the under-construction notice when it is switched off', async () => {
  const { context, page } = await newPage(browser(), DESKTOP, { baseURL: BASE_URL_NOREG });
  await page.goto('/');
  await page.getByTestId('avatar-button').click();
  await page.getByTestId('menu-signup').click();
  await page.getByTestId('register-closed').waitFor();
  expect(await page.getByTestId('register-form').count()).toBe(0);
  await shot(page, 'register-closed-1280');
  await context.close();
});

test('feed at 1280 px for a logged-in knitter opens own items in the editor', async () => {
  const { context, page } = await newPage(browser(), DESKTOP);
  await loginViaApi(page, uniqueUser('own'), { register: true, goto: '/feed' });
  const token = await page.evaluate(() => localStorage.getItem('accessToken')) as string;
  const name = `Aaa First Pattern ${uniqueTag()}`;
  const id = await seedItem(token, { type: 'PATTERN', name });
  await page.reload();
  await cards(page).first().waitFor();
  await shot(page, 'feed-1280-member');
  await page.getByTestId('search-input').fill(name);
  await cards(page).filter({ hasText: name }).click();
  await page.waitForURL(`**/item/pattern/${id}`);
  await context.close();
});

test("a logged-in knitter on a phone opens someone else's card as a preview", async () => {
  const tag = uniqueTag();
  const seller = await seedShop(tag);
  const { context, page, errors } = await newPage(browser(), PHONE);
  await registerViaApi(page, uniqueUser('phone'), '/feed');
  await cards(page).first().waitFor();
  await page.getByTestId('search-input').fill(`Alpaca Cloud ${tag}`);
  await cards(page).filter({ hasText: `Alpaca Cloud ${tag}` }).click();
  await page.waitForURL(/\/yarn-preview\/\d+$/);
  // The preview names the seller.
  await page.getByTestId('item-side-user').getByText(`@${seller.username}`).waitFor();
  expect(errors).toEqual([]);
  await context.close();
});

test('the feed loads the next page when scrolled to the bottom', async () => {
  const seller = await seedUser(uniqueUser('bulk'));
  const tag = seller.username.slice(-6);
  for (let i = 1; i <= 56; i++) await seedItem(seller.token, { type: 'PATTERN', name: `Scroll ${tag} ${i}` });
  const { context, page, consoleErrors } = await newPage(browser(), DESKTOP);
  await page.goto('/feed');
  await page.locator('[data-testid="knit-card"]').first().waitFor();
  await page.getByTestId('search-input').fill(`Scroll ${tag}`);
  // The first page of the search: 24 cards (a phone's first screens and a margin), all matching.
  await page.waitForFunction((prefix) => {
    const titles = [...document.querySelectorAll('[data-testid="knit-card"] h2')].map((h) => h.textContent ?? '');
    return titles.length === 24 && titles.every((x) => x.startsWith(prefix));
  }, `Scroll ${tag}`);
  // Scrolling to the bottom brings the next page: 48, then all 56. A knitter scrolls again when the bottom shows no
  // more yet (on a busy machine the last cards of a page may still be drawing, and the grid asks for more only once
  // they are): the check scrolls to the bottom each time it looks, and waits for the count, never for a time.
  const scrollUntil = (n: number) => page.waitForFunction((count) => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    return document.querySelectorAll('[data-testid="knit-card"]').length >= count;
  }, n, { polling: 200 });
  await scrollUntil(48);
  await scrollUntil(56);
  await cardCount(page, 56);
  // Numeric-aware title order across the pages: ... 9, 10, ... 56.
  const titles = await page.locator('[data-testid="knit-card"] h2').allTextContents();
  expect(new Set(titles).size).toBe(56);
  expect(consoleErrors).toEqual([]);
  await context.close();
});
