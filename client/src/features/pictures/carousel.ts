/** Selection and scrolling of the pictures carousel (docs/product.md §2.11). */
import { CAROUSEL_SIZE, carouselWindow } from '@purlwise/core';
import type { PicturesBlock_PictureFragment } from '../../gql/graphql';

/** What the carousel needs to know of a picture: the generated fragment's id and addresses. */
export type PictureRef = Pick<PicturesBlock_PictureFragment, 'id' | 'url' | 'thumbnailUrl'>;

/** Selected index and the first visible thumbnail. */
export interface CarouselState {
  selected: number;
  start: number;
}

/** The id of the placeholder shown when an item has no picture (never a picture's global id). */
export const EMPTY_PICTURE_ID = 'none';

/** The placeholder shown when an item has no picture. */
export const EMPTY_PICTURE: PictureRef = { id: EMPTY_PICTURE_ID, url: '', thumbnailUrl: '' };

/** The pictures to show: the item's, or the single empty placeholder. */
export function withPlaceholder(pictures: readonly PictureRef[]): PictureRef[] {
  return pictures.length > 0 ? [...pictures] : [EMPTY_PICTURE];
}

/** The state after selecting `index` among `total` pictures; the window scrolls only as far as needed. */
export function select(state: CarouselState, index: number, total: number, size = CAROUSEL_SIZE): CarouselState {
  if (total <= 0) return { selected: 0, start: 0 };
  const selected = Math.min(Math.max(index, 0), total - 1);
  return { selected, start: carouselWindow(selected, total, size, state.start).start };
}

/** One step left (-1) or right (+1), stopping at the ends. */
export function step(state: CarouselState, delta: -1 | 1, total: number, size = CAROUSEL_SIZE): CarouselState {
  return select(state, state.selected + delta, total, size);
}

/**
 * Keeps the selection on the same picture when the list changes (a refetch after an upload,
 * replace or delete). A picture that is gone leaves the selection at the same place, clamped;
 * `preferId` (a just-uploaded picture) wins when present.
 */
export function reconcile(
  state: CarouselState,
  previousIds: readonly string[],
  nextIds: readonly string[],
  preferId: string | null = null,
  size = CAROUSEL_SIZE,
): CarouselState {
  const total = nextIds.length;
  if (total === 0) return { selected: 0, start: 0 };
  if (preferId !== null && nextIds.includes(preferId)) return select(state, nextIds.indexOf(preferId), total, size);
  const currentId = previousIds[state.selected];
  const kept = currentId === undefined ? -1 : nextIds.indexOf(currentId);
  return select(state, kept >= 0 ? kept : state.selected, total, size);
}

/** The slice of pictures visible in the carousel for `state`. */
export function visible<T>(items: readonly T[], state: CarouselState, size = CAROUSEL_SIZE): { start: number; items: T[] } {
  const { start, end } = carouselWindow(state.selected, items.length, size, state.start);
  return { start, items: items.slice(start, end) };
}
