import { Arg, Ctx as GqlCtx, FieldResolver, Mutation, Resolver, Root } from 'type-graphql';
import type { Ctx } from '../../common/context';
import { Visibility } from '../../common/enums';
import { DeletePayload, IdInput } from '../../common/payloads';
import { requireViewer } from '../../common/policy';
import { readUpload } from '../../common/upload';
import { imageUrl } from '../image/image-url';
import { AddColourInput, ColourPayload, SetColourPictureInput, UpdateColourInput } from './colour.input';
import { Colour } from './colour.entity';
import * as colours from './colour.service';

/** The URL of a colour's picture (null without one): stable when its item is public, signed and expiring otherwise. */
async function colourUrl(ctx: Ctx, colour: Colour, thumb: boolean): Promise<string | null> {
  if (colour.imageId == null) return null;
  const item = await ctx.loaders.itemById.load(colour.itemId);
  return imageUrl(ctx.secrets, colour.imageId, item?.visibility === Visibility.PUBLIC, thumb);
}

@Resolver(() => Colour)
export class ColourResolver {
  @FieldResolver(() => String, { nullable: true })
  pictureUrl(@Root() colour: Colour, @GqlCtx() ctx: Ctx): Promise<string | null> {
    return colourUrl(ctx, colour, false);
  }

  @FieldResolver(() => String, { nullable: true, description: 'A WebP thumbnail of the picture.' })
  thumbnailUrl(@Root() colour: Colour, @GqlCtx() ctx: Ctx): Promise<string | null> {
    return colourUrl(ctx, colour, true);
  }

  @Mutation(() => ColourPayload)
  async addColour(@Arg('input', () => AddColourInput) input: AddColourInput, @GqlCtx() ctx: Ctx): Promise<ColourPayload> {
    requireViewer(ctx); // fail fast for visitors before reading the upload
    const bytes = input.picture ? await readUpload(input.picture) : null;
    const fields = { textDescription: input.textDescription, codeDescription: input.codeDescription };
    return { colour: await colours.addColour(ctx, input.itemId, fields, bytes) };
  }

  @Mutation(() => ColourPayload)
  async updateColour(@Arg('input', () => UpdateColourInput) input: UpdateColourInput, @GqlCtx() ctx: Ctx): Promise<ColourPayload> {
    const fields = { textDescription: input.textDescription, codeDescription: input.codeDescription };
    return { colour: await colours.updateColour(ctx, input.id, fields) };
  }

  @Mutation(() => DeletePayload)
  async deleteColour(@Arg('input', () => IdInput) input: IdInput, @GqlCtx() ctx: Ctx): Promise<DeletePayload> {
    return { id: await colours.deleteColour(ctx, input.id) };
  }

  @Mutation(() => ColourPayload)
  async setColourPicture(@Arg('input', () => SetColourPictureInput) input: SetColourPictureInput, @GqlCtx() ctx: Ctx): Promise<ColourPayload> {
    requireViewer(ctx);
    return { colour: await colours.setColourPicture(ctx, input.id, await readUpload(input.file)) };
  }

  @Mutation(() => ColourPayload)
  async clearColourPicture(@Arg('input', () => IdInput) input: IdInput, @GqlCtx() ctx: Ctx): Promise<ColourPayload> {
    return { colour: await colours.clearColourPicture(ctx, input.id) };
  }
}
