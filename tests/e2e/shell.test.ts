/**
 * The web client's shell in a real browser (issue "Web client, part 1"): feed for visitors, menus,
 * registration and login, account page, language, filter/sort memory, profile picture, password
 * change, logout; plus screenshots of feed, account and settings at 1280 and 375 px.
 */
import type { Browser, Page } from 'playwright-core';
import {
  BASE_URL_NOREG, DESKTOP, PHONE, launch, loginViaApi, loginViaUi, newPage, pngBytes, registerViaUi, seedItem, seedUser, shot, uniqueUser,
} from './helpers';

let browser: Browser;
let seeded: { username: string };

const cookieValue = async (page: Page, name: string) => (await page.context().cookies()).find((c) => c.name === name)?.value;
const cards = (page: Page) => page.getByTestId('knit-card');

beforeAll(async () => {
  browser = await launch();
  // A knitter who shares a few public items, so the feed has cards (some with pictures).
  const seller = await seedUser(uniqueUser('shop'));
  seeded = seller;
  await seedItem(seller.token, { type: 'YARN', name: 'Alpaca Cloud', producer: 'Drops', tags: ['soft', 'dk'] }, pngBytes(240, [155, 44, 79], 300));
  await seedItem(seller.token, { type: 'YARN', name: 'Merino Sky', producer: 'Malabrigo', tags: ['merino'] }, pngBytes(240, [31, 95, 91], 200));
  await seedItem(seller.token, { type: 'PATTERN', name: 'Cabled Beanie', tags: ['hat', 'cables'] });
  await seedItem(seller.token, { type: 'DETAIL', name: 'Wooden Buttons' });
  await seedItem(seller.token, { type: 'MODEL', name: 'Harbour Sweater', tags: ['sweater'] }, pngBytes(240, [217, 164, 65], 260));
  await seedItem(seller.token, { type: 'YARN', name: 'Linen Breeze', producer: 'Rowan' });
});

afterAll(async () => {
  await browser?.close();
});

test('a visitor browses the feed and is asked to register when opening a card', async () => {
  const { context, page, errors, consoleErrors } = await newPage(browser, DESKTOP);
  await page.goto('/');
  await cards(page).first().waitFor();
  expect(await cards(page).count()).toBeGreaterThanOrEqual(6);
  await expect(page.getByTestId('visitor-footer').isVisible()).resolves.toBe(true);
  expect(await page.locator('[data-avatar="login"]').count()).toBe(1);
  // Visitors see only the public links.
  const nav = page.getByTestId('main-nav');
  expect(await nav.getByRole('link').allTextContents()).toEqual(['Calculator', 'Feed', 'Explore']);
  // A card without a picture shows its type's empty picture.
  expect(await page.locator('img[data-empty="pattern"]').count()).toBeGreaterThan(0);
  await shot(page, 'feed-1280-visitor');

  await cards(page).filter({ hasText: 'Cabled Beanie' }).click();
  await page.getByTestId('register-form').waitFor();
  await shot(page, 'register-modal-1280');
  await page.keyboard.press('Escape');
  await page.getByTestId('register-form').waitFor({ state: 'detached' });

  // '/' focuses the search box; typing filters the feed on the server.
  await page.locator('body').click({ position: { x: 5, y: 300 } });
  await page.keyboard.press('/');
  expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('search-input');
  await page.keyboard.type('alpaca');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="knit-card"]').length === 1);
  expect(await cards(page).first().textContent()).toContain('Alpaca Cloud');
  await page.getByTestId('search-input').fill('');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="knit-card"]').length >= 6);

  // Pages that need a login send visitors home.
  await page.goto('/settings');
  await page.waitForURL((u) => u.pathname === '/');
  expect(errors).toEqual([]);
  expect(consoleErrors).toEqual([]);
  await context.close();
});

