/**
 * Who may see and change knit items, and through their item their pictures and colours: the one visibility rule of
 * common/policy.ts, read for items (SQL form: `visibleItemsSql`).
 */
import { definePolicy } from '../../common/authorize';
import { isPublic, visibleItemsSql, type Owned, type SqlCondition } from '../../common/policy';
import { KnitItem } from './knit.entity';

/** Read (the item, its pictures and its colours): public or the viewer's own; update (them too): the viewer's own. */
definePolicy(KnitItem, { what: 'Item', owned: (item) => item });

/** Whether the item's images (its pictures and its colours' pictures) are public: stable URLs, bytes for anyone. */
export function itemImagesArePublic(item: Owned | null | undefined): boolean {
  return item != null && isPublic(item);
}

/** Which items a list holds: one owner's (every visibility) and/or those everyone may see (the feed, `/public/` lists). */
export interface ListScope { ownerId?: number; publicOnly?: boolean }

/** The conditions (table alias `alias`) of a list scope, to join with `and`. */
export function listScopeSql(scope: ListScope, alias = 'k'): SqlCondition[] {
  const out: SqlCondition[] = [];
  if (scope.ownerId !== undefined) out.push({ sql: `${alias}.owner_id = ?`, params: [scope.ownerId] });
  if (scope.publicOnly) out.push(visibleItemsSql(null, alias));
  return out;
}
