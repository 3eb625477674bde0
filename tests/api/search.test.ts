/** Full-text search over HTTP: fields, word forms, typos, highlights, ranking, paging, visibility and refusals. */
import { gql, newUser, uniqueName, type GqlResult, type TestUser } from '../helpers/api';
import type { KnitItem, PageInfo, SearchEdge, User } from '../helpers/types';

const CREATE = `mutation($i: CreateKnitItemInput!) { createKnitItem(input: $i) { item { id: databaseId } } }`;
const UPDATE = `mutation($i: UpdateKnitItemInput!) { updateKnitItem(input: $i) { item { id: databaseId } } }`;
const ADD_COLOUR = `mutation($i: AddColourInput!) { addColour(input: $i) { colour { id: databaseId } } }`;
const DELETE_COLOUR = `mutation($i: DeleteColourInput!) { deleteColour(input: $i) { id: databaseId } }`;
const SEARCH = `query($q: String!, $type: KnitType, $first: Int, $after: String) {
  search(query: $q, type: $type, first: $first, after: $after) {
    edges { cursor rank node { id: databaseId name owner { username } } highlights { field parts { text match } } }
    nodes { id: databaseId }
    pageInfo { hasNextPage hasPreviousPage endCursor }
    totalCount
  }
}`;

type Edge = Pick<SearchEdge, 'cursor' | 'rank' | 'highlights'> & { node: Pick<KnitItem, 'name'> & { id: number; owner: Pick<User, 'username'> } };
type Results = {
  search: { edges: Edge[]; nodes: Array<{ id: number }>; pageInfo: Pick<PageInfo, 'hasNextPage' | 'hasPreviousPage' | 'endCursor'>; totalCount: number };
};

async function create(user: TestUser, fields: Record<string, unknown>): Promise<number> {
  const r = await gql<{ createKnitItem: { item: { id: number } } }>(CREATE, { i: { type: 'YARN', ...fields } }, { token: user.token });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data.createKnitItem.item.id;
}

async function search(q: string, user?: TestUser, extra: Record<string, unknown> = {}): Promise<Edge[]> {
  const r = await gql<Results>(SEARCH, { q, ...extra }, { token: user?.token });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data.search.edges;
}

const ids = async (q: string, user?: TestUser, extra: Record<string, unknown> = {}) => (await search(q, user, extra)).map((e) => e.node.id).sort((a, b) => a - b);

