import { gql, newUser, useTestDb, type TestUser } from '../helpers/api';
import { downloadExport, importFile } from '../helpers/export';
import { newCounter, newProject, ok, SET_STATUS, stashColour } from '../helpers/projects';

jest.setTimeout(120_000);
const db = useTestDb();

/** A knitter's projects: one finished (its yarn taken from the stash), two queued, one with a counter. */
async function projectLibrary(u: TestUser) {
  const pattern = await ok(u, `mutation { createKnitItem(input: { type: PATTERN, name: "Cabled hat" }) { item { id } } }`);
  const colour = await stashColour(u, 6, 50, 'Hat yarn');
  const hat = await newProject(u, { name: 'Hat', status: 'IN_PROGRESS', patternId: pattern.createKnitItem.item.id, sizeMade: 'L', startedOn: '2026-10-01',
    yarns: [{ colourId: String(colour), amount: 100, unit: 'GRAMS' }], gaugeStitches: 20, gaugeRows: 28 });
  const counter = await newCounter(u, hat.id, { name: 'Crown', targetRows: 30, repeatEvery: 6 });
  await ok(u, `mutation($i: IncrementRowCounterInput!) { incrementRowCounter(input: $i) { rowCounter { row } } }`, { i: { id: counter.id, by: 12 } });
  await ok(u, SET_STATUS, { i: { id: hat.id, status: 'FINISHED' } });
  await newProject(u, { name: 'Socks', visibility: 'PRIVATE', notes: 'Toe up' });
  await newProject(u, { name: 'Shawl' });
}

/** Deletes every project and item of the user (the stash goes with the items). */
async function deleteAll(u: TestUser) {
  const { myProjects } = await ok(u, `{ myProjects(first: 100) { nodes { id } } }`);
  for (const p of myProjects.nodes) await ok(u, `mutation($i: DeleteProjectInput!) { deleteProject(input: $i) { deletedProjectId } }`, { i: { id: p.id } });
  const { myKnitItems } = await ok(u, `{ myKnitItems(first: 100) { nodes { id } } }`);
  for (const k of myKnitItems.nodes) await ok(u, `mutation($i: DeleteKnitItemInput!) { deleteKnitItem(input: $i) { deletedKnitItemId } }`, { i: { id: k.id } });
}

describe('projects in the export, the import and account deletion', () => {
  test('export carries projects, their yarns and counters; import round-trips them; importing again skips them', async () => {
    const u = await newUser('pexp');
    await projectLibrary(u);
    const before = await downloadExport(u);
    const hat = before.document.projects.find((p: { name: string }) => p.name === 'Hat');
    expect(hat).toMatchObject({
      status: 'finished', previousStatus: 'in_progress', sizeMade: 'L', startedOn: '2026-10-01', stashDeducted: true, gaugeStitches: 20,
      yarns: [{ amount: 100, unit: 'grams', deductedSkeins: 2, colour: 0 }], counters: [{ name: 'Crown', row: 12, targetRows: 30, repeatEvery: 6 }],
    });
    expect(before.document.items[hat.pattern].name).toBe('Cabled hat');
    expect(before.document.items[hat.yarns[0].item].name).toBe('Hat yarn');

    await deleteAll(u);
    const imported = await importFile(u, before.bytes);
    expect(imported.errors).toBeUndefined();
    const report = await ok(u, `{ accountImport { report { projects { created skipped refused } refusals { kind message } } } }`);
    expect(report.accountImport.report).toEqual({ projects: { created: 3, skipped: 0, refused: 0 }, refusals: [] });
    const after = await downloadExport(u);
    expect(after.document.projects).toEqual(before.document.projects);

    await importFile(u, before.bytes);
    const again = await ok(u, `{ accountImport { report { projects { created skipped refused } } } }`);
    expect(again.accountImport.report.projects).toEqual({ created: 0, skipped: 3, refused: 0 });
    const count = await db.client.query('select count(*)::int as n from project where owner_id = $1', [u.id]);
    expect(count.rows[0].n).toBe(3);
  });

  test('deleting the account removes its projects, yarn lines and counters', async () => {
    const u = await newUser('pdel');
    await projectLibrary(u);
    const ids = (await db.client.query('select id from project where owner_id = $1', [u.id])).rows.map((r) => r.id);
    expect(ids.length).toBe(3);
    const r = await gql(`mutation($i: DeleteAccountInput!) { deleteAccount(input: $i) { ok } }`, { i: { password: u.password } }, { token: u.token });
    expect(r.errors).toBeUndefined();
    const left = await db.client.query(`select (select count(*)::int from project where id = any($1)) as p,
      (select count(*)::int from project_yarn where project_id = any($1)) as y, (select count(*)::int from row_counter where project_id = any($1)) as c`, [ids]);
    expect(left.rows[0]).toEqual({ p: 0, y: 0, c: 0 });
  });
});
