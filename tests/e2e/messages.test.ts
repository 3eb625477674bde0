/** Messages are cleared before each action on every screen (docs/product.md §4.10, issue #12): no old line stays beside a newer result. */
import type { Page } from 'playwright-core';
import { pngBytes, registerViaApi, newPage, seedItem, seedUser, uniqueUser, useBrowser } from './helpers';
import { pageAs } from './seed';
import { field } from './screens';

const browser = useBrowser();

const notAnImage = { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') };
const shown = (page: Page, testId: string) => page.getByTestId(testId).count();

test('a picture error disappears when a colour is saved', async () => {
  const user = await seedUser(uniqueUser('msg'));
  const id = await seedItem(user.token, { type: 'YARN', name: 'Highland Wool' }, pngBytes(120));
  const { context, page, errors } = await pageAs(browser(), user, `/yarn/${id}`);
  await page.getByTestId('pictures-add-input').setInputFiles(notAnImage);
  await page.getByTestId('pictures-error').waitFor();

  await page.getByTestId('colour-add-card').click();
  const modal = page.getByRole('dialog');
  await field(modal, 'Description').fill('Heather');
  await modal.getByRole('button', { name: 'Save', exact: true }).click();
  await modal.waitFor({ state: 'detached' });
  await page.getByTestId('colour-card').filter({ hasText: 'Heather' }).waitFor();
  expect(await shown(page, 'pictures-error')).toBe(0);

  // And the other way: a failed upload after a save takes the save's "Changes saved." away.
  await page.getByRole('button', { name: 'Save changes' }).click();
  await page.getByTestId('item-success').waitFor();
  await page.getByTestId('pictures-add-input').setInputFiles(notAnImage);
  await page.getByTestId('pictures-error').waitFor();
  expect(await shown(page, 'item-success')).toBe(0);
  expect(errors).toEqual([]);
  await context.close();
});

test('"Created." disappears after a later upload', async () => {
  const { context, page, errors } = await newPage(browser());
  await registerViaApi(page, uniqueUser('msg'), '/yarn');
  await field(page, 'Name').fill('Alpaca Cloud');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await page.waitForURL(/\/yarn\/\d+$/);
  expect(await page.getByTestId('item-success').textContent()).toMatch(/^Created\./);

  await page.getByTestId('pictures-add-input').setInputFiles({ name: 'skein.png', mimeType: 'image/png', buffer: pngBytes(160) });
  await page.getByTestId('pictures-count').waitFor();
  expect(await shown(page, 'item-success')).toBe(0);
  expect(errors).toEqual([]);
  await context.close();
});

test('settings: the profile\'s "saved" line goes when the unit is changed next', async () => {
  const user = await seedUser(uniqueUser('msg'));
  const { context, page } = await pageAs(browser(), user, '/settings');
  const info = page.getByTestId('profile-form');
  await info.locator('input[name=city]').fill('Lyon');
  await info.getByRole('button', { name: 'Save changes' }).click();
  await page.getByTestId('profile-success').waitFor();
  await page.getByTestId('unit-choice').locator('label', { hasText: 'Imperial' }).click();
  await page.getByTestId('unit-success').waitFor();
  expect(await shown(page, 'profile-success')).toBe(0);
  await context.close();
});
