/**
 * A knitter's own pages in a real browser (issue "Web client, part 1"): registration and login through the
 * modals, the account page (library, menus, language, filter/sort memory, zoom), settings (profile picture,
 * account info, unit), password change, logout, silent refresh. Each test makes its own knitter (through
 * the API unless registration itself is tested). Screenshots of account and settings at 1280 and 375 px.
 */
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, loginViaApi, newPage, pngBytes, registerViaUi, seedItem, seedUser, shot, uniqueUser, useBrowser, waitForCount } from './helpers';
import { pageAs } from './seed';

const browser = useBrowser();

const cookieValue = async (page: Page, name: string) => (await page.context().cookies()).find((c) => c.name === name)?.value;
const cards = (page: Page) => page.getByTestId('knit-card');
const cardCount = (page: Page, n: number) => waitForCount(page, '[data-testid="knit-card"]', n);
const openMenu = async (page: Page, name: 'filter-menu' | 'sort-menu', choice: string) => {
  await page.getByTestId(name).getByRole('button').first().click();
  await page.getByRole('menuitemradio', { name: choice }).click();
};

/** A knitter with four items (two yarns, a pattern, a private model; two with pictures), on their account page. */
async function openLibrary(viewport = DESKTOP) {
  const user = await seedUser(uniqueUser('knit'));
  await seedItem(user.token, { type: 'YARN', name: 'Sock Yarn 2', producer: 'Regia', tags: ['socks'] }, pngBytes(200, [61, 90, 128], 240));
  await seedItem(user.token, { type: 'YARN', name: 'Sock Yarn 10', producer: 'Regia' });
  await seedItem(user.token, { type: 'PATTERN', name: 'Lace Shawl', tags: ['lace'] });
  await seedItem(user.token, { type: 'MODEL', name: 'Baby Cardigan', visibility: 'PRIVATE' }, pngBytes(200, [155, 44, 79], 200));
  const opened = await pageAs(browser(), user, '/account', viewport);
  await cardCount(opened.page, 4);
  return { ...opened, user };
}

/** Opens the login modal from the account menu. */
async function openLogin(page: Page) {
  await page.getByTestId('avatar-button').click();
  await page.getByTestId('menu-login').click();
}

/** Fills the open login modal and submits it with Enter. */
async function submitLogin(page: Page, username: string, password: string) {
  const login = page.getByTestId('login-form');
  await login.locator('input[name=username]').fill(username);
  await login.locator('input[name=password]').fill(password);
  await login.locator('input[name=password]').press('Enter');
}

/** Fills the open login modal and waits until logged in. */
async function loginOnOpenModal(page: Page, username: string, password: string) {
  await submitLogin(page, username, password);
  await page.locator('[data-avatar="login"]').waitFor({ state: 'detached' });
}

/** Logs out through the account menu. */
async function logout(page: Page) {
  await page.getByTestId('avatar-button').click();
  await page.getByTestId('logout').click();
  await page.locator('[data-avatar="login"]').waitFor();
}

test('a new knitter registers, logs out, logs in again and reaches the account page', async () => {
  const { context, page, errors, consoleErrors } = await newPage(browser(), DESKTOP);
  await page.goto('/');
  const user = await registerViaUi(page, uniqueUser('knit'));
  expect(await cookieValue(page, 'loggedIn')).toBe(user.username);
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeTruthy();
  expect(await page.getByTestId('visitor-footer').count()).toBe(0);

  // Log out, then log in again through the modal (Enter submits once both fields are filled).
  await logout(page);
  expect(await cookieValue(page, 'loggedIn')).toBeUndefined();
  await openLogin(page);
  const login = page.getByTestId('login-form');
  await login.locator('input[name=username]').fill(user.username);
  await login.locator('input[name=username]').press('Enter');
  expect(await login.isVisible()).toBe(true); // password still empty: nothing sent
  await loginOnOpenModal(page, user.username, user.password);

  // The account menu greets the user and leads to the account page.
  await page.getByTestId('avatar-button').click();
  expect(await page.getByTestId('account-menu').textContent()).toContain(`Hello, ${user.username}!`);
  await page.getByTestId('account-menu').getByRole('menuitem', { name: 'Account' }).click();
  await page.waitForURL('**/account');
  await page.getByTestId('profile-username').waitFor();
  expect(await page.getByTestId('profile-username').textContent()).toBe(`@${user.username}`);
  await page.getByTestId('library-empty').waitFor();
  expect(await page.getByTestId('main-nav').getByRole('link').allTextContents())
    .toEqual(['Calculator', 'Feed', 'Explore', 'Account', 'Stash', 'Needles', 'Projects', 'Favorites', 'Settings']);
  expect(errors).toEqual([]);
  expect(consoleErrors).toEqual([]);
  await context.close();
});

