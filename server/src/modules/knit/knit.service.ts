/** Knit items: reading with visibility rules, the lists (see knit.page.ts), and transactional writes. */
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { checkLength, checkTags, fibresOf, isKnitType, isWeightClass, KNIT_TEXT_FIELDS, parseTags, type KnitTextName } from '@purlwise/core';
import type { Ctx } from '../../common/context';
import { KnitSort, KnitType, Visibility, WeightClass } from '../../common/enums';
import { badInput, notFound, tooLong } from '../../common/errors';
import { authorize } from '../../common/authorize';
import { isPublic, requireViewer } from '../../common/policy';
import { deleteImages } from '../image/image.service';
import { retractPublicCopies } from '../image/image-store';
import { KnitItem } from './knit.entity';
import './knit.policy'; // the items' policy, which authorize() reads
import { checkChars, isRowId } from './knit.checks';
import { listPage, pageOfRows, type FeedRow, type ItemFilter, type KnitPage, type ListOptions } from './knit.page';
import type { ItemNeeds } from './knit.needs';
import type { LazyPage, Page, PageRequest } from '../../common/pagination';
import { WebhookEvent } from '../webhook/webhook.entity';
import { emitItemEvent } from '../webhook/webhook.events';
import { userById } from '../user/user.loaders';
import { itemById, rememberItem } from './knit.loaders';
import { cleanSkeinNumbers } from '../stash/stash.fields';

export { checkChars, isRowId } from './knit.checks';
export type { ItemFilter, KnitPage, ListOptions } from './knit.page';

/** The text fields of the field table (core/src/fields.ts), each optional. */
export type KnitTextFields = Partial<Record<KnitTextName, string | null>>;

/** The editable fields of an item: its text fields and the rest. Omitted (undefined or null) fields are kept on update. */
export interface KnitFields extends KnitTextFields {
  /** A list, or one comma-separated text (the legacy wire form). Trimmed; empties and duplicates dropped. */
  tags?: readonly string[] | string | null;
  visibility?: Visibility | null;
  /** Yarn only: the weight class; null clears it (undefined keeps it). */
  weightClass?: WeightClass | null;
  /** Yarn only: the length (m) and weight (g) of a skein; null clears them (undefined keeps them). */
  metresPerSkein?: number | null;
  gramsPerSkein?: number | null;
}

/** Where an item must be found: `expectedType` (REST paths carry one) and, for `/public/` paths, public only. */
export interface ItemScope {
  expectedType?: KnitType | null;
  publicOnly?: boolean;
}

/** Tags as stored: trimmed, empties and duplicates dropped; commas inside a tag split it (they are the wire separator). */
export function normaliseTags(tags: readonly string[] | string | null | undefined): string[] {
  if (tags == null) return [];
  return parseTags(typeof tags === 'string' ? tags : tags.join(','));
}

/** The values a write stores: the text fields and the rest of what an item's fields become. */
type CleanValues = Partial<Pick<KnitItem, KnitTextName | 'tags' | 'visibility' | 'weightClass' | 'fibres' | 'metresPerSkein' | 'gramsPerSkein'>>;

/** Checks the weight class (a number 0 to 7, or null to clear it) into `out`. */
function cleanWeightClass(value: unknown, out: Record<string, unknown>): void {
  if (value === undefined) return;
  if (value !== null && !isWeightClass(value)) throw badInput('The weight class must be a number from 0 (Lace) to 7 (Jumbo)', { reason: 'badWeightClass' });
  out.weightClass = value;
}

/** Only yarn has a weight class: setting one on another kind is refused (clearing is a no-op). */
function checkWeightClassKind(type: KnitType, values: CleanValues): void {
  if (values.weightClass != null && type !== KnitType.YARN) throw badInput('Only yarn has a weight class', { reason: 'yarnOnly' });
  if ((values.metresPerSkein != null || values.gramsPerSkein != null) && type !== KnitType.YARN) throw badInput('Only yarn has skeins', { reason: 'yarnOnly' });
}

