/** Steps the GraphQL resolvers share: a door parses, authorises, calls a service and shapes the answer (docs/style.md §2). */
import type { Ctx } from './context';
import { notFound } from './errors';
import { databaseIdOf, type NodeType } from './node';
import { requireViewer } from './policy';
import { readUpload, type FileUpload } from './upload';

/** What `loading` finds, else NOT_FOUND `what` (a row named by another that went between two reads). */
export async function found<T>(loading: Promise<T | null | undefined>, what: string): Promise<T> {
  const row = await loading;
  if (!row) throw notFound(what);
  return row;
}

/**
 * The database id of `id` (of a `type`, given as `argument`) and the bytes of `upload`, for a mutation that stores an
 * image on something of the viewer's: a visitor is refused before the id is read and the upload received.
 */
export async function viewerUpload(ctx: Ctx, id: string, type: NodeType, upload: Promise<FileUpload>, argument?: string): Promise<[number, Buffer]> {
  requireViewer(ctx);
  const databaseId = databaseIdOf(id, type, argument);
  return [databaseId, await readUpload(upload)];
}
