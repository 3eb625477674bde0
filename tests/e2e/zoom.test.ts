/** Zoom that always changes what is seen, remembered across reloads (issue #12). */
import type { Page } from 'playwright-core';
import { seedItem, seedUser, uniqueUser, useBrowser, WIDE } from './helpers';
import { pageAs } from './seed';

const browser = useBrowser();

/** The cards as laid out: how many distinct columns (left edges) and the width of a card, measured from their boxes. */
async function layout(page: Page): Promise<{ columns: number; cardWidth: number }> {
  return page.getByTestId('knit-card').evaluateAll((cards) => {
    const boxes = cards.map((c) => c.getBoundingClientRect());
    return { columns: new Set(boxes.map((b) => Math.round(b.left))).size, cardWidth: Math.round(boxes[0].width) };
  });
}

/** Presses a zoom button while it is enabled; returns the layout after each press. */
async function pressAll(page: Page, testId: 'zoom-in' | 'zoom-out'): Promise<{ columns: number; cardWidth: number }[]> {
  const seen = [];
  const button = page.getByTestId(testId);
  while (await button.isEnabled()) {
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
