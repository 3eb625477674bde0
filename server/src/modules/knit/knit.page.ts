/**
 * Keyset-paginated lists of items (a library, the feed, Explore, favourites): one statement per page that also
 * brings each owner and card picture, rows turned into plain instances of the GraphQL classes.
 */
import { checkLength, isFibre, isKnitType, isWeightClass, KNIT_TEXT_FIELDS, LIMITS, type KnitTextName } from '@purlwise/core';
import type { Ctx } from '../../common/context';
import { KnitSort, KnitType, Unit, Visibility, WeightClass } from '../../common/enums';
import { badInput } from '../../common/errors';
import { decodeCursor, encodeCursor, LazyPage, pageWindow, toPage, type Page, type PageRequest } from '../../common/pagination';
import { fastQuery } from '../../common/sql/fast-query';
import { publicRead } from '../../common/sql/public-read';
import { Picture } from '../picture/picture.entity';
import { User } from '../user/user.entity';
import { KnitItem } from './knit.entity';
import { checkChars, isRowId } from './knit.checks';
import { perTextField, textColumnsSql, type TextField } from './knit.fields';
import type { ItemNeeds } from './knit.needs';
import { listScopeSql } from './knit.policy';
import { visibleItemsSql } from '../../common/policy';
import { itemAccessById, rememberItem } from './knit.loaders';
import { firstPictureByItem } from '../picture/picture.loaders';
import { userById } from '../user/user.loaders';

/** Explore's narrowing: each set value keeps only the items that have it. */
export interface ItemFilter {
  type?: KnitType | null;
  weightClass?: WeightClass | null;
  /** A fibre key of core's FIBRES. */
  fibre?: string | null;
  /** The producer, in any case. */
  producer?: string | null;
  /** One exact tag. */
  tag?: string | null;
}

/** Options of a list: the filters, order, page and a case-insensitive name search. */
export interface ListOptions extends ItemFilter, PageRequest {
  sort?: KnitSort | null;
  search?: string | null;
  /** What the query asks of the items (knit.needs.ts): only that is read. Absent or null: everything. */
  needs?: ItemNeeds | null;
}

/** Whose items a list holds: one owner's (every visibility), public ones, or the public ones `favouritesOf` saved. */
export interface ListScope { ownerId?: number; publicOnly?: boolean; favouritesOf?: number }

function addCondition(out: Conditions, c: { sql: string; params: unknown[] }): void {
  out.where.push(c.sql);
  out.params.push(...c.params);
}

/** One page of items. */
export type KnitPage = Page<KnitItem>;

/** A list's SQL conditions (joined with `and`) and their parameters, in order. */
export interface Conditions { where: string[]; params: unknown[] }

const TS_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

interface SortPlan { key: 'name' | 'date'; dir: 'asc' | 'desc' }

const SORTS: Record<KnitSort, SortPlan> = {
  [KnitSort.NAME_ASC]: { key: 'name', dir: 'asc' },
  [KnitSort.NAME_DESC]: { key: 'name', dir: 'desc' },
  [KnitSort.OLDEST_FIRST]: { key: 'date', dir: 'asc' },
  [KnitSort.NEWEST_FIRST]: { key: 'date', dir: 'desc' },
};

/** Escapes LIKE wildcards so a search is a plain substring. */
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function checkText(label: string, value: unknown): string {
  if (typeof value !== 'string') throw badInput(`${label} must be text`);
  const msg = checkLength(label, value, LIMITS.knitText.max) ?? checkChars(label, value);
  if (msg) throw badInput(msg);
  return value;
}

/** Adds the filter's conditions; throws BAD_USER_INPUT for a value that cannot be one (an unknown fibre, a too long tag). */
export function filterConditions(filter: ItemFilter, out: Conditions): void {
  if (filter.type != null) {
    if (!isKnitType(filter.type)) throw badInput('The item type must be yarn, pattern, detail or model');
    out.where.push('k.type = ?'); out.params.push(filter.type);
  }
  if (filter.weightClass != null) {
    if (!isWeightClass(filter.weightClass)) throw badInput('Unknown weight class');
    out.where.push('k.weight_class = ?'); out.params.push(filter.weightClass);
  }
  if (filter.fibre != null) {
    if (!isFibre(filter.fibre)) throw badInput('Unknown fibre', { reason: 'unknownFibre' });
    out.where.push('k.fibres @> array[?]::text[]'); out.params.push(filter.fibre);
  }
  // Any case: the producer facet counts "Maker Alp" and "Maker alp" as one (an index on lower(producer) serves it).
  if (filter.producer != null) { out.where.push('lower(k.producer) = lower(?)'); out.params.push(checkText('Producer', filter.producer)); }
  if (filter.tag != null) { out.where.push('k.tags @> array[?]::text[]'); out.params.push(checkText('Tag', filter.tag)); }
}

