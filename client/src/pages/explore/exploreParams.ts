/** Explore's view lives in the URL: each dimension is one query parameter, so a view can be shared and reloaded. */
import { FIBRES, KNIT_TYPES, WEIGHT_CLASSES } from '@purlwise/core';
import type { ExploreFilter, KnitType, WeightClass } from '../../gql/graphql';

/** The dimensions in the order the page shows them, with their URL parameter. */
export const DIMENSIONS = [
  { key: 'types', param: 'type' },
  { key: 'weightClasses', param: 'weight' },
  { key: 'fibres', param: 'fibre' },
  { key: 'producers', param: 'producer' },
  { key: 'tags', param: 'tag' },
] as const;

/** One dimension of the facets. */
export type Dimension = (typeof DIMENSIONS)[number];

const TYPE_VALUES = new Set<string>(KNIT_TYPES.map((k) => k.toUpperCase()));
const WEIGHT_VALUES = new Set<string>(WEIGHT_CLASSES.map((w) => w.key));
const FIBRE_VALUES = new Set<string>(FIBRES.map((f) => f.key));

/** The filter of a URL's parameters; values the server would refuse (an unknown type, weight or fibre) are ignored. */
export function filterFromParams(params: URLSearchParams): ExploreFilter {
  const filter: ExploreFilter = {};
  const type = params.get('type');
  if (type && TYPE_VALUES.has(type)) filter.type = type as KnitType;
  const weight = params.get('weight');
  if (weight && WEIGHT_VALUES.has(weight)) filter.weightClass = weight as WeightClass;
  const fibre = params.get('fibre');
  if (fibre && FIBRE_VALUES.has(fibre)) filter.fibre = fibre;
  const producer = params.get('producer');
  if (producer) filter.producer = producer;
  const tag = params.get('tag');
  if (tag) filter.tag = tag;
  return filter;
}

/** The link of a facet value: the current view with `param` set to `value`, or without it when `value` is null. */
export function viewLink(params: URLSearchParams, param: Dimension['param'], value: string | null): string {
  const next = new URLSearchParams(params);
  if (value === null) next.delete(param);
  else next.set(param, value);
  next.sort();
  const query = next.toString();
  return query ? `/explore?${query}` : '/explore';
}

/** Font size (rem) of a tag in the cloud: from 0.85 for the rarest to 1.6 for the most frequent. */
export function cloudSize(count: number, min: number, max: number): number {
  if (max <= min) return 1.1;
  return Math.round((0.85 + (0.75 * (count - min)) / (max - min)) * 100) / 100;
}