test('the account page shows the library, the Add and account menus, and switches to French', async () => {
  const { context, page, errors } = await openLibrary();
  // Default sort (No = A-Z, numeric-aware): Baby Cardigan, Lace Shawl, Sock Yarn 2, Sock Yarn 10, dealt round-robin.
  await shot(page, 'account-1280');
  // The Add menu and a card's hover overlay.
  await page.getByTestId('add-menu').getByRole('button').first().click();
  await page.getByRole('menuitem', { name: 'Pattern' }).waitFor();
  await cards(page).nth(1).hover();
  await shot(page, 'account-1280-add-menu');
  await page.keyboard.press('Escape');
  await page.getByRole('menuitem', { name: 'Pattern' }).waitFor({ state: 'detached' });
  await page.getByTestId('avatar-button').click();
  await page.getByTestId('account-menu').waitFor();
  await shot(page, 'account-1280-avatar-menu');
  await page.keyboard.press('Escape');

  // French and back.
  await page.getByTestId('locale-toggle').click();
  // At 1280 px the nine French links do not fit whole in the bar: they are in the panel (header-fit.test.ts).
  await page.getByTestId('main-nav').getByRole('link', { name: 'Compte', includeHidden: true }).waitFor({ state: 'attached' });
  expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('fr');
  expect(await page.locator('h1.page__title').textContent()).toBe('Ma bibliothèque');
  await shot(page, 'account-1280-fr');
  await page.getByTestId('locale-toggle').click();
  await page.getByTestId('main-nav').getByRole('link', { name: 'Account' }).waitFor();
  expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('en');
  expect(errors).toEqual([]);
  await context.close();
});

test('filter and sort go to the server and are remembered after a reload; zoom changes the columns', async () => {
  const { context, page } = await openLibrary();
  await openMenu(page, 'filter-menu', 'Yarn');
  await cardCount(page, 2);
  await openMenu(page, 'sort-menu', 'Z-A');
  await page.waitForFunction(() => document.querySelector('[data-testid="knit-card"] h2')?.textContent === 'Sock Yarn 10');
  await page.reload();
  await cardCount(page, 2);
  expect(await page.getByTestId('filter-menu').textContent()).toContain('Yarn');
  expect(await page.getByTestId('sort-menu').textContent()).toContain('Z-A');
  expect(await page.evaluate(() => [localStorage.getItem('filterPreference'), localStorage.getItem('sortPreference')])).toEqual(['yarn', 'za']);
  expect(await page.locator('[data-testid="knit-card"] h2').allTextContents()).toEqual(['Sock Yarn 10', 'Sock Yarn 2']);
  // Zoom changes the number of columns.
  const columns = () => page.getByTestId('library-columns').getAttribute('data-columns');
  const before = Number(await columns());
  await page.getByTestId('zoom-out').click();
  await page.getByTestId('zoom-out').click();
  expect(Number(await columns())).toBeGreaterThan(before);
  // Back to All / No.
  await openMenu(page, 'filter-menu', 'All');
  await openMenu(page, 'sort-menu', 'No');
  await cardCount(page, 4);
  // The default sort's button reads "Sort", not "No"; its accessible name still names the choice.
  expect((await page.getByTestId('sort-menu').getByRole('button').first().textContent())?.trim()).toBe('Sort');
  await page.getByTestId('sort-menu').getByRole('button', { name: 'Sort: No' }).waitFor();
  await context.close();
});

