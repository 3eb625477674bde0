/**
 * The authorisation matrix's entries for the platform's own operations (webhooks, OAuth apps): each acts on the
 * caller's own things, made by the call itself, so none of them is in the world's fingerprint (tests/api/webhooks.test.ts
 * and tests/api/oauth.test.ts check what they do). Kept apart from authz.test.ts, which lists the library's operations.
 */
import type { GqlAnswer } from '../resilience/lib';
import type { KnitItem, OAuthApp, WebhookDelivery, WebhookSubscription } from '../helpers/types';
import { globalId, type Ctx } from './matrix';

/** An entry of the matrix for an operation on the caller's own things. */
interface OwnOp { cat: 'ownRead' | 'selfWrite'; writes: boolean; call(x: Ctx): Promise<GqlAnswer> }

/** The global id (Node interface) of the `type` whose database id is `id`. */

/** A webhook subscription of the caller's (null for a visitor, who cannot make one). */
const WEBHOOK = { url: 'http://127.0.0.1:9/matrix', events: ['PICTURE_ADDED'] };
/** What a made subscription answers (null for a visitor). */
type NewHook = { createWebhookSubscription: { webhookSubscription: Pick<WebhookSubscription, 'id'> } | null };
/** What a registered app answers (null for a visitor). */
type NewApp = { registerOAuthApp: { oauthApp: Pick<OAuthApp, 'databaseId'> } | null };
async function newWebhook(x: Ctx, events = WEBHOOK.events): Promise<string | null> {
  const r = await x.client.gql<NewHook>('mutation M($i: CreateWebhookSubscriptionInput!) { createWebhookSubscription(input: $i) { webhookSubscription { id } } }', { i: { ...WEBHOOK, events } });
  return r.data?.createWebhookSubscription?.webhookSubscription?.id ?? null;
}
const dropWebhook = (x: Ctx, id: string) => x.client.gql('mutation M($i: DeleteWebhookSubscriptionInput!) { deleteWebhookSubscription(input: $i) { deletedWebhookSubscriptionId } }', { i: { id } });
const REGISTER_APP = 'mutation M($i: RegisterOAuthAppInput!) { registerOAuthApp(input: $i) { oauthApp { databaseId } } }';

export const PLATFORM_OPS: Record<string, OwnOp> = {
  // Webhooks: the caller's own subscriptions (not in the world's fingerprint). Each call makes what it needs and
  // removes it; the URL is loopback (allowed on test servers) on the discard port, and nothing is sent to it.
  webhookSubscriptions: { cat: 'ownRead', writes: false, call: (x) => x.client.gql('{ webhookSubscriptions { id url events } }') },
  webhookDeliveries: { cat: 'ownRead', writes: false, call: async (x) => {
    const id = await newWebhook(x);
    const r = await x.client.gql('query Q($s: ID!) { webhookDeliveries(subscriptionId: $s) { id state } }', { s: id ?? globalId('WebhookSubscription', 1) });
    if (id) await dropWebhook(x, id);
    return r;
  } },
  createWebhookSubscription: { cat: 'selfWrite', writes: false, call: async (x) => {
    const r = await x.client.gql<NewHook>(`mutation M($i: CreateWebhookSubscriptionInput!) { createWebhookSubscription(input: $i) { webhookSubscription { id } } }`, { i: WEBHOOK });
    const id = r.data?.createWebhookSubscription?.webhookSubscription?.id;
    if (id) await dropWebhook(x, id);
    return r;
  } },
  deleteWebhookSubscription: { cat: 'selfWrite', writes: false, call: async (x) => dropWebhook(x, (await newWebhook(x)) ?? globalId('WebhookSubscription', 1)) },
  // Redelivers a delivery of the caller's own: a subscription to ITEM_DELETED, an item of the caller's made and deleted.
  redeliverWebhook: { cat: 'selfWrite', writes: false, call: async (x) => {
    const id = await newWebhook(x, ['ITEM_DELETED']);
    let delivery = globalId('WebhookDelivery', 1);
    if (id) {
      const made = await x.client.gql<{ createKnitItem: { item: Pick<KnitItem, 'id'> } }>('mutation M($i: CreateKnitItemInput!) { createKnitItem(input: $i) { item { id } } }', { i: { type: 'YARN', name: 'Hooked' } });
      const item = made.data.createKnitItem.item.id;
      await x.client.gql('mutation M($i: DeleteKnitItemInput!) { deleteKnitItem(input: $i) { deletedKnitItemId } }', { i: { id: item } });
      const listed = await x.client.gql<{ webhookDeliveries: Array<Pick<WebhookDelivery, 'id'>> }>('query Q($s: ID!) { webhookDeliveries(subscriptionId: $s) { id } }', { s: id });
      delivery = listed.data.webhookDeliveries[0].id;
    }
    const r = await x.client.gql('mutation M($i: RedeliverWebhookInput!) { redeliverWebhook(input: $i) { webhookDelivery { id state } } }', { i: { deliveryId: delivery } });
    if (id) await dropWebhook(x, id);
    return r;
  } },
  // OAuth apps: the caller's own (their rows are not in the world's fingerprint; tests/api/oauth.test.ts checks them).
  oauthApps: { cat: 'ownRead', writes: false, call: (x) => x.client.gql('{ oauthApps { id databaseId name clientId redirectUris } }') },
  connectedOAuthApps: { cat: 'ownRead', writes: false, call: (x) => x.client.gql('{ connectedOAuthApps { appId name scopes } }') },
  registerOAuthApp: { cat: 'selfWrite', writes: false, call: (x) => x.client.gql(REGISTER_APP, { i: { name: 'Tool', redirectUris: ['https://app.example/cb'] } }) },
  // Deletes an app of the caller's own, registered just before (a visitor cannot register one, so it aims at id 1).
  deleteOAuthApp: { cat: 'selfWrite', writes: false, call: async (x) => {
    const made = await x.client.gql<NewApp>(REGISTER_APP, { i: { name: 'Tool', redirectUris: ['https://app.example/cb'] } });
    return x.client.gql('mutation M($i: DeleteOAuthAppInput!) { deleteOAuthApp(input: $i) { deletedOAuthAppId } }', { i: { id: made.data?.registerOAuthApp?.oauthApp.databaseId ?? 1 } });
  } },
  // Ends the caller's own connection to an app (none here: nothing to revoke is fine).
  revokeOAuthAppConnection: { cat: 'selfWrite', writes: false, call: async (x) => {
    const made = await x.client.gql<NewApp>(REGISTER_APP, { i: { name: 'Tool', redirectUris: ['https://app.example/cb'] } });
    return x.client.gql('mutation M($i: RevokeOAuthAppConnectionInput!) { revokeOAuthAppConnection(input: $i) { revokedOAuthAppId } }', { i: { appId: made.data?.registerOAuthApp?.oauthApp.databaseId ?? 1 } });
  } },
};
