/**
 * The item editor in a real browser (issue "Web client, part 2"): a yarn created with every field and two
 * pictures, a saved yarn reopened, edited and made public, a picture replaced and deleted, the yarn deleted,
 * a pattern created. Every test makes its own knitter and items through the API. Screenshots of the editor.
 */
import type { Page } from 'playwright-core';
import { DESKTOP, gqlNode, newPage, pngBytes, registerViaApi, seedItem, seedUser, uniqueUser, useBrowser, waitForCount } from './helpers';
import { YARN_FIELDS, field, imagesLoaded, nameShown, pageShot, twoPictures, yarnValues } from './screens';
import { pageAs, uniqueTag } from './seed';

jest.setTimeout(90_000);

const browser = useBrowser();

const thumbs = (page: Page) => page.locator('.pictures__thumb:not([data-picture-id="none"])');
const saveButton = (page: Page) => page.getByRole('button', { name: 'Save changes' });
const thumbCount = (page: Page, n: number) => waitForCount(page, '.pictures__thumb:not([data-picture-id="none"])', n);

/** A knitter with a private yarn (every field, three tags, two pictures), and a page open on its editor. */
async function openSeededYarn(name: string) {
  const owner = await seedUser(uniqueUser('knit'));
  const id = await seedItem(owner.token, { type: 'YARN', ...yarnValues(name), tags: ['soft', 'dk', 'winter'], visibility: 'PRIVATE' }, twoPictures());
  const opened = await pageAs(browser(), owner, `/yarn/${id}`);
  await opened.page.getByRole('heading', { name: `Editing ‘${name}’` }).waitFor();
  await nameShown(opened.page, name);
  return { ...opened, id, owner, url: `/yarn/${id}` };
}

