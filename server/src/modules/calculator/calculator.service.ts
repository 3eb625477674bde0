/** Saved gauge calculators: listing, reading with visibility rules, creating, changing, copying, deleting. */
import { checkLength, copyName, isIntegerMeasure, LIMITS, MEASURE_KEYS, NEW_CALC_NAME, NEW_CALC_TYPE, type MeasureKey } from '@purlwise/core';
import type { ConnectionType } from '@mikro-orm/core';
import type { Ctx } from '../../common/context';
import { Visibility } from '../../common/enums';
import { badInput, tooLong } from '../../common/errors';
import { deleteFound } from '../../common/rows';
import { authorize } from '../../common/authorize';
import { requireViewer } from '../../common/policy';
import { visibleCalculatorsWhere } from './calculator.policy';
import { decodeCursor, encodeCursor, pageWindow, toPage, type Page, type PageRequest } from '../../common/pagination';
import { publicRead } from '../../common/sql/public-read';
import { Calculator } from './calculator.entity';

/** Largest accepted measure or type: far above any swatch, low enough to stay a safe 32-bit integer. */
export const MAX_MEASURE = 1_000_000;

/** Fields a create or an update may carry; absent fields keep their value (or default on create). */
export type CalculatorFields = Partial<Record<MeasureKey, number>> & { name?: string; type?: number; visibility?: Visibility };

/** A page of calculators, sorted by id ascending. */
export type CalculatorPage = Page<Calculator>;

export type { PageRequest } from '../../common/pagination';

function checkNumber(label: string, value: unknown, integer: boolean): void {
  const ok = typeof value === 'number' && Number.isFinite(value) && value >= 0 && (!integer || Number.isInteger(value));
  if (!ok) throw badInput(`${label} must be ${integer ? 'a whole number' : 'a number'} of at least 0`, { reason: integer ? 'wholeNumber' : 'number', values: { field: label } });
  if (value > MAX_MEASURE) throw badInput(`${label} must be at most ${MAX_MEASURE}`, { reason: 'tooBig', values: { field: label, max: MAX_MEASURE } });
}

/** Checks the given fields and returns them cleaned (name trimmed). Throws BAD_USER_INPUT with the first problem. */
export function validateFields(fields: CalculatorFields): CalculatorFields {
  const out: CalculatorFields = {};
  if (fields.name !== undefined && fields.name !== null) {
    if (typeof fields.name !== 'string') throw badInput('The name must be text');
    const name = fields.name.trim();
    if (name === '') throw badInput('The name cannot be empty', { reason: 'nameEmpty' });
    if (checkLength('The name', name, LIMITS.calculatorName.max)) throw tooLong('name', 'The name', LIMITS.calculatorName.max);
    out.name = name;
  }
  if (fields.type !== undefined && fields.type !== null) {
    checkNumber('type', fields.type, true);
    out.type = fields.type;
  }
  if (fields.visibility !== undefined && fields.visibility !== null) {
    if (!Object.values(Visibility).includes(fields.visibility)) throw badInput('Visibility must be public or private');
    out.visibility = fields.visibility;
  }
  for (const key of MEASURE_KEYS) {
    const v = fields[key];
    if (v === undefined || v === null) continue;
    checkNumber(key, v, isIntegerMeasure(key));
    out[key] = v;
  }
  return out;
}

/** A page by id ascending; backward (`last`), the ids before `before` read in descending order, then turned back. */
async function page(ctx: Ctx, where: Record<string, unknown>, req: PageRequest, isPublic = false): Promise<CalculatorPage> {
  const window = pageWindow(req);
  const ids: Record<string, number> = { $gt: window.after ? decodeCursor(window.after)[1] : 0 };
  if (window.before) ids.$lt = decodeCursor(window.before)[1];
  // Everyone's public calculators are a public browsing read (a replica when there is one); the viewer's own, the primary.
  const read = <T>(fn: (connectionType: ConnectionType) => Promise<T>) => (isPublic ? publicRead(ctx, (db) => fn(db.connectionType)) : fn('write'));
  const orderBy = { id: window.backward ? 'desc' as const : 'asc' as const };
  const rows = await read((connectionType) => ctx.em.find(Calculator, { ...where, id: ids }, { orderBy, limit: window.size + 1, connectionType }));
  return toPage(rows, window, (c) => encodeCursor(c.id, c.id), {
    count: () => read((connectionType) => ctx.em.count(Calculator, where, { connectionType })),
  });
}

/** The viewer's own calculators (every visibility), by id ascending. */
export function listMine(ctx: Ctx, req: PageRequest = {}): Promise<CalculatorPage> {
  const viewer = requireViewer(ctx);
  return page(ctx, { ownerId: viewer.id }, req);
}

/** Everyone's public calculators, by id ascending; visitors may read them too. */
export function listPublic(ctx: Ctx, req: PageRequest = {}): Promise<CalculatorPage> {
  return page(ctx, visibleCalculatorsWhere(null), req, true);
}

/** One calculator the viewer may see: their own, or a public one. Anything else is NOT_FOUND. */
export async function getVisible(ctx: Ctx, id: number): Promise<Calculator> {
  const calc = Number.isSafeInteger(id) && id > 0 ? await ctx.em.findOne(Calculator, { id }) : null;
  authorize(ctx, 'read', Calculator, calc);
  return calc;
}

async function editable(ctx: Ctx, id: number): Promise<Calculator> {
  requireViewer(ctx);
  const calc = Number.isSafeInteger(id) && id > 0 ? await ctx.em.findOne(Calculator, { id }) : null;
  authorize(ctx, 'update', Calculator, calc);
  return calc;
}

/** Creates a calculator owned by the viewer; absent fields take the Add defaults ('New Calc', type 0, public, zeros). */
export async function create(ctx: Ctx, fields: CalculatorFields = {}): Promise<Calculator> {
  const viewer = requireViewer(ctx);
  const clean = validateFields(fields);
  const calc = ctx.em.create(Calculator, {
    name: NEW_CALC_NAME, type: NEW_CALC_TYPE, visibility: Visibility.PUBLIC,
    ...clean, ownerId: viewer.id, lastUpdated: new Date(),
  } as never);
  await ctx.em.flush();
  return calc;
}

/** Changes the given fields of the viewer's calculator (rename, apply measures, visibility). */
export async function update(ctx: Ctx, id: number, fields: CalculatorFields): Promise<Calculator> {
  const calc = await editable(ctx, id);
  const clean = validateFields(fields);
  Object.assign(calc, clean);
  calc.lastUpdated = new Date();
  await ctx.em.flush();
  return calc;
}

/** Copies the viewer's own or a public calculator into a new one of the viewer, named 'Copy of <name>'. */
export async function copy(ctx: Ctx, id: number): Promise<Calculator> {
  const viewer = requireViewer(ctx);
  const source = await getVisible(ctx, id);
  // Keep the copy within the name limit, so it can be renamed and saved without an error.
  const name = Array.from(copyName(source.name)).slice(0, LIMITS.calculatorName.max).join('');
  const measures = Object.fromEntries(MEASURE_KEYS.map((k) => [k, source[k]]));
  const calc = ctx.em.create(Calculator, {
    ...measures, name, type: source.type, visibility: source.visibility, ownerId: viewer.id, lastUpdated: new Date(),
  } as never);
  await ctx.em.flush();
  return calc;
}

/** Deletes the viewer's calculator; returns its id. */
export function remove(ctx: Ctx, id: number): Promise<number> {
  return deleteFound(ctx, id, editable);
}
