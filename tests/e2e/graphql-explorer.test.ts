/**
 * The API explorer in a real browser: /graphql opens GraphiQL served by Purlwise itself with the docs' examples as
 * tabs; an example runs and its answer shows, as a visitor, with a token pasted in its headers and as the logged-in
 * knitter, in English and French; no CSP violation and no request to another origin; once visited, it opens offline.
 */
import type { Page } from 'playwright-core';
import { BASE_URL, DESKTOP, gqlNode, newPage, seedItem, seedUser, shot, uniqueUser, useBrowser } from './helpers';
import { pageAs } from './seed';

const browser = useBrowser();

/** Every request of the page to an origin other than the server's (data: and blob: URLs are not requests out). */
function foreignRequests(page: Page): string[] {
  const out: string[] = [];
  page.on('request', (r) => {
    const url = r.url();
    if (!/^(data|blob):/.test(url) && new URL(url).origin !== new URL(BASE_URL).origin) out.push(url);
  });
  return out;
}

/** Chooses the tab of the example named `name`. */
async function choose(page: Page, name: string): Promise<void> {
  // GraphiQL 4 copies the editor into the tab chosen while its editors are still being set up (the second tab then
  // showed the first one's query): choose once the first tab's query is shown and the schema has been fetched.
  await page.locator('.graphiql-query-editor .CodeMirror-line', { hasText: 'query PublicFeed' }).waitFor();
  await page.waitForLoadState('networkidle');
  await page.getByRole('tab', { name }).click();
  await page.locator('.graphiql-query-editor .CodeMirror-line', { hasText: `query ${name}` }).waitFor();
}

/** Runs the example of the tab named `name` and answers the text of the response pane. */
async function run(page: Page, name: string, beforeRun?: () => Promise<void>): Promise<string> {
  await choose(page, name);
  await beforeRun?.();
  await page.getByRole('button', { name: /Execute query/ }).click();
  const response = page.locator('.graphiql-response');
  await response.getByText('"data"').waitFor();
  return (await response.textContent()) ?? '';
}

test('a visitor opens /graphql: GraphiQL with the docs\' examples, one runs, nothing from elsewhere, no CSP violation', async () => {
  const user = await seedUser(uniqueUser('gql'));
  await seedItem(user.token, { type: 'YARN', name: 'Explorer merino' });
  const { context, page, errors } = await newPage(browser(), DESKTOP);
  const foreign = foreignRequests(page);
  const res = await page.goto('/graphql');
  expect(res?.headers()['content-security-policy']).toContain("script-src 'self'");
  await page.getByRole('heading', { level: 1, name: 'Purlwise API explorer' }).waitFor();
  for (const tab of ['PublicFeed', 'FirstQuery', 'Paging', 'AnyObject', 'ItemById']) await page.getByRole('tab', { name: tab }).waitFor();
  await page.locator('.graphiql-query-editor').getByText('publicKnitItems(first: 5)').waitFor();
  const answer = await run(page, 'PublicFeed');
  // The feed's first five, from this server's data (the suite's other items may sort before the one seeded here).
  // The pane's text is the editor's, not plain JSON: read the count and the names from it.
  const totalCount = Number(/"totalCount":\s*(\d+)/.exec(answer)?.[1]);
  expect(totalCount).toBeGreaterThanOrEqual(1);
  expect(answer.match(/"name":/g)).toHaveLength(Math.min(5, totalCount));
  // The schema came from this server (GraphiQL introspects it): the documentation explorer lists the root types.
  await page.getByRole('link', { name: 'Back to Purlwise' }).waitFor();
  await shot(page, 'graphql-explorer-1280');
  // GraphiQL's dialogs lock the page's scroll with a stylesheet of their own: under the CSP too.
  await page.getByRole('button', { name: /settings/i }).click();
  await page.getByRole('dialog').waitFor();
  expect(await page.evaluate(() => document.adoptedStyleSheets.length)).toBeGreaterThan(0);
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  // A personal access token pasted in the headers editor: the visitor's examples run as the token's knitter.
  const created = await gqlNode<{ createPersonalAccessToken: { token: string } }>(
    'mutation($i: CreatePersonalAccessTokenInput!) { createPersonalAccessToken(input: $i) { token } }',
    { i: { name: 'explorer', scope: 'READ', password: user.password } }, user.token,
  );
  const pasteToken = async () => {
    await page.getByRole('button', { name: 'Headers' }).click();
    // The editor shown once the pane is named Headers; GraphiQL keeps the variables editor beside it, marked hidden
    // (with transitions cut short, Playwright could still find that one visible and the token went into the variables).
    await page.locator('section.graphiql-editor-tool[aria-label="Headers"] .graphiql-editor:not(.hidden) .CodeMirror').evaluate((el, token) => {
      (el as unknown as { CodeMirror: { setValue(v: string): void } }).CodeMirror.setValue(JSON.stringify({ Authorization: `Bearer ${token}` }));
    }, created.data.createPersonalAccessToken.token);
  };
  expect(await run(page, 'FirstQuery', pasteToken)).toContain(`"username": "${user.username}"`);
  expect(errors).toEqual([]);
  expect(foreign).toEqual([]);
  await context.close();
});

test('logged in, the examples run as the knitter; in French the page speaks French', async () => {
  const user = await seedUser(uniqueUser('gql'));
  const { context, page, errors } = await pageAs(browser(), user, '/graphql', DESKTOP, 'fr');
  const foreign = foreignRequests(page);
  await page.getByRole('heading', { level: 1, name: "Explorateur de l'API Purlwise" }).waitFor();
  await page.getByRole('link', { name: 'Retour à Purlwise' }).waitFor();
  const answer = await run(page, 'FirstQuery');
  expect(answer).toContain(`"username": "${user.username}"`);
  expect(errors).toEqual([]);
  expect(foreign).toEqual([]);
  await context.close();
});

test('once visited, the explorer opens offline (the service worker keeps its chunk)', async () => {
  const { context, page, errors } = await newPage(browser(), DESKTOP, { serviceWorkers: 'allow' });
  await page.goto('/graphql');
  await page.getByRole('tab', { name: 'PublicFeed' }).waitFor();
  await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === 'activated', undefined, { timeout: 60_000 });
  await context.setOffline(true);
  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'Purlwise API explorer' }).waitFor();
  await page.getByRole('tab', { name: 'PublicFeed' }).waitFor();
  await context.setOffline(false);
  expect(errors).toEqual([]);
  await context.close();
});
