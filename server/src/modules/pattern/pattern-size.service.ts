/** The sizes of pattern items: seen with their pattern, changed by its owner, in one transaction each. */
import { inRange, isWeightClass, STASH_LIMITS } from '@purlwise/core';
import type { Ctx } from '../../common/context';
import { KnitType, WeightClass } from '../../common/enums';
import { badInput, notFound, tooLong } from '../../common/errors';
import { visibleThrough } from '../../common/rows';
import { requireViewer } from '../../common/policy';
import { checkChars, getVisibleItem, isRowId, lockEditableItem, touch } from '../knit/knit.service';
import { PatternSize } from './pattern-size.entity';
import { sizesByItem } from './pattern-size.loaders';

/** The fields of a size; omitted (undefined) ones are kept on update, null clears a number. */
export interface PatternSizeFields {
  name?: string | null;
  yardageM?: number | null;
  weightClass?: WeightClass | null;
  stitchesPer10cm?: number | null;
  rowsPer10cm?: number | null;
  needleMm?: number | null;
}

const NUMBERS: Array<[keyof PatternSizeFields & keyof PatternSize, string, number]> = [
  ['yardageM', 'The yardage', STASH_LIMITS.yardageM],
  ['stitchesPer10cm', 'Stitches per 10 cm', STASH_LIMITS.gauge],
  ['rowsPer10cm', 'Rows per 10 cm', STASH_LIMITS.gauge],
  ['needleMm', 'The needle size', STASH_LIMITS.needleMm],
];

/** Checks the given fields; returns the values to store. Throws BAD_USER_INPUT with the first problem. */
export function cleanSize(fields: PatternSizeFields, creating: boolean): Partial<PatternSize> {
  const out: Partial<PatternSize> = {};
  if (fields.name != null) {
    if (typeof fields.name !== 'string') throw badInput('The size name must be text');
    const name = fields.name.trim();
    if (name === '') throw badInput('A size needs a name', { reason: 'required', values: { field: 'name' } });
    if (Array.from(name).length > STASH_LIMITS.sizeName) throw tooLong('name', 'The size name', STASH_LIMITS.sizeName);
    const msg = checkChars('The size name', name);
    if (msg) throw badInput(msg, { reason: 'badCharacter', values: { field: 'name' } });
    out.name = name;
  } else if (creating) throw badInput('A size needs a name', { reason: 'required', values: { field: 'name' } });
  for (const [key, label, max] of NUMBERS) {
    const v = fields[key];
    if (v === undefined) continue;
    if (v !== null && !inRange(v, max)) throw badInput(`${label} must be a number above 0 to ${max}`, { reason: 'outOfRange', values: { field: key, max } });
    (out as Record<string, unknown>)[key] = v;
  }
  if (fields.weightClass !== undefined) {
    if (fields.weightClass !== null && !isWeightClass(fields.weightClass)) throw badInput('The weight class must be a number from 0 (Lace) to 7 (Jumbo)', { reason: 'badWeightClass' });
    out.weightClass = fields.weightClass;
  }
  return out;
}

/** A size the viewer may see (its pattern is visible), else NOT_FOUND. */
export async function getPatternSize(ctx: Ctx, id: number): Promise<PatternSize> {
  const size = isRowId(id) ? await ctx.em.findOne(PatternSize, { id }) : null;
  return visibleThrough(size, 'Size', (s) => getVisibleItem(ctx, s.itemId));
}

/** Adds a size at the end of one of the viewer's patterns. */
export async function addPatternSize(ctx: Ctx, itemId: number, fields: PatternSizeFields): Promise<PatternSize> {
  requireViewer(ctx);
  const values = cleanSize(fields, true);
  const size = await ctx.em.transactional(async (em) => {
    const item = await lockEditableItem(em, ctx, itemId, null, 'Item');
    if (item.type !== KnitType.PATTERN) throw badInput('Only a pattern has sizes', { reason: 'patternOnly' });
    const count = await em.count(PatternSize, { itemId });
    if (count >= STASH_LIMITS.sizesPerPattern) throw badInput(`A pattern has at most ${STASH_LIMITS.sizesPerPattern} sizes`, { reason: 'tooMany', values: { max: STASH_LIMITS.sizesPerPattern } });
    const created = em.create(PatternSize, { ...values, itemId, position: count, createdAt: new Date() } as never);
    touch(item);
    await em.flush();
    return created;
  });
  sizesByItem(ctx).clear(itemId);
  return size;
}

/** Changes the given fields of a size of one of the viewer's patterns. */
export async function updatePatternSize(ctx: Ctx, id: number, fields: PatternSizeFields): Promise<PatternSize> {
  requireViewer(ctx);
  const values = cleanSize(fields, false);
  return ctx.em.transactional(async (em) => {
    const { size, item } = await editableSize(ctx, em, id);
    Object.assign(size, values);
    touch(item);
    await em.flush();
    return size;
  });
}

/** Deletes a size of one of the viewer's patterns; returns its id. */
export async function deletePatternSize(ctx: Ctx, id: number): Promise<number> {
  requireViewer(ctx);
  await ctx.em.transactional(async (em) => {
    const { size, item } = await editableSize(ctx, em, id);
    em.remove(size);
    touch(item);
    await em.flush();
  });
  return id;
}

async function editableSize(ctx: Ctx, em: Ctx['em'], id: number) {
  const size = isRowId(id) ? await em.findOne(PatternSize, { id }, { refresh: true }) : null;
  if (!size) throw notFound('Size');
  const item = await lockEditableItem(em, ctx, size.itemId, null, 'Size');
  return { size, item };
}
