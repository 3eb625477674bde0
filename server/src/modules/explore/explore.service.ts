/**
 * Explore: public items narrowed by type, weight class, fibre, producer and tag, with facets (how many of the
 * narrowed items have each value of each dimension). The facets of a view are one statement; they also give the
 * view's size (each item has one type), so a page needs no count of its own.
 */
import { LRUCache } from 'lru-cache';
import { config } from '../../config';
import type { Ctx } from '../../common/context';
import { KnitType, WeightClass } from '../../common/enums';
import { visibleItemsSql } from '../../common/policy';
import { publicRead } from '../../db/public-read';
import { filterConditions, type Conditions, type ItemFilter } from '../knit/knit.page';

/** One value of a dimension and how many items have it. */
export interface FacetValue { value: string; count: number }

/** The facets of an Explore view. */
export interface Facets { types: FacetValue[]; weightClasses: FacetValue[]; fibres: FacetValue[]; producers: FacetValue[]; tags: FacetValue[] }

/** Producers and tags are open-ended: only the most frequent are counted. */
export const TOP_PRODUCERS = 20;
export const TOP_TAGS = 40;

const TYPE_NAMES = new Map(Object.entries(KnitType).map(([name, value]) => [value as string, name]));
const WEIGHT_NAMES = new Map(Object.entries(WeightClass).filter(([, v]) => typeof v === 'number').map(([name, value]) => [String(value), name]));

/** The facets statement of a view (the bench times exactly this): rows of dimension, value and count. */
export function facetsStatement(filter: ItemFilter): { sql: string; params: unknown[] } {
  const visible = visibleItemsSql(null, 'k');
  const cond: Conditions = { where: [visible.sql], params: [...visible.params] };
  filterConditions(filter, cond);
  return {
    sql: `with m as materialized (select k.type, k.weight_class, k.fibres, k.producer, k.tags from knit_item k where ${cond.where.join(' and ')})
    (select 'types' as dim, type as value, count(*)::int as n from m group by type)
    union all (select 'weightClasses', weight_class::text, count(*)::int from m where weight_class is not null group by weight_class)
    union all (select 'fibres', f, count(*)::int from m, unnest(m.fibres) f group by f)
    union all (select 'producers', producer, count(*)::int from m where producer <> '' group by producer order by 3 desc, 2 limit ${TOP_PRODUCERS})
    union all (select 'tags', t, count(*)::int from m, unnest(m.tags) t group by t order by 3 desc, 2 limit ${TOP_TAGS})`,
    params: cond.params,
  };
}

async function countFacets(ctx: Ctx, filter: ItemFilter): Promise<Facets> {
  const { sql, params } = facetsStatement(filter);
  const rows = await publicRead(ctx, (db) => db.query<{ dim: keyof Facets; value: string; n: number }>(sql, params));
  const facets: Facets = { types: [], weightClasses: [], fibres: [], producers: [], tags: [] };
  for (const row of rows) {
    const value = row.dim === 'types' ? TYPE_NAMES.get(row.value) : row.dim === 'weightClasses' ? WEIGHT_NAMES.get(row.value) : row.value;
    if (value !== undefined) facets[row.dim].push({ value, count: row.n });
  }
  for (const list of Object.values(facets) as FacetValue[][]) list.sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
  return facets;
}

/** How many items a view has: each item has exactly one type. */
export function viewSize(facets: Facets): number {
  return facets.types.reduce((sum, t) => sum + t.count, 0);
}

/**
 * Facets of recent big views. Concurrent requests for one view share one statement (lru-cache's fetch); a view of at
 * least EXPLORE_CACHE_MIN_ITEMS items is then kept EXPLORE_CACHE_SECONDS, a smaller one is not kept at all (a knitter
 * who adds an item to a small view sees it counted at once; on a big one, a count some seconds old is invisible).
 */
const cache = new LRUCache<string, Facets, Ctx>({
  max: 500,
  ttl: Math.max(1, config.exploreCacheSeconds * 1000),
  fetchMethod: async (key, _stale, { options, context }) => {
    const facets = await countFacets(context, JSON.parse(key) as ItemFilter);
    if (config.exploreCacheSeconds <= 0 || viewSize(facets) < config.exploreCacheMinItems) options.ttl = 1;
    return facets;
  },
});

/** The view's filter as a cache key: its set values, in one order. */
function keyOf(filter: ItemFilter): string {
  const { type, weightClass, fibre, producer, tag } = filter;
  return JSON.stringify({ type, weightClass, fibre, producer, tag });
}

/** The counts of every dimension over the public items the filter keeps, most frequent first. */
export async function exploreFacets(ctx: Ctx, filter: ItemFilter): Promise<Facets> {
  filterConditions(filter, { where: [], params: [] }); // a bad filter is refused before anything is shared
  return (await cache.fetch(keyOf(filter), { context: ctx }))!;
}
