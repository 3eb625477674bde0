/**
 * Both-language synonyms over HTTP (issue #26 point 7): every fibre and knitting word pair finds the other language's
 * word both ways ("laine" finds "wool", "wool" finds "laine"), plurals too, and Explore's fibre facet knows the same forms.
 */
import { gql, newUser, uniqueName, type TestUser } from '../helpers/api';
import type { ExploreFacets, SearchHighlight } from '../helpers/types';

const CREATE = `mutation($i: CreateKnitItemInput!) { createKnitItem(input: $i) { item { id: databaseId fibres } } }`;
const SEARCH = `query($q: String!) { search(query: $q, first: 50) { nodes { id: databaseId } highlights: edges { highlights { field parts { text match } } } } }`;
const EXPLORE = `query($f: ExploreFilter) { explore(filter: $f, first: 50) { nodes { id: databaseId } facets { fibres { value count } } } }`;

type Search = { search: { nodes: Array<{ id: number }>; highlights: Array<{ highlights: SearchHighlight[] }> } };

/** French word, English word: the pairs and the table's common knitting words. */
const PAIRS: Array<[string, string]> = [
  ['laine', 'wool'], ['laines', 'wool'], ['mérinos', 'merino'], ['soie', 'silk'], ['coton', 'cotton'], ['alpaga', 'alpaca'],
  ['lin', 'linen'], ['cachemire', 'cashmere'], ['cotons', 'cottons'], ['chaussettes', 'socks'], ['châle', 'shawl'],
  ['pull', 'sweater'], ['bonnet', 'hat'], ['écharpe', 'scarf'], ['gilet', 'cardigan'], ['moufles', 'mittens'],
  ['aiguilles', 'needles'], ['torsades', 'cables'], ['écheveau', 'skein'], ['pelote', 'ball'],
];

let owner: TestUser;

async function create(fields: Record<string, unknown>): Promise<{ id: number; fibres: string[] }> {
  const r = await gql<{ createKnitItem: { item: { id: number; fibres: string[] } } }>(CREATE, { i: { type: 'YARN', ...fields } }, { token: owner.token });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data.createKnitItem.item;
}

async function ids(q: string): Promise<number[]> {
  const r = await gql<Search>(SEARCH, { q });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data.search.nodes.map((n) => n.id).sort((a, b) => a - b);
}

beforeAll(async () => {
  owner = await newUser('syn');
});

describe.each(PAIRS)('"%s" and "%s"', (fr, en) => {
  const m = uniqueName('syn');
  let enItem: number;
  let frItem: number;

  beforeAll(async () => {
    // The word in the content (fibres) and in the notes (things and knitting words), each item in one language only.
    enItem = (await create({ name: `English ${m}`, content: `100% ${en}`, notes: `A ${en} to keep` })).id;
    frItem = (await create({ name: `Français ${m}`, content: `100% ${fr}`, notes: `Un ${fr} à garder` })).id;
  });

  test(`the French word finds the English item, and the English word the French item`, async () => {
    const both = [enItem, frItem].sort((a, b) => a - b);
    expect(await ids(`${fr} ${m}`)).toEqual(both);
    expect(await ids(`${en} ${m}`)).toEqual(both);
  });
});

test('a synonym is marked in the result like the word itself', async () => {
  const m = uniqueName('synh');
  await create({ name: `Sock yarn ${m}`, notes: 'For socks' });
  const r = await gql<Search>(SEARCH, { q: `chaussettes ${m}` });
  expect(r.errors).toBeUndefined();
  const marked = r.data.search.highlights[0].highlights.flatMap((h) => h.parts.filter((p) => p.match).map((p) => p.text.toLowerCase()));
  expect(marked).toEqual(expect.arrayContaining(['sock', 'socks']));
});

test("Explore's fibre facet knows the same forms, plurals included: 'cotons et soies' is cotton and silk", async () => {
  const m = uniqueName('synx');
  const item = await create({ name: `Mélange ${m}`, content: '60% cotons, 40% soies', tags: [m] });
  expect(item.fibres).toEqual(['silk', 'cotton']);
  const r = await gql<{ explore: { nodes: Array<{ id: number }>; facets: Pick<ExploreFacets, 'fibres'> } }>(EXPLORE, { f: { fibre: 'cotton', tag: m } });
  expect(r.errors).toBeUndefined();
  expect(r.data.explore.nodes.map((n) => n.id)).toEqual([item.id]);
  expect(r.data.explore.facets.fibres).toEqual(expect.arrayContaining([{ value: 'cotton', count: 1 }, { value: 'silk', count: 1 }]));
});
