/** The request's pictures by item, and each item's first picture (common/loaders.ts). */
import DataLoader from 'dataloader';
import { groupedLoader, perRequest } from '../../common/loaders';
import { Picture } from './picture.entity';

export const picturesByItem = perRequest((ctx) => groupedLoader(ctx.em, Picture, 'itemId'));

/** The first picture (lowest id) of each item: the card's picture. */
export const firstPictureByItem = perRequest(({ em }) => new DataLoader<number, Picture | null>(async (ids) => {
  // knex expands an array binding into a list, so the ids go in as one placeholder each.
  const rows = await em.getConnection().execute<{ id: number }[]>(
    `select distinct on (item_id) id from picture where item_id in (${ids.map(() => '?').join(', ')}) order by item_id, id`, [...ids]);
  const pictures = rows.length ? await em.find(Picture, { id: { $in: rows.map((r) => r.id) } }) : [];
  const map = new Map(pictures.map((p) => [p.itemId, p]));
  return ids.map((id) => map.get(id) ?? null);
}));
