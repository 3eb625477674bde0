import sharp from 'sharp';
import { BASE, gql, gqlUpload, makeImage, newUser, useTestDb, type TestUser } from '../helpers/api';
import { downloadExport, importFile } from '../helpers/export';
import { newCounter, newProject, ok, SET_STATUS, stashColour } from '../helpers/projects';
import type { ImportCounts, ImportRefusal, KnitItem, Needle, Project, ProjectPicture } from '../helpers/types';

jest.setTimeout(120_000);
const db = useTestDb();

/** The accountImport query selecting `R` of its report. */
type Report<R> = { accountImport: { report: R } };
type Refusal = Pick<ImportRefusal, 'kind' | 'message'>;
type Ids = { nodes: Pick<Project, 'id'>[] };
/** myProjects with each project's name, needles (`N` of each) and picture urls. */
type Copies<N> = { myProjects: { nodes: Array<Pick<Project, 'name'> & { needles: N[]; pictures: Pick<ProjectPicture, 'url'>[] }> } };

/** A knitter's projects: one finished (its yarn taken from the stash), two queued, one with a counter. */
async function projectLibrary(u: TestUser) {
  const pattern = await ok<{ createKnitItem: { item: Pick<KnitItem, 'id'> } }>(u, `mutation { createKnitItem(input: { type: PATTERN, name: "Cabled hat" }) { item { id } } }`);
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
  const { myProjects } = await ok<{ myProjects: Ids }>(u, `{ myProjects(first: 100) { nodes { id } } }`);
  for (const p of myProjects.nodes) await ok(u, `mutation($i: DeleteProjectInput!) { deleteProject(input: $i) { deletedProjectId } }`, { i: { id: p.id } });
  const { myKnitItems } = await ok<{ myKnitItems: Ids }>(u, `{ myKnitItems(first: 100) { nodes { id } } }`);
  for (const k of myKnitItems.nodes) await ok(u, `mutation($i: DeleteKnitItemInput!) { deleteKnitItem(input: $i) { deletedKnitItemId } }`, { i: { id: k.id } });
}

/** Everything of the user an import could write. */
async function written(u: TestUser): Promise<number> {
  const r = await db.client.query<{ n: number }>(`select (select count(*)::int from knit_item where owner_id = $1) + (select count(*)::int from needle where owner_id = $1)
    + (select count(*)::int from project where owner_id = $1) + (select count(*)::int from image where owner_id = $1) as n`, [u.id]);
  return r.rows[0].n;
}

/** A JSON export document holding `needles` and `projects` only. */
const documentOf = (needles: unknown[], projects: unknown[]) =>
  Buffer.from(JSON.stringify({ format: 'purlwise-export', version: 1, items: [], calculators: [], needles, projects }));

