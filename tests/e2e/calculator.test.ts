/**
 * The calculator page in a real browser (issue "Web client, part 2"): add a card, type a swatch and a
 * target, check the derived counts against core's rules, Cancel and Apply, reload, lock, copy, rename
 * and delete. Each test makes its own knitter and calculators through the API. Screenshots at 1280 and 375 px.
 */
import type { Locator, Page } from 'playwright-core';
import { ZERO_MEASURES, applyEdit, type MeasureKey, type Measures } from '../../core/src/calculator';
import { DESKTOP, PHONE, newPage, registerViaApi, seedUser, shot, uniqueUser, useBrowser, waitForCount } from './helpers';
import { pageAs, seedCalculator } from './seed';

jest.setTimeout(90_000);

const browser = useBrowser();
let page: Page;
let errors: string[];
let closePage: () => Promise<void>;

const cards = () => page.getByTestId('calc-card');
const box = (card: Locator, key: MeasureKey) => card.locator(`input[data-measure="${key}"]`);
const apply = (card: Locator) => card.getByRole('button', { name: 'Apply' });
const cancel = (card: Locator) => card.getByRole('button', { name: 'Cancel', exact: true });

/** Types `value` into a measure box and leaves it, as a knitter would. */
async function type(card: Locator, key: MeasureKey, value: string) {
  await box(card, key).fill(value);
  await box(card, key).press('Tab');
}

/** The eight numbers a card shows. */
async function shown(card: Locator): Promise<Measures> {
  const out = { ...ZERO_MEASURES };
  for (const key of Object.keys(ZERO_MEASURES) as MeasureKey[]) out[key] = Number(await box(card, key).inputValue());
  return out;
}

/** Reloads and waits for the list. */
async function reload() {
  await page.reload();
  await cards().first().waitFor();
}

// What the swatch and the target should give, computed by core exactly as the card must.
const EDITS: [MeasureKey, string][] = [
  ['tensionRows', '22'], ['tensionWidth', '10'], ['tensionStitches', '30'], ['tensionHeight', '10'],
  ['resultWidth', '52.5'], ['resultHeight', '18'],
];
const expected = EDITS.reduce((m, [k, v]) => applyEdit(m, k, v, true), { ...ZERO_MEASURES });

/** Opens /calculator as a new knitter who has saved `calculators` (name and measures) through the API. */
async function openAs(calculators: Array<{ name: string; measures: Measures }>) {
  const user = await seedUser(uniqueUser('calc'));
  for (const c of calculators) await seedCalculator(user.token, c.name, c.measures);
  const opened = await pageAs(browser(), user, '/calculator');
  ({ page, errors } = opened);
  closePage = () => opened.context.close();
  if (calculators.length > 0) await cards().first().waitFor();
}

afterEach(async () => {
  await closePage?.();
});

test('an empty page offers to add a calculator; Add creates New Calc with zeros', async () => {
  const opened = await newPage(browser(), DESKTOP);
  ({ page, errors } = opened);
  closePage = () => opened.context.close();
  await registerViaApi(page, uniqueUser('calc'), '/calculator');
  await page.getByRole('heading', { name: 'Calculators' }).waitFor();
  await page.getByText('No calculators yet').waitFor();
  await page.getByRole('button', { name: 'New calculator' }).click();
  await cards().first().waitFor();
  const card = cards().first();
  expect(await card.getByRole('heading').textContent()).toBe('New Calc');
  expect(await shown(card)).toEqual(ZERO_MEASURES);
  // Locked by default; no Apply or Cancel before a change.
  expect(await card.getByTestId('calc-lock').getAttribute('aria-pressed')).toBe('true');
  expect(await apply(card).count()).toBe(0);
  // Width and height labels mention centimetres.
  expect(await card.textContent()).toContain('Width (cm)');
  expect(await card.textContent()).toContain('Height (cm)');
});

