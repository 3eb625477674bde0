/**
 * axe-core on every screen a knitter uses, in English and French (issue #12): no serious and no critical violation
 * on the feed, the account page, the yarn editor, the colour modal, the calculator and the settings.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { DESKTOP, gqlNode, pngBytes, seedItem, settled, seedUser, uniqueUser, useBrowser } from './helpers';
import { pageAs, seedCalculator, seedColour } from './seed';

const browser = useBrowser();

/** The serious and critical violations on the page as it is now, one line each (rule, impact, where). */
async function seriousViolations(page: Page, screen: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${screen}: ${v.id} (${v.impact}) at ${n.target.join(' ')}: ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`));
}

/** Opens each screen in turn (as `locale`) and collects what axe finds. */
async function auditScreens(locale: 'en' | 'fr'): Promise<string[]> {
  const user = await seedUser(uniqueUser('a11y'));
  const id = await seedItem(user.token, { type: 'YARN', name: 'Highland Wool', producer: 'Drops', weight: '50 g' }, pngBytes(200));
  await seedItem(user.token, { type: 'PATTERN', name: 'Cabled Beanie', tags: ['hat'] });
  await seedColour(user.token, id, { textDescription: 'Heather', codeDescription: 'H-12' }, pngBytes(80, [90, 107, 60]));
  await seedCalculator(user.token, 'Swatch', { tensionRows: 20, tensionWidth: 10, resultWidth: 50, resultRows: 100 });
  // Another knitter's yarn that a third one saved: the feed shows its heart with a count (a named button with text).
  const other = await seedUser(uniqueUser('a11y-other'));
  const saved = await seedItem(other.token, { type: 'YARN', name: 'Alpaca Cloud', producer: 'Sandnes' });
  const fan = await seedUser(uniqueUser('a11y-fan'));
  const fav = await gqlNode('mutation F($i: FavoriteInput!) { favorite(input: $i) { item { favoriteCount } } }', { i: { itemId: saved } }, fan.token);
  expect(fav.errors).toBeUndefined();
  // The locale is remembered before the app first loads, and the page opens on the first screen audited.
  const { context, page } = await pageAs(browser(), user, '/feed', DESKTOP, 'en', { storage: { locale } });
  const found: string[] = [];
  const visit = async (path: string, ready: string, screen: string) => {
    if (new URL(page.url()).pathname !== path) await page.goto(path);
    await page.getByTestId(ready).first().waitFor();
    await page.waitForLoadState('networkidle');
    found.push(...await seriousViolations(page, screen));
  };
  await visit('/feed', 'knit-card', 'feed');
  expect(await page.locator('.favourite__count').count()).toBeGreaterThan(0);
  await visit('/account', 'knit-card', 'account');
  await visit(`/yarn/${id}`, 'colour-card', 'yarn edit');
  await page.getByTestId('colour-card').first().click();
  await page.getByTestId('colour-modal').waitFor();
  await settled(page); // the modal fades in (docs/product.md §9): audit it once it is fully shown
  found.push(...await seriousViolations(page, 'colour modal'));
  await visit('/calculator', 'calc-card', 'calculator');
  await visit('/settings', 'profile-form', 'settings');
  await context.close();
  return found;
}

// Six pages and six axe runs per test: on a loaded 2-core machine that takes longer than the helpers' 90 s.
const AUDIT_TIMEOUT = 300_000;

test('no serious or critical axe violation on any screen, in English', async () => {
  expect(await auditScreens('en')).toEqual([]);
}, AUDIT_TIMEOUT);

test('no serious or critical axe violation on any screen, in French', async () => {
  expect(await auditScreens('fr')).toEqual([]);
}, AUDIT_TIMEOUT);
