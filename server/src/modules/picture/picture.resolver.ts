import { Ctx as GqlCtx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { Ctx } from '../../common/context';
import { requireViewer } from '../../common/policy';
import { readUpload } from '../../common/upload';
import { notFound } from '../../common/errors';
import { childImageUrl } from '../knit/item-child';
import { KnitItem } from '../knit/knit.entity';
import { AddPictureInput, PicturePayload, ReplacePictureInput } from './picture.input';
import { Picture } from './picture.entity';
import * as pictures from './picture.service';
import { payloadType } from '../../common/payloads';
import { InputMutation, ownedMutations } from '../../common/mutations';
import { databaseIdOf } from '../../common/node';
import { itemById } from '../knit/knit.loaders';

/** The URL of a picture's image: stable when its item is public, signed and expiring otherwise. */
async function pictureUrl(ctx: Ctx, picture: Picture, thumb: boolean): Promise<string> {
  return (await childImageUrl(ctx, picture, thumb))!;
}

/** What addPicture runs: a visitor is refused before the upload is read. */
async function addPicture(ctx: Ctx, input: AddPictureInput): Promise<Picture> {
  requireViewer(ctx); // fail fast for visitors before reading the upload
  const itemId = databaseIdOf(input.itemId, 'KnitItem', 'itemId');
  return pictures.addPicture(ctx, itemId, await readUpload(input.file));
}

const ReplacePicturePayload = payloadType('ReplacePicture', 'picture', () => Picture, 'The picture with its new image.');

@Resolver(() => Picture)
export class PictureResolver extends ownedMutations({ type: 'Picture', field: 'picture', entity: () => Picture, what: 'picture' }, {
  create: { input: AddPictureInput, verb: 'add', description: 'Adds a picture to one of your items.', run: addPicture },
  delete: { input: 'The picture to delete.', description: 'Deletes a picture of yours.', run: pictures.deletePicture },
}) {
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

  @InputMutation(() => ReplacePicturePayload, () => ReplacePictureInput, 'Replaces the image of a picture; its id stays the same.')
  async replacePicture(input: ReplacePictureInput, ctx: Ctx): Promise<PicturePayload> {
    requireViewer(ctx);
    const id = databaseIdOf(input.id, 'Picture');
    return { picture: await pictures.replacePicture(ctx, id, await readUpload(input.file)) };
  }
}
