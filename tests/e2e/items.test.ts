/**
 * Item screens in a real browser (issue "Web client, part 2"): a yarn created with every field and two
 * pictures, kept across a reload, edited, given a colour with a picture, previewed read-only by another
 * knitter from the feed, then its colour and itself deleted; a pattern created. Screenshots of the
 * editor and of the preview with a colour open, at 1280 and 375 px.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { DESKTOP, PHONE, launch, newPage, pngBytes, registerViaApi, shot, uniqueUser } from './helpers';

jest.setTimeout(90_000);

let browser: Browser;
let owner: Page;
let ownerErrors: string[];
let yarnUrl = '';
let yarnId = 0;
const suffix = Math.random().toString(36).slice(2, 8);
const yarnName = `Alpaca Cloud ${suffix}`;
const renamed = `Alpaca Mist ${suffix}`;

const YARN = {
  Name: yarnName,
  Producer: 'Drops',
  'Made in': 'Peru',
  Content: '100% baby alpaca',
  'Weight (of a skein)': '50 g',
  'Length (of a skein)': '167 m',
  'Recommended needle size': '3.5 mm',
};

/** A full-page screenshot from the top, so sticky parts sit where a reader expects them. */
async function pageShot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, name, { fullPage: true });
}

const field = (page: Page | Locator, label: string) => page.getByLabel(label, { exact: true });
const thumbs = (page: Page) => page.locator('.pictures__thumb:not([data-picture-id="0"])');
const saveButton = (page: Page) => page.getByRole('button', { name: 'Save changes' });

/** Waits until every <img> inside `scope` has loaded real pixels. */
async function imagesLoaded(scope: Locator) {
  await scope.locator('img').first().waitFor();
  await scope.evaluate(async (el) => {
    const imgs = Array.from(el.querySelectorAll('img'));
    await Promise.all(imgs.map((img) => (img.complete ? null : new Promise((r) => { img.onload = r; img.onerror = r; }))));
  });
  return scope.evaluate((el) => Array.from(el.querySelectorAll('img')).every((img) => img.naturalWidth > 0));
}

beforeAll(async () => {
  browser = await launch();
  const opened = await newPage(browser, DESKTOP);
  owner = opened.page;
  ownerErrors = opened.errors;
  await registerViaApi(owner, uniqueUser('knit'), '/yarn');
});

afterAll(async () => {
  await browser?.close();
});

test('a yarn is created with every field, then gets two pictures', async () => {
  const page = owner;
  await page.getByRole('heading', { name: 'Create Yarn' }).waitFor();
  // Pictures and colours wait for the first save.
  expect(await page.getByTestId('pictures-hint').textContent()).toContain('Save first to add pictures');
  expect(await page.getByTestId('pictures-add-input').count()).toBe(0);
  expect(await page.getByTestId('colour-add-card').count()).toBe(0);
  // Delete appears only once the yarn exists.
  expect(await page.getByRole('button', { name: 'Delete yarn' }).count()).toBe(0);

  for (const [label, value] of Object.entries(YARN)) await field(page, label).fill(value);
  await field(page, 'Tags').fill('soft, dk\nwinter,  soft');
  await page.getByLabel('Private', { exact: true }).check();
  await saveButton(page).click();

  await page.getByTestId('item-success').waitFor();
  await page.waitForURL(/\/yarn\/\d+$/);
  yarnUrl = page.url();
  yarnId = Number(/\/yarn\/(\d+)$/.exec(yarnUrl)![1]);
  await page.getByRole('heading', { name: 'Edit Yarn' }).waitFor();
  expect(await field(page, 'Tags').inputValue()).toBe('soft, dk, winter');

  // Two real PNGs in one go; the progress bar shows while they upload.
  await page.getByTestId('pictures-add-input').setInputFiles([
    { name: 'skein.png', mimeType: 'image/png', buffer: pngBytes(320, [155, 44, 79], 240) },
    { name: 'swatch.png', mimeType: 'image/png', buffer: pngBytes(240, [31, 95, 91], 240) },
  ]);
  await page.waitForFunction(() => document.querySelectorAll('.pictures__thumb:not([data-picture-id="0"])').length === 2);
  await page.getByTestId('pictures-progress').waitFor({ state: 'detached' });
  // The newest upload is selected and highlighted.
  expect(await page.getByTestId('pictures-count').textContent()).toBe('2 / 2');
  expect(await thumbs(page).nth(1).getAttribute('aria-pressed')).toBe('true');
  expect(await imagesLoaded(page.getByTestId('pictures-block'))).toBe(true);
  await page.getByRole('button', { name: 'Previous picture' }).click();
  expect(await page.getByTestId('pictures-count').textContent()).toBe('1 / 2');
  expect(await thumbs(page).nth(0).getAttribute('aria-pressed')).toBe('true');
  expect(ownerErrors).toEqual([]);
});

