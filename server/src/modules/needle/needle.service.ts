/** Needles and hooks: the owner's inventory, private to them (issue #24 point 4). */
import { inRange, STASH_LIMITS } from '@purlwise/core';
import type { Ctx } from '../../common/context';
import { badInput, tooLong } from '../../common/errors';
import { deleteFound } from '../../common/rows';
import { authorize } from '../../common/authorize';
import { requireViewer } from '../../common/policy';
import { decodeCursor, encodeCursor, pageWindow, toPage, type Page, type PageRequest } from '../../common/pagination';
import { checkChars, isRowId } from '../knit/knit.checks';
import { Needle, NeedleKind } from './needle.entity';
import './needle.policy'; // the needles' policy, which authorize() reads

/** The fields of a needle; omitted (undefined) ones are kept on update, `lengthCm: null` clears the length. */
export interface NeedleFields {
  kind?: NeedleKind | null;
  sizeMm?: number | null;
  lengthCm?: number | null;
  material?: string | null;
  count?: number | null;
  notes?: string | null;
}

/** What narrows the list of needles: "Do I own a 4 mm 80 cm circular?". */
export interface NeedleFilter { kind?: NeedleKind | null; sizeMm?: number | null; lengthCm?: number | null }

function text(value: unknown, key: string, label: string, max: number): string {
  if (typeof value !== 'string') throw badInput(`${label} must be text`);
  if (Array.from(value).length > max) throw tooLong(key, label, max);
  const msg = checkChars(label, value);
  if (msg) throw badInput(msg, { reason: 'badCharacter', values: { field: key } });
  return key === 'notes' ? value : value.trim();
}

function numberIn(value: unknown, key: string, label: string, max: number, zero = false): number {
  if (!inRange(value, max, zero)) {
    throw badInput(`${label} must be a number ${zero ? 'from 0' : 'above 0'} to ${max}`, { reason: 'outOfRange', values: { field: key, max } });
  }
  return value;
}

/** Checks the given fields; returns the values to store. Throws BAD_USER_INPUT with the first problem. */
export function cleanNeedle(fields: NeedleFields, creating: boolean): Partial<Needle> {
  const out: Partial<Needle> = {};
  if (fields.kind != null) {
    if (!Object.values(NeedleKind).includes(fields.kind)) throw badInput('Unknown kind of needle', { reason: 'badNeedleKind' });
    out.kind = fields.kind;
  } else if (creating) throw badInput('A needle needs a kind', { reason: 'required', values: { field: 'kind' } });
  if (fields.sizeMm != null) out.sizeMm = numberIn(fields.sizeMm, 'sizeMm', 'The size', STASH_LIMITS.needleMm);
  else if (creating) throw badInput('A needle needs a size in mm', { reason: 'required', values: { field: 'sizeMm' } });
  if (fields.lengthCm !== undefined) out.lengthCm = fields.lengthCm === null ? null : numberIn(fields.lengthCm, 'lengthCm', 'The length', STASH_LIMITS.needleLengthCm);
  if (fields.count != null) {
    if (!Number.isInteger(fields.count)) throw badInput('The count must be a whole number', { reason: 'wholeNumber', values: { field: 'count' } });
    out.count = numberIn(fields.count, 'count', 'The count', STASH_LIMITS.needleCount, true);
  }
  if (fields.material != null) out.material = text(fields.material, 'material', 'Material', STASH_LIMITS.text);
  if (fields.notes != null) out.notes = text(fields.notes, 'notes', 'Notes', 2000);
  return out;
}

/** The viewer's needles narrowed by `filter`, by size then id. Sizes and lengths match to the nearest 0.01. */
export async function listNeedles(ctx: Ctx, filter: NeedleFilter, req: PageRequest = {}): Promise<Page<Needle>> {
  const viewer = requireViewer(ctx);
  const window = pageWindow(req);
  const where: Record<string, unknown> = { ownerId: viewer.id };
  if (filter.kind != null) where.kind = filter.kind;
  if (filter.sizeMm != null) where.sizeMm = { $gte: filter.sizeMm - 0.005, $lte: filter.sizeMm + 0.005 };
  if (filter.lengthCm != null) where.lengthCm = { $gte: filter.lengthCm - 0.5, $lte: filter.lengthCm + 0.5 };
  const keyed = (cursor: string | null, op: '$gt' | '$lt') => {
    if (!cursor) return null;
    const [size, id] = decodeCursor(cursor);
    if (typeof size !== 'number' || !Number.isFinite(size) || Math.abs(size) > 1e6) throw badInput('The cursor is not valid');
    const other = op === '$gt' ? '$gt' : '$lt';
    return { $or: [{ sizeMm: { [other]: size } }, { sizeMm: size, id: { [op]: id } }] };
  };
  const bounds = [keyed(window.after, '$gt'), keyed(window.before, '$lt')].filter(Boolean);
  const dir = window.backward ? 'desc' as const : 'asc' as const;
  const rows = await ctx.em.find(Needle, bounds.length ? { $and: [where, ...bounds] } : where, { orderBy: [{ sizeMm: dir }, { id: dir }], limit: window.size + 1 });
  return toPage(rows, window, (n) => encodeCursor(n.sizeMm, n.id), { count: () => ctx.em.count(Needle, where) });
}

/** A needle the viewer may see (their own), else NOT_FOUND. */
export async function getNeedle(ctx: Ctx, id: number): Promise<Needle> {
  const needle = isRowId(id) ? await ctx.em.findOne(Needle, { id }) : null;
  authorize(ctx, 'read', Needle, needle);
  return needle;
}

async function editable(ctx: Ctx, id: number): Promise<Needle> {
  requireViewer(ctx);
  const needle = isRowId(id) ? await ctx.em.findOne(Needle, { id }) : null;
  authorize(ctx, 'update', Needle, needle);
  return needle;
}

/** Adds a needle to the viewer's inventory. */
export async function createNeedle(ctx: Ctx, fields: NeedleFields): Promise<Needle> {
  const viewer = requireViewer(ctx);
  const values = cleanNeedle(fields, true);
  const now = new Date();
  const needle = ctx.em.create(Needle, { count: 1, material: '', notes: '', lengthCm: null, ...values, ownerId: viewer.id, createdAt: now, lastUpdated: now } as never);
  await ctx.em.flush();
  return needle;
}

/** Changes the given fields of one of the viewer's needles. */
export async function updateNeedle(ctx: Ctx, id: number, fields: NeedleFields): Promise<Needle> {
  const values = cleanNeedle(fields, false);
  const needle = await editable(ctx, id);
  Object.assign(needle, values);
  needle.lastUpdated = new Date();
  await ctx.em.flush();
  return needle;
}

/** Deletes one of the viewer's needles; returns its id. */
export function deleteNeedle(ctx: Ctx, id: number): Promise<number> {
  return deleteFound(ctx, id, editable);
}
