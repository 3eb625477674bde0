/**
 * The rows that belong to a knit item and may carry an image: its pictures and its colours. One place reads them
 * under the item's visibility, locks them with their item for a change, swaps their image and gives their image URLs,
 * so a picture and a colour are checked, locked and replaced the same way (docs/ARCHITECTURE.md, "Item children").
 */
import { LockMode } from '@mikro-orm/core';
import type { EntityManager, EntityName } from '@mikro-orm/postgresql';
import type { Ctx } from '../../common/context';
import { notFound } from '../../common/errors';
import { requireViewer } from '../../common/policy';
import { deleteImages, processImage, readImage, storeImage, type ImageBytes } from '../image/image.service';
import { imageUrl } from '../image/image-url';
import type { KnitItem } from './knit.entity';
import { itemAccessById } from './knit.loaders';
import { itemImagesArePublic } from './knit.policy';
import { getVisibleItem, isRowId, lockEditableItem, touch, type ItemScope } from './knit.service';

/** A row of an item: a picture (always an image) or a colour (an image or none). */
export interface ItemChild { id: number; itemId: number; imageId: number | null }

/** Which rows: their entity and the name a NOT_FOUND gives them ('Picture', 'Colour'). */
export interface ChildKind<T extends ItemChild> { entity: EntityName<T>; what: string }

/** Where a child is looked for: optionally under one item (`itemId`, as the legacy paths name it), in a scope. */
export interface ChildPlace { itemId?: number | null; scope?: ItemScope }

/** The child the viewer may see; NOT_FOUND when it is missing, under another item, or its item is hidden. */
export async function visibleChild<T extends ItemChild>(ctx: Ctx, kind: ChildKind<T>, id: number, place: ChildPlace = {}): Promise<T> {
  const child = isRowId(id) ? await ctx.em.findOne(kind.entity, { id } as never) as T | null : null;
  if (!child || (place.itemId != null && child.itemId !== place.itemId)) throw notFound(kind.what);
  try {
    await getVisibleItem(ctx, child.itemId, place.scope?.expectedType, place.scope);
  } catch {
    throw notFound(kind.what);
  }
  return child;
}

/** The children of an item the viewer may see, oldest first. NOT_FOUND when the item is hidden. */
export async function visibleChildren<T extends ItemChild>(ctx: Ctx, kind: ChildKind<T>, itemId: number, scope: ItemScope = {}): Promise<T[]> {
  await getVisibleItem(ctx, itemId, scope.expectedType, scope);
  return ctx.em.find(kind.entity, { itemId } as never, { orderBy: { id: 'asc' } as never });
}

/**
 * A child the viewer may change, with its item. With `lock` (inside a transaction) the item, then the child, are locked
 * and the child read again, since it may have changed or gone while the item lock was awaited. Without it, a quick
 * check before costly work (an image to process) that refuses others early.
 */
export async function editableChild<T extends ItemChild>(
  em: EntityManager, ctx: Ctx, kind: ChildKind<T>, id: number, place: ChildPlace = {}, lock = true,
): Promise<{ child: T; item: KnitItem }> {
  const child = isRowId(id) ? await em.findOne(kind.entity, { id } as never, { refresh: true }) as T | null : null;
  if (!child || (place.itemId != null && child.itemId !== place.itemId)) {
    requireViewer(ctx);
    throw notFound(kind.what);
  }
  const item = await lockEditableItem(em, ctx, child.itemId, place.scope?.expectedType, kind.what, lock);
  if (!lock) return { child, item };
  const locked = await em.findOne(kind.entity, { id } as never, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true }) as T | null;
  if (!locked) throw notFound(kind.what);
  return { child: locked, item };
}

/**
 * Runs `change` on a child the viewer may change, in one transaction with the child and its item locked, and flushes
 * after it. `change` marks the item changed (touch) when it changes something, and flushes itself before deleting an
 * image that the child still names.
 */
export function changeChild<T extends ItemChild, R>(
  ctx: Ctx, kind: ChildKind<T>, id: number, place: ChildPlace, change: (em: EntityManager, child: T, item: KnitItem) => Promise<R> | R,
): Promise<R> {
  requireViewer(ctx);
  return ctx.em.transactional(async (em) => {
    const { child, item } = await editableChild(em, ctx, kind, id, place);
    const result = await change(em, child, item);
    await em.flush();
    return result;
  });
}

/**
 * Gives a child a new image (`bytes`), or none (`null`): the viewer's right is checked before the upload is processed
 * (outside any transaction), then the new image is stored and the old one deleted with both rows locked.
 */
export async function replaceChildImage<T extends ItemChild>(ctx: Ctx, kind: ChildKind<T>, id: number, bytes: Buffer | null, place: ChildPlace = {}): Promise<T> {
  const viewer = requireViewer(ctx);
  let img = null;
  if (bytes) {
    await editableChild(ctx.em, ctx, kind, id, place, false);
    img = await processImage(bytes);
  }
  return changeChild(ctx, kind, id, place, async (em, child, item) => {
    const old = child.imageId;
    if (old == null && !img) return child;
    child.imageId = img ? await storeImage(em, viewer.id, img) : null;
    touch(item);
    await em.flush();
    await deleteImages(em, [old]);
    return child;
  });
}

/** Deletes a child and its image; answers its id. */
export async function deleteChild<T extends ItemChild>(ctx: Ctx, kind: ChildKind<T>, id: number, place: ChildPlace = {}): Promise<number> {
  await changeChild(ctx, kind, id, place, async (em, child, item) => {
    em.remove(child);
    touch(item);
    await em.flush();
    await deleteImages(em, [child.imageId]);
  });
  return id;
}

/** The image bytes (or thumbnail) of a child the viewer may see; NOT_FOUND, named `missing`, when it has none. */
export async function childImage<T extends ItemChild>(ctx: Ctx, kind: ChildKind<T>, id: number, thumb: boolean, place: ChildPlace = {}, missing = kind.what): Promise<ImageBytes> {
  const child = await visibleChild(ctx, kind, id, place);
  const img = child.imageId == null ? null : await readImage(ctx.em, child.imageId, thumb);
  if (!img) throw notFound(missing);
  return img;
}

/** The URL of a child's image: stable while its item is public, expiring otherwise; null when it has none. */
export async function childImageUrl(ctx: Ctx, child: ItemChild, thumb: boolean): Promise<string | null> {
  if (child.imageId == null) return null;
  const item = await itemAccessById(ctx).load(child.itemId);
  return imageUrl(ctx.secrets, child.imageId, itemImagesArePublic(item), thumb);
}
