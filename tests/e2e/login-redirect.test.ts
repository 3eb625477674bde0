/**
 * A logged-out visitor who opens an item link (issue #26 point 6) is still sent to / (docs/product.md §2.1), but the
 * login dialog opens there with a short message in the page's language, and after logging in or registering they go on
 * to the page they asked for. A knitter who logs out on such a page is simply sent home.
 */
import { newPage, PHONE, seedItem, seedUser, shot, uniqueUser, useBrowser, WIDE } from './helpers';
import { pageAs, uniqueTag } from './seed';

const browser = useBrowser();

test('an item link opens the login dialog with the reason; after logging in the item is shown (English, 1440 px)', async () => {
  const owner = await seedUser(uniqueUser('owner'));
  const name = `Rios Azules ${uniqueTag()}`;
  const id = await seedItem(owner.token, { type: 'YARN', name, visibility: 'PUBLIC' });
  const reader = await seedUser(uniqueUser('reader'));
  const { context, page, errors } = await newPage(browser(), WIDE);

  await page.goto(`/yarn-preview/${id}?from=share`);
  const form = page.getByTestId('login-form');
  await form.waitFor();
  expect(new URL(page.url()).pathname).toBe('/');
  await page.getByTestId('login-reason').getByText('Log in to open that page').waitFor();
  await shot(page, 'login-redirect-en-1440');

  await form.locator('input[name=username]').fill(reader.username);
  await form.locator('input[name=password]').fill(reader.password);
  await form.locator('input[name=password]').press('Enter');
  await page.getByRole('heading', { level: 1, name }).waitFor();
  const url = new URL(page.url());
  expect(`${url.pathname}${url.search}`).toBe(`/yarn-preview/${id}?from=share`);
  // The dialog closes once the page it led to is shown (its fade-out may outlast the first paint).
  await form.waitFor({ state: 'detached' });
  expect(errors).toEqual([]);
  await context.close();
});

test('the calculator asks a French visitor to log in, and registration leads there (French, 375 px)', async () => {
  const { context, page, errors } = await newPage(browser(), PHONE);
  await page.addInitScript(() => localStorage.setItem('locale', 'fr'));
  await page.goto('/calculator');
  await page.getByTestId('login-form').waitFor();
  expect(new URL(page.url()).pathname).toBe('/');
  await page.getByTestId('login-reason').getByText('Connectez-vous pour ouvrir cette page').waitFor();
  await shot(page, 'login-redirect-fr-375');

  // No account yet: the registration dialog keeps the reason and the destination.
  await page.getByRole('dialog').getByRole('button', { name: "S'inscrire" }).click();
  const form = page.getByTestId('register-form');
  await form.waitFor();
  await page.getByTestId('register-reason').getByText('Créez votre compte gratuit pour ouvrir cette page').waitFor();
  await shot(page, 'login-redirect-fr-375-register');
  const user = uniqueUser('redir');
  await form.locator('input[name=username]').fill(user.username);
  await form.locator('input[name=email]').fill(user.email);
  await form.locator('input[name=password]').fill(user.password);
  await form.locator('input[name=confirmation]').fill(user.password);
  await form.locator('button[type=submit]').click();
  await page.waitForURL((u) => u.pathname === '/calculator');
  await page.locator('.calc-page .calc-page__intro').waitFor();
  expect(errors).toEqual([]);
  await context.close();
});

test('closing the dialog forgets the page; the menu login then stays on the home page', async () => {
  const reader = await seedUser(uniqueUser('closer'));
  const { context, page, errors } = await newPage(browser(), WIDE);
  await page.goto('/favorites');
  await page.getByTestId('login-form').waitFor();
  // Once faded in, the dialog listens for Escape.
  await page.locator('.modal-backdrop.is-visible').waitFor();
  await page.keyboard.press('Escape');
  await page.getByTestId('login-form').waitFor({ state: 'detached' });
  await page.getByTestId('avatar-button').click();
  await page.getByTestId('menu-login').click();
  const form = page.getByTestId('login-form');
  await form.waitFor();
  // Opened from the menu: the usual lead, no reason.
  expect(await page.getByTestId('login-reason').count()).toBe(0);
  await form.locator('input[name=username]').fill(reader.username);
  await form.locator('input[name=password]').fill(reader.password);
  await form.locator('input[name=password]').press('Enter');
  await page.locator('[data-avatar="login"]').waitFor({ state: 'detached' });
  expect(new URL(page.url()).pathname).toBe('/');
  expect(errors).toEqual([]);
  await context.close();
});

test('logging out on a members\' page goes home without the login dialog', async () => {
  const user = await seedUser(uniqueUser('leaver'));
  const { context, page, errors } = await pageAs(browser(), user, '/calculator', WIDE);
  await page.locator('.calc-page .calc-page__intro').waitFor();
  await page.getByTestId('avatar-button').click();
  await page.getByTestId('logout').click();
  await page.waitForURL((u) => u.pathname === '/');
  await page.locator('[data-avatar="login"]').waitFor();
  expect(await page.getByTestId('login-form').count()).toBe(0);
  expect(errors).toEqual([]);
  await context.close();
});
