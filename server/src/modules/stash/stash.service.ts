/** The viewer's stash: yarns with skeins on hand, narrowed by weight class, fibre, colour and place, and their totals. */
import { isFibre, isWeightClass, LIMITS } from '@purlwise/core';
import type { Ctx } from '../../common/context';
import { WeightClass } from '../../common/enums';
import { badInput, tooLong } from '../../common/errors';
import { requireViewer } from '../../common/policy';
import { decodeCursor, encodeCursor, pageWindow, toPage, type Page, type PageRequest } from '../../common/pagination';
import { fastQuery } from '../../common/sql/fast-query';
import { KnitItem } from '../knit/knit.entity';
import type { Colour } from '../colour/colour.entity';
import { rememberItem } from '../knit/knit.loaders';

/** What narrows the stash. `colour` matches a colour's description or code (any case, a part); `place` a whole place. */
export interface StashFilter { weightClass?: WeightClass | null; fibre?: string | null; colour?: string | null; place?: string | null }

/** Totals of stash: skeins, and length and weight where the yarn says its skein's. */
export interface StashTotals { yarns: number; skeins: number; metres: number; grams: number; skeinsWithoutLength: number; skeinsWithoutWeight: number }

interface Cond { sql: string; params: unknown[] }

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`);

function checkText(label: string, value: string): string {
  if (typeof value !== 'string') throw badInput(`${label} must be text`);
  if (Array.from(value).length > LIMITS.knitText.max) throw tooLong(label.toLowerCase(), label, LIMITS.knitText.max);
  return value.trim();
}

/** The conditions over `knit_item k join colour c` of the viewer's stash under `filter`. */
function stashWhere(ownerId: number, filter: StashFilter): Cond {
  const where = ["k.owner_id = ?", "k.type = 'yarn'", 'c.skeins_on_hand > 0'];
  const params: unknown[] = [ownerId];
  if (filter.weightClass != null) {
    if (!isWeightClass(filter.weightClass)) throw badInput('Unknown weight class', { reason: 'badWeightClass' });
    where.push('k.weight_class = ?'); params.push(filter.weightClass);
  }
  if (filter.fibre != null) {
    if (!isFibre(filter.fibre)) throw badInput('Unknown fibre', { reason: 'unknownFibre' });
    where.push('k.fibres @> array[?]::text[]'); params.push(filter.fibre);
  }
  const colour = filter.colour != null ? checkText('Colour', filter.colour) : '';
  if (colour) {
    where.push("(c.text_description ilike ? escape '\\' or c.code_description ilike ? escape '\\')");
    params.push(`%${likeEscape(colour)}%`, `%${likeEscape(colour)}%`);
  }
  const place = filter.place != null ? checkText('Place', filter.place) : '';
  if (place) { where.push('lower(c.storage_place) = lower(?)'); params.push(place); }
  return { sql: where.join(' and '), params };
}

/** The viewer's yarns with stash under `filter`, by id. */
export async function listStash(ctx: Ctx, filter: StashFilter, req: PageRequest = {}): Promise<Page<KnitItem>> {
  const viewer = requireViewer(ctx);
  const window = pageWindow(req);
  const cond = stashWhere(viewer.id, filter);
  const bounds: string[] = [];
  const params = [...cond.params];
  if (window.after) { bounds.push('k.id > ?'); params.push(decodeCursor(window.after)[1]); }
  if (window.before) { bounds.push('k.id < ?'); params.push(decodeCursor(window.before)[1]); }
  const rows = await fastQuery<{ id: number }>(ctx.em,
    `select distinct k.id from knit_item k join colour c on c.item_id = k.id where ${[cond.sql, ...bounds].join(' and ')}
     order by k.id ${window.backward ? 'desc' : 'asc'} limit ?`, [...params, window.size + 1]);
  const ids = rows.map((r) => r.id);
  const found = ids.length ? await ctx.em.find(KnitItem, { id: { $in: ids } }) : [];
  const byId = new Map(found.map((i) => [i.id, i]));
  for (const item of found) rememberItem(ctx, item.id, item);
  const items = ids.map((id) => byId.get(id)).filter((i): i is KnitItem => !!i);
  return toPage(items, window, (i) => encodeCursor(i.id, i.id), {
    count: async () => Number((await fastQuery<{ n: string }>(ctx.em,
      `select count(distinct k.id) as n from knit_item k join colour c on c.item_id = k.id where ${cond.sql}`, cond.params))[0].n),
  });
}

/** The totals of the viewer's stash under `filter`, in one statement. */
export async function stashTotals(ctx: Ctx, filter: StashFilter): Promise<StashTotals> {
  const viewer = requireViewer(ctx);
  const cond = stashWhere(viewer.id, filter);
  const [row] = await fastQuery<Record<keyof StashTotals, string | number | null>>(ctx.em,
    `select count(distinct k.id) as yarns, sum(c.skeins_on_hand) as skeins,
       sum(c.skeins_on_hand * k.metres_per_skein) as metres, sum(c.skeins_on_hand * k.grams_per_skein) as grams,
       sum(c.skeins_on_hand) filter (where k.metres_per_skein is null) as "skeinsWithoutLength",
       sum(c.skeins_on_hand) filter (where k.grams_per_skein is null) as "skeinsWithoutWeight"
     from knit_item k join colour c on c.item_id = k.id where ${cond.sql}`, cond.params);
  const n = (v: string | number | null) => Math.round(Number(v ?? 0) * 100) / 100;
  return { yarns: n(row.yarns), skeins: n(row.skeins), metres: n(row.metres), grams: n(row.grams), skeinsWithoutLength: n(row.skeinsWithoutLength), skeinsWithoutWeight: n(row.skeinsWithoutWeight) };
}

/** The totals of one yarn's colours (any item: zero for kinds without skeins). */
export function yarnTotals(item: KnitItem, colours: Colour[]): StashTotals {
  let skeins = 0;
  for (const c of colours) skeins += c.skeinsOnHand ?? 0;
  const r = (v: number) => Math.round(v * 100) / 100;
  return {
    yarns: skeins > 0 ? 1 : 0,
    skeins: r(skeins),
    metres: r(skeins * (item.metresPerSkein ?? 0)),
    grams: r(skeins * (item.gramsPerSkein ?? 0)),
    skeinsWithoutLength: item.metresPerSkein == null ? r(skeins) : 0,
    skeinsWithoutWeight: item.gramsPerSkein == null ? r(skeins) : 0,
  };
}

/** The storage places the viewer used before, most used first (suggestions for the place field). */
export async function storagePlaces(ctx: Ctx): Promise<string[]> {
  const viewer = requireViewer(ctx);
  const rows = await fastQuery<{ place: string }>(ctx.em,
    `select min(c.storage_place) as place from colour c join knit_item k on k.id = c.item_id
     where k.owner_id = ? and c.storage_place <> '' group by lower(c.storage_place) order by count(*) desc, 1 limit 50`, [viewer.id]);
  return rows.map((r) => r.place);
}
