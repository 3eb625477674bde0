/** Deleting asks first, names what goes, and says what happened; a calculator can be brought back (issue #12). */
import { pngBytes, seedItem, seedUser, uniqueUser, useBrowser } from './helpers';
import { pageAs, seedCalculator, seedColour } from './seed';

const browser = useBrowser();

test('deleting a yarn asks first, naming its pictures and colours; Escape keeps it, confirming deletes it', async () => {
  const user = await seedUser(uniqueUser('del'));
  const id = await seedItem(user.token, { type: 'YARN', name: 'Highland Wool' }, [pngBytes(80), pngBytes(90)]);
  await seedColour(user.token, id, { textDescription: 'Heather' });
  const { context, page } = await pageAs(browser(), user, `/yarn/${id}`);
  await page.getByRole('button', { name: 'Delete yarn' }).click();
  const dialog = page.getByRole('alertdialog', { name: "Delete 'Highland Wool' with 2 pictures and 1 colour?" });
  await dialog.waitFor();
  // Focus starts on Cancel and stays inside the dialog.
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
  for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
  expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  expect(page.url()).toMatch(new RegExp(`/yarn/${id}$`));

  await page.getByRole('button', { name: 'Delete yarn' }).click();
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.waitForURL(/\/account$/);
  await context.close();
});

test('deleting a calculator asks, says it is deleted, and Undo brings it back with its numbers', async () => {
  const user = await seedUser(uniqueUser('del'));
  await seedCalculator(user.token, 'Raglan', { tensionRows: 20, tensionWidth: 10, resultWidth: 50, resultRows: 100 });
  const { context, page } = await pageAs(browser(), user, '/calculator');
  const card = page.getByTestId('calc-card');
  await card.first().waitFor();
  await card.first().getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog', { name: "Delete the calculator 'Raglan'?" });
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByTestId('calc-notice').getByText("'Raglan' deleted.").waitFor();
  await card.first().waitFor({ state: 'detached' });
  await page.getByTestId('calc-notice').getByRole('button', { name: 'Undo' }).click();
  await page.getByTestId('calc-notice').getByText("'Raglan' is back.").waitFor();
  await card.first().waitFor();
  expect(await card.first().locator('input[data-measure="resultRows"]').inputValue()).toBe('100');
  expect(await card.first().locator('input[data-measure="resultWidth"]').inputValue()).toBe('50');
  await context.close();
});
