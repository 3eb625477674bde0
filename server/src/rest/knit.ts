/** /knit/{type}: knit items of the four types (list, public list, create, update, delete). */
import { z } from 'zod/v4';
import { formatTags, KNIT_TYPES } from '@purlwise/core';
import type { Ctx } from '../common/context';
import { KnitType } from '../common/enums';
import { badInput } from '../common/errors';
import type { KnitItem } from '../modules/knit/knit.entity';
import * as knit from '../modules/knit/knit.service';
import { listMineWhole, listPublicWhole, type ListedItem } from '../modules/knit/knit.list';
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

const KnitBody = z.object({
  id: z.union([z.number(), z.string()]).nullable().optional(),
  name: text, producer: text, made_in: text, content: text, weight: text, yardage: text, needle_size: text, notes: text,
  tags: z.union([z.string().max(20_000), z.array(z.string().max(1000)).max(1000)]).nullable().optional(),
  visibility: z.string().max(20).nullable().optional(),
});

const common = {
  id: z.number().int(), owner: z.string().meta({ description: 'The owner\'s username.' }), last_updated: z.string().meta({ description: 'ISO 8601' }),
  name: z.string(), tags: z.string().meta({ description: 'Comma-separated, joined with ", ".' }), visibility: z.enum(['Public', 'Private']),
};
const YarnWire = z.object({
  ...common, producer: z.string(), made_in: z.string(), content: z.string(), weight: z.string(),
  yardage: z.string().meta({ description: 'Length of a skein.' }), needle_size: z.string(),
}).meta({ title: 'Yarn' });
const OtherWire = z.object({ ...common, notes: z.string() }).meta({ title: 'Pattern, detail or model' });
const ItemWire = z.union([YarnWire, OtherWire]);

type WireSource = Pick<KnitItem, 'id' | 'type' | 'name' | 'producer' | 'madeIn' | 'content' | 'weight' | 'yardage' | 'needleSize' | 'notes' | 'tags' | 'visibility'>;

/**
 * The wire form of an item, its owner's username and its last update (ISO 8601): yarn with its own fields, the other
 * types with their notes. One literal per shape (no spreads): whole lists build a thousand of these per answer.
 */
function wire(item: WireSource, owner: string, lastUpdated: string): Record<string, unknown> {
  const tags = formatTags(item.tags);
  const visibility = visibilityOut(item.visibility);
  if (item.type !== KnitType.YARN) {
    return { id: item.id, owner, last_updated: lastUpdated, name: item.name, tags, visibility, notes: item.notes };
  }
  return {
    id: item.id, owner, last_updated: lastUpdated, name: item.name, tags, visibility, producer: item.producer,
    made_in: item.madeIn, content: item.content, weight: item.weight, yardage: item.yardage, needle_size: item.needleSize,
  };
}

/** The wire form of an item (its owner through the loader). */
export async function present(ctx: Ctx, item: KnitItem): Promise<Record<string, unknown>> {
  const owner = await userById(ctx).load(item.ownerId);
  return wire(item, owner?.username ?? '', item.lastUpdated.toISOString());
}

/** The wire form of a whole list: rows carry their owner's username and their ISO timestamp, no per-row lookup. */
const presentList = (rows: ListedItem[]) => rows.map((row) => wire(row, row.ownerName, row.lastUpdated));

/** Wire fields to service fields: only what was sent. */
function fieldsOf(body: z.infer<typeof KnitBody>): knit.KnitFields {
  const map = { name: 'name', producer: 'producer', made_in: 'madeIn', content: 'content', weight: 'weight', yardage: 'yardage', needle_size: 'needleSize', notes: 'notes' } as const;
  const out: knit.KnitFields = {};
  for (const [wire, field] of Object.entries(map) as Array<[keyof typeof map, (typeof map)[keyof typeof map]]>) {
    const v = body[wire];
    if (v != null) out[field] = v;
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
