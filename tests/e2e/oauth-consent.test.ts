/**
 * OAuth apps in a real browser (issue #25 point 13): a developer registers an app in Settings; the app sends a
 * knitter to Purlwise, whose consent page names the app and what it asks for, in English and in French (a visitor
 * logs in first and comes back to it); Allow sends the browser back to the app with a code that openid-client
 * exchanges; the knitter revokes the app in Settings and its token is refused at once.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { DESKTOP, loginViaApi, newPage, seedUser, shot, uniqueUser, useBrowser } from './helpers';
import { ISSUER_ORIGIN, client, discover, startFlow } from '../helpers/oauth';

const browser = useBrowser();
/** The app's own address, a server in the test process that answers a blank page (the code is read from the URL). */
let app: http.Server;
let REDIRECT_URI: string;
beforeAll(async () => {
  app = http.createServer((_req, res) => { res.end('back at the app'); });
  await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve));
  REDIRECT_URI = `http://127.0.0.1:${(app.address() as AddressInfo).port}/callback`;
});
afterAll(async () => {
  await new Promise((resolve) => app?.close(resolve));
});

/** A page on the issuer's origin (localhost), where the authorisation server's cookies live. */
async function appBrowser(locale: 'en' | 'fr') {
  const opened = await newPage(browser(), DESKTOP, { baseURL: ISSUER_ORIGIN });
  if (locale === 'fr') await opened.context.addInitScript(() => localStorage.setItem('locale', 'fr'));
  return opened;
}

/** Waits until the browser is back at the app; its address (with the code, or the error). */
async function backAtApp(page: Page): Promise<URL> {
  await page.waitForURL((url) => url.toString().startsWith(REDIRECT_URI));
  return new URL(page.url());
}

const asApp = (token: string) => fetch(`${ISSUER_ORIGIN}/graphql`, {
  method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ query: '{ me { username } }' }),
});

test('register an app in Settings, allow it on the consent page (English), then revoke it in Settings', async () => {
  const developer = await seedUser(uniqueUser('dev'));
  const dev = await appBrowser('en');
  let clientId: string;
  try {
    await loginViaApi(dev.page, developer, { goto: '/settings' });
    const block = dev.page.getByTestId('oauth-apps');
    await block.getByTestId('apps-empty').waitFor();
    await block.getByLabel('App name').fill('Stash Counter');
    await block.getByTestId('app-redirect-uris').fill(REDIRECT_URI);
    await block.getByRole('button', { name: 'Register the app' }).click();
    await block.getByTestId('app-registered').waitFor();
    clientId = (await block.getByTestId('app-row').filter({ hasText: 'Stash Counter' }).getByTestId('app-client-id').textContent())!;
    expect(clientId).toMatch(/^app_/);
    expect(dev.errors).toEqual([]);
  } finally {
    await dev.context.close();
  }

  const knitter = await seedUser(uniqueUser('knit'));
  const config = await discover(clientId);
  const flow = await startFlow(config, 'library:read library:write profile:read', { redirect_uri: REDIRECT_URI });
  const { context, page, errors } = await appBrowser('en');
  try {
    await loginViaApi(page, knitter, { goto: flow.url.toString() });
    await page.getByRole('heading', { name: 'Allow Stash Counter?' }).waitFor();
    const consent = page.getByTestId('consent');
    await consent.getByText(`Stash Counter (${developer.username}) asks to use your Purlwise account ${knitter.username}.`, { exact: false }).waitFor();
    expect(await consent.getByTestId('consent-scopes').locator('li').allTextContents()).toEqual([
      'Read your library: items, pictures, colours and calculators, private ones included',
      'Change your library: add, edit and delete items, pictures, colours and calculators',
      'Read your profile and account details',
    ]);
    await consent.getByText(`You will then be sent back to ${new URL(REDIRECT_URI).host}.`).waitFor();
    await shot(page, 'oauth-consent-en');
    await consent.getByRole('button', { name: 'Allow' }).click();
    const back = await backAtApp(page);
    expect(back.searchParams.get('code')).toBeTruthy();
    const tokens = await client.authorizationCodeGrant(config, back, { pkceCodeVerifier: flow.verifier, expectedState: flow.state });
    expect(((await (await asApp(tokens.access_token)).json()) as { data: { me: { username: string } } }).data.me.username).toBe(knitter.username);

    await page.goto('/settings');
    const row = page.getByTestId('oauth-apps').getByTestId('connected-app').filter({ hasText: 'Stash Counter' });
    await row.getByText(`by ${developer.username}`).waitFor();
    await row.getByText('Read your library', { exact: false }).waitFor();
    await row.getByTestId('connected-revoke').click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke access' }).click();
    await shot(page, 'oauth-settings-en', { fullPage: true });
    await page.getByTestId('oauth-apps').getByTestId('connected-empty').waitFor();
    expect((await asApp(tokens.access_token)).status).toBe(401);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

test('in French, a visitor logs in first, comes back to the consent page and denies the app', async () => {
  const developer = await seedUser(uniqueUser('dev'));
  const registered = await fetch(`${ISSUER_ORIGIN}/graphql`, {
    method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${developer.token}` },
    body: JSON.stringify({ query: 'mutation($i: RegisterOAuthAppInput!) { registerOAuthApp(input: $i) { oauthApp { clientId } } }', variables: { i: { name: 'Compte-rangs', redirectUris: [REDIRECT_URI] } } }),
  });
  const { clientId } = ((await registered.json()) as { data: { registerOAuthApp: { oauthApp: { clientId: string } } } }).data.registerOAuthApp.oauthApp;
  const config = await discover(clientId);
  const flow = await startFlow(config, 'library:read', { redirect_uri: REDIRECT_URI });
  const knitter = await seedUser(uniqueUser('tric'));
  const { context, page, errors } = await appBrowser('fr');
  try {
    await page.goto(flow.url.toString());
    // The consent page needs a login: the dialog opens, and the page comes back after it.
    const form = page.getByTestId('login-form');
    await form.locator('input[name=username]').fill(knitter.username);
    await form.locator('input[name=password]').fill(knitter.password);
    await form.locator('input[name=password]').press('Enter');
    await page.getByRole('heading', { name: 'Autoriser Compte-rangs ?' }).waitFor();
    expect(await page.getByTestId('consent-scopes').locator('li').allTextContents()).toEqual([
      'Lire votre bibliothèque : éléments, photos, couleurs et calculatrices, y compris les privés',
    ]);
    await page.getByText('Elle ne pourra jamais voir ni changer votre mot de passe', { exact: false }).waitFor();
    await shot(page, 'oauth-consent-fr');
    await page.getByRole('button', { name: 'Refuser' }).click();
    const back = await backAtApp(page);
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('state')).toBe(flow.state);

    // A request the server cannot send back to the app is explained by the client, in French.
    await page.goto(`${ISSUER_ORIGIN}/oauth/auth?client_id=nope&response_type=code&scope=library:read`);
    await page.getByRole('heading', { name: 'La demande de l’application n’a pas pu aboutir' }).waitFor();
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});
