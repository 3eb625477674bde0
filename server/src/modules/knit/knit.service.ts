/** Knit items: reading with visibility rules, keyset-paginated lists, and transactional writes. */
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { checkLength, checkTags, isKnitType, LIMITS, parseTags } from '@purlwise/core';
import type { Ctx } from '../../common/context';
import { KnitSort, KnitType, Unit, Visibility } from '../../common/enums';
import { badInput, notFound, tooLong } from '../../common/errors';
import { decodeCursor, encodeCursor, MAX_PAGE, toPage, type Page } from '../../common/pagination';
import { assertCanEdit, isPublic, requireViewer } from '../../common/policy';
import { fastQuery } from '../../db/fast-query';
import { publicRead } from '../../db/public-read';
import { deleteImages } from '../image/image.service';
import { Picture } from '../picture/picture.entity';
import { User } from '../user/user.entity';
import { KnitItem } from './knit.entity';
import { canSeeItem, listScopeSql, type ListScope } from './knit.policy';

/** The editable fields of an item. Omitted (undefined or null) fields are kept on update. */
export interface KnitFields {
  name?: string | null;
  producer?: string | null;
  madeIn?: string | null;
  content?: string | null;
  weight?: string | null;
  yardage?: string | null;
  needleSize?: string | null;
  notes?: string | null;
  /** A list, or one comma-separated text (the legacy wire form). Trimmed; empties and duplicates dropped. */
  tags?: readonly string[] | string | null;
  visibility?: Visibility | null;
}

/** Options of a list: the type filter, order, page and a case-insensitive name search. */
export interface ListOptions {
  type?: KnitType | null;
  sort?: KnitSort | null;
  first?: number | null;
  after?: string | null;
  search?: string | null;
}

/** One page of items. */
export type KnitPage = Page<KnitItem>;

/** Where an item must be found: `expectedType` (REST paths carry one) and, for `/public/` paths, public only. */
export interface ItemScope {
  expectedType?: KnitType | null;
  publicOnly?: boolean;
}

const TEXT_FIELDS: Array<[keyof KnitFields, string, number]> = [
  ['name', 'Name', LIMITS.knitText.max],
  ['producer', 'Producer', LIMITS.knitText.max],
  ['madeIn', 'Made in', LIMITS.knitText.max],
  ['content', 'Content', LIMITS.knitText.max],
  ['weight', 'Weight', LIMITS.knitText.max],
  ['yardage', 'Length', LIMITS.knitText.max],
  ['needleSize', 'Needle size', LIMITS.knitText.max],
  ['notes', 'Notes', LIMITS.notes.max],
];

/** True for a value that can be a row id (a positive 32-bit integer); anything else is simply not found. */
export function isRowId(id: unknown): id is number {
  return typeof id === 'number' && Number.isInteger(id) && id > 0 && id <= 2_147_483_647;
}

/** A lone UTF-16 surrogate: it has no UTF-8 form, so PostgreSQL would store U+FFFD in its place. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Text PostgreSQL cannot hold as sent: NUL characters and lone surrogates (stored as U+FFFD, two different tags
 * would become the same one). Refused as bad input rather than failed or silently changed in the database.
 */
export function checkChars(label: string, value: string): string | null {
  return value.includes('\u0000') || LONE_SURROGATE.test(value) ? `${label} contains a character that is not allowed` : null;
}

/** Tags as stored: trimmed, empties and duplicates dropped; commas inside a tag split it (they are the wire separator). */
export function normaliseTags(tags: readonly string[] | string | null | undefined): string[] {
  if (tags == null) return [];
  return parseTags(typeof tags === 'string' ? tags : tags.join(','));
}

/** Checks the fields and returns the values to store (text trimmed, notes kept as typed). Throws BAD_USER_INPUT. */
function cleanFields(fields: KnitFields): Partial<Pick<KnitItem, 'name' | 'producer' | 'madeIn' | 'content' | 'weight' | 'yardage' | 'needleSize' | 'notes' | 'tags' | 'visibility'>> {
  const out: Record<string, unknown> = {};
  for (const [key, label, max] of TEXT_FIELDS) {
    const v = fields[key];
    if (v == null) continue;
    if (typeof v !== 'string') throw badInput(`${label} must be text`);
    if (checkLength(label, v, max)) throw tooLong(key, label, max);
    const msg = checkChars(label, v);
    if (msg) throw badInput(msg, { reason: 'badCharacter', values: { field: key } });
    out[key] = key === 'notes' ? v : v.trim();
  }
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
  const item = isRowId(id) ? await ctx.loaders.itemById.load(id) : null;
  if (!item || !canSeeItem(ctx.viewer, item) || (expectedType && item.type !== expectedType)) throw notFound('Item');
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
  assertCanEdit(ctx, item, what);
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
  const item = await ctx.em.transactional(async (em) => {
    const now = new Date();
    const created = em.create(KnitItem, { ...values, ownerId: viewer.id, type: itemType, lastUpdated: now, createdAt: now } as never);
    await em.flush();
    return created;
  });
  ctx.loaders.itemById.clear(item.id).prime(item.id, item);
  return item;
}

