/**
 * Colours of an item in a real browser (issue "Web client, part 2"): a colour added with a picture (empty
 * ones and non-images refused), a public yarn with its colour previewed read-only by another knitter from
 * the feed, a colour's picture removed on Save and the colour deleted. Every test makes its own knitters
 * and items through the API. Screenshots of the editor and of the preview with a colour open, at 1280 and 375 px.
 */
import { DESKTOP, PHONE, newPage, pngBytes, registerViaApi, seedItem, seedUser, settled, shot, uniqueUser, useBrowser, waitForCount } from './helpers';
import { field, imagesLoaded, pageShot, twoPictures, yarnValues } from './screens';
import { pageAs, seedColour, uniqueTag } from './seed';

jest.setTimeout(90_000);

const browser = useBrowser();

const MOSS = { textDescription: 'Moss green', codeDescription: '#5a6b3c' };
const yarn = (name: string, extra: Record<string, unknown> = {}) => ({ type: 'YARN' as const, ...yarnValues(name), ...extra });

test('a colour is added with a picture; empty ones and non-images are refused', async () => {
  const owner = await seedUser(uniqueUser('knit'));
  const id = await seedItem(owner.token, yarn(`Alpaca Cloud ${uniqueTag()}`), twoPictures());
  const { context, page, errors } = await pageAs(browser(), owner, `/yarn/${id}`);
  await page.getByTestId('colour-add-card').click();
  const modal = page.getByRole('dialog');
  await modal.getByRole('heading', { name: 'Add colour' }).waitFor();

  // Both descriptions empty: refused, nothing sent.
  await modal.getByRole('button', { name: 'Save', exact: true }).click();
  expect(await modal.getByTestId('colour-error').textContent()).toBe('Enter a description or a code first.');
  // Only image files are accepted.
  await modal.getByTestId('colour-picture-input').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
  expect(await modal.getByTestId('colour-error').textContent()).toBe('Only image files can be chosen.');
  expect(await modal.locator('.colour-modal__picture img').count()).toBe(0);

  await field(modal, 'Description').fill(MOSS.textDescription);
  await field(modal, 'Code').fill(MOSS.codeDescription);
  await modal.getByTestId('colour-picture-input').setInputFiles({ name: 'moss.png', mimeType: 'image/png', buffer: pngBytes(200, [90, 107, 60]) });
  await modal.locator('.colour-modal__picture img').waitFor();
  await modal.getByRole('button', { name: 'Save', exact: true }).click();
  await modal.waitFor({ state: 'detached' });

  const card = page.getByTestId('colour-card').filter({ hasText: MOSS.textDescription });
  await card.waitFor();
  expect(await card.textContent()).toContain(MOSS.codeDescription);
  expect(await imagesLoaded(card)).toBe(true);

  // Escape closes the modal.
  await card.click();
  await modal.getByRole('heading', { name: 'Edit colour' }).waitFor();
  expect(await field(modal, 'Description').inputValue()).toBe(MOSS.textDescription);
  await page.keyboard.press('Escape');
  await modal.waitFor({ state: 'detached' });
  await pageShot(page, 'yarn-editor-colours-1280');

  await page.setViewportSize(PHONE);
  await page.reload();
  await page.getByTestId('colour-card').first().waitFor();
  await pageShot(page, 'yarn-editor-375');
  expect(errors).toEqual([]);
  await context.close();
});

