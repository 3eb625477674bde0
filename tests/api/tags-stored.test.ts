/**
 * Tags are stored exactly as given (server/src/common/text-array.ts): a tag "null" in any case, quotes, backslashes,
 * braces and a tab inside a tag come back as sent, on a public item (whose tags feed the explore counts) and a private
 * one, on create and on update; and the tag filter finds such a tag.
 */
import { gql, uniqueName } from '../helpers/api';
import { buildItem, buildUser } from '../helpers/factories';

const AWKWARD = ['null', 'NULL', 'Null', 'say "hi"', 'back\\slash', '{brace}', 'tab\there'];

async function tagsOf(token: string, id: string): Promise<string[]> {
  const r = await gql<{ knitItem: { tags: string[] } }>('query($id: ID!) { knitItem(id: $id) { tags } }', { id }, { token });
  expect(r.errors).toBeUndefined();
  return r.data.knitItem.tags;
}

test.each(['PUBLIC', 'PRIVATE'] as const)('a %s item keeps awkward tags exactly, created and updated', async (visibility) => {
  const knitter = await buildUser('tags');
  const item = await buildItem(knitter, { visibility, tags: AWKWARD });
  expect(await tagsOf(knitter.token, item.id)).toEqual(AWKWARD);

  const changed = ['nUlL', ...AWKWARD.slice(3)];
  const r = await gql('mutation($i: UpdateKnitItemInput!) { updateKnitItem(input: $i) { item { id } } }', { i: { id: item.id, tags: changed } }, { token: knitter.token });
  expect(r.errors).toBeUndefined();
  expect(await tagsOf(knitter.token, item.id)).toEqual(changed);
});

test(`Explore's tag filter finds a public item by its tag "null", and only items that have it`, async () => {
  const knitter = await buildUser('tagnull');
  const name = uniqueName('Null tagged ');
  await buildItem(knitter, { name, tags: ['null'] });
  // Most recently changed first: the item just made is on the first page unless 100 others were tagged "null" since.
  const r = await gql<{ explore: { nodes: { name: string; tags: string[] }[] } }>(
    'query { explore(filter: { tag: "null" }, first: 100) { nodes { name tags } } }');
  expect(r.errors).toBeUndefined();
  const nodes = r.data.explore.nodes;
  expect(nodes.map((n) => n.name)).toContain(name);
  for (const node of nodes) expect(node.tags).toContain('null');
});
