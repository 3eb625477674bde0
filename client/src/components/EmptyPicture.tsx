/** The per-type picture shown when an item has no picture or its picture fails to load (docs/product.md §4.4). */
import type { KnitTypeName } from '@purlwise/core';
import yarn from '../assets/empty/yarn.svg';
import pattern from '../assets/empty/pattern.svg';
import detail from '../assets/empty/detail.svg';
import model from '../assets/empty/model.svg';

/** URL of the empty picture of each knit type. */
export const EMPTY_PICTURES: Record<KnitTypeName, string> = { yarn, pattern, detail, model };

/** The empty picture of a type (lowercase or the GraphQL enum), defaulting to yarn. */
export function emptyPictureUrl(type: string): string {
  return EMPTY_PICTURES[type.toLowerCase() as KnitTypeName] ?? EMPTY_PICTURES.yarn;
}
