/**
 * Explore in a real browser: facets narrow the list, every facet is a link whose URL reloads to the same view,
 * counts beside each value, the tag cloud; in French too. Seeds its own items under a unique producer.
 */
import type { Page } from 'playwright-core';
import { DESKTOP, newPage, seedItem, seedUser, shot, useBrowser, waitForCount } from './helpers';
import { uniqueTag } from './seed';

const browser = useBrowser();

const cardTitles = async (page: Page) => (await page.locator('[data-testid="knit-card"] h2').allTextContents()).sort();
const waitCards = (page: Page, n: number) => waitForCount(page, '[data-testid="knit-card"]', n);

test('facets narrow the list, and the URL reloads to the same view', async () => {
  const tag = uniqueTag();
  const brand = `Brand${tag}`;
  const knitter = await seedUser();
  await seedItem(knitter.token, { type: 'YARN', name: `Alpaca ${tag}`, producer: brand, content: '100% alpaca', weightClass: 'FINE', tags: [`cosy${tag}`] });
  await seedItem(knitter.token, { type: 'YARN', name: `Merino ${tag}`, producer: brand, content: 'laine mérinos', weightClass: 'LIGHT', tags: [`cosy${tag}`, 'soft'] });
  await seedItem(knitter.token, { type: 'YARN', name: `Silk ${tag}`, producer: brand, content: 'merino, silk', weightClass: 'LIGHT', tags: ['shiny'] });
  await seedItem(knitter.token, { type: 'YARN', name: `Secret ${tag}`, producer: brand, content: 'merino', weightClass: 'LIGHT', visibility: 'PRIVATE' });

  const { context, page, errors } = await newPage(browser(), DESKTOP);
  await page.goto(`/explore?producer=${brand}`);
  await waitCards(page, 3);
  expect(await cardTitles(page)).toEqual([`Alpaca ${tag}`, `Merino ${tag}`, `Silk ${tag}`]);
  expect(await page.getByTestId('explore-count').textContent()).toBe('3 items');
  // Counts beside each value: weight classes and fibres of the three public yarns (never the private one).
  const weights = page.getByTestId('facet-weight');
  expect(await weights.locator('a[data-value="LIGHT"] .facet__count').textContent()).toBe('2');
  expect(await weights.locator('a[data-value="FINE"] .facet__count').textContent()).toBe('1');
  expect(await page.getByTestId('facet-fibre').locator('a[data-value="merino"] .facet__count').textContent()).toBe('2');
  expect(await page.getByTestId('facet-tag').locator(`a[data-value="cosy${tag}"]`).count()).toBe(1);
  await shot(page, 'explore-1280');

  // A fibre narrows the list; the URL carries it.
  await page.getByTestId('facet-fibre').locator('a[data-value="merino"]').click();
  await page.waitForURL((u) => u.searchParams.get('fibre') === 'merino');
  await waitCards(page, 2);
  expect(await cardTitles(page)).toEqual([`Merino ${tag}`, `Silk ${tag}`]);
  // Then a tag of the cloud.
  await page.getByTestId('facet-tag').locator(`a[data-value="cosy${tag}"]`).click();
  await page.waitForURL((u) => u.searchParams.get('tag') === `cosy${tag}`);
  await waitCards(page, 1);
  const url = page.url();
  expect(new URL(url).searchParams.get('producer')).toBe(brand);

  // The shared URL opens the same view in a new page, and a reload keeps it.
  const other = await newPage(browser(), DESKTOP);
  await other.page.goto(url);
  await waitCards(other.page, 1);
  expect(await cardTitles(other.page)).toEqual([`Merino ${tag}`]);
  expect(await other.page.getByTestId('facet-fibre').locator('a[aria-current="true"]').getAttribute('data-value')).toBe('merino');
  await other.page.reload();
  await waitCards(other.page, 1);
  expect(await cardTitles(other.page)).toEqual([`Merino ${tag}`]);
  await other.context.close();

  // Choosing the active value again removes it.
  await page.getByTestId('facet-fibre').locator('a[data-value="merino"]').click();
  await page.waitForURL((u) => !u.searchParams.has('fibre'));
  await waitCards(page, 2);
  expect(await cardTitles(page)).toEqual([`Alpaca ${tag}`, `Merino ${tag}`]);
  expect(errors).toEqual([]);
  await context.close();
});

test('Explore speaks French', async () => {
  const tag = uniqueTag();
  const knitter = await seedUser();
  await seedItem(knitter.token, { type: 'YARN', name: `Laine ${tag}`, producer: `Fr${tag}`, content: 'laine', weightClass: 'MEDIUM' });
  const { context, page } = await newPage(browser(), DESKTOP);
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('locale', 'fr'));
  await page.goto(`/explore?producer=Fr${tag}`);
  await waitCards(page, 1);
  expect(await page.locator('h1').first().textContent()).toBe('Explorer');
  expect(await page.getByTestId('explore-count').textContent()).toBe('1 élément');
  expect(await page.getByTestId('facet-weight').locator('a[data-value="MEDIUM"] .facet__value').textContent()).toBe('4 Moyen');
  expect(await page.getByTestId('facet-fibre').locator('a[data-value="wool"] .facet__value').textContent()).toBe('Laine');
  expect(await page.getByTestId('weight-chip').first().textContent()).toBe('4 Moyen');
  await context.close();
});
