/**
 * Settings, personal access tokens in a real browser: create one with the password (shown once, copy button; a
 * wrong password is refused), see it listed with its expiry, use it from a tool (the list then shows its last use),
 * revoke it (the tool is refused), in English and French.
 */
import { BASE_URL, seedUser, submitRefused, uniqueUser, useBrowser } from './helpers';
import { pageAs } from './seed';

const browser = useBrowser();

const asTool = (token: string) => fetch(`${BASE_URL}/graphql`, {
  method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
  body: JSON.stringify({ query: '{ me { username } }' }),
});

test('create, use, see the last use, then revoke a token', async () => {
  const user = await seedUser(uniqueUser('tok'));
  const { context, page, errors } = await pageAs(browser(), user, '/settings');
  try {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const block = page.getByTestId('tokens');
    await block.getByTestId('tokens-empty').waitFor();
    await block.getByLabel('Token name').fill('CSV export');
    await block.getByTestId('token-scope').selectOption('READ');
    // A year at most: there is no "never".
    expect(await block.getByTestId('token-expiry').locator('option').allTextContents()).toEqual(['in 30 days', 'in 90 days', 'in 365 days']);
    await submitRefused(block, 'Create token', 'token-error', 'Enter your password to create a token.');
    await block.getByLabel('Your password').fill('not my password');
    await submitRefused(block, 'Create token', 'token-error', 'The current password is not correct');
    await block.getByLabel('Your password').fill(user.password);
    await block.getByRole('button', { name: 'Create token' }).click();
    const secret = (await block.getByTestId('token-secret-value').textContent())!;
    expect(secret).toMatch(/^pw_[A-Za-z0-9_-]{43}$/);
    await block.getByTestId('token-copy').click();
    await block.getByTestId('token-copy').getByText('Copied').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await block.getByTestId('token-row').filter({ hasText: 'CSV export' }).getByText('never used').waitFor();
    await block.getByTestId('token-row').filter({ hasText: 'CSV export' }).getByText(/expires /).waitFor();
    // The password field is emptied once the token is made.
    expect(await block.getByLabel('Your password').inputValue()).toBe('');

    const used = await asTool(secret);
    expect(used.status).toBe(200);
    expect(((await used.json()) as { data: { me: { username: string } } }).data.me.username).toBe(user.username);
    await page.reload();
    const row = block.getByTestId('token-row').filter({ hasText: 'CSV export' });
    await row.getByText('last used').waitFor();
    // The secret is shown once: not after a reload.
    expect(await block.getByTestId('token-secret').count()).toBe(0);

    // Revoking asks first, naming the token; Cancel keeps it.
    await row.getByTestId('token-revoke').click();
    const question = page.getByRole('alertdialog', { name: "Revoke the token 'CSV export'? The tools using it stop working at once, and it cannot be brought back." });
    await question.getByRole('button', { name: 'Cancel' }).click();
    await question.waitFor({ state: 'detached' });
    expect((await asTool(secret)).status).toBe(200);
    await row.getByTestId('token-revoke').click();
    await question.getByRole('button', { name: 'Revoke' }).click();
    await block.getByTestId('tokens-empty').waitFor();
    expect((await asTool(secret)).status).toBe(401);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

test('the tokens card speaks French', async () => {
  const user = await seedUser(uniqueUser('tok'));
  const { context, page } = await pageAs(browser(), user, '/settings');
  try {
    await page.getByTestId('locale-toggle').click();
    const block = page.getByTestId('tokens');
    await block.getByText('Jetons d\'accès personnels').waitFor();
    await submitRefused(block, 'Créer le jeton', 'token-error', 'Donnez un nom au jeton.');
    await block.getByLabel('Nom du jeton').fill('Outil');
    await submitRefused(block, 'Créer le jeton', 'token-error', 'Saisissez votre mot de passe pour créer un jeton.');
    await block.getByLabel('Votre mot de passe').fill(user.password);
    await block.getByRole('button', { name: 'Créer le jeton' }).click();
    await block.getByTestId('token-secret-value').waitFor();
    await page.getByText('tous vos jetons d\'accès personnels révoqués').waitFor();
  } finally {
    await context.close();
  }
});
