/**
 * Labels knitters read right and units that follow the preference (issue #12): the calculator's count paired with
 * width is "Stitches"; Imperial shows inches in the calculator and ounces, yards and US needle sizes for yarn.
 */
import type { Locator, Page } from 'playwright-core';
import type { Calculator } from '../helpers/types';
import { gqlNode, seedItem, seedUser, uniqueUser, useBrowser } from './helpers';
import { pageAs, seedCalculator } from './seed';

const browser = useBrowser();

const measure = (card: Locator, name: string) => card.getByRole('textbox', { name, exact: true });

/** Types into a box and leaves it. */
async function type(box: Locator, value: string) {
  await box.fill(value);
  await box.press('Tab');
}

async function setUnit(token: string, unit: 'METRIC' | 'IMPERIAL') {
  const r = await gqlNode('mutation($input: SetPreferredUnitInput!) { setPreferredUnit(input: $input) { user { preferredUnit } } }', { input: { unit } }, token);
  if (r.errors) throw new Error(JSON.stringify(r.errors));
}

const card = (page: Page) => page.getByTestId('calc-card').first();

test('20 stitches over 10 cm of width, to 50 cm, gives 100 stitches (in English and French labels)', async () => {
  const user = await seedUser(uniqueUser('unit'));
  await seedCalculator(user.token, 'Swatch');
  const { context, page } = await pageAs(browser(), user, '/calculator');
  await card(page).waitFor();
  await type(measure(card(page), 'Tension Stitches'), '20');
  await type(measure(card(page), 'Tension Width (cm)'), '10');
  await type(measure(card(page), 'Result Width (cm)'), '50');
  expect(await measure(card(page), 'Result Stitches').inputValue()).toBe('100');
  // The wire keeps the pairing of docs/product.md §3.4 (docs/decisions.md §8): the stitches across the width travel as
  // tensionRows and resultRows.
  expect(await measure(card(page), 'Tension Stitches').getAttribute('data-measure')).toBe('tensionRows');
  expect(await measure(card(page), 'Result Rows').getAttribute('data-measure')).toBe('resultStitches');
  await page.evaluate(() => localStorage.setItem('locale', 'fr'));
  await page.reload();
  await card(page).waitFor();
  expect(await measure(card(page), 'Échantillon Mailles').getAttribute('data-measure')).toBe('tensionRows');
  expect(await measure(card(page), 'Résultat Rangs').getAttribute('data-measure')).toBe('resultStitches');
  await context.close();
});

test('Imperial shows inches in the calculator, and ounces, yards and US needle sizes for yarn', async () => {
  const user = await seedUser(uniqueUser('unit'));
  await setUnit(user.token, 'IMPERIAL');
  const calc = await seedCalculator(user.token, 'Swatch', { tensionRows: 20, tensionWidth: 10, resultWidth: 50, resultRows: 100 });
  const id = await seedItem(user.token, { type: 'YARN', name: 'Highland Wool', weight: '100 g', yardage: '200 m', needleSize: '4 mm', content: 'Wool' });
  const { context, page } = await pageAs(browser(), user, '/calculator');
  await card(page).waitFor();
  expect(await measure(card(page), 'Tension Width (in)').inputValue()).toBe('3.94');
  expect(await measure(card(page), 'Result Width (in)').inputValue()).toBe('19.69');
  // 20 in wanted: the stitches follow, and Apply stores centimetres.
  await type(measure(card(page), 'Result Width (in)'), '20');
  expect(await measure(card(page), 'Result Stitches').inputValue()).toBe('102');
  await card(page).getByRole('button', { name: 'Apply' }).click();
  await card(page).getByRole('button', { name: 'Apply' }).waitFor({ state: 'detached' });
  const stored = await gqlNode<{ calculator: Pick<Calculator, 'tensionWidth' | 'resultWidth' | 'resultRows'> }>('query($id: ID!) { calculator(id: $id) { tensionWidth resultWidth resultRows } }', { id: calc }, user.token);
  expect(stored.data.calculator).toEqual({ tensionWidth: 10, resultWidth: 50.8, resultRows: 102 });

  await page.goto(`/yarn-preview/${id}`);
  const facts = page.getByTestId('item-facts');
  await facts.waitFor();
  expect(await facts.locator('[data-field="weight"] dd').textContent()).toBe('3.5 oz');
  expect(await facts.locator('[data-field="yardage"] dd').textContent()).toBe('219 yd');
  expect(await facts.locator('[data-field="needleSize"] dd').textContent()).toBe('US 6 (4 mm)');
  expect(await facts.locator('[data-field="content"] dd').textContent()).toBe('Wool');

  await page.goto(`/yarn/${id}`);
  await page.getByTestId('weight-in-unit').waitFor();
  expect(await page.locator('input[name=weight]').inputValue()).toBe('100 g');
  expect(await page.getByTestId('weight-in-unit').textContent()).toBe('≈ 3.5 oz');
  expect(await page.getByTestId('needleSize-in-unit').textContent()).toBe('≈ US 6 (4 mm)');
  await context.close();
});
