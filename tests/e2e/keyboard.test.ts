/**
 * Keyboard and screen readers (issue #26 point 12): the Add menu follows the WAI-ARIA menu button pattern (arrow
 * keys, Home, End, Escape); focus goes to the item's heading after a save and to the new picture after an upload;
 * axe finds no heading-order and no aria-allowed-role problem on the screens with cards, in English and French;
 * cards are articles with a link, and a click anywhere on a card still opens it.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { DESKTOP, gqlNode, PHONE, pngBytes, seedItem, seedUser, shot, uniqueUser, useBrowser } from './helpers';
import { pageAs, seedColour, uniqueTag } from './seed';

const browser = useBrowser();

/** What has focus: its role or tag, its accessible text, and a few attributes. */
const focused = (page: Page) => page.evaluate(() => {
  const el = document.activeElement as HTMLElement | null;
  return { tag: el?.tagName.toLowerCase(), role: el?.getAttribute('role'), text: el?.textContent?.trim(), key: el?.getAttribute('data-key'),
    picture: el?.getAttribute('data-picture-id'), className: el?.className };
});

test.each([['en', ['Yarn', 'Pattern', 'Detail', 'Model']], ['fr', ['Fil', 'Patron', 'Détail', 'Modèle']]] as const)(
  'the Add menu works with the arrow keys (%s)', async (locale, labels) => {
    const user = await seedUser(uniqueUser('kbd'));
    const { context, page, errors } = await pageAs(browser(), user, '/account', DESKTOP, 'en', { storage: { locale } });
    const add = page.getByTestId('add-menu').locator('button[aria-haspopup="menu"]');
    await add.focus();
    await page.keyboard.press('ArrowDown');
    await page.getByTestId('add-menu').getByRole('menu').waitFor();
    expect(await add.getAttribute('aria-expanded')).toBe('true');
    expect((await focused(page)).key).toBe('yarn');
    await page.keyboard.press('ArrowDown');
    expect((await focused(page)).key).toBe('pattern');
    await page.keyboard.press('End');
    expect((await focused(page)).key).toBe('model');
    await page.keyboard.press('ArrowDown'); // wraps around
    expect((await focused(page)).key).toBe('yarn');
    await page.keyboard.press('ArrowUp');
    expect((await focused(page)).key).toBe('model');
    await page.keyboard.press('Home');
    expect((await focused(page)).text).toBe(labels[0]);
    expect(await page.getByTestId('add-menu').getByRole('menuitem').allTextContents()).toEqual([...labels]);
    await shot(page, `add-menu-keyboard-${locale}`);
    // Escape closes the menu and gives focus back to the button.
    await page.keyboard.press('Escape');
    await page.getByTestId('add-menu').getByRole('menu').waitFor({ state: 'detached' });
    expect(await add.evaluate((el) => el === document.activeElement)).toBe(true);
    // ArrowUp opens it on the last choice; Enter takes it.
    await page.keyboard.press('ArrowUp');
    await page.getByTestId('add-menu').getByRole('menu').waitFor();
    expect((await focused(page)).key).toBe('model');
    await page.keyboard.press('ArrowUp');
    expect((await focused(page)).key).toBe('detail');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/item/detail/new');
    expect(errors).toEqual([]);
    await context.close();
  });

test('after a save focus goes to the item\'s heading, and after an upload to the new picture', async () => {
  const user = await seedUser(uniqueUser('focus'));
  const id = await seedItem(user.token, { type: 'YARN', name: `Focus Yarn ${uniqueTag()}` }, pngBytes(120));
  const { context, page, errors } = await pageAs(browser(), user, `/yarn/${id}`);
  const name = page.locator('input[name="name"]');
  await name.waitFor();
  await name.fill(`Focus Yarn renamed ${uniqueTag()}`);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await page.getByTestId('item-success').waitFor();
  await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
  expect((await focused(page)).className).toContain('page__title');

  await page.getByTestId('pictures-add-input').setInputFiles({ name: 'second.png', mimeType: 'image/png', buffer: pngBytes(160, [31, 95, 91]) });
  // The new picture is the second one: its thumbnail takes focus once it is shown.
  await page.waitForFunction(() => document.activeElement?.classList.contains('pictures__thumb') === true);
  const thumb = await focused(page);
  const ids = await page.locator('.pictures__thumb').evaluateAll((els) => els.map((e) => e.getAttribute('data-picture-id')));
  expect(ids).toHaveLength(2);
  expect(thumb.picture).toBe(ids[1]);
  expect(await page.getByTestId('pictures-large').getAttribute('data-picture-id')).toBe(ids[1]);
  await shot(page, 'focus-after-upload');

  // A new item: after it is created, focus is on its heading too.
  await page.goto('/item/pattern/new');
  await page.locator('input[name="name"]').fill(`Focus Pattern ${uniqueTag()}`);
  await page.locator('input[name="name"]').press('Enter');
  await page.waitForURL(/\/item\/pattern\/\d+$/);
  await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
  expect(errors).toEqual([]);
  await context.close();
});

