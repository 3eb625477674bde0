/** Per-request DataLoaders: related rows of a page of cards load in one query per kind, never one per row. */
import DataLoader from 'dataloader';
import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from '../modules/user/user.entity';
import { KnitItem } from '../modules/knit/knit.entity';
import { Picture } from '../modules/picture/picture.entity';
import { Colour } from '../modules/colour/colour.entity';

export interface Loaders {
  userById: DataLoader<number, User | null>;
  itemById: DataLoader<number, KnitItem | null>;
  picturesByItem: DataLoader<number, Picture[]>;
  firstPictureByItem: DataLoader<number, Picture | null>;
  coloursByItem: DataLoader<number, Colour[]>;
}

function byId<T extends { id: number }>(rows: T[], ids: readonly number[]): (T | null)[] {
  const map = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => map.get(id) ?? null);
}

function groupBy<T>(rows: T[], key: (r: T) => number, ids: readonly number[]): T[][] {
  const map = new Map<number, T[]>();
  for (const r of rows) {
    const list = map.get(key(r)) ?? [];
    list.push(r);
    map.set(key(r), list);
  }
  return ids.map((id) => map.get(id) ?? []);
}

/** Creates the loaders of one request, bound to its EntityManager fork. */
export function createLoaders(em: EntityManager): Loaders {
  return {
    userById: new DataLoader(async (ids) => byId(await em.find(User, { id: { $in: [...ids] } }), ids)),
    itemById: new DataLoader(async (ids) => byId(await em.find(KnitItem, { id: { $in: [...ids] } }), ids)),
    picturesByItem: new DataLoader(async (ids) =>
      groupBy(await em.find(Picture, { itemId: { $in: [...ids] } }, { orderBy: { id: 'asc' } }), (p) => p.itemId, ids)),
    firstPictureByItem: new DataLoader(async (ids) => {
      // knex expands an array binding into a list, so the ids go in as one placeholder each.
      const rows = await em.getConnection().execute<{ id: number }[]>(
        `select distinct on (item_id) id from picture where item_id in (${ids.map(() => '?').join(', ')}) order by item_id, id`, [...ids]);
      const pictures = rows.length ? await em.find(Picture, { id: { $in: rows.map((r) => r.id) } }) : [];
      const map = new Map(pictures.map((p) => [p.itemId, p]));
      return ids.map((id) => map.get(id) ?? null);
    }),
    coloursByItem: new DataLoader(async (ids) =>
      groupBy(await em.find(Colour, { itemId: { $in: [...ids] } }, { orderBy: { id: 'asc' } }), (c) => c.itemId, ids)),
  };
}
