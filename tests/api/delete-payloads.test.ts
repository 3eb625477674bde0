/**
 * Deletion payloads name what is gone as `deleted<Type>Id` (issue #25 point 7, Shopify's convention): a payload
 * field called `id` holding the deleted object's global id made Relay's store read the payload as that object. The
 * old `id` stays for one release, deprecated with its removal date.
 */
import { gql, gqlUpload, makeImage, newUser, type TestUser } from '../helpers/api';
import type {
  Calculator, Colour, DeleteCalculatorPayload, DeleteColourPayload, DeleteKnitItemPayload, DeletePicturePayload, KnitItem, Picture,
} from '../helpers/types';

/** The global and the database id, as the tests select them. */
type Ids<T extends { id: string; databaseId: number }> = Pick<T, 'id' | 'databaseId'>;

/** What the introspection query selects of a type. */
interface IntrospectedType {
  name: string;
  fields: Array<{ name: string; type: { kind: string; ofType: { name: string } | null }; isDeprecated: boolean; deprecationReason: string | null }>;
}

let owner: TestUser;

beforeAll(async () => {
  owner = await newUser('delpay');
});

/** Runs a mutation as the owner and returns its data, failing on any error. */
async function run<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const r = await gql<T>(query, variables, { token: owner.token });
  expect(r.errors).toBeUndefined();
  return r.data;
}

async function newItem(): Promise<Ids<KnitItem>> {
  return (await run<{ createKnitItem: { item: Ids<KnitItem> } }>(`mutation { createKnitItem(input: { type: YARN, name: "Gone soon" }) { item { id databaseId } } }`)).createKnitItem.item;
}

describe('a deletion answers the deleted object\'s global id as deleted<Type>Id', () => {
  it('for a knit item', async () => {
    const item = await newItem();
    const gone = (await run<{ deleteKnitItem: Pick<DeleteKnitItemPayload, 'deletedKnitItemId' | 'databaseId' | 'id'> }>(`mutation($i: DeleteKnitItemInput!) { deleteKnitItem(input: $i) { deletedKnitItemId databaseId id } }`, { i: { id: item.id } })).deleteKnitItem;
    expect(gone).toEqual({ deletedKnitItemId: item.id, databaseId: item.databaseId, id: item.id });
  });

  it('for a colour', async () => {
    const item = await newItem();
    const colour = (await run<{ addColour: { colour: Ids<Colour> } }>(`mutation($i: AddColourInput!) { addColour(input: $i) { colour { id databaseId } } }`, { i: { itemId: item.id, textDescription: 'Teal' } })).addColour.colour;
    const gone = (await run<{ deleteColour: Pick<DeleteColourPayload, 'deletedColourId' | 'databaseId'> }>(`mutation($i: DeleteColourInput!) { deleteColour(input: $i) { deletedColourId databaseId } }`, { i: { id: colour.id } })).deleteColour;
    expect(gone).toEqual({ deletedColourId: colour.id, databaseId: colour.databaseId });
  });

  it('for a picture', async () => {
    const item = await newItem();
    const added = await gqlUpload<{ addPicture: { picture: Ids<Picture> } }>(`mutation($i: AddPictureInput!) { addPicture(input: $i) { picture { id databaseId } } }`,
      { i: { itemId: item.id, file: null } }, 'variables.i.file', { bytes: await makeImage('png', 20, 20), type: 'image/png' }, { token: owner.token });
    expect(added.errors).toBeUndefined();
    const picture = added.data.addPicture.picture;
    const gone = (await run<{ deletePicture: Pick<DeletePicturePayload, 'deletedPictureId' | 'databaseId'> }>(`mutation($i: DeletePictureInput!) { deletePicture(input: $i) { deletedPictureId databaseId } }`, { i: { id: picture.id } })).deletePicture;
    expect(gone).toEqual({ deletedPictureId: picture.id, databaseId: picture.databaseId });
  });

  it('for a calculator', async () => {
    const calc = (await run<{ createCalculator: { calculator: Ids<Calculator> } }>(`mutation { createCalculator(input: {}) { calculator { id databaseId } } }`)).createCalculator.calculator;
    const gone = (await run<{ deleteCalculator: Pick<DeleteCalculatorPayload, 'deletedCalculatorId' | 'databaseId'> }>(`mutation($i: DeleteCalculatorInput!) { deleteCalculator(input: $i) { deletedCalculatorId databaseId } }`, { i: { id: calc.id } })).deleteCalculator;
    expect(gone).toEqual({ deletedCalculatorId: calc.id, databaseId: calc.databaseId });
  });
});

it('keeps the old id field deprecated, with its removal date, on every deletion payload', async () => {
  const r = await gql<{ __schema: { types: IntrospectedType[] } }>(`{ __schema { types { name fields(includeDeprecated: true) { name type { kind ofType { name } } isDeprecated deprecationReason } } } }`);
  const payloads = r.data.__schema.types.filter((t) => /^Delete(KnitItem|Colour|Picture|Calculator)Payload$/.test(t.name));
  expect(payloads).toHaveLength(4);
  for (const payload of payloads) {
    const type = payload.name.replace(/^Delete|Payload$/g, '');
    const field = (name: string) => payload.fields.find((f) => f.name === name);
    expect(field(`deleted${type}Id`)).toMatchObject({ isDeprecated: false, type: { kind: 'NON_NULL', ofType: { name: 'ID' } } });
    expect(field('id')).toMatchObject({ isDeprecated: true });
    expect(field('id')!.deprecationReason).toMatch(new RegExp(`^Use deleted${type}Id: .*Removed after \\d{4}-\\d{2}-\\d{2}\\.$`));
  }
});