test('a swatch and a target give the counts core computes; Cancel restores, Apply keeps', async () => {
  await openAs([{ name: 'New Calc', measures: ZERO_MEASURES }]);
  const card = cards().first();
  await type(card, 'tensionRows', '20');
  expect(await apply(card).isVisible()).toBe(true);
  await cancel(card).click();
  expect(await shown(card)).toEqual(ZERO_MEASURES);
  expect(await apply(card).count()).toBe(0);

  for (const [key, value] of EDITS) await type(card, key, value);
  const numbers = await shown(card);
  expect(numbers).toEqual(expected);
  expect(numbers.resultRows).toBe(Math.round((22 * 52.5) / 10)); // 116 rows
  expect(numbers.resultStitches).toBe(Math.round((30 * 18) / 10)); // 54 stitches
  // Non-numbers and negatives become 0; rows are truncated.
  await type(card, 'resultRows', '-3');
  expect(Number(await box(card, 'resultRows').inputValue())).toBe(0);
  await type(card, 'resultWidth', '52.5');
  expect(await shown(card)).toEqual(expected);

  await page.setViewportSize(DESKTOP);
  await shot(page, 'calculator-1280-editing');
  await apply(card).click();
  await apply(card).waitFor({ state: 'detached' });

  await reload();
  expect(await shown(cards().first())).toEqual(expected);
});

test('unlocked, the result is fixed and the swatch follows', async () => {
  await openAs([{ name: 'New Calc', measures: expected }]);
  const card = cards().first();
  await card.getByTestId('calc-lock').click();
  expect(await card.getByTestId('calc-lock').getAttribute('aria-pressed')).toBe('false');
  await type(card, 'resultRows', '120');
  const want = applyEdit(expected, 'resultRows', '120', false);
  expect(await shown(card)).toEqual(want);
  expect(want.tensionRows).toBe(Math.round((120 * 10) / 52.5));
  await cancel(card).click();
  expect(await shown(card)).toEqual(expected);
});

test('copy, rename and delete', async () => {
  await openAs([{ name: 'New Calc', measures: expected }]);
  await cards().first().getByRole('button', { name: 'Copy' }).click();
  await waitForCount(page, '[data-testid="calc-card"]', 2);
  const copy = cards().nth(1); // sorted by id: the copy comes last
  expect(await copy.getByRole('heading').textContent()).toBe('Copy of New Calc');
  expect(await shown(copy)).toEqual(expected);

  // Rename: blank is ignored, the close icon cancels, the check confirms.
  const first = cards().first();
  await first.getByRole('button', { name: 'Rename' }).click();
  const name = first.getByLabel('Calculator name');
  expect(await name.inputValue()).toBe('New Calc');
  await name.fill('   ');
  await first.getByRole('button', { name: 'Save name' }).click();
  expect(await name.isVisible()).toBe(true);
  await first.getByRole('button', { name: 'Cancel renaming' }).click();
  expect(await first.getByRole('heading').textContent()).toBe('New Calc');
  await first.getByRole('button', { name: 'Rename' }).click();
  await first.getByLabel('Calculator name').fill('  Raglan sweater  ');
  await first.getByRole('button', { name: 'Save name' }).click();
  await first.getByRole('heading', { name: 'Raglan sweater' }).waitFor();

  await reload();
  expect(await cards().first().getByRole('heading').textContent()).toBe('Raglan sweater');
  expect(await cards().nth(1).getByRole('heading').textContent()).toBe('Copy of New Calc');
  await shot(page, 'calculator-1280');

  await page.setViewportSize(PHONE);
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, 'calculator-375', { fullPage: true });
  await page.setViewportSize(DESKTOP);

  await cards().nth(1).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await waitForCount(page, '[data-testid="calc-card"]', 1);
  await reload();
  expect(await cards().count()).toBe(1);
  expect(await cards().first().getByRole('heading').textContent()).toBe('Raglan sweater');
  expect(errors).toEqual([]);
});
