/**
 * French labels name each place once (issue #26 point 13): the feed is "Actualités" and a yarn is "Fil" (both were
 * "Fil"), a pattern is "Patron" and a model "Modèle" in the library and in the editor alike.
 */
import type { Page } from 'playwright-core';
import { PHONE, seedUser, shot, uniqueUser, useBrowser, WIDE } from './helpers';
import { pageAs } from './seed';

const browser = useBrowser();

/** The header's navigation links, opening the phone menu first. */
async function navLabels(page: Page): Promise<string[]> {
  const nav = page.getByTestId('main-nav');
  if (!(await nav.isVisible())) await page.getByTestId('menu-toggle').click();
  await nav.getByRole('link').first().waitFor();
  return (await nav.getByRole('link').allInnerTexts()).map((s) => s.trim());
}

describe.each([WIDE, PHONE])('French labels at %o', (viewport) => {
  test('the feed is "Actualités", a yarn "Fil", a pattern "Patron", a model "Modèle": no word names two places', async () => {
    const user = await seedUser(uniqueUser('frlabels'));
    // French is remembered before the app first loads.
    const { context, page, errors } = await pageAs(browser(), user, '/feed', viewport, 'en', { storage: { locale: 'fr' } });
    await page.locator('h1.page__title').getByText('Actualités', { exact: true }).waitFor();
    const labels = await navLabels(page);
    expect(labels).toEqual(['Calculateur', 'Actualités', 'Explorer', 'Compte', 'Stock', 'Aiguilles', 'Projets', 'Favoris', 'Paramètres']);
    expect(new Set(labels).size).toBe(labels.length);
    await shot(page, `french-labels-nav-${viewport.width}`);

    // The library's Add menu and the editors use the same words.
    await page.goto('/account');
    await page.getByTestId('add-menu').getByRole('button').first().click();
    const kinds = (await page.getByRole('menuitem').allInnerTexts()).map((s) => s.trim());
    expect(kinds).toEqual(['Fil', 'Patron', 'Détail', 'Modèle']);
    await shot(page, `french-labels-add-${viewport.width}`);
    await page.keyboard.press('Escape');
    for (const [path, heading] of [['/yarn/new', 'Créer un fil'], ['/item/pattern/new', 'Créer un patron'], ['/item/model/new', 'Créer un modèle']]) {
      await page.goto(path);
      await page.locator('h1.page__title').getByText(heading, { exact: true }).waitFor();
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
