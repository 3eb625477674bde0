/** Zoom that always changes what is seen, remembered across reloads (issue #12). */
import type { Page } from 'playwright-core';
import { gqlNode, seedItem, seedUser, uniqueUser, useBrowser, WIDE } from './helpers';
import { pageAs } from './seed';

const browser = useBrowser();

/** The cards as laid out: how many distinct columns (left edges) and the width of a card, measured from their boxes. */
async function layout(page: Page): Promise<{ columns: number; cardWidth: number }> {
  return page.getByTestId('knit-card').evaluateAll((cards) => {
    const boxes = cards.map((c) => c.getBoundingClientRect());
    return { columns: new Set(boxes.map((b) => Math.round(b.left))).size, cardWidth: Math.round(boxes[0].width) };
  });
}

/** Presses a zoom button while it is enabled; returns the layout after each press. Nine widths make at most eight
 * presses each way: a button still enabled after twelve is never disabled. */
async function pressAll(page: Page, testId: 'zoom-in' | 'zoom-out'): Promise<{ columns: number; cardWidth: number }[]> {
  const seen = [];
  const button = page.getByTestId(testId);
  while (await button.isEnabled()) {
    if (seen.length === 12) throw new Error(`${testId} is still enabled after 12 presses`);
    await button.click();
    seen.push(await layout(page));
  }
  return seen;
}

test('at 1440 px every zoom press changes the number of columns, and a reload keeps the zoom', async () => {
  const user = await seedUser(uniqueUser('zoom'));
  for (let i = 1; i <= 6; i++) await seedItem(user.token, { type: 'YARN', name: `Skein ${i}` });
  const { context, page } = await pageAs(browser(), user, '/account', WIDE);
  await page.getByTestId('knit-card').nth(5).waitFor();
  const start = await layout(page);

  const smaller = await pressAll(page, 'zoom-out');
  const larger = await pressAll(page, 'zoom-in');
  const counts = [start, ...smaller, ...larger].map((l) => l.columns);
  // Every press shows another number of columns than the one before it.
  counts.slice(1).forEach((n, i) => expect(n).not.toBe(counts[i]));
  expect(Math.max(...counts)).toBeGreaterThanOrEqual(4);
  expect(Math.min(...counts)).toBe(1);
  expect(smaller.length).toBeGreaterThanOrEqual(2);
  expect(larger.length).toBeGreaterThanOrEqual(3);

  // One step back from the largest cards, then reload: the same columns and card size.
  await page.getByTestId('zoom-out').click();
  const chosen = await layout(page);
  expect(chosen.columns).toBe(2);
  await page.reload();
  await page.getByTestId('knit-card').nth(5).waitFor();
  expect(await layout(page)).toEqual(chosen);
  // The feed shares the choice, as it shares filter and sort.
  await page.goto('/feed');
  await page.getByTestId('knit-card').first().waitFor();
  expect(await page.evaluate(() => localStorage.getItem('cardWidthPreference'))).not.toBeNull();
  await context.close();
});

test('on /favorites too every press changes the number of columns, and a button that could change nothing is disabled', async () => {
  const knitter = await seedUser(uniqueUser('zoomfav'));
  const me = await seedUser(uniqueUser('zoomme'));
  // More cards than the widest page has columns (no side panel here), so that each column count shows.
  for (let i = 1; i <= 12; i++) {
    const itemId = await seedItem(knitter.token, { type: 'YARN', name: `Loved ${i}`, visibility: 'PUBLIC' });
    const saved = await gqlNode('mutation($input: FavoriteInput!) { favorite(input: $input) { item { id } } }', { input: { itemId } }, me.token);
    expect(saved.errors).toBeUndefined();
  }
  const { context, page } = await pageAs(browser(), me, '/favorites', WIDE);
  await page.getByTestId('knit-card').nth(11).waitFor();
  const start = await layout(page);
  const counts = [start, ...await pressAll(page, 'zoom-out'), ...await pressAll(page, 'zoom-in')].map((l) => l.columns);
  counts.slice(1).forEach((n, i) => expect(n).not.toBe(counts[i]));
  expect(Math.max(...counts)).toBeGreaterThanOrEqual(4);
  // The largest cards (480 px) fit twice across this page, which has no side panel.
  expect(Math.min(...counts)).toBe(2);
  await context.close();
});
