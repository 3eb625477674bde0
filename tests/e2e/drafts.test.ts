/**
 * Work is never lost (issue #26 points 1 and 2): the item form, the colour dialog and a calculator card keep what is
 * typed in IndexedDB, offer it back after a reload with "Restore your unsaved changes?", and forget it once saved;
 * leaving with unsaved changes asks first (in-app navigation, reload). English and French, at 1440 and 375 px.
 */
import type { Page } from 'playwright-core';
import { gqlNode, PHONE, seedItem, seedUser, shot, uniqueUser, useBrowser, WIDE, type Credentials } from './helpers';
import { pageAs, seedCalculator } from './seed';
import { waitForDraft, waitForIdb } from './idb';
import { itemOnServer, nameBox, nameShown, reloadSaved } from './screens';

const browser = useBrowser();

/** A page logged in as `user` at `goto`, in `lang`. */
const open = (user: Credentials, goto: string, lang: 'en' | 'fr' = 'en', viewport = WIDE) => pageAs(browser(), user, goto, viewport, lang);

/** Reloads, answering the browser's "leave site?" question (the form has unsaved changes) with yes. */
async function reloadLeaving(page: Page) {
  const answer = new Promise<string>((resolve) => page.once('dialog', (d) => { resolve(d.type()); void d.accept(); }));
  await page.reload();
  expect(await answer).toBe('beforeunload');
}

test('the item form keeps its draft through a reload, restores it on request and forgets it once saved (en, 1440 px)', async () => {
  const user = await seedUser(uniqueUser('draft'));
  const id = await seedItem(user.token, { type: 'YARN', name: 'Rios', producer: 'Malabrigo' });
  const { context, page, errors } = await open(user, `/yarn/${id}`);
  await nameBox(page).waitFor();
  await nameShown(page, 'Rios');
  expect(await nameBox(page).inputValue()).toBe('Rios');
  await nameBox(page).fill('Rios – Azules');
  await page.locator('.item-form input[name=producer]').fill('Malabrigo Yarn');
  await waitForIdb(page, 'purlwise-drafts', 'drafts', (k, v) => k.endsWith(`|item:yarn:${id}`) && (v as { producer?: string }).producer === 'Malabrigo Yarn');

  await reloadLeaving(page);
  const offer = page.getByTestId('item-restore');
  await offer.getByText('Restore your unsaved changes?').waitFor();
  expect(await nameBox(page).inputValue()).toBe('Rios');
  await shot(page, 'drafts-item-offer-1440');
  await offer.getByRole('button', { name: 'Restore' }).click();
  await offer.waitFor({ state: 'detached' });
  expect(await nameBox(page).inputValue()).toBe('Rios – Azules');
  expect(await page.locator('.item-form input[name=producer]').inputValue()).toBe('Malabrigo Yarn');

  await page.locator('.item-form button[type=submit]').click();
  await page.getByTestId('item-success').waitFor();
  expect(await itemOnServer(user.token, id)).toMatchObject({ name: 'Rios – Azules', producer: 'Malabrigo Yarn' });
  await waitForDraft(page, `item:yarn:${id}`, true);
  // Saved: a reload asks nothing and offers nothing.
  await reloadSaved(page, 'Rios – Azules');
  expect(errors).toEqual([]);
  await context.close();
});

