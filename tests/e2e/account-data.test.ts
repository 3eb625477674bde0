/** Browser flows of issue #15: password reset through the mailed link, and account deletion from Settings. */
import fs from 'node:fs';
import { unzipSync } from 'fflate';
import { resetLink, startMailServer } from '../helpers/mail';
import { gqlNode, loginViaApi, loginViaUi, newPage, pngBytes, registerViaApi, seedItem, seedUser, shot, uniqueUser, useBrowser } from './helpers';

const browser = useBrowser();
let mail: Awaited<ReturnType<typeof startMailServer>>;

beforeAll(async () => {
  mail = await startMailServer({ RESET_PER_IP_PER_HOUR: '1000' });
});

afterAll(async () => {
  await mail?.stop();
});

const LOGIN = 'mutation($i: LoginInput!) { login(input: $i) { accessToken } }';

test('forgot password: the mailed link sets a new password, once', async () => {
  const user = await seedUser(uniqueUser('fgt'));
  const { context, page, errors } = await newPage(browser(), undefined, { baseURL: mail.url });
  await page.goto('/');
  await page.getByTestId('avatar-button').click();
  await page.getByTestId('menu-login').click();
  await page.getByTestId('forgot-password').click();
  await page.getByTestId('forgot-form').locator('input[name=email]').fill(user.email);
  await page.getByTestId('forgot-form').locator('button[type=submit]').click();
  await page.getByTestId('forgot-sent').waitFor();
  expect(await page.getByTestId('forgot-sent').textContent()).toContain(user.email);
  await shot(page, 'forgot-password-sent');

  const link = resetLink(await mail.inbox.waitFor(user.email));
  await page.goto(link);
  const form = page.getByTestId('reset-form');
  await form.locator('input[name=newPassword]').fill('my fresh password');
  await form.locator('input[name=confirmation]').fill('not the same');
  await form.locator('button[type=submit]').click();
  expect(await page.getByTestId('reset-error').textContent()).toBe('The password confirmation does not match');
  await form.locator('input[name=confirmation]').fill('my fresh password');
  await form.locator('button[type=submit]').click();
  await page.getByTestId('reset-done').waitFor();
  await shot(page, 'reset-password-done');

  expect((await gqlNode(LOGIN, { i: { username: user.username, password: user.password } })).errors?.length).toBe(1);
  await page.goto('/');
  await loginViaUi(page, { username: user.username, password: 'my fresh password' });

  // The same link a second time: refused with a clear message.
  await page.goto(link);
  await page.getByTestId('reset-form').locator('input[name=newPassword]').fill('another password');
  await page.getByTestId('reset-form').locator('input[name=confirmation]').fill('another password');
  await page.getByTestId('reset-form').locator('button[type=submit]').click();
  expect(await page.getByTestId('reset-error').textContent()).toBe('This password reset link is not valid any more. Ask for a new one.');
  expect(errors).toEqual([]);
  await context.close();
});

test('deleting the account from Settings logs out and the account is gone', async () => {
  const { context, page, errors } = await newPage(browser());
  const user = await registerViaApi(page, uniqueUser('gone'), '/settings');
  const form = page.getByTestId('delete-account-form');
  await form.waitFor();
  const submit = form.locator('button[type=submit]');
  expect(await submit.isDisabled()).toBe(true);
  await form.locator('input[name=password]').fill('wrong password');
  await form.locator('input[name=understood]').check();
  await submit.click();
  expect(await page.getByTestId('delete-account-error').textContent()).toBe('The password is not correct.');
  await form.locator('input[name=password]').fill(user.password);
  await submit.click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.locator('[data-avatar="login"]').waitFor();
  const login = await gqlNode(LOGIN, { i: { username: user.username, password: user.password } });
  expect(login.errors?.length).toBe(1);
  // The username is free again.
  await loginViaApi(page, { ...user, password: 'starting over again' }, { register: true });
  expect(errors).toEqual([]);
  await context.close();
});

test('export downloads the zip from Settings, and importing it back skips what is already there', async () => {
  const user = await seedUser(uniqueUser('zip'));
  await seedItem(user.token, { type: 'YARN', name: 'Exported yarn', producer: 'Drops' }, pngBytes(48));
  await seedItem(user.token, { type: 'PATTERN', name: 'Exported pattern' });
  const { context, page, errors } = await newPage(browser());
  await loginViaApi(page, user, { goto: '/settings' });
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-button').click()]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^purlwise-${user.username}-\\d{4}-\\d{2}-\\d{2}\\.zip$`));
  const zipPath = await download.path();
  const files = unzipSync(new Uint8Array(fs.readFileSync(zipPath)));
  const document = JSON.parse(Buffer.from(files['purlwise-export.json']).toString('utf8')) as { items: Array<{ name: string }> };
  expect(document.items.map((i) => i.name)).toEqual(['Exported yarn', 'Exported pattern']);
  expect(Object.keys(files).filter((f) => f.startsWith('images/'))).toHaveLength(1);
  await page.getByTestId('export-done').waitFor();

  await page.getByTestId('import-file').setInputFiles({ name: 'export.zip', mimeType: 'application/zip', buffer: fs.readFileSync(zipPath) });
  await page.getByTestId('import-report').waitFor();
  expect(await page.getByTestId('import-report').textContent()).toContain('Items: 0 created, 2 skipped, 0 refused');
  await page.getByTestId('import-file').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  expect(await page.getByTestId('import-error').textContent()).toBe('This file is not a Purlwise export.');
  await shot(page, 'settings-data', { fullPage: true });
  expect(errors).toEqual([]);
  await context.close();
});