/** What axe says about heading order and allowed roles on the page as it is now. */
async function structureViolations(page: Page, screen: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withRules(['heading-order', 'aria-allowed-role']).analyze();
  return results.violations.flatMap((v) => v.nodes.map((n) => `${screen}: ${v.id} at ${n.target.join(' ')}`));
}

test.each(['en', 'fr'] as const)('no heading-order or aria-allowed-role finding on the screens with cards (%s)', async (locale) => {
  const tag = uniqueTag();
  const user = await seedUser(uniqueUser('axe'));
  const own = await seedItem(user.token, { type: 'YARN', name: `Axe Yarn ${tag}`, producer: 'Drops', weight: '50 g', weightClass: 'LIGHT' }, pngBytes(120));
  await seedColour(user.token, own, { textDescription: 'Heather', codeDescription: 'H-12' });
  await seedItem(user.token, { type: 'PATTERN', name: `Axe Private ${tag}`, visibility: 'PRIVATE' });
  const other = await seedUser(uniqueUser('axeo'));
  const theirs = await seedItem(other.token, { type: 'YARN', name: `Axe Other ${tag}`, producer: 'Sandnes' });
  const fav = await gqlNode('mutation($i: FavoriteInput!) { favorite(input: $i) { item { id } } }', { i: { itemId: theirs } }, user.token);
  expect(fav.errors).toBeUndefined();
  // The locale is remembered before the app first loads, and the page opens on the first screen checked.
  const { context, page, errors } = await pageAs(browser(), user, '/feed', DESKTOP, 'en', { storage: { locale } });
  const found: string[] = [];
  const visit = async (path: string, ready: string, screen: string) => {
    if (new URL(page.url()).pathname !== path) await page.goto(path);
    await page.getByTestId(ready).first().waitFor();
    found.push(...await structureViolations(page, screen));
  };
  await visit('/feed', 'knit-card', 'feed');
  await visit('/account', 'knit-card', 'account');
  await visit('/favorites', 'knit-card', 'favorites');
  await visit('/explore', 'knit-card', 'explore');
  await visit(`/search?q=${encodeURIComponent(`axe ${tag}`)}`, 'search-result', 'search');
  await visit(`/yarn/${own}`, 'colour-card', 'yarn edit');
  await visit(`/yarn-preview/${theirs}`, 'item-facts', 'yarn preview');
  expect(found).toEqual([]);

  // Cards are articles holding a link (no role=button), and a click on the picture still opens the item.
  await page.goto('/account');
  const card = page.getByTestId('knit-card').filter({ hasText: `Axe Yarn ${tag}` });
  await card.waitFor();
  expect(await page.locator('[role="button"]').count()).toBe(0);
  expect(await card.evaluate((el) => el.tagName)).toBe('ARTICLE');
  expect(await card.getByRole('link', { name: `Axe Yarn ${tag}` }).getAttribute('href')).toBe(`/yarn/${own}`);
  // A real click in the middle of the picture (no element is aimed at: whatever is on top there takes it).
  const box = (await card.locator('.knit-card__picture').boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForURL(`**/yarn/${own}`);
  expect(errors).toEqual([]);
  await context.close();
}, 180_000);

test('on a phone a card is reached by Tab as one link and opened with Enter', async () => {
  const tag = uniqueTag();
  const user = await seedUser(uniqueUser('tab'));
  const id = await seedItem(user.token, { type: 'PATTERN', name: `Tab Pattern ${tag}` });
  const { context, page, errors } = await pageAs(browser(), user, '/account', PHONE);
  const link = page.getByTestId('knit-card').getByRole('link', { name: `Tab Pattern ${tag}` });
  await link.waitFor();
  await link.focus();
  await shot(page, 'card-focus-375');
  await page.keyboard.press('Enter');
  await page.waitForURL(`**/item/pattern/${id}`);
  expect(errors).toEqual([]);
  await context.close();
});
