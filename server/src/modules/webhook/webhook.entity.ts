/** Webhook subscriptions and the log of their deliveries (docs/api.md "Webhooks"). */
import { Enum, Property } from '@mikro-orm/core';
import { Field, Int } from 'type-graphql';
import { registerEnum } from '../../common/enums';
import { DatabaseId, NodeEntity } from '../../common/node';
import { TextArrayType } from '../../common/text-array';

/** The events of a library a URL can subscribe to; the value is the name deliveries carry (`Purlwise-Event`). */
export enum WebhookEvent {
  ITEM_CREATED = 'item.created',
  ITEM_UPDATED = 'item.updated',
  ITEM_DELETED = 'item.deleted',
  PICTURE_ADDED = 'picture.added',
  FAVORITE_RECEIVED = 'favorite.received',
}

registerEnum(WebhookEvent, 'WebhookEvent', 'An event of your library that a webhook subscription can be told about. Deliveries name it in lower case with a dot (`item.created`).', {
  ITEM_CREATED: 'One of your items was created (`item.created`).',
  ITEM_UPDATED: 'The fields of one of your items changed (`item.updated`).',
  ITEM_DELETED: 'One of your items was deleted (`item.deleted`).',
  PICTURE_ADDED: 'A picture was added to one of your items (`picture.added`).',
  FAVORITE_RECEIVED: 'Another knitter saved one of your items as a favorite (`favorite.received`).',
});

/** Where a delivery stands. */
export enum WebhookDeliveryState { PENDING = 'pending', RETRYING = 'retrying', DELIVERED = 'delivered', FAILED = 'failed' }

registerEnum(WebhookDeliveryState, 'WebhookDeliveryState', 'Where a webhook delivery stands.', {
  PENDING: 'Queued, not tried yet.',
  RETRYING: 'An attempt failed (a network error, a timeout or an answer other than 2xx); it will be tried again.',
  DELIVERED: 'The URL answered 2xx.',
  FAILED: 'Every attempt failed; redeliver it to try again.',
});

/** A URL subscribed to events of its owner's library; its secret signs the deliveries and is never shown again. */
@NodeEntity('WebhookSubscription', 'webhook_subscription', 'A URL of yours that receives events of your library, signed with its secret.')
export class WebhookSubscription {
  @DatabaseId('the subscription') id!: number;
  @Property() userId!: number;
  /** The OAuth app the subscription belongs to; null: the knitter's own (the only kind today). */
  @Property({ type: 'int', nullable: true }) appId: number | null = null;
  @Field(() => String, { description: 'Where the deliveries are POSTed.' }) @Property() url!: string;
  @Field(() => [WebhookEvent], { description: 'The events delivered to the URL.' }) @Property({ type: TextArrayType }) events!: WebhookEvent[];
  @Property({ hidden: true }) secret!: string;
  @Field(() => Date, { description: 'When the subscription was created.' }) @Property() createdAt: Date = new Date();
}

/** One event sent (or being sent) to one subscription, with the outcome of its attempts. */
@NodeEntity('WebhookDelivery', 'webhook_delivery', 'One event sent to a webhook subscription, with the outcome of its attempts.')
export class WebhookDelivery {
  @DatabaseId('the delivery') id!: number;
  @Field(() => String, { description: 'The delivery id sent in the `Purlwise-Delivery` header and the body\'s `deliveryId`.' }) @Property({ type: 'uuid' }) guid!: string;
  @Property() subscriptionId!: number;
  @Field(() => String, { description: 'The id of the event, the same for a delivery and its redeliveries (the body\'s `eventId`): use it to ignore an event seen already.' })
  @Property({ type: 'uuid' }) eventId!: string;
  @Field(() => WebhookEvent, { description: 'The event delivered.' }) @Enum({ items: () => WebhookEvent }) event!: WebhookEvent;
  @Property({ type: 'text', hidden: true }) body!: string;
  @Field(() => WebhookDeliveryState, { description: 'Where the delivery stands.' }) @Enum({ items: () => WebhookDeliveryState }) state!: WebhookDeliveryState;
  @Field(() => Int, { description: 'How many attempts were made.' }) @Property() attempts: number = 0;
  @Field(() => Int, { nullable: true, description: 'The HTTP status the URL answered to the last attempt; null when it did not answer (or was not tried yet).' })
  @Property({ type: 'int', nullable: true }) responseStatus: number | null = null;
  @Field(() => String, { nullable: true, description: 'Why the last attempt failed, when it did not get an answer (a timeout, a refused connection, an address not allowed).' })
  @Property({ type: 'string', nullable: true }) error: string | null = null;
  @Property({ type: 'int', nullable: true }) redeliveryOf: number | null = null;
  @Field(() => Date, { description: 'When the delivery was queued.' }) @Property() createdAt: Date = new Date();
  @Field(() => Date, { nullable: true, description: 'When the last attempt was made; null before the first.' })
  @Property({ type: 'datetime', nullable: true }) lastAttemptAt: Date | null = null;
}
