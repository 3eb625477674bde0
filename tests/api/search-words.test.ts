/**
 * Typo widening is no oracle (issue 27, point 9). A query word the searcher's word list lacks is widened to the most
 * similar words of that list. The list was built from every document, private and deleted ones included, so a
 * stranger could tell a word of someone's private item from a word nobody has (the first was not widened), and such
 * words took the three places of the corrections. Now a searcher's list is the public documents' words, plus their
 * own private documents' words when they search their own library; words leave it when their last document is
 * deleted or made private.
 */
import crypto from 'node:crypto';
import { gql, newUser, type TestUser } from '../helpers/api';

const CREATE = `mutation($i: CreateKnitItemInput!) { createKnitItem(input: $i) { item { id: databaseId } } }`;
const UPDATE = `mutation($i: UpdateKnitItemInput!) { updateKnitItem(input: $i) { item { id: databaseId } } }`;
const DELETE = `mutation($i: DeleteKnitItemInput!) { deleteKnitItem(input: $i) { __typename } }`;
const SEARCH = `query($q: String!) { search(query: $q) { nodes { id: databaseId } } }`;

/** Letters only (a word of digits is never listed), unlike anything another suite writes. */
function stem(): string {
  const letters = 'bcdfghjklmnpqrstvwxz';
  return [...crypto.randomBytes(7)].map((b) => letters[b % letters.length]).join('');
}

async function create(user: TestUser, name: string, visibility: 'PUBLIC' | 'PRIVATE'): Promise<number> {
  const r = await gql<{ createKnitItem: { item: { id: number } } }>(CREATE, { i: { type: 'YARN', name, visibility } }, { token: user.token });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data.createKnitItem.item.id;
}

async function ids(q: string, user?: TestUser): Promise<number[]> {
  const r = await gql<{ search: { nodes: Array<{ id: number }> } }>(SEARCH, { q }, { token: user?.token });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data.search.nodes.map((n) => n.id).sort((a, b) => a - b);
}

async function change(query: string, user: TestUser, input: Record<string, unknown>): Promise<void> {
  const r = await gql(query, { i: input }, { token: user.token });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
}

describe('typo widening uses only the words the searcher may see', () => {
  let owner: TestUser;
  let other: TestUser;
  let stranger: TestUser;

  beforeAll(async () => {
    owner = await newUser('sww');
    other = await newUser('swo');
    stranger = await newUser('sws');
  });

  test('a word only in someone\'s private item is, for a stranger, like a word nobody has', async () => {
    const b = stem();
    const secret = await create(owner, `${b}ala`, 'PRIVATE');
    const open = await create(other, `${b}olo`, 'PUBLIC');
    // "<b>ele" is in no document: widened to the public "<b>olo". "<b>ala" must answer the same, for a visitor and
    // for a knitter who does not own it; before, it was a known word, not widened, and found nothing.
    for (const who of [undefined, stranger]) {
      expect(await ids(`${b}ele`, who)).toEqual([open]);
      expect(await ids(`${b}ala`, who)).toEqual([open]);
    }
    // The owner searching their library has their own words: the exact word finds their item.
    expect(await ids(`${b}ala`, owner)).toEqual([secret]);
  });

  test('private words are never a stranger\'s corrections; they are the owner\'s', async () => {
    const b = stem();
    // Three private words nearer the typo than the public one took the three places of the corrections.
    const secret = await create(owner, `${b}aab ${b}aac ${b}aad`, 'PRIVATE');
    const open = await create(other, `${b}ou`, 'PUBLIC');
    expect(await ids(`${b}aaa`)).toEqual([open]);
    expect(await ids(`${b}aaa`, stranger)).toEqual([open]);
    expect(await ids(`${b}aaa`, owner)).toContain(secret);
  });

  test('an item made private stops widening others\' searches with its words; its owner keeps them', async () => {
    const b = stem();
    const first = await create(owner, `${b}ala`, 'PUBLIC');
    const second = await create(other, `${b}olo`, 'PUBLIC');
    expect(await ids(`${b}ala`)).toEqual([first]);
    await change(UPDATE, owner, { id: first, visibility: 'PRIVATE' });
    // The word left the public list: it is a typo of "<b>olo" now, as for a word nobody has.
    expect(await ids(`${b}ala`)).toEqual([second]);
    expect(await ids(`${b}ala`, stranger)).toEqual([second]);
    expect(await ids(`${b}ala`, owner)).toEqual([first]);
    // Public again: known again.
    await change(UPDATE, owner, { id: first, visibility: 'PUBLIC' });
    expect(await ids(`${b}ala`, stranger)).toEqual([first]);
  });

  test('a deleted item\'s words leave every list, its owner\'s too', async () => {
    const b = stem();
    const gone = await create(owner, `${b}ala`, 'PUBLIC');
    const hidden = await create(owner, `${b}ili`, 'PRIVATE');
    const stays = await create(other, `${b}olo`, 'PUBLIC');
    expect(await ids(`${b}ala`)).toEqual([gone]);
    await change(DELETE, owner, { id: gone });
    await change(DELETE, owner, { id: hidden });
    expect(await ids(`${b}ala`)).toEqual([stays]);
    expect(await ids(`${b}ala`, owner)).toEqual([stays]);
    expect(await ids(`${b}ili`, owner)).toEqual([stays]);
  });

  test('a word still in another public item stays known when one of its items goes', async () => {
    const b = stem();
    const one = await create(owner, `${b}ala`, 'PUBLIC');
    const two = await create(other, `${b}ala`, 'PUBLIC');
    const near = await create(other, `${b}olo`, 'PUBLIC');
    await change(UPDATE, owner, { id: one, visibility: 'PRIVATE' });
    // Still a known word (the other item has it): not widened, so only the item that has it is found.
    expect(await ids(`${b}ala`, stranger)).toEqual([two]);
    // A rename counts the old word out as well: no public item has it, so it is widened to its neighbours.
    await change(UPDATE, other, { id: two, name: `${b}ulu` });
    expect(await ids(`${b}ala`, stranger)).toEqual([two, near].sort((x, y) => x - y));
  });
});
