/** Pictures of knit items: listing, adding, replacing (same id, new image), deleting, and reading the bytes. */
import type { Ctx } from '../../common/context';
import { requireViewer } from '../../common/policy';
import { processImage, storeImage, type ImageBytes, type ProcessedImage } from '../image/image.service';
import { childImage, deleteChild, replaceChildImage, visibleChild, visibleChildren, type ChildKind } from '../knit/item-child';
import { lockEditableItem, touch, type ItemScope } from '../knit/knit.service';
import { Picture } from './picture.entity';
import { emitPictureAdded } from '../webhook/webhook.events';

const PICTURE: ChildKind<Picture> = { entity: Picture, what: 'Picture' };

/** The pictures of an item the viewer may see, oldest first. NOT_FOUND when the item is not visible. */
export function listPictures(ctx: Ctx, itemId: number, scope: ItemScope = {}): Promise<Picture[]> {
  return visibleChildren(ctx, PICTURE, itemId, scope);
}

/** A picture the viewer may see (of item `itemId`, when given). */
export function getPicture(ctx: Ctx, pictureId: number, itemId?: number | null, scope: ItemScope = {}): Promise<Picture> {
  return visibleChild(ctx, PICTURE, pictureId, { itemId, scope });
}

/** Adds a picture to one of the viewer's items. The upload is checked and re-encoded before anything is written. */
export async function addPicture(ctx: Ctx, itemId: number, bytes: Buffer, scope: ItemScope = {}): Promise<Picture> {
  requireViewer(ctx);
  // Refuse someone else's item before spending time on the image.
  await lockEditableItem(ctx.em, ctx, itemId, scope.expectedType, 'Item', false);
  return attachPicture(ctx, itemId, await processImage(bytes), scope);
}

/** Stores an image already processed (processImage, outside any transaction) as a new picture of the viewer's item. */
export async function attachPicture(ctx: Ctx, itemId: number, img: ProcessedImage, scope: ItemScope = {}): Promise<Picture> {
  const viewer = requireViewer(ctx);
  return ctx.em.transactional(async (em) => {
    const item = await lockEditableItem(em, ctx, itemId, scope.expectedType);
    const imageId = await storeImage(em, viewer.id, img);
    const picture = em.create(Picture, { itemId: item.id, imageId, createdAt: new Date() });
    touch(item);
    await em.flush();
    await emitPictureAdded(em, item, picture);
    return picture;
  });
}

/** Replaces the image of a picture; the picture keeps its id and the old image is deleted. */
export function replacePicture(ctx: Ctx, pictureId: number, bytes: Buffer, itemId?: number | null, scope: ItemScope = {}): Promise<Picture> {
  return replaceChildImage(ctx, PICTURE, pictureId, bytes, { itemId, scope });
}

/** Deletes a picture and its image. Returns the picture id. */
export function deletePicture(ctx: Ctx, pictureId: number, itemId?: number | null, scope: ItemScope = {}): Promise<number> {
  return deleteChild(ctx, PICTURE, pictureId, { itemId, scope });
}

/** The image bytes (or thumbnail) of a picture the viewer may see. */
export function pictureImage(ctx: Ctx, pictureId: number, itemId?: number | null, thumb = false, scope: ItemScope = {}): Promise<ImageBytes> {
  return childImage(ctx, PICTURE, pictureId, thumb, { itemId, scope });
}
