/**
 * The server's Content-Security-Policy in a real browser: the client's pages run under it without a single
 * violation, and the check itself works (an injected inline script is blocked and reported).
 */
import { DESKTOP, loginViaApi, newPage, uniqueUser, useBrowser } from './helpers';

const browser = useBrowser();

test('the pages of a signed-in knitter load under the CSP without violations', async () => {
  const { context, page, errors, consoleErrors } = await newPage(browser(), DESKTOP, { serviceWorkers: 'allow' });
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await loginViaApi(page, uniqueUser('csp'), { register: true, goto: '/account' });
  for (const path of ['/settings', '/feed', '/calculator', '/yarn', '/account']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(errors).toEqual([]);
  expect(consoleErrors.filter((e) => /Content Security Policy|CSP violation/i.test(e))).toEqual([]);
  await context.close();
});

test('an injected inline script is blocked and the violation is reported', async () => {
  const { context, page, errors } = await newPage(browser(), DESKTOP, { serviceWorkers: 'allow' });
  await page.goto('/');
  // An allowed inline script runs as it is appended: its effect is there (or not) as append returns.
  const ran = await page.evaluate(() => {
    const s = document.createElement('script');
    s.textContent = 'window.__injected = true';
    document.body.append(s);
    return (window as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  // The report comes when the browser gets to it: wait for it, however busy the machine.
  const reported = () => errors.some((e) => /script-src|Content Security Policy/i.test(e));
  while (!reported()) await page.waitForTimeout(50);
  await context.close();
});
