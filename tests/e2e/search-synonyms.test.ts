/**
 * Search in both languages (issue #26 point 7): on a French page "laine" (and "laines") finds the wool yarns written in
 * English, and on an English page "socks" finds a pattern written in French ("chaussettes"); the synonym is marked in
 * the result. Screenshots of the French results at 375 and 1440 px.
 */
import type { Page } from 'playwright-core';
import { newPage, PHONE, seedItem, seedUser, shot, uniqueUser, useBrowser, waitForCount, WIDE } from './helpers';
import { uniqueTag } from './seed';

const browser = useBrowser();

const resultNames = (page: Page) => page.getByTestId('search-result').locator('h2, h3').allTextContents();
const resultCount = (page: Page, n: number) => waitForCount(page, '[data-testid="search-result"]', n);

/** Resolves once a result named (in part) `name` is listed. */
const resultNamed = (page: Page, name: string) => page.getByTestId('search-result').filter({ hasText: name }).first().waitFor();

/** Types `text` in the header's search box and presses Enter. */
async function searchFor(page: Page, text: string): Promise<void> {
  await page.getByTestId('search-input').fill(text);
  await page.getByTestId('search-input').press('Enter');
  await page.waitForURL((u) => u.pathname === '/search' && u.searchParams.get('q') === text);
}

test('in French, "laine" and "laines" find the wool yarns written in English', async () => {
  const tag = uniqueTag();
  const owner = await seedUser(uniqueUser('syn'));
  await seedItem(owner.token, { type: 'YARN', name: `Shetland Spindrift ${tag}`, content: '100% Wool' });
  await seedItem(owner.token, { type: 'YARN', name: `Highland Tweed ${tag}`, content: '80% wool, 20% nylon' });
  await seedItem(owner.token, { type: 'YARN', name: `Drops Baby Merino ${tag}`, content: 'lambswool and merino' });
  await seedItem(owner.token, { type: 'YARN', name: `Silk Garden ${tag}`, content: '100% silk' });

  for (const viewport of [PHONE, WIDE]) {
    const { context, page, errors } = await newPage(browser(), viewport);
    await context.addInitScript(() => localStorage.setItem('locale', 'fr'));
    await page.goto('/');
    await page.getByTestId('search-input').waitFor();
    await searchFor(page, `laine ${tag}`);
    await resultCount(page, 3);
    expect(await page.getByTestId('search-count').textContent()).toBe('3 articles trouvés');
    expect((await resultNames(page)).join(' ')).not.toContain('Silk Garden');
    // What matched is marked: the English word found by the French one.
    const marks = (await page.getByTestId('search-result').locator('mark').allTextContents()).map((t) => t.toLowerCase());
    expect(marks).toEqual(expect.arrayContaining(['wool', 'lambswool']));
    await shot(page, `search-synonyms-fr-${viewport.width}`);

    await searchFor(page, `laines ${tag}`);
    await resultCount(page, 3);
    await searchFor(page, `soie ${tag}`);
    // The list of the previous search stays until the new one arrives: wait for the new result itself.
    await resultNamed(page, 'Silk Garden');
    await resultCount(page, 1);
    expect(errors).toEqual([]);
    await context.close();
  }
});

test('in English, "socks" and "shawl" find patterns written in French', async () => {
  const tag = uniqueTag();
  const owner = await seedUser(uniqueUser('syn'));
  await seedItem(owner.token, { type: 'PATTERN', name: `Chaussettes d'automne ${tag}`, notes: 'Des chaussettes en laine' });
  await seedItem(owner.token, { type: 'PATTERN', name: `Châle plume ${tag}`, notes: 'Un châle au point mousse' });

  const { context, page, errors } = await newPage(browser(), WIDE);
  await page.goto('/');
  await page.getByTestId('search-input').waitFor();
  await searchFor(page, `socks ${tag}`);
  await resultNamed(page, "Chaussettes d'automne");
  await resultCount(page, 1);
  expect(await page.getByTestId('search-count').textContent()).toBe('1 item found');
  // The list of the previous search stays until the new one arrives: wait for the new result itself.
  await searchFor(page, `shawl ${tag}`);
  await resultNamed(page, 'Châle plume');
  await resultCount(page, 1);
  await shot(page, 'search-synonyms-en-1440');
  expect(errors).toEqual([]);
  await context.close();
});
