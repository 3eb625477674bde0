/**
 * French all the way (issue #12): the server's errors reach a French screen in French, because the client says the
 * text of the error's code, never the server's English message. Each test makes its own knitter through the API.
 */
import type { Page } from 'playwright-core';
import { DESKTOP, loginViaApi, newPage, seedItem, seedUser, uniqueUser, useBrowser, type Credentials } from './helpers';

const browser = useBrowser();

/** A fresh page in French (the stored locale is set before any script of the app runs), logged in when `user` is given. */
async function frenchPage(goto: string, user?: Credentials) {
  const opened = await newPage(browser(), DESKTOP);
  await opened.context.addInitScript(() => localStorage.setItem('locale', 'fr'));
  if (user) await loginViaApi(opened.page, user, { goto });
  else await opened.page.goto(goto);
  return opened;
}

const textOf = async (page: Page, testId: string) => (await page.getByTestId(testId).textContent())?.trim();

test('login and registration refusals are in French', async () => {
  const known = await seedUser(uniqueUser('fr'));
  const { context, page, errors } = await frenchPage('/');
  await page.getByTestId('avatar-button').click();
  await page.getByTestId('menu-login').click();
  const login = page.getByTestId('login-form');
  await login.locator('input[name=username]').fill(known.username);
  await login.locator('input[name=password]').fill('not the password');
  await login.locator('input[name=password]').press('Enter');
  await page.getByTestId('login-error').waitFor();
  expect(await textOf(page, 'login-error')).toBe("Nom d'utilisateur ou mot de passe incorrect");
  await page.keyboard.press('Escape');

  await page.getByTestId('avatar-button').click();
  await page.getByTestId('menu-signup').click();
  const form = page.getByTestId('register-form');
  await form.locator('input[name=username]').fill(known.username);
  await form.locator('input[name=email]').fill(`other.${known.email}`);
  await form.locator('input[name=password]').fill('another password');
  await form.locator('input[name=confirmation]').fill('another password');
  await form.locator('button[type=submit]').click();
  await page.getByTestId('register-error').waitFor();
  expect(await textOf(page, 'register-error')).toBe("Ce nom d'utilisateur est déjà pris");
  expect(errors).toEqual([]);
  await context.close();
});

test('a wrong current password is said in French', async () => {
  const user = await seedUser(uniqueUser('fr'));
  const { context, page } = await frenchPage('/settings', user);
  const pw = page.getByTestId('password-form');
  await pw.locator('input[name=currentPassword]').fill('not my password');
  await pw.locator('input[name=newPassword]').fill('new-secret-123');
  await pw.locator('input[name=confirmation]').fill('new-secret-123');
  await pw.locator('button[type=submit]').click();
  await page.getByTestId('password-error').waitFor();
  expect(await textOf(page, 'password-error')).toBe("Le mot de passe actuel n'est pas correct");
  await context.close();
});

test('a file that is not an image is refused in French', async () => {
  const user = await seedUser(uniqueUser('fr'));
  const id = await seedItem(user.token, { type: 'YARN', name: 'Laine test' });
  const { context, page } = await frenchPage(`/yarn/${id}`, user);
  await page.getByTestId('pictures-add-input').setInputFiles({ name: 'chat.png', mimeType: 'image/png', buffer: Buffer.from('du texte, pas une image\n'.repeat(20)) });
  await page.getByTestId('pictures-error').waitFor();
  expect(await textOf(page, 'pictures-error')).toBe('Seules les images PNG, JPEG, WebP et GIF sont acceptées');
  await context.close();
});

test("a missing item and someone else's private item are 'not found' in French, in the page and in the side panel", async () => {
  const owner = await seedUser(uniqueUser('fr'));
  const hidden = await seedItem(owner.token, { type: 'YARN', name: 'Secret', visibility: 'PRIVATE' });
  const visitor = await seedUser(uniqueUser('fr'));
  const { context, page } = await frenchPage('/yarn-preview/999999', visitor);
  for (const path of ['/yarn-preview/999999', `/yarn-preview/${hidden}`]) {
    if (page.url() !== new URL(path, page.url()).href) await page.goto(path);
    await page.locator('.item-missing').waitFor();
    expect((await page.locator('.item-missing p').textContent())?.trim()).toBe('Élément introuvable');
    expect(await textOf(page, 'item-side-status')).toBe('Élément introuvable');
  }
  await context.close();
});