/** Changes the given fields of one of the viewer's items; omitted fields are kept, the type never changes. */
export async function updateItem(ctx: Ctx, id: number, fields: KnitFields, expectedType?: KnitType | null): Promise<KnitItem> {
  requireViewer(ctx);
  const values = cleanFields(fields);
  const item = await ctx.em.transactional(async (em) => {
    const found = await lockEditableItem(em, ctx, id, expectedType);
    Object.assign(found, values);
    touch(found);
    await em.flush();
    return found;
  });
  ctx.loaders.itemById.clear(item.id).prime(item.id, item);
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
  });
  ctx.loaders.itemById.clear(id);
  return id;
}

const TS_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

interface SortPlan { key: 'name' | 'last_updated'; dir: 'asc' | 'desc' }

const SORTS: Record<KnitSort, SortPlan> = {
  [KnitSort.NAME_ASC]: { key: 'name', dir: 'asc' },
  [KnitSort.NAME_DESC]: { key: 'name', dir: 'desc' },
  [KnitSort.OLDEST_FIRST]: { key: 'last_updated', dir: 'asc' },
  [KnitSort.NEWEST_FIRST]: { key: 'last_updated', dir: 'desc' },
};

/** Escapes LIKE wildcards so a search is a plain substring. */
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const ITEM_COLUMNS = `k.id, k.owner_id as "ownerId", k.type, k.name, k.producer, k.made_in as "madeIn", k.content, k.weight,
  k.yardage, k.needle_size as "needleSize", k.notes, k.tags, k.visibility, k.last_updated as "lastUpdated", k.created_at as "createdAt"`;
// Every profile column but the password hash and the throttling state: enough for any User field.
const OWNER_COLUMNS = `u.username as "uUsername", u.email as "uEmail", u.name as "uName", u.bio as "uBio", u.country as "uCountry",
  u.city as "uCity", u.visibility as "uVisibility", u.preferred_unit as "uPreferredUnit", u.picture_id as "uPictureId",
  u.background_id as "uBackgroundId", u.last_updated as "uLastUpdated"`;

interface FeedRow {
  id: number; ownerId: number; type: KnitType; name: string; producer: string; madeIn: string; content: string; weight: string;
  yardage: string; needleSize: string; notes: string; tags: string[]; visibility: Visibility; lastUpdated: Date; createdAt: Date;
  cursor_ts: string; uUsername: string; uEmail: string; uName: string; uBio: string; uCountry: string; uCity: string;
  uVisibility: Visibility; uPreferredUnit: Unit; uPictureId: number | null; uBackgroundId: number | null; uLastUpdated: Date;
  fpId: number | null; fpImageId: number; fpCreatedAt: Date | null;
}

const shadows = new Map<object, object>();

/**
 * A read-only instance of an entity class, filled from a row, outside the identity map. MikroORM puts
 * change-tracking setters on entity prototypes; a shadow prototype of plain writable slots sits in front of
 * them, so assignments make ordinary fast properties (and `instanceof` still holds for type-graphql).
 */
function instance<T extends object>(cls: new () => T, values: Partial<T>): T {
  let shadow = shadows.get(cls);
  if (!shadow) {
    const slots: PropertyDescriptorMap = {};
    for (const key of Object.keys(values)) slots[key] = { value: undefined, writable: true, enumerable: false, configurable: true };
    shadow = Object.create(cls.prototype as object, slots) as object;
    shadows.set(cls, shadow);
  }
  return Object.assign(Object.create(shadow) as T, values);
}

/**
 * One keyset page over (name, id) or (last_updated, id). The timestamp goes into the cursor as text with
 * microseconds, so rows sharing a timestamp are neither skipped nor repeated.
 */
