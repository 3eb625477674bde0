/**
 * Editing is never mistaken for creating (issue #26 point 5): the editor of a saved item names it in its title and a
 * banner, also when /yarn reopens the current yarn (docs/product.md §2.1, §4.7), and Add → Yarn always starts an empty
 * one, without the banner.
 */
import type { Page } from 'playwright-core';
import { PHONE, seedItem, seedUser, shot, uniqueUser, useBrowser, WIDE } from './helpers';
import { pageAs } from './seed';

const browser = useBrowser();

const NAME = 'Rios – Azules';

const TEXTS = {
  en: { title: `Editing ‘${NAME}’`, banner: `You are changing your saved yarn ‘${NAME}’`, create: 'Create Yarn', yarn: 'Yarn', startNew: 'Start a new yarn instead', name: 'Name' },
  fr: { title: `Modification de « ${NAME} »`, banner: `Vous modifiez votre fil enregistré « ${NAME} »`, create: 'Créer un fil', yarn: 'Fil', startNew: 'Commencer plutôt un nouveau fil', name: 'Nom' },
} as const;

/** The editor's title. */
const title = (page: Page) => page.locator('h1.page__title');

describe.each([
  ['en', WIDE],
  ['fr', PHONE],
] as const)('the yarn editor (%s, %o)', (lang, viewport) => {
  const texts = TEXTS[lang];

  test('names the yarn being edited, on /yarn/:id and on /yarn; Add → Yarn and the banner\'s link start an empty one', async () => {
    const user = await seedUser(uniqueUser('editing'));
    const id = await seedItem(user.token, { type: 'YARN', name: NAME, producer: 'Rios' });
    const { context, page, errors } = await pageAs(browser(), user, `/yarn/${id}`, viewport);
    if (lang === 'fr') {
      await page.evaluate(() => localStorage.setItem('locale', 'fr'));
      await page.reload();
    }
    await title(page).getByText(texts.title, { exact: true }).waitFor();
    await page.getByTestId('editing-banner').getByText(texts.banner).waitFor();
    await shot(page, `editing-${lang}-${viewport.width}`);

    // Typing /yarn reopens the current yarn (docs/product.md §4.7): it says which one.
    await page.goto('/yarn');
    await page.waitForURL((u) => u.pathname === `/yarn/${id}`);
    await title(page).getByText(texts.title, { exact: true }).waitFor();
    await page.getByTestId('editing-banner').getByText(texts.banner).waitFor();

    // The banner's link starts an empty yarn.
    await page.getByTestId('editing-new').getByText(texts.startNew).click();
    await title(page).getByText(texts.create, { exact: true }).waitFor();
    expect(await page.getByTestId('editing-banner').count()).toBe(0);
    expect(await page.getByLabel(texts.name, { exact: true }).inputValue()).toBe('');

    // Add → Yarn from the library, right after editing: empty too.
    await page.goto(`/yarn/${id}`);
    await title(page).getByText(texts.title, { exact: true }).waitFor();
    await page.goto('/account');
    await page.getByTestId('add-menu').getByRole('button').first().click();
    await page.getByRole('menuitem', { name: texts.yarn, exact: true }).click();
    await title(page).getByText(texts.create, { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/yarn');
    expect(await page.getByTestId('editing-banner').count()).toBe(0);
    expect(await page.getByLabel(texts.name, { exact: true }).inputValue()).toBe('');
    await shot(page, `editing-new-${lang}-${viewport.width}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
