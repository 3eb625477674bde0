/** Issue #24 points 1, 4, 5 through export, import and account deletion: stash fields, needles and sizes round-trip and go with the account. */
import { BASE, gql, newUser, useTestDb } from '../helpers/api';
import { downloadExport, uploadImport, type Downloaded } from '../helpers/export';
import type { AccountImport, ImportCounts, ImportRefusal } from '../helpers/types';
import { ok, patternWithSize, stashColour, stashYarn } from './stash-helpers';

const db = useTestDb();

const STATUS = `query($id: ID) { accountImport(id: $id) { state report { items { created skipped refused } needles { created skipped refused } refusals { kind message } } error { code message } } }`;

/** An import job as STATUS selects it. */
type Job = Pick<AccountImport, 'state' | 'error'> & { report: { items: ImportCounts; needles: ImportCounts; refusals: Pick<ImportRefusal, 'kind' | 'message'>[] } | null };

/** Uploads an export and waits until its job is done (the job's own state, read again until it leaves the queue). */
async function importAndWait(token: string, bytes: Uint8Array): Promise<Job> {
  const up = await uploadImport(token, bytes, 'export.zip', BASE);
  expect(up.status).toBe(202);
  for (;;) {
    const r = await gql<{ accountImport: Job }>(STATUS, { id: up.body.id }, { token });
    const job = r.data.accountImport;
    if (job.state === 'DONE' || job.state === 'FAILED') return job;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** The stash part of an export document, without dates. */
function stashOf(doc: Downloaded['document']) {
  return {
    items: doc.items.map((i) => ({ name: i.name, metresPerSkein: i.metresPerSkein, gramsPerSkein: i.gramsPerSkein, sizes: i.sizes,
      colours: i.colours.map(({ picture: _p, createdAt: _c, ...c }) => c) })).sort((a, b) => a.name.localeCompare(b.name)),
    needles: doc.needles.map(({ createdAt: _c, ...n }) => n),
  };
}

async function fillStash(u: Awaited<ReturnType<typeof newUser>>) {
  const yarn = await stashYarn(u, { name: 'Merino', weightClass: 'LIGHT', metresPerSkein: 200, gramsPerSkein: 50 });
  await stashColour(u, yarn.id, { textDescription: 'Moss', skeinsOnHand: 2.5, dyeLot: 'L42', storagePlace: 'Blue box', purchaseDate: '2026-03-14', purchasePrice: 23.5 });
  await patternWithSize(u, { name: 'M', yardageM: 900, weightClass: 'LIGHT', stitchesPer10cm: 22, rowsPer10cm: 30, needleMm: 4 });
  await ok(u, `mutation($i: CreateNeedleInput!) { createNeedle(input: $i) { needle { id } } }`, { i: { kind: 'CIRCULAR', sizeMm: 4, lengthCm: 80, material: 'birch', count: 2, notes: 'Addi' } });
  await ok(u, `mutation($i: CreateNeedleInput!) { createNeedle(input: $i) { needle { id } } }`, { i: { kind: 'CROCHET_HOOK', sizeMm: 3.5 } });
}

describe('stash, needles and sizes in the export', () => {
  test('the export carries them; deleting everything and importing gives them back; importing again skips them', async () => {
    const u = await newUser('stx');
    await fillStash(u);
    const before = await downloadExport(u);
    expect(stashOf(before.document)).toMatchObject({
      items: [
        { name: 'Merino', metresPerSkein: 200, gramsPerSkein: 50, sizes: [], colours: [{ textDescription: 'Moss', skeinsOnHand: 2.5, dyeLot: 'L42', storagePlace: 'Blue box', purchaseDate: '2026-03-14', purchasePrice: 23.5 }] },
        { name: 'Sweater', sizes: [{ name: 'M', yardageM: 900, weightClass: 3, stitchesPer10cm: 22, rowsPer10cm: 30, needleMm: 4 }] },
      ],
      needles: [{ kind: 'circular', sizeMm: 4, lengthCm: 80, material: 'birch', count: 2, notes: 'Addi' }, { kind: 'crochet_hook', sizeMm: 3.5, lengthCm: null, count: 1 }],
    });
    await db.client.query('delete from knit_item where owner_id = $1', [u.id]);
    await db.client.query('delete from needle where owner_id = $1', [u.id]);
    const job = await importAndWait(u.token, before.bytes);
    expect(job.report).toEqual({ items: { created: 2, skipped: 0, refused: 0 }, needles: { created: 2, skipped: 0, refused: 0 }, refusals: [] });
    const after = await downloadExport(u);
    expect(stashOf(after.document)).toEqual(stashOf(before.document));
    const again = await importAndWait(u.token, before.bytes);
    expect(again.report).toMatchObject({ items: { created: 0, skipped: 2 }, needles: { created: 0, skipped: 2 } });
  });

  test('account deletion removes needles, pattern sizes and stash', async () => {
    const u = await newUser('stdel');
    await fillStash(u);
    const count = async (sql: string) => (await db.client.query<{ n: number }>(sql, [u.id])).rows[0].n;
    expect(await count('select count(*)::int as n from needle where owner_id = $1')).toBe(2);
    const r = await gql(`mutation($i: DeleteAccountInput!) { deleteAccount(input: $i) { ok } }`, { i: { password: u.password } }, { token: u.token, cookie: u.cookie });
    expect(r.errors).toBeUndefined();
    expect(await count('select count(*)::int as n from needle where owner_id = $1')).toBe(0);
    expect(await count('select count(*)::int as n from pattern_size s where not exists (select 1 from knit_item k where k.id = s.item_id) and $1::int > 0')).toBe(0);
    expect(await count('select count(*)::int as n from colour c join knit_item k on k.id = c.item_id where k.owner_id = $1')).toBe(0);
  });
});