async function listPage(ctx: Ctx, scope: ListScope, opts: ListOptions): Promise<KnitPage> {
  const sort = opts.sort ?? KnitSort.NAME_ASC;
  const plan = SORTS[sort];
  if (!plan) throw badInput('Unknown sort order');
  const first = opts.first ?? 50;
  if (!Number.isInteger(first) || first < 1 || first > MAX_PAGE) throw badInput(`first must be between 1 and ${MAX_PAGE}`);
  const where: string[] = [];
  const params: unknown[] = [];
  for (const c of listScopeSql(scope)) { where.push(c.sql); params.push(...c.params); }
  if (opts.type != null) { where.push('k.type = ?'); params.push(parseKnitType(opts.type)); }
  if (opts.search != null && opts.search.trim() !== '') {
    const msg = checkLength('Search', opts.search, LIMITS.knitText.max) ?? checkChars('Search', opts.search);
    if (msg) throw badInput(msg);
    where.push(`k.name ilike ?`);
    params.push(likePattern(opts.search.trim()));
  }
  // The filters without the cursor: what totalCount counts.
  const filter = { where: [...where], params: [...params] };
  if (opts.after) {
    const [key, id] = decodeCursor(opts.after);
    if (typeof key !== 'string' || !isRowId(id) || checkChars('', key)
      || (plan.key === 'last_updated' && (!TS_PATTERN.test(key) || Number.isNaN(Date.parse(key))))) throw badInput('The cursor is not valid');
    where.push(`(k.${plan.key}, k.id) ${plan.dir === 'asc' ? '>' : '<'} (${plan.key === 'last_updated' ? '?::timestamptz' : '?'}, ?)`);
    params.push(key, id);
  }
  params.push(first + 1);
  // The feed is a public browsing read (a replica when there is one); the viewer's own list reads the primary.
  const run = <T>(text: string, values: unknown[]) =>
    (scope.publicOnly ? publicRead(ctx, (db) => db.query<T>(text, values)) : fastQuery<T>(ctx.em, text, values));
  // One statement gives the page, each owner and each card picture; the rows become plain instances of
  // the GraphQL classes (not MikroORM-managed entities, which cost more to track than to fetch).
  const sql = `select ${ITEM_COLUMNS}, ${OWNER_COLUMNS},
      to_char(k.last_updated at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_ts,
      fp.id as "fpId", fp.image_id as "fpImageId", fp.created_at as "fpCreatedAt"
    from knit_item k
    join app_user u on u.id = k.owner_id
    left join lateral (select p.id, p.image_id, p.created_at from picture p where p.item_id = k.id order by p.id limit 1) fp on true
    ${where.length ? `where ${where.join(' and ')}` : ''}
    order by k.${plan.key} ${plan.dir}, k.id ${plan.dir} limit ?`;
  const rows = await run<FeedRow>(sql, params);
  const stamps = new Map<number, string>();
  const items = rows.map((row) => {
    const item = instance(KnitItem, {
      id: row.id, ownerId: row.ownerId, type: row.type, name: row.name, producer: row.producer, madeIn: row.madeIn,
      content: row.content, weight: row.weight, yardage: row.yardage, needleSize: row.needleSize, notes: row.notes,
      tags: row.tags, visibility: row.visibility, lastUpdated: new Date(row.lastUpdated), createdAt: new Date(row.createdAt),
    });
    stamps.set(item.id, row.cursor_ts);
    ctx.loaders.userById.clear(row.ownerId).prime(row.ownerId, instance(User, {
      id: row.ownerId, username: row.uUsername, email: row.uEmail, name: row.uName, bio: row.uBio, country: row.uCountry,
      city: row.uCity, visibility: row.uVisibility, preferredUnit: row.uPreferredUnit, pictureId: row.uPictureId,
      backgroundId: row.uBackgroundId, lastUpdated: new Date(row.uLastUpdated),
    }));
    ctx.loaders.firstPictureByItem.clear(item.id).prime(item.id, row.fpId == null ? null
      : instance(Picture, { id: row.fpId, itemId: item.id, imageId: row.fpImageId, createdAt: new Date(row.fpCreatedAt as Date) }));
    return item;
  });
  const page = toPage(items, first, (item) => encodeCursor(plan.key === 'name' ? item.name : stamps.get(item.id)!, item.id), {
    after: opts.after,
    count: async () => {
      const [row] = await run<{ n: number }>(
        `select count(*)::int as n from knit_item k ${filter.where.length ? `where ${filter.where.join(' and ')}` : ''}`, filter.params);
      return row.n;
    },
  });
  for (const item of page.nodes) ctx.loaders.itemById.clear(item.id).prime(item.id, item);
  return page;
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

/** The author shown on a card: the producer for yarn when given, else the owner's username. */
export async function authorOf(ctx: Ctx, item: KnitItem): Promise<string> {
  if (item.type === KnitType.YARN && item.producer.trim() !== '') return item.producer;
  const owner = await ctx.loaders.userById.load(item.ownerId);
  return owner?.username ?? '';
}
