/** /knit/{type}: knit items of the four types (list, public list, create, update, delete). */
import { z } from 'zod/v4';
import { formatTags, KNIT_TYPES, type KnitTextName } from '@purlwise/core';
import type { Ctx } from '../common/context';
import { KnitType } from '../common/enums';
import { badInput } from '../common/errors';
import type { KnitItem } from '../modules/knit/knit.entity';
import * as knit from '../modules/knit/knit.service';
import { listMineWhole, listPublicWhole, type ListedItem } from '../modules/knit/knit.list';
import { WIRE_TEXT_FIELDS, type WireTextField } from '../modules/knit/knit.fields';
import { created, data, idParam, message, route, visibilityIn, visibilityOut, schemas, type Route } from './http';
import { userById } from '../modules/user/user.loaders';

const TAG = 'knit';

/** The item type of a path segment, else 400 (the service's rule and wording). */
export function typeParam(params: Record<string, string>): KnitType {
  return knit.parseKnitType(params.type);
}

const label = (t: KnitType) => t.charAt(0).toUpperCase() + t.slice(1);

// Legacy forms may send numbers for weight or yardage; they are free text here.
const text = z.union([z.string().max(20_000), z.number().transform(String)]).nullable().optional();

/**
 * The wire's text fields come from the field table (its rows with a `wire` name), in the table's order. Those every
 * kind has (the name) follow `last_updated`; each kind's own (yarn's fields, the others' notes) follow `visibility`.
 */
const carries = (f: WireTextField, type: string) => (f.kinds as readonly string[]).includes(type);
const COMMON_TEXT = WIRE_TEXT_FIELDS.filter((f) => KNIT_TYPES.every((type) => carries(f, type)));
const KIND_TEXT = new Map<string, readonly WireTextField[]>(
  KNIT_TYPES.map((type) => [type, WIRE_TEXT_FIELDS.filter((f) => !COMMON_TEXT.includes(f) && carries(f, type))]));
const YARN: string = KnitType.YARN;
const OTHER_TYPES = KNIT_TYPES.filter((type) => type !== YARN);

/** The descriptions the OpenAPI document gives wire text fields (the published document's wording, kept as it was). */
const WIRE_DESCRIPTIONS: Partial<Record<KnitTextName, string>> = { yardage: 'Length of a skein.' };

/** One schema per wire text field, by wire name: `optional` for those an answer may leave out. */
function wireStrings(fields: readonly WireTextField[], optional: (f: WireTextField) => boolean = () => false): Record<string, z.ZodType<string | undefined>> {
  return Object.fromEntries(fields.map((f) => {
    const description = WIRE_DESCRIPTIONS[f.name];
    const schema = description ? z.string().meta({ description }) : z.string();
    return [f.wire, optional(f) ? schema.optional() : schema];
  }));
}

const KnitBody = z.object({
  id: z.union([z.number(), z.string()]).nullable().optional(),
  ...Object.fromEntries(WIRE_TEXT_FIELDS.map((f) => [f.wire, text])) as Record<string, typeof text>,
  tags: z.union([z.string().max(20_000), z.array(z.string().max(1000)).max(1000)]).nullable().optional(),
  visibility: z.string().max(20).nullable().optional(),
});

const common = {
  id: z.number().int(), owner: z.string().meta({ description: 'The owner\'s username.' }), last_updated: z.string().meta({ description: 'ISO 8601' }),
  ...wireStrings(COMMON_TEXT), tags: z.string().meta({ description: 'Comma-separated, joined with ", ".' }), visibility: z.enum(['Public', 'Private']),
};
const YarnWire = z.object({ ...common, ...wireStrings(KIND_TEXT.get(KnitType.YARN) ?? []) }).meta({ title: 'Yarn' });
// The other kinds share one shape: a field only some of them carry is optional in it.
const otherText = WIRE_TEXT_FIELDS.filter((f) => !COMMON_TEXT.includes(f) && OTHER_TYPES.some((type) => carries(f, type)));
const OtherWire = z.object({ ...common, ...wireStrings(otherText, (f) => !OTHER_TYPES.every((type) => carries(f, type))) })
  .meta({ title: 'Pattern, detail or model' });
const ItemWire = z.union([YarnWire, OtherWire]);

/** What the wire form reads of an item: an entity, or a whole list's row (which holds the wire's text fields). */
type WireSource = Pick<KnitItem, 'id' | 'type' | 'tags' | 'visibility'> & Partial<Record<KnitTextName, string>>;

