/** Steps the GraphQL resolvers share: a door parses, authorises, calls a service and shapes the answer (docs/style.md §2). */
import type { GraphQLScalarType } from 'graphql';
import { Ctx as GqlCtx, FieldResolver, Root, type ClassType } from 'type-graphql';
import type { Ctx, Viewer } from './context';
import { databaseIdOf, type NodeType } from './node';
import { requireViewer } from './policy';
import { readUpload, type FileUpload } from './upload';

/**
 * The database id of `id` (of a `type`, given as `argument`) and the bytes of `upload`, for a mutation that stores an
 * image on something of the viewer's: a visitor is refused before the id is read and the upload received.
 */
export async function viewerUpload(ctx: Ctx, id: string, type: NodeType, upload: Promise<FileUpload>, argument?: string): Promise<[number, Buffer]> {
  requireViewer(ctx);
  const databaseId = databaseIdOf(id, type, argument);
  return [databaseId, await readUpload(upload)];
}

/**
 * Declares on `resolver` (a resolver class of `T`) one nullable `type` field per entry of `fields` (its name: its
 * description): the object's own value of that name for the viewers `may` lets see it, null for the others.
 */
export function guardedFields<T extends object>(
  resolver: ClassType, type: () => GraphQLScalarType | object, may: (viewer: Viewer | null, obj: T) => boolean, fields: Partial<Record<keyof T & string, string>>,
): void {
  const prototype: object = resolver.prototype;
  for (const [name, description] of Object.entries(fields) as [keyof T & string, string][]) {
    const value = (obj: T, ctx: Ctx): T[keyof T] | null => (may(ctx.viewer, obj) ? obj[name] : null);
    Object.defineProperty(prototype, name, { value, writable: true, configurable: true });
    Root()(prototype, name, 0);
    GqlCtx()(prototype, name, 1);
    FieldResolver(type, { nullable: true, description })(prototype, name, Object.getOwnPropertyDescriptor(prototype, name)!);
  }
}
