/**
 * Global ids (the Node interface): every object has an opaque `id` naming its type, `node(id:)` and `nodes(ids:)`
 * find them again with the visibility rules of each type, and inputs take a global id or the database id.
 */
import { code, gql, type TestUser } from '../helpers/api';
import { buildCalculator, buildColour, buildItem, buildPicture, buildUser, type BuiltItem } from '../helpers/factories';
import type { Calculator, Colour, DeleteKnitItemPayload, KnitItem, Node, Picture, User } from '../helpers/types';

const NODE = `query($id: ID!) { node(id: $id) { __typename id ... on KnitItem { name databaseId } ... on Calculator { name } ... on User { username } ... on Picture { url } ... on Colour { textDescription } } }`;
/** What NODE answers: the typename and id, and the fields of whichever type the id names. */
type Fields = Partial<Pick<KnitItem, 'name' | 'databaseId'> & Pick<User, 'username'> & Pick<Picture, 'url'> & Pick<Colour, 'textDescription'>>;
interface Found { node: (Node & { __typename: string } & Fields) | null }

let owner: TestUser;
let other: TestUser;
let pub: BuiltItem;
let priv: BuiltItem;

beforeAll(async () => {
  owner = await buildUser();
  other = await buildUser();
  pub = await buildItem(owner, { name: 'Node public' });
  priv = await buildItem(owner, { name: 'Node private', visibility: 'PRIVATE' });
});

