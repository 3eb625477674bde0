import { Arg, Ctx as GqlCtx, ID, Query, Resolver } from 'type-graphql';
import type { Ctx } from '../../common/context';
import { AppError, notFound } from '../../common/errors';
import { Node, fromGlobalId, type NodeType } from '../../common/node';
import { found } from '../../common/rows';
import { getVisibleItem } from '../knit/knit.service';
import { getPicture } from '../picture/picture.service';
import { getColour } from '../colour/colour.service';
import { getVisible as getVisibleCalculator } from '../calculator/calculator.service';
import { userById } from '../user/user.service';
import * as tokens from '../token/pat.service';
import { getDelivery, getSubscription } from '../webhook/webhook.service';
import * as oauthApps from '../oauth/oauth.service';
import { getNeedle } from '../needle/needle.service';
import { getPatternSize } from '../pattern/pattern-size.service';
import { getVisible as getVisibleProject, getVisibleYarnLine } from '../project/project.service';
import { getCounter } from '../project/row-counter.service';
import { getProjectPicture } from '../project/project-picture';

/** A finder among the rows `list` gives the viewer (which has no lookup of one of its own): NOT_FOUND `what` otherwise. */
function among<T extends { id: number }>(list: (ctx: Ctx) => Promise<T[]>, what: string) {
  return (ctx: Ctx, id: number): Promise<T> => found(list(ctx).then((rows) => rows.find((row) => row.id === id)), what);
}

/** Finds what a global id names, with the same visibility rules as the type's own lookups (NOT_FOUND otherwise). */
const FIND: Record<NodeType, (ctx: Ctx, id: number) => Promise<object>> = {
  User: userById,
  KnitItem: (ctx, id) => getVisibleItem(ctx, id),
  Picture: (ctx, id) => getPicture(ctx, id),
  Colour: (ctx, id) => getColour(ctx, id),
  Calculator: getVisibleCalculator,
  PersonalAccessToken: among(tokens.list, 'Token'),
  WebhookSubscription: getSubscription,
  WebhookDelivery: getDelivery,
  OAuthApp: among(oauthApps.listOwn, 'App'),
  Needle: getNeedle,
  PatternSize: getPatternSize,
  Project: getVisibleProject,
  ProjectYarn: getVisibleYarnLine,
  RowCounter: getCounter,
  ProjectPicture: getProjectPicture,
};

async function find(ctx: Ctx, globalId: string): Promise<object | null> {
  const named = fromGlobalId(globalId);
  if (!named) throw notFound('Node');
  return FIND[named.type](ctx, named.id);
}

/**
 * `node(id:)` / `nodes(ids:)`. Each implementing type's global `id` is a property of its objects (`@NodeEntity` on the
 * entity, common/node.ts), not a resolver here.
 */
@Resolver(() => Node)
export class NodeResolver {
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
