/**
 * Deletion payloads name what is gone as `deleted<Type>Id` (issue #25 point 7, Shopify's convention): a payload
 * field called `id` holding the deleted object's global id made Relay's store read the payload as that object. The
 * old `id` stays for one release, deprecated with its removal date.
 */
import { gql, gqlUpload, makeImage, newUser, type TestUser } from '../helpers/api';

let owner: TestUser;

beforeAll(async () => {
  owner = await newUser('delpay');
});

/** Runs a mutation as the owner and returns its data, failing on any error. */
async function run(query: string, variables: Record<string, unknown> = {}): Promise<any> {
  const r = await gql(query, variables, { token: owner.token });
  expect(r.errors).toBeUndefined();
  return r.data;
}

async function newItem(): Promise<{ id: string; databaseId: number }> {
  return (await run(`mutation { createKnitItem(input: { type: YARN, name: "Gone soon" }) { item { id databaseId } } }`)).createKnitItem.item;
}

describe('a deletion answers the deleted object\'s global id as deleted<Type>Id', () => {
  it('for a knit item', async () => {
    const item = await newItem();
    const gone = (await run(`mutation($i: DeleteKnitItemInput!) { deleteKnitItem(input: $i) { deletedKnitItemId databaseId id } }`, { i: { id: item.id } })).deleteKnitItem;
    expect(gone).toEqual({ deletedKnitItemId: item.id, databaseId: item.databaseId, id: item.id });
  });

  it('for a colour', async () => {
    const item = await newItem();
    const colour = (await run(`mutation($i: AddColourInput!) { addColour(input: $i) { colour { id databaseId } } }`, { i: { itemId: item.id, textDescription: 'Teal' } })).addColour.colour;
    const gone = (await run(`mutation($i: DeleteColourInput!) { deleteColour(input: $i) { deletedColourId databaseId } }`, { i: { id: colour.id } })).deleteColour;
    expect(gone).toEqual({ deletedColourId: colour.id, databaseId: colour.databaseId });
  });

  it('for a picture', async () => {
    const item = await newItem();
    const added = await gqlUpload(`mutation($i: AddPictureInput!) { addPicture(input: $i) { picture { id databaseId } } }`,
      { i: { itemId: item.id, file: null } }, 'variables.i.file', { bytes: await makeImage('png', 20, 20), type: 'image/png' }, { token: owner.token });
    expect(added.errors).toBeUndefined();
    const picture = added.data.addPicture.picture;
    const gone = (await run(`mutation($i: DeletePictureInput!) { deletePicture(input: $i) { deletedPictureId databaseId } }`, { i: { id: picture.id } })).deletePicture;
    expect(gone).toEqual({ deletedPictureId: picture.id, databaseId: picture.databaseId });
  });

  it('for a calculator', async () => {
    const calc = (await run(`mutation { createCalculator(input: {}) { calculator { id databaseId } } }`)).createCalculator.calculator;
    const gone = (await run(`mutation($i: DeleteCalculatorInput!) { deleteCalculator(input: $i) { deletedCalculatorId databaseId } }`, { i: { id: calc.id } })).deleteCalculator;
    expect(gone).toEqual({ deletedCalculatorId: calc.id, databaseId: calc.databaseId });
  });
});

it('keeps the old id field deprecated, with its removal date, on every deletion payload', async () => {
  const r = await gql(`{ __schema { types { name fields(includeDeprecated: true) { name type { kind ofType { name } } isDeprecated deprecationReason } } } }`);
  const payloads = r.data.__schema.types.filter((t: { name: string }) => /^Delete(KnitItem|Colour|Picture|Calculator)Payload$/.test(t.name));
  expect(payloads).toHaveLength(4);
  for (const payload of payloads) {
    const type = payload.name.replace(/^Delete|Payload$/g, '');
    const field = (name: string) => payload.fields.find((f: { name: string }) => f.name === name);
    expect(field(`deleted${type}Id`)).toMatchObject({ isDeprecated: false, type: { kind: 'NON_NULL', ofType: { name: 'ID' } } });
    expect(field('id')).toMatchObject({ isDeprecated: true });
    expect(field('id').deprecationReason).toMatch(new RegExp(`^Use deleted${type}Id: .*Removed after \\d{4}-\\d{2}-\\d{2}\\.$`));
  }
});
