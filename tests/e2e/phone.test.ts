/** On a 375 px phone the work comes first: the profile panel is a compact header with a "Profile" disclosure (issue #12). */
import type { Locator } from 'playwright-core';
import { PHONE, seedItem, seedUser, uniqueUser, useBrowser } from './helpers';
import { pageAs, seedCalculator } from './seed';

const browser = useBrowser();

/** The top of an element in the page (px from the top of the document). */
const top = (el: Locator) => el.evaluate((e) => Math.round(e.getBoundingClientRect().top + window.scrollY));

test('at 375 px the calculator and the yarn form start near the top; the profile opens on demand', async () => {
  const user = await seedUser(uniqueUser('phone'));
  await seedCalculator(user.token, 'Swatch');
  const id = await seedItem(user.token, { type: 'YARN', name: 'Highland Wool' });
  const { context, page, errors } = await pageAs(browser(), user, '/calculator', PHONE);

  const calc = page.getByTestId('calc-card').first();
  await calc.waitFor();
  expect(await top(calc)).toBeLessThan(300);
  const panel = page.getByTestId('profile-panel');
  expect((await panel.boundingBox())?.height).toBeLessThan(100);

  // The rest of the profile is one press away, and the press is announced.
  const toggle = page.getByRole('button', { name: 'Profile' });
  const edit = panel.getByRole('link', { name: 'Edit profile' });
  expect(await edit.isVisible()).toBe(false);
  expect(await toggle.getAttribute('aria-expanded')).toBe('false');
  await toggle.click();
  expect(await toggle.getAttribute('aria-expanded')).toBe('true');
  await edit.waitFor();

  await page.goto(`/yarn/${id}`);
  // The Info card (the form) comes first on phones, before the pictures.
  const form = page.locator('.item-info');
  await form.waitFor();
  // Above it only the title and the banner naming the yarn being edited (issue #26 point 5).
  const banner = page.getByTestId('editing-banner');
  await banner.waitFor();
  const bannerHeight = (await banner.boundingBox())?.height ?? 0;
  expect(bannerHeight).toBeLessThan(120);
  expect(await top(form)).toBeLessThan(300 + bannerHeight);
  expect(await top(page.getByLabel('Name', { exact: true }))).toBeLessThan(400 + bannerHeight);
  expect(await top(form)).toBeLessThan(await top(page.getByTestId('pictures-block')));

  await page.goto('/account');
  await page.getByTestId('knit-card').first().waitFor();
  expect(await top(page.getByTestId('knit-card').first())).toBeLessThan(400);
  expect(errors).toEqual([]);
  await context.close();
});

test('at 1440 px the profile panel stays whole, without the disclosure', async () => {
  const user = await seedUser(uniqueUser('phone'));
  const { context, page } = await pageAs(browser(), user, '/account', { width: 1440, height: 900 });
  const panel = page.getByTestId('profile-panel');
  await panel.getByRole('link', { name: 'Edit profile' }).waitFor();
  expect(await page.getByTestId('profile-toggle').isVisible()).toBe(false);
  await context.close();
});
