import { Args, Ctx as GqlCtx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import type { Ctx } from '../../common/context';
import { databaseIdOf } from '../../common/node';
import type { Page } from '../../common/pagination';
import { KnitItem } from '../knit/knit.entity';
import { EnoughYarn, EnoughYarnArgs, StashFilterArgs, StashListArgs, StashTotals, StashYarnConnection } from './stash.types';
import * as stash from './stash.service';
import { enoughYarn, type EnoughAnswer } from './enough.service';
import { coloursByItem } from '../colour/colour.loaders';

/** The stash over GraphQL: the viewer's own yarns with skeins on hand, their totals, and "Do I have enough?". */
@Resolver(() => KnitItem)
export class StashResolver {
  @Query(() => StashYarnConnection, { description: 'Your yarns with skeins on hand, by id, narrowed by weight class, fibre, colour and place.' })
  myStash(@Args(() => StashListArgs) args: StashListArgs, @GqlCtx() ctx: Ctx): Promise<Page<KnitItem>> {
    const { weightClass, fibre, colour, place, ...page } = args;
    return stash.listStash(ctx, { weightClass, fibre, colour, place }, page);
  }

  @Query(() => StashTotals, { description: 'The totals of your stash, narrowed like `myStash` (colour and place count only the matching colours).' })
  myStashTotals(@Args(() => StashFilterArgs) args: StashFilterArgs, @GqlCtx() ctx: Ctx): Promise<StashTotals> {
    return stash.stashTotals(ctx, args);
  }

  @Query(() => [String], { description: 'The storage places you used before, most used first (at most 50): suggestions for `storagePlace`.' })
  myStoragePlaces(@GqlCtx() ctx: Ctx): Promise<string[]> {
    return stash.storagePlaces(ctx);
  }

  @Query(() => EnoughYarn, { description: 'Do I have enough? For a size of a pattern: the colours of your yarns of its weight class that are long enough, and what to buy of a chosen yarn.' })
  enoughYarn(@Args(() => EnoughYarnArgs) args: EnoughYarnArgs, @GqlCtx() ctx: Ctx): Promise<EnoughAnswer> {
    const yarnId = args.yarnId == null ? null : databaseIdOf(args.yarnId, 'KnitItem', 'yarnId');
    return enoughYarn(ctx, databaseIdOf(args.sizeId, 'PatternSize', 'sizeId'), yarnId);
  }

  @FieldResolver(() => StashTotals, { description: 'Yarn: the totals of the skeins on hand of its colours (zero for other kinds).' })
  async stashTotals(@Root() item: KnitItem, @GqlCtx() ctx: Ctx): Promise<StashTotals> {
    return stash.yarnTotals(item, await coloursByItem(ctx).load(item.id));
  }
}