/** Resolves once the server answers NOT_FOUND for the item (asking again until it does). */
async function gone(token: string, id: number): Promise<void> {
  for (;;) {
    const r = await gqlNode('query($id: ID!) { knitItem(id: $id) { id } }', { id }, token);
    if (r.errors?.some((e) => (e as { extensions?: { code?: string } }).extensions?.code === 'NOT_FOUND')) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

test('a yarn is created with every field, then gets two pictures', async () => {
  const { context, page, errors } = await newPage(browser(), DESKTOP);
  await registerViaApi(page, uniqueUser('knit'), '/yarn');
  await page.getByRole('heading', { name: 'Create Yarn' }).waitFor();
  // Pictures and colours wait for the first save.
  expect(await page.getByTestId('pictures-hint').textContent()).toContain('Save first to add pictures');
  expect(await page.getByTestId('pictures-add-input').count()).toBe(0);
  expect(await page.getByTestId('colour-add-card').count()).toBe(0);
  // Delete appears only once the yarn exists.
  expect(await page.getByRole('button', { name: 'Delete yarn' }).count()).toBe(0);

  const values = yarnValues(`Alpaca Cloud ${uniqueTag()}`);
  for (const [key, label] of Object.entries(YARN_FIELDS)) await field(page, label).fill(values[key as keyof typeof YARN_FIELDS]);
  await field(page, 'Tags').fill('soft, dk\nwinter,  soft');
  await page.getByLabel('Private', { exact: true }).check();
  await saveButton(page).click();

  await page.getByTestId('item-success').waitFor();
  await page.waitForURL(/\/yarn\/\d+$/);
  await page.getByRole('heading', { name: `Editing ‘${values.name}’` }).waitFor();
  expect(await field(page, 'Tags').inputValue()).toBe('soft, dk, winter');

  // Two real PNGs in one go; the progress bar shows while they upload.
  const [first, second] = twoPictures();
  await page.getByTestId('pictures-add-input').setInputFiles([
    { name: 'skein.png', mimeType: 'image/png', buffer: first },
    { name: 'swatch.png', mimeType: 'image/png', buffer: second },
  ]);
  await thumbCount(page, 2);
  await page.getByTestId('pictures-progress').waitFor({ state: 'detached' });
  // The newest upload is selected and highlighted.
  expect(await page.getByTestId('pictures-count').textContent()).toBe('2 / 2');
  expect(await thumbs(page).nth(1).getAttribute('aria-pressed')).toBe('true');
  expect(await imagesLoaded(page.getByTestId('pictures-block'))).toBe(true);
  await page.getByRole('button', { name: 'Previous picture' }).click();
  expect(await page.getByTestId('pictures-count').textContent()).toBe('1 / 2');
  expect(await thumbs(page).nth(0).getAttribute('aria-pressed')).toBe('true');

  // A reload of the yarn's URL finds every field and both pictures.
  await page.reload();
  await nameShown(page, values.name);
  for (const [key, label] of Object.entries(YARN_FIELDS)) {
    expect([label, await field(page, label).inputValue()]).toEqual([label, values[key as keyof typeof YARN_FIELDS]]);
  }
  expect(await page.getByLabel('Private', { exact: true }).isChecked()).toBe(true);
  await thumbCount(page, 2);
  expect(errors).toEqual([]);
  await context.close();
});

test('a saved yarn opens with every field, its tags and both pictures', async () => {
  const name = `Alpaca Cloud ${uniqueTag()}`;
  const { context, page, errors } = await openSeededYarn(name);
  for (const [key, label] of Object.entries(YARN_FIELDS)) {
    expect([label, await field(page, label).inputValue()]).toEqual([label, yarnValues(name)[key as keyof typeof YARN_FIELDS]]);
  }
  expect(await field(page, 'Tags').inputValue()).toBe('soft, dk, winter');
  expect(await page.getByLabel('Private', { exact: true }).isChecked()).toBe(true);
  await thumbCount(page, 2);
  expect(await imagesLoaded(page.getByTestId('pictures-block'))).toBe(true);
  // The side panel shows who is editing, with Back.
  expect(await page.getByText('Back', { exact: true }).count()).toBe(1);
  await pageShot(page, 'yarn-editor-1280');
  expect(errors).toEqual([]);
  await context.close();
});

test('the yarn is edited and made public', async () => {
  const tag = uniqueTag();
  const { context, page, url } = await openSeededYarn(`Alpaca Cloud ${tag}`);
  const renamed = `Alpaca Mist ${tag}`;
  await field(page, 'Name').fill(renamed);
  await field(page, 'Tags').fill('soft, dk, winter, alpaca');
  await page.getByLabel('Public', { exact: true }).check();
  await saveButton(page).click();
  expect(await page.getByTestId('item-success').textContent()).toBe('Changes saved.');
  expect(new URL(page.url()).pathname).toBe(url);

  await page.reload();
  await nameShown(page, renamed);
  expect(await field(page, 'Tags').inputValue()).toBe('soft, dk, winter, alpaca');
  expect(await page.getByLabel('Public', { exact: true }).isChecked()).toBe(true);
  expect(await field(page, 'Producer').inputValue()).toBe('Drops');
  await context.close();
});

test('a picture is replaced and deleted, then the yarn, which the local backup does not bring back', async () => {
  const { context, page, errors, url, id, owner } = await openSeededYarn(`Alpaca Cloud ${uniqueTag()}`);

  // Replace keeps the picture's place and id, with a new image.
  const large = page.getByTestId('pictures-large');
  await page.waitForFunction(() => document.querySelector('[data-testid="pictures-large"]')?.getAttribute('data-picture-id') !== 'none');
  const before = { id: await large.getAttribute('data-picture-id'), src: await large.getAttribute('src') };
  await page.getByTestId('pictures-replace-input').setInputFiles({ name: 'new.png', mimeType: 'image/png', buffer: pngBytes(260, [217, 164, 65]) });
  await page.waitForFunction((src) => document.querySelector('[data-testid="pictures-large"]')?.getAttribute('src') !== src, before.src);
  expect(await large.getAttribute('data-picture-id')).toBe(before.id);
  expect(await thumbs(page).count()).toBe(2);

  // A picture is deleted (after a question); the other one stays.
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('alertdialog', { name: 'Delete this picture?' }).getByRole('button', { name: 'Delete', exact: true }).click();
  await thumbCount(page, 1);

  await page.getByRole('button', { name: 'Delete yarn' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await page.waitForURL(/\/account$/);
  // The server deletes the yarn once its Undo time is over: wait until the notice's Undo goes and the server agrees
  // (opened at once, the page left while the delete was still on its way, and showed the yarn again).
  await page.getByTestId('undo-notice').getByRole('button', { name: 'Undo' }).waitFor({ state: 'detached', timeout: 30_000 });
  await gone(owner.token, id);
  await page.goto(url);
  await page.getByRole('alert').first().waitFor();
  expect(await saveButton(page).count()).toBe(0);
  // The local backup does not bring the deleted yarn back.
  await page.goto('/yarn');
  await page.getByRole('heading', { name: 'Create Yarn' }).waitFor();
  expect(await field(page, 'Name').inputValue()).toBe('');
  expect(errors).toEqual([]);
  await context.close();
});

test('a pattern is created with notes and kept across a reload', async () => {
  const { context, page, errors } = await newPage(browser(), DESKTOP);
  await registerViaApi(page, uniqueUser('knit'), '/item/pattern/new');
  const name = `Cabled Beanie ${uniqueTag()}`;
  await page.getByRole('heading', { name: 'Create Pattern' }).waitFor();
  expect(await page.getByLabel('Producer', { exact: true }).count()).toBe(0);
  await field(page, 'Name').fill(name);
  await field(page, 'Notes').fill('Cast on 96 stitches.\nRib for 5 cm.');
  await field(page, 'Tags').fill('hat, cables');
  await saveButton(page).click();
  await page.waitForURL(/\/item\/pattern\/\d+$/);
  await page.getByRole('heading', { name: `Editing ‘${name}’` }).waitFor();
  expect(await page.getByTestId('item-success').textContent()).toContain('Created');

  await page.reload();
  await page.waitForFunction(() => document.querySelector<HTMLTextAreaElement>('textarea[name="notes"]')?.value !== undefined
    && (document.querySelector('textarea[name="notes"]') as HTMLTextAreaElement).value !== '');
  expect(await field(page, 'Notes').inputValue()).toBe('Cast on 96 stitches.\nRib for 5 cm.');
  expect(await field(page, 'Name').inputValue()).toBe(name);
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
  await page.getByRole('heading', { name: `Editing ‘${name}’` }).waitFor();
  expect(errors).toEqual([]);
  await context.close();
});
