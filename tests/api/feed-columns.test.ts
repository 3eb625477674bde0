/**
 * The feed and the owners' lists are read with hand-written SQL columns (knit.page.ts itemColumns/OWNER_COLUMNS)
 * for speed; everything else reads items through MikroORM's entity metadata. This checks the two agree on every
 * scalar field of KnitItem and User (found by introspection, so a new entity field is covered without editing this
 * file): the same item read from the feed, from myKnitItems and by id gives the same values.
 */
import { Kind, parse, type FieldNode, type FragmentDefinitionNode, type OperationDefinitionNode } from 'graphql';
import { itemNeeds } from '../../server/src/modules/knit/knit.needs';
import { gql, newUser, uniqueName } from '../helpers/api';
import type { KnitItem, User } from '../helpers/types';

/** An item read with the fields introspection found. */
type Fields = Record<string, unknown>;
type Feed<N = Fields> = { publicKnitItems: { nodes: N[] } };
type Mine = { myKnitItems: { nodes: Fields[] } };

interface TypeInfo { fields: Array<{ name: string; args: unknown[]; type: { kind: string; name: string | null; ofType: { kind: string; name: string | null; ofType: { kind: string; ofType: { kind: string } | null } | null } | null } }> }

/** The scalar and enum fields (lists of them too) without arguments of a GraphQL object type. */
async function scalarFields(type: string): Promise<string[]> {
  const r = await gql<{ __type: TypeInfo }>(`query($t: String!) { __type(name: $t) { fields { name args { name } type { kind name ofType { kind name ofType { kind ofType { kind } } } } } } }`, { t: type });
  const leaf = (kind: string | undefined) => kind === 'SCALAR' || kind === 'ENUM';
  return r.data.__type.fields.filter((f) => {
    if (f.args.length) return false;
    const t = f.type.kind === 'NON_NULL' ? f.type.ofType! : f.type;
    return leaf(t.kind) || (t.kind === 'LIST' && leaf(t.ofType?.kind === 'NON_NULL' ? t.ofType.ofType?.kind : t.ofType?.kind));
  }).map((f) => f.name);
}

test('the feed\'s SQL columns give every field the entity gives', async () => {
  const user = await newUser('cols');
  await gql(`mutation($i: UpdateProfileInput!) { updateProfile(input: $i) { user { id: databaseId } } }`,
    { i: { name: 'Ada', bio: 'Knits', country: 'France', city: 'Lyon' } }, { token: user.token });
  const name = `0 cols ${uniqueName('c')}`;
  const made = await gql<{ createKnitItem: { item: { id: number } } }>(`mutation($i: CreateKnitItemInput!) { createKnitItem(input: $i) { item { id: databaseId } } }`, {
    i: { type: 'YARN', name, producer: 'P', madeIn: 'Peru', content: 'Wool', weight: '50 g', yardage: '100 m', needleSize: '4 mm', notes: 'n', tags: ['a', 'b'], visibility: 'PUBLIC' },
  }, { token: user.token });
  const id = made.data.createKnitItem.item.id;
  const itemFields = await scalarFields('KnitItem');
  const ownerFields = await scalarFields('User');
  expect(itemFields).toEqual(expect.arrayContaining(['id', 'name', 'producer', 'madeIn', 'needleSize', 'tags', 'visibility', 'lastUpdated']));
  const selection = `${itemFields.join(' ')} owner { ${ownerFields.join(' ')} }`;
  const t = { token: user.token };
  const byId = (await gql<{ knitItem: Fields & { owner: Pick<User, 'name'> } }>(`query($id: ID!) { knitItem(id: $id) { ${selection} } }`, { id }, t)).data.knitItem;
  const feed = await gql<Feed>(`query($s: String) { publicKnitItems(search: $s) { nodes { ${selection} } } }`, { s: name }, t);
  const mine = await gql<Mine>(`query($s: String) { myKnitItems(search: $s) { nodes { ${selection} } } }`, { s: name }, t);
  expect(feed.errors).toBeUndefined();
  expect(mine.errors).toBeUndefined();
  expect(feed.data.publicKnitItems.nodes).toEqual([byId]);
  expect(mine.data.myKnitItems.nodes).toEqual([byId]);
  expect(byId.owner.name).toBe('Ada');
});

/**
 * A list page reads only what its query asks of the items (knit.needs.ts, issue #22): the text columns named, the owner
 * when `owner` or `author` is asked, the card picture when `firstPicture` is. Whatever is asked, and however (alone,
 * through a fragment, under `edges`), the answer is the one a full read gives.
 */
