import { Arg, Ctx as GqlCtx, FieldResolver, ID, Info, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLResolveInfo } from 'graphql';
import type { Ctx } from '../../common/context';
import { AppError, notFound } from '../../common/errors';
import { Node, fromGlobalId, toGlobalId, type NodeType } from '../../common/node';
import { getVisibleItem } from '../knit/knit.service';
import { getPicture } from '../picture/picture.service';
import { getColour } from '../colour/colour.service';
import { getVisible as getVisibleCalculator } from '../calculator/calculator.service';
import { userById } from '../user/user.service';
import * as tokens from '../token/pat.service';

/** Finds what a global id names, with the same visibility rules as the type's own lookups (NOT_FOUND otherwise). */
const FIND: Record<NodeType, (ctx: Ctx, id: number) => Promise<object>> = {
  User: userById,
  KnitItem: (ctx, id) => getVisibleItem(ctx, id),
  Picture: (ctx, id) => getPicture(ctx, id),
  Colour: (ctx, id) => getColour(ctx, id),
  Calculator: getVisibleCalculator,
  PersonalAccessToken: async (ctx, id) => {
    const token = (await tokens.list(ctx)).find((t) => t.id === id);
    if (!token) throw notFound('Token');
    return token;
  },
};

async function find(ctx: Ctx, globalId: string): Promise<object | null> {
  const named = fromGlobalId(globalId);
  if (!named) throw notFound('Node');
  return FIND[named.type](ctx, named.id);
}

/** The `Node` interface: every implementing type's global `id`, and `node(id:)` / `nodes(ids:)`. */
@Resolver(() => Node)
export class NodeResolver {
  @FieldResolver(() => ID, { name: 'id', description: 'The global id of the object: opaque, stable, and unique across every type.' })
  globalId(@Root() root: { id: number }, @Info() info: GraphQLResolveInfo): string {
    return toGlobalId(info.parentType.name as NodeType, root.id);
  }

  @Query(() => Node, { nullable: true, description: 'The object a global id names, if you may see it; null (with a NOT_FOUND error) otherwise.' })
  node(@Arg('id', () => ID, { description: 'A global id, as read from the `id` field of any object.' }) id: string, @GqlCtx() ctx: Ctx): Promise<object | null> {
    return find(ctx, id);
  }

  @Query(() => [Node], { nullable: 'items', description: 'The objects global ids name, in the same order; null (with a NOT_FOUND error at its index) for each one you may not see. At most 100.' })
  async nodes(@Arg('ids', () => [ID], { description: 'Up to 100 global ids.' }) ids: string[], @GqlCtx() ctx: Ctx): Promise<(object | null)[]> {
    if (ids.length > 100) throw new AppError('BAD_USER_INPUT', 'At most 100 ids at a time', { reason: 'tooManyIds', values: { max: 100 } });
    // An Error in a list becomes null at its index with its error in `errors`, as graphql-js does for any item.
    return Promise.all(ids.map((id) => find(ctx, id).catch((err: unknown) => (err instanceof Error ? err : new Error(String(err))))));
  }
}
