/**
 * The feed and the owners' lists are read with hand-written SQL columns (knit.page.ts ITEM_COLUMNS/OWNER_COLUMNS)
 * for speed; everything else reads items through MikroORM's entity metadata. This checks the two agree on every
 * scalar field of KnitItem and User (found by introspection, so a new entity field is covered without editing this
 * file): the same item read from the feed, from myKnitItems and by id gives the same values.
 */
import { gql, newUser, uniqueName } from '../helpers/api';

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
  const made = await gql(`mutation($i: CreateKnitItemInput!) { createKnitItem(input: $i) { item { id: databaseId } } }`, {
    i: { type: 'YARN', name, producer: 'P', madeIn: 'Peru', content: 'Wool', weight: '50 g', yardage: '100 m', needleSize: '4 mm', notes: 'n', tags: ['a', 'b'], visibility: 'PUBLIC' },
  }, { token: user.token });
  const id = made.data.createKnitItem.item.id as number;
  const itemFields = await scalarFields('KnitItem');
  const ownerFields = await scalarFields('User');
  expect(itemFields).toEqual(expect.arrayContaining(['id', 'name', 'producer', 'madeIn', 'needleSize', 'tags', 'visibility', 'lastUpdated']));
  const selection = `${itemFields.join(' ')} owner { ${ownerFields.join(' ')} }`;
  const t = { token: user.token };
  const byId = (await gql(`query($id: ID!) { knitItem(id: $id) { ${selection} } }`, { id }, t)).data.knitItem;
  const feed = await gql(`query($s: String) { publicKnitItems(search: $s) { nodes { ${selection} } } }`, { s: name }, t);
  const mine = await gql(`query($s: String) { myKnitItems(search: $s) { nodes { ${selection} } } }`, { s: name }, t);
  expect(feed.errors).toBeUndefined();
  expect(mine.errors).toBeUndefined();
  expect(feed.data.publicKnitItems.nodes).toEqual([byId]);
  expect(mine.data.myKnitItems.nodes).toEqual([byId]);
  expect(byId.owner.name).toBe('Ada');
});