test('the small-screen menu opens, and closes on outside click, Escape and a wider window', async () => {
  const { context, page } = await newPage(browser, PHONE);
  await page.goto('/feed');
  await cards(page).first().waitFor();
  const nav = page.getByTestId('main-nav');
  const toggle = page.getByTestId('menu-toggle');
  expect(await nav.isVisible()).toBe(false);
  await shot(page, 'feed-375-visitor');

  await toggle.click();
  await nav.waitFor({ state: 'visible' });
  await shot(page, 'feed-375-menu-open');
  await page.locator('.page__subtitle').click();
  await nav.waitFor({ state: 'hidden' });

  await toggle.click();
  await nav.waitFor({ state: 'visible' });
  await page.keyboard.press('Escape');
  await nav.waitFor({ state: 'hidden' });

  await toggle.click();
  await nav.waitFor({ state: 'visible' });
  await page.setViewportSize({ width: 900, height: 780 });
  await page.waitForFunction(() => document.querySelector('[data-testid="menu-toggle"]')?.getAttribute('aria-expanded') === 'false');
  await page.setViewportSize(PHONE);
  expect(await nav.isVisible()).toBe(false);

  // The account menu closes on Escape too.
  await page.getByTestId('avatar-button').click();
  await page.getByTestId('account-menu').waitFor();
  await page.keyboard.press('Escape');
  await page.getByTestId('account-menu').waitFor({ state: 'detached' });
  await context.close();
});

test('registration shows the under-construction notice when it is switched off', async () => {
  const { context, page } = await newPage(browser, DESKTOP, { baseURL: BASE_URL_NOREG });
  await page.goto('/');
  await page.getByTestId('avatar-button').click();
  await page.getByTestId('menu-signup').click();
  await page.getByTestId('register-closed').waitFor();
  expect(await page.getByTestId('register-form').count()).toBe(0);
  await shot(page, 'register-closed-1280');
  await context.close();
});

