import { Arg, Ctx as GqlCtx, FieldResolver, Mutation, Resolver, Root } from 'type-graphql';
import type { Ctx } from '../../common/context';
import { requireViewer } from '../../common/policy';
import { readUpload } from '../../common/upload';
import { notFound } from '../../common/errors';
import { childImageUrl } from '../knit/item-child';
import { KnitItem } from '../knit/knit.entity';
import { AddColourInput, ColourPayload, SetColourPictureInput, UpdateColourInput } from './colour.input';
import { Colour } from './colour.entity';
import * as colours from './colour.service';
import { deleted, deletePayloadType, idInputType, payloadType, type Deleted } from '../../common/payloads';
import { databaseIdOf } from '../../common/node';
import { itemById } from '../knit/knit.loaders';

/** The URL of a colour's picture (null without one): stable when its item is public, signed and expiring otherwise. */
function colourUrl(ctx: Ctx, colour: Colour, thumb: boolean): Promise<string | null> {
  return childImageUrl(ctx, colour, thumb);
}

const AddColourPayload = payloadType('AddColour', 'colour', () => Colour, 'The new colour.');
const UpdateColourPayload = payloadType('UpdateColour', 'colour', () => Colour, 'The colour as changed.');
const DeleteColourPayload = deletePayloadType('Colour', 'colour');
const DeleteColourInput = idInputType('DeleteColour', 'colour', 'The colour to delete.');
const SetColourPicturePayload = payloadType('SetColourPicture', 'colour', () => Colour, 'The colour with its new picture.');
const ClearColourPicturePayload = payloadType('ClearColourPicture', 'colour', () => Colour, 'The colour without a picture.');
const ClearColourPictureInput = idInputType('ClearColourPicture', 'colour', 'The colour whose picture to remove.');

@Resolver(() => Colour)
export class ColourResolver {
  @FieldResolver(() => KnitItem, { description: 'The knit item this colour belongs to.' })
  async item(@Root() colour: Colour, @GqlCtx() ctx: Ctx): Promise<KnitItem> {
    const item = await itemById(ctx).load(colour.itemId);
    if (!item) throw notFound('Item');
    return item;
  }

  @FieldResolver(() => String, { nullable: true, description: 'URL of the picture of the colour; null without one.' })
  pictureUrl(@Root() colour: Colour, @GqlCtx() ctx: Ctx): Promise<string | null> {
    return colourUrl(ctx, colour, false);
  }

  @FieldResolver(() => String, { nullable: true, description: 'A WebP thumbnail of the picture.' })
  thumbnailUrl(@Root() colour: Colour, @GqlCtx() ctx: Ctx): Promise<string | null> {
    return colourUrl(ctx, colour, true);
  }

  @Mutation(() => AddColourPayload, { description: 'Adds a colour to one of your items, with an optional picture.' })
  async addColour(@Arg('input', () => AddColourInput, { description: 'Parameters for addColour.' }) input: AddColourInput, @GqlCtx() ctx: Ctx): Promise<ColourPayload> {
    requireViewer(ctx); // fail fast for visitors before reading the upload
    const itemId = databaseIdOf(input.itemId, 'KnitItem', 'itemId');
    const bytes = input.picture ? await readUpload(input.picture) : null;
    const { itemId: _item, picture: _picture, ...fields } = input;
    return { colour: await colours.addColour(ctx, itemId, fields, bytes) };
  }

  @Mutation(() => UpdateColourPayload, { description: 'Changes the descriptions of a colour of yours.' })
  async updateColour(@Arg('input', () => UpdateColourInput, { description: 'Parameters for updateColour.' }) input: UpdateColourInput, @GqlCtx() ctx: Ctx): Promise<ColourPayload> {
    const { id: _id, ...fields } = input;
    return { colour: await colours.updateColour(ctx, databaseIdOf(input.id, 'Colour'), fields) };
  }

  @Mutation(() => DeleteColourPayload, { description: 'Deletes a colour of yours.' })
  async deleteColour(@Arg('input', () => DeleteColourInput, { description: 'Parameters for deleteColour.' }) input: { id: string }, @GqlCtx() ctx: Ctx): Promise<Deleted> {
    return deleted('Colour', await colours.deleteColour(ctx, databaseIdOf(input.id, 'Colour')));
  }

  @Mutation(() => SetColourPicturePayload, { description: 'Sets or replaces the picture of a colour of yours.' })
  async setColourPicture(@Arg('input', () => SetColourPictureInput, { description: 'Parameters for setColourPicture.' }) input: SetColourPictureInput, @GqlCtx() ctx: Ctx): Promise<ColourPayload> {
    requireViewer(ctx);
    const id = databaseIdOf(input.id, 'Colour');
    return { colour: await colours.setColourPicture(ctx, id, await readUpload(input.file)) };
  }

  @Mutation(() => ClearColourPicturePayload, { description: 'Removes the picture of a colour of yours.' })
  async clearColourPicture(@Arg('input', () => ClearColourPictureInput, { description: 'Parameters for clearColourPicture.' }) input: { id: string }, @GqlCtx() ctx: Ctx): Promise<ColourPayload> {
    return { colour: await colours.clearColourPicture(ctx, databaseIdOf(input.id, 'Colour')) };
  }
}