const NEEDLE = { kind: 'circular', sizeMm: 4, lengthCm: 80, material: 'birch', count: 1, notes: '', createdAt: '2026-11-01T10:00:00.000Z' };
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('projects in the export, the import and account deletion', () => {
  test('a project\'s needles and pictures go through export and import into a fresh account', async () => {
    const u = await newUser('pnp');
    const needle = async (i: Record<string, unknown>) =>
      (await ok<{ createNeedle: { needle: Pick<Needle, 'id'> } }>(u, `mutation($i: CreateNeedleInput!) { createNeedle(input: $i) { needle { id } } }`, { i })).createNeedle.needle.id;
    const circular = await needle({ kind: 'CIRCULAR', sizeMm: 4, lengthCm: 80 });
    await needle({ kind: 'STRAIGHT', sizeMm: 6 });
    const dpn = await needle({ kind: 'DOUBLE_POINTED', sizeMm: 3.5, lengthCm: 20 });
    const mittens = await newProject(u, { name: 'Mittens', needleIds: [circular, dpn] });
    const added = await gqlUpload(`mutation($i: AddProjectPictureInput!) { addProjectPicture(input: $i) { projectPicture { id } } }`,
      { i: { projectId: mittens.id, file: null } }, 'variables.i.file', { bytes: await makeImage('png', 40, 30) }, { token: u.token });
    expect(added.errors).toBeUndefined();

    const exported = await downloadExport(u);
    const [project] = exported.document.projects;
    expect(project).toMatchObject({ name: 'Mittens', needles: [0, 2], pictures: [{ file: expect.stringMatching(/^images\/\d+\.png$/) as unknown }] });
    expect(Buffer.from(exported.files[project.pictures[0].file]).subarray(0, 8)).toEqual(PNG_SIGNATURE);

    const fresh = await newUser('pnp');
    const imported = await importFile(fresh, exported.bytes);
    expect(imported.errors).toBeUndefined();
    const report = await ok<Report<{ needles: Pick<ImportCounts, 'created'>; projects: ImportCounts; refusals: Refusal[] }>>(fresh, `{ accountImport { report { needles { created } projects { created skipped refused } refusals { kind message } } } }`);
    expect(report.accountImport.report).toEqual({ needles: { created: 3 }, projects: { created: 1, skipped: 0, refused: 0 }, refusals: [] });
    const { myProjects } = await ok<Copies<Pick<Needle, 'kind' | 'sizeMm' | 'lengthCm'>>>(fresh, `{ myProjects(first: 10) { nodes { name needles { kind sizeMm lengthCm } pictures { url } } } }`);
    const [copy] = myProjects.nodes;
    expect(copy.name).toBe('Mittens');
    const bySize = (a: { sizeMm: number }, b: { sizeMm: number }) => a.sizeMm - b.sizeMm;
    expect([...copy.needles].sort(bySize)).toEqual([{ kind: 'DOUBLE_POINTED', sizeMm: 3.5, lengthCm: 20 }, { kind: 'CIRCULAR', sizeMm: 4, lengthCm: 80 }]);
    expect(copy.pictures).toHaveLength(1);
    const served = await fetch(`${BASE}${copy.pictures[0].url}`);
    expect(served.status).toBe(200);
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'png', width: 40, height: 30 });
    // The imported picture is an image of the new account, not a link to the old one's.
    const owners = await db.client.query<{ owner_id: number }>('select i.owner_id from project_picture pp join image i on i.id = pp.image_id join project p on p.id = pp.project_id where p.owner_id = $1', [fresh.id]);
    expect(owners.rows).toEqual([{ owner_id: fresh.id }]);
  });

  test('a project naming a needle the document does not have refuses the file, writing nothing', async () => {
    const u = await newUser('pnm');
    const missing = await importFile(u, documentOf([NEEDLE], [{ name: 'Hat', needles: [0, 3] }]), 'export.json');
    expect(missing.errors?.[0]?.extensions?.code).toBe('IMPORT_NOT_OURS');
    expect(missing.errors?.[0]?.message).toBe('This file is not a Purlwise export: its project "Hat" uses needles[3], which is not in the document');
    expect(await written(u)).toBe(0);
    // Needles written after the projects that use them cannot be linked when the project is written: refused too.
    const late = await importFile(u, Buffer.from(JSON.stringify({ format: 'purlwise-export', version: 1, projects: [{ name: 'Hat', needles: [0] }], needles: [NEEDLE] })), 'export.json');
    expect(late.errors?.[0]?.message).toMatch(/projects come before the needles they use/);
    expect(await written(u)).toBe(0);
  });

  test('a document from before project needles and pictures imports its projects with none', async () => {
    const u = await newUser('pold');
    const r = await importFile(u, documentOf([NEEDLE], [{ name: 'Hat', status: 'queued' }]), 'export.json');
    expect(r.errors).toBeUndefined();
    const { myProjects } = await ok<Copies<Pick<Needle, 'sizeMm'>>>(u, `{ myProjects(first: 10) { nodes { name needles { sizeMm } pictures { url } } } }`);
    expect(myProjects.nodes).toEqual([{ name: 'Hat', needles: [], pictures: [] }]);
  });

  test('export carries projects, their yarns and counters; import round-trips them; importing again skips them', async () => {
    const u = await newUser('pexp');
    await projectLibrary(u);
    const before = await downloadExport(u);
    const hat = before.document.projects.find((p: { name: string }) => p.name === 'Hat')!;
    expect(hat).toMatchObject({
      status: 'finished', previousStatus: 'in_progress', sizeMade: 'L', startedOn: '2026-10-01', stashDeducted: true, gaugeStitches: 20,
      yarns: [{ amount: 100, unit: 'grams', deductedSkeins: 2, colour: 0 }], counters: [{ name: 'Crown', row: 12, targetRows: 30, repeatEvery: 6 }],
    });
    expect(before.document.items[hat.pattern!].name).toBe('Cabled hat');
    expect(before.document.items[hat.yarns[0].item].name).toBe('Hat yarn');

    await deleteAll(u);
    const imported = await importFile(u, before.bytes);
    expect(imported.errors).toBeUndefined();
    const report = await ok<Report<{ projects: ImportCounts; refusals: Refusal[] }>>(u, `{ accountImport { report { projects { created skipped refused } refusals { kind message } } } }`);
    expect(report.accountImport.report).toEqual({ projects: { created: 3, skipped: 0, refused: 0 }, refusals: [] });
    const after = await downloadExport(u);
    expect(after.document.projects).toEqual(before.document.projects);

    await importFile(u, before.bytes);
    const again = await ok<Report<{ projects: ImportCounts }>>(u, `{ accountImport { report { projects { created skipped refused } } } }`);
    expect(again.accountImport.report.projects).toEqual({ created: 0, skipped: 3, refused: 0 });
    const count = await db.client.query<{ n: number }>('select count(*)::int as n from project where owner_id = $1', [u.id]);
    expect(count.rows[0].n).toBe(3);
  });

  test('deleting the account removes its projects, yarn lines and counters', async () => {
    const u = await newUser('pdel');
    await projectLibrary(u);
    const ids = (await db.client.query<{ id: number }>('select id from project where owner_id = $1', [u.id])).rows.map((r) => r.id);
    expect(ids.length).toBe(3);
    const r = await gql(`mutation($i: DeleteAccountInput!) { deleteAccount(input: $i) { ok } }`, { i: { password: u.password } }, { token: u.token });
    expect(r.errors).toBeUndefined();
    const left = await db.client.query<{ p: number; y: number; c: number }>(`select (select count(*)::int from project where id = any($1)) as p,
      (select count(*)::int from project_yarn where project_id = any($1)) as y, (select count(*)::int from row_counter where project_id = any($1)) as c`, [ids]);
    expect(left.rows[0]).toEqual({ p: 0, y: 0, c: 0 });
  });
});
