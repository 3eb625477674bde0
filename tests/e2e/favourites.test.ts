/**
 * Favourites in a real browser: the heart on a feed card saves the item, /favorites lists it and keeps it after a
 * reload, removing it from there works; no heart on your own cards; the yarn form's weight class is saved and shown.
 */
import type { Page } from 'playwright-core';
import { DESKTOP, newPage, registerViaApi, seedItem, seedUser, shot, uniqueUser, useBrowser } from './helpers';
import { uniqueTag } from './seed';

const browser = useBrowser();

const card = (page: Page, name: string) => page.locator('.knit-card-wrap').filter({ hasText: name });

test('favouriting from the feed shows on /favorites and survives a reload', async () => {
  const tag = uniqueTag();
  const knitter = await seedUser();
  const name = `Heart Yarn ${tag}`;
  await seedItem(knitter.token, { type: 'YARN', name, producer: 'Drops', weightClass: 'MEDIUM' });
  const { context, page, errors } = await newPage(browser(), DESKTOP);
  const me = await registerViaApi(page, uniqueUser('fav'), '/feed');
  await page.getByTestId('search-input').fill(tag);
  await card(page, name).waitFor();
  const heart = card(page, name).getByTestId('favourite');
  expect(await heart.getAttribute('aria-pressed')).toBe('false');
  expect(await heart.getAttribute('aria-label')).toBe(`Add ${name} to your favorites`);
  await heart.click();
  await page.waitForFunction((n) => [...document.querySelectorAll('.knit-card-wrap')].some((c) => c.textContent?.includes(n)
    && c.querySelector('[data-testid="favourite"]')?.getAttribute('aria-pressed') === 'true'), name);
  expect(await card(page, name).locator('.favourite__count').textContent()).toBe('1');
  // The count shown inside the button is part of its accessible name.
  expect(await card(page, name).getByTestId('favourite').getAttribute('aria-label')).toBe(`Remove ${name} from your favorites, 1 favorite`);

  await page.goto('/favorites');
  await card(page, name).waitFor();
  expect(await page.locator('h1').first().textContent()).toBe('Favorites');
  await page.reload();
  await card(page, name).waitFor();
  expect(await card(page, name).getByTestId('favourite').getAttribute('aria-pressed')).toBe('true');
  await shot(page, 'favourites-1280');

  // Removing it from /favorites: the card leaves at once, and after a reload it is still gone.
  await card(page, name).getByTestId('favourite').click();
  await card(page, name).waitFor({ state: 'detached' });
  await page.getByTestId('favorites-empty').waitFor();
  await page.reload();
  await page.getByTestId('favorites-empty').waitFor();
  expect(me.username).toBeTruthy();
  expect(errors).toEqual([]);
  await context.close();
});

test('no heart on your own cards; the yarn form saves a weight class shown on the card; French labels', async () => {
  const tag = uniqueTag();
  const { context, page, errors } = await newPage(browser(), DESKTOP);
  await registerViaApi(page, uniqueUser('wc'), '/yarn');
  await page.getByRole('heading', { name: 'Create Yarn' }).waitFor();
  await page.locator('input[name="name"]').fill(`Own Yarn ${tag}`);
  await page.locator('select[name="weightClass"]').selectOption('LIGHT');
  expect(await page.locator('select[name="weightClass"] option:checked').textContent()).toBe('3 Light (DK)');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByTestId('item-success').waitFor();
  await page.goto('/account');
  await card(page, `Own Yarn ${tag}`).waitFor();
  expect(await card(page, `Own Yarn ${tag}`).getByTestId('weight-chip').textContent()).toBe('3 Light');
  expect(await card(page, `Own Yarn ${tag}`).getByTestId('favourite').count()).toBe(0);
  await page.evaluate(() => localStorage.setItem('locale', 'fr'));
  await page.reload();
  await card(page, `Own Yarn ${tag}`).waitFor();
  expect(await card(page, `Own Yarn ${tag}`).getByTestId('weight-chip').textContent()).toBe('3 Léger');
  expect(errors).toEqual([]);
  await context.close();
});
