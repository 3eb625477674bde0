/** Steps on one row that the services and resolvers share: a row or NOT_FOUND, and the deletion of a checked row. */
import type { Ctx } from './context';
import { notFound } from './errors';

/** What `loading` finds, else NOT_FOUND `what`. */
export async function found<T>(loading: Promise<T | null | undefined>, what: string): Promise<T> {
  const row = await loading;
  if (!row) throw notFound(what);
  return row;
}

/**
 * `row` when the viewer may see what it belongs to (`parent` resolves), else NOT_FOUND `what`: the row of something
 * hidden is as missing as a row that is not there.
 */
export async function visibleThrough<T>(row: T | null, what: string, parent: (row: T) => Promise<unknown>): Promise<T> {
  if (!row) throw notFound(what);
  try {
    await parent(row);
  } catch {
    throw notFound(what);
  }
  return row;
}

/** Deletes the row `find` answers for `id` (which checks that the viewer may change it) and answers `id`. */
export async function deleteFound(ctx: Ctx, id: number, find: (ctx: Ctx, id: number) => Promise<object>): Promise<number> {
  const row = await find(ctx, id);
  await ctx.em.remove(row).flush();
  return id;
}
