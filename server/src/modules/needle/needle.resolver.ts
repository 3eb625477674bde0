import { Args, Ctx as GqlCtx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import { needleSizeNames } from '@purlwise/core';
import type { Ctx } from '../../common/context';
import { ownedMutations } from '../../common/mutations';
import type { Page } from '../../common/pagination';
import { Needle } from './needle.entity';
import { CreateNeedleInput, NeedleConnection, NeedleListArgs, UpdateNeedleInput } from './needle.input';
import * as needles from './needle.service';
import { needleBusy } from '../project/needle-busy';

/** Needles over GraphQL: a thin door onto needle.service. Needles are private: only their owner sees them. */
@Resolver(() => Needle)
export class NeedleResolver extends ownedMutations({ type: 'Needle', field: 'needle', entity: () => Needle, what: 'needle' }, {
  create: { input: CreateNeedleInput, description: 'Adds a needle, set or hook to your inventory.', run: needles.createNeedle },
  update: { input: UpdateNeedleInput, description: 'Changes a needle of yours.', run: needles.updateNeedle },
  delete: { input: 'The needle to delete.', description: 'Deletes a needle of yours.', run: needles.deleteNeedle },
}) {
  @Query(() => NeedleConnection, { description: 'Your needles and hooks, by size then id, narrowed by kind, size and length ("Do I own a 4 mm 80 cm circular?").' })
  needles(@Args(() => NeedleListArgs) args: NeedleListArgs, @GqlCtx() ctx: Ctx): Promise<Page<Needle>> {
    const { kind, sizeMm, lengthCm, ...page } = args;
    return needles.listNeedles(ctx, { kind, sizeMm, lengthCm }, page);
  }

  @FieldResolver(() => String, { nullable: true, description: 'The US size of `sizeMm` (knitting needles), when it has one.' })
  sizeUs(@Root() needle: Needle): string | null {
    return needleSizeNames(needle.sizeMm).us;
  }

  @FieldResolver(() => String, { nullable: true, description: 'The old UK size of `sizeMm`, when it has one.' })
  sizeUk(@Root() needle: Needle): string | null {
    return needleSizeNames(needle.sizeMm).uk;
  }

  @FieldResolver(() => Boolean, { description: 'True while a project of yours that is In progress uses this needle.' })
  busy(@Root() needle: Needle, @GqlCtx() ctx: Ctx): Promise<boolean> {
    return needleBusy(ctx).load(needle.id);
  }
}
