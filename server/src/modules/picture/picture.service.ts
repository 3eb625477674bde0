/** Pictures of knit items: listing, adding, replacing (same id, new image), deleting, and reading the bytes. */
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Ctx } from '../../common/context';
import { notFound } from '../../common/errors';
import { requireViewer } from '../../common/policy';
import { deleteImages, processImage, readImage, storeImage, type ImageBytes, type ProcessedImage } from '../image/image.service';
import { getVisibleItem, isRowId, lockEditableItem, touch, type ItemScope } from '../knit/knit.service';
import { Picture } from './picture.entity';
import { emitPictureAdded } from '../webhook/webhook.events';

/** The pictures of an item the viewer may see, oldest first. NOT_FOUND when the item is not visible. */
export async function listPictures(ctx: Ctx, itemId: number, scope: ItemScope = {}): Promise<Picture[]> {
  await getVisibleItem(ctx, itemId, scope.expectedType, scope);
  return ctx.em.find(Picture, { itemId }, { orderBy: { id: 'asc' } });
}

/** A picture the viewer may see (of item `itemId`, when given). */
export async function getPicture(ctx: Ctx, pictureId: number, itemId?: number | null, scope: ItemScope = {}): Promise<Picture> {
  const picture = isRowId(pictureId) ? await ctx.em.findOne(Picture, { id: pictureId }) : null;
  if (!picture || (itemId != null && picture.itemId !== itemId)) throw notFound('Picture');
  try {
    await getVisibleItem(ctx, picture.itemId, scope.expectedType, scope);
  } catch {
    throw notFound('Picture');
  }
  return picture;
}

/** Inside a transaction: a picture the viewer may change, with its item locked. */
async function lockEditablePicture(em: EntityManager, ctx: Ctx, pictureId: number, itemId?: number | null, scope: ItemScope = {}, lock = true) {
  const picture = isRowId(pictureId)
    ? await em.findOne(Picture, { id: pictureId }, { refresh: true })
    : null;
  if (!picture || (itemId != null && picture.itemId !== itemId)) {
    requireViewer(ctx);
    throw notFound('Picture');
  }
  const item = await lockEditableItem(em, ctx, picture.itemId, scope.expectedType, 'Picture', lock);
  if (!lock) return { picture, item };
  // The row may have changed (or gone) while we waited for the item lock.
  const locked = await em.findOne(Picture, { id: pictureId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  if (!locked) throw notFound('Picture');
  return { picture: locked, item };
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
export async function replacePicture(ctx: Ctx, pictureId: number, bytes: Buffer, itemId?: number | null, scope: ItemScope = {}): Promise<Picture> {
  const viewer = requireViewer(ctx);
  await lockEditablePicture(ctx.em, ctx, pictureId, itemId, scope, false);
  const img = await processImage(bytes);
  return ctx.em.transactional(async (em) => {
    const { picture, item } = await lockEditablePicture(em, ctx, pictureId, itemId, scope);
    const old = picture.imageId;
    picture.imageId = await storeImage(em, viewer.id, img);
    touch(item);
    await em.flush();
    await deleteImages(em, [old]);
    return picture;
  });
}

/** Deletes a picture and its image. Returns the picture id. */
export async function deletePicture(ctx: Ctx, pictureId: number, itemId?: number | null, scope: ItemScope = {}): Promise<number> {
  requireViewer(ctx);
  await ctx.em.transactional(async (em) => {
    const { picture, item } = await lockEditablePicture(em, ctx, pictureId, itemId, scope);
    em.remove(picture);
    touch(item);
    await em.flush();
    await deleteImages(em, [picture.imageId]);
  });
  return pictureId;
}

/** The image bytes (or thumbnail) of a picture the viewer may see. */
export async function pictureImage(ctx: Ctx, pictureId: number, itemId?: number | null, thumb = false, scope: ItemScope = {}): Promise<ImageBytes> {
  const picture = await getPicture(ctx, pictureId, itemId, scope);
  const img = await readImage(ctx.em, picture.imageId, thumb);
  if (!img) throw notFound('Picture');
  return img;
}
