import { Arg, Ctx as GqlCtx, FieldResolver, Mutation, Resolver, Root } from 'type-graphql';
import type { Ctx } from '../../common/context';
import { notFound } from '../../common/errors';
import { databaseIdOf } from '../../common/node';
import { deleted, deletePayloadType, idInputType, payloadType, type Deleted } from '../../common/payloads';
import { KnitItem } from '../knit/knit.entity';
import { PatternSize } from './pattern-size.entity';
import { AddPatternSizeInput, type PatternSizePayload, UpdatePatternSizeInput } from './pattern-size.input';
import * as sizes from './pattern-size.service';
import { itemById } from '../knit/knit.loaders';

const AddPatternSizePayload = payloadType('AddPatternSize', 'patternSize', () => PatternSize, 'The new size.');
const UpdatePatternSizePayload = payloadType('UpdatePatternSize', 'patternSize', () => PatternSize, 'The size as changed.');
const DeletePatternSizePayload = deletePayloadType('PatternSize', 'pattern size');
const DeletePatternSizeInput = idInputType('DeletePatternSize', 'pattern size', 'The size to delete.');

/** Pattern sizes over GraphQL: a thin door onto pattern-size.service. */
@Resolver(() => PatternSize)
export class PatternSizeResolver {
  @FieldResolver(() => KnitItem, { description: 'The pattern of this size.' })
  async item(@Root() size: PatternSize, @GqlCtx() ctx: Ctx): Promise<KnitItem> {
    const item = await itemById(ctx).load(size.itemId);
    if (!item) throw notFound('Item');
    return item;
  }

  @Mutation(() => AddPatternSizePayload, { description: 'Adds a size at the end of one of your patterns (at most 30).' })
  async addPatternSize(@Arg('input', () => AddPatternSizeInput, { description: 'Parameters for addPatternSize.' }) input: AddPatternSizeInput, @GqlCtx() ctx: Ctx): Promise<PatternSizePayload> {
    const { itemId, ...fields } = input;
    return { patternSize: await sizes.addPatternSize(ctx, databaseIdOf(itemId, 'KnitItem', 'itemId'), fields) };
  }

  @Mutation(() => UpdatePatternSizePayload, { description: 'Changes a size of one of your patterns.' })
  async updatePatternSize(@Arg('input', () => UpdatePatternSizeInput, { description: 'Parameters for updatePatternSize.' }) input: UpdatePatternSizeInput, @GqlCtx() ctx: Ctx): Promise<PatternSizePayload> {
    const { id, ...fields } = input;
    return { patternSize: await sizes.updatePatternSize(ctx, databaseIdOf(id, 'PatternSize'), fields) };
  }

  @Mutation(() => DeletePatternSizePayload, { description: 'Deletes a size of one of your patterns.' })
  async deletePatternSize(@Arg('input', () => DeletePatternSizeInput, { description: 'Parameters for deletePatternSize.' }) input: { id: string }, @GqlCtx() ctx: Ctx): Promise<Deleted> {
    return deleted('PatternSize', await sizes.deletePatternSize(ctx, databaseIdOf(input.id, 'PatternSize')));
  }
}
