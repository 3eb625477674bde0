/**
 * Webhook subscriptions of the viewer's own library: create (the secret is answered once), list, delete; the recent
 * deliveries of one, and redelivering one. A session, or a personal access token that may write (a read token is
 * refused: a subscription sends the library's data elsewhere).
 */
import crypto from 'node:crypto';
import type { Ctx, Viewer } from '../../common/context';
import { AppError, badInput, notFound, TokenRefusal } from '../../common/errors';
import { deleteFound, found } from '../../common/rows';
import { requireViewer } from '../../common/policy';
import { deliveryBody } from './webhook.events';
import { enqueueDelivery } from './webhook.jobs';
import { checkWebhookUrl } from './webhook.url';
import { WebhookDelivery, WebhookDeliveryState, WebhookEvent, WebhookSubscription } from './webhook.entity';

/** At most this many subscriptions per account. */
export const MAX_SUBSCRIPTIONS = 20;
/** The recent deliveries listed per subscription, at most. */
export const MAX_LISTED_DELIVERIES = 100;
/** Every secret starts with this, so that it is told apart from a token at a glance. */
export const SECRET_PREFIX = 'whsec_';

/** The viewer, when they may manage webhooks: a session or a write token. */
function requireManager(ctx: Ctx): Viewer {
  const viewer = requireViewer(ctx);
  if (viewer.pat && viewer.pat.scope !== 'write') throw new TokenRefusal('FORBIDDEN', 'Managing webhooks needs a token that may write');
  return viewer;
}

/** The events asked for: at least one, each known; duplicates dropped. */
function checkEvents(events: readonly unknown[] | null | undefined): WebhookEvent[] {
  const known = Object.values(WebhookEvent) as string[];
  if (!Array.isArray(events) || events.length === 0) throw badInput('Choose at least one event', { reason: 'noEvents' });
  if (events.some((e) => typeof e !== 'string' || !known.includes(e))) throw badInput('Unknown event', { reason: 'badEvent' });
  return [...new Set(events as WebhookEvent[])];
}

/** Subscribes `url` to `events` of the viewer's library; answers the secret, which is never shown again. */
export async function createSubscription(ctx: Ctx, input: { url: string; events: readonly WebhookEvent[] }): Promise<{ subscription: WebhookSubscription; secret: string }> {
  const viewer = requireManager(ctx);
  const events = checkEvents(input.events);
  const url = await checkWebhookUrl(input.url);
  const count = await ctx.em.count(WebhookSubscription, { userId: viewer.id });
  if (count >= MAX_SUBSCRIPTIONS) throw badInput(`You can have at most ${MAX_SUBSCRIPTIONS} webhooks; delete one first`, { reason: 'tooManyWebhooks', values: { max: MAX_SUBSCRIPTIONS } });
  const secret = SECRET_PREFIX + crypto.randomBytes(32).toString('base64url');
  const subscription = ctx.em.create(WebhookSubscription, { userId: viewer.id, appId: null, url, events, secret, createdAt: new Date() });
  await ctx.em.flush();
  return { subscription, secret };
}

/** The viewer's subscriptions, newest first. */
export async function listSubscriptions(ctx: Ctx): Promise<WebhookSubscription[]> {
  const viewer = requireManager(ctx);
  return ctx.em.find(WebhookSubscription, { userId: viewer.id }, { orderBy: { id: 'desc' } });
}

/** One of the viewer's subscriptions, else NOT_FOUND (someone else's too). */
export async function getSubscription(ctx: Ctx, id: number): Promise<WebhookSubscription> {
  const viewer = requireManager(ctx);
  return found(ctx.em.findOne(WebhookSubscription, { id, userId: viewer.id }), 'Webhook');
}

/** Deletes one of the viewer's subscriptions with its deliveries (those still queued are not sent). Returns its id. */
export function deleteSubscription(ctx: Ctx, id: number): Promise<number> {
  return deleteFound(ctx, id, getSubscription);
}

/** The most recent deliveries of one of the viewer's subscriptions, newest first. */
export async function listDeliveries(ctx: Ctx, subscriptionId: number, first?: number | null): Promise<WebhookDelivery[]> {
  await getSubscription(ctx, subscriptionId);
  const limit = first ?? 20;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LISTED_DELIVERIES) throw badInput(`first must be between 1 and ${MAX_LISTED_DELIVERIES}`, { reason: 'badFirst' });
  return ctx.em.find(WebhookDelivery, { subscriptionId }, { orderBy: { id: 'desc' }, limit });
}

/** A delivery of one of the viewer's subscriptions, else NOT_FOUND. */
export async function getDelivery(ctx: Ctx, id: number): Promise<WebhookDelivery> {
  const viewer = requireManager(ctx);
  const delivery = await ctx.em.findOne(WebhookDelivery, { id });
  if (!delivery || !(await ctx.em.count(WebhookSubscription, { id: delivery.subscriptionId, userId: viewer.id }))) throw notFound('Delivery');
  return delivery;
}

/**
 * Sends a delivery again, as a new delivery of the same event (same `eventId`, new `deliveryId`, `redelivery: true`),
 * to the subscription's URL as it is now.
 */
export async function redeliver(ctx: Ctx, id: number): Promise<WebhookDelivery> {
  const original = await getDelivery(ctx, id);
  const old = JSON.parse(original.body) as { createdAt: string; data: Record<string, unknown> };
  const guid = crypto.randomUUID();
  return ctx.em.transactional(async (em) => {
    const delivery = em.create(WebhookDelivery, {
      guid, subscriptionId: original.subscriptionId, eventId: original.eventId, event: original.event,
      body: deliveryBody(guid, original.eventId, original.event, old.createdAt, old.data, true),
      state: WebhookDeliveryState.PENDING, attempts: 0, responseStatus: null, error: null, redeliveryOf: original.id,
      createdAt: new Date(), lastAttemptAt: null,
    });
    await em.flush();
    if (!(await enqueueDelivery(em, delivery.id))) throw new AppError('SERVICE_UNAVAILABLE', 'Webhooks cannot be sent right now');
    return delivery;
  });
}