/** The FROM clause, conditions and date column of a scope. */
function scopeSql(scope: ListScope): { from: string; dateCol: string; cond: Conditions } {
  const cond: Conditions = { where: [], params: [] };
  let from = 'knit_item k';
  if (scope.favouritesOf !== undefined) {
    from = 'favourite f join knit_item k on k.id = f.item_id';
    // Only what everyone may see: an item turned private leaves others' favourites (own items cannot be favourites).
    addCondition(cond, { sql: 'f.user_id = ?', params: [scope.favouritesOf] });
    addCondition(cond, visibleItemsSql(null, 'k'));
  }
  for (const c of listScopeSql(scope)) addCondition(cond, c);
  return { from, dateCol: scope.favouritesOf !== undefined ? 'f.created_at' : 'k.last_updated', cond };
}

/**
 * The keyset condition of a cursor: rows strictly past it (`after`) or strictly before it (`before`) in the list's
 * order. The row comparison and the ORDER BY use the same collation, so both directions see one order.
 */
function cursorCondition(cursor: string, side: 'after' | 'before', plan: SortPlan, keyCol: string, out: Conditions): void {
  const [key, id] = decodeCursor(cursor);
  if (typeof key !== 'string' || !isRowId(id) || checkChars('', key)
    || (plan.key === 'date' && (!TS_PATTERN.test(key) || Number.isNaN(Date.parse(key))))) throw badInput('The cursor is not valid');
  const past = (plan.dir === 'asc') === (side === 'after');
  out.where.push(`(${keyCol}, k.id) ${past ? '>' : '<'} (${plan.key === 'date' ? '?::timestamptz' : '?'}, ?)`);
  out.params.push(key, id);
}

/** The item's columns with the text columns of `text` (from the field table, each named as its field: `k.made_in as "madeIn"`). */
const itemColumns = (text: readonly TextField[]) => `k.id, k.owner_id as "ownerId", k.type, ${textColumnsSql('k', text)}, k.tags, k.visibility,
  k.last_updated as "lastUpdated", k.created_at as "createdAt",
  k.weight_class as "weightClass", k.fibres, k.metres_per_skein as "metresPerSkein", k.grams_per_skein as "gramsPerSkein"`;
// Every profile column but the password hash and the throttling state: enough for any User field.
const OWNER_COLUMNS = `u.username as "uUsername", u.email as "uEmail", u.name as "uName", u.bio as "uBio", u.country as "uCountry",
  u.city as "uCity", u.visibility as "uVisibility", u.preferred_unit as "uPreferredUnit", u.picture_id as "uPictureId",
  u.background_id as "uBackgroundId", u.last_updated as "uLastUpdated"`;
const OWNER_JOIN = 'join app_user u on u.id = k.owner_id';
const PICTURE_COLUMNS = 'fp.id as "fpId", fp.image_id as "fpImageId", fp.created_at as "fpCreatedAt"';
const PICTURE_JOIN = 'left join lateral (select p.id, p.image_id, p.created_at from picture p where p.item_id = k.id order by p.id limit 1) fp on true';

/** The columns a compiled feed plan may ask for (ItemNeeds.only), by field name. */
const LEAN_COLUMNS: Record<string, string> = {
  tags: 'k.tags', lastUpdated: 'k.last_updated as "lastUpdated"', weightClass: 'k.weight_class as "weightClass"', fibres: 'k.fibres',
  metresPerSkein: 'k.metres_per_skein as "metresPerSkein"', gramsPerSkein: 'k.grams_per_skein as "gramsPerSkein"',
};
const LEAN_PICTURE_COLUMNS = 'fp.id as "fpId", fp.image_id as "fpImageId"';

/** The text fields a page reads: those asked for, and the name, which orders the page and makes its cursors. */
const textRead = (needs: ItemNeeds) => KNIT_TEXT_FIELDS.filter((f) => f.name === 'name' || needs.text.has(f.name));

