/**
 * The calculator's numbers (issue #26 point 9), within docs/product.md §4.6's whole counts, truncation and 0 for what
 * is not a number: inches are derived to a tenth (22 stitches per 4 in and 120 stitches give 21.8 in, not 22) while
 * centimetres stay whole; a typed value the card changed is said under its box, in English and in French; the demo
 * library's gauges read as a knitter's (a DK: 22 stitches and 30 rows per 10 cm). Screenshots at 375 and 1440 px.
 */
import type { Locator, Page } from 'playwright-core';
import type { MeasureKey } from '../../core/src/calculator';
import type { Calculator } from '../helpers/types';
import { gqlNode, PHONE, seedUser, shot, uniqueUser, useBrowser, WIDE } from './helpers';
import { pageAs, seedCalculator } from './seed';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { DEMO_KNITTERS } = require('../../server/dist/db/seed-data.js') as {
  DEMO_KNITTERS: Array<{ calculators: Array<{ name: string } & Record<MeasureKey, number>> }>;
};

const browser = useBrowser();

const card = (page: Page) => page.getByTestId('calc-card').first();
const box = (c: Locator, key: MeasureKey) => c.locator(`input[data-measure="${key}"]`);

async function setUnit(token: string, unit: 'METRIC' | 'IMPERIAL') {
  const r = await gqlNode('mutation($input: SetPreferredUnitInput!) { setPreferredUnit(input: $input) { user { preferredUnit } } }', { input: { unit } }, token);
  if (r.errors) throw new Error(JSON.stringify(r.errors));
}

test.each([[WIDE], [PHONE]])('Imperial: 22 stitches per 4 in and 120 stitches give 21.8 in; the counts stay whole (%o)', async (viewport) => {
  const user = await seedUser(uniqueUser('inch'));
  await setUnit(user.token, 'IMPERIAL');
  // 4 in is 10.16 cm.
  const id = await seedCalculator(user.token, 'Raglan', { tensionRows: 22, tensionWidth: 10.16 });
  const { context, page, errors } = await pageAs(browser(), user, '/calculator', viewport);
  // The knitter's unit arrives with their profile: the boxes then say inches.
  await card(page).getByRole('textbox', { name: 'Tension Width (in)', exact: true }).waitFor();
  expect(await box(card(page), 'tensionWidth').inputValue()).toBe('4');
  await box(card(page), 'resultRows').fill('120');
  await box(card(page), 'resultRows').press('Tab');
  expect(await box(card(page), 'resultWidth').inputValue()).toBe('21.8');
  // Back the other way: 21.8 in gives the 120 stitches again (whole stitches).
  await box(card(page), 'resultWidth').fill('21.8');
  expect(await box(card(page), 'resultRows').inputValue()).toBe('120');
  await shot(page, `calc-inches-${viewport.width}`);
  await card(page).getByRole('button', { name: 'Apply' }).click();
  await card(page).getByRole('button', { name: 'Apply' }).waitFor({ state: 'detached' });
  const stored = await gqlNode<{ calculator: Pick<Calculator, 'tensionRows' | 'resultRows' | 'resultWidth'> }>('query($id: ID!) { calculator(id: $id) { tensionRows resultRows resultWidth } }', { id }, user.token);
  expect(stored.data.calculator).toEqual({ tensionRows: 22, resultRows: 120, resultWidth: 55.372 });
  await page.reload();
  await card(page).getByRole('textbox', { name: 'Result Width (in)', exact: true }).waitFor();
  expect(await box(card(page), 'resultWidth').inputValue()).toBe('21.8');
  expect(errors).toEqual([]);
  await context.close();
});

test('Metric keeps the spec\'s whole centimetres: 22 stitches per 10 cm and 120 stitches give 55 cm', async () => {
  const user = await seedUser(uniqueUser('cm'));
  await seedCalculator(user.token, 'Raglan', { tensionRows: 22, tensionWidth: 10 });
  const { context, page } = await pageAs(browser(), user, '/calculator', WIDE);
  await box(card(page), 'resultRows').fill('120');
  expect(await box(card(page), 'resultWidth').inputValue()).toBe('55');
  await context.close();
});

test.each([
  ['en', PHONE, 'Whole numbers only: this counts as 22.', 'Only a number above 0 counts: this counts as 0.'],
  ['fr', WIDE, 'Nombres entiers seulement : cela compte pour 22.', 'Seul un nombre supérieur à 0 compte : cela compte pour 0.'],
])('a truncated value or one that becomes 0 is said under its box (%s)', async (locale, viewport, truncated, zero) => {
  const user = await seedUser(uniqueUser('hint'));
  await seedCalculator(user.token, 'Swatch', { tensionRows: 20, tensionWidth: 10 });
  // French is remembered before the app first loads.
  const { context, page, errors } = await pageAs(browser(), user, '/calculator', viewport, 'en', { storage: locale === 'fr' ? { locale: 'fr' } : {} });
  const c = card(page);
  await c.waitFor();
  const hint = c.getByTestId('calc-hint');
  expect(await hint.count()).toBe(0);

  await box(c, 'tensionRows').fill(locale === 'fr' ? '22,6' : '22.6');
  await hint.getByText(truncated).waitFor();
  expect(await hint.getAttribute('data-measure')).toBe('tensionRows');
  // The box keeps what was typed until it is left; the hint stays after.
  await box(c, 'tensionRows').press('Tab');
  expect(await box(c, 'tensionRows').inputValue()).toBe('22');
  expect(await hint.textContent()).toBe(truncated);
  // The hint describes the box it is about.
  expect(await box(c, 'tensionRows').getAttribute('aria-describedby')).toBe(await hint.getAttribute('id'));
  await shot(page, `calc-hint-${locale}-${viewport.width}`);

  await box(c, 'tensionWidth').fill('ten');
  await hint.getByText(zero).waitFor();
  expect(await hint.getAttribute('data-measure')).toBe('tensionWidth');
  await box(c, 'tensionWidth').fill('10');
  await hint.waitFor({ state: 'detached' });
  expect(errors).toEqual([]);
  await context.close();
});

test("the demo library's gauges are a knitter's: fewer stitches than rows, a DK at 22 stitches and 30 rows", async () => {
  const demo = DEMO_KNITTERS.flatMap((k) => k.calculators);
  // The legacy names pair tensionRows with the width: the stitches across. Stitches are wider than rows are tall.
  for (const c of demo) expect(c.tensionRows).toBeLessThan(c.tensionStitches);
  const snowdrift = demo.find((c) => c.name === 'Snowdrift swatch')!;
  const user = await seedUser(uniqueUser('demo'));
  await seedCalculator(user.token, snowdrift.name, { tensionRows: snowdrift.tensionRows, tensionWidth: snowdrift.tensionWidth,
    tensionStitches: snowdrift.tensionStitches, tensionHeight: snowdrift.tensionHeight });
  const { context, page } = await pageAs(browser(), user, '/calculator', WIDE);
  const c = card(page);
  await c.waitFor();
  expect(await c.getByRole('textbox', { name: 'Tension Stitches', exact: true }).inputValue()).toBe('22');
  expect(await c.getByRole('textbox', { name: 'Tension Rows', exact: true }).inputValue()).toBe('30');
  await context.close();
});
