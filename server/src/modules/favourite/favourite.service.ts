/**
 * Favourites: a knitter saves other knitters' public items. Visibility is checked when the list is read, so an
 * item that turns private drops out of others' favourites (and comes back if it turns public again); a deleted
 * item or account takes its favourite rows with it (foreign keys cascade).
 */
import DataLoader from 'dataloader';
import type { Ctx } from '../../common/context';
import { KnitSort } from '../../common/enums';
import { badInput } from '../../common/errors';
import { requireViewer } from '../../common/policy';
import { fastQuery } from '../../common/sql/fast-query';
import type { KnitItem } from '../knit/knit.entity';
import { listPage, type KnitPage, type ListOptions } from '../knit/knit.page';
import { getVisibleItem } from '../knit/knit.service';
import { emitFavouriteReceived } from '../webhook/webhook.events';

/** The public item the viewer may save: visible, and not their own. */
async function favouriteTarget(ctx: Ctx, itemId: number): Promise<KnitItem> {
  const viewer = requireViewer(ctx);
  const item = await getVisibleItem(ctx, itemId);
  if (item.ownerId === viewer.id) throw badInput('Your own items cannot be favourites', { reason: 'ownItem' });
  return getVisibleItem(ctx, itemId, null, { publicOnly: true });
}

/**
 * Saves a public item of someone else as a favourite of the viewer; saving it again changes nothing. The item's owner
 * is told (webhook `favorite.received`) when it was not saved already.
 */
export async function favourite(ctx: Ctx, itemId: number): Promise<KnitItem> {
  const item = await favouriteTarget(ctx, itemId);
  const viewer = ctx.viewer!;
  await ctx.em.transactional(async (em) => {
    const saved = await em.getConnection().execute<unknown[]>(
      'insert into favourite (user_id, item_id) select ?, id from knit_item where id = ? on conflict do nothing returning item_id',
      [viewer.id, item.id], 'all', em.getTransactionContext());
    if (saved.length) await emitFavouriteReceived(em, item, viewer.username);
  });
  forget(ctx, item.id);
  return item;
}

/** Removes an item from the viewer's favourites; removing one that is not there changes nothing. */
export async function unfavourite(ctx: Ctx, itemId: number): Promise<KnitItem> {
  const viewer = requireViewer(ctx);
  const item = await getVisibleItem(ctx, itemId);
  await ctx.em.getConnection().execute('delete from favourite where user_id = ? and item_id = ?', [viewer.id, item.id]);
  forget(ctx, item.id);
  return item;
}

/** The viewer's favourites (public items only), by default the most recently saved first; dates are when they were saved. */
export async function listFavourites(ctx: Ctx, opts: ListOptions): Promise<KnitPage> {
  const viewer = requireViewer(ctx);
  return listPage(ctx, { favouritesOf: viewer.id }, { ...opts, sort: opts.sort ?? KnitSort.NEWEST_FIRST });
}

interface FavouriteLoaders { count: DataLoader<number, number>; mine: DataLoader<number, boolean> | null }

const loaders = new WeakMap<Ctx, FavouriteLoaders>();

/** The request's favourite loaders: counts per item, and whether the viewer saved each item (one statement per page each). */
function loadersOf(ctx: Ctx): FavouriteLoaders {
  let found = loaders.get(ctx);
  if (!found) {
    const viewerId = ctx.viewer?.id;
    found = {
      count: new DataLoader(async (ids) => {
        const rows = await fastQuery<{ item_id: number; n: number }>(ctx.em,
          `select item_id, count(*)::int as n from favourite where item_id = any(?::int[]) group by item_id`, [[...ids]]);
        const map = new Map(rows.map((r) => [r.item_id, r.n]));
        return ids.map((id) => map.get(id) ?? 0);
      }),
      mine: viewerId === undefined ? null : new DataLoader(async (ids) => {
        const rows = await fastQuery<{ item_id: number }>(ctx.em,
          `select item_id from favourite where user_id = ? and item_id = any(?::int[])`, [viewerId, [...ids]]);
        const set = new Set(rows.map((r) => r.item_id));
        return ids.map((id) => set.has(id));
      }),
    };
    loaders.set(ctx, found);
  }
  return found;
}

function forget(ctx: Ctx, itemId: number): void {
  const l = loadersOf(ctx);
  l.count.clear(itemId);
  l.mine?.clear(itemId);
}

/** How many knitters saved the item. */
export function favouriteCount(ctx: Ctx, itemId: number): Promise<number> {
  return loadersOf(ctx).count.load(itemId);
}

/** Whether the viewer saved the item (false for visitors). */
export async function viewerHasFavourited(ctx: Ctx, itemId: number): Promise<boolean> {
  const mine = loadersOf(ctx).mine;
  return mine ? mine.load(itemId) : false;
}
