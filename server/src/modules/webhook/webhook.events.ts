/**
 * The events of a library, told to its owner's webhook subscriptions. The services call these inside the
 * transaction of the write (knit.service.ts, picture.service.ts, favourite.service.ts): the delivery rows and their
 * jobs commit with the write, or vanish with it. Only the subscriptions of the item's owner ever receive an event of
 * the item, so a private item never reaches anyone else; a favourite names the knitter who saved it by username only.
 */
import crypto from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { KNIT_TEXT_FIELDS } from '@purlwise/core';
import { KnitType, Visibility, WeightClass } from '../../common/enums';
import { toGlobalId } from '../../common/node';
import type { KnitItem } from '../knit/knit.entity';
import type { Picture } from '../picture/picture.entity';
import { logger } from '../../common/logger';
import { WebhookEvent } from './webhook.entity';
import { enqueueDelivery } from './webhook.jobs';

/** The GraphQL name of a value of a string or number enum (`yarn` -> `YARN`), as the API shows it. */
function enumName(e: Record<string, string | number>, value: string | number | null): string | null {
  if (value === null) return null;
  return Object.keys(e).find((k) => e[k] === value && Number.isNaN(Number(k))) ?? null;
}

/** The text fields of the field table that yarn has (name, producer, ...), and the others (notes), in the table's order. */
const YARN_TEXT = KNIT_TEXT_FIELDS.filter((f) => (f.kinds as readonly string[]).includes(KnitType.YARN));
const OTHER_TEXT = KNIT_TEXT_FIELDS.filter((f) => !YARN_TEXT.includes(f));
const textsOf = (item: KnitItem, fields: typeof KNIT_TEXT_FIELDS[number][]) => Object.fromEntries(fields.map((f) => [f.name, item[f.name]]));

/**
 * An item as deliveries carry it: its ids and the fields the API shows, named as in GraphQL, in the documented order
 * (docs/api.md): yarn's text fields, its weight class and fibres, then the other text fields (notes), tags and the rest.
 */
export function itemObject(item: KnitItem): Record<string, unknown> {
  return {
    id: toGlobalId('KnitItem', item.id), databaseId: item.id, type: enumName(KnitType, item.type), ...textsOf(item, YARN_TEXT),
    weightClass: enumName(WeightClass, item.weightClass), fibres: item.fibres, ...textsOf(item, OTHER_TEXT), tags: item.tags, visibility: enumName(Visibility, item.visibility),
    lastUpdated: item.lastUpdated.toISOString(),
  };
}

/** A picture as deliveries carry it: its ids, when it was added and the item it belongs to. */
export function pictureObject(picture: Picture): Record<string, unknown> {
  return { id: toGlobalId('Picture', picture.id), databaseId: picture.id, createdAt: picture.createdAt.toISOString(),
    item: { id: toGlobalId('KnitItem', picture.itemId), databaseId: picture.itemId } };
}

/** The body of one delivery; `eventId` stays the same for its redeliveries. */
export function deliveryBody(deliveryId: string, eventId: string, event: WebhookEvent, createdAt: string, data: Record<string, unknown>, redelivery = false): string {
  return JSON.stringify({ deliveryId, eventId, type: event, createdAt, redelivery, data });
}

/**
 * Inside the write's transaction (`em` is the transaction's): one delivery of `event` to each subscription of
 * `ownerId` to it, with its job. Costs one statement when the owner has no subscription to it.
 */
export async function emitWebhook(em: EntityManager, ownerId: number, event: WebhookEvent, data: Record<string, unknown>): Promise<void> {
  const conn = em.getConnection();
  const trx: unknown = em.getTransactionContext();
  const subs = await conn.execute<Array<{ id: number }>>(
    'select id from webhook_subscription where user_id = ? and ? = any(events) order by id', [ownerId, event], 'all', trx);
  if (!subs.length) return;
  const eventId = crypto.randomUUID();
  const createdAt = new Date().toISOString();
  for (const sub of subs) {
    const guid = crypto.randomUUID();
    const [row] = await conn.execute<Array<{ id: number }>>(
      `insert into webhook_delivery (guid, subscription_id, event_id, event, body, state) values (?, ?, ?, ?, ?, 'pending') returning id`,
      [guid, sub.id, eventId, event, deliveryBody(guid, eventId, event, createdAt, data)], 'all', trx);
    if (!(await enqueueDelivery(em, row.id))) logger.warn({ deliveryId: row.id }, 'webhook queue not running: delivery left pending');
  }
}

/** `item.created`, `item.updated` or `item.deleted` of `item` (for a deletion, the item as it was). */
export function emitItemEvent(em: EntityManager, event: WebhookEvent.ITEM_CREATED | WebhookEvent.ITEM_UPDATED | WebhookEvent.ITEM_DELETED, item: KnitItem): Promise<void> {
  return emitWebhook(em, item.ownerId, event, { item: itemObject(item) });
}

/** `picture.added` to `item`. */
export function emitPictureAdded(em: EntityManager, item: KnitItem, picture: Picture): Promise<void> {
  return emitWebhook(em, item.ownerId, WebhookEvent.PICTURE_ADDED, { picture: pictureObject(picture) });
}

/** `favorite.received` by the owner of `item`: who saved it is given by username only. */
export function emitFavouriteReceived(em: EntityManager, item: KnitItem, byUsername: string): Promise<void> {
  return emitWebhook(em, item.ownerId, WebhookEvent.FAVORITE_RECEIVED, {
    item: { id: toGlobalId('KnitItem', item.id), databaseId: item.id, name: item.name }, by: { username: byUsername },
  });
}
