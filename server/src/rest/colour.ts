/** /knit/{type}/{id}/color: colours of an item (ids, details, create, update, delete, picture). */
import { z } from 'zod/v4';
import type { Colour } from '../modules/colour/colour.entity';
import * as colours from '../modules/colour/colour.service';
import { created, data, idParam, image, message, route, schemas, type Route } from './http';
import { typeParam } from './knit';

const TAG = 'colour';
const BASE = '/knit/{type}/{id}/color';

const text = z.union([z.string().max(20_000), z.number().transform(String)]).nullable().optional();
const ColourBody = z.object({ id: z.union([z.number(), z.string()]).nullable().optional(), text_description: text, code_description: text });
const ColourWire = z.object({ id: z.number().int(), text_description: z.string(), code_description: z.string() });

/** The wire form of a colour. */
export function present(c: Colour): z.infer<typeof ColourWire> {
  return { id: c.id, text_description: c.textDescription, code_description: c.codeDescription };
}

const fieldsOf = (b: z.infer<typeof ColourBody>): colours.ColourFields => ({
  ...(b.text_description != null ? { textDescription: b.text_description } : {}),
  ...(b.code_description != null ? { codeDescription: b.code_description } : {}),
});

const scope = (params: Record<string, string>, publicOnly = false) => ({ expectedType: typeParam(params), publicOnly });

export const colourRoutes: Route[] = [
  route({
    method: 'get', path: `${BASE}/`, tag: TAG, auth: 'required',
    summary: 'Colour ids of an item you may see, oldest first',
    response: { description: 'Colour ids.', schema: schemas.ids },
    async handle({ ctx, params }) {
      return data((await colours.listColours(ctx, idParam(params, 'id'), scope(params))).map((c) => c.id));
    },
  }),
  route({
    method: 'get', path: `${BASE}/public/`, tag: TAG, auth: 'optional',
    summary: 'Colour ids of a public item, oldest first',
    response: { description: 'Colour ids.', schema: schemas.ids },
    async handle({ ctx, params }) {
      return data((await colours.listColours(ctx, idParam(params, 'id'), scope(params, true))).map((c) => c.id));
    },
  }),
  route({
    method: 'get', path: `${BASE}/info/{colorId}/`, tag: TAG, auth: 'required',
    summary: 'A colour of an item you may see',
    response: { description: 'The colour.', schema: z.object({ data: ColourWire }) },
    async handle({ ctx, params }) {
      return data(present(await colours.getColour(ctx, idParam(params, 'colorId'), idParam(params, 'id'), scope(params))));
    },
  }),
  route({
    method: 'get', path: `${BASE}/info/public/{colorId}/`, tag: TAG, auth: 'optional',
    summary: 'A colour of a public item',
    response: { description: 'The colour.', schema: z.object({ data: ColourWire }) },
    async handle({ ctx, params }) {
      return data(present(await colours.getColour(ctx, idParam(params, 'colorId'), idParam(params, 'id'), scope(params, true))));
    },
  }),
  route({
    method: 'post', path: `${BASE}/`, tag: TAG, auth: 'required', body: ColourBody,
    summary: 'Adds a colour to an item of yours',
    description: 'A description or a code (or both) is needed. Add its picture with `POST .../color/{colorId}/pic/`. Answers 200 (not 201).',
    response: { description: 'The new colour id.', schema: schemas.created },
    async handle({ ctx, params, body }) {
      const colour = await colours.addColour(ctx, idParam(params, 'id'), fieldsOf(body), null, scope(params));
      return created(colour.id, 'Colour created');
    },
  }),
  route({
    method: 'put', path: `${BASE}/{colorId}/`, tag: TAG, auth: 'required', body: ColourBody,
    summary: 'Changes a colour of an item of yours',
    description: 'Only the fields sent change; both empty is 400.',
    response: { description: 'Done.', schema: schemas.message },
    async handle({ ctx, params, body }) {
      await colours.updateColour(ctx, idParam(params, 'colorId'), fieldsOf(body), idParam(params, 'id'), scope(params));
      return message('Colour updated');
    },
  }),
  route({
    method: 'delete', path: `${BASE}/{colorId}/`, tag: TAG, auth: 'required',
    summary: 'Deletes a colour (and its picture) of an item of yours',
    response: { description: 'Done.', schema: schemas.message },
    async handle({ ctx, params }) {
      await colours.deleteColour(ctx, idParam(params, 'colorId'), idParam(params, 'id'), scope(params));
      return message('Colour deleted');
    },
  }),
  route({
    method: 'get', path: `${BASE}/pic/{colorId}/`, tag: TAG, auth: 'required',
    summary: 'The picture of a colour of an item you may see',
    response: { description: 'The image bytes with their real Content-Type; 404 when the colour has none.', image: true },
    async handle({ ctx, params }) {
      return image(await colours.colourImage(ctx, idParam(params, 'colorId'), idParam(params, 'id'), false, scope(params)));
    },
  }),
  route({
    method: 'get', path: `${BASE}/pic/public/{colorId}/`, tag: TAG, auth: 'optional',
    summary: 'The picture of a colour of a public item',
    response: { description: 'The image bytes with their real Content-Type; 404 when the colour has none.', image: true },
    async handle({ ctx, params }) {
      return image(await colours.colourImage(ctx, idParam(params, 'colorId'), idParam(params, 'id'), false, scope(params, true)));
    },
  }),
  route({
    method: 'post', path: `${BASE}/{colorId}/pic/`, tag: TAG, auth: 'required', upload: { fields: ['colorPic'], required: true },
    summary: 'Sets (or replaces) the picture of a colour of an item of yours',
    description: 'Multipart, the image under the field `colorPic`.',
    response: { description: 'Done.', schema: schemas.message },
    async handle({ ctx, params, files }) {
      await colours.setColourPicture(ctx, idParam(params, 'colorId'), files.colorPic, idParam(params, 'id'), scope(params));
      return message('Colour picture uploaded');
    },
  }),
  route({
    method: 'delete', path: `${BASE}/{colorId}/pic/`, tag: TAG, auth: 'required',
    summary: 'Removes the picture of a colour of an item of yours',
    response: { description: 'Done.', schema: schemas.message },
    async handle({ ctx, params }) {
      await colours.clearColourPicture(ctx, idParam(params, 'colorId'), idParam(params, 'id'), scope(params));
      return message('Colour picture deleted');
    },
  }),
];