/**
 * Checks the fields and returns the values to store: each text field of the table within its `max`, trimmed when the
 * table says so (notes are kept as typed). Throws BAD_USER_INPUT.
 */
function cleanFields(fields: KnitFields): CleanValues {
  const out: Record<string, unknown> = {};
  for (const { name: key, label, max, trim } of KNIT_TEXT_FIELDS) {
    const v: unknown = fields[key];
    if (v == null) continue;
    if (typeof v !== 'string') throw badInput(`${label} must be text`);
    if (checkLength(label, v, max)) throw tooLong(key, label, max);
    const msg = checkChars(label, v);
    if (msg) throw badInput(msg, { reason: 'badCharacter', values: { field: key } });
    out[key] = trim ? v.trim() : v;
  }
  if (typeof out.content === 'string') out.fibres = fibresOf(out.content);
  cleanWeightClass(fields.weightClass, out);
  Object.assign(out, cleanSkeinNumbers(fields));
  if (fields.tags != null) {
    if (typeof fields.tags !== 'string' && (!Array.isArray(fields.tags) || fields.tags.some((t) => typeof t !== 'string'))) throw badInput('Tags must be text');
    const tags = normaliseTags(fields.tags);
    const msg = checkTags(tags) ?? checkChars('A tag', tags.join(','));
    if (msg) throw badInput(msg);
    out.tags = tags;
  }
  if (fields.visibility != null) {
    if (!Object.values(Visibility).includes(fields.visibility)) throw badInput('Visibility must be public or private');
    out.visibility = fields.visibility;
  }
  return out;
}

/** The item type, else BAD_USER_INPUT (the one wording of this rule, for both doors). */
export function parseKnitType(type: unknown): KnitType {
  if (!isKnitType(type)) throw badInput('The item type must be yarn, pattern, detail or model');
  return type as KnitType;
}

/** An item the viewer may see, else NOT_FOUND (also when its type is not `expectedType`, or it is private and `publicOnly`). */
export async function getVisibleItem(ctx: Ctx, id: number, expectedType?: KnitType | null, scope: { publicOnly?: boolean } = {}): Promise<KnitItem> {
  const item = isRowId(id) ? await itemById(ctx).load(id) : null;
  authorize(ctx, 'read', KnitItem, item);
  if (expectedType && item.type !== expectedType) throw notFound('Item');
  if (scope.publicOnly && !isPublic(item)) throw notFound('Item');
  return item;
}

/**
 * Inside a transaction: the item, locked against concurrent deletion, that the viewer may change.
 * NOT_FOUND when missing, invisible or of another type; FORBIDDEN when someone else's public item.
 * `what` names the thing being changed in those messages ('Item', 'Picture', 'Colour').
 */
export async function lockEditableItem(em: EntityManager, ctx: Ctx, id: number, expectedType?: KnitType | null, what = 'Item', lock = true): Promise<KnitItem> {
  const item = isRowId(id)
    ? await em.findOne(KnitItem, { id }, lock ? { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true } : { refresh: true })
    : null;
  if (item && expectedType && item.type !== expectedType) throw notFound(what);
  authorize(ctx, 'update', KnitItem, item, what);
  return item;
}

/** Marks the item changed (its fields, pictures or colours). */
export function touch(item: KnitItem): void {
  item.lastUpdated = new Date();
}

/** Creates an item of `type` owned by the viewer. Visibility defaults to public. */
export async function createItem(ctx: Ctx, type: KnitType, fields: KnitFields): Promise<KnitItem> {
  const viewer = requireViewer(ctx);
  const values = cleanFields(fields);
  const itemType = parseKnitType(type);
  checkWeightClassKind(itemType, values);
  const item = await ctx.em.transactional(async (em) => {
    const now = new Date();
    const created = em.create(KnitItem, { ...values, ownerId: viewer.id, type: itemType, lastUpdated: now, createdAt: now } as never);
    await em.flush();
    await emitItemEvent(em, WebhookEvent.ITEM_CREATED, created);
    return created;
  });
  rememberItem(ctx, item.id, item);
  return item;
}