test('a new knitter registers, logs in, uses the account page and settings, and logs out', async () => {
  const { context, page, errors, consoleErrors } = await newPage(browser, DESKTOP);
  await page.goto('/');
  const user = await registerViaUi(page, uniqueUser('knit'));
  expect(await cookieValue(page, 'loggedIn')).toBe(user.username);
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeTruthy();
  expect(await page.getByTestId('visitor-footer').count()).toBe(0);

  // Log out, then log in again through the modal (Enter submits once both fields are filled).
  await page.getByTestId('avatar-button').click();
  await page.getByTestId('logout').click();
  await page.locator('[data-avatar="login"]').waitFor();
  expect(await cookieValue(page, 'loggedIn')).toBeUndefined();
  await page.getByTestId('avatar-button').click();
  await page.getByTestId('menu-login').click();
  const login = page.getByTestId('login-form');
  await login.locator('input[name=username]').fill(user.username);
  await login.locator('input[name=username]').press('Enter');
  expect(await login.isVisible()).toBe(true); // password still empty: nothing sent
  await login.locator('input[name=password]').fill(user.password);
  await login.locator('input[name=password]').press('Enter');
  await page.locator('[data-avatar="login"]').waitFor({ state: 'detached' });

  // The account menu greets the user and leads to the account page.
  await page.getByTestId('avatar-button').click();
  expect(await page.getByTestId('account-menu').textContent()).toContain(`Hello, ${user.username}!`);
  await page.getByTestId('account-menu').getByRole('menuitem', { name: 'Account' }).click();
  await page.waitForURL('**/account');
  await page.getByTestId('profile-username').waitFor();
  expect(await page.getByTestId('profile-username').textContent()).toBe(`@${user.username}`);
  await page.getByTestId('library-empty').waitFor();
  expect(await page.getByTestId('main-nav').getByRole('link').allTextContents())
    .toEqual(['Calculator', 'Feed', 'Explore', 'Account', 'Favorites', 'Settings']);

  // Give the library a few items (as this user) and come back.
  const token = await page.evaluate(() => localStorage.getItem('accessToken')) as string;
  await seedItem(token, { type: 'YARN', name: 'Sock Yarn 2', producer: 'Regia', tags: ['socks'] }, pngBytes(200, [61, 90, 128], 240));
  await seedItem(token, { type: 'YARN', name: 'Sock Yarn 10', producer: 'Regia' });
  await seedItem(token, { type: 'PATTERN', name: 'Lace Shawl', tags: ['lace'] });
  await seedItem(token, { type: 'MODEL', name: 'Baby Cardigan', visibility: 'PRIVATE' }, pngBytes(200, [155, 44, 79], 200));
  await page.reload();
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="knit-card"]').length === 4);
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
  await page.getByTestId('main-nav').getByRole('link', { name: 'Compte' }).waitFor();
  expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('fr');
  expect(await page.locator('h1.page__title').textContent()).toBe('Ma bibliothèque');
  await shot(page, 'account-1280-fr');
  await page.getByTestId('locale-toggle').click();
  await page.getByTestId('main-nav').getByRole('link', { name: 'Account' }).waitFor();
  expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('en');

  // Filter and sort go to the server and are remembered after a reload.
  await page.getByTestId('filter-menu').getByRole('button').first().click();
  await page.getByRole('menuitemradio', { name: 'Yarn' }).click();
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="knit-card"]').length === 2);
  await page.getByTestId('sort-menu').getByRole('button').first().click();
  await page.getByRole('menuitemradio', { name: 'Z-A' }).click();
  await page.waitForFunction(() => document.querySelector('[data-testid="knit-card"] h3')?.textContent === 'Sock Yarn 10');
  await page.reload();
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="knit-card"]').length === 2);
  expect(await page.getByTestId('filter-menu').textContent()).toContain('Yarn');
  expect(await page.getByTestId('sort-menu').textContent()).toContain('Z-A');
  expect(await page.evaluate(() => [localStorage.getItem('filterPreference'), localStorage.getItem('sortPreference')])).toEqual(['yarn', 'za']);
  expect(await page.locator('[data-testid="knit-card"] h3').allTextContents()).toEqual(['Sock Yarn 10', 'Sock Yarn 2']);
  // Zoom changes the number of columns.
  const columns = () => page.getByTestId('library-columns').getAttribute('data-columns');
  const before = Number(await columns());
  await page.getByTestId('zoom-out').click();
  await page.getByTestId('zoom-out').click();
  expect(Number(await columns())).toBeGreaterThan(before);
  // Back to All / No for the rest.
  await page.getByTestId('filter-menu').getByRole('button').first().click();
  await page.getByRole('menuitemradio', { name: 'All' }).click();
  await page.getByTestId('sort-menu').getByRole('button').first().click();
  await page.getByRole('menuitemradio', { name: 'No' }).click();
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="knit-card"]').length === 4);

  // Settings: upload a profile picture; the header shows it.
  await page.getByTestId('main-nav').getByRole('link', { name: 'Settings' }).click();
  await page.waitForURL('**/settings');
  await page.getByTestId('profile-form').waitFor();
  await page.getByTestId('picture-file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: pngBytes(256, [31, 95, 91]) });
  await page.getByTestId('images-success').waitFor();
  const headerPicture = page.getByTestId('avatar-button').locator('[data-avatar="picture"] img');
  await headerPicture.waitFor();
  expect(await headerPicture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

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

  // Password change: a failing check shows on its own line and sends nothing.
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

  // The profile panel shows the new details.
  await page.getByTestId('to-account').click();
  await page.waitForURL('**/account');
  await page.getByText('Ada Purl').waitFor();
  expect(await page.getByTestId('profile-panel').textContent()).toContain('Lyon, France');

  // Log out; the old password no longer works, the new one does.
  await page.getByTestId('avatar-button').click();
  await page.getByTestId('logout').click();
  await page.waitForURL((u) => u.pathname === '/');
  await page.locator('[data-avatar="login"]').waitFor();
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  expect(await cookieValue(page, 'loggedIn')).toBeUndefined();

  await page.getByTestId('avatar-button').click();
  await page.getByTestId('menu-login').click();
  await login.locator('input[name=username]').fill(user.username);
  await login.locator('input[name=password]').fill(user.password);
  await login.locator('input[name=password]').press('Enter');
  await page.getByTestId('login-error').waitFor();
  await loginOnOpenModal(page, user.username, 'new-secret-123');
  expect(await cookieValue(page, 'loggedIn')).toBe(user.username);

  await page.getByTestId('avatar-button').click();
  await page.getByTestId('logout').click();
  await page.getByTestId('visitor-footer').waitFor();
  expect(errors).toEqual([]);
  expect(consoleErrors).toEqual([]);
  await context.close();
});