describe('global ids', () => {
  test('are opaque strings that differ across types with the same database id, and stay the same on every read', async () => {
    const calc = await buildCalculator(owner);
    const me = (await gql<{ me: Pick<User, 'id' | 'databaseId'> }>(`{ me { id databaseId } }`, {}, { token: owner.token })).data.me;
    for (const o of [pub, calc, me]) {
      expect(typeof o.id).toBe('string');
      expect(o.id).not.toBe(String(o.databaseId));
    }
    expect(new Set([pub.id, calc.id, me.id]).size).toBe(3);
    const again = (await gql<{ knitItem: Pick<KnitItem, 'id'> | null }>(`query($id: ID!) { knitItem(id: $id) { id } }`, { id: pub.databaseId })).data.knitItem;
    expect(again!.id).toBe(pub.id);
  });

  test('node(id:) finds an item, a user, a calculator, a picture and a colour by their global ids', async () => {
    const pic = await buildPicture(owner, pub);
    const colour = await buildColour(owner, pub, { textDescription: 'Teal' });
    const calc = await buildCalculator(owner, { name: 'Node calc' });
    const user = (await gql<{ me: Pick<User, 'id'> }>(`{ me { id } }`, {}, { token: owner.token })).data.me;

    const found = async (id: string) => (await gql<Found>(NODE, { id }, { token: other.token })).data.node;
    expect(await found(pub.id)).toEqual({ __typename: 'KnitItem', id: pub.id, name: 'Node public', databaseId: pub.databaseId });
    expect(await found(calc.id)).toEqual({ __typename: 'Calculator', id: calc.id, name: 'Node calc' });
    expect(await found(user.id)).toEqual({ __typename: 'User', id: user.id, username: owner.username });
    expect(await found(pic.id)).toEqual({ __typename: 'Picture', id: pic.id, url: expect.stringContaining('/') as unknown });
    expect(await found(colour.id)).toEqual({ __typename: 'Colour', id: colour.id, textDescription: 'Teal' });
  });

  test("a private item is found by its owner only; garbage and gone ids are null with NOT_FOUND, never a crash", async () => {
    expect((await gql<Found>(NODE, { id: priv.id }, { token: owner.token })).data.node!.name).toBe('Node private');
    for (const token of [other.token, undefined]) {
      const r = await gql<Found>(NODE, { id: priv.id }, { token });
      expect(r.data.node).toBeNull();
      expect(code(r)).toBe('NOT_FOUND');
    }
    for (const id of ['garbage', '', Buffer.from('KnitItem:0').toString('base64'), Buffer.from('Nothing:1').toString('base64'), Buffer.from('KnitItem:999999999').toString('base64')]) {
      const r = await gql<Found>(NODE, { id }, { token: owner.token });
      expect({ id, node: r.data.node, code: code(r) }).toEqual({ id, node: null, code: 'NOT_FOUND' });
    }
  });

  test('nodes(ids:) answers in order, with null and an error at the index of what may not be seen', async () => {
    const r = await gql<{ nodes: Array<Node | null> }>(`query($ids: [ID!]!) { nodes(ids: $ids) { id } }`, { ids: [pub.id, priv.id, pub.id] }, { token: other.token });
    expect(r.data.nodes).toEqual([{ id: pub.id }, null, { id: pub.id }]);
    expect(r.errors).toEqual([expect.objectContaining({ path: ['nodes', 1], extensions: expect.objectContaining({ code: 'NOT_FOUND' }) as unknown })]);
    const tooMany = await gql(`query($ids: [ID!]!) { nodes(ids: $ids) { id } }`, { ids: Array(101).fill(pub.id) });
    expect(code(tooMany)).toBe('BAD_USER_INPUT');
  });

  test('inputs take the global id or the database id; the id of another type is BAD_USER_INPUT (invalidId)', async () => {
    const UPDATE = `mutation($i: UpdateKnitItemInput!) { updateKnitItem(input: $i) { item { id name } } }`;
    type Updated = { updateKnitItem: { item: Pick<KnitItem, 'id' | 'name'> } };
    const target = await buildItem(owner, { name: 'Node rename' });
    expect((await gql<Updated>(UPDATE, { i: { id: target.id, name: 'By global id' } }, { token: owner.token })).data.updateKnitItem.item).toEqual({ id: target.id, name: 'By global id' });
    expect((await gql<Updated>(UPDATE, { i: { id: target.databaseId, name: 'By number' } }, { token: owner.token })).data.updateKnitItem.item.name).toBe('By number');
    expect((await gql<Updated>(UPDATE, { i: { id: String(target.databaseId), name: 'By decimal' } }, { token: owner.token })).data.updateKnitItem.item.name).toBe('By decimal');

    const me = (await gql<{ me: Pick<User, 'id'> }>(`{ me { id } }`, {}, { token: owner.token })).data.me;
    const wrong = await gql(UPDATE, { i: { id: me.id, name: 'Never' } }, { token: owner.token });
    expect(wrong.errors?.[0]?.extensions).toEqual(expect.objectContaining({ code: 'BAD_USER_INPUT', reason: 'invalidId' }));
    expect((await gql<{ knitItem: Pick<KnitItem, 'name'> | null }>(`query($id: ID!) { knitItem(id: $id) { name } }`, { id: target.id })).data.knitItem!.name).toBe('By decimal');
  });

  test('lookups refuse the global id of another type (BAD_USER_INPUT, invalidId), as docs/api.md says; garbage stays NOT_FOUND', async () => {
    const me = (await gql<{ me: Pick<User, 'id'> }>(`{ me { id } }`, {}, { token: owner.token })).data.me;
    const calc = await buildCalculator(owner);
    const cases = [
      { query: `query($id: ID!) { knitItem(id: $id) { name } }`, field: 'knitItem', id: me.id, type: 'KnitItem' },
      { query: `query($id: ID!) { knitItem(id: $id) { name } }`, field: 'knitItem', id: calc.id, type: 'KnitItem' },
      { query: `query($id: ID!) { calculator(id: $id) { name } }`, field: 'calculator', id: pub.id, type: 'Calculator' },
      { query: `query($id: ID!) { calculator(id: $id) { name } }`, field: 'calculator', id: me.id, type: 'Calculator' },
    ];
    for (const c of cases) {
      const r = await gql(c.query, { id: c.id }, { token: owner.token });
      expect({ status: r.status, data: r.data, errors: r.errors }).toEqual({
        status: 200, data: { [c.field]: null },
        errors: [{ message: `\`id\` is not the id of a ${c.type}`, path: [c.field], extensions: { code: 'BAD_USER_INPUT', reason: 'invalidId', values: { argument: 'id', type: c.type } } }],
      });
    }
    // Their own type, by global or database id, is found; garbage and a gone row are NOT_FOUND as before.
    expect((await gql<{ calculator: Pick<Calculator, 'id'> | null }>(`query($id: ID!) { calculator(id: $id) { id } }`, { id: calc.databaseId }, { token: owner.token })).data.calculator!.id).toBe(calc.id);
    for (const id of ['garbage', Buffer.from('KnitItem:999999999').toString('base64'), Buffer.from('Nothing:1').toString('base64')]) {
      expect(code(await gql(`query($id: ID!) { knitItem(id: $id) { name } }`, { id }, { token: owner.token }))).toBe('NOT_FOUND');
    }
    // node(id:) takes any type: the same ids find their objects.
    expect((await gql<Found>(NODE, { id: me.id }, { token: owner.token })).data.node).toEqual({ __typename: 'User', id: me.id, username: owner.username });
    expect((await gql<Found>(NODE, { id: calc.id }, { token: owner.token })).data.node).toEqual({ __typename: 'Calculator', id: calc.id, name: expect.any(String) as unknown });
  });

  test('a deletion answers the global and database ids of what is gone', async () => {
    const doomed = await buildItem(owner, { name: 'Node doomed' });
    const r = await gql<{ deleteKnitItem: Pick<DeleteKnitItemPayload, 'id' | 'databaseId'> }>(`mutation($i: DeleteKnitItemInput!) { deleteKnitItem(input: $i) { id databaseId } }`, { i: { id: doomed.id } }, { token: owner.token });
    expect(r.data.deleteKnitItem).toEqual({ id: doomed.id, databaseId: doomed.databaseId });
    expect(code(await gql(NODE, { id: doomed.id }, { token: owner.token }))).toBe('NOT_FOUND');
  });
});