/** Changes the given fields of one of the viewer's items; omitted fields are kept, the type never changes. */
export async function updateItem(ctx: Ctx, id: number, fields: KnitFields, expectedType?: KnitType | null): Promise<KnitItem> {
  requireViewer(ctx);
  const values = cleanFields(fields);
  const item = await ctx.em.transactional(async (em) => {
    const found = await lockEditableItem(em, ctx, id, expectedType);
    checkWeightClassKind(found.type, values);
    Object.assign(found, values);
    touch(found);
    await em.flush();
    await emitItemEvent(em, WebhookEvent.ITEM_UPDATED, found);
    return found;
  });
  rememberItem(ctx, item.id, item);
  // Made private: its pictures' public copies go before the change is acknowledged.
  if (values.visibility === Visibility.PRIVATE) await retractPublicCopies(ctx.em, item.ownerId);
  return item;
}

/** Deletes one of the viewer's items with its pictures, colours and their images, in one transaction. Returns the id. */
export async function deleteItem(ctx: Ctx, id: number, expectedType?: KnitType | null): Promise<number> {
  requireViewer(ctx);
  await ctx.em.transactional(async (em) => {
    const item = await lockEditableItem(em, ctx, id, expectedType);
    const rows = await em.getConnection().execute<{ image_id: number }[]>(
      'select image_id from picture where item_id = ? union select image_id from colour where item_id = ? and image_id is not null',
      [id, id], 'all', em.getTransactionContext());
    // Pictures and colours go with the item (foreign keys cascade); then the images they pointed at.
    em.remove(item);
    await em.flush();
    await deleteImages(em, rows.map((r) => r.image_id));
    await emitItemEvent(em, WebhookEvent.ITEM_DELETED, item);
  });
  rememberItem(ctx, id);
  return id;
}

/** The viewer's own items, every visibility. */
export async function listMine(ctx: Ctx, opts: ListOptions = {}): Promise<KnitPage> {
  const viewer = requireViewer(ctx);
  return listPage(ctx, { ownerId: viewer.id }, opts);
}

/** Every public item of everyone (the feed); visitors too. */
export async function listPublic(ctx: Ctx, opts: ListOptions = {}): Promise<KnitPage> {
  return listPage(ctx, { publicOnly: true }, opts);
}

/** The feed's page as rows, for a compiled feed plan (feed-plan.ts) to write as JSON. */
export function listPublicRows(ctx: Ctx, opts: ListOptions = {}): Promise<Page<FeedRow>> {
  return pageOfRows(ctx, { publicOnly: true }, opts);
}

/** Explore: public items narrowed by `filter`, most recently changed first; `needs`: what the query asks of them. */
export async function explore(ctx: Ctx, filter: ItemFilter, page: PageRequest, needs?: ItemNeeds | null): Promise<LazyPage<KnitItem>> {
  return listPage(ctx, { publicOnly: true }, { ...filter, ...page, sort: KnitSort.NEWEST_FIRST, needs });
}

const yarnProducer = (item: Pick<KnitItem, 'type' | 'producer'>) => item.type === KnitType.YARN && item.producer.trim() !== '';

/** The author shown on a card: the producer for yarn when given, else the owner's username. */
export async function authorOf(ctx: Ctx, item: KnitItem): Promise<string> {
  if (yarnProducer(item)) return item.producer;
  return authorFrom(item, (await userById(ctx).load(item.ownerId))?.username);
}

/** authorOf, with the owner's username already at hand. */
export function authorFrom(item: Pick<KnitItem, 'type' | 'producer'>, ownerName: string | undefined): string {
  return yarnProducer(item) ? item.producer : ownerName ?? '';
}
