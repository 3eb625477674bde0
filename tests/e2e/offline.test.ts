/**
 * Offline (issue #26 point 3): a save made offline says so instead of "Server Error", waits in a queue and is sent in
 * order when the connection returns, with the knitter seeing it happen; a queued save the server refuses is shown;
 * reads offline show what was last seen (Apollo's cache kept in IndexedDB). English and French, 1440 and 375 px.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { gqlNode, PHONE, seedItem, seedUser, shot, uniqueUser, useBrowser, WIDE, type Credentials } from './helpers';
import { pageAs, seedCalculator } from './seed';
import { waitForIdb } from './idb';
import { itemOnServer, nameBox, nameShown, reloadSaved } from './screens';

const browser = useBrowser();

/** A page logged in as `user` at `goto`, in `lang`. */
const open = (user: Credentials, goto: string, lang: 'en' | 'fr' = 'en', viewport = WIDE) => pageAs(browser(), user, goto, viewport, lang, { serviceWorkers: 'allow' });

/**
 * Cuts the connection once the page holds the offline queue's code (an editor loads it on opening; offline it could not
 * be fetched before the service worker has it), and waits until the page knows.
 */
async function goOffline(context: BrowserContext, page: Page) {
  const queueUrl = await page.waitForFunction(() => performance.getEntriesByType('resource')
    .map((e) => e.name).find((name) => /\/assets\/queue-[\w-]+\.js$/.test(name)));
  // Fetched is not yet run: wait for the module (and what it imports) to be ready, the page's own instance of it. (A
  // string, so that the test's compiler leaves import() alone.)
  await page.evaluate(`import(${JSON.stringify(await queueUrl.jsonValue())}).then(() => true)`);
  await context.setOffline(true);
  await page.waitForFunction(() => !navigator.onLine);
}

/** Records, from now on, every text the offline banner shows in the page (a MutationObserver of the page's own). */
function watchBanner(): void {
  const seen: string[] = [];
  (window as unknown as { bannerTexts: string[] }).bannerTexts = seen;
  new MutationObserver(() => {
    const text = document.querySelector('[data-testid="offline-status"]')?.textContent ?? '';
    if (text && seen[seen.length - 1] !== text) seen.push(text);
  }).observe(document, { subtree: true, childList: true, characterData: true });
}
const bannerTexts = (page: Page) => page.evaluate(() => (window as unknown as { bannerTexts: string[] }).bannerTexts);

/** Waits for the item form, offline: it shows the item as last seen, and the page says it is offline (`notice`). */
async function showsOffline(page: Page, name: string, producer: string, notice: string) {
  await nameBox(page).waitFor();
  expect(await nameBox(page).inputValue()).toBe(name);
  expect(await page.locator('.item-form input[name=producer]').inputValue()).toBe(producer);
  await page.getByTestId('offline-status').getByText(notice).waitFor();
}

test('saves made offline are kept, said so, and sent in order once back online (en, 1440 px)', async () => {
  const user = await seedUser(uniqueUser('off'));
  const id = await seedItem(user.token, { type: 'YARN', name: 'Rios' });
  const { context, page, errors } = await open(user, `/yarn/${id}`);
  await nameBox(page).waitFor();
  await nameShown(page, 'Rios');
  await page.evaluate(watchBanner);
  await goOffline(context, page);

  await nameBox(page).fill('Rios – Azules');
  await page.locator('.item-form button[type=submit]').click();
  const notice = page.getByTestId('item-notice');
  await notice.getByText('You are offline: your changes are kept and will be saved when you are back').waitFor();
  expect(await page.getByText(/Server Error/).count()).toBe(0);
  expect(await page.getByTestId('item-error').count()).toBe(0);

  // A second save, to the colours, queued behind the first.
  await page.getByTestId('colour-add-card').click();
  const dialog = page.getByTestId('colour-modal');
  await dialog.locator('input[name=textDescription]').fill('Heather');
  await dialog.locator('button[type=submit]').click();
  await page.getByTestId('colour-notice').getByText('You are offline: your changes are kept').waitFor();
  await page.keyboard.press('Escape');
  const banner = page.getByTestId('offline-status');
  await banner.getByText('You are offline. 2 changes wait to be saved.').waitFor();
  await shot(page, 'offline-queued-1440');
  // Nothing reached the server, and the queue survives in IndexedDB.
  expect(await itemOnServer(user.token, id)).toMatchObject({ name: 'Rios', colours: [] });
  await waitForIdb(page, 'purlwise-queue', 'queue', (_k, v) => (v as { writes?: unknown[] }).writes?.length === 2);

  await context.setOffline(false);
  await banner.getByText('Back online: the 2 changes made offline are saved.').waitFor();
  await shot(page, 'offline-sent-1440');
  // Counted down while they went, and never "saving the 0 changes" once the last was out.
  const backOnline = (await bannerTexts(page)).filter((text) => text.startsWith('Back online'));
  expect(backOnline.filter((text) => /\b0 changes/.test(text))).toEqual([]);
  expect([backOnline[0], backOnline[backOnline.length - 1]])
    .toEqual(['Back online: saving the 2 changes made offline…', 'Back online: the 2 changes made offline are saved.']);
  expect(await itemOnServer(user.token, id)).toMatchObject({ name: 'Rios – Azules', colours: [{ textDescription: 'Heather' }] });
  await page.getByTestId('colour-card').getByText('Heather').waitFor();
  // The form is saved now: no leave question, no draft offered.
  await reloadSaved(page, 'Rios – Azules');
  expect(errors).toEqual([]);
  await context.close();
});

