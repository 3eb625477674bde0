import { gql, newUser, uniqueName, type TestUser } from '../helpers/api';
import { newProject } from '../helpers/projects';

jest.setTimeout(60_000);

const SEARCH = `query($q: String!, $after: String) { searchProjects(query: $q, first: 2, after: $after) { totalCount nodes { name visibility owner { username } } pageInfo { endCursor hasNextPage } } }`;
const names = async (q: string, u: TestUser | null) => {
  const r = await gql(SEARCH, { q }, { token: u?.token });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data.searchProjects.nodes.map((n: { name: string }) => n.name).sort((a: string, b: string) => a.localeCompare(b));
};

describe('search finds public projects; private ones stay invisible to others', () => {
  let alice: TestUser;
  let bob: TestUser;
  let tag: string;
  beforeAll(async () => {
    [alice, bob] = await Promise.all([newUser('psa'), newUser('psb')]);
    tag = uniqueName('zq');
    await newProject(alice, { name: `Écharpe ${tag}`, notes: 'garter' });
    await newProject(alice, { name: `Secret ${tag}`, visibility: 'PRIVATE' });
  });

  test('others and visitors find only the public project, the owner both; accents and case are ignored', async () => {
    expect(await names(tag, null)).toEqual([`Écharpe ${tag}`]);
    expect(await names(tag, bob)).toEqual([`Écharpe ${tag}`]);
    expect(await names(tag, alice)).toEqual([`Écharpe ${tag}`, `Secret ${tag}`]);
    expect(await names(`ECHARPE ${tag.toUpperCase()}`, bob)).toEqual([`Écharpe ${tag}`]);
    expect(await names(`secret ${tag}`, bob)).toEqual([]);
    const counted = await gql(SEARCH, { q: tag }, { token: bob.token });
    expect(counted.data.searchProjects.totalCount).toBe(1);
  });

  test('pages follow one another and an empty search is refused', async () => {
    for (let i = 0; i < 3; i += 1) await newProject(bob, { name: `Page ${tag} ${i}` });
    const first = await gql(SEARCH, { q: `page ${tag}` });
    const second = await gql(SEARCH, { q: `page ${tag}`, after: first.data.searchProjects.pageInfo.endCursor });
    expect(first.data.searchProjects.nodes.length + second.data.searchProjects.nodes.length).toBe(3);
    expect(second.data.searchProjects.pageInfo.hasNextPage).toBe(false);
    expect((await gql(SEARCH, { q: '   ' })).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});
