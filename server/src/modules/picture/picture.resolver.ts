import { Ctx as GqlCtx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { Ctx } from '../../common/context';
import { found } from '../../common/rows';
import { viewerUpload } from '../../common/resolver-steps';
import { childImageUrl } from '../knit/item-child';
import { KnitItem } from '../knit/knit.entity';
import { AddPictureInput, PicturePayload, ReplacePictureInput } from './picture.input';
import { Picture } from './picture.entity';
import * as pictures from './picture.service';
import { payloadType } from '../../common/payloads';
import { InputMutation, ownedMutations } from '../../common/mutations';
import { itemById } from '../knit/knit.loaders';

/** The URL of a picture's image: stable when its item is public, signed and expiring otherwise. */
async function pictureUrl(ctx: Ctx, picture: Picture, thumb: boolean): Promise<string> {
  return (await childImageUrl(ctx, picture, thumb))!;
}

/** What addPicture runs. */
async function addPicture(ctx: Ctx, input: AddPictureInput): Promise<Picture> {
  const [itemId, bytes] = await viewerUpload(ctx, input.itemId, 'KnitItem', input.file, 'itemId');
  return pictures.addPicture(ctx, itemId, bytes);
}

const ReplacePicturePayload = payloadType('ReplacePicture', 'picture', () => Picture, 'The picture with its new image.');

@Resolver(() => Picture)
export class PictureResolver extends ownedMutations({ type: 'Picture', field: 'picture', entity: () => Picture, what: 'picture' }, {
  create: { input: AddPictureInput, verb: 'add', description: 'Adds a picture to one of your items.', run: addPicture },
  delete: { input: 'The picture to delete.', description: 'Deletes a picture of yours.', run: pictures.deletePicture },
}) {
  @FieldResolver(() => KnitItem, { description: 'The knit item this picture belongs to.' })
  item(@Root() picture: Picture, @GqlCtx() ctx: Ctx): Promise<KnitItem> {
    return found(itemById(ctx).load(picture.itemId), 'Item');
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
    const [id, bytes] = await viewerUpload(ctx, input.id, 'Picture', input.file);
    return { picture: await pictures.replacePicture(ctx, id, bytes) };
  }
}
