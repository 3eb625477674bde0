import { gql, newUser, uniqueName, type GqlResult, type TestUser } from '../helpers/api';
import { newProject, ok } from '../helpers/projects';
import type { Page, PageInfo, Project, User } from '../helpers/types';

jest.setTimeout(60_000);

const SEARCH = `query($q: String!, $after: String) { searchProjects(query: $q, first: 2, after: $after) { totalCount nodes { name visibility owner { username } } pageInfo { endCursor hasNextPage } } }`;
type Found = Pick<Project, 'name' | 'visibility'> & { owner: Pick<User, 'username'> };
type Search = { searchProjects: Page<Found> };
const names = async (q: string, u: TestUser | null) => {
  const r = await gql<Search>(SEARCH, { q }, { token: u?.token });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data.searchProjects.nodes.map((n: { name: string }) => n.name).sort((a: string, b: string) => a.localeCompare(b));
};

describe('search finds public projects; private ones stay invisible to others', () => {
  let alice: TestUser;
  let bob: TestUser;
  const tag = uniqueName('zq');
  beforeAll(async () => {
    [alice, bob] = await Promise.all([newUser('psa'), newUser('psb')]);
    await newProject(alice, { name: `Écharpe ${tag}`, notes: 'garter' });
    await newProject(alice, { name: `Secret ${tag}`, visibility: 'PRIVATE' });
  });

  test('others and visitors find only the public project, the owner both; accents and case are ignored', async () => {
    expect(await names(tag, null)).toEqual([`Écharpe ${tag}`]);
    expect(await names(tag, bob)).toEqual([`Écharpe ${tag}`]);
    expect(await names(tag, alice)).toEqual([`Écharpe ${tag}`, `Secret ${tag}`]);
    expect(await names(`ECHARPE ${tag.toUpperCase()}`, bob)).toEqual([`Écharpe ${tag}`]);
    expect(await names(`secret ${tag}`, bob)).toEqual([]);
    const counted = await gql<Search>(SEARCH, { q: tag }, { token: bob.token });
    expect(counted.data.searchProjects.totalCount).toBe(1);
  });

  test('pages follow one another and an empty search is refused', async () => {
    for (let i = 0; i < 3; i += 1) await newProject(bob, { name: `Page ${tag} ${i}` });
    const first = await gql<Search>(SEARCH, { q: `page ${tag}` });
    const second = await gql<Search>(SEARCH, { q: `page ${tag}`, after: first.data.searchProjects.pageInfo.endCursor });
    expect(first.data.searchProjects.nodes.length + second.data.searchProjects.nodes.length).toBe(3);
    expect(second.data.searchProjects.pageInfo.hasNextPage).toBe(false);
    expect((await gql(SEARCH, { q: '   ' })).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('publicProjects: everyone\'s public projects, newest first, as Explore shows them', () => {
  const PUBLIC = `query($after: String, $status: ProjectStatus) { publicProjects(first: 50, after: $after, status: $status) {
    nodes { databaseId name status owner { username } } pageInfo { endCursor hasNextPage } } }`;
  type Row = Pick<Project, 'databaseId' | 'name' | 'status'> & { owner: Pick<User, 'username'> };

  /** The public projects newer than `since` (other suites add projects meanwhile: page until older ones). */
  async function newer(since: number, u: TestUser | null, status?: string): Promise<Row[]> {
    const rows: Row[] = [];
    let after: string | null = null;
    for (;;) {
      const r: GqlResult<{ publicProjects: Page<Row> }> = await gql(PUBLIC, { after, status }, { token: u?.token });
      if (r.errors) throw new Error(JSON.stringify(r.errors));
      const page = r.data.publicProjects;
      rows.push(...page.nodes.filter((n: Row) => n.databaseId >= since));
      if (!page.pageInfo.hasNextPage || page.nodes.some((n: Row) => n.databaseId < since)) return rows;
      after = page.pageInfo.endCursor;
    }
  }

  test('visitors, others and the owner see the public projects only, newest first; a status narrows them', async () => {
    const [carol, dan] = await Promise.all([newUser('ppc'), newUser('ppd')]);
    const tag = uniqueName('pp');
    const first = await newProject(carol, { name: `Open ${tag}` });
    await newProject(carol, { name: `Hidden ${tag}`, visibility: 'PRIVATE' });
    const done = await newProject(dan, { name: `Done ${tag}`, status: 'IN_PROGRESS' });
    await ok(dan, 'mutation($i: SetProjectStatusInput!) { setProjectStatus(input: $i) { project { id } } }', { i: { id: done.id, status: 'FINISHED' } });
    const since = first.databaseId;
    const mine = (rows: Row[]) => rows.filter((n) => n.name.endsWith(tag)).map((n) => n.name);
    for (const viewer of [null, dan, carol]) expect(mine(await newer(since, viewer))).toEqual([`Done ${tag}`, `Open ${tag}`]);
    expect(mine(await newer(since, carol, 'FINISHED'))).toEqual([`Done ${tag}`]);
    const all = await newer(since, null);
    expect(all.map((n) => n.databaseId)).toEqual([...all.map((n) => n.databaseId)].sort((a, b) => b - a));
    expect(all.find((n) => n.name === `Done ${tag}`)?.owner.username).toBe(dan.username);
  });

  test('a knitter\'s own projects page newest first, forward and backward', async () => {
    const erin = await newUser('ppe');
    for (const name of ['One', 'Two', 'Three']) await newProject(erin, { name });
    const PAGE = `query($first: Int, $after: String, $last: Int, $before: String) { myProjects(first: $first, after: $after, last: $last, before: $before) {
      nodes { name } pageInfo { endCursor startCursor hasNextPage hasPreviousPage } } }`;
    type Paged = { myProjects: { nodes: Pick<Project, 'name'>[]; pageInfo: Pick<PageInfo, 'endCursor' | 'startCursor' | 'hasNextPage' | 'hasPreviousPage'> } };
    const one = await ok<Paged>(erin, PAGE, { first: 2 });
    expect(one.myProjects.nodes.map((n: { name: string }) => n.name)).toEqual(['Three', 'Two']);
    const two = await ok<Paged>(erin, PAGE, { first: 2, after: one.myProjects.pageInfo.endCursor });
    expect(two.myProjects.nodes.map((n: { name: string }) => n.name)).toEqual(['One']);
    expect(two.myProjects.pageInfo.hasNextPage).toBe(false);
    const back = await ok<Paged>(erin, PAGE, { last: 2, before: two.myProjects.pageInfo.startCursor });
    expect(back.myProjects.nodes.map((n: { name: string }) => n.name)).toEqual(['Three', 'Two']);
  });
});
