import { gql, newUser, type TestUser } from '../helpers/api';
import { newCounter, newProject, ok, stashColour } from '../helpers/projects';
import type { Colour, KnitItem, Needle, Project, ProjectPicture, ProjectYarn, RowCounter, User } from '../helpers/types';

jest.setTimeout(120_000);

const PAGE = `query($first: Int!) { myProjects(first: $first) { nodes {
  id name status progress owner { username } pattern { name } needles { id }
  yarns { amount unit colour { textDescription skeinsOnHand } yarn { name } }
  rowCounters { id name row targetRows repeatRow } pictures { url thumbnailUrl }
} } }`;

/** A project as PAGE selects it. */
type Row = Pick<Project, 'id' | 'name' | 'status' | 'progress'> & {
  owner: Pick<User, 'username'>; pattern: Pick<KnitItem, 'name'> | null; needles: Pick<Needle, 'id'>[];
  yarns: (Pick<ProjectYarn, 'amount' | 'unit'> & { colour: Pick<Colour, 'textDescription' | 'skeinsOnHand'> | null; yarn: Pick<KnitItem, 'name'> | null })[];
  rowCounters: Pick<RowCounter, 'id' | 'name' | 'row' | 'targetRows' | 'repeatRow'>[]; pictures: Pick<ProjectPicture, 'url' | 'thumbnailUrl'>[];
};

describe('a page of projects costs a constant number of SQL queries', () => {
  let u: TestUser;
  beforeAll(async () => {
    u = await newUser('pqc');
    const pattern = await ok<{ createKnitItem: { item: Pick<KnitItem, 'id'> } }>(u, `mutation { createKnitItem(input: { type: PATTERN, name: "Counted pattern" }) { item { id } } }`);
    const colour = await stashColour(u, 50);
    for (let i = 0; i < 24; i += 1) {
      const p = await newProject(u, { name: `P${i}`, patternId: pattern.createKnitItem.item.id, yarns: [{ colourId: String(colour), amount: 1, unit: 'SKEINS' }] });
      await newCounter(u, p.id, { name: 'c', targetRows: 10, repeatEvery: 4 });
    }
  });

  test('3 and 24 projects with their pattern, yarns and counters cost the same, and few, queries', async () => {
    const three = await gql(PAGE, { first: 3 }, { token: u.token });
    const many = await gql<{ myProjects: { nodes: Row[] } }>(PAGE, { first: 24 }, { token: u.token });
    expect(three.errors).toBeUndefined();
    expect(many.errors).toBeUndefined();
    expect(many.data.myProjects.nodes).toHaveLength(24);
    for (const p of many.data.myProjects.nodes) expect(p).toMatchObject({ pattern: { name: 'Counted pattern' }, yarns: [{ yarn: { name: 'Stash yarn' } }], rowCounters: [{ name: 'c' }] });
    expect(Number.isInteger(three.queries)).toBe(true);
    expect(many.queries).toBe(three.queries);
    expect(many.queries).toBeLessThanOrEqual(12);
  });
});
