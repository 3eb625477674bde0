/**
 * Explore: public items narrowed by type, weight class, fibre, producer and tag, with facets (how many of the
 * narrowed items have each value of each dimension). The facets of a view are one statement; they also give the
 * view's size (each item has one type), so a page needs no count of its own.
 *
 * A view with no filter, one filter, or a type and one more filter reads counts kept by triggers (`explore_count` plus
 * the deltas not yet folded into it, Migration20261128090000_explore_counts and Migration20261203090000_explore_type_pairs):
 * its cost does not grow with the number of items. Other views count their items (`facetsStatement`); they are
 * narrower, and their partial indexes find them: a view with a type reads its items' dimensions from the index
 * `knit_public_facets` alone (Migration20261205090000_explore_facets_index).
 */
import type { MikroORM } from '@mikro-orm/postgresql';
import { LRUCache } from 'lru-cache';
import { config } from '../../config';
import { logger } from '../../common/logger';
import type { Ctx } from '../../common/context';
import { KnitType, WeightClass } from '../../common/enums';
import { visibleItemsSql } from '../../common/policy';
import { publicRead } from '../../common/sql/public-read';
import { filterConditions, type Conditions, type ItemFilter } from '../knit/knit.page';

/** One value of a dimension and how many items have it. */
export interface FacetValue { value: string; count: number }

/** The facets of an Explore view. */
export interface Facets { types: FacetValue[]; weightClasses: FacetValue[]; fibres: FacetValue[]; producers: FacetValue[]; tags: FacetValue[] }

/** Producers and tags are open-ended: only the most frequent are counted. */
export const TOP_PRODUCERS = 20;
export const TOP_TAGS = 40;

/** How often a server folds Explore's count deltas into the counts. */
const EXPLORE_FOLD_SECONDS = 5;

const TYPE_NAMES = new Map(Object.entries(KnitType).map(([name, value]) => [value as string, name]));
const WEIGHT_NAMES = new Map(Object.entries(WeightClass).filter(([, v]) => typeof v === 'number').map(([name, value]) => [String(value), name]));

/**
 * The facets statement of a view (the bench times exactly this): rows of dimension, value and count. Producers are
 * typed freely ("Maker Alp", "Maker alp"): they are counted regardless of case, under the spelling most items use
 * (the filter matches any case too, see filterConditions).
 */
export function facetsStatement(filter: ItemFilter): { sql: string; params: unknown[] } {
  const visible = visibleItemsSql(null, 'k');
  const cond: Conditions = { where: [visible.sql], params: [...visible.params] };
  filterConditions(filter, cond);
  return {
    sql: `with m as materialized (select k.type, k.weight_class, k.fibres, k.producer, k.tags from knit_item k where ${cond.where.join(' and ')})
    (select 'types' as dim, type as value, count(*)::int as n from m group by type)
    union all (select 'weightClasses', weight_class::text, count(*)::int from m where weight_class is not null group by weight_class)
    union all (select 'fibres', f, count(*)::int from m, unnest(m.fibres) f group by f)
    union all (select 'producers', mode() within group (order by producer), count(*)::int from m where producer <> ''
      group by lower(producer) order by 3 desc, 2 limit ${TOP_PRODUCERS})
    union all (select 'tags', t, count(*)::int from m, unnest(m.tags) t group by t order by 3 desc, 2 limit ${TOP_TAGS})`,
    params: cond.params,
  };
}

/**
 * The filter of a view as the counting table keys it: no filter, one filter, or a type with one more filter
 * (`type+fibre` = `yarn|merino`); undefined for other views, which are counted from their items.
 */
function countedFilter(filter: ItemFilter): { dim: string; value: string } | undefined {
  const set = ([['type', filter.type], ['weightClass', filter.weightClass], ['fibre', filter.fibre], ['producer', filter.producer], ['tag', filter.tag]] as const)
    .filter(([, value]) => value != null);
  if (set.length === 0) return { dim: '', value: '' };
  if (set.length === 1) return { dim: set[0][0], value: String(set[0][1]) };
  if (set.length === 2 && set[0][0] === 'type') return { dim: `type+${set[1][0]}`, value: `${set[0][1]}|${set[1][1]}` };
  return undefined;
}

/**
 * The facets statement of a view that countedFilter keys, read from the counting table and the deltas not folded yet
 * (the bench times exactly this): the same rows as `facetsStatement`. A producer's spelling is the one most of its
 * items use, as `mode()` picks it there.
 */
export function countedFacetsStatement(filter: ItemFilter): { sql: string; params: unknown[] } | undefined {
  const counted = countedFilter(filter);
  if (!counted) return undefined;
  const value = counted.dim.endsWith('producer') ? 'lower(?)' : '?';
  return {
    sql: `with s as materialized (select dim, value, sum(n)::int as n from (
        select dim, value, n from explore_count where filter_dim = ? and filter_value = ${value}
        union all select dim, value, n from explore_delta where filter_dim = ? and filter_value = ${value}) x
      group by dim, value having sum(n) > 0)
    (select dim, value, n from s where dim in ('types', 'weightClasses', 'fibres'))
    union all (select 'producers', (array_agg(value order by n desc, value))[1], sum(n)::int from s where dim = 'producers'
      group by lower(value) order by 3 desc, 2 limit ${TOP_PRODUCERS})
    union all (select 'tags', value, n from s where dim = 'tags' order by 3 desc, 2 limit ${TOP_TAGS})`,
    params: [counted.dim, counted.value, counted.dim, counted.value],
  };
}

async function countFacets(ctx: Ctx, filter: ItemFilter): Promise<Facets> {
  const { sql, params } = countedFacetsStatement(filter) ?? facetsStatement(filter);
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
 * Concurrent requests for one view share one statement (lru-cache's fetch). A view read from the counting table is
 * not kept after that. A view counted from its items, of at least EXPLORE_CACHE_MIN_ITEMS items, is kept
 * EXPLORE_CACHE_SECONDS, a smaller one is not kept at all (a knitter who adds an item to a small view sees it counted
 * at once; on a big one, a count some seconds old is invisible).
 */
const cache = new LRUCache<string, Facets, Ctx>({
  max: 500,
  ttl: Math.max(1, config.exploreCacheSeconds * 1000),
  fetchMethod: async (key, _stale, { options, context }) => {
    const facets = await countFacets(context, JSON.parse(key) as ItemFilter);
    const counted = countedFilter(JSON.parse(key) as ItemFilter) !== undefined;
    if (counted || config.exploreCacheSeconds <= 0 || viewSize(facets) < config.exploreCacheMinItems) options.ttl = 1;
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

/**
 * Folds the deltas into the counting table every EXPLORE_FOLD_SECONDS (one server at a time, explore_fold() takes an
 * advisory lock). Reads are exact without it; folding keeps the deltas a reader sums few.
 */
export function startExploreFolding(orm: MikroORM): () => void {
  const run = () => {
    orm.em.getConnection().execute('select explore_fold()').catch((err: unknown) => logger.warn({ err }, 'explore fold failed'));
  };
  const every = setInterval(run, EXPLORE_FOLD_SECONDS * 1000);
  every.unref();
  return () => clearInterval(every);
}
