/**
 * Explore: public items narrowed by type, weight class, fibre, producer and tag, with facets (how many of the
 * narrowed items have each value of each dimension). The facets of a page are one statement.
 */
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

/** The counts of every dimension over the public items the filter keeps, most frequent first. */
export async function exploreFacets(ctx: Ctx, filter: ItemFilter): Promise<Facets> {
  const visible = visibleItemsSql(null, 'k');
  const cond: Conditions = { where: [visible.sql], params: [...visible.params] };
  filterConditions(filter, cond);
  const rows = await publicRead(ctx, (db) => db.query<{ dim: keyof Facets; value: string; n: number }>(`
    with m as materialized (select k.type, k.weight_class, k.fibres, k.producer, k.tags from knit_item k where ${cond.where.join(' and ')})
    (select 'types' as dim, type as value, count(*)::int as n from m group by type)
    union all (select 'weightClasses', weight_class::text, count(*)::int from m where weight_class is not null group by weight_class)
    union all (select 'fibres', f, count(*)::int from m, unnest(m.fibres) f group by f)
    union all (select 'producers', producer, count(*)::int from m where producer <> '' group by producer order by 3 desc, 2 limit ${TOP_PRODUCERS})
    union all (select 'tags', t, count(*)::int from m, unnest(m.tags) t group by t order by 3 desc, 2 limit ${TOP_TAGS})`, cond.params));
  const facets: Facets = { types: [], weightClasses: [], fibres: [], producers: [], tags: [] };
  for (const row of rows) {
    const value = row.dim === 'types' ? TYPE_NAMES.get(row.value) : row.dim === 'weightClasses' ? WEIGHT_NAMES.get(row.value) : row.value;
    if (value !== undefined) facets[row.dim].push({ value, count: row.n });
  }
  for (const list of Object.values(facets) as FacetValue[][]) list.sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
  return facets;
}
