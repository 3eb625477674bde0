/** The request's items by id (common/loaders.ts). */
import DataLoader from 'dataloader';
import type { Ctx } from '../../common/context';
import { byIdLoader, perRequest } from '../../common/loaders';
import { KnitItem } from './knit.entity';

/** The request's whole items by id. */
export const itemById = perRequest((ctx) => byIdLoader(ctx.em, KnitItem));

/** What the access rules read of an item (common/policy.ts): its owner and visibility, with its id and type. */
export type ItemAccess = Pick<KnitItem, 'id' | 'ownerId' | 'visibility' | 'type'>;

/**
 * The request's items as far as the access rules go. A list page that read only some columns (knit.needs.ts) primes
 * this loader, not itemById, whose items must be whole: its pictures' URLs, which depend on the item being public,
 * then need no second read. An item no page primed is read whole.
 */
export const itemAccessById = perRequest((ctx) => new DataLoader<number, ItemAccess | null>((ids) => itemById(ctx).loadMany(ids)));

/**
 * After a write: the request's copies of item `id` are forgotten, and `item` (whole, as written) kept in their place
 * when given, so that a later field of the same operation never sees the item as it was before.
 */
export function rememberItem(ctx: Ctx, id: number, item?: KnitItem): void {
  itemById(ctx).clear(id);
  itemAccessById(ctx).clear(id);
  if (item) {
    itemById(ctx).prime(id, item);
    itemAccessById(ctx).prime(id, item);
  }
}
