/** Colours of knit items: a text description, a code and an optional picture. */
import { checkColourDescriptions, checkLength, LIMITS } from '@purlwise/core';
import type { Ctx } from '../../common/context';
import { badInput, tooLong } from '../../common/errors';
import { requireViewer } from '../../common/policy';
import { processImage, storeImage, type ImageBytes, type ProcessedImage } from '../image/image.service';
import { changeChild, childImage, deleteChild, replaceChildImage, visibleChild, visibleChildren, type ChildKind } from '../knit/item-child';
import { checkChars, lockEditableItem, touch, type ItemScope } from '../knit/knit.service';
import { Colour } from './colour.entity';
import { cleanColourStash, type ColourStashFields } from '../stash/stash.fields';

/** The describing fields of a colour. Omitted (undefined or null) fields are kept on update. */
export interface ColourFields extends ColourStashFields { textDescription?: string | null; codeDescription?: string | null }

/** Checks lengths and returns the trimmed values that were given. */
function cleanFields(fields: ColourFields): ColourFields {
  const out: ColourFields = {};
  for (const [key, label] of [['textDescription', 'Text description'], ['codeDescription', 'Code description']] as const) {
    const v = fields[key];
    if (v == null) continue;
    if (typeof v !== 'string') throw badInput(`${label} must be text`);
    if (checkLength(label, v, LIMITS.knitText.max)) throw tooLong(key, label, LIMITS.knitText.max);
    const msg = checkChars(label, v);
    if (msg) throw badInput(msg, { reason: 'badCharacter', values: { field: key } });
    out[key] = v.trim();
  }
  return out;
}

/** The core rule: a colour needs a text or a code description. */
function assertDescribed(textDescription: string, codeDescription: string): void {
  const msg = checkColourDescriptions({ textDescription, codeDescription });
  if (msg) throw badInput(msg);
}

const COLOUR: ChildKind<Colour> = { entity: Colour, what: 'Colour' };

/** The colours of an item the viewer may see, oldest first. */
export function listColours(ctx: Ctx, itemId: number, scope: ItemScope = {}): Promise<Colour[]> {
  return visibleChildren(ctx, COLOUR, itemId, scope);
}

/** A colour the viewer may see (of item `itemId`, when given). */
export function getColour(ctx: Ctx, colourId: number, itemId?: number | null, scope: ItemScope = {}): Promise<Colour> {
  return visibleChild(ctx, COLOUR, colourId, { itemId, scope });
}

/** Adds a colour to one of the viewer's items, with an optional picture checked before anything is written. */
export async function addColour(ctx: Ctx, itemId: number, fields: ColourFields, pictureBytes?: Buffer | null, scope: ItemScope = {}): Promise<Colour> {
  requireViewer(ctx);
  const values = cleanFields(fields);
  cleanColourStash(fields);
  // Refused before spending time on the picture.
  assertDescribed(values.textDescription ?? '', values.codeDescription ?? '');
  await lockEditableItem(ctx.em, ctx, itemId, scope.expectedType, 'Item', false);
  return attachColour(ctx, itemId, fields, pictureBytes ? await processImage(pictureBytes) : null, scope);
}

/** Adds a colour with a picture already processed (processImage, outside any transaction), or none. */
export async function attachColour(ctx: Ctx, itemId: number, fields: ColourFields, img: ProcessedImage | null, scope: ItemScope = {}): Promise<Colour> {
  const viewer = requireViewer(ctx);
  const values = cleanFields(fields);
  const stash = cleanColourStash(fields);
  const text = values.textDescription ?? '';
  const code = values.codeDescription ?? '';
  assertDescribed(text, code);
  return ctx.em.transactional(async (em) => {
    const item = await lockEditableItem(em, ctx, itemId, scope.expectedType);
    const imageId = img ? await storeImage(em, viewer.id, img) : null;
    const colour = em.create(Colour, { dyeLot: '', storagePlace: '', ...stash, itemId: item.id, textDescription: text, codeDescription: code, imageId, createdAt: new Date() });
    touch(item);
    await em.flush();
    return colour;
  });
}

/** Changes the given descriptions; refused when both would be empty. */
export function updateColour(ctx: Ctx, colourId: number, fields: ColourFields, itemId?: number | null, scope: ItemScope = {}): Promise<Colour> {
  requireViewer(ctx);
  const values = cleanFields(fields);
  const stash = cleanColourStash(fields);
  return changeChild(ctx, COLOUR, colourId, { itemId, scope }, (_em, colour, item) => {
    const text = values.textDescription ?? colour.textDescription;
    const code = values.codeDescription ?? colour.codeDescription;
    assertDescribed(text, code);
    colour.textDescription = text;
    colour.codeDescription = code;
    Object.assign(colour, stash);
    touch(item);
    return colour;
  });
}

/** Deletes a colour and its picture. Returns the colour id. */
export function deleteColour(ctx: Ctx, colourId: number, itemId?: number | null, scope: ItemScope = {}): Promise<number> {
  return deleteChild(ctx, COLOUR, colourId, { itemId, scope });
}

/** Sets (or replaces) the picture of a colour; the old image is deleted. */
export function setColourPicture(ctx: Ctx, colourId: number, bytes: Buffer, itemId?: number | null, scope: ItemScope = {}): Promise<Colour> {
  return replaceChildImage(ctx, COLOUR, colourId, bytes, { itemId, scope });
}

/** Removes the picture of a colour (nothing to do when it has none). */
export function clearColourPicture(ctx: Ctx, colourId: number, itemId?: number | null, scope: ItemScope = {}): Promise<Colour> {
  return replaceChildImage(ctx, COLOUR, colourId, null, { itemId, scope });
}

/** The picture bytes (or thumbnail) of a colour the viewer may see; NOT_FOUND when it has no picture. */
export function colourImage(ctx: Ctx, colourId: number, itemId?: number | null, thumb = false, scope: ItemScope = {}): Promise<ImageBytes> {
  return childImage(ctx, COLOUR, colourId, thumb, { itemId, scope }, 'Colour picture');
}