test('with nothing queued, a knitter\'s page load announces nothing (it said "saving the 0 changes made offline")', async () => {
  const user = await seedUser(uniqueUser('offnone'));
  const { context, page, errors } = await open(user, '/account');
  await page.addInitScript(watchBanner);
  await page.reload();
  await page.locator('h1.page__title').waitFor();
  // The queue is read at start: its database exists once the app has looked, and the app goes on from that read.
  await page.waitForFunction(async () => (await indexedDB.databases()).some((d) => d.name === 'purlwise-queue'));
  await page.waitForLoadState('networkidle');
  expect(await bannerTexts(page)).toEqual([]);
  expect(await page.getByTestId('offline-status').count()).toBe(0);
  expect(errors).toEqual([]);
  await context.close();
});

test('a new yarn and a calculator saved offline in French are created once back online (fr, 375 px)', async () => {
  const user = await seedUser(uniqueUser('off'));
  await seedCalculator(user.token, 'Raglan', { tensionRows: 22, tensionWidth: 10 });
  // The new yarn's editor first, so its code is loaded before the connection goes (without a service worker).
  const { context, page } = await open(user, '/yarn', 'fr', PHONE);
  await nameBox(page).waitFor();
  await page.evaluate(() => { history.pushState({}, '', '/calculator'); dispatchEvent(new PopStateEvent('popstate')); });
  const card = page.getByTestId('calc-card').first();
  await card.waitFor();
  await goOffline(context, page);
  await card.locator('input[data-measure="resultWidth"]').fill('40');
  await card.locator('.calc-card__actions .button--primary').click();
  await page.getByTestId('calc-offline').getByText('Vous êtes hors ligne : vos modifications sont conservées et seront enregistrées à votre retour').waitFor();
  await card.locator('.calc-card__actions').waitFor({ state: 'detached' });
  await shot(page, 'offline-queued-fr-375');

  await page.goBack();
  await page.waitForURL(/\/yarn$/);
  await nameBox(page).waitFor();
  await nameBox(page).fill('Laine des Causses');
  await page.locator('.item-form button[type=submit]').click();
  await page.getByTestId('item-notice').getByText('Vous êtes hors ligne').waitFor();
  await page.getByTestId('offline-status').getByText('Vous êtes hors ligne. 2 modifications attendent d\'être enregistrées.').waitFor();

  await context.setOffline(false);
  await page.getByTestId('offline-status').getByText('De retour en ligne : les 2 modifications faites hors ligne sont enregistrées.').waitFor();
  // The editor moves to the created yarn, as after an online save.
  await page.waitForURL(/\/yarn\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  expect((await itemOnServer(user.token, id))?.name).toBe('Laine des Causses');
  const calcs = await gqlNode<{ myCalculators: { nodes: { resultWidth: number }[] } }>('query { myCalculators(first: 5) { nodes { resultWidth } } }', {}, user.token);
  expect(calcs.data.myCalculators.nodes[0].resultWidth).toBe(40);
  await context.close();
});

test('a queued save the server refuses (the item was deleted meanwhile) is shown until dismissed, in both languages', async () => {
  for (const lang of ['en', 'fr'] as const) {
    const user = await seedUser(uniqueUser('off'));
    const id = await seedItem(user.token, { type: 'YARN', name: 'Rios' });
    const { context, page } = await open(user, `/yarn/${id}`, lang);
    await nameBox(page).waitFor();
    await nameShown(page, 'Rios');
    await goOffline(context, page);
    await nameBox(page).fill('Rios – Azules');
    await page.locator('.item-form button[type=submit]').click();
    await page.getByTestId('item-notice').waitFor();
    // Meanwhile, on another device, the yarn is deleted.
    const gone = await gqlNode('mutation($input: DeleteKnitItemInput!) { deleteKnitItem(input: $input) { id } }', { input: { id } }, user.token);
    expect(gone.errors).toBeUndefined();

    await context.setOffline(false);
    const refused = page.getByTestId('offline-refused');
    await refused.waitFor();
    const text = await refused.innerText();
    expect(text).toContain(lang === 'en' ? "Not saved: the changes to 'Rios – Azules'." : 'Non enregistré : les modifications de « Rios – Azules ».');
    await shot(page, `offline-refused-${lang}-1440`);
    // Still shown after a reload: a refusal is kept until the knitter has read it.
    await page.reload();
    await refused.waitFor();
    await refused.getByRole('button', { name: lang === 'en' ? 'Dismiss' : 'Fermer' }).click();
    await refused.waitFor({ state: 'detached' });
    await page.reload();
    await page.locator('#main').waitFor();
    expect(await page.getByTestId('offline-refused').count()).toBe(0);
    await context.close();
  }
});

test('reads offline show what was last seen: the cache kept from an earlier visit answers (en)', async () => {
  const user = await seedUser(uniqueUser('off'));
  const id = await seedItem(user.token, { type: 'YARN', name: 'Shetland Spindrift', producer: 'Jamieson' });
  await seedCalculator(user.token, 'Raglan', { tensionRows: 22, tensionWidth: 10, resultWidth: 50 });
  const { context, page } = await open(user, `/yarn/${id}`);
  await nameBox(page).waitFor();
  await page.getByTestId('main-nav').getByRole('link', { name: 'Calculator' }).click();
  await page.getByTestId('calc-card').first().waitFor();
  // The cache is kept in IndexedDB shortly after it changes.
  await waitForIdb(page, 'purlwise-cache', 'cache', (_k, v) => typeof v === 'string' && v.includes('Jamieson') && v.includes('Raglan'));

  // A new visit (a reload: this tab's memory is gone), then the connection goes.
  await page.goto('/account');
  await page.getByTestId('knit-card').first().waitFor();
  await goOffline(context, page);
  await page.getByTestId('main-nav').getByRole('link', { name: 'Calculator' }).click();
  const card = page.getByTestId('calc-card').first();
  await card.waitFor();
  expect(await card.locator('input[data-measure="resultWidth"]').inputValue()).toBe('50');
  await page.goBack();
  await page.getByTestId('knit-card').first().click();
  await page.waitForURL(new RegExp(`/yarn/${id}$`));
  await showsOffline(page, 'Shetland Spindrift', 'Jamieson', 'You are offline.');
  await shot(page, 'offline-read-1440');
  await context.close();
});

test('an offline reload of a page seen before shows what was last seen (service worker and kept cache; fr, 375 px)', async () => {
  const user = await seedUser(uniqueUser('off'));
  const id = await seedItem(user.token, { type: 'YARN', name: 'Laine des Causses', producer: 'Filature' });
  const { context, page } = await open(user, `/yarn/${id}`, 'fr', PHONE);
  await nameBox(page).waitFor();
  // The page's shell and code come from the service worker, its data from the kept cache.
  await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === 'activated', undefined, { timeout: 60_000 });
  await waitForIdb(page, 'purlwise-cache', 'cache', (_k, v) => typeof v === 'string' && v.includes('Filature'));

  await goOffline(context, page);
  await page.reload();
  await showsOffline(page, 'Laine des Causses', 'Filature', 'Vous êtes hors ligne.');
  await shot(page, 'offline-reload-fr-375');
  await context.close();
});
