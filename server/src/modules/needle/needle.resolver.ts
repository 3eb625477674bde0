import { Arg, Args, Ctx as GqlCtx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import { needleSizeNames } from '@purlwise/core';
import type { Ctx } from '../../common/context';
import { databaseIdOf } from '../../common/node';
import { deleted, deletePayloadType, idInputType, payloadType, type Deleted } from '../../common/payloads';
import type { Page } from '../../common/pagination';
import { Needle } from './needle.entity';
import { CreateNeedleInput, NeedleConnection, NeedleListArgs, NeedlePayload, UpdateNeedleInput } from './needle.input';
import * as needles from './needle.service';
import { needleBusy } from '../project/needle-busy';

const CreateNeedlePayload = payloadType('CreateNeedle', 'needle', () => Needle, 'The new needle.');
const UpdateNeedlePayload = payloadType('UpdateNeedle', 'needle', () => Needle, 'The needle as changed.');
const DeleteNeedlePayload = deletePayloadType('Needle', 'needle');
const DeleteNeedleInput = idInputType('DeleteNeedle', 'needle', 'The needle to delete.');

/** Needles over GraphQL: a thin door onto needle.service. Needles are private: only their owner sees them. */
@Resolver(() => Needle)
export class NeedleResolver {
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

  @Mutation(() => CreateNeedlePayload, { description: 'Adds a needle, set or hook to your inventory.' })
  async createNeedle(@Arg('input', () => CreateNeedleInput, { description: 'Parameters for createNeedle.' }) input: CreateNeedleInput, @GqlCtx() ctx: Ctx): Promise<NeedlePayload> {
    return { needle: await needles.createNeedle(ctx, input) };
  }

  @Mutation(() => UpdateNeedlePayload, { description: 'Changes a needle of yours.' })
  async updateNeedle(@Arg('input', () => UpdateNeedleInput, { description: 'Parameters for updateNeedle.' }) input: UpdateNeedleInput, @GqlCtx() ctx: Ctx): Promise<NeedlePayload> {
    const { id, ...fields } = input;
    return { needle: await needles.updateNeedle(ctx, databaseIdOf(id, 'Needle'), fields) };
  }

  @Mutation(() => DeleteNeedlePayload, { description: 'Deletes a needle of yours.' })
  async deleteNeedle(@Arg('input', () => DeleteNeedleInput, { description: 'Parameters for deleteNeedle.' }) input: { id: string }, @GqlCtx() ctx: Ctx): Promise<Deleted> {
    return deleted('Needle', await needles.deleteNeedle(ctx, databaseIdOf(input.id, 'Needle')));
  }
}
