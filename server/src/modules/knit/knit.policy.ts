/**
 * Who may see and change knit items, and through their item their pictures and colours. Names over the one
 * visibility rule in common/policy.ts (SQL form: `visibleItemsSql`).
 */
import type { Viewer } from '../../common/context';
import { canEdit, canSee, isPublic, visibleItemsSql, type SqlCondition } from '../../common/policy';
import type { KnitItem } from './knit.entity';

/** Whether the viewer may read the item, its pictures and its colours. */
export function canSeeItem(viewer: Viewer | null, item: KnitItem): boolean {
  return canSee(viewer, item);
}

/** Whether the viewer may change the item, its pictures and its colours. */
export function canEditItem(viewer: Viewer | null, item: KnitItem): boolean {
  return canEdit(viewer, item);
}

/** Whether the item's images (its pictures and its colours' pictures) are public: stable URLs, bytes for anyone. */
export function itemImagesArePublic(item: KnitItem | null | undefined): boolean {
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
