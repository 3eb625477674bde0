import { ArrayMaxSize, ArrayMinSize, MaxLength } from 'class-validator';
import { Arg, Ctx as GqlCtx, Field, ID, InputType, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { Ctx } from '../../common/context';
import { databaseIdOf } from '../../common/node';
import { deleted, deletePayloadType, idInputType, payloadType, type Deleted } from '../../common/payloads';
import { InputMutation } from '../../common/mutations';
import { WebhookDelivery, WebhookEvent, WebhookSubscription } from './webhook.entity';
import * as webhooks from './webhook.service';
import { URL_MAX } from './webhook.url';

@InputType({ description: 'A URL to subscribe to events of your library.' })
class CreateWebhookSubscriptionInput {
  @Field(() => String, { description: 'Where the events are POSTed: an http(s) URL on a public address.' }) @MaxLength(URL_MAX) url!: string;
  @Field(() => [WebhookEvent], { description: 'The events to deliver: at least one.' }) @ArrayMinSize(1) @ArrayMaxSize(20) events!: WebhookEvent[];
}

@ObjectType({ description: 'What createWebhookSubscription answers: the subscription and its secret.' })
class CreateWebhookSubscriptionPayload {
  @Field(() => String, { description: 'The secret (`whsec_...`) that signs every delivery (`Purlwise-Signature`). It is shown only this once.' })
  secret!: string;
  @Field(() => WebhookSubscription, { description: 'The subscription as it is listed.' }) webhookSubscription!: WebhookSubscription;
}

const RedeliverWebhookInput = idInputType('RedeliverWebhook', 'delivery', 'The delivery to send again.', {
  field: 'deliveryId', idDescription: 'The id of a delivery of one of your subscriptions: its global id, or its database id.',
});
const RedeliverWebhookPayload = payloadType('RedeliverWebhook', 'webhookDelivery', () => WebhookDelivery,
  'The new delivery of the same event (same `eventId`, new delivery id), queued.');
const DeleteWebhookSubscriptionPayload = deletePayloadType('WebhookSubscription', 'webhook subscription');
const DeleteWebhookSubscriptionInput = idInputType('DeleteWebhookSubscription', 'webhook subscription', 'The subscription to delete, with its deliveries.');

/** Webhooks over GraphQL: a session or a write token (webhook.service.ts). */
@Resolver(() => WebhookSubscription)
export class WebhookResolver {
  @Query(() => [WebhookSubscription], { description: 'Your webhook subscriptions, newest first. Not available to a read-only token.' })
  webhookSubscriptions(@GqlCtx() ctx: Ctx): Promise<WebhookSubscription[]> {
    return webhooks.listSubscriptions(ctx);
  }

  @Query(() => [WebhookDelivery], { description: 'The most recent deliveries of one of your webhook subscriptions, newest first. Not available to a read-only token.' })
  webhookDeliveries(
    @Arg('subscriptionId', () => ID, { description: 'The id of one of your subscriptions: its global id, or its database id.' }) subscriptionId: string,
    @Arg('first', () => Int, { nullable: true, description: `How many, from the newest: 1 to ${webhooks.MAX_LISTED_DELIVERIES}, 20 by default.` }) first: number | null,
    @GqlCtx() ctx: Ctx,
  ): Promise<WebhookDelivery[]> {
    return webhooks.listDeliveries(ctx, databaseIdOf(subscriptionId, 'WebhookSubscription', 'subscriptionId'), first);
  }

  @InputMutation(() => CreateWebhookSubscriptionPayload, () => CreateWebhookSubscriptionInput, 'Subscribes a URL to events of your library. The secret is in the answer only.',
    'The URL and its events.')
  async createWebhookSubscription(input: CreateWebhookSubscriptionInput, ctx: Ctx): Promise<CreateWebhookSubscriptionPayload> {
    const { subscription, secret } = await webhooks.createSubscription(ctx, input);
    return { secret, webhookSubscription: subscription };
  }

  @InputMutation(() => DeleteWebhookSubscriptionPayload, () => DeleteWebhookSubscriptionInput, 'Deletes a webhook subscription of yours; nothing more is sent to its URL.',
    'The subscription to delete.')
  async deleteWebhookSubscription(input: { id: string }, ctx: Ctx): Promise<Deleted> {
    return deleted('WebhookSubscription', await webhooks.deleteSubscription(ctx, databaseIdOf(input.id, 'WebhookSubscription')));
  }

  @InputMutation(() => RedeliverWebhookPayload, () => RedeliverWebhookInput, 'Sends a delivery of one of your subscriptions again, as a new delivery of the same event.',
    'The delivery to send again.')
  async redeliverWebhook(input: { deliveryId: string }, ctx: Ctx): Promise<{ webhookDelivery: WebhookDelivery }> {
    return { webhookDelivery: await webhooks.redeliver(ctx, databaseIdOf(input.deliveryId, 'WebhookDelivery', 'deliveryId')) };
  }
}