describe('a page reads only the fields asked, and answers as a full read does', () => {
  let token: string;
  let name: string;
  let full: Record<string, unknown>;
  let itemFields: string[];

  beforeAll(async () => {
    const user = await newUser('needs');
    token = user.token;
    name = `0 needs ${uniqueName('n')}`;
    const made = await gql<{ createKnitItem: { item: Pick<KnitItem, 'id'> } }>(`mutation($i: CreateKnitItemInput!) { createKnitItem(input: $i) { item { id } } }`, {
      i: { type: 'YARN', name, producer: '', madeIn: 'Peru', content: 'Merino', weight: '50 g', yardage: '100 m', needleSize: '4 mm', notes: 'soft', tags: ['a'], visibility: 'PUBLIC' },
    }, { token });
    const id = made.data.createKnitItem.item.id;
    await gql(`mutation($i: AddColourInput!) { addColour(input: $i) { colour { id } } }`, { i: { itemId: id, textDescription: 'Azul' } }, { token });
    itemFields = await scalarFields('KnitItem');
    const selection = `${itemFields.join(' ')} author owner { username } firstPicture { id }`;
    const r = await gql<Feed>(`query($s: String) { publicKnitItems(search: $s) { nodes { ${selection} } } }`, { s: name }, { token });
    expect(r.errors).toBeUndefined();
    [full] = r.data.publicKnitItems.nodes;
    expect(full.author).toBe(user.username);
  });

  test('each field asked alone', async () => {
    for (const field of [...itemFields, 'author', 'owner { username }', 'firstPicture { id }']) {
      const key = field.split(' ')[0];
      const r = await gql<Feed>(`query($s: String) { publicKnitItems(search: $s) { nodes { ${field} } } }`, { s: name }, { token });
      expect(r.errors).toBeUndefined();
      expect({ [key]: r.data.publicKnitItems.nodes[0][key] }).toEqual({ [key]: full[key] });
    }
  });

  test('fields asked through fragments, inline fragments and edges, in the feed and the library', async () => {
    const query = `query($s: String) {
      publicKnitItems(search: $s) { edges { node { ...Card } } }
      myKnitItems(search: $s) { nodes { ... on KnitItem { madeIn author } ...Card } }
    }
    fragment Card on KnitItem { name content owner { username } }`;
    const r = await gql<{ publicKnitItems: { edges: Array<{ node: Fields }> } } & Mine>(query, { s: name }, { token });
    expect(r.errors).toBeUndefined();
    const pick = (o: Record<string, unknown>, keys: string[]) => Object.fromEntries(keys.map((k) => [k, o[k]]));
    expect(r.data.publicKnitItems.edges[0].node).toEqual(pick(full, ['name', 'content', 'owner']));
    expect(r.data.myKnitItems.nodes[0]).toEqual(pick(full, ['madeIn', 'author', 'name', 'content', 'owner']));
  });

  test('an item reached again from a page of fewer columns is read whole', async () => {
    // The page reads the name only; the colour's item is the same item, and must bring every field it is asked.
    type Reached = { colours: Array<{ item: Pick<KnitItem, 'madeIn' | 'content' | 'notes' | 'author'> }> };
    const r = await gql<Feed<Reached>>(`query($s: String) { publicKnitItems(search: $s) { nodes { name colours { item { madeIn content notes author } } } } }`, { s: name }, { token });
    expect(r.errors).toBeUndefined();
    expect(r.data.publicKnitItems.nodes[0].colours[0].item).toEqual({ madeIn: 'Peru', content: 'Merino', notes: 'soft', author: full.author });
  });
});

test('what a page reads for a query: only the fields named, everything for a field it does not know', () => {
  const needsOf = (query: string) => {
    const doc = parse(query);
    const op = doc.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
    const fragments = Object.fromEntries(doc.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((f) => [f.name.value, f]));
    const needs = itemNeeds({ fieldNodes: [op.selectionSet.selections[0] as FieldNode], fragments });
    return needs && { ...needs, text: [...needs.text].sort() };
  };
  // The feed's card: the name, tags, owner and picture; no other text column.
  expect(needsOf('{ publicKnitItems { nodes { id name tags owner { username } firstPicture { thumbnailUrl } } pageInfo { endCursor } } }'))
    .toEqual({ text: ['name'], owner: true, firstPicture: true });
  expect(needsOf('{ publicKnitItems { totalCount edges { cursor node { ...F } } } } fragment F on KnitItem { madeIn ... on KnitItem { author } }'))
    .toEqual({ text: ['madeIn', 'producer'], owner: true, firstPicture: false });
  // A field not known to knit.needs.ts (here one that does not exist): read everything.
  expect(needsOf('{ publicKnitItems { nodes { name somethingNew } } }')).toBeNull();
});
