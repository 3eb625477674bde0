/** Whole lists of items for the legacy door (it has no paging): one statement, plain rows, no per-row entity work. */
import type { KnitTextName } from '@purlwise/core';
import type { Ctx } from '../../common/context';
import { KnitType, Visibility } from '../../common/enums';
import { requireViewer } from '../../common/policy';
import { listScopeSql, type ListScope } from './knit.policy';
import { parseKnitType } from './knit.service';
import { textColumnsSql, WIRE_TEXT_FIELDS } from './knit.fields';
import { fastQuery } from '../../common/sql/fast-query';
import { publicRead } from '../../common/sql/public-read';

/** An item with its owner's username, as one list row: the text fields the legacy wire carries, named as in the table. */
export interface ListedItem extends Partial<Record<KnitTextName, string>> {
  id: number; ownerName: string; type: KnitType; tags: string[]; visibility: Visibility;
  /** ISO 8601 with milliseconds, as Date#toISOString writes it, made by PostgreSQL (parsing dates in JS is slow). */
  lastUpdated: string;
}

/** The text columns of a list row: those of the fields the legacy wire carries (`k.made_in as "madeIn"`). */
const WIRE_COLUMNS = textColumnsSql('k', WIRE_TEXT_FIELDS);

/** The legacy lists stop at this many rows (as they always did). */
export const WHOLE_LIST_CAP = 1000;

/**
 * Up to `WHOLE_LIST_CAP` items of one type by (name, id), the order of the paged feed: the same rows the paged
 * reads would collect page by page, in one statement whose rows are used as they come from the driver.
 */
async function listWhole(ctx: Ctx, scope: ListScope, type: KnitType): Promise<ListedItem[]> {
  const where = ['k.type = ?'];
  const params: unknown[] = [parseKnitType(type)];
  for (const c of listScopeSql(scope)) { where.push(c.sql); params.push(...c.params); }
  params.push(WHOLE_LIST_CAP);
  const sql = `select k.id, u.username as "ownerName", k.type, ${WIRE_COLUMNS}, k.tags, k.visibility,
      to_char(k.last_updated at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "lastUpdated"
    from knit_item k join app_user u on u.id = k.owner_id
    where ${where.join(' and ')}
    order by k.name, k.id limit ?`;
  // Everyone's public items are a public browsing read (a replica when there is one); the viewer's own, the primary.
  return scope.publicOnly ? publicRead(ctx, (db) => db.query<ListedItem>(sql, params)) : fastQuery<ListedItem>(ctx.em, sql, params);
}

/** Everyone's public items of one type, visitors too. */
export function listPublicWhole(ctx: Ctx, type: KnitType): Promise<ListedItem[]> {
  return listWhole(ctx, { publicOnly: true }, type);
}

/** The viewer's own items of one type, every visibility. */
export function listMineWhole(ctx: Ctx, type: KnitType): Promise<ListedItem[]> {
  return listWhole(ctx, { ownerId: requireViewer(ctx).id }, type);
}
