/**
 * Row counters of projects. Taps are increments applied in SQL (`row = row + by`), so two devices tapping at once
 * both count; an explicit value (setRowCounter) carries the client's time and loses to a newer one (last write wins).
 */
import type { Ctx } from '../../common/context';
import { badInput, notFound } from '../../common/errors';
import { deleteFound, visibleThrough } from '../../common/rows';
import { requireViewer } from '../../common/policy';
import { isRowId } from '../knit/knit.checks';
import { RowCounter } from './project.entity';
import { getVisible, lockEditable } from './project.service';
import { cleanText, cleanWhole, MAX_LINES, MAX_ROWS, MAX_STEP } from './project.checks';

/** The describing fields of a counter; undefined keeps, null clears a target or a repeat. */
export interface CounterFields { name?: string | null; targetRows?: number | null; repeatEvery?: number | null }

function cleanCounter(fields: CounterFields): CounterFields {
  const out: CounterFields = {};
  if (fields.name !== undefined) out.name = fields.name === null ? '' : cleanText('name', 'The name', fields.name);
  if (fields.targetRows !== undefined) out.targetRows = fields.targetRows === null ? null : cleanWhole('targetRows', fields.targetRows, 1, MAX_ROWS);
  if (fields.repeatEvery !== undefined) out.repeatEvery = fields.repeatEvery === null ? null : cleanWhole('repeatEvery', fields.repeatEvery, 1, MAX_ROWS);
  return out;
}

/** A counter the viewer may see (its project visible to them). */
export async function getCounter(ctx: Ctx, id: number): Promise<RowCounter> {
  const counter = isRowId(id) ? await ctx.em.findOne(RowCounter, { id }) : null;
  return visibleThrough(counter, 'Row counter', (c) => getVisible(ctx, c.projectId));
}

/** The viewer's counter, checked for change rights through its project (NOT_FOUND / FORBIDDEN like the project). */
async function editableCounter(ctx: Ctx, id: number): Promise<RowCounter> {
  requireViewer(ctx);
  const counter = isRowId(id) ? await ctx.em.findOne(RowCounter, { id }) : null;
  if (!counter) throw notFound('Row counter');
  await lockEditable(ctx.em, ctx, counter.projectId, false).catch((err: unknown) => {
    if (err instanceof Error && 'code' in err && err.code === 'NOT_FOUND') throw notFound('Row counter');
    throw err;
  });
  return counter;
}

/** Adds a counter to the viewer's project. */
export async function addCounter(ctx: Ctx, projectId: number, fields: CounterFields): Promise<RowCounter> {
  const clean = cleanCounter(fields);
  return ctx.em.transactional(async (em) => {
    const project = await lockEditable(em, ctx, projectId);
    if (await em.count(RowCounter, { projectId: project.id }) >= MAX_LINES) {
      throw badInput(`A project has at most ${MAX_LINES} counters`, { reason: 'tooManyCounters', values: { max: MAX_LINES } });
    }
    const counter = em.create(RowCounter, { name: '', ...clean, projectId: project.id, row: 0, lastUpdated: new Date(), createdAt: new Date() } as never);
    await em.flush();
    return counter;
  });
}

/** Renames a counter or changes its target or repeat. */
export async function updateCounter(ctx: Ctx, id: number, fields: CounterFields): Promise<RowCounter> {
  const clean = cleanCounter(fields);
  const counter = await editableCounter(ctx, id);
  Object.assign(counter, clean);
  counter.lastUpdated = new Date();
  await ctx.em.flush();
  return counter;
}

/** Adds `by` rows (negative: takes away) in one SQL statement; the row never goes below 0 or above the limit. */
export async function increment(ctx: Ctx, id: number, by: number): Promise<RowCounter> {
  const step = cleanWhole('by', by, -MAX_STEP, MAX_STEP);
  if (step === 0) throw badInput('by must not be 0', { reason: 'zeroStep' });
  const counter = await editableCounter(ctx, id);
  await ctx.em.getConnection().execute(
    'update row_counter set "row" = least(greatest(0, "row" + ?), ?), last_updated = now() where id = ?', [step, MAX_ROWS, counter.id], 'run');
  return ctx.em.findOneOrFail(RowCounter, { id: counter.id }, { refresh: true });
}

/**
 * Sets the row to `row` as of the client time `at`: applied only when no newer explicit value was set, so the last
 * write wins whatever order the devices' requests arrive in. Answers the counter as it now is and whether it applied.
 */
export async function setRow(ctx: Ctx, id: number, row: number, at: Date): Promise<{ counter: RowCounter; applied: boolean }> {
  const value = cleanWhole('row', row, 0, MAX_ROWS);
  if (!(at instanceof Date) || Number.isNaN(at.getTime())) throw badInput('clientTime must be a date and time', { reason: 'clientTime' });
  const counter = await editableCounter(ctx, id);
  const result = await ctx.em.getConnection().execute<{ id: number }[]>(
    `update row_counter set "row" = ?, set_at = ?, last_updated = now() where id = ? and (set_at is null or set_at <= ?) returning id`,
    [value, at, counter.id, at], 'all');
  return { counter: await ctx.em.findOneOrFail(RowCounter, { id: counter.id }, { refresh: true }), applied: result.length > 0 };
}

/** Deletes a counter of the viewer's project. */
export function removeCounter(ctx: Ctx, id: number): Promise<number> {
  return deleteFound(ctx, id, editableCounter);
}
