/** A small but complete library for one user: every item kind, pictures, colours with and without a picture, a calculator, profile images. */
import { gql, gqlUpload, makeImage, type TestUser } from './api';

/** What seedLibrary created. */
export interface SeededLibrary { itemIds: number[]; yarnId: number }

async function ok<T>(p: Promise<{ errors?: unknown; data: T }>): Promise<T> {
  const r = await p;
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data;
}

const CREATE = `mutation($i: CreateKnitItemInput!) { createKnitItem(input: $i) { item { id: databaseId } } }`;

/** Creates the library of `user` through the API. */
export async function seedLibrary(user: TestUser): Promise<SeededLibrary> {
  const t = { token: user.token };
  const create = async (i: Record<string, unknown>) => (await ok(gql<{ createKnitItem: { item: { id: number } } }>(CREATE, { i }, t))).createKnitItem.item.id;
  const yarnId = await create({
    type: 'YARN', name: 'Drops Alpaca', producer: 'Drops', madeIn: 'Peru', content: '100% alpaca', weight: '50 g',
    yardage: '167 m', needleSize: '3 mm', tags: ['soft', 'fingering'], visibility: 'PUBLIC',
  });
  const patternId = await create({ type: 'PATTERN', name: 'Raglan top-down', notes: 'Cast on 96.\nKnit 2 rows.', tags: ['sweater'], visibility: 'PRIVATE' });
  const detailId = await create({ type: 'DETAIL', name: 'Tubular cast-on', notes: 'Ribbing 1x1' });
  const modelId = await create({ type: 'MODEL', name: 'Winter hat', tags: ['gift'] });
  for (const id of [yarnId, yarnId, modelId]) {
    await ok(gqlUpload(`mutation($i: AddPictureInput!) { addPicture(input: $i) { picture { id: databaseId } } }`,
      { i: { itemId: id, file: null } }, 'variables.i.file', { bytes: await makeImage('png', 40, 30), type: 'image/png', name: 'p.png' }, t));
  }
  await ok(gqlUpload(`mutation($i: AddColourInput!) { addColour(input: $i) { colour { id: databaseId } } }`,
    { i: { itemId: yarnId, textDescription: 'Moss green', codeDescription: '7238', picture: null } }, 'variables.i.picture',
    { bytes: await makeImage('jpeg', 32, 32), type: 'image/jpeg', name: 'c.jpg' }, t));
  await ok(gql(`mutation($i: AddColourInput!) { addColour(input: $i) { colour { id: databaseId } } }`, { i: { itemId: yarnId, textDescription: 'Navy' } }, t));
  await ok(gql(`mutation($i: CreateCalculatorInput!) { createCalculator(input: $i) { calculator { id: databaseId } } }`,
    { i: { name: 'Hat swatch', tensionRows: 22, tensionWidth: 10, tensionStitches: 30, tensionHeight: 10, resultWidth: 52, resultHeight: 20, visibility: 'PRIVATE' } }, t));
  await ok(gqlUpload(`mutation($i: SetUserImageInput!) { setUserImage(input: $i) { user { id: databaseId } } }`,
    { i: { kind: 'PICTURE', file: null } }, 'variables.i.file', { bytes: await makeImage('webp', 20, 20), type: 'image/webp', name: 'me.webp' }, t));
  return { itemIds: [yarnId, patternId, detailId, modelId], yarnId };
}
