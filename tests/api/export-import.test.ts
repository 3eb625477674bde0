/** Export zip contents, its links, and the round trip export -> delete -> import -> same library. */
import crypto from 'node:crypto';
import sharp from 'sharp';
import { BASE, gql, newUser, useTestDb, type TestUser } from '../helpers/api';
import { downloadExport, importFile } from '../helpers/export';
import { seedLibrary } from '../helpers/library';
import type { CreatePersonalAccessTokenPayload, ExportLink } from '../helpers/types';
import type { ExportDocument } from '../../server/src/modules/data/export-format';

const db = useTestDb();
const sha = (b: Uint8Array) => crypto.createHash('sha256').update(b).digest('hex');

/** The library as the export shows it, with each picture file replaced by its size in pixels. */
async function library(doc: ExportDocument, files: Record<string, Uint8Array>) {
  const size = async (f: string | null) => {
    if (!f) return null;
    const m = await sharp(Buffer.from(files[f])).metadata();
    return `${m.format} ${m.width}x${m.height}`;
  };
  const items = [];
  for (const it of doc.items) {
    items.push({
      ...it,
      pictures: await Promise.all(it.pictures.map((p) => size(p.file))),
      colours: await Promise.all(it.colours.map(async (c) => ({ textDescription: c.textDescription, codeDescription: c.codeDescription, picture: await size(c.picture) }))),
    });
  }
  return { items, calculators: doc.calculators };
}

async function deleteEverything(user: TestUser, doc: ExportDocument): Promise<void> {
  const items = await db.client.query<{ id: number }>('select id from knit_item where owner_id = $1', [user.id]);
  for (const { id } of items.rows) await gql(`mutation($i: DeleteKnitItemInput!) { deleteKnitItem(input: $i) { id: databaseId } }`, { i: { id } }, { token: user.token });
  const calcs = await db.client.query<{ id: number }>('select id from calculator where owner_id = $1', [user.id]);
  for (const { id } of calcs.rows) await gql(`mutation($i: DeleteCalculatorInput!) { deleteCalculator(input: $i) { id: databaseId } }`, { i: { id } }, { token: user.token });
  expect(doc.items.length).toBeGreaterThan(0);
}