/** What a page reads for rows a feed plan writes (ItemNeeds.only): the columns it names and no more. */
function leanReads(needs: ItemNeeds, only: ReadonlySet<string>): Reads {
  const columns = ['k.id, k.owner_id as "ownerId", k.type, k.visibility', textColumnsSql('k', textRead(needs)),
    ...[...only].map((name) => LEAN_COLUMNS[name]).filter(Boolean),
    needs.owner ? 'u.username as "uUsername"' : '', needs.firstPicture ? LEAN_PICTURE_COLUMNS : ''];
  return {
    columns: columns.filter(Boolean).join(', '),
    joins: [needs.owner ? OWNER_JOIN : '', needs.firstPicture ? PICTURE_JOIN : ''].filter(Boolean).join(' '),
    full: false, owner: needs.owner, firstPicture: needs.firstPicture,
  };
}

/** What a page reads: its select list and joins, and whether the rows carry everything (owner and picture included). */
interface Reads { columns: string; joins: string; full: boolean; owner: boolean; firstPicture: boolean }

/** What a query that did not say what it needs is given: everything. */
const EVERYTHING: ItemNeeds = { text: new Set(KNIT_TEXT_FIELDS.map((f) => f.name)), owner: true, firstPicture: true };

/** The reads of `needs` (null: everything). */
function readsOf(wanted: ItemNeeds | null | undefined): Reads {
  const needs = wanted ?? EVERYTHING;
  if (needs.only) return leanReads(needs, needs.only);
  const text = textRead(needs);
  return {
    columns: [itemColumns(text), needs.owner ? OWNER_COLUMNS : '', needs.firstPicture ? PICTURE_COLUMNS : ''].filter(Boolean).join(', '),
    joins: [needs.owner ? OWNER_JOIN : '', needs.firstPicture ? PICTURE_JOIN : ''].filter(Boolean).join(' '),
    full: text.length === KNIT_TEXT_FIELDS.length && needs.owner && needs.firstPicture,
    owner: needs.owner,
    firstPicture: needs.firstPicture,
  };
}

/**
 * A row of a list: the item (its text fields named as in the table), its owner (`u...`) and its card picture (`fp...`).
 * Timestamps come as text, as the pool hands them over.
 */