test('a new yarn typed in French comes back after a reload; Discard forgets a draft (fr, 375 px)', async () => {
  const user = await seedUser(uniqueUser('draft'));
  const { context, page } = await open(user, '/yarn', 'fr', PHONE);
  await nameBox(page).waitFor();
  await nameBox(page).fill('Laine des Causses');
  await waitForDraft(page, 'item:yarn:new');
  await reloadLeaving(page);
  const offer = page.getByTestId('item-restore');
  await offer.getByText('Restaurer vos modifications non enregistrées ?').waitFor();
  await shot(page, 'drafts-item-offer-fr-375');
  await offer.getByRole('button', { name: 'Restaurer' }).click();
  expect(await nameBox(page).inputValue()).toBe('Laine des Causses');
  await page.locator('.item-form button[type=submit]').click();
  await page.waitForURL(/\/yarn\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  expect((await itemOnServer(user.token, id))?.name).toBe('Laine des Causses');
  await waitForDraft(page, 'item:yarn:new', true);

  // Discard: the typed text is dropped, and not offered again.
  await nameBox(page).fill('Laine des Cévennes');
  await waitForDraft(page, `item:yarn:${id}`);
  await reloadLeaving(page);
  await offer.getByRole('button', { name: 'Ignorer' }).click();
  await offer.waitFor({ state: 'detached' });
  expect(await nameBox(page).inputValue()).toBe('Laine des Causses');
  await waitForDraft(page, `item:yarn:${id}`, true);
  await context.close();
});

test('the colour dialog keeps its draft: after a reload the colours block offers it, and saving clears it', async () => {
  const user = await seedUser(uniqueUser('draft'));
  const id = await seedItem(user.token, { type: 'YARN', name: 'Highland Wool' });
  const { context, page } = await open(user, `/yarn/${id}`);
  await page.getByTestId('colour-add-card').click();
  const dialog = page.getByTestId('colour-modal');
  await dialog.locator('input[name=textDescription]').fill('Heather');
  await dialog.locator('input[name=codeDescription]').fill('H-12');
  // Until both fields are in the stored draft: the draft is written after each change, and the first write may hold
  // neither (a busy machine ran the reload between the writes, and the restored dialog was empty).
  await waitForIdb(page, 'purlwise-drafts', 'drafts', (k, v) => /\|colour:.+:new$/.test(k) && /Heather/.test(JSON.stringify(v)) && /H-12/.test(JSON.stringify(v)));

  await reloadLeaving(page);
  const offer = page.getByTestId('colours-restore');
  await offer.getByText('Restore your unsaved changes?').waitFor();
  await shot(page, 'drafts-colour-offer-1440');
  await offer.getByRole('button', { name: 'Restore' }).click();
  await dialog.waitFor();
  // The dialog opens, then the draft read from IndexedDB fills it: wait until a field is filled, then check both.
  await page.waitForFunction(() => document.querySelector<HTMLInputElement>('[data-testid=colour-modal] input[name=textDescription]')?.value !== '');
  expect(await dialog.locator('input[name=textDescription]').inputValue()).toBe('Heather');
  expect(await dialog.locator('input[name=codeDescription]').inputValue()).toBe('H-12');
  await dialog.locator('button[type=submit]').click();
  await page.getByTestId('colour-card').getByText('Heather').waitFor();
  expect((await itemOnServer(user.token, id))?.colours.map((c) => c.textDescription)).toEqual(['Heather']);
  await waitForIdb(page, 'purlwise-drafts', 'drafts', (k) => /\|colour:/.test(k), { absent: true });
  await page.reload();
  await page.getByTestId('colour-card').first().waitFor();
  expect(await page.getByTestId('colours-restore').count()).toBe(0);
  await context.close();
});

test('a calculator card keeps its draft through a reload; Apply saves it and forgets the draft (fr)', async () => {
  const user = await seedUser(uniqueUser('draft'));
  await seedCalculator(user.token, 'Raglan', { tensionRows: 22, tensionWidth: 10, tensionStitches: 30, tensionHeight: 10 });
  const { context, page } = await open(user, '/calculator', 'fr');
  const card = page.getByTestId('calc-card').first();
  const width = card.locator('input[data-measure="resultWidth"]');
  await width.fill('52');
  await width.press('Tab');
  await waitForIdb(page, 'purlwise-drafts', 'drafts', (k, v) => k.includes('|calc:') && (v as { resultWidth?: number }).resultWidth === 52);

  await reloadLeaving(page);
  const offer = card.getByTestId('calc-restore');
  await offer.getByText('Restaurer vos modifications non enregistrées ?').waitFor();
  expect(await width.inputValue()).toBe('0');
  await offer.getByRole('button', { name: 'Restaurer' }).click();
  expect(await width.inputValue()).toBe('52');
  await card.locator('.calc-card__actions .button--primary').click();
  await card.locator('.calc-card__actions').waitFor({ state: 'detached' });
  const r = await gqlNode<{ myCalculators: { nodes: { resultWidth: number }[] } }>(
    'query { myCalculators(first: 10) { nodes { resultWidth } } }', {}, user.token);
  expect(r.data.myCalculators.nodes[0].resultWidth).toBe(52);
  await waitForIdb(page, 'purlwise-drafts', 'drafts', (k) => k.includes('|calc:'), { absent: true });
  await page.reload();
  await card.waitFor();
  expect(await card.getByTestId('calc-restore').count()).toBe(0);
  await context.close();
});

test('leaving a form with unsaved changes asks: Stay keeps the page and the text, Leave goes (en, 1440 px)', async () => {
  const user = await seedUser(uniqueUser('draft'));
  const id = await seedItem(user.token, { type: 'YARN', name: 'Rios' });
  const { context, page } = await open(user, `/yarn/${id}`);
  await nameBox(page).waitFor();
  await nameShown(page, 'Rios');
  // Nothing changed: leaving asks nothing.
  await page.getByTestId('main-nav').getByRole('link', { name: 'Calculator' }).click();
  await page.waitForURL(/\/calculator$/);
  await page.goBack();
  await nameBox(page).waitFor();
  await nameShown(page, 'Rios');

  await nameBox(page).fill('Rios – Azules');
  await page.getByTestId('main-nav').getByRole('link', { name: 'Calculator' }).click();
  const question = page.getByRole('alertdialog', { name: 'Leave with unsaved changes?' });
  await question.waitFor();
  await shot(page, 'drafts-leave-question-1440');
  await question.getByRole('button', { name: 'Stay' }).click();
  await question.waitFor({ state: 'detached' });
  expect(new URL(page.url()).pathname).toBe(`/yarn/${id}`);
  expect(await nameBox(page).inputValue()).toBe('Rios – Azules');

  // A reload or a closed tab: the browser's own question. Dismissed, the page and its text stay.
  const asked = new Promise<string>((resolve) => page.once('dialog', (d) => { resolve(d.type()); void d.dismiss(); }));
  void page.reload().catch(() => undefined);
  expect(await asked).toBe('beforeunload');
  expect(await nameBox(page).inputValue()).toBe('Rios – Azules');

  await page.getByTestId('main-nav').getByRole('link', { name: 'Calculator' }).click();
  await question.getByRole('button', { name: 'Leave' }).click();
  await page.waitForURL(/\/calculator$/);
  await context.close();
});

test('the leave question in French, on a phone (375 px)', async () => {
  const user = await seedUser(uniqueUser('draft'));
  await seedCalculator(user.token, 'Raglan');
  const { context, page } = await open(user, '/calculator', 'fr', PHONE);
  const width = page.getByTestId('calc-card').first().locator('input[data-measure="resultWidth"]');
  await width.fill('40');
  await page.locator('header a[href="/"]').first().click();
  const question = page.getByRole('alertdialog', { name: 'Quitter sans enregistrer ?' });
  await question.getByText('Vos modifications sur cette page ne sont pas encore enregistrées.').waitFor();
  await shot(page, 'drafts-leave-question-fr-375');
  await question.getByRole('button', { name: 'Rester' }).click();
  expect(new URL(page.url()).pathname).toBe('/calculator');
  expect(await width.inputValue()).toBe('40');
  await context.close();
});