test('a reload of the yarn URL finds every field and both pictures', async () => {
  const page = owner;
  await page.goto(yarnUrl);
  await page.getByRole('heading', { name: 'Edit Yarn' }).waitFor();
  await page.waitForFunction(() => (document.querySelector('input[name="name"]') as HTMLInputElement | null)?.value !== '');
  for (const [label, value] of Object.entries(YARN)) expect([label, await field(page, label).inputValue()]).toEqual([label, value]);
  expect(await field(page, 'Tags').inputValue()).toBe('soft, dk, winter');
  expect(await page.getByLabel('Private', { exact: true }).isChecked()).toBe(true);
  await page.waitForFunction(() => document.querySelectorAll('.pictures__thumb:not([data-picture-id="0"])').length === 2);
  expect(await imagesLoaded(page.getByTestId('pictures-block'))).toBe(true);
  // The side panel shows who is editing, with Back.
  expect(await page.getByText('Back', { exact: true }).count()).toBe(1);
  await pageShot(page, 'yarn-editor-1280');
});

test('the yarn is edited and made public', async () => {
  const page = owner;
  await field(page, 'Name').fill(renamed);
  await field(page, 'Tags').fill('soft, dk, winter, alpaca');
  await page.getByLabel('Public', { exact: true }).check();
  await saveButton(page).click();
  expect(await page.getByTestId('item-success').textContent()).toBe('Changes saved.');
  expect(page.url()).toBe(yarnUrl);

  await page.reload();
  await page.waitForFunction((name) => (document.querySelector('input[name="name"]') as HTMLInputElement | null)?.value === name, renamed);
  expect(await field(page, 'Tags').inputValue()).toBe('soft, dk, winter, alpaca');
  expect(await page.getByLabel('Public', { exact: true }).isChecked()).toBe(true);
  expect(await field(page, 'Producer').inputValue()).toBe('Drops');
});

test('a colour is added with a picture; empty ones and non-images are refused', async () => {
  const page = owner;
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

  await field(modal, 'Description').fill('Moss green');
  await field(modal, 'Code').fill('#5a6b3c');
  await modal.getByTestId('colour-picture-input').setInputFiles({ name: 'moss.png', mimeType: 'image/png', buffer: pngBytes(200, [90, 107, 60]) });
  await modal.locator('.colour-modal__picture img').waitFor();
  await modal.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });

  const card = page.getByTestId('colour-card').filter({ hasText: 'Moss green' });
  await card.waitFor();
  expect(await card.textContent()).toContain('#5a6b3c');
  expect(await imagesLoaded(card)).toBe(true);

  // Escape closes the modal.
  await card.click();
  await page.getByRole('dialog').getByRole('heading', { name: 'Edit colour' }).waitFor();
  expect(await field(page.getByRole('dialog'), 'Description').inputValue()).toBe('Moss green');
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await pageShot(page, 'yarn-editor-colours-1280');

  await page.setViewportSize(PHONE);
  await page.reload();
  await page.getByTestId('colour-card').first().waitFor();
  await pageShot(page, 'yarn-editor-375');
  await page.setViewportSize(DESKTOP);
  expect(ownerErrors).toEqual([]);
});

test('another knitter opens the public yarn from the feed as a read-only preview', async () => {
  const { context, page, errors } = await newPage(browser, DESKTOP);
  await registerViaApi(page, uniqueUser('peer'), '/feed');
  await page.getByTestId('search-input').fill(renamed);
  const card = page.getByTestId('knit-card').filter({ hasText: renamed });
  await card.click();
  await page.waitForURL(new RegExp(`/yarn-preview/${yarnId}$`));

  const facts = page.getByTestId('item-facts');
  await facts.waitFor();
  const fact = (name: string) => facts.locator(`[data-field="${name}"] dd`).textContent();
  expect(await fact('name')).toBe(renamed);
  expect(await fact('producer')).toBe('Drops');
  expect(await fact('madeIn')).toBe('Peru');
  expect(await fact('yardage')).toBe('167 m');
  expect(await fact('tags')).toBe('soft dk winter alpaca'); // commas shown as spaces
  // The owner is shown, and nothing can be edited.
  expect(await page.getByTestId('item-side-user').textContent()).toContain('@knit');
  expect(await page.locator('#main input, #main textarea').count()).toBe(0);
  expect(await page.getByRole('button', { name: 'Save changes' }).count()).toBe(0);
  expect(await page.getByTestId('pictures-add-input').count()).toBe(0);
  expect(await page.getByTestId('colour-add-card').count()).toBe(0);
  await page.waitForFunction(() => document.querySelectorAll('.pictures__thumb:not([data-picture-id="0"])').length === 2);
  expect(await imagesLoaded(page.getByTestId('pictures-block'))).toBe(true);

  // The colour opens read-only.
  await page.getByTestId('colour-card').filter({ hasText: 'Moss green' }).click();
  const modal = page.getByRole('dialog');
  await modal.getByRole('heading', { name: 'Moss green' }).waitFor();
  expect(await modal.locator('input').count()).toBe(0);
  expect(await modal.textContent()).toContain('#5a6b3c');
  expect(await imagesLoaded(modal.getByTestId('colour-modal-picture'))).toBe(true);
  await page.waitForTimeout(700); // the fade-in
  await shot(page, 'yarn-preview-colour-1280');
  await page.keyboard.press('Escape');
  await modal.waitFor({ state: 'detached' });

  await page.setViewportSize(PHONE);
  await page.getByTestId('colour-card').first().scrollIntoViewIfNeeded();
  await page.getByTestId('colour-card').first().click();
  await page.getByRole('dialog').waitFor();
  await page.waitForTimeout(700);
  await shot(page, 'yarn-preview-colour-375');
  await page.keyboard.press('Escape');
  await pageShot(page, 'yarn-preview-375');

  // Opening the editor URL of someone else's yarn lands on the preview.
  await page.goto(`/yarn/${yarnId}`);
  await page.waitForURL(new RegExp(`/yarn-preview/${yarnId}$`));
  expect(errors).toEqual([]);
  await context.close();
});

