/** /knit/{type}/{id}/pic: pictures of an item (lists of ids, image bytes, upload, replace, delete). */
import * as pictures from '../modules/picture/picture.service';
import { created, data, idParam, image, message, route, schemas, type Route } from './http';
import { typeParam } from './knit';

const TAG = 'picture';
const BASE = '/knit/{type}/{id}/pic';

export const pictureRoutes: Route[] = [
  route({
    method: 'get', path: `${BASE}/`, tag: TAG, auth: 'required',
    summary: 'Picture ids of an item you may see, oldest first',
    response: { description: 'Picture ids.', schema: schemas.ids },
    async handle({ ctx, params }) {
      const list = await pictures.listPictures(ctx, idParam(params, 'id'), { expectedType: typeParam(params) });
      return data(list.map((p) => p.id));
    },
  }),
  route({
    method: 'get', path: `${BASE}/public/`, tag: TAG, auth: 'optional',
    summary: 'Picture ids of a public item, oldest first',
    response: { description: 'Picture ids.', schema: schemas.ids },
    async handle({ ctx, params }) {
      const list = await pictures.listPictures(ctx, idParam(params, 'id'), { expectedType: typeParam(params), publicOnly: true });
      return data(list.map((p) => p.id));
    },
  }),
  route({
    method: 'get', path: `${BASE}/{picId}/`, tag: TAG, auth: 'required',
    summary: 'A picture of an item you may see',
    response: { description: 'The image bytes with their real Content-Type.', image: true },
    async handle({ ctx, params }) {
      return image(await pictures.pictureImage(ctx, idParam(params, 'picId'), idParam(params, 'id'), false, { expectedType: typeParam(params) }));
    },
  }),
  route({
    method: 'get', path: `${BASE}/public/{picId}/`, tag: TAG, auth: 'optional',
    summary: 'A picture of a public item',
    response: { description: 'The image bytes with their real Content-Type.', image: true },
    async handle({ ctx, params }) {
      return image(await pictures.pictureImage(ctx, idParam(params, 'picId'), idParam(params, 'id'), false, { expectedType: typeParam(params), publicOnly: true }));
    },
  }),
  route({
    method: 'post', path: `${BASE}/`, tag: TAG, auth: 'required', upload: { fields: ['pic'], required: true },
    summary: 'Adds a picture to an item of yours',
    description: 'Multipart, the image under the field `pic`: PNG, JPEG, WebP or GIF, at most 10 MB. Answers 200 (not 201).',
    response: { description: 'The new picture id.', schema: schemas.created },
    async handle({ ctx, params, files }) {
      const pic = await pictures.addPicture(ctx, idParam(params, 'id'), files.pic, { expectedType: typeParam(params) });
      return created(pic.id, 'Picture uploaded');
    },
  }),
  route({
    method: 'put', path: `${BASE}/{picId}/`, tag: TAG, auth: 'required', upload: { fields: ['pic'], required: true },
    summary: 'Replaces a picture of an item of yours; it keeps its id',
    description: 'Multipart, the image under the field `pic`.',
    response: { description: 'Done.', schema: schemas.message },
    async handle({ ctx, params, files }) {
      await pictures.replacePicture(ctx, idParam(params, 'picId'), files.pic, idParam(params, 'id'), { expectedType: typeParam(params) });
      return message('Picture replaced');
    },
  }),
  route({
    method: 'delete', path: `${BASE}/{picId}/`, tag: TAG, auth: 'required',
    summary: 'Deletes a picture of an item of yours',
    response: { description: 'Done.', schema: schemas.message },
    async handle({ ctx, params }) {
      await pictures.deletePicture(ctx, idParam(params, 'picId'), idParam(params, 'id'), { expectedType: typeParam(params) });
      return message('Picture deleted');
    },
  }),
];
