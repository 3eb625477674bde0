/** The fields a project create or update carries, checked into what is written. */
import { LIMITS } from '@purlwise/core';
import type { Ctx } from '../../common/context';
import { badInput, notFound } from '../../common/errors';
import { KnitType, type Visibility } from '../../common/enums';
import { isRowId } from '../knit/knit.checks';
import { KnitItem } from '../knit/knit.entity';
import { authorize } from '../../common/authorize';
import { Colour } from '../colour/colour.entity';
import { Needle } from '../needle/needle.entity';
import { cleanDay, cleanName, cleanNumber, cleanText, cleanUnit, cleanVisibility, cleanWhole, MAX_GAUGE, MAX_LINES, MAX_YARN_AMOUNT } from './project.checks';
import type { YarnAmountUnit } from './project.entity';

/** One yarn line as given: a colour of one of the viewer's yarns and an amount. */
export interface YarnLine { colourId: number; amount: number; unit: YarnAmountUnit }

/** Fields of a project; undefined keeps (or defaults), null clears a field that may be empty. */
export interface ProjectFields {
  name?: string;
  patternId?: number | null;
  sizeMade?: string | null;
  startedOn?: string | null;
  finishedOn?: string | null;
  notes?: string | null;
  visibility?: Visibility | null;
  progressManual?: number | null;
  gaugeStitches?: number | null;
  gaugeRows?: number | null;
  yarns?: YarnLine[] | null;
  needleIds?: number[] | null;
}

/** The checked fields, ready to assign (yarns apart). */
export interface CleanFields extends Omit<ProjectFields, 'yarns' | 'needleIds'> { yarns?: YarnLine[]; needleIds?: number[] }

/** Checks every given field; the pattern must be a pattern the viewer may see, each colour one of their yarns'. */
export async function cleanProjectFields(ctx: Ctx, fields: ProjectFields, viewerId: number): Promise<CleanFields> {
  const out: CleanFields = {};
  if (fields.name !== undefined) out.name = cleanName(fields.name);
  if (fields.sizeMade !== undefined) out.sizeMade = fields.sizeMade === null ? '' : cleanText('sizeMade', 'The size made', fields.sizeMade);
  if (fields.notes !== undefined) out.notes = fields.notes === null ? '' : cleanText('notes', 'Notes', fields.notes, LIMITS.notes.max, false);
  if (fields.startedOn !== undefined) out.startedOn = cleanDay('startedOn', fields.startedOn);
  if (fields.finishedOn !== undefined) out.finishedOn = cleanDay('finishedOn', fields.finishedOn);
  if (fields.visibility != null) out.visibility = cleanVisibility(fields.visibility);
  if (fields.progressManual !== undefined) out.progressManual = fields.progressManual === null ? null : cleanWhole('progressManual', fields.progressManual, 0, 100);
  for (const key of ['gaugeStitches', 'gaugeRows'] as const) {
    if (fields[key] !== undefined) out[key] = fields[key] === null ? null : cleanNumber(key, fields[key], 0, MAX_GAUGE);
  }
  if (fields.patternId !== undefined) out.patternId = fields.patternId === null ? null : await checkPattern(ctx, fields.patternId);
  if (fields.yarns != null) out.yarns = await checkYarns(ctx, fields.yarns, viewerId);
  if (fields.needleIds != null) out.needleIds = await checkNeedles(ctx, fields.needleIds, viewerId);
  return out;
}

async function checkPattern(ctx: Ctx, id: number): Promise<number> {
  const item = isRowId(id) ? await ctx.em.findOne(KnitItem, { id }) : null;
  authorize(ctx, 'read', KnitItem, item, 'Pattern');
  if (item.type !== KnitType.PATTERN) throw badInput('A project follows a pattern, not another kind of item', { reason: 'notAPattern' });
  return id;
}

async function checkYarns(ctx: Ctx, lines: YarnLine[], viewerId: number): Promise<YarnLine[]> {
  if (lines.length > MAX_LINES) throw badInput(`A project uses at most ${MAX_LINES} yarns`, { reason: 'tooManyYarns', values: { max: MAX_LINES } });
  const clean = lines.map((l) => ({
    colourId: l.colourId, unit: cleanUnit(l.unit), amount: cleanNumber('amount', l.amount, 0, MAX_YARN_AMOUNT, false),
  }));
  const ids = [...new Set(clean.map((l) => l.colourId))];
  if (ids.some((id) => !isRowId(id))) throw notFound('Colour');
  const colours = ids.length ? await ctx.em.find(Colour, { id: { $in: ids } }) : [];
  const items = colours.length ? await ctx.em.find(KnitItem, { id: { $in: colours.map((c) => c.itemId) } }) : [];
  const yarnOf = new Map(items.map((i) => [i.id, i]));
  for (const id of ids) {
    const colour = colours.find((c) => c.id === id);
    const item = colour ? yarnOf.get(colour.itemId) : undefined;
    // Only the viewer's own stash can be used: anyone else's colour does not exist here.
    if (!item || item.ownerId !== viewerId) throw notFound('Colour');
    if (item.type !== KnitType.YARN) throw badInput('A project uses colours of yarns', { reason: 'notAYarn' });
  }
  return clean;
}

async function checkNeedles(ctx: Ctx, ids: number[], viewerId: number): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length > MAX_LINES) throw badInput(`A project uses at most ${MAX_LINES} needles`, { reason: 'tooManyNeedles', values: { max: MAX_LINES } });
  if (unique.some((id) => !isRowId(id))) throw notFound('Needle');
  const needles = unique.length ? await ctx.em.find(Needle, { id: { $in: unique }, ownerId: viewerId }) : [];
  // Needles are private: another knitter's needle does not exist here.
  if (needles.length !== unique.length) throw notFound('Needle');
  return unique;
}
