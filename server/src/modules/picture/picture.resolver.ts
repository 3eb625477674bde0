import { Arg, Ctx as GqlCtx, FieldResolver, Mutation, Resolver, Root } from 'type-graphql';
import type { Ctx } from '../../common/context';
import { requireViewer } from '../../common/policy';
import { readUpload } from '../../common/upload';
import { notFound } from '../../common/errors';
import { childImageUrl } from '../knit/item-child';
import { KnitItem } from '../knit/knit.entity';
import { AddPictureInput, PicturePayload, ReplacePictureInput } from './picture.input';
import { Picture } from './picture.entity';
import * as pictures from './picture.service';
import { deleted, deletePayloadType, idInputType, payloadType, type Deleted } from '../../common/payloads';
import { databaseIdOf } from '../../common/node';
import { itemById } from '../knit/knit.loaders';

/** The URL of a picture's image: stable when its item is public, signed and expiring otherwise. */
async function pictureUrl(ctx: Ctx, picture: Picture, thumb: boolean): Promise<string> {
  return (await childImageUrl(ctx, picture, thumb))!;
}

const AddPicturePayload = payloadType('AddPicture', 'picture', () => Picture, 'The new picture.');
const ReplacePicturePayload = payloadType('ReplacePicture', 'picture', () => Picture, 'The picture with its new image.');
const DeletePicturePayload = deletePayloadType('Picture', 'picture');
const DeletePictureInput = idInputType('DeletePicture', 'picture', 'The picture to delete.');

@Resolver(() => Picture)
export class PictureResolver {
  @FieldResolver(() => KnitItem, { description: 'The knit item this picture belongs to.' })
  async item(@Root() picture: Picture, @GqlCtx() ctx: Ctx): Promise<KnitItem> {
    const item = await itemById(ctx).load(picture.itemId);
    if (!item) throw notFound('Item');
    return item;
  }

  @FieldResolver(() => String, { description: 'The image as uploaded (re-encoded, without metadata).' })
  url(@Root() picture: Picture, @GqlCtx() ctx: Ctx): Promise<string> {
    return pictureUrl(ctx, picture, false);
  }

  @FieldResolver(() => String, { description: 'A WebP thumbnail, at most 480 pixels wide and high.' })
  thumbnailUrl(@Root() picture: Picture, @GqlCtx() ctx: Ctx): Promise<string> {
    return pictureUrl(ctx, picture, true);
  }

  @Mutation(() => AddPicturePayload, { description: 'Adds a picture to one of your items.' })
  async addPicture(@Arg('input', () => AddPictureInput, { description: 'Parameters for addPicture.' }) input: AddPictureInput, @GqlCtx() ctx: Ctx): Promise<PicturePayload> {
    requireViewer(ctx); // fail fast for visitors before reading the upload
    const itemId = databaseIdOf(input.itemId, 'KnitItem', 'itemId');
    return { picture: await pictures.addPicture(ctx, itemId, await readUpload(input.file)) };
  }

  @Mutation(() => ReplacePicturePayload, { description: 'Replaces the image of a picture; its id stays the same.' })
  async replacePicture(@Arg('input', () => ReplacePictureInput, { description: 'Parameters for replacePicture.' }) input: ReplacePictureInput, @GqlCtx() ctx: Ctx): Promise<PicturePayload> {
    requireViewer(ctx);
    const id = databaseIdOf(input.id, 'Picture');
    return { picture: await pictures.replacePicture(ctx, id, await readUpload(input.file)) };
  }

  @Mutation(() => DeletePicturePayload, { description: 'Deletes a picture of yours.' })
  async deletePicture(@Arg('input', () => DeletePictureInput, { description: 'Parameters for deletePicture.' }) input: { id: string }, @GqlCtx() ctx: Ctx): Promise<Deleted> {
    return deleted('Picture', await pictures.deletePicture(ctx, databaseIdOf(input.id, 'Picture')));
  }
}
