/**
 * Whether an image's bytes are public: it belongs to an item everyone may see (as a picture or a colour's picture)
 * or to a profile everyone may see. Written with the visibility builders of common/policy.ts, so it follows the
 * one visibility rule. Private images are served only through expiring signed URLs handed to those who may see them.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { visibleItemsSql, visibleProfilesSql, type SqlCondition } from '../../common/policy';

const ID_EXPR = /^(\?|[a-z_][a-z0-9_]*(\.[a-z_][a-z0-9_]*)?)$/i;

/**
 * The condition "the image whose id is `idExpr` is public" as SQL (`idExpr` is a column such as `i.id`, or `?`,
 * whose value then comes first in the params of each of the three branches).
 */
export function publicImageSql(idExpr: string, id?: number): SqlCondition {
  if (!ID_EXPR.test(idExpr)) throw new Error(`not a column: ${idExpr}`);
  const item = visibleItemsSql(null, 'k');
  const profile = visibleProfilesSql(null, 'u');
  const ids = idExpr === '?' ? [id] : [];
  return {
    sql: `exists (
    select 1 from picture p join knit_item k on k.id = p.item_id where p.image_id = ${idExpr} and ${item.sql}
    union all select 1 from colour c join knit_item k on k.id = c.item_id where c.image_id = ${idExpr} and ${item.sql}
    union all select 1 from app_user u where (u.picture_id = ${idExpr} or u.background_id = ${idExpr}) and ${profile.sql})`,
    params: [...ids, ...item.params, ...ids, ...item.params, ...ids, ...ids, ...profile.params],
  };
}

/** True when image `id` is a picture of a public item, a picture of a colour of one, or a public profile's picture. */
export async function imageIsPublic(em: EntityManager, id: number): Promise<boolean> {
  const cond = publicImageSql('?', id);
  const [row] = await em.getConnection().execute<{ public: boolean }[]>(`select ${cond.sql} as public`, cond.params, 'all', em.getTransactionContext());
  return row?.public === true;
}
