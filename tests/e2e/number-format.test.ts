/**
 * Numbers in the language's format and yarn quantities in the knitter's unit (issue #26 point 14): "0.9 oz" in
 * English is "0,9 oz" in French, on the preview and on cards; a card shows a yarn's weight and length in the
 * knitter's unit (ounces and yards for Imperial, grams and metres for Metric).
 */
import type { Page } from 'playwright-core';
import { gqlNode, PHONE, seedItem, seedUser, shot, uniqueUser, useBrowser } from './helpers';
import { pageAs, uniqueTag } from './seed';

const browser = useBrowser();

async function setUnit(token: string, unit: 'METRIC' | 'IMPERIAL') {
  const r = await gqlNode('mutation($input: SetPreferredUnitInput!) { setPreferredUnit(input: $input) { user { preferredUnit } } }', { input: { unit } }, token);
  if (r.errors) throw new Error(JSON.stringify(r.errors));
}

/** The card of `name` in the feed, narrowed by a search for `tag`. */
async function feedCard(page: Page, tag: string, name: string) {
  await page.goto('/feed');
  await page.getByTestId('search-input').fill(tag);
  const card = page.getByTestId('knit-card').filter({ hasText: name });
  await card.waitFor();
  return card;
}

/** The text of a fact of the preview, once it reads `expected` (the unit arrives with its own query). */
async function factReads(page: Page, field: string, expected: string): Promise<string> {
  const fact = page.locator(`.item-fact[data-field="${field}"] dd`);
  await page.waitForFunction(([f, e]) => document.querySelector(`.item-fact[data-field="${f}"] dd`)?.textContent === e, [field, expected]);
  return (await fact.textContent()) ?? '';
}

async function setLocale(page: Page, locale: 'en' | 'fr') {
  await page.evaluate((l) => localStorage.setItem('locale', l), locale);
}

test('an Imperial knitter reads 0.9 oz in English and 0,9 oz in French, on the preview and on the card', async () => {
  const tag = uniqueTag();
  const owner = await seedUser(uniqueUser('fmt'));
  const name = `Mini Skein ${tag}`;
  const id = await seedItem(owner.token, { type: 'YARN', name, producer: 'Drops', weight: '25 g', yardage: '100 m', needleSize: '3.5 mm', weightClass: 'FINE' });
  const viewer = await seedUser(uniqueUser('fmtv'));
  await setUnit(viewer.token, 'IMPERIAL');
  const { context, page, errors } = await pageAs(browser(), viewer, `/yarn-preview/${id}`);

  expect(await factReads(page, 'weight', '0.9 oz')).toBe('0.9 oz');
  expect(await factReads(page, 'yardage', '109 yd')).toBe('109 yd');
  expect(await factReads(page, 'needleSize', 'US 4 (3.5 mm)')).toBe('US 4 (3.5 mm)');
  let card = await feedCard(page, tag, name);
  await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="card-quantities"]')].some((q) => q.textContent === '0.9 oz · 109 yd'));
  expect(await card.getByTestId('card-quantities').textContent()).toBe('0.9 oz · 109 yd');

  await setLocale(page, 'fr');
  await page.goto(`/yarn-preview/${id}`);
  expect(await factReads(page, 'weight', '0,9 oz')).toBe('0,9 oz');
  expect(await factReads(page, 'needleSize', 'US 4 (3,5 mm)')).toBe('US 4 (3,5 mm)');
  card = await feedCard(page, tag, name);
  await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="card-quantities"]')].some((q) => q.textContent === '0,9 oz · 109 yd'));
  expect(await card.getByTestId('card-quantities').textContent()).toBe('0,9 oz · 109 yd');
  await shot(page, 'units-card-fr-1280');
  expect(errors).toEqual([]);
  await context.close();
});

test('a Metric knitter\'s cards show grams and metres, whatever unit the yarn was typed in; phone and French', async () => {
  const tag = uniqueTag();
  const user = await seedUser(uniqueUser('fmtm'));
  const name = `Big Cone ${tag}`;
  await seedItem(user.token, { type: 'YARN', name, producer: 'Rowan', weight: '3.5 oz', yardage: '1640 yds' });
  await seedItem(user.token, { type: 'PATTERN', name: `Plain Pattern ${tag}` });
  const { context, page, errors } = await pageAs(browser(), user, '/account', PHONE);
  const card = page.getByTestId('knit-card').filter({ hasText: name });
  await card.waitFor();
  expect(await card.getByTestId('card-quantities').textContent()).toBe('99 g · 1,500 m');
  // Patterns have no quantities.
  expect(await page.getByTestId('knit-card').filter({ hasText: `Plain Pattern ${tag}` }).getByTestId('card-quantities').count()).toBe(0);
  await setLocale(page, 'fr');
  await page.reload();
  await card.waitFor();
  // French groups thousands with a narrow no-break space.
  expect(await card.getByTestId('card-quantities').textContent()).toBe('99 g · 1\u202f500 m');
  await shot(page, 'units-card-fr-375');
  expect(errors).toEqual([]);
  await context.close();
});
