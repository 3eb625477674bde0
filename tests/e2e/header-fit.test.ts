/**
 * The header's links are never cut (docs/product.md §2.2): at every width, in English and in French, logged in (nine
 * links) or not, each link is either wholly inside the bar or in the drop-down panel behind the menu toggle.
 */
import type { Page } from 'playwright-core';
import { newPage, seedUser, shot, uniqueUser, useBrowser } from './helpers';
import { pageAs } from './seed';

const browser = useBrowser();

const WIDTHS = [1600, 1440, 1366, 1280, 1200, 1100, 1024, 900, 800, 700, 641, 640, 375];
const NINE = {
  en: ['Calculator', 'Feed', 'Explore', 'Account', 'Stash', 'Needles', 'Projects', 'Favorites', 'Settings'],
  fr: ['Calculateur', 'Actualités', 'Explorer', 'Compte', 'Stock', 'Aiguilles', 'Projets', 'Favoris', 'Paramètres'],
};

/**
 * In the page: whether the links are in the panel (its toggle shows), and the text of each link cut in the bar. With
 * `settledOnly`, null while the bar still shows a cut link (the header follows a resize at its next frame).
 */
function linksLayout(settledOnly: boolean): { panel: boolean; cut: string[] } | null {
  const toggle = document.querySelector('[data-testid="menu-toggle"]');
  const panel = toggle !== null && getComputedStyle(toggle).display !== 'none';
  const navBox = document.querySelector('[data-testid="main-nav"]')!.getBoundingClientRect();
  const cut = panel ? [] : Array.from(document.querySelectorAll('[data-testid="main-nav"] a')).filter((a) => {
    const box = a.getBoundingClientRect();
    return box.left < navBox.left - 0.5 || box.right > navBox.right + 0.5 || box.right > window.innerWidth;
  }).map((a) => a.textContent ?? '');
  return settledOnly && !panel && cut.length > 0 ? null : { panel, cut };
}

/** Where the links are at this width: 'bar' (every one wholly inside the bar's box and the window) or 'panel'. */
async function placeLinks(page: Page, width: number): Promise<{ where: 'bar' | 'panel'; labels: string[] }> {
  await page.setViewportSize({ width, height: 800 });
  const nav = page.getByTestId('main-nav');
  // Wait until the header shows the panel's toggle or every link whole; if it never does, the check below names the
  // links that stay cut.
  const layout = (await page.waitForFunction(linksLayout, true, { timeout: 5000 }).then((h) => h.jsonValue(), () => null))
    ?? (await page.evaluate(linksLayout, false))!;
  if (layout.panel) {
    await page.getByTestId('menu-toggle').click();
    await nav.waitFor({ state: 'visible' });
    const labels = (await nav.getByRole('link').allInnerTexts()).map((s) => s.trim());
    await page.keyboard.press('Escape');
    await nav.waitFor({ state: 'hidden' });
    return { where: 'panel', labels };
  }
  expect({ width, cut: layout.cut }).toEqual({ width, cut: [] });
  return { where: 'bar', labels: (await nav.getByRole('link').allInnerTexts()).map((s) => s.trim()) };
}

describe.each(['en', 'fr'] as const)('the header in %s', (locale) => {
  test('a knitter\'s nine links are whole at every width, in the bar when they fit, else in the panel', async () => {
    const user = await seedUser(uniqueUser('hdr'));
    const { context, page, errors } = await pageAs(browser(), user, '/feed', { width: 1600, height: 800 }, 'en', { storage: { locale } });
    await page.getByTestId('main-nav').getByRole('link').first().waitFor({ state: 'attached' });
    const seen: Record<number, 'bar' | 'panel'> = {};
    for (const width of WIDTHS) {
      const { where, labels } = await placeLinks(page, width);
      expect({ width, labels }).toEqual({ width, labels: NINE[locale] });
      seen[width] = where;
    }
    // Wide windows keep the links in the bar; phones always use the panel, as does any width where they were cut.
    expect([seen[1600], seen[1440], seen[640], seen[375]]).toEqual(['bar', 'bar', 'panel', 'panel']);
    // Growing again brings them back into the bar, and a panel left open closes.
    await page.setViewportSize({ width: 700, height: 800 });
    await page.getByTestId('menu-toggle').click();
    await page.getByTestId('main-nav').waitFor({ state: 'visible' });
    await page.setViewportSize({ width: 1600, height: 800 });
    await page.waitForFunction(() => document.querySelector('[data-testid="menu-toggle"]')?.getAttribute('aria-expanded') === 'false');
    expect((await placeLinks(page, 1280)).labels).toEqual(NINE[locale]);
    await shot(page, `header-1280-${locale}`);
    await placeLinks(page, 1440);
    await shot(page, `header-1440-${locale}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});

test('a visitor\'s three links stay in the bar down to a tablet', async () => {
  const { context, page } = await newPage(browser(), { width: 1600, height: 800 });
  await page.goto('/feed');
  await page.getByTestId('main-nav').getByRole('link').first().waitFor();
  for (const width of [1280, 1024, 900]) expect(await placeLinks(page, width)).toEqual({ where: 'bar', labels: ['Calculator', 'Feed', 'Explore'] });
  await context.close();
});
