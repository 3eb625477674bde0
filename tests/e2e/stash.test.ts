/**
 * Issue #24 in the browser: a knitter adds stash to a yarn, sees the totals on the Stash page, asks "Do I have enough?"
 * on a pattern (a match that mixes dye lots is marked), and asks whether they own a 4 mm 80 cm circular; at 1440 and
 * 375 px, in English and in French.
 */
import type { Page } from 'playwright-core';
import { gqlNode, PHONE, seedItem, seedUser, uniqueUser, useBrowser, waitForCount, WIDE } from './helpers';
import { pageAs } from './seed';
import { field } from './screens';

const browser = useBrowser();

async function api<T = unknown>(token: string, query: string, input: Record<string, unknown>): Promise<T> {
  const r = await gqlNode<T>(query, { input }, token);
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data;
}

/** Whether the page is wider than its window (a phone would scroll sideways). */
const overflows = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

test('adds stash to a yarn, sees the Stash page totals and asks "Do I have enough?" on a pattern (1440 px, English)', async () => {
  const user = await seedUser(uniqueUser('stash'));
  const yarnId = await seedItem(user.token, { type: 'YARN', name: 'Moss DK', weightClass: 'LIGHT', metresPerSkein: 200, gramsPerSkein: 50 });
  const { context, page } = await pageAs(browser(), user, `/yarn/${yarnId}`, WIDE);
  await page.getByTestId('colour-add-card').getByRole('button').click();
  const modal = page.getByRole('dialog');
  await field(modal, 'Description').fill('Moss');
  await field(modal, 'Skeins on hand').fill('2.5');
  await field(modal, 'Dye lot').fill('L42');
  await field(modal, 'Storage place').fill('Blue box');
  await modal.getByRole('button', { name: 'Save', exact: true }).click();
  await modal.waitFor({ state: 'detached' });
  await page.getByTestId('yarn-totals-skeins').filter({ hasText: '2.5' }).waitFor();
  expect(await page.getByTestId('yarn-totals-length').textContent()).toBe('500 m');

  // The Stash page, through the navigation.
  await page.getByTestId('main-nav').getByRole('link', { name: 'Stash' }).click();
  await page.getByTestId('stash-totals-length').filter({ hasText: '500 m' }).waitFor();
  expect(await page.getByTestId('stash-totals-weight').textContent()).toBe('125 g');
  expect(await page.getByTestId('stash-list').textContent()).toContain('Moss DK');
  await field(page, 'Storage place').fill('Attic');
  await page.getByTestId('stash-empty').waitFor();

  // One more skein of another dye lot, then a pattern whose size needs 600 m: only both lots together are enough.
  await api(user.token, 'mutation($input: AddColourInput!) { addColour(input: $input) { colour { id } } }', { itemId: yarnId, textDescription: 'Moss', skeinsOnHand: 1, dyeLot: 'L43' });
  const patternId = await seedItem(user.token, { type: 'PATTERN', name: 'Cabled hat' });
  await api(user.token, 'mutation($input: AddPatternSizeInput!) { addPatternSize(input: $input) { patternSize { id } } }', { itemId: patternId, name: 'Adult', yardageM: 600, weightClass: 'LIGHT' });
  await page.goto(`${new URL(page.url()).origin}/item-preview/pattern/${patternId}`);
  await page.getByTestId('pattern-size').getByRole('button', { name: 'Do I have enough?' }).click();
  const answer = page.getByTestId('enough-answer');
  await answer.getByTestId('enough-match').waitFor();
  expect(await answer.getByTestId('enough-match').textContent()).toContain('Moss DK · Moss');
  expect(await answer.getByTestId('enough-mixed').textContent()).toBe('Mixes dye lots (L42, L43)');
  expect(await overflows(page)).toBe(false);
  await context.close();
});

test('on a phone in French: the Stash page and "do I own a 4 mm 80 cm circular?" (375 px)', async () => {
  const user = await seedUser(uniqueUser('stashfr'));
  const yarnId = await seedItem(user.token, { type: 'YARN', name: 'Laine du pays', metresPerSkein: 100, gramsPerSkein: 50 });
  await api(user.token, 'mutation($input: AddColourInput!) { addColour(input: $input) { colour { id } } }', { itemId: yarnId, textDescription: 'Bleu', skeinsOnHand: 3 });
  const { context, page } = await pageAs(browser(), user, '/stash', PHONE, 'fr');
  await page.getByRole('heading', { name: 'Stock' }).waitFor();
  await page.getByTestId('stash-totals-length').filter({ hasText: '300 m' }).waitFor();
  expect(await page.getByTestId('stash-totals-skeins').textContent()).toBe('3');
  expect(await overflows(page)).toBe(false);

  // The navigation (behind the menu button on a phone) leads to the needles.
  await page.getByTestId('menu-toggle').click();
  await page.getByTestId('main-nav').getByRole('link', { name: 'Aiguilles' }).click();
  await page.getByRole('heading', { name: 'Aiguilles et crochets' }).waitFor();
  const form = page.getByTestId('needle-form');
  await form.getByLabel('Type').selectOption('CIRCULAR');
  await field(form, 'Taille (mm)').fill('4');
  await field(form, 'Longueur (cm)').fill('80');
  await form.getByRole('button', { name: 'Ajouter' }).click();
  await page.getByTestId('needle-list').getByText('Circulaire · 4 mm').waitFor();

  const question = page.getByTestId('needle-question');
  await field(question, 'Taille (mm)').fill('4');
  await field(question, 'Longueur (cm)').fill('80');
  await question.getByRole('button', { name: 'Vérifier' }).click();
  await page.getByTestId('needle-answer').filter({ hasText: 'Oui : vous en avez 1.' }).waitFor();
  await field(question, 'Longueur (cm)').fill('60');
  await question.getByRole('button', { name: 'Vérifier' }).click();
  await page.getByTestId('needle-answer').filter({ hasText: 'Non, vous n\'en avez pas.' }).waitFor();
  expect(await overflows(page)).toBe(false);
  await context.close();
});

test('"Show more" adds the next yarns under the first 50 instead of replacing them (1440 px)', async () => {
  const user = await seedUser(uniqueUser('stashmore'));
  for (let i = 0; i < 52; i += 1) {
    const id = await seedItem(user.token, { type: 'YARN', name: `Skein ${String(i).padStart(2, '0')}` });
    await api(user.token, 'mutation($input: AddColourInput!) { addColour(input: $input) { colour { id } } }', { itemId: String(id), textDescription: 'Grey', skeinsOnHand: 1 });
  }
  const { context, page, errors } = await pageAs(browser(), user, '/stash', WIDE);
  const rows = page.getByTestId('stash-list').locator('li');
  await page.getByTestId('stash-more').waitFor();
  expect(await rows.count()).toBe(50);
  await page.getByTestId('stash-more').click();
  await waitForCount(page, '[data-testid="stash-list"] li', 52);
  const names = await page.getByTestId('stash-list').locator('.stash-list__name').allTextContents();
  expect(new Set(names).size).toBe(52);
  expect(await page.getByTestId('stash-more').count()).toBe(0);
  expect(errors).toEqual([]);
  await context.close();
});
