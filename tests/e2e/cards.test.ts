/**
 * What cards tell (issue #26 point 11): your private items carry a visible "Private" marker; search results name the
 * owner; the producer facet counts "Maker Alp" and "Maker alp" as one; a card whose heart is pressed off leaves the
 * Favorites page at once; English says "Favorites" (the spelling of docs/product.md §9) in the navigation and the page
 * title.
 */
import type { Page } from 'playwright-core';
import { DESKTOP, gqlNode, PHONE, seedItem, seedUser, shot, uniqueUser, useBrowser } from './helpers';
import { pageAs, uniqueTag } from './seed';

const browser = useBrowser();

const card = (page: Page, name: string) => page.getByTestId('knit-card').filter({ hasText: name });

/** Saves another knitter's item as `token`'s favourite (the input takes the item's number, as a11y.test.ts does). */
async function favourite(token: string, itemId: number) {
  const r = await gqlNode('mutation($i: FavoriteInput!) { favorite(input: $i) { item { id } } }', { i: { itemId } }, token);
  if (r.errors) throw new Error(JSON.stringify(r.errors));
}

test.each([
  ['en', DESKTOP, 'Private'],
  ['fr', PHONE, 'Privé'],
] as const)('your private items carry a visible marker in your library (%s, %o)', async (locale, viewport, marker) => {
  const tag = uniqueTag();
  const user = await seedUser(uniqueUser('priv'));
  await seedItem(user.token, { type: 'YARN', name: `Secret Stash ${tag}`, visibility: 'PRIVATE', weightClass: 'LIGHT' });
  await seedItem(user.token, { type: 'PATTERN', name: `Shared Shawl ${tag}` });
  // The locale is remembered before the app first loads.
  const { context, page, errors } = await pageAs(browser(), user, '/account', viewport, 'en', { storage: { locale } });
  const secret = card(page, `Secret Stash ${tag}`);
  await secret.waitFor();
  const chip = secret.getByTestId('private-chip');
  expect(await chip.isVisible()).toBe(true);
  expect(await chip.textContent()).toBe(marker);
  expect(await card(page, `Shared Shawl ${tag}`).getByTestId('private-chip').count()).toBe(0);
  await shot(page, `cards-private-${locale}-${viewport.width}`);
  expect(errors).toEqual([]);
  await context.close();
});

test('search results name the owner, in English and French', async () => {
  const tag = uniqueTag();
  const owner = await seedUser(uniqueUser('own'));
  await seedItem(owner.token, { type: 'YARN', name: `Harbour Tweed ${tag}`, producer: 'Jamieson' });
  const viewer = await seedUser(uniqueUser('look'));
  const { context, page, errors } = await pageAs(browser(), viewer, `/search?q=${encodeURIComponent(`harbour ${tag}`)}`);
  const result = page.getByTestId('search-result').filter({ hasText: `Harbour Tweed ${tag}` });
  await result.waitFor();
  expect(await result.getByTestId('search-result-owner').textContent()).toBe(`Shared by ${owner.username}`);
  await page.evaluate(() => localStorage.setItem('locale', 'fr'));
  await page.reload();
  await result.waitFor();
  expect(await result.getByTestId('search-result-owner').textContent()).toBe(`Partagé par ${owner.username}`);
  await shot(page, 'cards-search-owner-fr-1280');
  expect(errors).toEqual([]);
  await context.close();
});

test('the producer facet merges spellings that differ in case, and its view has them all', async () => {
  const tag = uniqueTag();
  const [ann, bob] = [await seedUser(uniqueUser('alp')), await seedUser(uniqueUser('alp'))];
  const maker = `Maker Alp ${tag}`;
  await seedItem(ann.token, { type: 'YARN', name: `Alp One ${tag}`, producer: maker, tags: [`alp${tag}`] });
  await seedItem(bob.token, { type: 'YARN', name: `Alp Two ${tag}`, producer: maker, tags: [`alp${tag}`] });
  await seedItem(bob.token, { type: 'YARN', name: `Alp Three ${tag}`, producer: maker.toLowerCase(), tags: [`alp${tag}`] });
  const { context, page, errors } = await pageAs(browser(), ann, `/explore?tag=alp${tag}`);
  const producers = page.getByTestId('facet-producer');
  await producers.locator('.facet__link').first().waitFor();
  expect(await producers.locator('.facet__value').allTextContents()).toEqual([maker]);
  expect(await producers.locator('.facet__count').allTextContents()).toEqual(['3']);
  await producers.locator('.facet__link').first().click();
  await page.waitForFunction(() => new URL(location.href).searchParams.has('producer'));
  await page.waitForFunction(() => document.querySelector('[data-testid="explore-count"]')?.textContent === '3 items');
  expect((await page.locator('[data-testid="knit-card"] h2').allTextContents()).sort()).toEqual([`Alp One ${tag}`, `Alp Three ${tag}`, `Alp Two ${tag}`]);
  expect(errors).toEqual([]);
  await context.close();
});

test('a card whose heart is pressed off leaves Favorites at once; English says "Favorites"', async () => {
  const tag = uniqueTag();
  const maker = await seedUser(uniqueUser('mk'));
  const keep = await seedItem(maker.token, { type: 'YARN', name: `Kept Yarn ${tag}` });
  const drop = await seedItem(maker.token, { type: 'YARN', name: `Dropped Yarn ${tag}` });
  const fan = await seedUser(uniqueUser('fan'));
  await favourite(fan.token, keep);
  await favourite(fan.token, drop);
  const { context, page, errors } = await pageAs(browser(), fan, '/favorites');
  await card(page, `Dropped Yarn ${tag}`).waitFor();
  expect(await page.locator('h1').textContent()).toBe('Favorites');
  expect(await page.getByTestId('main-nav').getByRole('link', { name: 'Favorites' }).count()).toBe(1);
  await page.getByTestId('avatar-button').click();
  expect(await page.getByTestId('account-menu').getByRole('menuitem', { name: 'Favorites' }).count()).toBe(1);
  await page.keyboard.press('Escape');

  // No reload, no refetch: the card goes as soon as the heart is pressed; the other stays.
  await card(page, `Dropped Yarn ${tag}`).locator('..').getByTestId('favourite').click();
  await card(page, `Dropped Yarn ${tag}`).waitFor({ state: 'detached' });
  expect(await card(page, `Kept Yarn ${tag}`).count()).toBe(1);
  // And the server agrees once the page is read again.
  await page.reload();
  await card(page, `Kept Yarn ${tag}`).waitFor();
  expect(await card(page, `Dropped Yarn ${tag}`).count()).toBe(0);
  await shot(page, 'cards-favorites-en-1280');
  expect(errors).toEqual([]);
  await context.close();
});
