import { Arg, Ctx as GqlCtx, FieldResolver, Mutation, Resolver, Root } from 'type-graphql';
import type { Ctx } from '../../common/context';
import { Visibility } from '../../common/enums';
import { DeletePayload, IdInput } from '../../common/payloads';
import { requireViewer } from '../../common/policy';
import { readUpload } from '../../common/upload';
import { imageUrl } from '../image/image-url';
import { AddPictureInput, PicturePayload, ReplacePictureInput } from './picture.input';
import { Picture } from './picture.entity';
import * as pictures from './picture.service';

/** The URL of a picture's image: stable when its item is public, signed and expiring otherwise. */
async function pictureUrl(ctx: Ctx, picture: Picture, thumb: boolean): Promise<string> {
  const item = await ctx.loaders.itemById.load(picture.itemId);
  return imageUrl(ctx.secrets, picture.imageId, item?.visibility === Visibility.PUBLIC, thumb)!;
}

@Resolver(() => Picture)
export class PictureResolver {
  @FieldResolver(() => String, { description: 'The image as uploaded (re-encoded, without metadata).' })
  url(@Root() picture: Picture, @GqlCtx() ctx: Ctx): Promise<string> {
    return pictureUrl(ctx, picture, false);
  }

  @FieldResolver(() => String, { description: 'A WebP thumbnail, at most 480 pixels wide and high.' })
  thumbnailUrl(@Root() picture: Picture, @GqlCtx() ctx: Ctx): Promise<string> {
    return pictureUrl(ctx, picture, true);
  }

  @Mutation(() => PicturePayload)
  async addPicture(@Arg('input', () => AddPictureInput) input: AddPictureInput, @GqlCtx() ctx: Ctx): Promise<PicturePayload> {
    requireViewer(ctx); // fail fast for visitors before reading the upload
    return { picture: await pictures.addPicture(ctx, input.itemId, await readUpload(input.file)) };
  }

  @Mutation(() => PicturePayload, { description: 'Replaces the image of a picture; its id stays the same.' })
  async replacePicture(@Arg('input', () => ReplacePictureInput) input: ReplacePictureInput, @GqlCtx() ctx: Ctx): Promise<PicturePayload> {
    requireViewer(ctx);
    return { picture: await pictures.replacePicture(ctx, input.id, await readUpload(input.file)) };
  }

  @Mutation(() => DeletePayload)
  async deletePicture(@Arg('input', () => IdInput) input: IdInput, @GqlCtx() ctx: Ctx): Promise<DeletePayload> {
    return { id: await pictures.deletePicture(ctx, input.id) };
  }
}