describe('search', () => {
  let alice: TestUser;
  let bob: TestUser;
  const m = uniqueName('zq');
  const item: Record<string, number> = {};

  beforeAll(async () => {
    alice = await newUser('srcha');
    bob = await newUser('srchb');
    item.merino = await create(alice, { name: `Baby Merino ${m}`, producer: 'Drops', content: '100% laine mérinos', madeIn: 'Pérou', tags: ['soft', 'baby'] });
    item.hat = await create(alice, { type: 'PATTERN', name: `Cabled hat ${m}`, notes: 'An easy knit in the round' });
    item.secret = await create(alice, { name: `Secret Alpaca ${m}`, content: 'alpaca', tags: ['soft'], visibility: 'PRIVATE' });
    item.bobSecret = await create(bob, { name: `Hidden ${m}`, producer: 'Drops', tags: ['soft'], visibility: 'PRIVATE' });
    item.bobPublic = await create(bob, { name: `Silk lace ${m}`, content: 'silk', notes: 'Lovely wool for cardigans' });
    const colour = await gql<{ addColour: { colour: { id: number } } }>(ADD_COLOUR, { i: { itemId: item.merino, textDescription: 'Bleu marine', codeDescription: '3047' } }, { token: alice.token });
    expect(colour.errors).toBeUndefined();
    item.colour = colour.data.addColour.colour.id;
  });

  test('finds by tag, producer, fibre, made in (accents ignored) and colour description', async () => {
    expect(await ids(`soft ${m}`, alice)).toEqual([item.merino, item.secret]);
    expect(await ids(`drops ${m}`, alice)).toEqual([item.merino]);
    // "laine" also finds "wool" (the notes of Bob's item): both-language synonyms.
    expect(await ids(`laine ${m}`)).toEqual([item.merino, item.bobPublic]);
    expect(await ids(`silk ${m}`)).toEqual([item.bobPublic]);
    expect(await ids(`perou ${m}`)).toEqual([item.merino]);
    expect(await ids(`marine ${m}`)).toEqual([item.merino]);
    expect(await ids(`3047 ${m}`)).toEqual([item.merino]);
  });

  test('finds by the owner\'s username', async () => {
    expect(await ids(alice.username)).toEqual([item.merino, item.hat]);
    expect(await ids(alice.username, alice)).toEqual([item.merino, item.hat, item.secret]);
  });

  test('French and English word forms: "laines" finds "laine", "knitting" finds "knit", "mérinos" finds "merino"', async () => {
    expect(await ids(`laines ${m}`)).toEqual([item.merino, item.bobPublic]);
    expect(await ids(`knitting ${m}`)).toEqual([item.hat]);
    expect(await ids(`Mérinos ${m}`)).toEqual([item.merino]);
    expect(await ids(`cardigan ${m}`)).toEqual([item.bobPublic]);
  });

  test('a typo in a short query: "merinp" finds "merino"', async () => {
    expect(await ids(`merinp ${m}`)).toEqual([item.merino]);
    expect(await ids(`alpacca ${m}`, alice)).toEqual([item.secret]);
  });

  test('others\' private items never appear; your own do', async () => {
    expect(await ids(m)).toEqual([item.merino, item.hat, item.bobPublic]);
    expect(await ids(m, alice)).toEqual([item.merino, item.hat, item.secret, item.bobPublic]);
    expect(await ids(m, bob)).toEqual([item.merino, item.hat, item.bobSecret, item.bobPublic]);
    expect(await ids(`secret alpaca ${m}`, bob)).toEqual([]);
    expect(await ids(`hidden ${m}`, alice)).toEqual([]);
    const r = await gql<Results>(SEARCH, { q: `soft ${m}` }, { token: bob.token });
    expect(r.data.search.totalCount).toBe(2);
  });

  test('a name match ranks above a notes match, with highlights of what matched', async () => {
    const named = await create(alice, { type: 'MODEL', name: `Cardigan ${m}` });
    const edges = await search(`cardigan ${m}`);
    expect(edges.map((e) => e.node.id)).toEqual([named, item.bobPublic]);
    expect(edges[0].rank).toBeGreaterThan(edges[1].rank);
    expect(edges[0].highlights[0]).toEqual({ field: 'NAME', parts: [{ text: 'Cardigan', match: true }, { text: ' ', match: false }, { text: m, match: true }] });
    const notes = edges[1].highlights.find((h) => h.field === 'NOTES');
    expect(notes?.parts.filter((p) => p.match).map((p) => p.text)).toEqual(['cardigans']);
    const [merino] = await search(`laines merinp ${m}`);
    expect(merino.highlights.map((h) => h.field)).toEqual(['NAME', 'CONTENT']);
    expect(merino.highlights[1].parts.filter((p) => p.match).map((p) => p.text)).toEqual(['laine', 'mérinos']);
  });

  test('type filter and paging by cursor, with the total', async () => {
    expect(await ids(m, alice, { type: 'PATTERN' })).toEqual([item.hat]);
    const seen: number[] = [];
    let after: string | null = null;
    for (let page = 0; page < 10; page += 1) {
      const r: GqlResult<Results> = await gql<Results>(SEARCH, { q: m, first: 2, after }, { token: alice.token });
      expect(r.errors).toBeUndefined();
      const s = r.data.search;
      expect(s.totalCount).toBe(5);
      expect(s.pageInfo.hasPreviousPage).toBe(page > 0);
      seen.push(...s.nodes.map((n) => n.id));
      after = s.pageInfo.endCursor;
      if (!s.pageInfo.hasNextPage) break;
    }
    expect(seen).toHaveLength(5);
    expect(new Set(seen).size).toBe(5);
    // Past the last result: no item, and the total is still told (counted apart, as no ranked row carries it).
    const past = await gql<Results>(SEARCH, { q: m, first: 2, after }, { token: alice.token });
    expect(past.errors).toBeUndefined();
    expect(past.data.search).toMatchObject({ totalCount: 5, nodes: [], pageInfo: { hasNextPage: false, hasPreviousPage: true } });
    const typed = await gql<Results>(SEARCH, { q: m, first: 2, type: 'PATTERN' }, { token: alice.token });
    expect(typed.data.search).toMatchObject({ totalCount: 1 });
  });

  test('changes show at once: renamed items, removed colours, items made private', async () => {
    const id = await create(bob, { name: `Plain ${m}` });
    expect(await ids(`zigzag ${m}`)).toEqual([]);
    await gql(UPDATE, { i: { id, name: `Zigzag scarf ${m}` } }, { token: bob.token });
    expect(await ids(`zigzag ${m}`)).toEqual([id]);
    await gql(UPDATE, { i: { id, visibility: 'PRIVATE' } }, { token: bob.token });
    expect(await ids(`zigzag ${m}`)).toEqual([]);
    expect(await ids(`zigzag ${m}`, bob)).toEqual([id]);
    await gql(DELETE_COLOUR, { i: { id: item.colour } }, { token: alice.token });
    expect(await ids(`marine ${m}`)).toEqual([]);
  });

  test.each([
    ['', 'searchEmpty'],
    ['   ', 'searchEmpty'],
    ['x'.repeat(201), 'tooLong'],
    ['wool\u0001', 'badCharacter'],
    ['wool\u0000', 'badCharacter'],
    ['!!! ...', 'searchNoWords'],
    ['a b c d e f g h i j k', 'searchTooManyWords'],
  ])('refuses %j with a coded error (%s)', async (q, reason) => {
    const r = await gql(SEARCH, { q });
    expect(r.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason });
    expect(r.data).toBeNull();
  });

  test('refuses bad cursors and page sizes; stop words alone find nothing', async () => {
    for (const after of ['nope', Buffer.from(JSON.stringify(['x', 1])).toString('base64url'), Buffer.from(JSON.stringify([-1, 1])).toString('base64url')]) {
      expect((await gql(SEARCH, { q: 'wool', after })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    expect((await gql(SEARCH, { q: 'wool', first: 0 })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await gql(SEARCH, { q: 'wool', first: 101 })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const r = await gql<Results>(SEARCH, { q: 'on' });
    expect(r.errors).toBeUndefined();
    expect(r.data.search.totalCount).toBe(0);
  });
});
