/**
 * Webhooks over HTTP (issue #25 point 14, docs/api.md "Webhooks"), delivered to a receiver in this process (the test
 * servers allow loopback and retry after a second): signatures, retries after a 500, redelivery, the owner-only rule,
 * nothing for a write that failed, both doors, who may manage subscriptions, and the SSRF refusals.
 */
import fs from 'node:fs';
import path from 'node:path';
import { BASE, code, gql, gqlUpload, makeImage, newUser, type TestUser, uniqueName } from '../helpers/api';
import { importFile } from '../helpers/export';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startServer } = require('../helpers/servers') as { startServer: (db: string, env: Record<string, string>) => Promise<{ child: import('node:child_process').ChildProcess; url: string }> };
import type { CreatePersonalAccessTokenPayload, CreateWebhookSubscriptionPayload, DeleteWebhookSubscriptionPayload, KnitItem, Picture, WebhookDelivery, WebhookSubscription } from '../helpers/types';
import { startReceiver, verifySignature, type Delivery, type Receiver } from '../helpers/webhook-receiver';

const SUBSCRIBE = `mutation($i: CreateWebhookSubscriptionInput!) { createWebhookSubscription(input: $i) {
  secret webhookSubscription { id databaseId url events createdAt } } }`;
const LIST = `{ webhookSubscriptions { id url events } }`;
const DELIVERIES = `query($s: ID!) { webhookDeliveries(subscriptionId: $s) { id databaseId guid eventId event state attempts responseStatus error } }`;
const REDELIVER = `mutation($i: RedeliverWebhookInput!) { redeliverWebhook(input: $i) { webhookDelivery { id guid eventId state } } }`;
const UNSUBSCRIBE = `mutation($i: DeleteWebhookSubscriptionInput!) { deleteWebhookSubscription(input: $i) { deletedWebhookSubscriptionId } }`;
const CREATE = `mutation($i: CreateKnitItemInput!) { createKnitItem(input: $i) { item { id databaseId } } }`;
const UPDATE = `mutation($i: UpdateKnitItemInput!) { updateKnitItem(input: $i) { item { id } } }`;
const DELETE = `mutation($i: DeleteKnitItemInput!) { deleteKnitItem(input: $i) { deletedKnitItemId } }`;
const FAV = `mutation($i: FavoriteInput!) { favorite(input: $i) { item { id } } }`;
const ADD_PICTURE = `mutation($i: AddPictureInput!) { addPicture(input: $i) { picture { id databaseId } } }`;
const TOKEN = `mutation($i: CreatePersonalAccessTokenInput!) { createPersonalAccessToken(input: $i) { token } }`;
const ALL = ['ITEM_CREATED', 'ITEM_UPDATED', 'ITEM_DELETED', 'PICTURE_ADDED', 'FAVORITE_RECEIVED'];

/** The verification function of docs/api.md "Webhooks", as a receiver would paste it. */
const DOC = fs.readFileSync(path.resolve(__dirname, '..', '..', 'docs', 'api.md'), 'utf8');
const documented = /```js\n(const crypto = require[\s\S]*?function verifyPurlwiseSignature[\s\S]*?)```/.exec(DOC)?.[1] ?? '';
type Verify = (secret: string, header: unknown, body: string) => boolean;
// eslint-disable-next-line @typescript-eslint/no-implied-eval
const docsVerify = (new Function('require', `${documented}\nreturn verifyPurlwiseSignature;`) as (req: NodeJS.Require) => Verify)(require);

let receiver: Receiver;
beforeAll(async () => { receiver = await startReceiver(); });
afterAll(() => receiver.close());

interface Hook { id: string; secret: string; path: string }
type Ids = Pick<KnitItem, 'id' | 'databaseId'>;
/** A delivery as DELIVERIES selects it. */
type Logged = Omit<WebhookDelivery, 'createdAt' | 'lastAttemptAt'>;
interface Redelivered { redeliverWebhook: { webhookDelivery: Pick<WebhookDelivery, 'id' | 'guid' | 'eventId' | 'state'> } }
interface Listed { webhookSubscriptions: Array<Pick<WebhookSubscription, 'id' | 'url' | 'events'>> }
interface Subscribed { createWebhookSubscription: CreateWebhookSubscriptionPayload }
interface Made { createPersonalAccessToken: Pick<CreatePersonalAccessTokenPayload, 'token'> }

/** Subscribes `user` to `events` at a path of its own on the receiver. */
async function subscribe(user: TestUser, events = ALL, token = user.token): Promise<Hook> {
  const path = `/${uniqueName('hook')}`;
  const r = await gql<Subscribed>(SUBSCRIBE, { i: { url: receiver.url + path, events } }, { token });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return { id: r.data.createWebhookSubscription.webhookSubscription.id, secret: r.data.createWebhookSubscription.secret, path };
}

