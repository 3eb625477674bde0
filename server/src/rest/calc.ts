/** /calc: saved calculators (list, public list, create, rename or apply, delete). */
import { z } from 'zod/v4';
import { MEASURE_KEYS, toWire, WIRE_NAMES } from '@purlwise/core';
import { badInput } from '../common/errors';
import type { Calculator } from '../modules/calculator/calculator.entity';
import * as calculators from '../modules/calculator/calculator.service';
import { collect, created, data, idParam, message, numeric, route, visibilityIn, visibilityOut, schemas, type Route } from './http';

const TAG = 'calc';

const measure = numeric.nullable().optional();

/** A calculator as the legacy client sends it; every field optional, unknown fields (owner, last_updated) ignored. */
const CalcBody = z.object({
  id: numeric.nullable().optional(),
  name: z.string().max(1000).nullable().optional(),
  type: numeric.nullable().optional(),
  visibility: z.string().max(20).nullable().optional(),
  tension_rows: measure, tension_width: measure, tension_stitches: measure, tension_height: measure,
  result_rows: measure, result_width: measure, result_stitches: measure, result_height: measure,
});

const int = z.number().int();
const CalcWire = z.object({
  id: int, name: z.string(), type: int, visibility: z.enum(['Public', 'Private']), last_updated: z.string().meta({ description: 'ISO 8601' }),
  tension_rows: int, tension_width: z.number().meta({ description: 'cm' }), tension_stitches: int, tension_height: z.number().meta({ description: 'cm' }),
  result_rows: int, result_width: z.number().meta({ description: 'cm' }), result_stitches: int, result_height: z.number().meta({ description: 'cm' }),
});

/** The wire form of a calculator. */
export function present(c: Calculator): z.infer<typeof CalcWire> {
  return {
    id: c.id, name: c.name, type: c.type, visibility: visibilityOut(c.visibility), last_updated: c.lastUpdated.toISOString(),
    ...toWire(c),
  };
}

/** Wire fields to service fields: only what was sent. */
function fieldsOf(body: z.infer<typeof CalcBody>): calculators.CalculatorFields {
  const out: calculators.CalculatorFields = {};
  if (body.name != null) out.name = body.name;
  if (body.type != null) out.type = body.type;
  if (body.visibility != null) out.visibility = visibilityIn(body.visibility);
  for (const k of MEASURE_KEYS) {
    const v = body[WIRE_NAMES[k]];
    if (v != null) out[k] = v;
  }
  return out;
}

const wireList = z.object({ data: z.array(CalcWire) });

/** A GET of every calculator `list` pages through, in their wire form. */
function listRoute(path: string, auth: Route['auth'], summary: string, description: string, list: typeof calculators.listMine): Route {
  return route({
    method: 'get', path, tag: TAG, auth, summary,
    response: { description, schema: wireList },
    async handle({ ctx }) {
      return data((await collect((after) => list(ctx, { first: 100, after }))).map(present));
    },
  });
}

export const calcRoutes: Route[] = [
  listRoute('/calc/', 'required', 'Your calculators, by id ascending (at most 1000)', 'Every visibility.', calculators.listMine),
  listRoute('/calc/public/', 'optional', 'Everyone\'s public calculators, by id ascending (at most 1000)', 'Public calculators.', calculators.listPublic),
  route({
    method: 'post', path: '/calc/', tag: TAG, auth: 'required', body: CalcBody,
    summary: 'Adds a calculator (also how the client copies one)',
    description: 'Omitted fields take the Add defaults: name `New Calc`, type 0, visibility `Public`, measures 0. Rows and stitches are whole numbers, widths and heights decimals, all at least 0. Answers 200 (not 201).',
    response: { description: 'The new id.', schema: schemas.created },
    async handle({ ctx, body }) {
      const calc = await calculators.create(ctx, fieldsOf(body));
      return created(calc.id, 'Calculator created');
    },
  }),
  route({
    method: 'put', path: '/calc/{id}/', tag: TAG, auth: 'required', body: CalcBody,
    summary: 'Renames a calculator (full object) or applies its measures (id plus the eight measures)',
    description: 'Only the fields sent change. An `id` in the body must match the path. A blank name is 400.',
    response: { description: 'Done.', schema: schemas.message },
    async handle({ ctx, params, body }) {
      const id = idParam(params, 'id');
      if (body.id != null && body.id !== id) throw badInput('The id in the body does not match the path');
      await calculators.update(ctx, id, fieldsOf(body));
      return message('Calculator updated');
    },
  }),
  route({
    method: 'delete', path: '/calc/{id}/', tag: TAG, auth: 'required',
    summary: 'Deletes a calculator of yours',
    response: { description: 'Done.', schema: schemas.message },
    async handle({ ctx, params }) {
      await calculators.remove(ctx, idParam(params, 'id'));
      return message('Calculator deleted');
    },
  }),
];