test('settings: a profile picture, account info and the unit; the profile panel shows them', async () => {
  const { context, page, errors } = await openLibrary();
  await page.getByTestId('main-nav').getByRole('link', { name: 'Settings' }).click();
  await page.waitForURL('**/settings');
  await page.getByTestId('profile-form').waitFor();
  await page.getByTestId('picture-file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: pngBytes(256, [31, 95, 91]) });
  await page.getByTestId('images-success').waitFor();
  const headerPicture = page.getByTestId('avatar-button').locator('[data-avatar="picture"] img');
  await headerPicture.waitFor();
  // Waits for the picture's bytes (decode() settles once they are loaded; a broken image rejects), then reads its size.
  expect(await headerPicture.evaluate(async (img: HTMLImageElement) => { await img.decode(); return img.naturalWidth > 0; })).toBe(true);

  // Account info.
  const info = page.getByTestId('profile-form');
  expect(await info.locator('input[name=username]').isDisabled()).toBe(true);
  await info.locator('input[name=name]').fill('Ada Purl');
  await info.locator('input[name=city]').fill('Lyon');
  await info.locator('input[name=country]').fill('France');
  await info.locator('textarea[name=bio]').fill('Socks, shawls and too much yarn.');
  await info.getByRole('button', { name: 'Save changes' }).click();
  await page.getByTestId('profile-success').waitFor();
  // A new account starts in metric; switching is sent at once.
  expect(await page.getByTestId('unit-choice').locator('input[value=METRIC]').isChecked()).toBe(true);
  await page.getByTestId('unit-choice').locator('label', { hasText: 'Imperial' }).click();
  await page.getByTestId('unit-success').waitFor();
  expect(await page.getByTestId('unit-choice').locator('input[value=IMPERIAL]').isChecked()).toBe(true);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByTestId('settings-picture').hover();
  await page.getByTestId('remove-picture').waitFor();
  await shot(page, 'settings-1280');
  await shot(page, 'settings-1280-full', { fullPage: true });

  // The profile panel shows the new details.
  await page.getByTestId('to-account').click();
  await page.waitForURL('**/account');
  await page.getByText('Ada Purl').waitFor();
  expect(await page.getByTestId('profile-panel').textContent()).toContain('Lyon, France');
  expect(errors).toEqual([]);
  await context.close();
});

test('a password change checks the confirmation first; afterwards only the new password logs in', async () => {
  const user = await seedUser(uniqueUser('knit'));
  const { context, page, errors, consoleErrors } = await pageAs(browser(), user, '/settings');
  await page.getByTestId('profile-form').waitFor();
  // A failing check shows on its own line and sends nothing.
  const sent: string[] = [];
  page.on('request', (r) => { if (r.url().endsWith('/graphql') && r.postData()?.includes('SettingsPageChangePassword')) sent.push(r.postData()!); });
  const pw = page.getByTestId('password-form');
  await pw.locator('input[name=currentPassword]').fill(user.password);
  await pw.locator('input[name=newPassword]').fill('new-secret-123');
  await pw.locator('input[name=confirmation]').fill('new-secret-124');
  await pw.getByRole('button', { name: 'Change password' }).click();
  expect(await page.getByTestId('password-check').textContent()).toBe('The password confirmation does not match');
  expect(sent).toEqual([]);
  await pw.locator('input[name=confirmation]').fill('new-secret-123');
  const oldToken = await page.evaluate(() => localStorage.getItem('accessToken'));
  await pw.getByRole('button', { name: 'Change password' }).click();
  await page.getByTestId('password-success').waitFor();
  expect(sent).toHaveLength(1);
  expect(await page.getByTestId('password-check').count()).toBe(0);
  const newToken = await page.evaluate(() => localStorage.getItem('accessToken'));
  expect(newToken).toBeTruthy();
  expect(newToken).not.toBe(oldToken);

  // Log out; the old password no longer works, the new one does.
  await logout(page);
  await page.waitForURL((u) => u.pathname === '/');
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  expect(await cookieValue(page, 'loggedIn')).toBeUndefined();
  await openLogin(page);
  await submitLogin(page, user.username, user.password);
  await page.getByTestId('login-error').waitFor();
  await loginOnOpenModal(page, user.username, 'new-secret-123');
  expect(await cookieValue(page, 'loggedIn')).toBe(user.username);

  await logout(page);
  await page.getByTestId('visitor-footer').waitFor();
  expect(errors).toEqual([]);
  expect(consoleErrors).toEqual([]);
  await context.close();
});

test('a session survives an expired access token (silent refresh)', async () => {
  const { context, page } = await newPage(browser(), DESKTOP);
  const user = uniqueUser('fresh');
  await loginViaApi(page, user, { register: true, goto: '/account' });
  await page.getByTestId('profile-username').waitFor();
  // A forged, expired token: the client refreshes through the httpOnly cookie before calling.
  await page.evaluate(() => {
    const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '');
    localStorage.setItem('accessToken', `${b64({ alg: 'HS256' })}.${b64({ exp: 1 })}.x`);
  });
  await page.goto('/settings');
  await page.getByTestId('profile-form').waitFor();
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  expect(token?.endsWith('.x')).toBe(false);
  // A token the server rejects (bad signature) is refreshed on UNAUTHENTICATED and the call retried.
  await page.evaluate(() => {
    const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '');
    localStorage.setItem('accessToken', `${b64({ alg: 'HS256' })}.${b64({ exp: 4102444800 })}.bad`);
  });
  await page.reload();
  await page.getByTestId('profile-form').waitFor();
  expect(await page.getByTestId('profile-form').locator('input[name=username]').inputValue()).toBe(user.username);
  await context.close();
});

test('screenshots at 375 px: account and settings', async () => {
  const { context, page, errors, user } = await openLibrary(PHONE);
  expect(await page.getByTestId('library-columns').getAttribute('data-columns')).toBe('2');
  await shot(page, 'account-375');
  await shot(page, 'account-375-full', { fullPage: true });
  // The phone zoom button grows the cards, then starts again from the smallest.
  await page.getByTestId('zoom-mobile').click();
  expect(await page.getByTestId('library-columns').getAttribute('data-columns')).toBe('1');

  await page.goto('/settings');
  await page.getByTestId('profile-form').waitFor();
  expect(await page.getByTestId('profile-form').locator('input[name=username]').inputValue()).toBe(user.username);
  await shot(page, 'settings-375');
  await shot(page, 'settings-375-full', { fullPage: true });
  expect(errors).toEqual([]);
  await context.close();
});
