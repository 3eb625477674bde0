/**
 * Settings, webhooks in a real browser: a private URL is refused; a webhook is added (its secret shown once) to a
 * receiver in this process; an item made by a tool is delivered, the delivery is listed and redelivered; deleting
 * asks first. In English, then the card in French.
 */
import { startReceiver, verifySignature, type Receiver } from '../helpers/webhook-receiver';
import { gqlNode, seedUser, submitRefused, uniqueUser, useBrowser } from './helpers';
import { pageAs } from './seed';

const browser = useBrowser();
let receiver: Receiver;
beforeAll(async () => { receiver = await startReceiver(); });
afterAll(async () => { await receiver?.close(); });

test('add a webhook, see a delivery, redeliver it, delete the webhook', async () => {
  const user = await seedUser(uniqueUser('hook'));
  const { context, page, errors } = await pageAs(browser(), user, '/settings');
  try {
    const block = page.getByTestId('webhooks');
    await block.getByTestId('webhooks-empty').waitFor();
    await block.getByLabel('URL that receives the events').fill('http://10.1.2.3/hook');
    await submitRefused(block, 'Add the webhook', 'webhook-error', 'This URL points at a private address; webhooks go to public addresses only');

    await block.getByLabel('URL that receives the events').fill(`${receiver.url}/e2e`);
    await block.getByTestId('webhook-event-ITEM_UPDATED').uncheck();
    await block.getByRole('button', { name: 'Add the webhook' }).click();
    const secret = (await block.getByTestId('webhook-secret-value').textContent())!;
    expect(secret).toMatch(/^whsec_/);
    const row = block.getByTestId('webhook-row').filter({ hasText: `${receiver.url}/e2e` });
    await row.getByText('Item created, Item deleted, Picture added, Favorite received').waitFor();

    const made = await gqlNode('mutation { createKnitItem(input: { type: YARN, name: "Hooked yarn" }) { item { id } } }', {}, user.token);
    expect(made.errors).toBeUndefined();
    const [got] = await receiver.waitFor('/e2e', 1);
    expect(verifySignature(secret, got.headers['purlwise-signature'], got.body)).toBe(true);

    await row.getByTestId('webhook-toggle-deliveries').click();
    const delivery = row.getByTestId('webhook-delivery').first();
    await delivery.getByText('Item created').waitFor();
    // The list shows what the log held when it was read: refresh until the attempt is in.
    while (!(await delivery.getByText('Delivered').count())) {
      await row.getByRole('button', { name: 'Refresh' }).click();
      await page.waitForTimeout(100);
    }
    await delivery.getByText('answered 200').waitFor();
    await delivery.getByTestId('webhook-redeliver').click();
    await row.getByText('Sent again.').waitFor();
    const [, again] = await receiver.waitFor('/e2e', 2);
    expect(again.json!.eventId).toBe(got.json!.eventId);
    await row.getByTestId('webhook-delivery').nth(1).waitFor();

    await row.getByTestId('webhook-delete').click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await block.getByTestId('webhooks-empty').waitFor();
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

test('the webhooks card speaks French', async () => {
  const user = await seedUser(uniqueUser('hook'));
  const { context, page } = await pageAs(browser(), user, '/settings', undefined, 'fr');
  try {
    const block = page.getByTestId('webhooks');
    await block.getByText('Aucun webhook pour l’instant.').waitFor();
    await submitRefused(block, 'Ajouter le webhook', 'webhook-error', 'Indiquez l’URL qui reçoit les événements');
    await block.getByLabel('URL qui reçoit les événements').fill('ftp://example.com/');
    await submitRefused(block, 'Ajouter le webhook', 'webhook-error', 'Indiquez une URL commençant par https:// ou http://');
  } finally {
    await context.close();
  }
});
