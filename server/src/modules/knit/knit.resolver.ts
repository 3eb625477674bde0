import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Args, Ctx as GqlCtx, FieldResolver, ID, Info, Query, Resolver, Root } from 'type-graphql';
import type { Ctx } from '../../common/context';
import { Colour } from '../colour/colour.entity';
import { Picture } from '../picture/picture.entity';
import { User } from '../user/user.entity';
import { KnitItem } from './knit.entity';
import { CreateKnitItemInput, KnitItemConnection, KnitListArgs, UpdateKnitItemInput } from './knit.input';
import * as knit from './knit.service';
import { itemNeeds } from './knit.needs';
import { can } from '../../common/authorize';
import { ownedMutations } from '../../common/mutations';
import { lookupIdOf } from '../../common/node';
import { coloursByItem } from '../colour/colour.loaders';
import { firstPictureByItem, picturesByItem } from '../picture/picture.loaders';
import { userById } from '../user/user.loaders';

@Resolver(() => KnitItem)
export class KnitResolver extends ownedMutations({ type: 'KnitItem', field: 'item', entity: () => KnitItem, what: 'knit item', short: 'item' }, {
  create: { input: CreateKnitItemInput, description: 'Adds an item to your library.', run: (ctx, { type, ...fields }) => knit.createItem(ctx, type, fields) },
  update: { input: UpdateKnitItemInput, description: 'Changes fields of an item of yours.', run: knit.updateItem },
  delete: { input: 'The item to delete, with its pictures and colours.', description: 'Deletes an item with its pictures and colours.', run: knit.deleteItem },
}) {
  @Query(() => KnitItem, { nullable: true, description: 'An item you may see: any public item, or one of yours; null (with a NOT_FOUND error) otherwise.' })
  knitItem(@Arg('id', () => ID, { description: 'The id of the item: its global id, or its database id (as in /yarn/42).' }) id: string, @GqlCtx() ctx: Ctx): Promise<KnitItem> {
    return knit.getVisibleItem(ctx, lookupIdOf(id, 'KnitItem'));
  }

  @Query(() => KnitItemConnection, { description: 'Your own items, every visibility.' })
  myKnitItems(@Args(() => KnitListArgs) args: KnitListArgs, @GqlCtx() ctx: Ctx, @Info() info: GraphQLResolveInfo): Promise<knit.KnitPage> {
    return knit.listMine(ctx, { ...args, needs: itemNeeds(info) });
  }

  @Query(() => KnitItemConnection, { description: 'The feed: every public item of everyone.' })
  publicKnitItems(@Args(() => KnitListArgs) args: KnitListArgs, @GqlCtx() ctx: Ctx, @Info() info: GraphQLResolveInfo): Promise<knit.KnitPage> {
    return knit.listPublic(ctx, { ...args, needs: itemNeeds(info) });
  }

  @FieldResolver(() => User, { description: 'The knitter whose item it is.' })
  async owner(@Root() item: KnitItem, @GqlCtx() ctx: Ctx): Promise<User> {
    const user = await userById(ctx).load(item.ownerId);
    if (!user) throw new Error(`owner ${item.ownerId} of item ${item.id} is missing`);
    return user;
  }

  @FieldResolver(() => Boolean, { description: 'Whether you may change this item, its pictures and its colours: it is yours (and you are not using a read-only token).' })
  viewerCanEdit(@Root() item: KnitItem, @GqlCtx() ctx: Ctx): boolean {
    return can(ctx.viewer, 'update', KnitItem, item);
  }

  @FieldResolver(() => String, { description: 'The producer for yarn when given, else the owner\'s username.' })
  author(@Root() item: KnitItem, @GqlCtx() ctx: Ctx): Promise<string> {
    return knit.authorOf(ctx, item);
  }

  @FieldResolver(() => [Picture], { description: 'Oldest first.' })
  pictures(@Root() item: KnitItem, @GqlCtx() ctx: Ctx): Promise<Picture[]> {
    return picturesByItem(ctx).load(item.id);
  }

  @FieldResolver(() => Picture, { nullable: true, description: 'The card picture: the oldest one.' })
  firstPicture(@Root() item: KnitItem, @GqlCtx() ctx: Ctx): Promise<Picture | null> {
    return firstPictureByItem(ctx).load(item.id);
  }

  @FieldResolver(() => [Colour], { description: 'Oldest first.' })
  colours(@Root() item: KnitItem, @GqlCtx() ctx: Ctx): Promise<Colour[]> {
    return coloursByItem(ctx).load(item.id);
  }
}
