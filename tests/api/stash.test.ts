/** Issue #24 point 1: stash amounts on colours, skein numbers on yarns, per-yarn and whole-stash totals, filters. */
import { code, gql, newUser } from '../helpers/api';
import type { Colour, KnitItem, StashTotals } from '../helpers/types';
import { ok, stashColour, stashYarn } from './stash-helpers';

const COLOUR_STASH = 'skeinsOnHand dyeLot storagePlace purchaseDate purchasePrice';
const TOTALS = 'yarns skeins metres grams skeinsWithoutLength skeinsWithoutWeight';
const UPDATE = `mutation($i: UpdateColourInput!) { updateColour(input: $i) { colour { textDescription ${COLOUR_STASH} } } }`;

/** A colour's stash fields as COLOUR_STASH selects them. */
type Stash = Pick<Colour, 'skeinsOnHand' | 'dyeLot' | 'storagePlace' | 'purchaseDate' | 'purchasePrice'>;
type Updated = { updateColour: { colour: Pick<Colour, 'textDescription'> & Stash } };
type Ids = { nodes: Pick<KnitItem, 'databaseId'>[] };

describe('stash amounts', () => {
  test('a colour carries skeins (decimals), dye lot, place, purchase date and price; omitted fields are kept, null clears', async () => {
    const u = await newUser();
    const yarn = await stashYarn(u, { metresPerSkein: 200, gramsPerSkein: 50 });
    const id = await stashColour(u, yarn.id, { textDescription: 'Moss', skeinsOnHand: 2.5, dyeLot: ' L42 ', storagePlace: 'Blue box', purchaseDate: '2026-03-14', purchasePrice: 23.5 });
    const read = await ok<{ node: Stash }>(u, `query($id: ID!) { node(id: $id) { ... on Colour { ${COLOUR_STASH} } } }`, { id });
    expect(read.node).toEqual({ skeinsOnHand: 2.5, dyeLot: 'L42', storagePlace: 'Blue box', purchaseDate: '2026-03-14', purchasePrice: 23.5 });
    const kept = await ok<Updated>(u, UPDATE, { i: { id, textDescription: 'Moss green' } });
    expect(kept.updateColour.colour).toMatchObject({ textDescription: 'Moss green', skeinsOnHand: 2.5, dyeLot: 'L42' });
    const cleared = await ok<Updated>(u, UPDATE, { i: { id, skeinsOnHand: null, purchaseDate: null, purchasePrice: null } });
    expect(cleared.updateColour.colour).toMatchObject({ skeinsOnHand: null, purchaseDate: null, purchasePrice: null, storagePlace: 'Blue box' });
  });

  test('bad amounts are BAD_USER_INPUT and nothing is written', async () => {
    const u = await newUser();
    const yarn = await stashYarn(u, {});
    const id = await stashColour(u, yarn.id, { textDescription: 'Moss', skeinsOnHand: 1 });
    for (const bad of [{ skeinsOnHand: -1 }, { skeinsOnHand: 1e9 }, { purchaseDate: '2026-02-30' }, { purchaseDate: 'yesterday' }, { purchasePrice: -3 }, { dyeLot: 'x'.repeat(201) }]) {
      const r = await gql(UPDATE, { i: { id, textDescription: 'Changed', ...bad } }, { token: u.token });
      expect([JSON.stringify(bad), code(r)]).toEqual([JSON.stringify(bad), 'BAD_USER_INPUT']);
    }
    const read = await ok<{ node: Pick<Colour, 'textDescription' | 'skeinsOnHand'> }>(u, `query($id: ID!) { node(id: $id) { ... on Colour { textDescription skeinsOnHand } } }`, { id });
    expect(read.node).toEqual({ textDescription: 'Moss', skeinsOnHand: 1 });
    const r = await gql(`mutation($i: UpdateKnitItemInput!) { updateKnitItem(input: $i) { item { id } } }`, { i: { id: yarn.id, name: 'X', metresPerSkein: 0 } }, { token: u.token });
    expect(code(r)).toBe('BAD_USER_INPUT');
  });

  test('yarn skein numbers: totals per yarn and over the stash, in metres, grams and skeins', async () => {
    const u = await newUser();
    const a = await stashYarn(u, { name: 'Merino DK', content: '100% merino wool', weightClass: 'LIGHT', metresPerSkein: 200, gramsPerSkein: 50 });
    const b = await stashYarn(u, { name: 'Alpaca lace', content: 'alpaca', weightClass: 'LACE', metresPerSkein: 400, gramsPerSkein: 25 });
    const c = await stashYarn(u, { name: 'Mystery', weightClass: 'LIGHT' });
    await stashColour(u, a.id, { textDescription: 'Moss', skeinsOnHand: 2.5, storagePlace: 'Blue box' });
    await stashColour(u, a.id, { textDescription: 'Rust', skeinsOnHand: 1, storagePlace: 'Shelf' });
    await stashColour(u, b.id, { textDescription: 'Moss', skeinsOnHand: 2, storagePlace: 'blue box' });
    await stashColour(u, c.id, { textDescription: 'Grey', skeinsOnHand: 3 });
    await stashColour(u, c.id, { textDescription: 'None left', skeinsOnHand: 0 });
    const perYarn = await ok<{ knitItem: Pick<KnitItem, 'metresPerSkein' | 'gramsPerSkein' | 'stashTotals'> }>(u, `query($id: ID!) { knitItem(id: $id) { metresPerSkein gramsPerSkein stashTotals { ${TOTALS} } } }`, { id: a.id });
    expect(perYarn.knitItem).toEqual({ metresPerSkein: 200, gramsPerSkein: 50, stashTotals: { yarns: 1, skeins: 3.5, metres: 700, grams: 175, skeinsWithoutLength: 0, skeinsWithoutWeight: 0 } });
    const all = await ok<{ myStashTotals: StashTotals; myStash: Ids & { totalCount: number } }>(u, `{ myStashTotals { ${TOTALS} } myStash { totalCount nodes { databaseId } } }`);
    expect(all.myStashTotals).toEqual({ yarns: 3, skeins: 8.5, metres: 1500, grams: 225, skeinsWithoutLength: 3, skeinsWithoutWeight: 3 });
    expect(all.myStash.nodes.map((n: { databaseId: number }) => n.databaseId)).toEqual([a.databaseId, b.databaseId, c.databaseId]);
    expect(all.myStash.totalCount).toBe(3);
    const filtered = async (args: string) => ok<{ myStashTotals: Pick<StashTotals, 'skeins' | 'metres'>; myStash: Ids }>(u, `{ myStashTotals(${args}) { skeins metres } myStash(${args}) { nodes { databaseId } } }`);
    expect(await filtered('weightClass: LIGHT')).toEqual({ myStashTotals: { skeins: 6.5, metres: 700 }, myStash: { nodes: [{ databaseId: a.databaseId }, { databaseId: c.databaseId }] } });
    expect(await filtered('fibre: "alpaca"')).toEqual({ myStashTotals: { skeins: 2, metres: 800 }, myStash: { nodes: [{ databaseId: b.databaseId }] } });
    expect(await filtered('colour: "moss"')).toEqual({ myStashTotals: { skeins: 4.5, metres: 1300 }, myStash: { nodes: [{ databaseId: a.databaseId }, { databaseId: b.databaseId }] } });
    expect(await filtered('place: "Blue Box"')).toEqual({ myStashTotals: { skeins: 4.5, metres: 1300 }, myStash: { nodes: [{ databaseId: a.databaseId }, { databaseId: b.databaseId }] } });
    const places = await ok<{ myStoragePlaces: string[] }>(u, '{ myStoragePlaces }');
    expect(places.myStoragePlaces).toEqual(['Blue box', 'Shelf']);
  });

  test('the stash is the viewer\'s own: another knitter sees none of it in their stash; visitors are UNAUTHENTICATED', async () => {
    const u = await newUser();
    const other = await newUser();
    const yarn = await stashYarn(u, { metresPerSkein: 100, visibility: 'PRIVATE' });
    await stashColour(u, yarn.id, { textDescription: 'Moss', skeinsOnHand: 4, storagePlace: 'Secret drawer' });
    expect((await ok(other, `{ myStashTotals { skeins } myStoragePlaces myStash { totalCount } }`))).toEqual({ myStashTotals: { skeins: 0 }, myStoragePlaces: [], myStash: { totalCount: 0 } });
    expect(code(await gql('{ myStashTotals { skeins } }'))).toBe('UNAUTHENTICATED');
    const hidden = await gql(`query($id: ID!) { knitItem(id: $id) { stashTotals { skeins } } }`, { id: yarn.id }, { token: other.token });
    expect(code(hidden)).toBe('NOT_FOUND');
  });
});
