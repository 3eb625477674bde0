/**
 * Whether an image's bytes are public: it belongs to an item everyone may see (as a picture or a colour's picture)
 * or to a profile everyone may see. Written with the visibility builders of common/policy.ts, so it follows the
 * one visibility rule. Private images are served only through expiring signed URLs handed to those who may see them.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { visibleItemsSql, visibleProfilesSql } from '../../common/policy';

/** True when image `id` is a picture of a public item, a picture of a colour of one, or a public profile's picture. */
export async function imageIsPublic(em: EntityManager, id: number): Promise<boolean> {
  const item = visibleItemsSql(null, 'k');
  const profile = visibleProfilesSql(null, 'u');
  const sql = `select exists (
    select 1 from picture p join knit_item k on k.id = p.item_id where p.image_id = ? and ${item.sql}
    union all select 1 from colour c join knit_item k on k.id = c.item_id where c.image_id = ? and ${item.sql}
    union all select 1 from app_user u where (u.picture_id = ? or u.background_id = ?) and ${profile.sql}) as public`;
  const params = [id, ...item.params, id, ...item.params, id, id, ...profile.params];
  const [row] = await em.getConnection().execute<{ public: boolean }[]>(sql, params);
  return row?.public === true;
}
