/** Issue #24 on the legacy door: /api/v1 answers are unchanged byte for byte by the stash, and its writes keep the stash. */
import { newUser } from '../helpers/api';
import { RestClient } from '../helpers/rest';
import type { Colour, KnitItem, RestBody } from '../helpers/types';
import { ok } from './stash-helpers';

jest.setTimeout(60_000);

const UPDATE_COLOUR = `mutation($i: UpdateColourInput!) { updateColour(input: $i) { colour { id } } }`;
const UPDATE_ITEM = `mutation($i: UpdateKnitItemInput!) { updateKnitItem(input: $i) { item { id } } }`;
const READ = `query($id: ID!) { knitItem(id: $id) { name metresPerSkein gramsPerSkein colours { textDescription skeinsOnHand dyeLot storagePlace purchaseDate purchasePrice } } }`;
type Read = Pick<KnitItem, 'name' | 'metresPerSkein' | 'gramsPerSkein'> & {
  colours: Array<Pick<Colour, 'textDescription' | 'skeinsOnHand' | 'dyeLot' | 'storagePlace' | 'purchaseDate' | 'purchasePrice'>>;
};

/** An answer's bytes with the item's change date blanked: the stash touches the item, which the legacy door shows. */
const withoutDate = (bytes: Buffer) => bytes.toString('utf8').replace(/"last_updated":"[^"]*"/g, '"last_updated":"-"');

describe('the legacy door and the stash', () => {
  test('answers are the same bytes with and without stash; legacy writes keep the stash', async () => {
    const u = await newUser('stleg');
    const c = new RestClient(u);
    const yarn = (await c.post<RestBody<'postKnitBy_type'>>('/api/v1/knit/yarn/', { name: 'Legacy yarn', yardage: '200 m', weight: '50 g' })).body.id;
    const colour = (await c.post<RestBody<'postKnitBy_typeBy_idColor'>>(`/api/v1/knit/yarn/${yarn}/color/`, { text_description: 'Moss', code_description: 'M1' })).body.id;
    const list = async () => withoutDate((await c.get('/api/v1/knit/yarn/')).bytes);
    const info = async () => (await c.get(`/api/v1/knit/yarn/${yarn}/color/info/${colour}/`)).bytes.toString('utf8');
    const colours = async () => (await c.get(`/api/v1/knit/yarn/${yarn}/color/`)).bytes.toString('utf8');
    const before = { list: await list(), info: await info(), colours: await colours() };

    await ok(u, UPDATE_ITEM, { i: { id: yarn, metresPerSkein: 200, gramsPerSkein: 50 } });
    await ok(u, UPDATE_COLOUR, { i: { id: colour, skeinsOnHand: 2.5, dyeLot: 'L42', storagePlace: 'Blue box', purchaseDate: '2026-03-14', purchasePrice: 23.5 } });
    expect({ list: await list(), info: await info(), colours: await colours() }).toEqual(before);
    expect(before.info).not.toMatch(/skein|dye|storage|purchase|metres|grams/i);

    // Legacy writes of the yarn and the colour keep what only GraphQL knows.
    expect((await c.put(`/api/v1/knit/yarn/${yarn}/`, { name: 'Renamed', yardage: '200 m' })).status).toBe(200);
    expect((await c.put(`/api/v1/knit/yarn/${yarn}/color/${colour}/`, { text_description: 'Moss green' })).status).toBe(200);
    const read = await ok<{ knitItem: Read }>(u, READ, { id: yarn });
    expect(read.knitItem).toEqual({ name: 'Renamed', metresPerSkein: 200, gramsPerSkein: 50, colours: [
      { textDescription: 'Moss green', skeinsOnHand: 2.5, dyeLot: 'L42', storagePlace: 'Blue box', purchaseDate: '2026-03-14', purchasePrice: 23.5 },
    ] });
  });
});