async function createItem(user: TestUser, input: Record<string, unknown> = {}): Promise<Ids> {
  const r = await gql<{ createKnitItem: { item: Ids } }>(CREATE, { i: { type: 'YARN', name: uniqueName('Hooked '), ...input } }, { token: user.token });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data.createKnitItem.item;
}

async function deliveries(user: TestUser, hook: Hook): Promise<Logged[]> {
  const r = await gql<{ webhookDeliveries: Logged[] }>(DELIVERIES, { s: hook.id }, { token: user.token });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data.webhookDeliveries;
}

/** Polls the delivery log until `check` holds for the delivery `guid` (or fails after a minute). */
async function settled(user: TestUser, hook: Hook, guid: string, check: (d: Logged) => boolean): Promise<Logged> {
  const end = Date.now() + 60_000;
  for (;;) {
    const found = (await deliveries(user, hook)).find((d) => d.guid === guid);
    if (found && check(found)) return found;
    if (Date.now() > end) throw new Error(`delivery ${guid}: ${JSON.stringify(found)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('deliveries', () => {
  test('an item created, updated, deleted and a picture added: signed JSON with the event, ids and fields', async () => {
    const ann = await newUser('wha');
    const hook = await subscribe(ann);
    const item = await createItem(ann, { producer: 'Drops', tags: ['wool'] });
    const [created] = await receiver.waitFor(hook.path, 1);
    expect(verifySignature(hook.secret, created.headers['purlwise-signature'], created.body)).toBe(true);
    expect(verifySignature('whsec_wrong', created.headers['purlwise-signature'], created.body)).toBe(false);
    // The function docs/api.md gives receivers agrees.
    expect(documented).not.toBe('');
    expect(docsVerify(hook.secret, created.headers['purlwise-signature'], created.body)).toBe(true);
    expect(docsVerify(hook.secret, created.headers['purlwise-signature'], created.body.replace('YARN', 'PATTERN'))).toBe(false);
    expect(docsVerify('whsec_wrong', created.headers['purlwise-signature'], created.body)).toBe(false);
    expect(created.headers['purlwise-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(created.headers['purlwise-event']).toBe('item.created');
    expect(created.headers['content-type']).toBe('application/json');
    expect(created.json).toMatchObject({ type: 'item.created', deliveryId: created.headers['purlwise-delivery'], redelivery: false,
      data: { item: { id: item.id, databaseId: item.databaseId, type: 'YARN', producer: 'Drops', tags: ['wool'], visibility: 'PUBLIC' } } });
    expect(Date.parse(created.json!.createdAt)).toBeGreaterThan(Date.now() - 60_000);

    expect((await gql(UPDATE, { i: { id: item.id, name: 'Renamed' } }, { token: ann.token })).errors).toBeUndefined();
    const picture = await gqlUpload<{ addPicture: { picture: Pick<Picture, 'id' | 'databaseId'> } }>(ADD_PICTURE, { i: { itemId: item.id, file: null } }, 'variables.i.file', { bytes: await makeImage() }, { token: ann.token });
    expect(picture.errors).toBeUndefined();
    expect((await gql(DELETE, { i: { id: item.id } }, { token: ann.token })).errors).toBeUndefined();
    const all = await receiver.waitFor(hook.path, 4);
    const byType = Object.fromEntries(all.map((r) => [r.json!.type, r.json!]));
    expect(byType['item.updated'].data.item).toMatchObject({ id: item.id, name: 'Renamed' });
    expect(byType['picture.added'].data.picture).toEqual(expect.objectContaining({
      id: picture.data.addPicture.picture.id, databaseId: picture.data.addPicture.picture.databaseId, item: { id: item.id, databaseId: item.databaseId } }));
    expect(byType['item.deleted'].data.item).toMatchObject({ id: item.id, name: 'Renamed' });
    for (const r of all) expect(verifySignature(hook.secret, r.headers['purlwise-signature'], r.body)).toBe(true);
  });

  test('after the receiver answers 500 the delivery is tried again, and the log says so', async () => {
    const ann = await newUser('whr');
    const hook = await subscribe(ann, ['ITEM_CREATED']);
    receiver.answer(hook.path, 500);
    await createItem(ann);
    const [first, second] = await receiver.waitFor(hook.path, 2);
    expect(second.headers['purlwise-delivery']).toBe(first.headers['purlwise-delivery']);
    expect(second.body).toBe(first.body);
    expect(verifySignature(hook.secret, second.headers['purlwise-signature'], second.body)).toBe(true);
    const logged = await settled(ann, hook, first.json!.deliveryId, (d) => d.state === 'DELIVERED');
    expect(logged).toMatchObject({ event: 'ITEM_CREATED', attempts: 2, responseStatus: 200, error: null });
  });

  test('redeliver sends the same event again as a new delivery', async () => {
    const ann = await newUser('whd');
    const hook = await subscribe(ann, ['ITEM_CREATED']);
    await createItem(ann);
    const [first] = await receiver.waitFor(hook.path, 1);
    const [logged] = await deliveries(ann, hook);
    const again = await gql<Redelivered>(REDELIVER, { i: { deliveryId: logged.id } }, { token: ann.token });
    expect(again.errors).toBeUndefined();
    expect(again.data.redeliverWebhook.webhookDelivery).toMatchObject({ eventId: first.json!.eventId, state: 'PENDING' });
    const [, second] = await receiver.waitFor(hook.path, 2);
    expect(second.json).toMatchObject({ eventId: first.json!.eventId, redelivery: true, deliveryId: again.data.redeliverWebhook.webhookDelivery.guid, data: first.json!.data });
    expect(second.headers['purlwise-delivery']).toBe(again.data.redeliverWebhook.webhookDelivery.guid);
    expect(verifySignature(hook.secret, second.headers['purlwise-signature'], second.body)).toBe(true);
    // Someone else can neither redeliver it nor read the log.
    const bob = await newUser('whd');
    expect(code(await gql(REDELIVER, { i: { deliveryId: logged.id } }, { token: bob.token }))).toBe('NOT_FOUND');
    expect(code(await gql(DELIVERIES, { s: hook.id }, { token: bob.token }))).toBe('NOT_FOUND');
  });

  test('the REST door tells the same events', async () => {
    const ann = await newUser('whrest');
    const hook = await subscribe(ann, ['ITEM_CREATED']);
    const token = (await gql<Made>(TOKEN, { i: { name: 'rest', scope: 'WRITE', password: ann.password } }, { token: ann.token })).data.createPersonalAccessToken.token;
    const res = await fetch(`${BASE}/api/v1/knit/yarn/`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ name: 'From REST' }) });
    expect(res.status).toBeLessThan(300);
    const [got] = await receiver.waitFor(hook.path, 1);
    expect(got.json!.data.item).toMatchObject({ name: 'From REST', type: 'YARN' });
  });
});

describe('docs/api.md "Webhooks"', () => {
  test('its mutation works (with the receiver as the URL), and its delivery has the shape and headers of a real one', async () => {
    const ann = await newUser('whdoc');
    const operation = /```graphql\n(mutation \{\n {2}createWebhookSubscription[\s\S]*?)```/.exec(DOC)?.[1];
    expect(operation).toBeDefined();
    const path = `/${uniqueName('doc')}`;
    const made = await gql<Subscribed>(operation!.replace('https://tools.example/purlwise', receiver.url + path), {}, { token: ann.token });
    expect(made.errors).toBeUndefined();
    expect(made.data.createWebhookSubscription.webhookSubscription.events).toEqual(['ITEM_CREATED', 'FAVORITE_RECEIVED']);
    await createItem(ann, { name: 'Merino Soft' });
    const [got] = await receiver.waitFor(path, 1);
    const example = /```http\n([\s\S]*?)```/.exec(DOC)![1].trim().split('\n');
    const documented = JSON.parse(example[example.length - 1]) as Delivery;
    const keys = (o: object) => Object.keys(o).sort();
    expect(keys(got.json!)).toEqual(keys(documented));
    expect(keys(got.json!.data.item!)).toEqual(keys(documented.data.item!));
    const headers = example.slice(1, example.indexOf('')).map((line) => line.split(':')[0].toLowerCase());
    for (const name of headers) expect([name, got.headers[name]]).toEqual([name, expect.any(String)]);
  });
});

describe('giving up', () => {
  // A server of its own, whose deliveries get two attempts: the job carries its count, whichever server runs it.
  let server: { child: import('node:child_process').ChildProcess; url: string };
  beforeAll(async () => { server = await startServer(process.env.PURLWISE_TEST_DATABASE_URL as string, { WEBHOOK_MAX_ATTEMPTS: '2' }); });
  afterAll(() => { server?.child.kill('SIGTERM'); });

  test('after its last failed attempt a delivery is FAILED, and nothing more is sent until it is redelivered', async () => {
    const ann = await newUser('whg');
    const hook = await subscribe(ann, ['ITEM_CREATED']);
    receiver.answer(hook.path, 503, 500);
    const made = await gql(CREATE, { i: { type: 'YARN', name: 'Unlucky' } }, { token: ann.token, base: server.url });
    expect(made.errors).toBeUndefined();
    const [first] = await receiver.waitFor(hook.path, 2);
    const failed = await settled(ann, hook, first.json!.deliveryId, (d) => d.state === 'FAILED');
    expect(failed).toMatchObject({ attempts: 2, responseStatus: 500, error: null });
    expect(receiver.on(hook.path).length).toBe(2);
    const again = await gql<Redelivered>(REDELIVER, { i: { deliveryId: failed.id } }, { token: ann.token });
    expect(again.errors).toBeUndefined();
    const [, , third] = await receiver.waitFor(hook.path, 3);
    expect(third.json).toMatchObject({ eventId: first.json!.eventId, redelivery: true });
    await settled(ann, hook, again.data.redeliverWebhook.webhookDelivery.guid, (d) => d.state === 'DELIVERED');
  });
});

describe('whose events', () => {
  test('no event of another knitter\'s item; a private item\'s events go to its owner only', async () => {
    const [ann, bob] = await Promise.all([newUser('who'), newUser('who')]);
    const [annHook, bobHook] = await Promise.all([subscribe(ann), subscribe(bob)]);
    const bobs = await createItem(bob);
    const secret = await createItem(ann, { visibility: 'PRIVATE', name: 'Secret stash' });
    // The delivery rows are written with the write: the logs are final now.
    expect((await deliveries(ann, annHook)).length).toBe(1);
    expect((await deliveries(bob, bobHook)).length).toBe(1);
    const [annGot] = await receiver.waitFor(annHook.path, 1);
    const [bobGot] = await receiver.waitFor(bobHook.path, 1);
    expect(annGot.json!.data.item).toMatchObject({ id: secret.id, name: 'Secret stash', visibility: 'PRIVATE' });
    expect(bobGot.json!.data.item!.id).toBe(bobs.id);
    expect(receiver.received.filter((r) => r.body.includes('Secret stash')).map((r) => r.path)).toEqual([annHook.path]);
  });

  test('a favourite received goes to the item\'s owner and names the other knitter by username only', async () => {
    const [ann, bob] = await Promise.all([newUser('whf'), newUser('whf')]);
    const [annHook, bobHook] = await Promise.all([subscribe(ann, ['FAVORITE_RECEIVED']), subscribe(bob)]);
    const item = await createItem(ann, { name: 'Much loved' });
    expect((await gql(FAV, { i: { itemId: item.id } }, { token: bob.token })).errors).toBeUndefined();
    // Saving it again changes nothing, and tells nothing.
    expect((await gql(FAV, { i: { itemId: item.id } }, { token: bob.token })).errors).toBeUndefined();
    const [got] = await receiver.waitFor(annHook.path, 1);
    expect(got.json!.type).toBe('favorite.received');
    expect(got.json!.data).toEqual({ item: { id: item.id, databaseId: item.databaseId, name: 'Much loved' }, by: { username: bob.username } });
    expect(got.body).not.toContain(bob.email);
    expect((await deliveries(ann, annHook)).length).toBe(1);
    expect(await deliveries(bob, bobHook)).toEqual([]);
  });

  test('a write that fails validation, or rolls back, sends nothing', async () => {
    const ann = await newUser('whv');
    const hook = await subscribe(ann);
    const tooLong = await gql(CREATE, { i: { type: 'YARN', name: 'x'.repeat(5000) } }, { token: ann.token });
    expect(code(tooLong)).toBe('BAD_USER_INPUT');
    const pattern = await createItem(ann, { type: 'PATTERN' });
    // Refused inside the transaction (a weight class on a pattern), after the item was locked.
    expect(code(await gql(UPDATE, { i: { id: pattern.id, weightClass: 'LIGHT' } }, { token: ann.token }))).toBe('BAD_USER_INPUT');
    const logged = await deliveries(ann, hook);
    expect(logged.map((d) => d.event)).toEqual(['ITEM_CREATED']);
    const got = await receiver.waitFor(hook.path, 1);
    expect(got.map((r) => r.json!.data.item!.id)).toEqual([pattern.id]);
  });

  test('an item whose write rolls back after its event was written sends nothing (an import refusing one item)', async () => {
    const ann = await newUser('whi');
    const hook = await subscribe(ann, ['ITEM_CREATED']);
    // The import writes each item in one transaction: the item (its item.created is written then), then its colours;
    // an undescribed colour is refused, and the item with its delivery is rolled back.
    const doc = { format: 'purlwise-export', version: 1, calculators: [], items: [
      { type: 'yarn', name: 'Imported fine' },
      { type: 'yarn', name: 'Imported broken', colours: [{ textDescription: '', codeDescription: '' }] },
    ] };
    const r = await importFile(ann, Buffer.from(JSON.stringify(doc)), 'export.json');
    expect(r.errors).toBeUndefined();
    expect(r.data.importData.items).toEqual({ created: 1, skipped: 0, refused: 1 });
    const logged = await deliveries(ann, hook);
    expect(logged.map((d) => d.event)).toEqual(['ITEM_CREATED']);
    const [got] = await receiver.waitFor(hook.path, 1);
    expect(got.json!.data.item!.name).toBe('Imported fine');
    expect(receiver.received.filter((x) => x.body.includes('Imported broken'))).toEqual([]);
  });
});

describe('subscriptions', () => {
  test('the secret is shown once; listing, deleting; a read token may not manage them, a write token may', async () => {
    const ann = await newUser('whs');
    const hook = await subscribe(ann, ['ITEM_CREATED', 'ITEM_CREATED', 'ITEM_DELETED']);
    expect(hook.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const listed = await gql<Listed>(LIST, {}, { token: ann.token });
    expect(listed.data.webhookSubscriptions).toEqual([{ id: hook.id, url: receiver.url + hook.path, events: ['ITEM_CREATED', 'ITEM_DELETED'] }]);
    expect(JSON.stringify(listed.data)).not.toContain(hook.secret);

    const token = async (scope: string) => (await gql<Made>(TOKEN, { i: { name: scope, scope, password: ann.password } }, { token: ann.token })).data.createPersonalAccessToken.token;
    const read = await token('READ');
    expect(code(await gql(LIST, {}, { token: read }))).toBe('FORBIDDEN');
    const readCreate = await gql(SUBSCRIBE, { i: { url: `${receiver.url}/r`, events: ['ITEM_CREATED'] } }, { token: read });
    expect([readCreate.status, code(readCreate)]).toEqual([403, 'FORBIDDEN']);
    const write = await token('WRITE');
    const made = await subscribe(ann, ['ITEM_UPDATED'], write);
    expect((await gql<Listed>(LIST, {}, { token: write })).data.webhookSubscriptions.map((s) => s.id)).toEqual([made.id, hook.id]);

    const bob = await newUser('whs');
    expect(code(await gql(UNSUBSCRIBE, { i: { id: hook.id } }, { token: bob.token }))).toBe('NOT_FOUND');
    const gone = await gql<{ deleteWebhookSubscription: Pick<DeleteWebhookSubscriptionPayload, 'deletedWebhookSubscriptionId'> }>(UNSUBSCRIBE, { i: { id: hook.id } }, { token: ann.token });
    expect(gone.data.deleteWebhookSubscription.deletedWebhookSubscriptionId).toBe(hook.id);
    await createItem(ann);
    expect((await gql<Listed>(LIST, {}, { token: ann.token })).data.webhookSubscriptions.map((s) => s.id)).toEqual([made.id]);
    expect(code(await gql(DELIVERIES, { s: hook.id }, { token: ann.token }))).toBe('NOT_FOUND');
    expect(code(await gql(LIST, {}))).toBe('UNAUTHENTICATED');
  });

  test.each([
    ['ftp://example.com/hook', 'https:// or http://'],
    ['not a url', 'not valid'],
    ['http://10.0.0.1/hook', 'private'],
    ['http://169.254.169.254/latest/meta-data', 'private'],
    ['http://[::ffff:192.168.1.1]/hook', 'private'],
    ['http://[fd00::1]/hook', 'private'],
    ['http://[::ffff:169.254.169.254]/latest', 'private'],
    ['http://0.0.0.0:4000/', 'private'],
    ['http://[::]/', 'private'],
    ['http://100.64.0.1/', 'private'],
    ['http://172.20.0.5:8080/', 'private'],
    ['http://user:pw@example.com/hook', 'user name'],
  ])('refuses %s', async (url, says) => {
    const ann = await newUser('whu');
    const r = await gql(SUBSCRIBE, { i: { url, events: ['ITEM_CREATED'] } }, { token: ann.token });
    expect(code(r)).toBe('BAD_USER_INPUT');
    expect(r.errors?.[0].message).toContain(says);
  });

  test('an empty list of events is refused', async () => {
    const ann = await newUser('whu');
    expect(code(await gql(SUBSCRIBE, { i: { url: `${receiver.url}/x`, events: [] } }, { token: ann.token }))).toBe('BAD_USER_INPUT');
  });
});