describe('export', () => {
  test('the zip holds the versioned document and every original image, byte for byte', async () => {
    const u = await newUser('exp');
    await seedLibrary(u);
    const { status, headers, document, files } = await downloadExport(u);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('application/zip');
    // Streamed as it is written: no length known in advance.
    expect(headers.get('content-length')).toBeNull();
    expect(headers.get('content-disposition')).toContain(`purlwise-${u.username}-`);
    expect(Number(headers.get('x-export-estimated-bytes'))).toBeGreaterThan(0);
    expect(document).toMatchObject({ format: 'purlwise-export', version: 1, favourites: [] });
    expect(document.profile).toMatchObject({ username: u.username, email: u.email, visibility: 'public', preferredUnit: 'metric' });
    expect(document.items.map((i) => [i.type, i.name])).toEqual([
      ['yarn', 'Drops Alpaca'], ['pattern', 'Raglan top-down'], ['detail', 'Tubular cast-on'], ['model', 'Winter hat']]);
    expect(document.items[0]).toMatchObject({ producer: 'Drops', madeIn: 'Peru', content: '100% alpaca', weight: '50 g', yardage: '167 m', needleSize: '3 mm', tags: ['soft', 'fingering'] });
    expect(document.items[1]).toMatchObject({ visibility: 'private', notes: 'Cast on 96.\nKnit 2 rows.' });
    expect(document.items[0].colours.map((c) => [c.textDescription, c.codeDescription, c.picture === null])).toEqual([['Moss green', '7238', false], ['Navy', '', true]]);
    expect(document.calculators).toEqual([expect.objectContaining({ name: 'Hat swatch', tensionRows: 22, tensionStitches: 30, resultWidth: 52, visibility: 'private' })]);

    const images = await db.client.query<{ id: number; data: Buffer }>('select id, data from image where owner_id = $1 order by id', [u.id]);
    const paths = Object.keys(files).filter((f) => f.startsWith('images/')).sort();
    expect(paths).toHaveLength(images.rows.length);
    for (const row of images.rows) {
      const file = paths.find((p) => p.startsWith(`images/${row.id}.`));
      expect(file && sha(files[file])).toBe(sha(row.data));
    }
    const referenced = [document.profile.picture, ...document.items.flatMap((i) => [...i.pictures.map((p) => p.file), ...i.colours.map((c) => c.picture)])];
    expect(referenced.filter(Boolean).sort()).toEqual(paths);
  });

  test('favourites and weight classes are in the export; a favourite that turned private is not', async () => {
    const u = await newUser('expfav');
    const other = await newUser('expfavo');
    const create = async (user: TestUser, i: Record<string, unknown>) => (await gql<{ createKnitItem: { item: { id: number } } }>(`mutation($i: CreateKnitItemInput!) { createKnitItem(input: $i) { item { id: databaseId } } }`, { i }, { token: user.token })).data.createKnitItem.item.id;
    await create(u, { type: 'YARN', name: 'Mine', weightClass: 'MEDIUM' });
    const shown = await create(other, { type: 'YARN', name: 'Shown' });
    const hidden = await create(other, { type: 'PATTERN', name: 'Hidden' });
    for (const itemId of [shown, hidden]) await gql(`mutation($i: FavoriteInput!) { favorite(input: $i) { item { id: databaseId } } }`, { i: { itemId } }, { token: u.token });
    await gql(`mutation($i: UpdateKnitItemInput!) { updateKnitItem(input: $i) { item { id: databaseId } } }`, { i: { id: hidden, visibility: 'PRIVATE' } }, { token: other.token });
    const { document } = await downloadExport(u);
    expect(document.items).toEqual([expect.objectContaining({ name: 'Mine', weightClass: 4 })]);
    expect(document.favourites).toEqual([{ owner: other.username, type: 'yarn', name: 'Shown', itemId: shown, savedAt: expect.stringMatching(/^\d{4}-/) as unknown }]);
  });

  test('the link needs no other credential, only works for its user, and dies with the sessions', async () => {
    const u = await newUser('exl');
    const link = (await gql<{ exportData: Pick<ExportLink, 'url' | 'expiresAt'> }>(`mutation { exportData { url expiresAt } }`, {}, { token: u.token })).data.exportData;
    expect(new Date(link.expiresAt).getTime()).toBeGreaterThan(Date.now());
    expect((await fetch(`${BASE}${link.url}`)).status).toBe(200);
    expect((await fetch(`${BASE}${link.url}x`)).status).toBe(401);
    expect((await fetch(`${BASE}/api/account/export`)).status).toBe(401);
    // The Bearer access token is the other way in; an access token in the link's place is refused.
    expect((await fetch(`${BASE}/api/account/export`, { headers: { authorization: `Bearer ${u.token}` } })).status).toBe(200);
    expect((await fetch(`${BASE}/api/account/export?token=${u.token}`)).status).toBe(401);
    expect((await gql(`mutation { exportData { url } }`)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    await gql(`mutation($i: ChangePasswordInput!) { changePassword(input: $i) { accessToken } }`,
      { i: { currentPassword: u.password, newPassword: 'another long secret' } }, { token: u.token });
    expect((await fetch(`${BASE}${link.url}`)).status).toBe(401);
  });

  test('a personal access token can neither export, import nor delete the account', async () => {
    const u = await newUser('exp');
    const made = await gql<{ createPersonalAccessToken: Pick<CreatePersonalAccessTokenPayload, 'token'> }>(`mutation($i: CreatePersonalAccessTokenInput!) { createPersonalAccessToken(input: $i) { token } }`,
      { i: { name: 'tool', scope: 'WRITE', password: u.password } }, { token: u.token });
    const pat = { ...u, token: made.data.createPersonalAccessToken.token };
    expect((await gql(`mutation { exportData { url } }`, {}, { token: pat.token })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await fetch(`${BASE}/api/account/export`, { headers: { authorization: `Bearer ${pat.token}` } })).status).toBe(401);
    expect((await importFile(pat, Buffer.from('[]'), 'items.json')).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const del = await gql(`mutation($i: DeleteAccountInput!) { deleteAccount(input: $i) { ok } }`, { i: { password: u.password } }, { token: pat.token });
    expect(del.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await gql<{ me: { id: number } }>('{ me { id: databaseId } }', {}, { token: u.token })).data.me.id).toBe(u.id);
  });
});

describe('import', () => {
  test('round trip: export, delete everything, import gives the same library; importing again skips it all', async () => {
    const u = await newUser('rtp');
    await seedLibrary(u);
    const before = await downloadExport(u);
    await deleteEverything(u, before.document);
    const imported = await importFile(u, before.bytes);
    expect(imported.errors).toBeUndefined();
    expect(imported.data.importData).toEqual({
      items: { created: 4, skipped: 0, refused: 0 }, calculators: { created: 1, skipped: 0, refused: 0 }, refusals: [] });
    const after = await downloadExport(u);
    expect(await library(after.document, after.files)).toEqual(await library(before.document, before.files));

    const again = await importFile(u, before.bytes);
    expect(again.data.importData).toMatchObject({ items: { created: 0, skipped: 4, refused: 0 }, calculators: { created: 0, skipped: 1, refused: 0 } });
    const count = await db.client.query<{ n: number }>('select count(*)::int as n from knit_item where owner_id = $1', [u.id]);
    expect(count.rows[0].n).toBe(4);
  });

  test('the dates pictures and colours were added come back with them', async () => {
    const from = await newUser('dates');
    await seedLibrary(from);
    // Dates well before the import, one apart each, so none can be mistaken for the time of the import.
    await db.client.query(`update picture p set created_at = timestamptz '2024-03-01T10:00:00Z' + (p.id - (select min(id) from picture where item_id in (select id from knit_item where owner_id = $1))) * interval '1 day'
      from knit_item k where k.id = p.item_id and k.owner_id = $1`, [from.id]);
    await db.client.query(`update colour c set created_at = timestamptz '2024-05-01T10:00:00Z' + (c.id - (select min(id) from colour where item_id in (select id from knit_item where owner_id = $1))) * interval '1 hour'
      from knit_item k where k.id = c.item_id and k.owner_id = $1`, [from.id]);
    const dates = (doc: ExportDocument) => doc.items.map((i) => ({
      name: i.name, pictures: i.pictures.map((p) => p.createdAt), colours: i.colours.map((c) => [c.textDescription, c.createdAt]),
    }));
    const exported = await downloadExport(from);
    const expected = dates(exported.document);
    expect(expected.flatMap((i) => i.pictures).length).toBeGreaterThan(0);
    expect(expected.flatMap((i) => i.colours).length).toBeGreaterThan(0);
    expect(expected.flatMap((i) => [...i.pictures, ...i.colours.map((c) => c[1])]).every((d: string) => d.startsWith('2024-'))).toBe(true);

    const to = await newUser('dates2');
    const imported = await importFile(to, exported.bytes);
    expect(imported.errors).toBeUndefined();
    expect(dates((await downloadExport(to)).document)).toEqual(expected);
  });

  test('a JSON document of items loads too, and each refused item is reported while the others are created', async () => {
    const u = await newUser('jsn');
    const items = [
      { type: 'pattern', name: 'Lace shawl', notes: 'Chart A', tags: ['lace'] },
      { type: 'yarn', name: 'x'.repeat(300) },
      { type: 'sock', name: 'Unknown kind' },
      { type: 'yarn', name: 'Cotton', colours: [{ textDescription: 'White', codeDescription: '01' }] },
      'not an item',
    ];
    const r = await importFile(u, Buffer.from(JSON.stringify(items)), 'items.json');
    expect(r.errors).toBeUndefined();
    expect(r.data.importData.items).toEqual({ created: 2, skipped: 0, refused: 3 });
    expect(r.data.importData.refusals.map((x) => [x.index, x.code])).toEqual([[1, 'BAD_USER_INPUT'], [2, 'BAD_USER_INPUT'], [4, 'BAD_USER_INPUT']]);
    expect(r.data.importData.refusals[0].message).toBe('Name must be at most 200 characters');
    const rows = await db.client.query('select name, (select count(*)::int from colour c where c.item_id = k.id) as colours from knit_item k where owner_id = $1 order by name', [u.id]);
    expect(rows.rows).toEqual([{ name: 'Cotton', colours: 1 }, { name: 'Lace shawl', colours: 0 }]);
  });
});