test('another knitter opens a public yarn from the feed as a read-only preview', async () => {
  const owner = await seedUser(uniqueUser('knit'));
  const name = `Alpaca Mist ${uniqueTag()}`;
  const yarnId = await seedItem(owner.token, yarn(name, { tags: ['soft', 'dk', 'winter', 'alpaca'] }), twoPictures());
  await seedColour(owner.token, yarnId, MOSS, pngBytes(200, [90, 107, 60]));

  const { context, page, errors } = await newPage(browser(), DESKTOP);
  await registerViaApi(page, uniqueUser('peer'), '/feed');
  await page.getByTestId('search-input').fill(name);
  await page.getByTestId('knit-card').filter({ hasText: name }).click();
  await page.waitForURL(new RegExp(`/yarn-preview/${yarnId}$`));

  const facts = page.getByTestId('item-facts');
  await facts.waitFor();
  const fact = (key: string) => facts.locator(`[data-field="${key}"] dd`).textContent();
  expect(await fact('name')).toBe(name);
  expect(await fact('producer')).toBe('Drops');
  expect(await fact('madeIn')).toBe('Peru');
  expect(await fact('yardage')).toBe('167 m');
  expect(await fact('tags')).toBe('soft dk winter alpaca'); // commas shown as spaces
  // The owner is shown, and nothing can be edited.
  expect(await page.getByTestId('item-side-user').textContent()).toContain(`@${owner.username}`);
  expect(await page.locator('#main input, #main textarea').count()).toBe(0);
  expect(await page.getByRole('button', { name: 'Save changes' }).count()).toBe(0);
  expect(await page.getByTestId('pictures-add-input').count()).toBe(0);
  expect(await page.getByTestId('colour-add-card').count()).toBe(0);
  await waitForCount(page, '.pictures__thumb:not([data-picture-id="none"])', 2);
  expect(await imagesLoaded(page.getByTestId('pictures-block'))).toBe(true);

  // The colour opens read-only.
  await page.getByTestId('colour-card').filter({ hasText: MOSS.textDescription }).click();
  const modal = page.getByRole('dialog');
  await modal.getByRole('heading', { name: MOSS.textDescription }).waitFor();
  expect(await modal.locator('input').count()).toBe(0);
  expect(await modal.textContent()).toContain(MOSS.codeDescription);
  expect(await imagesLoaded(modal.getByTestId('colour-modal-picture'))).toBe(true);
  await settled(page); // the fade-in
  await shot(page, 'yarn-preview-colour-1280');
  await page.keyboard.press('Escape');
  await modal.waitFor({ state: 'detached' });

  await page.setViewportSize(PHONE);
  await page.getByTestId('colour-card').first().scrollIntoViewIfNeeded();
  await page.getByTestId('colour-card').first().click();
  await modal.waitFor();
  await settled(page);
  await shot(page, 'yarn-preview-colour-375');
  await page.keyboard.press('Escape');
  await pageShot(page, 'yarn-preview-375');

  // Opening the editor URL of someone else's yarn lands on the preview.
  await page.goto(`/yarn/${yarnId}`);
  await page.waitForURL(new RegExp(`/yarn-preview/${yarnId}$`));
  expect(errors).toEqual([]);
  await context.close();
});

test("a colour's picture is removed only on Save, then the colour is deleted", async () => {
  const owner = await seedUser(uniqueUser('knit'));
  const id = await seedItem(owner.token, yarn(`Alpaca Cloud ${uniqueTag()}`));
  await seedColour(owner.token, id, MOSS, pngBytes(200, [90, 107, 60]));
  const { context, page, errors } = await pageAs(browser(), owner, `/yarn/${id}`);

  const colourCard = page.getByTestId('colour-card').filter({ hasText: MOSS.textDescription });
  const modal = page.getByRole('dialog');
  await colourCard.locator('img').waitFor();
  await colourCard.click();
  await modal.getByRole('button', { name: 'Remove picture' }).click();
  expect(await modal.locator('.colour-modal__picture img').count()).toBe(0);
  await modal.getByRole('button', { name: 'Cancel', exact: true }).click();
  await modal.waitFor({ state: 'detached' });
  expect(await colourCard.locator('img').count()).toBe(1);
  await colourCard.click();
  await modal.getByRole('button', { name: 'Remove picture' }).click();
  await modal.getByRole('button', { name: 'Save', exact: true }).click();
  await modal.waitFor({ state: 'detached' });
  await waitForCount(page, '[data-testid="colour-card"] img', 0);

  await colourCard.click();
  await modal.getByRole('button', { name: 'Delete colour' }).click();
  await modal.waitFor({ state: 'detached' });
  expect(await page.getByTestId('colour-card').count()).toBe(0);
  expect(errors).toEqual([]);
  await context.close();
});
