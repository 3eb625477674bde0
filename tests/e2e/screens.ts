/** Page helpers shared by the item, colour, draft and offline browser suites: screenshots, loaded images, yarn fields, the item form. */
import type { Locator, Page } from 'playwright-core';
import { gqlNode, pngBytes, shot } from './helpers';

/** The yarn text fields as the API names them, with the label the editor shows for each. */
export const YARN_FIELDS = {
  name: 'Name', producer: 'Producer', madeIn: 'Made in', content: 'Content',
  weight: 'Weight (of a skein)', yardage: 'Length (of a skein)', needleSize: 'Recommended needle size',
} as const;

/** The values of every yarn field for a yarn called `name`. */
export const yarnValues = (name: string): Record<keyof typeof YARN_FIELDS, string> => ({
  name, producer: 'Drops', madeIn: 'Peru', content: '100% baby alpaca', weight: '50 g', yardage: '167 m', needleSize: '3.5 mm',
});

/** Two real PNGs of different sizes and colours (a skein and a swatch). */
export const twoPictures = (): Buffer[] => [pngBytes(320, [155, 44, 79], 240), pngBytes(240, [31, 95, 91], 240)];

/** A form field by its exact label. */
export const field = (scope: Page | Locator, label: string): Locator => scope.getByLabel(label, { exact: true });

/** A full-page screenshot from the top, so sticky parts sit where a reader expects them. */
export async function pageShot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, name, { fullPage: true });
}

/** Waits until every <img> inside `scope` has loaded, and tells whether all of them have real pixels. */
export async function imagesLoaded(scope: Locator): Promise<boolean> {
  await scope.locator('img').first().waitFor();
  await scope.evaluate(async (el) => {
    const imgs = Array.from(el.querySelectorAll('img'));
    await Promise.all(imgs.map((img) => (img.complete ? Promise.resolve() : new Promise((r) => { img.onload = r; img.onerror = r; }))));
  });
  return scope.evaluate((el) => Array.from(el.querySelectorAll('img')).every((img) => img.naturalWidth > 0));
}

/** Waits until the item form shows `name` (loaded from the server, or restored), so typing is not overwritten by it. */
export const nameShown = (page: Page, name: string): Promise<unknown> =>
  page.waitForFunction((v) => document.querySelector<HTMLInputElement>('input[name="name"]')?.value === v, name);

/** The item form's name box. */
export const nameBox = (page: Page): Locator => page.locator('.item-form input[name=name]');

/** Reloads an item whose form is saved: it shows `name` again and offers no draft. */
export async function reloadSaved(page: Page, name: string): Promise<void> {
  await page.reload();
  await nameBox(page).waitFor();
  await nameShown(page, name);
  expect(await nameBox(page).inputValue()).toBe(name);
  expect(await page.getByTestId('item-restore').count()).toBe(0);
}

/** An item as the server holds it (asked from Node, not through a page that may be offline). */
export async function itemOnServer(token: string, id: number) {
  const r = await gqlNode<{ knitItem: { name: string; producer: string | null; colours: { textDescription: string }[] } | null }>(
    'query($id: ID!) { knitItem(id: $id) { name producer colours { textDescription } } }', { id: String(id) }, token);
  return r.data?.knitItem ?? null;
}