test('the colour and then the yarn are deleted', async () => {
  const page = owner;
  await page.goto(yarnUrl);

  // Replace keeps the picture's place and id, with a new image.
  const large = page.getByTestId('pictures-large');
  await page.waitForFunction(() => document.querySelector('[data-testid="pictures-large"]')?.getAttribute('data-picture-id') !== '0');
  const before = { id: await large.getAttribute('data-picture-id'), src: await large.getAttribute('src') };
  await page.getByTestId('pictures-replace-input').setInputFiles({ name: 'new.png', mimeType: 'image/png', buffer: pngBytes(260, [217, 164, 65]) });
  await page.waitForFunction((src) => document.querySelector('[data-testid="pictures-large"]')?.getAttribute('src') !== src, before.src);
  expect(await large.getAttribute('data-picture-id')).toBe(before.id);
  expect(await thumbs(page).count()).toBe(2);

  // Removing a colour's picture takes effect only on Save.
  const colourCard = page.getByTestId('colour-card').filter({ hasText: 'Moss green' });
  const modal = page.getByRole('dialog');
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
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="colour-card"] img').length === 0);

  await colourCard.click();
  await modal.getByRole('button', { name: 'Delete colour' }).click();
  await modal.waitFor({ state: 'detached' });
  expect(await page.getByTestId('colour-card').count()).toBe(0);

  // A picture is deleted; the other one stays.
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.waitForFunction(() => document.querySelectorAll('.pictures__thumb:not([data-picture-id="0"])').length === 1);

  await page.getByRole('button', { name: 'Delete yarn' }).click();
  await page.waitForURL(/\/account$/);
  await page.goto(yarnUrl);
  await page.getByRole('alert').first().waitFor();
  expect(await page.getByRole('button', { name: 'Save changes' }).count()).toBe(0);
  // The local backup does not bring the deleted yarn back.
  await page.goto('/yarn');
  await page.getByRole('heading', { name: 'Create Yarn' }).waitFor();
  expect(await field(page, 'Name').inputValue()).toBe('');
  expect(ownerErrors).toEqual([]);
});

test('a pattern is created with notes and kept across a reload', async () => {
  const page = owner;
  await page.goto('/item/pattern/new');
  await page.getByRole('heading', { name: 'Create Pattern' }).waitFor();
  expect(await page.getByLabel('Producer', { exact: true }).count()).toBe(0);
  await field(page, 'Name').fill(`Cabled Beanie ${suffix}`);
  await field(page, 'Notes').fill('Cast on 96 stitches.\nRib for 5 cm.');
  await field(page, 'Tags').fill('hat, cables');
  await saveButton(page).click();
  await page.waitForURL(/\/item\/pattern\/\d+$/);
  await page.getByRole('heading', { name: 'Edit Pattern' }).waitFor();
  expect(await page.getByTestId('item-success').textContent()).toContain('Created');

  await page.reload();
  await page.waitForFunction(() => (document.querySelector('textarea[name="notes"]') as HTMLTextAreaElement | null)?.value !== undefined
    && (document.querySelector('textarea[name="notes"]') as HTMLTextAreaElement).value !== '');
  expect(await field(page, 'Notes').inputValue()).toBe('Cast on 96 stitches.\nRib for 5 cm.');
  expect(await field(page, 'Name').inputValue()).toBe(`Cabled Beanie ${suffix}`);
  // The flash of the creation is not shown again after a reload.
  expect(await page.getByTestId('item-success').count()).toBe(0);

  // Its read-only preview shows the notes and, to its owner, a way back to the editor.
  const id = /\/item\/pattern\/(\d+)$/.exec(page.url())![1];
  await page.goto(`/item-preview/pattern/${id}`);
  const notes = page.getByTestId('item-facts').locator('[data-field="notes"] dd');
  await notes.waitFor();
  expect(await notes.textContent()).toBe('Cast on 96 stitches.\nRib for 5 cm.');
  expect(await page.getByTestId('item-facts').locator('[data-field="tags"] dd').textContent()).toBe('hat cables');
  await page.getByRole('link', { name: 'Edit' }).click();
  await page.waitForURL(new RegExp(`/item/pattern/${id}$`));
  await page.getByRole('heading', { name: 'Edit Pattern' }).waitFor();
  expect(ownerErrors).toEqual([]);
});