export interface FeedRow extends Record<KnitTextName, string> {
  id: number; ownerId: number; type: KnitType; tags: string[]; visibility: Visibility; lastUpdated: string; createdAt: string;
  weightClass: WeightClass | null; fibres: string[]; metresPerSkein: number | null; gramsPerSkein: number | null;
  cursor_ts: string; uUsername: string; uEmail: string; uName: string; uBio: string; uCountry: string; uCity: string;
  uVisibility: Visibility; uPreferredUnit: Unit; uPictureId: number | null; uBackgroundId: number | null; uLastUpdated: string;
  fpId: number | null; fpImageId: number; fpCreatedAt: string | null;
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

/** The item of a row; its owner and card picture, when read, go into the request's loaders. */
function itemOfRow(ctx: Ctx, row: FeedRow, reads: Reads): KnitItem {
  const item = instance(KnitItem, {
    id: row.id, ownerId: row.ownerId, type: row.type, ...perTextField((f) => row[f.name]),
    tags: row.tags, visibility: row.visibility, lastUpdated: new Date(row.lastUpdated), createdAt: new Date(row.createdAt),
    weightClass: row.weightClass, fibres: row.fibres, metresPerSkein: row.metresPerSkein, gramsPerSkein: row.gramsPerSkein,
  });
  if (reads.owner) userById(ctx).clear(row.ownerId).prime(row.ownerId, instance(User, {
    id: row.ownerId, username: row.uUsername, email: row.uEmail, name: row.uName, bio: row.uBio, country: row.uCountry,
    city: row.uCity, visibility: row.uVisibility, preferredUnit: row.uPreferredUnit, pictureId: row.uPictureId,
    backgroundId: row.uBackgroundId, lastUpdated: new Date(row.uLastUpdated),
  }));
  if (reads.firstPicture) firstPictureByItem(ctx).clear(item.id).prime(item.id, row.fpId == null ? null
    : instance(Picture, { id: row.fpId, itemId: item.id, imageId: row.fpImageId, createdAt: new Date(row.fpCreatedAt!) }));
  return item;
}

/** The conditions of a list without the cursor (what totalCount counts). */
function listConditions(scope: ListScope, opts: ListOptions): { from: string; dateCol: string; cond: Conditions } {
  const base = scopeSql(scope);
  filterConditions(opts, base.cond);
  if (opts.search != null && opts.search.trim() !== '') {
    base.cond.where.push(`k.name ilike ?`);
    base.cond.params.push(likePattern(checkText('Search', opts.search).trim()));
  }
  return base;
}

/**
 * True when one plan serves every value of the list's parameters, so its page may be a named statement (fast-query.ts)
 * and PostgreSQL may keep a generic plan: the scope (owner, favourites, public), the type and the cursor are index
 * conditions whatever their values, and the limit (a checked page size) is written into the text. A name search or an
 * Explore filter (weight, fibre, producer, tag) is not: how many items match decides the best plan. At 1M items a
 * generic plan walked the name index for a rare word in 1.9 s, where a plan for that word took 0.3 s.
 */
export function plansAlike(opts: ListOptions): boolean {
  return (opts.search == null || opts.search.trim() === '') && opts.weightClass == null && opts.fibre == null && opts.producer == null && opts.tag == null;
}

/**
 * One keyset page of rows over (name, id) or (date, id), the date being the item's last change or, for favourites,
 * when it was saved. The timestamp goes into the cursor as text with microseconds, so rows sharing one are neither
 * skipped nor repeated. Paging backward (`last`) reads the same keyset in reverse order and turns the page back, so
 * both directions list the same items in the same order for every sort. The rows carry what `opts.needs` asks for
 * (readsOf); listPage turns them into items, a compiled feed plan (feed-plan.ts) writes them as JSON.
 */
export async function pageOfRows(ctx: Ctx, scope: ListScope, opts: ListOptions, reads = readsOf(opts.needs)): Promise<Page<FeedRow>> {
  const plan = SORTS[opts.sort ?? KnitSort.NAME_ASC];
  if (!plan) throw badInput('Unknown sort order');
  const window = pageWindow(opts);
  const { from, dateCol, cond } = listConditions(scope, opts);
  const keyCol = plan.key === 'name' ? 'k.name' : dateCol;
  const paged: Conditions = { where: [...cond.where], params: [...cond.params] };
  if (window.after) cursorCondition(window.after, 'after', plan, keyCol, paged);
  if (window.before) cursorCondition(window.before, 'before', plan, keyCol, paged);
  const dir = window.backward ? (plan.dir === 'asc' ? 'desc' : 'asc') : plan.dir;
  const where = paged.where.length ? `where ${paged.where.join(' and ')}` : '';
  // Public lists (feed, Explore) are public browsing reads (a replica when there is one); own lists and favourites read the primary.
  const prepare = plansAlike(opts);
  const run = <T>(text: string, values: unknown[]) => (scope.publicOnly
    ? publicRead(ctx, (db) => db.query<T>(text, values, { prepare })) : fastQuery<T>(ctx.em, text, values, { prepare }));
  const rows = await run<FeedRow>(`select ${reads.columns},
      to_char(${dateCol} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_ts
    from ${from}
    ${reads.joins}
    ${where}
    order by ${keyCol} ${dir}, k.id ${dir} limit ${window.size + 1}`, paged.params);
  return toPage(rows, window, (row) => encodeCursor(plan.key === 'name' ? row.name : row.cursor_ts, row.id), {
    count: async () => {
      const [row] = await run<{ n: number }>(
        `select count(*)::int as n from ${from} ${cond.where.length ? `where ${cond.where.join(' and ')}` : ''}`, cond.params);
      return row.n;
    },
  });
}

/** One keyset page of items (pageOfRows, each row turned into an item; its owner and card picture primed in the loaders). */
export async function listPage(ctx: Ctx, scope: ListScope, opts: ListOptions): Promise<LazyPage<KnitItem>> {
  const reads = readsOf(opts.needs);
  const rows = await pageOfRows(ctx, scope, opts, reads);
  const nodes = rows.nodes.map((row) => itemOfRow(ctx, row, reads));
  const page = new LazyPage(nodes, rows.pageInfo, () => rows.edges.map((edge, i) => ({ cursor: edge.cursor, node: nodes[i] })), () => rows.totalCount);
  for (const item of page.nodes) {
    // Only a whole item serves later lookups of this request (a colour's item, a node(id)...); a narrow one serves the
    // access rules alone (its pictures' URLs).
    if (reads.full) rememberItem(ctx, item.id, item);
    else itemAccessById(ctx).clear(item.id).prime(item.id, item);
  }
  return page;
}
