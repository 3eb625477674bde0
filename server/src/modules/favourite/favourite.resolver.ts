/** GraphQL of favourites: favorite / unfavorite, myFavorites, and each item's viewerHasFavorited and favoriteCount. */
import type { GraphQLResolveInfo } from 'graphql';
import { Args, ArgsType, Ctx as GqlCtx, Field, FieldResolver, Info, Int, Query, Resolver, Root } from 'type-graphql';
import { MaxLength } from 'class-validator';
import { LIMITS } from '@purlwise/core';
import type { Ctx } from '../../common/context';
import { KnitSort, KnitType } from '../../common/enums';
import { PageArgs } from '../../common/pagination';
import { idInputType, payloadType } from '../../common/payloads';
import { InputMutation } from '../../common/mutations';
import { KnitItem } from '../knit/knit.entity';
import { KnitItemConnection } from '../knit/knit.input';
import type { KnitPage } from '../knit/knit.page';
import { itemNeeds } from '../knit/knit.needs';
import * as favourites from './favourite.service';
import { databaseIdOf } from '../../common/node';

const FavoriteInput = idInputType('Favorite', 'item', 'The item to save as a favourite: a public item of someone else.', { field: 'itemId' });
const UnfavoriteInput = idInputType('Unfavorite', 'item', 'The item to remove from your favourites.', { field: 'itemId' });
const FavoritePayload = payloadType('Favorite', 'item', () => KnitItem, 'The item, now one of your favourites.');
const UnfavoritePayload = payloadType('Unfavorite', 'item', () => KnitItem, 'The item, no longer one of your favourites.');

@ArgsType()
class FavoriteListArgs extends PageArgs {
  @Field(() => KnitType, { nullable: true, description: 'Only items of this type.' }) type?: KnitType | null;
  @Field(() => KnitSort, { nullable: true, defaultValue: KnitSort.NEWEST_FIRST, description: 'The order of the list; the dates are when you saved the items.' }) sort?: KnitSort | null;
  @Field(() => String, { nullable: true, description: 'Case-insensitive substring of the name.' }) @MaxLength(LIMITS.knitText.max) search?: string | null;
}

@Resolver(() => KnitItem)
export class FavouriteResolver {
  @InputMutation(() => FavoritePayload, () => FavoriteInput, 'Saves a public item of someone else as a favourite; saving it again changes nothing. Your own items cannot be favourites (BAD_USER_INPUT, reason ownItem).')
  async favorite(input: { itemId: string }, ctx: Ctx): Promise<{ item: KnitItem }> {
    return { item: await favourites.favourite(ctx, databaseIdOf(input.itemId, 'KnitItem', 'itemId')) };
  }

  @InputMutation(() => UnfavoritePayload, () => UnfavoriteInput, 'Removes an item from your favourites; removing one that is not there changes nothing.')
  async unfavorite(input: { itemId: string }, ctx: Ctx): Promise<{ item: KnitItem }> {
    return { item: await favourites.unfavourite(ctx, databaseIdOf(input.itemId, 'KnitItem', 'itemId')) };
  }

  @Query(() => KnitItemConnection, { description: 'The public items you saved, most recently saved first by default. Items that turned private or were deleted are not listed.' })
  myFavorites(@Args(() => FavoriteListArgs) args: FavoriteListArgs, @GqlCtx() ctx: Ctx, @Info() info: GraphQLResolveInfo): Promise<KnitPage> {
    return favourites.listFavourites(ctx, { ...args, needs: itemNeeds(info) });
  }

  @FieldResolver(() => Boolean, { description: 'Whether you saved this item as a favourite (false for visitors).' })
  viewerHasFavorited(@Root() item: KnitItem, @GqlCtx() ctx: Ctx): Promise<boolean> {
    return favourites.viewerHasFavourited(ctx, item.id);
  }

  @FieldResolver(() => Int, { description: 'How many knitters saved this item as a favourite.' })
  favoriteCount(@Root() item: KnitItem, @GqlCtx() ctx: Ctx): Promise<number> {
    return favourites.favouriteCount(ctx, item.id);
  }
}