async function loginOnOpenModal(page: Page, username: string, password: string) {
  const login = page.getByTestId('login-form');
  await login.locator('input[name=username]').fill(username);
  await login.locator('input[name=password]').fill(password);
  await login.locator('input[name=password]').press('Enter');
  await page.locator('[data-avatar="login"]').waitFor({ state: 'detached' });
}

test('a session survives an expired access token (silent refresh)', async () => {
  const { context, page } = await newPage(browser, DESKTOP);
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
  const { context, page, errors } = await newPage(browser, PHONE);
  const user = await loginViaApi(page, uniqueUser('phone'), { register: true, goto: '/account' });
  const token = await page.evaluate(() => localStorage.getItem('accessToken')) as string;
  await seedItem(token, { type: 'YARN', name: 'Chunky Wool', producer: 'Lang', tags: ['winter'] }, pngBytes(200, [155, 44, 79], 240));
  await seedItem(token, { type: 'PATTERN', name: 'Mittens' });
  await seedItem(token, { type: 'DETAIL', name: 'Horn Toggles' });
  await seedItem(token, { type: 'MODEL', name: 'Fisherman Rib Hat' }, pngBytes(200, [31, 95, 91], 180));
  await page.reload();
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="knit-card"]').length === 4);
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

  // Logged-in feed click on someone else's card opens the preview.
  await page.goto('/feed');
  await cards(page).filter({ hasText: 'Alpaca Cloud' }).click();
  await page.waitForURL(/\/yarn-preview\/\d+$/);
  expect(errors).toEqual([]);
  void seeded;
  await context.close();
});

test('feed at 1280 px for a logged-in knitter opens own items in the editor', async () => {
  const { context, page } = await newPage(browser, DESKTOP);
  await loginViaApi(page, uniqueUser('own'), { register: true, goto: '/feed' });
  const token = await page.evaluate(() => localStorage.getItem('accessToken')) as string;
  const id = await seedItem(token, { type: 'PATTERN', name: 'Aaa First Pattern' });
  await page.reload();
  await cards(page).first().waitFor();
  await shot(page, 'feed-1280-member');
  await cards(page).filter({ hasText: 'Aaa First Pattern' }).click();
  await page.waitForURL(`**/item/pattern/${id}`);
  await context.close();
});

test('the feed loads the next page when scrolled to the bottom', async () => {
  const seller = await seedUser(uniqueUser('bulk'));
  const tag = seller.username.slice(-6);
  for (let i = 1; i <= 56; i++) await seedItem(seller.token, { type: 'PATTERN', name: `Scroll ${tag} ${i}` });
  const { context, page, consoleErrors } = await newPage(browser, DESKTOP);
  await page.goto('/feed');
  await page.locator('[data-testid="knit-card"]').first().waitFor();
  await page.getByTestId('search-input').fill(`Scroll ${tag}`);
  // The first page of the search: 50 cards, all matching (the unfiltered feed also has 50 on its first page).
  await page.waitForFunction((prefix) => {
    const titles = [...document.querySelectorAll('[data-testid="knit-card"] h3')].map((h) => h.textContent ?? '');
    return titles.length === 50 && titles.every((x) => x.startsWith(prefix));
  }, `Scroll ${tag}`);
  await page.mouse.wheel(0, 50_000);
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="knit-card"]').length === 56);
  // Numeric-aware title order across both pages: ... 9, 10, ... 56.
  const titles = await page.locator('[data-testid="knit-card"] h3').allTextContents();
  expect(new Set(titles).size).toBe(56);
  expect(consoleErrors).toEqual([]);
  await context.close();
});