/**
 * The wire form of an item, its owner's username and its last update (ISO 8601): the common fields, then the item's
 * kind's own (yarn its fields, the other kinds their notes). Every item of a kind gets its keys in one order (one
 * hidden class): whole lists build a thousand of these per answer.
 */
function wire(item: WireSource, owner: string, lastUpdated: string): Record<string, unknown> {
  const out: Record<string, unknown> = { id: item.id, owner, last_updated: lastUpdated };
  for (const f of COMMON_TEXT) out[f.wire] = item[f.name];
  out.tags = formatTags(item.tags);
  out.visibility = visibilityOut(item.visibility);
  for (const f of KIND_TEXT.get(item.type) ?? []) out[f.wire] = item[f.name];
  return out;
}

/** The wire form of an item (its owner through the loader). */
export async function present(ctx: Ctx, item: KnitItem): Promise<Record<string, unknown>> {
  const owner = await userById(ctx).load(item.ownerId);
  return wire(item, owner?.username ?? '', item.lastUpdated.toISOString());
}

/** The wire form of a whole list: rows carry their owner's username and their ISO timestamp, no per-row lookup. */
const presentList = (rows: ListedItem[]) => rows.map((row) => wire(row, row.ownerName, row.lastUpdated));

/** Wire fields to service fields (wire name to table name): only what was sent. */
function fieldsOf(body: z.infer<typeof KnitBody>): knit.KnitFields {
  const out: knit.KnitFields = {};
  // The text fields are parsed to text (numbers as their text), null or nothing; zod's type names no key of theirs.
  const sent: Record<string, unknown> = body;
  for (const f of WIRE_TEXT_FIELDS) {
    const v = sent[f.wire];
    if (typeof v === 'string') out[f.name] = v;
  }
  if (body.tags != null) out.tags = body.tags;
  if (body.visibility != null) out.visibility = visibilityIn(body.visibility);
  return out;
}

const typeNote = `\`{type}\` is one of ${KNIT_TYPES.join(', ')}.`;
const list = z.object({ data: z.array(ItemWire) });

export const knitRoutes: Route[] = [
  route({
    method: 'get', path: '/knit/{type}/', tag: TAG, auth: 'required',
    summary: 'Your items of one type, by name (at most 1000)',
    description: `Every visibility. ${typeNote}`,
    response: { description: 'Your items.', schema: list },
    async handle({ ctx, params }) {
      return data(presentList(await listMineWhole(ctx, typeParam(params))));
    },
  }),
  route({
    method: 'get', path: '/knit/{type}/public/', tag: TAG, auth: 'optional',
    summary: 'Everyone\'s public items of one type, by name (at most 1000)',
    description: typeNote,
    response: { description: 'Public items.', schema: list },
    async handle({ ctx, params }) {
      return data(presentList(await listPublicWhole(ctx, typeParam(params))));
    },
  }),
  route({
    method: 'post', path: '/knit/{type}/', tag: TAG, auth: 'required', body: KnitBody,
    summary: 'Creates an item',
    description: `Every field is optional free text; \`tags\` is one comma-separated text (a list is accepted too); \`visibility\` is Public or Private in any case, Public when missing. ${typeNote} Answers 200 (not 201).`,
    response: { description: 'The new id.', schema: schemas.created },
    async handle({ ctx, params, body }) {
      const type = typeParam(params);
      const item = await knit.createItem(ctx, type, fieldsOf(body));
      return created(item.id, `${label(type)} created`);
    },
  }),
  route({
    method: 'put', path: '/knit/{type}/{id}/', tag: TAG, auth: 'required', body: KnitBody,
    summary: 'Changes an item of yours',
    description: `Only the fields sent change (a missing visibility keeps the current one). An \`id\` in the body must match the path. ${typeNote}`,
    response: { description: 'Done.', schema: schemas.message },
    async handle({ ctx, params, body }) {
      const type = typeParam(params);
      const id = idParam(params, 'id');
      if (body.id != null && Number(body.id) !== id) throw badInput('The id in the body does not match the path');
      await knit.updateItem(ctx, id, fieldsOf(body), type);
      return message(`${label(type)} updated`);
    },
  }),
  route({
    method: 'delete', path: '/knit/{type}/{id}/', tag: TAG, auth: 'required',
    summary: 'Deletes an item of yours with its pictures and colours',
    description: typeNote,
    response: { description: 'Done.', schema: schemas.message },
    async handle({ ctx, params }) {
      const type = typeParam(params);
      await knit.deleteItem(ctx, idParam(params, 'id'), type);
      return message(`${label(type)} deleted`);
    },
  }),
];
